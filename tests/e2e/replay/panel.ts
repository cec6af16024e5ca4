// Shared set-up for the machine panel's replays (tests/flows/{weekNavigator,sessionList,trackPlayback,
// positionsPaging,…}/*.ui.ts): Nordbygg's owner with a real machine's panel open on a tab.
import type { Page, Route } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { signInByApi } from './kit.ts';

export const OWNER = 'owner@nordbygg.example';

/** Signs in as the owner and opens `path?assetId=<the first machine of the fleet>` on the panel's `tab`; the id. */
export async function openPanel(page: Page, path: '/map' | '/fleet' | '/telematics' | '/service', tab: string | null): Promise<number> {
  const token = await signInByApi(page, OWNER);
  const positions = await page.request.get('/api/web/v1/assets/positions', { headers: { Authorization: `Bearer ${token}` } });
  const assetId = ((await positions.json()).data as { assetId: number }[])[0].assetId;
  await page.goto(`${path}?assetId=${assetId}`);
  const panel = page.getByTestId('machine-panel');
  await expect(panel).toBeVisible();
  if (tab) await panel.getByRole('tab', { name: tab, exact: true }).click();
  return assetId;
}

export interface FakeSession {
  id: number;
  name: string;
  /** Machine time, 'YYYY-MM-DDTHH:mm:ss'. */
  start: string;
  end: string;
  future?: boolean;
}

/** The real PanelHistory answer with these sessions (one day each) and activity, whatever the week. */
export function historyWith(json: any, sessions: readonly FakeSession[]): unknown {
  const history = json.data.assetHistory.data;
  const days = [...new Set(sessions.map((s) => s.start.slice(0, 10)))].map((day) => ({ dayMachineTime: day, dayFormatted: day, kpis: [] }));
  const items = sessions.map((s) => ({
    id: s.id,
    nameFormatted: s.name,
    startMachineTime: s.start,
    endMachineTime: s.end,
    startMachineTimeFormatted: s.start,
    endMachineTimeFormatted: s.end,
    runningType: s.future ? 'Future' : 'Completed',
    distanceMeters: 0,
    kpis: [],
  }));
  return {
    data: {
      assetHistory: { ...json.data.assetHistory, data: { ...history, hasActivity: true, days } },
      assetSessions: { ...json.data.assetSessions, data: { ...json.data.assetSessions.data, items } },
    },
  };
}

function operation(route: Route): string | undefined {
  const body = route.request().postDataJSON() as { operationName?: string; query?: string } | null;
  return body?.operationName ?? /^\s*(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1];
}

/** Every PanelHistory answer of the page shaped to these sessions (for replays of what the week's track does). */
export async function answerHistory(page: Page, sessions: readonly FakeSession[]): Promise<void> {
  await page.route('**/graphql', async (route) => {
    if (operation(route) !== 'PanelHistory') return route.fallback();
    const response = await route.fetch();
    return route.fulfill({ response, json: historyWith(await response.json(), sessions) });
  });
}

/** A track page as PanelTrack answers it. */
export const trackAnswer = (items: ReadonlyArray<{ lat: number; long: number; assetTime: string }>, isTruncated: boolean) => ({
  data: { assetTrack: { data: { items, isTruncated } } },
});

// The machine panel against the real server and the simulator's data: open a machine from the map
// and from the fleet, go back a week, play a session's track, read the events, and check that what
// the panel shows is what the API says for the same user.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sessionToken } from './accounts.ts';
import { clickRow, dataGrid, waitForRows } from './grid.ts';
import { signIn } from './helpers.ts';

const OWNER = 'owner@nordbygg.example';
const INFORMATION_EVENTS = new Set(['ArtiqGeofenceEntry', 'ArtiqGeofenceExit', 'IgnitionOnHoliday', 'IgnitionOnNonWorkingHours']);

// Dates as the browser sees them (the test runs on the same machine, in the same zone).
const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
function weekOf(offsetWeeks: number): { from: string; to: string } {
  const d = new Date();
  d.setHours(12, 0, 0, 0);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7) + 7 * offsetWeeks);
  const sunday = new Date(d);
  sunday.setDate(d.getDate() + 6);
  return { from: isoDay(d), to: isoDay(sunday) };
}
const fromDisplay = (text: string) => text.trim().replaceAll('/', '-');

interface Session {
  id: number;
  distanceMeters: number;
  runningType: string;
}
interface History {
  hasActivity: boolean;
  hoursInRangeFormatted: string;
  totalMachineHoursFormatted: string | null;
  days: { dayMachineTime: string }[];
}

async function api<T>(request: APIRequestContext, token: string, path: string, body?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${token}` };
  const res = body === undefined ? await request.get(`/api${path}`, { headers }) : await request.post(`/api${path}`, { headers, data: body });
  expect(res.status(), path).toBe(200);
  return (await res.json()).data as T;
}

async function openMap(page: Page) {
  await page.goto('/');
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-state', 'ready', { timeout: 60_000 });
}

/** Machines whose dot is the one picked at its own projected position, clear of the summary card. */
async function clickableMachines(page: Page): Promise<{ assetId: number; x: number; y: number }[]> {
  const box = (await page.getByTestId('map').boundingBox())!;
  return page.evaluate(
    ({ width, height }) => {
      const { map, overlay } = window.__sitelineMap!;
      const found: { assetId: number; x: number; y: number }[] = [];
      const seen = new Set<number>();
      for (let y = 30; y < height - 30; y += 8) {
        for (let x = 300; x < width - 80; x += 8) {
          const hit = overlay.pickObject({ x, y, radius: 0 })?.object as { assetId: number; lat: number; long: number } | undefined;
          if (!hit || seen.has(hit.assetId)) continue;
          seen.add(hit.assetId);
          const p = map.project([hit.long, hit.lat]);
          if (overlay.pickObject({ x: p.x, y: p.y, radius: 0 })?.object?.assetId === hit.assetId) found.push({ assetId: hit.assetId, x: p.x, y: p.y });
        }
      }
      return found;
    },
    { width: box.width, height: box.height },
  );
}

const panel = (page: Page) => page.getByTestId('machine-panel');

test('from the map: last week’s hours and sessions, a track played back, weeks switched, the events read', async ({ page, request }) => {
  test.setTimeout(300_000);
  await openMap(page);
  const token = await sessionToken(page);
  const lastWeek = weekOf(-1);

  // A machine on screen that worked last week (the simulator gives most of them working days).
  let chosen: { assetId: number; x: number; y: number; history: History; sessions: Session[] } | undefined;
  for (const candidate of (await clickableMachines(page)).slice(0, 40)) {
    const history = await api<History>(
      request,
      token,
      `/web/v1/assets/${candidate.assetId}/history?StartDateMachineTime=${lastWeek.from}&EndDateMachineTime=${lastWeek.to}`,
    );
    if (!history.days.length) continue;
    const { items } = await api<{ items: Session[] }>(
      request,
      token,
      `/web/v1/assets/${candidate.assetId}/sessions?fromMachineTime=${lastWeek.from}&toMachineTime=${lastWeek.to}`,
    );
    if (items.some((s) => s.distanceMeters > 0)) {
      chosen = { ...candidate, history, sessions: items };
      break;
    }
  }
  expect(chosen, 'a machine on the map that moved last week').toBeDefined();
  const { assetId, history, sessions } = chosen!;

  const mapBox = (await page.getByTestId('map').boundingBox())!;
  await page.mouse.click(mapBox.x + chosen!.x, mapBox.y + chosen!.y);
  await expect(page).toHaveURL(new RegExp(`/map\\?assetId=${assetId}$`));
  await expect(panel(page)).toBeVisible();
  await expect(panel(page)).toHaveAttribute('data-asset-id', String(assetId));

  // Details is not built yet: the map's default falls back to the first tab there is. The tabs keep the spec's order.
  expect(
    await panel(page)
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((t) => t.getAttribute('data-tab'))),
  ).toEqual(['history', 'telematics', 'inputs', 'events']);
  await expect(panel(page).getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');

  // The current week: next and current-week are off.
  const navigator = panel(page).getByTestId('week-navigator');
  await expect(navigator).toHaveAttribute('data-week', weekOf(0).from);
  await expect(navigator.getByRole('button', { name: 'Next week' })).toBeDisabled();
  await expect(navigator.getByRole('button', { name: 'Current week' })).toBeDisabled();

  // Last week: the hours and the sessions the API reports.
  await navigator.getByRole('button', { name: 'Previous week' }).click();
  await expect(navigator).toHaveAttribute('data-week', lastWeek.from);
  await expect(navigator.getByRole('button', { name: 'Next week' })).toBeEnabled();
  const tab = panel(page).getByTestId('history-tab');
  await expect(tab).toHaveAttribute('data-view', 'ready');
  await expect(panel(page).getByTestId('hours-in-range')).toHaveText(history.hoursInRangeFormatted);
  if (history.totalMachineHoursFormatted) await expect(panel(page).getByTestId('total-machine-hours')).toHaveText(history.totalMachineHoursFormatted);
  await expect(panel(page).getByTestId('history-day')).toHaveCount(history.days.length);
  const cardIds = new Set(
    await panel(page)
      .getByTestId('session-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-session-id'))),
  );
  expect([...cardIds].sort()).toEqual(sessions.map((s) => String(s.id)).sort());

  // Days ordered To day (last first) by default; From day turns them around.
  const dayOrder = () =>
    panel(page)
      .getByTestId('history-day')
      .evaluateAll((days) => days.map((d) => d.getAttribute('data-day')));
  const apiDays = history.days.map((d) => d.dayMachineTime);
  expect(await dayOrder()).toEqual([...apiDays].reverse());
  await panel(page).getByRole('radio', { name: 'From day' }).click();
  expect(await dayOrder()).toEqual(apiDays);

  // A session that moved: its card toggles the selection and the track shows it.
  const moved = sessions.find((s) => s.distanceMeters > 0)!;
  const card = panel(page).locator(`[data-testid="session-card"][data-session-id="${moved.id}"]`).first();
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  const trackMap = panel(page).getByTestId('track-map');
  await expect(trackMap).toHaveAttribute('data-map-state', 'ready', { timeout: 120_000 });
  const points = Number(await trackMap.getAttribute('data-point-count'));
  expect(points).toBeGreaterThan(1);
  await expect(trackMap).toHaveAttribute('data-layers', 'track-heatmap track-path track-ends track-playback');

  // Playback: one position per second; the slider pauses; steps move by one.
  const playback = panel(page).getByTestId('playback');
  await expect(playback).toHaveAttribute('data-count', String(points));
  await playback.getByRole('button', { name: 'Play' }).click();
  await expect(playback).toHaveAttribute('data-playing', 'true');
  await expect.poll(async () => Number(await playback.getAttribute('data-index')), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await playback.getByRole('slider').press('ArrowRight');
  await expect(playback).toHaveAttribute('data-playing', 'false');
  const at = Number(await playback.getAttribute('data-index'));
  await playback.getByRole('button', { name: 'Step forward' }).click();
  await expect(playback).toHaveAttribute('data-index', String(at + 1));
  await playback.getByRole('button', { name: 'Step back' }).click();
  await playback.getByRole('button', { name: 'Step back' }).click();
  await expect(playback).toHaveAttribute('data-index', String(at - 1));
  await playback.getByRole('button', { name: 'Reset' }).click();
  await expect(playback).toHaveAttribute('data-index', '0');

  // The card toggles back: the whole week's track.
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'false');
  await expect(panel(page).getByTestId('track-section').getByRole('heading')).toHaveText('Track of the week');

  // Back to the current week with the button.
  await navigator.getByRole('button', { name: 'Current week' }).click();
  await expect(navigator).toHaveAttribute('data-week', weekOf(0).from);

  // Events: the default range is the 7 days back to today; the cards are the API's, with their icons.
  await panel(page).getByRole('tab', { name: 'Events' }).click();
  const events = panel(page).getByTestId('events-tab');
  await expect(events).toHaveAttribute('data-view', /list|empty/);
  const from = fromDisplay(await events.getByLabel('From date').inputValue());
  const to = fromDisplay(await events.getByLabel('To date').inputValue());
  const today = isoDay(new Date());
  expect(to).toBe(today);
  const sevenBack = new Date();
  sevenBack.setDate(sevenBack.getDate() - 7);
  expect(from).toBe(isoDay(sevenBack));
  const page0 = await api<{ items: { eventName: string; header: string }[]; total: number }>(request, token, `/web/v1/assets/${assetId}/events`, {
    fromUserTime: from,
    toUserTime: to,
    offset: 0,
    limit: 100,
  });
  if (page0.items.length === 0) {
    await expect(events.getByText('No event log data available')).toBeVisible();
  } else {
    const cards = events.getByTestId('event-card');
    await expect(cards).toHaveCount(page0.items.length);
    await expect(cards.first()).toContainText(page0.items[0].header);
    const shown = await cards.evaluateAll((els) => els.map((e) => [e.getAttribute('data-event-name'), e.getAttribute('data-icon')]));
    for (const [name, icon] of shown) expect(icon, name!).toBe(INFORMATION_EVENTS.has(name!) ? 'information' : 'alert');
  }
  // An empty bound loads nothing.
  await events.getByLabel('From date').fill('');
  await expect(events).toHaveAttribute('data-view', 'noRange');
  await expect(events.getByTestId('event-card')).toHaveCount(0);

  // The map remembers Events; closing removes assetId.
  await page.reload();
  await expect(panel(page)).toHaveAttribute('data-active-tab', 'events');
  await panel(page).getByRole('button', { name: 'Close machine panel' }).click();
  await expect(page).toHaveURL(/\/map$/);
  await expect(panel(page)).toHaveCount(0);
});

test('from the fleet: a row opens the panel, the fleet remembers its own tab, and on a phone it is a full-screen sheet', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/map$/);
  await page.goto('/fleet');
  const grid = dataGrid(page, '/fleet');
  await waitForRows(grid);
  await clickRow(page, grid, 0);
  await expect(page).toHaveURL(/\/fleet\?assetId=\d+$/);
  const assetId = Number(new URL(page.url()).searchParams.get('assetId'));
  await expect(panel(page)).toHaveAttribute('data-asset-id', String(assetId));
  await expect(panel(page)).toHaveAttribute('data-active-tab', 'history');

  // The header names the machine the row is.
  const token = await sessionToken(page);
  const fleet = await api<{ data: { name: string; internalId: string }[] }>(request, token, '/web/v1/assets/assets', {
    start: 0,
    limit: 1,
    filterExpressions: [{ fieldName: 'id', value: assetId, filterFunction: 'eq' }],
  });
  await expect(panel(page).getByTestId('machine-panel-title')).toHaveText(fleet.data[0].name);

  // Telematics: the unit's fields, battery as a bar; or the spec's empty text.
  await panel(page).getByRole('tab', { name: 'Telematics' }).click();
  const unit = await api<{ batteryLevel: number | null; deviceSerialNumber: string } | null>(request, token, `/web/v1/assets/${assetId}/telematics`);
  if (unit) {
    await expect(panel(page).getByTestId('telematics-tab')).toContainText(unit.deviceSerialNumber);
    if (unit.batteryLevel !== null) await expect(panel(page).getByTestId('battery-level')).toHaveText(`${Math.round(unit.batteryLevel)} %`);
  } else {
    await expect(panel(page).getByText('No telematics data available')).toBeVisible();
  }

  // Inputs: the five states and last week's battery chart.
  await panel(page).getByRole('tab', { name: 'Inputs' }).click();
  await panel(page).getByTestId('week-navigator').getByRole('button', { name: 'Previous week' }).click();
  await expect(panel(page).getByTestId('inputs-tab')).toHaveAttribute('data-view', /ready|empty/);
  await expect(panel(page).getByTestId('input-state')).toHaveCount(5);

  // The fleet remembers Inputs; the map keeps its own choice.
  await page.reload();
  await expect(panel(page)).toHaveAttribute('data-active-tab', 'inputs');
  await page.goto(`/telematics?assetId=${assetId}`);
  await expect(panel(page)).toHaveAttribute('data-active-tab', 'telematics');

  // A phone: the panel covers the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/fleet?assetId=${assetId}`);
  const box = (await panel(page).boundingBox())!;
  expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await panel(page).getByRole('button', { name: 'Close machine panel' }).click();
  await expect(page).toHaveURL(/\/fleet$/);
});

// The History tab's session cards replayed in the browser as Nordbygg's owner, on /fleet with a real
// machine's panel open on History, the page's clock fixed on the model's Wednesday (2026-11-25).
// The tab sends `sessions.loaded` when a week's history arrives: the load (PanelHistory) is held and
// its real answer shaped to the fixture's sessions (this week: Monday and Tuesday ran, Thursday is
// still to come; last week: one Monday), each under its day. This week is the week the tab opens
// on; last week is one press of Previous week, and this week again one press of Current week.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { signInByApi } from '../../tests/e2e/replay/kit.ts';
import { defineUi, notInBrowser, offered, type UiContext } from '../testing/ui.ts';
import { LAST_WEEK, MONDAY, sessionListModel, THIS_WEEK, THURSDAY, TUESDAY } from './sessionList.model.ts';
import type { SessionRef } from './sessionList.types.ts';

const tab = (page: Page) => page.getByTestId('history-tab');
const cards = (page: Page) => tab(page).getByTestId('session-card');
const card = (page: Page, key: string) => tab(page).locator(`[data-testid="session-card"][data-session-id="${ID[key]}"]`);

/** The fixtures' keys are start times; the cards are keyed by the server's session id. */
const ID: Record<string, number> = { [MONDAY]: 9101, [TUESDAY]: 9102, [THURSDAY]: 9104, [LAST_WEEK[0].key]: 9201 };
const NAME: Record<string, string> = { [MONDAY]: 'Monday run', [TUESDAY]: 'Tuesday run', [THURSDAY]: 'Thursday run', [LAST_WEEK[0].key]: 'Last Monday run' };

/** Which fixture's week the tab shows (none before the first load), from the context. */
const weekOf = (s: AnyMachineSnapshot) => {
  const sessions = s.context.sessions as SessionRef[];
  return sessions.length === 0 ? 'none' : sessions.some((x) => x.key === MONDAY) ? 'this' : 'last';
};

/** The real history answer with the fixture's sessions, one day per session. */
const shaped = (refs: readonly SessionRef[]) => (json: any) => {
  const history = json.data.assetHistory.data;
  const days = refs.map((r) => ({ dayMachineTime: r.key.slice(0, 10), dayFormatted: r.key.slice(0, 10), kpis: [] }));
  const items = refs.map((r) => ({
    id: ID[r.key],
    nameFormatted: NAME[r.key],
    startMachineTime: r.key,
    endMachineTime: `${r.key.slice(0, 10)}T08:00:00`,
    startMachineTimeFormatted: r.key,
    endMachineTimeFormatted: `${r.key.slice(0, 10)} 08:00`,
    runningType: r.future ? 'Future' : 'Completed',
    distanceMeters: 0,
    kpis: [],
  }));
  return {
    data: {
      assetHistory: { ...json.data.assetHistory, data: { ...history, hasActivity: true, days } },
      assetSessions: { ...json.data.assetSessions, data: { ...json.data.assetSessions.data, items } },
    },
  };
};

const loaded =
  (refs: readonly SessionRef[], press: string | null) =>
  async (ui: UiContext): Promise<void> => {
    if (press) await tab(ui.page).getByRole('button', { name: press, exact: true }).click();
    await ui.settle('loadHistory', { kind: 'shape', shape: shaped(refs) });
  };

const toggle =
  (key: string) =>
  async ({ page }: UiContext) =>
    card(page, key).click();
const sort =
  (name: string) =>
  async ({ page }: UiContext) =>
    tab(page).getByRole('radio', { name, exact: true }).click();

export default defineUi(sessionListModel, {
  start: async (ui) => {
    const { page } = ui;
    await page.clock.setFixedTime(new Date('2026-11-25T12:00:00Z'));
    const token = await signInByApi(page, 'owner@nordbygg.example');
    const positions = await page.request.get('/api/web/v1/assets/positions', { headers: { Authorization: `Bearer ${token}` } });
    const assetId = ((await positions.json()).data as { assetId: number }[])[0].assetId;
    await page.goto(`/fleet?assetId=${assetId}`);
    await page.getByTestId('machine-panel').getByRole('tab', { name: 'History' }).click();
    await expect(tab(page).getByTestId('week-navigator')).toBeVisible();
  },
  calls: { loadHistory: { graphql: 'PanelHistory' } },
  events: {
    'sessions.loaded': {
      // The week the tab opens on (its first load), or back to it from last week.
      thisWeek: offered(
        (s) => weekOf(s) !== 'this',
        'the tab shows this week already: no press reloads it',
        async (ui) => {
          await loaded(THIS_WEEK, ui.before && weekOf(ui.before) === 'last' ? 'Current week' : null)(ui);
        },
      ),
      lastWeek: offered(
        (s) => weekOf(s) === 'this',
        'last week is one press back from this week (not before the first load, nor from last week)',
        loaded(LAST_WEEK, 'Previous week'),
      ),
    },
    'sessions.toggled': {
      monday: offered((s) => weekOf(s) === 'this', "this week's cards show only this week", toggle(MONDAY)),
      tuesday: offered((s) => weekOf(s) === 'this', "this week's cards show only this week", toggle(TUESDAY)),
      thursday: notInBrowser('a session still to come is a disabled card: it cannot be pressed (the screen checks show it disabled)'),
    },
    'sessions.sortChanged': {
      fromDay: offered(
        (s) => weekOf(s) !== 'none' && s.context.sort !== 'fromDay',
        'the order shows with a loaded week; the chosen order sends nothing again',
        sort('From day'),
      ),
      toDay: offered(
        (s) => weekOf(s) !== 'none' && s.context.sort !== 'toDay',
        'the order shows with a loaded week; the chosen order sends nothing again',
        sort('To day'),
      ),
    },
  },
  screens: [
    {
      when: (s) => weekOf(s) === 'none',
      check: async ({ page }) => {
        await expect(tab(page).getByText('Loading history')).toBeVisible();
        await expect(cards(page)).toHaveCount(0);
      },
    },
    {
      when: (s) => weekOf(s) !== 'none',
      check: async ({ page }, expected) => {
        const { sessions, selected, sort: order } = expected.context as { sessions: SessionRef[]; selected: string | null; sort: string };
        const days = sessions.map((r) => r.key.slice(0, 10));
        // From day: first day first; To day: last day first.
        await expect(tab(page).getByTestId('history-day')).toHaveCount(days.length);
        const shown = await tab(page)
          .getByTestId('history-day')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-day')));
        expect(shown).toEqual(order === 'fromDay' ? days : [...days].reverse());
        await expect(tab(page).getByRole('radio', { name: order === 'fromDay' ? 'From day' : 'To day', exact: true })).toBeChecked();
        await expect(cards(page)).toHaveCount(sessions.length);
        for (const r of sessions) {
          await expect(card(page, r.key)).toContainText(NAME[r.key]);
          await expect(card(page, r.key)).toHaveAttribute('aria-pressed', String(r.key === selected));
          if (r.future) {
            await expect(card(page, r.key)).toBeDisabled();
            await expect(card(page, r.key)).toContainText('No data received yet');
          }
        }
        // The track above the list: the selected session's, or the whole week's.
        const title = tab(page).getByTestId('track-section').getByRole('heading');
        await expect(title).toHaveText(selected ? `Session ${NAME[selected]}` : 'Track of the week');
      },
    },
  ],
});

// The History tab's session cards replayed in the browser as Nordbygg's owner, on /fleet with a real
// machine's panel open on History, the page's clock fixed on the model's Wednesday (2026-11-25).
// The tab sends `sessions.loaded` when a week's history arrives: the load (PanelHistory) is held and
// its real answer shaped to the fixture's sessions (this week: Monday and Tuesday ran, Thursday is
// still to come; last week: one Monday), each under its day. This week is the week the tab opens
// on; last week is one press of Previous week, and this week again one press of Current week.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { historyWith, openPanel, type FakeSession } from '../../e2e/replay/panel.ts';
import { defineUi, notInBrowser, offered, type UiContext } from '../kit/ui.ts';
import { LAST_WEEK, MONDAY, sessionListModel, THIS_WEEK, THURSDAY, TUESDAY } from './sessionList.model.ts';
import type { SessionRef } from '../../../machines/sessionList/sessionList.types.ts';

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

/** The fixture's sessions as the server would list them (one day each, 08:00 end). */
const fakes = (refs: readonly SessionRef[]): FakeSession[] =>
  refs.map((r) => ({ id: ID[r.key], name: NAME[r.key], start: r.key, end: `${r.key.slice(0, 10)}T08:00:00`, future: r.future }));

const loaded =
  (refs: readonly SessionRef[], press: string | null) =>
  async (ui: UiContext): Promise<void> => {
    if (press) await tab(ui.page).getByRole('button', { name: press, exact: true }).click();
    await ui.settle('loadHistory', { kind: 'shape', shape: (json) => historyWith(json, fakes(refs)) });
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
  start: async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-25T12:00:00Z'));
    await openPanel(page, '/fleet', 'History');
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

// The History tab's track paging replayed in the browser as Nordbygg's owner, on /fleet with a real
// machine's panel open on History. The week's history is the real answer shaped to one session, so
// the tab shows its track section whatever the demo week holds. Every track page (PanelTrack) is held
// and answered at the browser boundary with the fixture's page; "offline" is the server's 500 (a
// network failure would bring the maintenance overlay). The model's afternoon window is the
// session's card pressed (its track), or pressed again (the week's): either is another window, and
// the empty text the screen shows depends on which (a session's "no movements", the week's "no activity").
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { askedBy, firstLoadHeld, reloadBy } from '../../e2e/replay/kit.ts';
import { answerHistory, openPanel, trackAnswer } from '../../e2e/replay/panel.ts';
import { defineUi, meshError, offered, type UiContext, type UiStep } from '../kit/ui.ts';
import { FIRST, MIDDLE, NONE, positionsPagingModel, REST, STUCK } from './positionsPaging.model.ts';
import type { PositionsPage, TrackPoint } from '../../../machines/positionsPaging/positionsPaging.types.ts';

const tab = (page: Page) => page.getByTestId('history-tab');
const section = (page: Page) => tab(page).getByTestId('track-section');
const SESSION = { id: 9401, name: 'Afternoon run', start: '2026-11-24T12:10:00', end: '2026-11-24T16:30:00' };

const page_ = (p: PositionsPage): UiStep => ({ call: { kind: 'fulfill', status: 200, json: trackAnswer(p.items, p.isTruncated) } });

/** Whether the window asked for last is the session's (else the week's), from the held requests. */
const onSession = (ui: UiContext) => {
  const last = [...ui.requests].reverse().find((r) => r.actor === 'loadPositions');
  return last?.body?.variables?.from === SESSION.start;
};

const ctx = (s: AnyMachineSnapshot) => s.context as { items: TrackPoint[]; truncated: boolean; error: unknown };

export default defineUi(positionsPagingModel, {
  start: async (ui) => {
    await answerHistory(ui.page, [SESSION]);
    await openPanel(ui.page, '/fleet', 'History');
    await expect(tab(ui.page).getByTestId('session-card')).toBeVisible();
    await firstLoadHeld(ui, 'loadPositions');
  },
  calls: { loadPositions: { graphql: 'PanelTrack' } },
  events: {
    'positions.retry': {
      pressed: offered(
        (s) => s.matches('failed'),
        'Retry now shows only under a failed page',
        (ui) => askedBy(ui, 'loadPositions', () => section(ui.page).getByRole('button', { name: 'Retry now' }).click()),
      ),
    },
    'positions.windowChanged': {
      // The page gives up a page it was still waiting for.
      afternoon: (ui) => reloadBy(ui, 'loadPositions', () => tab(ui.page).getByTestId('session-card').click(), !!ui.before?.hasTag('busy')),
    },
    'xstate.done.actor.loadPositions': { first: page_(FIRST), middle: page_(MIDDLE), rest: page_(REST), stuck: page_(STUCK), none: page_(NONE) },
    'xstate.error.actor.loadPositions': { offline: meshError(500, 500, '') },
  },
  screens: [
    {
      when: 'view:loading',
      check: async ({ page }) => {
        await expect(section(page)).toHaveAttribute('data-view', 'loading');
        await expect(section(page).getByRole('alert')).toHaveCount(0);
      },
    },
    {
      when: 'view:track',
      check: async ({ page }, expected) => {
        const { items, truncated } = ctx(expected);
        await expect(section(page)).toHaveAttribute('data-view', 'track');
        await expect(section(page).getByTestId('playback-time')).toContainText(`position 1 of ${items.length}`);
        const cut = section(page).getByText('The whole session cannot be shown, to much position data');
        await (truncated ? expect(cut).toBeVisible() : expect(cut).toHaveCount(0));
      },
    },
    {
      when: 'view:empty',
      check: async (ui) => {
        const text = onSession(ui) ? 'No machine movements exists for this session' : 'No activity in the chosen interval';
        await expect(section(ui.page).getByTestId('panel-empty')).toHaveText(text);
      },
    },
    {
      when: 'view:error',
      check: async ({ page }, expected) => {
        const { items } = ctx(expected);
        await expect(section(page)).toHaveAttribute('data-view', 'error');
        await expect(section(page).getByRole('alert')).toContainText("We're having trouble loading the data. Give it another try soon.");
        await expect(section(page).getByRole('button', { name: 'Retry now' })).toBeVisible();
        // A failed later page keeps the track so far above the error.
        await (items.length
          ? expect(section(page).getByTestId('playback-time')).toContainText(`position 1 of ${items.length}`)
          : expect(section(page).getByTestId('playback')).toHaveCount(0));
      },
    },
  ],
});

// The History tab's track playback replayed in the browser as Nordbygg's owner, on /fleet with a
// real machine's panel open on History. The week's history is the real answer shaped to one session
// (so the tab shows its track section whatever the demo week holds); the week's track (PanelTrack) is
// held and answered with the variant's positions (three, or one), so the playback starts on the
// model's count. Another track is the session's card pressed (or pressed again, back to the week),
// answered with two positions. The page's clock stands still and moves by the spec's second per step.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { answerHistory, openPanel, trackAnswer } from '../../e2e/replay/panel.ts';
import { defineUi, elapse, offered, type UiContext } from '../kit/ui.ts';
import { trackPlaybackModel } from './trackPlayback.model.ts';

const tab = (page: Page) => page.getByTestId('history-tab');
const playback = (page: Page) => tab(page).getByTestId('playback');
const button = (page: Page, name: string) => playback(page).getByRole('button', { name, exact: true });
const SESSION = { id: 9301, name: 'Morning run', start: '2026-11-24T06:00:00', end: '2026-11-24T08:00:00' };
const points = (n: number) => Array.from({ length: n }, (_, i) => ({ lat: 60.67 + i / 1000, long: 17.14 + i / 1000, assetTime: `2026-11-24T06:4${i}:00` }));
const countOf = (variant: string) => (variant === 'one position' ? 1 : 3);

const press =
  (name: string) =>
  async ({ page }: UiContext) =>
    button(page, name).click();
const ctx = (s: AnyMachineSnapshot) => s.context as { count: number; index: number };

export default defineUi(trackPlaybackModel, {
  start: async (ui) => {
    const { page } = ui;
    await answerHistory(page, [SESSION]);
    await openPanel(page, '/fleet', 'History');
    await ui.settle('loadTrack', { kind: 'fulfill', status: 200, json: trackAnswer(points(countOf(ui.variant)), false) });
    await expect(playback(page)).toHaveAttribute('data-count', String(countOf(ui.variant)));
  },
  calls: { loadTrack: { graphql: 'PanelTrack' } },
  events: {
    'playback.play': {
      pressed: offered(
        (s) => s.hasTag('paused') && ctx(s).count > 1,
        'Play is disabled with fewer than two positions, and is Pause while playing',
        press('Play'),
      ),
    },
    'playback.pause': { pressed: offered((s) => s.hasTag('playing'), 'Pause shows only while playing', press('Pause')) },
    'playback.reset': { pressed: offered((s) => ctx(s).count > 1, 'Reset is disabled with fewer than two positions', press('Reset')) },
    'playback.stepBack': { pressed: offered((s) => ctx(s).index > 0, 'Step back is disabled on the first position', press('Step back')) },
    'playback.stepForward': {
      pressed: offered((s) => ctx(s).index < ctx(s).count - 1, 'Step forward is disabled on the last position', press('Step forward')),
    },
    'playback.seek': {
      // The slider ends at the last position: End moves it there, as the model's index beyond the end does.
      beyond: offered(
        (s) => ctx(s).count > 1,
        'the slider is disabled with fewer than two positions',
        async ({ page }) => playback(page).getByRole('slider').press('End'),
      ),
    },
    'playback.trackChanged': {
      shorter: async (ui) => {
        await tab(ui.page).getByTestId('session-card').click();
        await ui.settle('loadTrack', { kind: 'fulfill', status: 200, json: trackAnswer(points(2), false) });
      },
    },
    'xstate.after.step.trackPlayback.playing': { elapsed: elapse() },
  },
  screens: [
    {
      when: () => true,
      check: async ({ page }, expected) => {
        const { count, index } = ctx(expected);
        const playing = expected.hasTag('playing');
        await expect(playback(page)).toHaveAttribute('data-count', String(count));
        await expect(playback(page)).toHaveAttribute('data-index', String(index));
        await expect(playback(page).getByTestId('playback-time')).toContainText(`position ${index + 1} of ${count}`);
        await expect(button(page, playing ? 'Pause' : 'Play')).toBeVisible();
        if (!playing) await (count > 1 ? expect(button(page, 'Play')).toBeEnabled() : expect(button(page, 'Play')).toBeDisabled());
        await (index > 0 ? expect(button(page, 'Step back')).toBeEnabled() : expect(button(page, 'Step back')).toBeDisabled());
        await (index < count - 1 ? expect(button(page, 'Step forward')).toBeEnabled() : expect(button(page, 'Step forward')).toBeDisabled());
      },
    },
  ],
});

// The History tab's track playback replayed in the browser as Nordbygg's owner, on /fleet with a
// real machine's panel open on History. The week's history is the real answer shaped to one session
// (so the tab shows its track section whatever the demo week holds); the week's track (PanelTrack) is
// held and answered with the variant's positions (three, one, or five standing still from the second
// to the fourth), so the playback starts on the model's track. Another track is the session's card
// pressed, answered with two positions. The page's clock stands still and moves by the spec's tick.
// Mouse and keyboard both drive it: pause, step back and the speed keys are pressed on the playback.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { answerHistory, openPanel, trackAnswer } from '../../e2e/replay/panel.ts';
import { defineUi, elapse, offered, type UiContext } from '../kit/ui.ts';
import { trackPlaybackModel } from './trackPlayback.model.ts';

const tab = (page: Page) => page.getByTestId('history-tab');
const playback = (page: Page) => tab(page).getByTestId('playback');
const button = (page: Page, name: string) => playback(page).getByRole('button', { name, exact: true });
const speedItem = (page: Page, speed: number) =>
  playback(page).getByRole('radio', { name: speed === 1 ? '1×, one position a second' : `${speed}×, ${speed} positions a second`, exact: true });
const SESSION = { id: 9301, name: 'Morning run', start: '2026-11-24T06:00:00', end: '2026-11-24T12:00:00' };

interface Fix {
  lat: number;
  long: number;
  assetTime: string;
  /** The time the playback shows for it: Nordbygg's owner is in Europe/Stockholm (+01:00 in November). */
  shown: string;
}
const moving = (n: number): Fix[] =>
  Array.from({ length: n }, (_, i) => ({
    lat: 60.67 + i / 1000,
    long: 17.14 + i / 1000,
    assetTime: `2026-11-24T06:4${i}:00+01:00`,
    shown: `2026/11/24 06:4${i}`,
  }));
/** Drives up, stands within a few metres from 06:50 to 09:30, drives off. */
const PARKED: Fix[] = [
  { lat: 60.67, long: 17.14, assetTime: '2026-11-24T06:40:00+01:00', shown: '2026/11/24 06:40' },
  { lat: 60.671, long: 17.141, assetTime: '2026-11-24T06:50:00+01:00', shown: '2026/11/24 06:50' },
  { lat: 60.67102, long: 17.14103, assetTime: '2026-11-24T08:05:00+01:00', shown: '2026/11/24 08:05' },
  { lat: 60.67098, long: 17.14099, assetTime: '2026-11-24T09:30:00+01:00', shown: '2026/11/24 09:30' },
  { lat: 60.672, long: 17.142, assetTime: '2026-11-24T09:34:00+01:00', shown: '2026/11/24 09:34' },
];
const fixesOf = (variant: string): Fix[] => (variant === 'one position' ? moving(1) : variant === 'parked in the middle' ? PARKED : moving(3));
const answer = (fixes: Fix[]) =>
  trackAnswer(
    fixes.map(({ lat, long, assetTime }) => ({ lat, long, assetTime })),
    false,
  );

const press =
  (name: string) =>
  async ({ page }: UiContext) =>
    button(page, name).click();
/** A key pressed with the playback group focused (not one of its buttons). */
const key =
  (name: string) =>
  async ({ page }: UiContext) =>
    playback(page).press(name);
const ctx = (s: AnyMachineSnapshot) => s.context as { count: number; index: number; speed: number; skipParked: boolean; parked: unknown[] };

const speedsReplayed = (s: AnyMachineSnapshot) => ctx(s).count === 3;
const SPEEDS_WHY = 'speeds are changed on the three-position track; no key or segment changes anything at its end';

export default defineUi(trackPlaybackModel, {
  // The variant is read only where a path starts and by the screens (uiCover.ts, decision 0069).
  stepsAlikeInEveryVariant: true,
  start: async (ui) => {
    const { page } = ui;
    await answerHistory(page, [SESSION]);
    await openPanel(page, '/fleet', 'History');
    const fixes = fixesOf(ui.variant);
    ui.data.fixes = fixes;
    await ui.settle('loadTrack', { kind: 'fulfill', status: 200, json: answer(fixes) });
    await expect(playback(page)).toHaveAttribute('data-count', String(fixes.length));
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
    // Space on the playback (not on a button) plays and pauses.
    'playback.pause': { pressed: offered((s) => s.hasTag('playing'), 'Pause is there only while playing', key('Space')) },
    'playback.reset': { pressed: offered((s) => ctx(s).count > 1, 'Reset is disabled with fewer than two positions', press('Reset')) },
    'playback.stepBack': { pressed: offered((s) => ctx(s).index > 0, 'Step back is disabled on the first position', key('ArrowLeft')) },
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
        ui.data.fixes = moving(2);
        await ui.settle('loadTrack', { kind: 'fulfill', status: 200, json: answer(moving(2)) });
      },
    },
    // Speeds are changed on the three-position track only (every track carries the four speeds on:
    // changed anywhere, the browser's graph is several times larger; the model tests take those
    // paths). At either end a speed key changes nothing; the speed playing is the pressed segment.
    'playback.faster': { pressed: offered((s) => speedsReplayed(s) && ctx(s).speed < 300, SPEEDS_WHY, key('+')) },
    'playback.slower': { pressed: offered((s) => speedsReplayed(s) && ctx(s).speed > 1, SPEEDS_WHY, key('[')) },
    'playback.speedChosen': {
      fastest: offered(
        (s) => speedsReplayed(s) && ctx(s).speed !== 300,
        SPEEDS_WHY,
        async ({ page }) => speedItem(page, 300).click(),
      ),
    },
    'playback.skipParkedChanged': {
      off: offered(
        (s) => ctx(s).skipParked && ctx(s).parked.length > 0,
        'the switch turns off only what is on, and is disabled on a track with nowhere parked',
        async ({ page }) => playback(page).getByTestId('skip-parked').click(),
      ),
      on: offered(
        (s) => !ctx(s).skipParked && ctx(s).parked.length > 0,
        'the switch turns on only what is off, and is disabled on a track with nowhere parked',
        async ({ page }) => playback(page).getByTestId('skip-parked').click(),
      ),
    },
    'xstate.after.step.trackPlayback.playing': { elapsed: elapse() },
  },
  screens: [
    {
      when: () => true,
      check: async ({ page, data }, expected) => {
        const { count, index, speed, skipParked, parked } = ctx(expected);
        const playing = expected.hasTag('playing');
        const fixes = data.fixes as Fix[];
        await expect(playback(page)).toHaveAttribute('data-count', String(count));
        await expect(playback(page)).toHaveAttribute('data-index', String(index));
        await expect(playback(page).getByTestId('playback-time')).toHaveText(`${fixes[index].shown} · position ${index + 1} of ${count}`);
        await expect(button(page, playing ? 'Pause' : 'Play')).toBeVisible();
        if (!playing) await (count > 1 ? expect(button(page, 'Play')).toBeEnabled() : expect(button(page, 'Play')).toBeDisabled());
        await (index > 0 ? expect(button(page, 'Step back')).toBeEnabled() : expect(button(page, 'Step back')).toBeDisabled());
        await (index < count - 1 ? expect(button(page, 'Step forward')).toBeEnabled() : expect(button(page, 'Step forward')).toBeDisabled());
        await expect(speedItem(page, speed)).toHaveAttribute('aria-checked', 'true');
        const skip = playback(page).getByTestId('skip-parked');
        await expect(skip).toHaveAttribute('aria-checked', String(skipParked));
        await (parked.length > 0 ? expect(skip).toBeEnabled() : expect(skip).toBeDisabled());
      },
    },
  ],
});

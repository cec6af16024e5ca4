// The machine panel's week navigator replayed in the browser as Nordbygg's owner, on /fleet with a
// real machine's panel open on Inputs (the History tab has the same navigator, but draws a map per
// week: each press there took several times longer). The page's clock is fixed on the model's day
// (Wednesday 2026-11-25), so the current week is Monday 2026-11-23 (week 48) and the earliest one
// Monday 2025-11-24 (week 48 of 2025). The week's loads pass to the real server: the navigator does
// not wait for them. A disabled button cannot be pressed, so a press is offered only where its
// button is enabled (the guard-false presses stay with the model tests).
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { signInByApi } from '../../e2e/replay/kit.ts';
import { defineUi, offered, type UiContext } from '../kit/ui.ts';
import { TODAY, weekNavigatorModel } from './weekNavigator.model.ts';

const navigator = (page: Page) => page.getByTestId('inputs-tab').getByTestId('week-navigator');
const button = (page: Page, name: string) => navigator(page).getByRole('button', { name, exact: true });
const DAY_MS = 86_400_000;
/** Monday of the current week (the model's Wednesday minus two days), written out. */
const CURRENT_MONDAY = Date.UTC(2026, 10, 23);

/** What the label shows `back` weeks before the current one: weeks 48..1 of 2026, then 52.. of 2025 (2026's week 1 starts 2025-12-29). */
const labelOf = (back: number) => (back <= 47 ? `Week ${48 - back}, 2026` : `Week ${52 - (back - 48)}, 2025`);
const mondayOf = (back: number) => new Date(CURRENT_MONDAY - back * 7 * DAY_MS).toISOString().slice(0, 10);

const weeksBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / (7 * DAY_MS));

const press =
  (name: string) =>
  async ({ page }: UiContext) =>
    button(page, name).click();
const notCurrent = (s: AnyMachineSnapshot) => s.context.week !== s.context.current;

export default defineUi(weekNavigatorModel, {
  start: async (ui) => {
    const { page } = ui;
    await page.clock.setFixedTime(new Date(`${TODAY}T12:00:00Z`));
    const token = await signInByApi(page, 'owner@nordbygg.example');
    const positions = await page.request.get('/api/web/v1/assets/positions', { headers: { Authorization: `Bearer ${token}` } });
    const assetId = ((await positions.json()).data as { assetId: number }[])[0].assetId;
    await page.goto(`/fleet?assetId=${assetId}`);
    await page.getByTestId('machine-panel').getByRole('tab', { name: 'Inputs' }).click();
    await expect(navigator(page)).toBeVisible();
  },
  skipVariants: {
    'near one year back':
      'the panel always opens its navigator on the current week (no week in the URL or storage); the "this week" variant reaches one year back from there',
  },
  events: {
    'week.previous': {
      pressed: offered((s) => s.context.week !== s.context.earliest, 'Previous week is disabled on the week one year back', press('Previous week')),
    },
    'week.next': { pressed: offered(notCurrent, 'Next week is disabled on the current week', press('Next week')) },
    'week.current': { pressed: offered(notCurrent, 'Current week is disabled on the current week', press('Current week')) },
  },
  screens: [
    {
      when: { state: 'browsing' },
      check: async ({ page }, expected) => {
        const { week, current, earliest } = expected.context as { week: string; current: string; earliest: string };
        const weeksBeforeCurrent = weeksBetween(week, current);
        const weeksAfterEarliest = weeksBetween(earliest, week);
        await expect(navigator(page)).toHaveAttribute('data-week', mondayOf(weeksBeforeCurrent));
        await expect(navigator(page).getByTestId('week-label')).toHaveText(labelOf(weeksBeforeCurrent));
        const onCurrent = weeksBeforeCurrent === 0;
        await (onCurrent ? expect(button(page, 'Next week')).toBeDisabled() : expect(button(page, 'Next week')).toBeEnabled());
        await (onCurrent ? expect(button(page, 'Current week')).toBeDisabled() : expect(button(page, 'Current week')).toBeEnabled());
        const onEarliest = weeksAfterEarliest === 0;
        await (onEarliest ? expect(button(page, 'Previous week')).toBeDisabled() : expect(button(page, 'Previous week')).toBeEnabled());
      },
    },
  ],
});

// Analytics → Dashboard's utilization (range presets, a custom range, "unused for N days", the
// drill-down to a family) replayed in the browser as Nordbygg's owner. The page opens on 2026-11-17
// (the browser's clock fixed there), so its default range is the model's 2026-10-19..11-15. The
// figures are the real server's (its demo fleet's last 60 days), so the screens check what the
// machine decides: the range, the preset, N, the drill-down, loading, failure and retry. Each load is
// two requests (the summary and the machines' first page), both held and settled together.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { signInByApi } from '../../e2e/replay/kit.ts';
import { defineUi, notInBrowser, offered, type CallOutcome, type UiContext } from '../kit/ui.ts';
import { UTILIZATION_FAILED } from '../../../machines/analyticsRange/analyticsRange.machine.ts';
import type { AnalyticsRangeContext } from '../../../machines/analyticsRange/analyticsRange.types.ts';
import { analyticsRangeEvents, analyticsRangeModel } from './analyticsRange.model.ts';

const slashes = (day: string) => day.replaceAll('-', '/');
const section = (page: Page) => page.getByRole('region', { name: 'Utilization' });
const ctx = (s: AnyMachineSnapshot) => s.context as AnalyticsRangeContext;
/** The segmented control's labels (written out, not the app's table). */
const PRESET_LABEL = { last4Weeks: 'Last 4 weeks', last13Weeks: 'Last 13 weeks', lastMonth: 'Last month', custom: 'Custom' } as const;

const FAILED: CallOutcome = { kind: 'fulfill', status: 500, json: { data: null, succeeded: false, error: { code: 500, message: 'Internal server error' } } };
const PASS: CallOutcome = { kind: 'pass' };
/** Both requests of one load. */
const settleBoth = (outcome: CallOutcome) => async (ui: UiContext) => {
  await ui.settle('loadUtilization', outcome);
  await ui.settle('loadUtilization', outcome);
};

/**
 * A choice made while a load is under way: the machine drops that load, whose two requests are still
 * held here; they are answered (the page ignores them) so the path's next settle is the new load's.
 */
const choice =
  (act: (ui: UiContext) => Promise<unknown>) =>
  async (ui: UiContext): Promise<void> => {
    const wasLoading = ui.before?.matches('loading') ?? false;
    await act(ui);
    if (wasLoading) await settleBoth(PASS)(ui);
  };

const preset = (label: string) => choice(({ page }) => section(page).getByRole('radio', { name: label }).click());

export default defineUi(analyticsRangeModel, {
  start: async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-17T12:00:00Z'));
    await signInByApi(page, 'owner@nordbygg.example');
    await page.goto('/analytics');
  },
  calls: { loadUtilization: { url: /\/api\/web\/v1\/analytics\/utilization(\/machines)?$/ } },
  events: {
    'range.presetChosen': {
      last4Weeks: offered((s) => ctx(s).preset !== 'last4Weeks', 'the preset shown already sends nothing', preset('Last 4 weeks')),
      last13Weeks: offered((s) => ctx(s).preset !== 'last13Weeks', 'the preset shown already sends nothing', preset('Last 13 weeks')),
    },
    'range.customApplied': {
      september: choice(async ({ page }) => {
        const { fromDay, toDay } = analyticsRangeEvents['range.customApplied'].september;
        await section(page).getByRole('radio', { name: 'Custom' }).click();
        await page.locator('#analytics-from').fill(slashes(fromDay));
        await page.locator('#analytics-to').fill(slashes(toDay));
        await section(page).getByRole('button', { name: 'Apply' }).click();
      }),
      reversed: notInBrowser('Apply is disabled while the range is reversed (the form says why), so the screen never sends it'),
    },
    'range.unusedDaysChanged': {
      fourteen: choice(async ({ page }) => {
        await page.locator('#analytics-unused-days').fill('14');
        await page.locator('#analytics-unused-days').press('Enter');
      }),
      tooMany: notInBrowser('the field takes 3 digits and refuses N past the range: Apply is disabled and Enter sends nothing'),
    },
    'drill.opened': {
      family: offered(
        (s) => ctx(s).view !== null,
        'the names to drill into show once figures are loaded',
        choice(async ({ page }) => {
          await section(page).getByRole('tablist', { name: 'Utilization by' }).getByRole('tab', { name: 'By family' }).click();
          await section(page).getByRole('button', { name: 'Show the figures of Excavator', exact: true }).click();
        }),
      ),
    },
    'drill.closed': {
      pressed: offered(
        (s) => ctx(s).drill !== null,
        'the close button shows only with a drill-down',
        choice(({ page }) => section(page).getByRole('button', { name: 'Show the whole fleet' }).click()),
      ),
    },
    'range.retried': { pressed: ({ page }) => section(page).getByRole('button', { name: 'Try again' }).click() },
    // The server's figures (the model's answer is a constant the screens do not read).
    'xstate.done.actor.loadUtilization': { ok: settleBoth(PASS) },
    'xstate.error.actor.loadUtilization': { failed: settleBoth(FAILED) },
  },
  screens: [
    {
      when: () => true,
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        const { fromDay, toDay, preset: shown, unusedDays, drill } = ctx(expected);
        await expect(page.getByTestId('analytics-range')).toHaveText(`${slashes(fromDay)} – ${slashes(toDay)}`);
        await expect(section(page).getByRole('radio', { name: PRESET_LABEL[shown] })).toHaveAttribute('aria-checked', 'true');
        await expect(page.locator('#analytics-unused-days')).toHaveValue(String(unusedDays));
        const badge = page.getByTestId('analytics-drill');
        await (drill ? expect(badge).toHaveText(`Family: ${drill.name}`) : expect(badge).toHaveCount(0));
      },
    },
    {
      when: { state: 'loading' },
      check: async ({ page }) => {
        await expect(section(page)).toHaveAttribute('aria-busy', 'true');
        await expect(section(page).getByText('Loading utilization…')).toBeVisible();
      },
    },
    {
      when: { state: 'failed' },
      check: async ({ page }) => {
        await expect(section(page).getByRole('alert')).toHaveText(UTILIZATION_FAILED);
        await expect(section(page).getByRole('button', { name: 'Try again' })).toBeVisible();
      },
    },
    {
      when: { state: 'ready' },
      check: async ({ page }) => {
        await expect(section(page)).toHaveAttribute('aria-busy', 'false');
        await expect(section(page).getByRole('alert')).toHaveCount(0);
        // The figures of the range (the demo fleet has machines; under the drill-down, its excavators).
        await expect(page.getByTestId('total-engineHours')).toBeVisible();
        await expect(section(page).getByText(/\d+ machines, \d+ working days \(Monday to Friday\) in the range\./)).toBeVisible();
      },
    },
  ],
});

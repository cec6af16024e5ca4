// Analytics → Usage report (pick machines, a range, download) replayed in the browser as Nordbygg's
// owner. The page opens on 2026-11-17 (the browser's clock fixed there), so its default range is the
// model's 2026-11-10..16. The machine list is the real call shaped to the model's two machines; the
// workbook for those fixture ids is answered at the browser boundary (tests/e2e/usageReport.spec.ts
// downloads a real one).
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { signInByApi } from '../../e2e/replay/kit.ts';
import { defineUi, offered, respond, shape, type UiContext } from '../kit/ui.ts';
import { MACHINES_FAILED, REPORT_FAILED } from '../../../machines/usageReport/usageReport.machine.ts';
import { MACHINES, usageReportEvents, usageReportModel } from './usageReport.model.ts';

const PATH = '/analytics/reports/usage-report/pick-machines';
const slashes = (day: string) => day.replaceAll('-', '/');
const machines = (page: Page) => page.getByRole('group', { name: 'Machines' });
const download = (page: Page) => page.getByRole('button', { name: 'Download report' });
const DAY_MS = 86_400_000;
/** The spec's at most 31 days, from not after to (written out, not the app's rule). */
const rangeOk = (s: AnyMachineSnapshot) => {
  const days = (Date.parse(s.context.toDay) - Date.parse(s.context.fromDay)) / DAY_MS + 1;
  return days >= 1 && days <= 31;
};

/** Both fields typed; a field that already holds its date sends nothing, as the machine would change nothing. */
const range =
  (fixture: 'month' | 'tooLong') =>
  async ({ page }: UiContext) => {
    const { fromDay, toDay } = usageReportEvents['report.rangeChanged'][fixture];
    await page.locator('#report-from').fill(slashes(fromDay));
    await page.locator('#report-to').fill(slashes(toDay));
  };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export default defineUi(usageReportModel, {
  start: async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-17T12:00:00Z'));
    await signInByApi(page, 'owner@nordbygg.example');
    await page.goto(PATH);
  },
  calls: {
    loadMachines: { url: /\/api\/web\/v1\/reports\/usage\/assets$/ },
    generateReport: { url: /\/api\/web\/v1\/reports\/usage$/ },
  },
  events: {
    'report.toggled': { first: ({ page }) => machines(page).getByRole('checkbox').first().click() },
    'report.allToggled': { all: ({ page }) => page.getByRole('checkbox', { name: /^Select all/ }).click() },
    'report.rangeChanged': { month: range('month'), tooLong: range('tooLong') },
    'report.generateRequested': {
      pressed: offered(
        (s) => s.context.selected.length > 0 && rangeOk(s),
        'Download report is disabled without a machine or with a range over 31 days',
        ({ page }) => download(page).click(),
      ),
    },
    'report.retried': { pressed: ({ page }) => page.getByRole('button', { name: 'Try again' }).click() },
    'xstate.done.actor.loadMachines': { ok: shape((json) => ({ ...json, data: { ...json.data, data: MACHINES } })) },
    // The fixture's failure: the server's 500 (a network failure would bring the maintenance overlay).
    'xstate.error.actor.loadMachines': { offline: respond(500, { data: null, succeeded: false, error: { code: 500, message: 'Internal server error' } }) },
    'xstate.done.actor.generateReport': { ok: { call: { kind: 'fulfill', status: 200, body: 'PK', contentType: XLSX } } },
    'xstate.error.actor.generateReport': { failed: respond(500, { data: null, succeeded: false, error: { code: 500, message: 'Internal server error' } }) },
  },
  screens: [
    { when: { state: 'loading' }, check: ({ page }) => expect(page.getByText('Loading machines…')).toBeVisible() },
    {
      when: { state: 'loadFailed' },
      check: async ({ page }) => {
        await expect(page.getByRole('alert')).toHaveText(MACHINES_FAILED);
        await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      },
    },
    {
      when: (s) => s.matches('picking') || s.matches('generating'),
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        const { selected, fromDay, toDay, error } = expected.context as { selected: number[]; fromDay: string; toDay: string; error: string | null };
        await expect(page.locator('#report-from')).toHaveValue(slashes(fromDay));
        await expect(page.locator('#report-to')).toHaveValue(slashes(toDay));
        await expect(page.getByText(`${selected.length} of ${MACHINES.length} machines selected`)).toBeVisible();
        for (const [n, m] of MACHINES.entries()) {
          const box = machines(page).getByRole('checkbox').nth(n);
          await expect(machines(page)).toContainText(m.name);
          await (selected.includes(m.assetId) ? expect(box).toBeChecked() : expect(box).not.toBeChecked());
        }
        // While generating the button shows its spinner (Radix leaves it focusable); the status line says so.
        if (expected.matches('picking')) {
          const enabled = selected.length > 0 && rangeOk(expected);
          await (enabled ? expect(download(page)).toBeEnabled() : expect(download(page)).toBeDisabled());
        }
        const alert = page.getByRole('alert').filter({ hasText: REPORT_FAILED });
        await (error ? expect(alert).toBeVisible() : expect(alert).toHaveCount(0));
        if (expected.matches('generating')) await expect(page.getByText(`Generating the report for ${selected.length} machines…`)).toBeVisible();
      },
    },
  ],
});

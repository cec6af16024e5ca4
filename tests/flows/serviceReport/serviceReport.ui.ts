// The service completion dialog replayed in the browser: Report service on a real machine's Service
// tab (/service, Nordbygg's owner) opens it. The engine-hour reading is the real server's call,
// answered with the model's 4,321.46 h; the calibration and the report are answered at the browser
// boundary, so no service is written to the demo machine (tests/e2e/service.spec.ts reports one
// against the real server).
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { expectToast, signInByApi } from '../../e2e/replay/kit.ts';
import { defineUi, meshError, offered, respond, shape, type UiContext } from '../kit/ui.ts';
import { REPORTED } from '../../../machines/serviceTab/serviceTab.machine.ts';
import { COMMENT, HOURS_THEN, IN_FUTURE, PERFORMED_AT, serviceReportModel, TYPED_HOURS } from './serviceReport.model.ts';

const dialog = (page: Page) => page.getByTestId('report-dialog');
// 'time' is the day field (YYYY/MM/DD), 'time-clock' its 24 h time of day beside it.
const field = (page: Page, id: 'time' | 'time-clock' | 'hours' | 'comment') => dialog(page).locator(`#report-${id}`);
const discard = (page: Page) => page.getByRole('alertdialog', { name: 'Discard this report?' });
// The fixtures' "offline": a network failure would bring the maintenance overlay (spec).
const offline = meshError(500, 500, '');

/** The model's time; typed again when the field holds it already (the change still reaches the machine). */
// Choosing it while its reading is still on the way asks nothing new: urql shares the request in
// flight for the same query and time, so the one held request answers both.
// The time of day goes in first, so the day (typed YYYY/MM/DD) completes the value.
async function chooseTime({ page }: UiContext) {
  const day = field(page, 'time');
  if ((await day.inputValue()) !== '') await day.fill('');
  await field(page, 'time-clock').fill(PERFORMED_AT.slice(11));
  await day.fill(PERFORMED_AT.slice(0, 10).replaceAll('-', '/'));
}

/** What the button says: calibrating first when the hours typed differ (to a tenth) from the reading. */
function submitText(s: AnyMachineSnapshot): string {
  const { machineHours, hoursAtTime } = s.context as { machineHours: string; hoursAtTime: number | null };
  const typed = Number(machineHours.trim());
  const differs = machineHours.trim() !== '' && (hoursAtTime === null || Math.round(typed * 10) !== Math.round(hoursAtTime * 10));
  return differs ? 'Calibrate and report service' : 'Report service';
}

const ready = (s: AnyMachineSnapshot) => s.context.performedAt !== null && s.context.machineHours.trim() !== '' && s.context.comment.trim() !== '';

export default defineUi(serviceReportModel, {
  start: async ({ page }) => {
    const token = await signInByApi(page, 'owner@nordbygg.example');
    const positions = await page.request.get('/api/web/v1/assets/positions', { headers: { Authorization: `Bearer ${token}` } });
    const assetId = ((await positions.json()).data as { assetId: number }[])[0].assetId;
    await page.goto(`/service?assetId=${assetId}`);
    await page.getByTestId('service-view').getByRole('button', { name: 'Report service' }).click();
  },
  calls: {
    loadEngineTime: { graphql: 'EngineTimeAt' },
    calibrate: { graphql: 'CalibrateEngineTime' },
    reportService: { graphql: 'ReportService' },
  },
  events: {
    'report.timeChosen': {
      chosen: chooseTime,
      // Emptying an empty field sends nothing, and the machine would change nothing either.
      cleared: ({ page }) => field(page, 'time').fill(''),
    },
    'report.hoursChanged': {
      typed: offered(
        (s) => s.context.performedAt !== null,
        'the hours field shows only once a time is chosen',
        ({ page }) => field(page, 'hours').fill(TYPED_HOURS),
      ),
    },
    'report.commentChanged': { typed: ({ page }) => field(page, 'comment').fill(COMMENT) },
    'report.submitted': {
      pressed: offered(ready, 'the button is disabled until a time, the hours and a comment are given', ({ page }) =>
        dialog(page).locator('button[type="submit"]').click(),
      ),
    },
    'report.cancelled': { pressed: ({ page }) => dialog(page).getByRole('button', { name: 'Cancel' }).click() },
    'report.discardConfirmed': { pressed: ({ page }) => discard(page).getByRole('button', { name: 'Discard' }).click() },
    'report.keepEditing': { pressed: ({ page }) => discard(page).getByRole('button', { name: 'Keep editing' }).click() },
    'xstate.done.actor.loadEngineTime': { known: shape(() => ({ data: { engineTimeAt: { data: { engineTime: HOURS_THEN } } } })) },
    'xstate.error.actor.loadEngineTime': { offline },
    'xstate.done.actor.calibrate': { ok: respond(200, { data: { calibrateEngineTime: { data: { engineHours: Number(TYPED_HOURS) } } } }) },
    'xstate.error.actor.calibrate': { future: meshError(400, 100, IN_FUTURE.message ?? '', IN_FUTURE.fields) },
    'xstate.done.actor.reportService': { ok: respond(200, { data: { reportService: { data: { assetId: 1, status: 1 } } } }) },
    'xstate.error.actor.reportService': { offline },
  },
  screens: [
    {
      when: 'view:form',
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        const { performedAt, machineHours, comment, error } = expected.context;
        await expect(dialog(page)).toBeVisible();
        await expect(discard(page)).toHaveCount(0);
        await expect(field(page, 'time')).toHaveValue(performedAt ? performedAt.slice(0, 10).replaceAll('-', '/') : '');
        if (performedAt) await expect(field(page, 'time-clock')).toHaveValue(performedAt.slice(11));
        if (performedAt) {
          await expect(field(page, 'hours')).toHaveValue(machineHours);
          await (expected.hasTag('loadingHours') ? expect(field(page, 'hours')).toBeDisabled() : expect(field(page, 'hours')).toBeEnabled());
        } else {
          await expect(field(page, 'hours')).toHaveCount(0);
        }
        await expect(field(page, 'comment')).toHaveValue(comment);
        const callout = dialog(page).getByRole('alert');
        await (error ? expect(callout).toHaveText(error) : expect(callout).toHaveCount(0));
        const submit = dialog(page).locator('button[type="submit"]');
        // While busy Radix keeps a hidden copy of the label beside the spinner.
        await expect(submit).toContainText(submitText(expected));
        if (!expected.hasTag('busy')) {
          const enabled = ready(expected) && !expected.hasTag('loadingHours');
          await (enabled ? expect(submit).toBeEnabled() : expect(submit).toBeDisabled());
        }
        const cancel = dialog(page).getByRole('button', { name: 'Cancel' });
        await (expected.hasTag('busy') ? expect(cancel).toBeDisabled() : expect(cancel).toBeEnabled());
      },
    },
    {
      when: 'view:confirmCancel',
      check: async ({ page }) => {
        await expect(discard(page)).toBeVisible();
        await expect(dialog(page)).toHaveCount(0);
      },
    },
    {
      // Reported or cancelled: the dialog is gone and the tab shows the setup again.
      when: (s) => s.status === 'done',
      check: async ({ page }) => {
        await expect(dialog(page)).toHaveCount(0);
        await expect(discard(page)).toHaveCount(0);
        await expect(page.getByTestId('service-view')).toBeVisible();
      },
    },
  ],
  effects: {
    'xstate.done.actor.reportService': ({ page }) => expectToast(page, REPORTED),
  },
});

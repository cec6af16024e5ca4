// The machine panel's Service tab replayed in the browser as Nordbygg's owner, on /service with a
// real machine's panel open. The setups are the model's fixtures (full: 4,500 h every 500 h and
// 2027-03-01 every 6 months; empty: nothing set up): each load's real answer is shaped to the one
// the path names. Saves, deletions and the report are answered at the browser boundary with the
// fixtures' data, so the demo machine's real setup, which tests/e2e/service.spec.ts counts, is never
// changed; that journey saves and reports against the real server. The report's engine-hour reading
// is the real server's.
import { expect, type Page, type Request } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { expectToast, signInByApi } from '../../e2e/replay/kit.ts';
import { defineUi, meshError, offered, shape, type UiContext, type UiStep } from '../kit/ui.ts';
import { CALENDAR_DELETED, DELETE_FAILED, HOURS_DELETED, REPORTED, SAVED } from '../../../machines/serviceTab/serviceTab.machine.ts';
import { BAD_FREQUENCY, emptySetup, fullSetup, serviceTabEvents, serviceTabModel } from './serviceTab.model.ts';
import type { ServiceSetup, SetupDraft } from '../../../machines/serviceTab/serviceTab.types.ts';

const OWNER = 'owner@nordbygg.example';
const tab = (page: Page) => page.getByTestId('service-tab');
const form = (page: Page) => page.getByTestId('service-form');
const view = (page: Page) => page.getByTestId('service-view');
const alert = (page: Page) => page.getByRole('alertdialog');
const reportDialog = (page: Page) => page.getByTestId('report-dialog');

/** Each confirmation of the tab: its title and its two buttons. */
const DIALOGS: Record<string, { title: string; confirm: string; cancel: string }> = {
  clearHours: { title: 'Turn off the engine-hour service?', confirm: 'Turn off', cancel: 'Cancel' },
  clearCalendar: { title: 'Remove the calendar interval?', confirm: 'Remove', cancel: 'Cancel' },
  undo: { title: 'Discard your changes?', confirm: 'Discard changes', cancel: 'Keep editing' },
  save: { title: 'Save service setup?', confirm: 'Save', cancel: 'Cancel' },
  deleteHours: { title: 'Delete engine-hour service?', confirm: 'Delete', cancel: 'Cancel' },
  deleteCalendar: { title: 'Delete calendar service?', confirm: 'Delete', cancel: 'Cancel' },
};
const dialogOf = (s: AnyMachineSnapshot | undefined) => [...(s?.tags ?? [])].find((t) => t.startsWith('dialog:'))?.slice('dialog:'.length) ?? null;

const assetId = (ui: UiContext) => ui.data.assetId as number;
const setupOf = (ui: UiContext, setup: ServiceSetup) => ({ ...setup, assetId: assetId(ui) });
/** The server's answer to `field` replaced by the fixture's setup (the machine's own id kept). */
const answered =
  (field: string, setup: ServiceSetup): UiStep =>
  async (ui) =>
    ui.settle(field === 'saveServiceSetup' ? 'saveSetup' : field === 'deleteEngineHoursService' ? 'deleteHours' : 'deleteCalendar', {
      kind: 'fulfill',
      status: 200,
      json: { data: { [field]: { data: setupOf(ui, setup) } } },
    });
const loaded = (setup: ServiceSetup) => shape((_json, ui) => ({ data: { serviceSetup: { data: setupOf(ui, setup) } } }));
// The fixtures' "offline": a network failure would bring the maintenance overlay (spec).
const offline = meshError(500, 500, '');

const draftOf = (s: AnyMachineSnapshot) => s.context.draft as SetupDraft;
const inDialog =
  (answer: 'confirm' | 'cancel') =>
  async ({ page, before }: UiContext) => {
    const which = DIALOGS[dialogOf(before)!];
    await alert(page).getByRole('button', { name: which[answer], exact: true }).click();
  };

/** The report's answers: no service is written to the demo machine (see the top). */
async function fakeReportCalls(page: Page, id: number) {
  const operation = (request: Request) => {
    const body = request.postDataJSON() as { operationName?: string; query?: string } | null;
    return body?.operationName ?? /^\s*(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1];
  };
  await page.route('**/graphql', (route, request) => {
    const name = operation(request);
    if (name === 'ReportService') return route.fulfill({ json: { data: { reportService: { data: { assetId: id, status: 1 } } } } });
    if (name === 'CalibrateEngineTime') return route.fulfill({ json: { data: { calibrateEngineTime: { data: { engineHours: 4400 } } } } });
    return route.fallback();
  });
}

export default defineUi(serviceTabModel, {
  start: async (ui) => {
    const { page } = ui;
    const token = await signInByApi(page, OWNER);
    const positions = await page.request.get('/api/web/v1/assets/positions', { headers: { Authorization: `Bearer ${token}` } });
    ui.data.assetId = ((await positions.json()).data as { assetId: number }[])[0].assetId;
    await fakeReportCalls(page, assetId(ui));
    await page.goto(`/service?assetId=${assetId(ui)}`);
    await expect(page.getByTestId('machine-panel')).toHaveAttribute('data-active-tab', 'service');
  },
  calls: {
    loadSetup: { graphql: 'ServiceSetup' },
    saveSetup: { graphql: 'SaveServiceSetup' },
    deleteHours: { graphql: 'DeleteEngineHoursService' },
    deleteCalendar: { graphql: 'DeleteCalendarService' },
  },
  events: {
    'service.retry': { pressed: ({ page }) => tab(page).getByRole('button', { name: 'Retry now' }).click() },
    'service.editStarted': { pressed: ({ page }) => view(page).getByRole('button', { name: 'Edit', exact: true }).click() },
    'service.fieldChanged': {
      // Typed again when it already holds the date (a user retyping it): the change still reaches the machine.
      calendarDay: async ({ page }) => {
        const field = form(page).locator('#service-calendarDay');
        await field.fill('');
        await field.fill(serviceTabEvents['service.fieldChanged'].calendarDay.value.replaceAll('-', '/'));
      },
      frequency14: offered(
        (s) => draftOf(s).intervalType !== null,
        'without an interval type the frequency field is disabled',
        ({ page }) => form(page).locator('#service-frequency').fill(serviceTabEvents['service.fieldChanged'].frequency14.value),
      ),
    },
    'service.hoursToggled': {
      off: offered(
        (s) => draftOf(s).hoursAllowed,
        'the switch is already off: a click would turn it on',
        ({ page }) => form(page).getByRole('switch').click(),
      ),
    },
    'service.intervalTypeChanged': {
      none: offered(
        (s) => draftOf(s).intervalType !== null,
        'None is already chosen: choosing it again changes nothing',
        async ({ page }) => {
          await form(page).locator('#service-intervalType').click();
          await page.getByRole('option', { name: 'None' }).click();
        },
      ),
      yearly: offered(
        (s) => draftOf(s).intervalType !== 4,
        'Yearly is already chosen: choosing it again changes nothing',
        async ({ page }) => {
          await form(page).locator('#service-intervalType').click();
          await page.getByRole('option', { name: 'Yearly' }).click();
        },
      ),
    },
    'service.saveRequested': { pressed: ({ page }) => form(page).getByRole('button', { name: 'Save', exact: true }).click() },
    'service.undoRequested': { pressed: ({ page }) => form(page).getByRole('button', { name: 'Undo' }).click() },
    'service.confirmed': { pressed: inDialog('confirm') },
    'service.cancelled': { pressed: inDialog('cancel') },
    'service.deleteHoursRequested': {
      pressed: offered(
        (s) => s.context.setup?.engineHoursServiceAllowed === true,
        'without an engine-hour service the view has no Delete button for it',
        ({ page }) => view(page).getByRole('button', { name: 'Delete engine-hour service' }).click(),
      ),
    },
    'service.deleteCalendarRequested': {
      pressed: offered(
        (s) => s.context.setup?.nextCalendarServiceUserTime != null,
        'without a calendar service the view has no Delete button for it',
        ({ page }) => view(page).getByRole('button', { name: 'Delete calendar service' }).click(),
      ),
    },
    'service.reportRequested': { pressed: ({ page }) => view(page).getByRole('button', { name: 'Report service' }).click() },
    'xstate.done.actor.loadSetup': { full: loaded(fullSetup), empty: loaded(emptySetup) },
    'xstate.error.actor.loadSetup': { offline },
    'xstate.done.actor.saveSetup': { ok: answered('saveServiceSetup', fullSetup) },
    'xstate.error.actor.saveSetup': { refused: meshError(400, 100, BAD_FREQUENCY.message ?? '', BAD_FREQUENCY.fields) },
    'xstate.done.actor.deleteHours': { ok: answered('deleteEngineHoursService', { ...fullSetup, engineHoursServiceAllowed: false }) },
    'xstate.error.actor.deleteHours': { offline },
    'xstate.done.actor.deleteCalendar': { ok: answered('deleteCalendarService', { ...fullSetup, nextCalendarServiceUserTime: null }) },
    'xstate.error.actor.deleteCalendar': { offline },
    // The completion dialog is the serviceReport child: reported when a service is sent, cancelled
    // when the dialog is closed with nothing typed (its own replay is serviceReport's).
    'xstate.done.actor.report': {
      reported: async ({ page }) => {
        const dialog = reportDialog(page);
        await dialog.locator('#report-time-clock').fill('08:30');
        await dialog.locator('#report-time').fill('2026/11/20');
        const hours = dialog.locator('#report-hours');
        await expect(hours).toBeEnabled();
        // A machine without a reading then: the hours from the meter (the report calibrates first).
        if ((await hours.inputValue()) === '') await hours.fill('4400');
        await dialog.locator('#report-comment').fill('Replayed service');
        await dialog.locator('button[type="submit"]').click();
      },
      cancelled: ({ page }) => reportDialog(page).getByRole('button', { name: 'Cancel' }).click(),
    },
  },
  screens: [
    { when: 'view:loading', check: ({ page }) => expect(tab(page).getByText('Loading service setup')).toBeVisible() },
    {
      when: 'view:error',
      check: async ({ page }) => {
        await expect(tab(page).getByRole('alert')).toContainText("We're having trouble loading the data.");
        await expect(tab(page).getByRole('button', { name: 'Retry now' })).toBeVisible();
      },
    },
    {
      // Behind a dialog the tab is hidden from the accessibility tree: read it by test id.
      when: 'view:view',
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        const setup = expected.context.setup as ServiceSetup;
        await expect(view(page)).toBeVisible();
        const hours = view(page).getByTestId('service-hours');
        const calendar = view(page).getByTestId('service-calendar');
        await (setup.engineHoursServiceAllowed ? expect(hours).toHaveText('Next at 4,500.0 h, every 500.0 h (39.8 h to go)') : expect(hours).toHaveCount(0));
        await (setup.nextCalendarServiceUserTime ? expect(calendar).toHaveText('Next on 2027/03/01, Every 6 months') : expect(calendar).toHaveCount(0));
        // The server's reason for the day (nextServiceDueBy 'Hours', 10 days, 28.7 h a week), in words.
        const prediction = view(page).getByTestId('service-prediction');
        await (setup.nextServicePredictionUserTimeFormatted
          ? expect(prediction).toHaveText('2026/12/02 (in about 10 days at 28.7 h/week)')
          : expect(prediction).toHaveCount(0));
      },
    },
    {
      when: 'view:edit',
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        const draft = draftOf(expected);
        await expect(form(page)).toBeVisible();
        await expect(form(page).locator('button[role="switch"]')).toHaveAttribute('aria-checked', String(draft.hoursAllowed));
        await expect(form(page).locator('#service-calendarDay')).toHaveValue(draft.calendarDay.replaceAll('-', '/'));
        await expect(form(page).locator('#service-intervalType')).toHaveText(
          draft.intervalType === null ? 'None' : draft.intervalType === 3 ? 'Monthly' : 'Yearly',
        );
        // 'Every N months/years' only for a frequency within its limits (spec §9: monthly 1-11, yearly 1-5).
        const n = Number(draft.frequency);
        const within = draft.frequency !== '' && Number.isInteger(n) && n >= 1 && n <= (draft.intervalType === 3 ? 11 : draft.intervalType === 4 ? 5 : 0);
        const every = form(page).getByTestId('service-every');
        await (within
          ? expect(every).toHaveText(
              n === 1 ? `Every ${draft.intervalType === 3 ? 'month' : 'year'}` : `Every ${n} ${draft.intervalType === 3 ? 'months' : 'years'}`,
            )
          : expect(every).toHaveCount(0));
        const messages = [expected.context.error, ...Object.values(expected.context.fieldErrors as Record<string, string>)].filter(Boolean) as string[];
        for (const message of messages) await expect(form(page).getByText(message, { exact: true })).toBeVisible();
        if (messages.length === 0) await expect(form(page).locator('[role="alert"]')).toHaveCount(0);
      },
    },
    {
      when: (s) => dialogOf(s) === null,
      check: async ({ page }) => {
        await expect(alert(page)).toHaveCount(0);
        await expect(reportDialog(page)).toHaveCount(0);
      },
    },
    {
      when: (s) => dialogOf(s) !== null && dialogOf(s) !== 'report',
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        const which = DIALOGS[dialogOf(expected)!];
        await expect(alert(page)).toHaveCount(1);
        await expect(alert(page).getByRole('heading')).toHaveText(which.title);
        const cancel = alert(page).getByRole('button', { name: which.cancel, exact: true });
        await (expected.hasTag('busy') ? expect(cancel).toBeDisabled() : expect(cancel).toBeEnabled());
      },
    },
    {
      when: 'dialog:report',
      check: async ({ page }) => {
        await expect(reportDialog(page)).toBeVisible();
        await expect(reportDialog(page).getByRole('heading', { name: 'Report service' })).toBeVisible();
      },
    },
  ],
  effects: {
    'xstate.done.actor.saveSetup': ({ page }) => expectToast(page, SAVED),
    'xstate.done.actor.deleteHours': ({ page }) => expectToast(page, HOURS_DELETED),
    'xstate.done.actor.deleteCalendar': ({ page }) => expectToast(page, CALENDAR_DELETED),
    'xstate.error.actor.deleteHours': ({ page }) => expectToast(page, DELETE_FAILED),
    'xstate.error.actor.deleteCalendar': ({ page }) => expectToast(page, DELETE_FAILED),
    'xstate.done.actor.report': async ({ page }, _expected, fixture) => {
      if (fixture === 'reported') await expectToast(page, REPORTED);
    },
  },
});

// Settings → Scheduled reports replayed in the browser as the demo company's owner (any web user has
// the reports rights).
//
// The answers are data the model fixes: the load goes to the real server and comes back as the
// fixture's schedule and colleagues (whatever another replay stored meanwhile); saves and deletes are
// answered at the browser boundary, since the fixture's schedule and colleagues do not exist on the
// replays' server (a save naming them would be refused) and a real schedule would have the replays'
// server mail reports.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { OWNER } from '../../e2e/accounts.ts';
import { DEMO_PASSWORD, signInByApi, toast } from '../../e2e/replay/kit.ts';
import { defineUi, meshError, notInBrowser, offered, respond, shape, type UiContext } from '../kit/ui.ts';
import { colleagues, loadedSchedules, savedSchedule, reportScheduleModel } from './reportSchedule.model.ts';

const inList = (s: AnyMachineSnapshot) => s.matches('list');
const inForm = (s: AnyMachineSnapshot) => s.matches('editing');
const hasFirst = (s: AnyMachineSnapshot) => inList(s) && (s.context.schedules as { id: number }[]).some((x) => x.id === 1);
const draftOf = (s: AnyMachineSnapshot) => s.context.draft as { id: number | null; report: string; frequency: string; recipients: number[] };
const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

const REPORT_LABELS: Record<string, RegExp> = { usage: /^Usage report/, utilization: /^Utilization summary/ };
const FREQUENCY_LABELS: Record<string, RegExp> = { weekly: /^Weekly/, monthly: /^Monthly/ };
const TITLES: Record<string, string> = {
  'usage:weekly': 'Usage report, weekly',
  'usage:monthly': 'Usage report, monthly',
  'utilization:weekly': 'Utilization summary, weekly',
  'utilization:monthly': 'Utilization summary, monthly',
};
const colleagueBox = (page: Page, name: string) => page.getByRole('checkbox', { name: new RegExp(`^${name}`) });
const form = (page: Page) => page.locator('form');

/** Ticks exactly `ids` among the fixture's colleagues. */
const recipients =
  (ids: number[]) =>
  async ({ page }: UiContext) => {
    for (const c of colleagues) {
      const box = colleagueBox(page, c.name);
      const checked = (await box.getAttribute('aria-checked')) === 'true';
      if (checked !== ids.includes(c.userId)) await box.click();
    }
  };

const schedule = (s: AnyMachineSnapshot) => (s.context.schedules as { id: number; report: string; frequency: string }[]).find((x) => x.id === 1)!;
const titleOfFirst = (s: AnyMachineSnapshot) => TITLES[`${schedule(s).report}:${schedule(s).frequency}`];

export default defineUi(reportScheduleModel, {
  start: async ({ page }) => {
    await signInByApi(page, OWNER, { password: DEMO_PASSWORD });
    await page.goto('/settings/scheduled-reports');
  },
  calls: {
    loadSchedules: { graphql: 'ReportSchedules' },
    saveSchedule: { graphql: ['CreateReportSchedule', 'UpdateReportSchedule'] },
    deleteSchedule: { graphql: 'DeleteReportSchedule' },
  },
  events: {
    'schedule.new': {
      pressed: offered(inList, 'the list offers Schedule a report', ({ page }) => page.getByRole('button', { name: 'Schedule a report' }).click()),
    },
    'schedule.edit': {
      first: offered(hasFirst, 'Edit is a button of each schedule the list shows', ({ page, before }) =>
        page.getByRole('button', { name: `Edit: ${titleOfFirst(before!)}` }).click(),
      ),
      gone: notInBrowser('the list offers Edit only for the schedules it shows'),
    },
    'schedule.delete': {
      first: offered(hasFirst, 'Delete is a button of each schedule the list shows', ({ page, before }) =>
        page.getByRole('button', { name: `Delete: ${titleOfFirst(before!)}` }).click(),
      ),
      gone: notInBrowser('the list offers Delete only for the schedules it shows'),
    },
    // A radio already chosen or a box already ticked sends nothing: offered where it changes the draft.
    'schedule.changed': {
      monthly: offered(
        (s) => inForm(s) && draftOf(s).frequency !== 'monthly',
        'the chosen radio sends nothing',
        ({ page }) => page.getByRole('radio', { name: FREQUENCY_LABELS.monthly }).click(),
      ),
      everyone: offered((s) => inForm(s) && !sameIds(draftOf(s).recipients, [2, 3]), 'ticked boxes send nothing', recipients([2, 3])),
      stranger: notInBrowser('the form offers only the colleagues the server listed'),
    },
    'schedule.save': {
      pressed: offered(
        (s) => inForm(s) && s.can({ type: 'schedule.save' }),
        'Save is disabled while nothing can be saved (an unchanged schedule)',
        ({ page }) => form(page).getByRole('button', { name: 'Save' }).click(),
      ),
    },
    'schedule.cancel': {
      pressed: offered(
        (s) => s.matches('editing') || s.matches('confirmingDelete'),
        'Cancel is the form’s and the confirmation’s',
        ({ page }) => page.getByRole('button', { name: 'Cancel', exact: true }).click(),
      ),
    },
    'schedule.confirmDelete': {
      pressed: offered(
        (s) => s.matches('confirmingDelete'),
        'the confirmation’s button',
        ({ page }) => page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click(),
      ),
    },
    'schedule.retry': { pressed: ({ page }) => page.getByRole('button', { name: 'Try again' }).click() },
    'xstate.done.actor.loadSchedules': { ok: shape(() => ({ data: { reportSchedules: { data: loadedSchedules } } })) },
    // The fixture's "offline": a network failure would bring the maintenance overlay (spec).
    'xstate.error.actor.loadSchedules': { offline: meshError(500, 500, 'Failed to fetch') },
    'xstate.done.actor.saveSchedule': {
      saved: respond(200, { data: { createReportSchedule: { data: savedSchedule }, updateReportSchedule: { data: savedSchedule } } }),
    },
    'xstate.error.actor.saveSchedule': {
      fields: meshError(400, 100, 'recipients: Choose colleagues of your company;', { recipients: ['Choose colleagues of your company'] }),
      500: meshError(500, 500, 'Internal server error'),
    },
    'xstate.done.actor.deleteSchedule': { deleted: respond(200, { data: { deleteReportSchedule: { data: { id: 1 } } } }) },
    'xstate.error.actor.deleteSchedule': { 404: meshError(404, 104, 'Report schedule not found') },
  },
  screens: [
    { when: 'view:loading', check: ({ page }) => expect(page.locator('[aria-busy="true"]')).toBeVisible() },
    {
      when: 'view:loadFailed',
      check: async ({ page }) => {
        await expect(page.getByRole('alert')).toContainText('Scheduled reports could not be loaded.');
        await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      },
    },
    {
      when: 'view:list',
      check: async ({ page }, expected) => {
        await expect(page.getByRole('heading', { name: 'Scheduled reports' })).toBeVisible();
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        const schedules = expected.context.schedules as unknown[];
        if (schedules.length === 0) await expect(page.getByText('No scheduled reports yet.')).toBeVisible();
        else await expect(page.getByRole('listitem', { name: titleOfFirst(expected) })).toContainText(schedule(expected).id === 1 ? 'To you and' : '');
      },
    },
    {
      when: 'view:form',
      check: async ({ page }, expected) => {
        const draft = draftOf(expected);
        await expect(page.getByRole('form', { name: draft.id === null ? 'New scheduled report' : 'Change scheduled report' })).toBeVisible();
        await expect(page.getByRole('radio', { name: REPORT_LABELS[draft.report] })).toBeChecked();
        await expect(page.getByRole('radio', { name: FREQUENCY_LABELS[draft.frequency] })).toBeChecked();
        for (const c of colleagues) {
          const box = colleagueBox(page, c.name);
          await (draft.recipients.includes(c.userId) ? expect(box).toBeChecked() : expect(box).not.toBeChecked());
        }
        const save = form(page).getByRole('button', { name: 'Save' });
        const enabled = expected.can({ type: 'schedule.save' }) && !expected.hasTag('busy');
        await (enabled ? expect(save).toBeEnabled() : expect(save).toBeDisabled());
        const server = (expected.context.serverErrors as Record<string, string>).recipients;
        if (server) await expect(page.locator('#schedule-recipients-error')).toHaveText(server);
      },
    },
    {
      when: 'view:confirmDelete',
      check: async ({ page }) => {
        await expect(page.getByRole('alertdialog')).toContainText('Delete this scheduled report?');
      },
    },
  ],
  effects: {
    'xstate.done.actor.saveSchedule': async ({ page }) => {
      const message = toast(page, 'Your settings have been updated');
      await expect(message).toBeVisible();
      await message.getByRole('button', { name: 'Dismiss' }).click();
    },
    'xstate.error.actor.saveSchedule': async ({ page }, _expected, fixture) => {
      const message = toast(page, 'Error while updating settings. Please try again later');
      await expect(message).toBeVisible();
      if (fixture === '500') await expect(message).toContainText('Internal server error');
      await message.getByRole('button', { name: 'Dismiss' }).click();
    },
    'xstate.done.actor.deleteSchedule': async ({ page }) => {
      const message = toast(page, 'The scheduled report was deleted');
      await expect(message).toBeVisible();
      await message.getByRole('button', { name: 'Dismiss' }).click();
    },
    'xstate.error.actor.deleteSchedule': async ({ page }) => {
      const message = toast(page, 'The scheduled report could not be deleted');
      await expect(message).toBeVisible();
      await expect(message).toContainText('Report schedule not found');
      await message.getByRole('button', { name: 'Dismiss' }).click();
    },
  },
});

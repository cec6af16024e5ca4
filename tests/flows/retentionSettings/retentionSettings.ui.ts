// Settings → Data retention replayed in the browser as the demo company's owner (the only role the
// page and its calls admit).
//
// The answers are data the model fixes (the load answers the defaults, every save the shorter
// months), whatever another replay stored meanwhile; so both go to the real server and come back
// shaped to the fixture, and a save is sent as the defaults: the replays' server must never be told
// to keep 6 months, or its daily purge would take the demo history other replays walk.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { OWNER } from '../../e2e/accounts.ts';
import { DEMO_PASSWORD, signInByApi, toast } from '../../e2e/replay/kit.ts';
import { defineUi, meshError, shape, type UiContext } from '../kit/ui.ts';
import { defaultRetention, retentionForms, retentionSettingsModel, shorterRetention } from './retentionSettings.model.ts';
import type { RetentionForm } from '../../../machines/retentionSettings/retentionSettings.types.ts';

const FIELDS = ['positionsMonths', 'eventsMonths', 'notificationsMonths', 'dailyFiguresMonths'] as const;
const field = (page: Page, name: string) => page.locator(`#retention-${name}`);

const fill =
  (values: RetentionForm) =>
  async ({ page }: UiContext) => {
    for (const name of FIELDS) await field(page, name).fill(values[name]);
  };

const asDefaults = (body: any) => ({ ...body, variables: { input: defaultRetention } });
const saveButton = (page: Page) => page.locator('form button[type="submit"]');

export default defineUi(retentionSettingsModel, {
  start: async ({ page }) => {
    await signInByApi(page, OWNER, { password: DEMO_PASSWORD });
    await page.goto('/settings/retention');
  },
  calls: { loadRetention: { graphql: 'RetentionSettings' }, saveRetention: { graphql: 'UpdateRetentionSettings' } },
  events: {
    'retention.changed': {
      unchanged: fill(retentionForms.unchanged),
      shorter: fill(retentionForms.shorter),
      outOfRange: fill(retentionForms.outOfRange),
      notWhole: fill(retentionForms.notWhole),
      dailyShorter: fill(retentionForms.dailyShorter),
    },
    // Enter in the form: it reaches the machine even while Save is disabled.
    'retention.save': { pressed: ({ page }) => field(page, 'positionsMonths').press('Enter') },
    // The button is disabled while nothing differs from what is saved: then discarding changes nothing.
    'retention.discard': {
      pressed: async ({ page }) => {
        const discard = page.getByRole('button', { name: 'Discard changes' });
        if (await discard.isEnabled()) await discard.click();
      },
    },
    'retention.retry': { pressed: ({ page }) => page.getByRole('button', { name: 'Try again' }).click() },
    'xstate.done.actor.loadRetention': { ok: shape(() => ({ data: { retentionSettings: { data: defaultRetention } } })) },
    // The fixture's "offline": a network failure would bring the maintenance overlay (spec).
    'xstate.error.actor.loadRetention': { offline: meshError(500, 500, 'Failed to fetch') },
    'xstate.done.actor.saveRetention': {
      saved: shape(() => ({ data: { updateRetentionSettings: { data: shorterRetention } } }), asDefaults),
    },
    'xstate.error.actor.saveRetention': {
      fields: meshError(400, 100, 'eventsMonths: must be >= 3;', { eventsMonths: ['must be >= 3'] }),
      500: meshError(500, 500, 'Internal server error'),
    },
  },
  screens: [
    { when: 'view:loading', check: ({ page }) => expect(page.locator('[aria-busy="true"]')).toBeVisible() },
    {
      when: 'view:loadFailed',
      check: async ({ page }) => {
        await expect(page.getByRole('alert')).toContainText('Data retention could not be loaded.');
        await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      },
    },
    {
      when: 'view:form',
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        await expect(page.getByRole('link', { name: 'Data retention' })).toBeVisible();
        for (const name of FIELDS) await expect(field(page, name)).toHaveValue(expected.context.values[name]);
        const enabled = expected.can({ type: 'retention.save' }) && !expected.hasTag('busy');
        await (enabled ? expect(saveButton(page)).toBeEnabled() : expect(saveButton(page)).toBeDisabled());
        for (const [name, message] of Object.entries(expected.context.serverErrors as Record<string, string>)) {
          await expect(page.locator(`#retention-${name}-error`)).toHaveText(message);
        }
      },
    },
  ],
  effects: {
    'xstate.done.actor.saveRetention': async ({ page }) => {
      const message = toast(page, 'Your settings have been updated');
      await expect(message).toBeVisible();
      await message.getByRole('button', { name: 'Dismiss' }).click();
    },
    'xstate.error.actor.saveRetention': async ({ page }, _expected, fixture) => {
      const message = toast(page, 'Error while updating settings. Please try again later');
      await expect(message).toBeVisible();
      if (fixture === '500') await expect(message).toContainText('Internal server error');
      await message.getByRole('button', { name: 'Dismiss' }).click();
    },
  },
});

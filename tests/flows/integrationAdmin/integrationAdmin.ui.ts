// Admin → Integrations replayed in the browser as Nordbygg's owner. Every call is answered at the
// browser boundary with the model's fixtures (the providers list included, so the screen shows the
// model's one integration, Volvo haulers, whatever the server holds): no integration is added,
// renamed, imported into or deleted (tests/e2e/integrations.spec.ts does that for real).
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { clickUntilDialog, expectToast, signInByApi } from '../../e2e/replay/kit.ts';
import { defineUi, meshError, respond, type UiContext } from '../kit/ui.ts';
import {
  INTEGRATION_DELETE_FAILED,
  INTEGRATION_DELETED,
  INTEGRATION_IMPORT_FAILED,
  INTEGRATION_LOAD_FAILED,
  INTEGRATION_SAVE_FAILED,
  INTEGRATION_SAVED,
} from '../../../machines/integrationAdmin/integrationAdmin.machine.ts';
import {
  DETAIL,
  FEED,
  IMPORTED,
  INTEGRATION,
  integrationAdminEvents,
  integrationAdminModel,
  NAME_MISSING,
  NOT_A_FEED,
  PROVIDERS,
  RENAMED,
  SUMMARY,
} from './integrationAdmin.model.ts';

const PATH = '/admin/integrations';
const nameDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('#integration-name') });
const detailDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Delete integration' }) });
const confirmDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Delete integration?' });
const firstRow = (page: Page) => page.getByTestId('integration-row').first();
// The fixtures' "offline": a network failure would bring the maintenance overlay (spec).
const offline = meshError(500, 500, '');
const answer = (field: string, value: unknown) => respond(200, { data: { [field]: { data: value } } });

/** A row's button, which opens a dialog (repeated when a reload redrew the row under the click: CI saw it after a delete). */
const clickInRow = (page: Page, name: RegExp) => clickUntilDialog(page, () => firstRow(page).getByRole('button', { name }).click());

const nameTo =
  (name: string) =>
  async ({ page }: UiContext) => {
    await nameDialog(page).locator('#integration-name').fill(name);
    await nameDialog(page).locator('button[type="submit"]').click();
  };

/** Closing is the Cancel (or Close) of whichever dialog the machine has open. */
async function close({ page, before }: UiContext) {
  const tags = before!.tags;
  if (tags.has('view:nameDialog')) return nameDialog(page).getByRole('button', { name: 'Cancel' }).click();
  if (tags.has('view:confirmDelete')) return confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
  return detailDialog(page).getByRole('button', { name: 'Close' }).click();
}

async function upload({ page }: UiContext) {
  const dialog = detailDialog(page);
  // The family list comes from the dictionary: the form sends nothing until it has one.
  await expect(dialog.getByRole('combobox', { name: 'Machine family for unknown models' })).toBeEnabled();
  await dialog.locator('#integration-feed-file').setInputFiles({ name: FEED.fileName, mimeType: 'application/json', buffer: Buffer.from(FEED.content) });
  await dialog.getByRole('button', { name: 'Import file' }).click();
}

const envelope = (status: number, data: unknown, error: unknown = null) => respond(status, { data, succeeded: error === null, error });

export default defineUi(integrationAdminModel, {
  start: async ({ page }) => {
    await signInByApi(page, 'owner@nordbygg.example');
    await page.goto(PATH);
  },
  calls: {
    loadProviders: { graphql: 'IntegrationProviders' },
    saveIntegration: { graphql: 'PutIntegrations' },
    loadIntegration: { graphql: 'Integration' },
    refreshIntegration: { graphql: 'IntegrationAfterImport' },
    deleteIntegration: { graphql: 'DeleteIntegration' },
    importFeed: { url: /\/api\/web\/v1\/integrations\/\d+\/aemp$/ },
  },
  events: {
    'integrations.retried': { pressed: ({ page }) => page.getByRole('button', { name: 'Retry' }).click() },
    'integrations.addOpened': { cat: ({ page }) => page.getByRole('button', { name: 'Add integration to Cat Product Link' }).click() },
    // The list's first integration (its name is the fixture's, or the name a save just answered).
    'integrations.renameOpened': { row: ({ page }) => clickInRow(page, /^Rename /) },
    'integrations.opened': { row: ({ page }) => clickInRow(page, /^Volvo haulers/) },
    'integrations.closed': { pressed: close },
    // A blank or too long name is refused by the form itself, as the machine refuses it: nothing is sent.
    'integrations.saved': {
      named: nameTo(integrationAdminEvents['integrations.saved'].named.name),
      blank: nameTo(integrationAdminEvents['integrations.saved'].blank.name),
      tooLong: nameTo(integrationAdminEvents['integrations.saved'].tooLong.name),
    },
    'integrations.uploadSubmitted': { file: upload },
    'integrations.deleteRequested': { pressed: ({ page }) => detailDialog(page).getByRole('button', { name: 'Delete integration' }).click() },
    'integrations.deleteConfirmed': { pressed: ({ page }) => confirmDialog(page).getByRole('button', { name: 'Delete integration' }).click() },
    'xstate.done.actor.loadProviders': { ok: answer('integrationProviders', PROVIDERS) },
    'xstate.error.actor.loadProviders': { offline },
    'xstate.done.actor.saveIntegration': { ok: answer('putIntegrations', [{ ...INTEGRATION, name: RENAMED }]) },
    'xstate.error.actor.saveIntegration': { nameMissing: meshError(400, 100, NAME_MISSING.message ?? '', NAME_MISSING.fields), offline },
    'xstate.done.actor.loadIntegration': { ok: answer('integration', DETAIL) },
    'xstate.error.actor.loadIntegration': { gone: meshError(404, 104, 'Integration not found') },
    'xstate.done.actor.importFeed': { ok: envelope(200, SUMMARY) },
    'xstate.error.actor.importFeed': {
      notAFeed: envelope(400, null, { code: 100, message: NOT_A_FEED.message, fields: NOT_A_FEED.fields }),
      offline: envelope(500, null, { code: 500, message: '' }),
    },
    'xstate.done.actor.refreshIntegration': { ok: answer('integration', IMPORTED) },
    'xstate.error.actor.refreshIntegration': { offline },
    'xstate.done.actor.deleteIntegration': { ok: answer('deleteIntegration', { id: INTEGRATION.id, machinesReleased: 2 }) },
    'xstate.error.actor.deleteIntegration': { gone: meshError(404, 104, 'Integration not found') },
  },
  screens: [
    {
      when: 'view:loading',
      check: async ({ page }) => {
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
      },
    },
    {
      when: 'view:failed',
      check: async ({ page }) => {
        await expect(page.getByRole('heading', { name: 'The list could not be loaded' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      },
    },
    {
      when: 'view:list',
      check: async ({ page }) => {
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        await expect(page.getByRole('heading', { name: 'Cat Product Link' })).toBeVisible();
        await expect(firstRow(page)).toBeVisible();
      },
    },
    {
      when: 'view:nameDialog',
      check: async (ui, expected: AnyMachineSnapshot) => {
        const { page } = ui;
        const dialog = nameDialog(page);
        await expect(dialog).toBeVisible();
        await expect(dialog).toHaveAccessibleName(expected.context.integration ? 'Rename integration' : 'Add integration');
        const failure = dialog.getByText(INTEGRATION_SAVE_FAILED);
        await (expected.context.error ? expect(failure).toBeVisible() : expect(failure).toHaveCount(0));
        // The server's message shows at the field for the name it refused.
        if (expected.context.nameError && ui.before?.hasTag('busy'))
          await expect(dialog.locator('#integration-name-error')).toHaveText(expected.context.nameError);
        const cancel = dialog.getByRole('button', { name: 'Cancel' });
        await (expected.hasTag('busy') ? expect(cancel).toBeDisabled() : expect(cancel).toBeEnabled());
      },
    },
    {
      when: 'view:detail',
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        const dialog = detailDialog(page);
        await expect(dialog).toBeVisible();
        await expect(dialog).toHaveAccessibleName(/^Volvo haulers/);
        if (expected.matches('detail')) {
          const summary = dialog.getByText(
            `Imported: ${SUMMARY.created} new, ${SUMMARY.updated} updated, ${SUMMARY.skipped.length} skipped of ${SUMMARY.total}.`,
          );
          await (expected.context.imported ? expect(summary).toBeVisible() : expect(summary).toHaveCount(0));
          const refused = expected.context.importError as string | null;
          if (refused) await expect(dialog.getByRole('alert')).toContainText(refused === INTEGRATION_IMPORT_FAILED ? INTEGRATION_IMPORT_FAILED : refused);
          else await expect(dialog.getByRole('alert')).toHaveCount(0);
        }
        const close = dialog.getByRole('button', { name: 'Close' });
        await (expected.hasTag('busy') ? expect(close).toBeDisabled() : expect(close).toBeEnabled());
      },
    },
    {
      when: 'view:confirmDelete',
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        await expect(confirmDialog(page)).toContainText('stay in the fleet and become editable');
        const cancel = confirmDialog(page).getByRole('button', { name: 'Cancel' });
        await (expected.hasTag('busy') ? expect(cancel).toBeDisabled() : expect(cancel).toBeEnabled());
      },
    },
  ],
  effects: {
    'xstate.done.actor.saveIntegration': ({ page }) => expectToast(page, INTEGRATION_SAVED, RENAMED),
    'xstate.done.actor.deleteIntegration': ({ page }) => expectToast(page, INTEGRATION_DELETED),
    'xstate.error.actor.loadIntegration': ({ page }) => expectToast(page, INTEGRATION_LOAD_FAILED, 'Integration not found'),
    'xstate.error.actor.refreshIntegration': ({ page }) => expectToast(page, INTEGRATION_LOAD_FAILED),
    'xstate.error.actor.deleteIntegration': ({ page }) => expectToast(page, INTEGRATION_DELETE_FAILED, 'Integration not found'),
    'xstate.done.actor.refreshIntegration': ({ page }) =>
      expect(detailDialog(page).getByTestId('integration-machines')).toHaveText(String(IMPORTED.machineCount)),
  },
});

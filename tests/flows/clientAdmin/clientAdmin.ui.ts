// Admin → Client management replayed in the browser as Nordbygg's owner. The list is the real
// server's, shaped to the model's one client (ERP export), whose row opens the edit dialog; every
// change to a client is answered at the browser boundary with the fixtures' data, so no real API
// client is created, renamed, deleted or re-keyed (tests/e2e/clients.spec.ts does that for real).
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { dataGrid, waitForRows } from '../../e2e/grid.ts';
import { expectListOnly, expectToast, openFirstRow, signInByApi } from '../../e2e/replay/kit.ts';
import { defineUi, meshError, respond, type UiContext } from '../kit/ui.ts';
import {
  CLIENT_CREATE_FAILED,
  CLIENT_DELETE_FAILED,
  CLIENT_DELETED,
  CLIENT_EDIT_FAILED,
  CLIENT_SECRET_FAILED,
  CLIENT_UPDATED,
} from '../../../machines/clientAdmin/clientAdmin.machine.ts';
import { CLIENT, clientAdminEvents, clientAdminModel, CREATED, RENEWED, TAKEN } from './clientAdmin.model.ts';

const PATH = '/admin/client-management';
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const confirm = (page: Page, name: string) => page.getByRole('alertdialog', { name });
const createDialog = (page: Page) => dialog(page, 'Create client');
const editDialog = (page: Page) => dialog(page, CLIENT.name);
const taken = meshError(400, 100, TAKEN.message ?? '', TAKEN.fields);
// The fixtures' "offline": a network failure would bring the maintenance overlay (spec).
const offline = meshError(500, 500, '');

/** The list as the model has it: one client, the fixture's. */
async function listTheFixture(page: Page) {
  await page.route('**/graphql', async (route, request) => {
    if ((request.postDataJSON() as { query?: string } | null)?.query?.includes('apiClientList') !== true) return route.fallback();
    const response = await route.fetch();
    const json = await response.json();
    const row = {
      ...CLIENT,
      createdUserTimeFormatted: '2026/11/02 09:15',
      secretCreatedUserTimeFormatted: '2026/11/02 09:15',
      lastUsedUserTimeFormatted: null,
    };
    json.data.apiClientList.data = { ...json.data.apiClientList.data, data: [row], summary: { total: 1 } };
    return route.fulfill({ response, json });
  });
}

const nameTo =
  (form: 'create' | 'edit', name: string) =>
  async ({ page }: UiContext) => {
    const where = form === 'create' ? createDialog(page) : editDialog(page);
    await where.locator(`#${form}-client-name`).fill(name);
    await where.getByRole('button', { name: form === 'create' ? 'Create client' : 'Save', exact: true }).click();
  };

/** Closing is the Cancel (or Done) of whichever dialog the machine has open. */
async function close({ page, before }: UiContext) {
  const tags = before!.tags;
  if (tags.has('view:createDialog')) return createDialog(page).getByRole('button', { name: 'Cancel' }).click();
  if (tags.has('view:editDialog')) return editDialog(page).getByRole('button', { name: 'Cancel' }).click();
  if (tags.has('view:confirmDelete')) return confirm(page, 'Delete client?').getByRole('button', { name: 'Cancel' }).click();
  if (tags.has('view:confirmSecret')) return confirm(page, 'Generate a new secret?').getByRole('button', { name: 'Cancel' }).click();
  return dialog(page, 'Client secret').getByRole('button', { name: 'Done' }).click();
}

const answer = (field: string, value: unknown) => respond(200, { data: { [field]: { data: value } } });

export default defineUi(clientAdminModel, {
  start: async ({ page }) => {
    await signInByApi(page, 'owner@nordbygg.example');
    await listTheFixture(page);
    await page.goto(PATH);
    await waitForRows(dataGrid(page, PATH));
  },
  calls: {
    createClient: { graphql: 'CreateApiClient' },
    updateClient: { graphql: 'UpdateApiClient' },
    deleteClient: { graphql: 'DeleteApiClient' },
    newSecret: { graphql: 'NewApiClientSecret' },
  },
  events: {
    'clients.createOpened': { pressed: ({ page }) => page.getByRole('button', { name: 'Create client' }).click() },
    'clients.editOpened': {
      row: ({ page }) => openFirstRow(page, dataGrid(page, PATH)),
    },
    'clients.closed': { pressed: close },
    // A blank name is refused by the form itself, as the machine refuses it: nothing is sent.
    'clients.createSubmitted': {
      named: nameTo('create', clientAdminEvents['clients.createSubmitted'].named.name),
      blank: nameTo('create', clientAdminEvents['clients.createSubmitted'].blank.name),
    },
    'clients.saved': {
      renamed: nameTo('edit', clientAdminEvents['clients.saved'].renamed.name),
      tooLong: nameTo('edit', clientAdminEvents['clients.saved'].tooLong.name),
    },
    'clients.deleteRequested': { pressed: ({ page }) => editDialog(page).getByRole('button', { name: 'Delete client' }).click() },
    'clients.deleteConfirmed': { pressed: ({ page }) => confirm(page, 'Delete client?').getByRole('button', { name: 'Delete client' }).click() },
    'clients.secretRequested': { pressed: ({ page }) => editDialog(page).getByRole('button', { name: 'Generate new secret' }).click() },
    'clients.secretConfirmed': {
      pressed: ({ page }) => confirm(page, 'Generate a new secret?').getByRole('button', { name: 'Generate new secret' }).click(),
    },
    'xstate.done.actor.createClient': { ok: answer('createApiClient', CREATED) },
    'xstate.error.actor.createClient': { taken, offline },
    'xstate.done.actor.updateClient': { ok: answer('updateApiClient', { ...CLIENT, name: 'ERP export (nightly)' }) },
    'xstate.error.actor.updateClient': { taken, gone: meshError(404, 104, 'API client not found') },
    'xstate.done.actor.deleteClient': { ok: answer('deleteApiClient', { clientId: CLIENT.clientId }) },
    'xstate.error.actor.deleteClient': { offline },
    'xstate.done.actor.newSecret': { ok: answer('newApiClientSecret', RENEWED) },
    'xstate.error.actor.newSecret': {
      // Spec: a 403 is retried once after a token refresh, so the server refuses twice.
      forbidden: async (ui) => {
        const refused = { kind: 'meshError', status: 403, code: 103, message: 'You do not have permission to do this' } as const;
        await ui.settle('newSecret', refused);
        await ui.settle('newSecret', refused);
      },
    },
  },
  screens: [
    {
      when: 'view:list',
      check: ({ page }) => expectListOnly(page, dataGrid(page, PATH)),
    },
    {
      when: 'view:createDialog',
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        await expect(createDialog(page)).toBeVisible();
        const failure = createDialog(page).getByText(CLIENT_CREATE_FAILED);
        await (expected.context.error ? expect(failure).toBeVisible() : expect(failure).toHaveCount(0));
        // While busy the submit shows a spinner (and stays focusable): Cancel is the one disabled.
        const cancel = createDialog(page).getByRole('button', { name: 'Cancel' });
        await (expected.hasTag('busy') ? expect(cancel).toBeDisabled() : expect(cancel).toBeEnabled());
      },
    },
    {
      when: 'view:editDialog',
      check: async (ui, expected: AnyMachineSnapshot) => {
        const { page } = ui;
        await expect(editDialog(page)).toBeVisible();
        await expect(editDialog(page)).toContainText(CLIENT.clientId);
        const nameError = expected.context.nameError as string | null;
        // The server's message shows for the name it refused; a name the form itself refuses shows its own.
        if (nameError && ui.before?.hasTag('busy')) await expect(editDialog(page).locator('#edit-client-name-error')).toHaveText(nameError);
        const cancel = editDialog(page).getByRole('button', { name: 'Cancel' });
        await (expected.hasTag('busy') ? expect(cancel).toBeDisabled() : expect(cancel).toBeEnabled());
      },
    },
    {
      when: 'view:confirmDelete',
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        await expect(confirm(page, 'Delete client?')).toContainText(`${CLIENT.name} can no longer call the API`);
        const cancel = confirm(page, 'Delete client?').getByRole('button', { name: 'Cancel' });
        await (expected.hasTag('busy') ? expect(cancel).toBeDisabled() : expect(cancel).toBeEnabled());
      },
    },
    {
      when: 'view:confirmSecret',
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        await expect(confirm(page, 'Generate a new secret?')).toContainText(CLIENT.name);
        const cancel = confirm(page, 'Generate a new secret?').getByRole('button', { name: 'Cancel' });
        await (expected.hasTag('busy') ? expect(cancel).toBeDisabled() : expect(cancel).toBeEnabled());
      },
    },
    {
      when: 'view:secret',
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        const popup = dialog(page, 'Client secret');
        await expect(popup.locator('#client-secret-id')).toHaveValue(expected.context.secret.clientId);
        await expect(popup.locator('#client-secret-value')).toHaveValue(expected.context.secret.clientSecret);
      },
    },
  ],
  effects: {
    'xstate.done.actor.updateClient': ({ page }) => expectToast(page, CLIENT_UPDATED, 'ERP export (nightly)'),
    'xstate.done.actor.deleteClient': ({ page }) => expectToast(page, CLIENT_DELETED, `${CLIENT.name} can no longer call the API.`),
    'xstate.error.actor.updateClient': ({ page }, _expected, fixture) =>
      expectToast(page, CLIENT_EDIT_FAILED, fixture === 'gone' ? 'API client not found' : undefined),
    'xstate.error.actor.deleteClient': ({ page }) => expectToast(page, CLIENT_DELETE_FAILED),
    'xstate.error.actor.newSecret': ({ page }) => expectToast(page, CLIENT_SECRET_FAILED, 'You do not have permission to do this'),
    // A create failure stays in the dialog (its callout), no toast.
    'xstate.error.actor.createClient': ({ page }) => expect(page.getByRole('status').filter({ hasText: CLIENT_CREATE_FAILED })).toHaveCount(0),
  },
});

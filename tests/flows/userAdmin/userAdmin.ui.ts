// Admin → User management replayed in the browser as Nordbygg's owner. The list is the real
// server's, shaped to one row: the model's user (Ingrid Berg) under the id of a real user of the
// company, so the row's User query reaches the real server and its answer is shaped to the
// fixture's (invited or active). Every change (add, save, delete, invitation) is answered at the
// browser boundary with the fixtures' data: no user is created, changed, deleted or mailed, so the
// replay neither depends on nor changes what other journeys count (tests/e2e/users.spec.ts adds,
// promotes and deletes a real user end to end).
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { dataGrid, waitForRows } from '../../e2e/grid.ts';
import { expectListOnly, expectToast, openFirstRow, poll, signInByApi, toast } from '../../e2e/replay/kit.ts';
import { defineUi, meshError, notInBrowser, offered, respond, shape, type UiContext } from '../kit/ui.ts';
import {
  CREATE_FAILED_FALLBACK,
  INVITE_FAILED,
  INVITE_SENT,
  USER_CREATED,
  USER_DELETE_FAILED,
  USER_DELETED,
  USER_LOAD_FAILED,
  USER_UPDATE_FAILED,
  USER_UPDATED,
} from '../../../machines/userAdmin/userAdmin.machine.ts';
import { activeUser, invitedUser, userAdminEvents, userAdminModel } from './userAdmin.model.ts';
import type { EditUserValues, NewUserValues, UserDetail } from '../../../machines/userAdmin/userAdmin.types.ts';
import { createRequest, roleLabel, updateRequest } from '../../../machines/userAdmin/userAdmin.validation.ts';

const PATH = '/admin/users';
const OWNER = 'owner@nordbygg.example';
const createDialog = (page: Page) => page.getByRole('dialog', { name: 'Add user' });
const editDialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const confirm = (page: Page) => page.getByRole('alertdialog', { name: 'Delete user?' });
const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;
/** The model's user, whichever way it was loaded (the edit dialog is named after them). */
const NAME = fullName(invitedUser);
/** The fixtures' "offline": a network failure would bring the maintenance overlay (spec). */
const offline = meshError(500, 500, '');
const refused = (status: number, message: string, fields?: Record<string, string[]>) => meshError(status, status === 403 ? 103 : 100, message, fields);
const answer = (field: string, value: unknown) => respond(200, { data: { [field]: { data: value } } });
const createRefusals = userAdminEvents['xstate.error.actor.createUser'];
const updateRefusals = userAdminEvents['xstate.error.actor.updateUser'];
const SELF = userAdminEvents['xstate.error.actor.deleteUser'].self.error.message!;

/**
 * The list as the model has it: one row, the fixture's user, carrying the id of a real user of the
 * company (not the owner: the dialog offers no delete for your own account) so that the row's load
 * is the real server's. Every reload of the list (after a change) is shaped the same way.
 */
async function listTheFixture(page: Page) {
  await page.route('**/graphql', async (route, request) => {
    const body = request.postDataJSON() as { operationName?: string; query?: string } | null;
    if ((body?.operationName ?? /^\s*query\s+(\w+)/.exec(body?.query ?? '')?.[1]) !== 'Users') return route.fallback();
    const response = await route.fetch();
    const json = await response.json();
    const list = json.data.userList.data;
    const real = (list.data as Array<{ id: number; email: string }>).find((u) => u.email !== OWNER);
    if (!real) throw new Error('the demo company lists no user but its owner');
    const row = { ...list.data[0], ...invitedUser, id: real.id };
    json.data.userList.data = { ...list, data: [row], summary: { ...list.summary, total: 1 } };
    return route.fulfill({ response, json });
  });
}

/** The real user's answer, its data replaced by the fixture's (the User query itself is the server's). */
const loaded = (user: UserDetail) =>
  shape((json) => {
    const real = json?.data?.user?.data;
    if (!real) throw new Error(`the real server did not answer the user: ${JSON.stringify(json)}`);
    return { ...json, data: { ...json.data, user: { ...json.data.user, data: { ...real, ...user } } } };
  });

async function chooseRole(page: Page, trigger: ReturnType<Page['locator']>, role: number) {
  const label = roleLabel(role);
  if ((await trigger.textContent())?.trim() === label) return;
  await trigger.click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(trigger).toHaveText(label);
}

async function setChecked(control: ReturnType<Page['locator']>, checked: boolean) {
  if ((await control.getAttribute('aria-checked')) !== String(checked)) await control.click();
  await expect(control).toHaveAttribute('aria-checked', String(checked));
}

/** Fills the whole 'Add user' form with a fixture's values and presses its Add user. */
const submitNew =
  (values: NewUserValues) =>
  async ({ page }: UiContext) => {
    const form = createDialog(page);
    await form.locator('#create-user-firstName').fill(values.firstName);
    await form.locator('#create-user-lastName').fill(values.lastName);
    await form.locator('#create-user-email').fill(values.email);
    await form.locator('#create-user-jobTitle').fill(values.jobTitle);
    await chooseRole(page, form.locator('#create-user-role'), values.userRole);
    await setChecked(form.getByRole('checkbox', { name: 'Send invitation e-mail' }), values.sendInviteEmail);
    await form.getByRole('button', { name: 'Add user', exact: true }).click();
  };

/** Fills the whole edit form with a fixture's values and presses Save. */
const submitEdit =
  (values: EditUserValues) =>
  async ({ page }: UiContext) => {
    const form = editDialog(page, NAME);
    await form.locator('#edit-user-firstName').fill(values.firstName);
    await form.locator('#edit-user-lastName').fill(values.lastName);
    await form.locator('#edit-user-jobTitle').fill(values.jobTitle);
    await chooseRole(page, form.locator('#edit-user-role'), values.userRole);
    await setChecked(form.getByRole('switch', { name: 'Disabled' }), values.disabled);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
  };

/** Closing is Cancel (or Escape, while the user loads) of whichever dialog the machine has open. */
async function close(ui: UiContext) {
  const { page, before } = ui;
  if (before!.hasTag('view:createDialog')) return createDialog(page).getByRole('button', { name: 'Cancel' }).click();
  if (before!.hasTag('view:confirmDelete')) return confirm(page).getByRole('button', { name: 'Cancel' }).click();
  if (before!.hasTag('loading')) {
    // The loading dialog has no buttons. Its load is let through afterwards: the answer arrives at
    // a closed dialog and must change nothing (the list screen checks it), and the next row's load
    // is then the next request held.
    // It is awaited: a row opened while it is under way would share its answer (urql asks once for
    // the same query), and the dialog would show the real user instead of the held load.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const answered = page.waitForResponse((response) => response.request().postDataJSON()?.operationName === 'User');
    await ui.settle('loadUser', { kind: 'pass' });
    return answered;
  }
  return editDialog(page, NAME).getByRole('button', { name: 'Cancel' }).click();
}

/** The request the held call carried, as the machine builds it from the submitted values. */
async function expectSent(ui: UiContext, actor: string, input: unknown) {
  await poll(() => ui.requests.filter((r) => r.actor === actor).at(-1)?.body?.variables?.input).toEqual(input);
}

export default defineUi(userAdminModel, {
  start: async ({ page }) => {
    await signInByApi(page, OWNER);
    await listTheFixture(page);
    await page.goto(PATH);
    await waitForRows(dataGrid(page, PATH));
  },
  calls: {
    loadUser: { graphql: 'User' },
    createUser: { graphql: 'CreateUser' },
    updateUser: { graphql: 'UpdateUser' },
    deleteUser: { graphql: 'DeleteUser' },
    sendInvite: { graphql: 'SendInviteEmail' },
  },
  events: {
    'users.createOpened': { pressed: ({ page }) => page.getByRole('button', { name: 'Add user', exact: true }).click() },
    'users.editOpened': {
      row: ({ page }) => openFirstRow(page, dataGrid(page, PATH)),
    },
    'users.closed': { pressed: close },
    // An invalid address is refused by the form itself, as the machine refuses it: nothing is sent.
    'users.createSubmitted': {
      invite: submitNew(userAdminEvents['users.createSubmitted'].invite.values),
      adminLater: submitNew(userAdminEvents['users.createSubmitted'].adminLater.values),
      badEmail: submitNew(userAdminEvents['users.createSubmitted'].badEmail.values),
    },
    // A one-letter name is refused by the form itself: nothing is sent.
    'users.saved': {
      promoted: submitEdit(userAdminEvents['users.saved'].promoted.values),
      disabled: submitEdit(userAdminEvents['users.saved'].disabled.values),
      shortName: submitEdit(userAdminEvents['users.saved'].shortName.values),
    },
    'users.deleteRequested': { pressed: ({ page }) => editDialog(page, NAME).getByRole('button', { name: 'Delete', exact: true }).click() },
    'users.deleteConfirmed': { pressed: ({ page }) => confirm(page).getByRole('button', { name: 'Delete user' }).click() },
    'users.inviteRequested': {
      open: offered(
        (s) => s.context.user?.status === 'Invited',
        'Resend invitation shows only for a user who has not activated their account',
        ({ page }) => editDialog(page, NAME).getByRole('button', { name: 'Resend invitation' }).click(),
      ),
      other: notInBrowser("the dialog's button always names the user it shows"),
    },
    'xstate.done.actor.loadUser': { invited: loaded(invitedUser), active: loaded(activeUser) },
    'xstate.error.actor.loadUser': { offline },
    'xstate.done.actor.createUser': { ok: answer('createUser', userAdminEvents['xstate.done.actor.createUser'].ok.output) },
    'xstate.error.actor.createUser': {
      duplicate: refused(400, createRefusals.duplicate.error.message!, createRefusals.duplicate.error.fields),
      // Spec: a 403 is retried once after a token refresh, so the server refuses twice.
      forbidden: async (ui) => {
        const refusal = { kind: 'meshError', status: 403, code: 103, message: createRefusals.forbidden.error.message! } as const;
        await ui.settle('createUser', refusal);
        await ui.settle('createUser', refusal);
      },
      offline,
    },
    'xstate.done.actor.updateUser': { ok: answer('updateUser', userAdminEvents['xstate.done.actor.updateUser'].ok.output) },
    'xstate.error.actor.updateUser': {
      fields: refused(400, updateRefusals.fields.error.message!, updateRefusals.fields.error.fields),
      lastOwner: refused(400, updateRefusals.lastOwner.error.message!),
    },
    'xstate.done.actor.deleteUser': { ok: answer('deleteUser', { id: invitedUser.id }) },
    'xstate.error.actor.deleteUser': { self: refused(400, SELF) },
    'xstate.done.actor.sendInvite': { ok: answer('sendInviteEmail', { sent: true }) },
    'xstate.error.actor.sendInvite': { offline },
  },
  screens: [
    {
      when: 'view:list',
      check: ({ page }) => expectListOnly(page, dataGrid(page, PATH)),
    },
    {
      when: 'view:createDialog',
      check: async ({ page, before }, expected: AnyMachineSnapshot) => {
        const form = createDialog(page);
        await expect(form).toBeVisible();
        // The server's message stands above the fields unless a field shows it (a taken address).
        const error = expected.context.error as string | null;
        const onField = Object.keys(expected.context.fieldErrors).length > 0;
        // The callout is the one alert without an id (a field's message is `<field>-error`).
        const callout = form.locator('[role="alert"]:not([id])').filter({ hasText: error ?? CREATE_FAILED_FALLBACK });
        await (error && !onField ? expect(callout).toBeVisible() : expect(callout).toHaveCount(0));
        // A refused address stands on its field (the field's own rule takes over once it is changed).
        const emailError = expected.context.fieldErrors.email as string | undefined;
        if (emailError && before?.hasTag('busy')) await expect(form.locator('#create-user-email-error')).toHaveText(emailError);
        // While busy the submit shows a spinner: Cancel is the one disabled.
        const cancel = form.getByRole('button', { name: 'Cancel' });
        await (expected.hasTag('busy') ? expect(cancel).toBeDisabled() : expect(cancel).toBeEnabled());
      },
    },
    {
      when: 'loading',
      check: async ({ page }) => {
        await expect(editDialog(page, 'Edit user')).toContainText('Loading the user…');
      },
    },
    {
      when: (s) => s.hasTag('view:editDialog') && !s.hasTag('loading'),
      check: async ({ page, before }, expected: AnyMachineSnapshot) => {
        const user = expected.context.user as UserDetail;
        const form = editDialog(page, NAME);
        await expect(form).toBeVisible();
        await expect(form.getByText(user.email)).toBeVisible();
        await expect(form.getByText(user.status, { exact: true })).toBeVisible();
        await expect(form.getByRole('button', { name: 'Resend invitation' })).toHaveCount(user.status === 'Invited' ? 1 : 0);
        // The server's field message stands on its field (the fixtures' "fields": the last name).
        const lastNameError = expected.context.fieldErrors.lastName as string | undefined;
        if (lastNameError && before?.hasTag('busy')) await expect(form.locator('#edit-user-lastName-error')).toHaveText(lastNameError);
        const cancel = form.getByRole('button', { name: 'Cancel' });
        await (expected.hasTag('busy') ? expect(cancel).toBeDisabled() : expect(cancel).toBeEnabled());
      },
    },
    {
      when: 'view:confirmDelete',
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        await expect(confirm(page)).toContainText(`${NAME} will no longer be able to sign in`);
        // The edit dialog stays open underneath (hidden from the accessibility tree meanwhile).
        await expect(page.getByRole('dialog', { name: NAME, includeHidden: true })).toBeVisible();
        const cancel = confirm(page).getByRole('button', { name: 'Cancel' });
        await (expected.hasTag('busy') ? expect(cancel).toBeDisabled() : expect(cancel).toBeEnabled());
      },
    },
  ],
  effects: {
    // What was sent is what the machine builds from the form (trimmed, < and > gone, e-mail lower case).
    'users.createSubmitted': async (ui, expected) => {
      if (expected.hasTag('busy')) await expectSent(ui, 'createUser', createRequest(expected.context.newUser));
    },
    'users.saved': async (ui, expected) => {
      if (expected.hasTag('busy')) await expectSent(ui, 'updateUser', updateRequest(expected.context.user.id, expected.context.changes));
    },
    'xstate.done.actor.createUser': ({ page, before }) => {
      const sent = before!.context.newUser as NewUserValues;
      const output = userAdminEvents['xstate.done.actor.createUser'].ok.output;
      return expectToast(
        page,
        USER_CREATED,
        sent.sendInviteEmail ? `An invitation e-mail was sent to ${output.email}.` : `No invitation was sent yet: open ${fullName(output)} to send one.`,
      );
    },
    // A create failure stays in the dialog (its callout or the field), no toast.
    'xstate.error.actor.createUser': ({ page }, expected) =>
      expect(page.getByRole('status').filter({ hasText: expected.context.error ?? CREATE_FAILED_FALLBACK })).toHaveCount(0),
    'xstate.error.actor.loadUser': ({ page }) => expectToast(page, USER_LOAD_FAILED),
    'xstate.done.actor.updateUser': ({ page }) => expectToast(page, USER_UPDATED),
    // With the message on its field the toast carries none of its words.
    'xstate.error.actor.updateUser': async ({ page }, _expected, fixture) => {
      const message = updateRefusals[fixture as keyof typeof updateRefusals].error.message!;
      if (fixture === 'fields') await expect(toast(page, USER_UPDATE_FAILED)).not.toContainText(message);
      await expectToast(page, USER_UPDATE_FAILED, fixture === 'fields' ? undefined : message);
    },
    'xstate.done.actor.deleteUser': ({ page }) => expectToast(page, USER_DELETED, `${NAME} no longer has access.`),
    'xstate.error.actor.deleteUser': ({ page }) => expectToast(page, USER_DELETE_FAILED, SELF),
    'xstate.done.actor.sendInvite': ({ page, before }) => expectToast(page, INVITE_SENT, `A new activation link was sent to ${before!.context.user.email}.`),
    'xstate.error.actor.sendInvite': ({ page }) => expectToast(page, INVITE_FAILED),
  },
});

import { assign, setup } from 'xstate';
import { failureText } from '../callFailure.ts';
import { createUser, deleteUser, loadUser, sendInvite, updateUser } from './userAdmin.actors.ts';
import type { EditUserValues, NewUserValues, UserAdminContext, UserAdminEvent, UserAdminFailure, UserAdminNotice } from './userAdmin.types.ts';
import { createRequest, editUserFieldErrors, newUserFieldErrors, serverFieldErrors, updateRequest } from './userAdmin.validation.ts';
import { msg } from '../i18n.ts';

/** Features spec, section 8. */
export const USER_LOAD_FAILED = msg('Error while loading user. Please try again later');
export const USER_UPDATE_FAILED = msg('Error while updating user. Please try again later');
export const USER_DELETE_FAILED = msg('Error while deleting user. Please try again later');
export const INVITE_FAILED = msg('Error while sending invite email. Please try again later');
/** Our texts: the spec names no success messages and no create-failure text beyond the server's. */
export const INVITE_SENT = msg('Invitation sent');
export const USER_CREATED = msg('User added');
export const USER_UPDATED = msg('User updated');
export const USER_DELETED = msg('User deleted');
export const CREATE_FAILED_FALLBACK = msg('The user could not be added. Please try again later');
/** The success notices' texts: catalogue texts whose name or address is filled in on screen. */
export const INVITATION_MAILED = msg('An invitation e-mail was sent to {email}.');
export const NO_INVITATION_YET = msg('No invitation was sent yet: open {name} to send one.');
export const ACTIVATION_LINK_MAILED = msg('A new activation link was sent to {email}.');
export const ACCESS_REMOVED = msg('{name} no longer has access.');

const CLOSED: UserAdminContext = { userId: null, user: null, newUser: null, changes: null, error: null, fieldErrors: {} };

const failureOf = (error: unknown) => error as UserAdminFailure | null;
/** With messages on the form's fields the toast needs no text; otherwise it carries the server's words. */
const failureNotice = (title: string, error: unknown, fieldsShown = false): UserAdminNotice => ({
  tone: 'error',
  title,
  text: fieldsShown ? null : failureText(error),
});
const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/**
 * The user management page's dialogs (features spec, 'Users'): add a user, open one from the list
 * to edit, delete (after a confirmation) or re-send the invitation. Every change that reached the
 * server refreshes the list (`refreshList`); the list itself is the shared grid's business.
 *
 * A failed create keeps the dialog open with the server's message (spec, section 8); the other
 * failures are toasts with the spec's texts. From every dialog `users.closed` leads back to `idle`
 * (from the delete confirmation: back to the edit dialog); calls in flight are not cancelled.
 */
export const userAdminMachine = setup({
  types: {
    context: {} as UserAdminContext,
    events: {} as UserAdminEvent,
  },
  actors: { loadUser, createUser, updateUser, deleteUser, sendInvite },
  actions: {
    /** Remount the user list (src/). */
    refreshList: () => {},
    /** One toast (src/). */
    notify: (_, _params: UserAdminNotice) => {},
    close: assign(() => CLOSED),
  },
  guards: {
    newUserValid: (_, params: { values: NewUserValues }) => Object.keys(newUserFieldErrors(params.values)).length === 0,
    changesValid: (_, params: { values: EditUserValues }) => Object.keys(editUserFieldErrors(params.values)).length === 0,
    /** Only the open user, and only while they have not activated their account (the server refuses others). */
    invitable: ({ context }, params: { id: number }) => context.user?.id === params.id && context.user.status === 'Invited',
  },
}).createMachine({
  id: 'userAdmin',
  context: CLOSED,
  initial: 'idle',
  states: {
    idle: {
      tags: ['view:list'],
      entry: 'close',
      on: {
        'users.createOpened': 'creating',
        'users.editOpened': { target: 'editing', actions: assign({ userId: ({ event }) => event.id }) },
      },
    },
    creating: {
      tags: ['view:createDialog'],
      on: {
        'users.createSubmitted': {
          guard: { type: 'newUserValid', params: ({ event }) => ({ values: event.values }) },
          target: 'submittingCreate',
          actions: assign({ newUser: ({ event }) => event.values, error: null, fieldErrors: {} }),
        },
        'users.closed': 'idle',
      },
    },
    submittingCreate: {
      tags: ['view:createDialog', 'busy'],
      invoke: {
        id: 'createUser',
        src: 'createUser',
        input: ({ context }) => createRequest(context.newUser!),
        onDone: {
          target: 'idle',
          actions: [
            'refreshList',
            {
              type: 'notify',
              params: ({ context, event }): UserAdminNotice =>
                context.newUser!.sendInviteEmail
                  ? { tone: 'success', title: USER_CREATED, text: INVITATION_MAILED, values: { email: event.output.email } }
                  : { tone: 'success', title: USER_CREATED, text: NO_INVITATION_YET, values: { name: fullName(event.output) } },
            },
          ],
        },
        // Spec: a create failure carries the server's message; it stays in the dialog with the form.
        onError: {
          target: 'creating',
          actions: assign(({ event }) => ({
            error: failureText(event.error) ?? CREATE_FAILED_FALLBACK,
            fieldErrors: serverFieldErrors(failureOf(event.error)?.fields),
          })),
        },
      },
    },
    editing: {
      initial: 'loadingUser',
      states: {
        loadingUser: {
          tags: ['view:editDialog', 'loading'],
          invoke: {
            id: 'loadUser',
            src: 'loadUser',
            input: ({ context }) => ({ id: context.userId! }),
            onDone: { target: 'editForm', actions: assign({ user: ({ event }) => event.output }) },
            onError: { target: '#userAdmin.idle', actions: { type: 'notify', params: ({ event }) => failureNotice(USER_LOAD_FAILED, event.error) } },
          },
          on: { 'users.closed': '#userAdmin.idle' },
        },
        editForm: {
          tags: ['view:editDialog'],
          on: {
            'users.saved': {
              guard: { type: 'changesValid', params: ({ event }) => ({ values: event.values }) },
              target: 'saving',
              actions: assign({ changes: ({ event }) => event.values, fieldErrors: {} }),
            },
            'users.deleteRequested': '#userAdmin.confirmDelete',
            'users.inviteRequested': { guard: { type: 'invitable', params: ({ event }) => ({ id: event.id }) }, target: 'inviting' },
            'users.closed': '#userAdmin.idle',
          },
        },
        saving: {
          tags: ['view:editDialog', 'busy', 'busy:save'],
          invoke: {
            id: 'updateUser',
            src: 'updateUser',
            input: ({ context }) => updateRequest(context.user!.id, context.changes!),
            onDone: { target: '#userAdmin.idle', actions: ['refreshList', { type: 'notify', params: { tone: 'success', title: USER_UPDATED, text: null } }] },
            onError: {
              target: 'editForm',
              actions: [
                assign({ fieldErrors: ({ event }) => serverFieldErrors(failureOf(event.error)?.fields) }),
                {
                  type: 'notify',
                  params: ({ event }) =>
                    failureNotice(USER_UPDATE_FAILED, event.error, Object.keys(serverFieldErrors(failureOf(event.error)?.fields)).length > 0),
                },
              ],
            },
          },
        },
        // The dialog stays open: the invitation changes nothing the form shows.
        inviting: {
          tags: ['view:editDialog', 'busy', 'busy:invite'],
          invoke: {
            id: 'sendInvite',
            src: 'sendInvite',
            input: ({ context }) => ({ id: context.user!.id }),
            onDone: {
              target: 'editForm',
              actions: [
                'refreshList',
                {
                  type: 'notify',
                  params: ({ context }) => ({ tone: 'success', title: INVITE_SENT, text: ACTIVATION_LINK_MAILED, values: { email: context.user!.email } }),
                },
              ],
            },
            onError: { target: 'editForm', actions: { type: 'notify', params: ({ event }) => failureNotice(INVITE_FAILED, event.error) } },
          },
        },
      },
    },
    confirmDelete: {
      tags: ['view:confirmDelete'],
      on: {
        'users.deleteConfirmed': 'deleting',
        // Cancel: back to the edit dialog, whose form is still as the user left it.
        'users.closed': '#userAdmin.editing.editForm',
      },
    },
    deleting: {
      tags: ['view:confirmDelete', 'busy'],
      invoke: {
        id: 'deleteUser',
        src: 'deleteUser',
        input: ({ context }) => ({ id: context.user!.id }),
        onDone: {
          target: 'idle',
          actions: [
            'refreshList',
            {
              type: 'notify',
              params: ({ context }) => ({ tone: 'success', title: USER_DELETED, text: ACCESS_REMOVED, values: { name: fullName(context.user!) } }),
            },
          ],
        },
        // The user is still there (e.g. 'You cannot delete your own account'): back to their dialog.
        onError: { target: '#userAdmin.editing.editForm', actions: { type: 'notify', params: ({ event }) => failureNotice(USER_DELETE_FAILED, event.error) } },
      },
    },
  },
});

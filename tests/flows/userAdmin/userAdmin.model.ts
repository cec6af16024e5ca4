// The userAdmin machine's test model (userAdmin.model.test.ts, scripts/paths.ts).
// Form fixtures carry whole forms, so whether a submit passes depends on the fixture alone.
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { userAdminMachine } from '../../../machines/userAdmin/userAdmin.machine.ts';
import type { EditUserValues, NewUserValues, UserAdminEvent, UserAdminFailure, UserDetail } from '../../../machines/userAdmin/userAdmin.types.ts';

export const USER_ID = 42;
export const OTHER_ID = 7;

/** The row's user as the server answers it: not yet activated… */
export const invitedUser: UserDetail = {
  id: USER_ID,
  userUuid: '4f1c2d9e-8a7b-4c3d-9e2f-1a0b9c8d7e6f',
  firstName: 'Ingrid',
  lastName: 'Berg',
  email: 'ingrid.berg@nordbygg.example',
  userRole: 0,
  userRoleFormatted: 'User',
  jobTitle: null,
  lastWebLogin: null,
  status: 'Invited',
};

/** …or already activated (the list may be older than the answer). */
export const activeUser: UserDetail = { ...invitedUser, jobTitle: 'Site manager', lastWebLogin: '2026-03-02T07:45:00.000Z', status: 'Active' };

export const newUserForms = {
  invite: { firstName: ' Ingrid ', lastName: 'Berg', email: ' Ingrid.Berg@Nordbygg.example ', jobTitle: '', userRole: 0, sendInviteEmail: true },
  adminLater: { firstName: 'Karl', lastName: 'Öberg', email: 'karl.oberg@nordbygg.example', jobTitle: ' Site <lead> ', userRole: 1, sendInviteEmail: false },
  badEmail: { firstName: 'Ingrid', lastName: 'Berg', email: 'ingrid@', jobTitle: '', userRole: 0, sendInviteEmail: true },
} satisfies Record<string, NewUserValues>;

export const editForms = {
  promoted: { firstName: 'Ingrid', lastName: 'Berg', jobTitle: ' Site <lead> ', userRole: 1, disabled: false },
  disabled: { firstName: 'Ingrid', lastName: 'Berg', jobTitle: '', userRole: 0, disabled: true },
  shortName: { firstName: 'I', lastName: 'Berg', jobTitle: '', userRole: 0, disabled: false },
} satisfies Record<string, EditUserValues>;

export type UserAdminModelEvent =
  | UserAdminEvent
  | DoneActorEvent<UserDetail, 'loadUser'>
  | ErrorActorEvent<UserAdminFailure, 'loadUser'>
  | DoneActorEvent<UserDetail, 'createUser'>
  | ErrorActorEvent<UserAdminFailure, 'createUser'>
  | DoneActorEvent<UserDetail, 'updateUser'>
  | ErrorActorEvent<UserAdminFailure, 'updateUser'>
  | DoneActorEvent<void, 'deleteUser'>
  | ErrorActorEvent<UserAdminFailure, 'deleteUser'>
  | DoneActorEvent<void, 'sendInvite'>
  | ErrorActorEvent<UserAdminFailure, 'sendInvite'>;

const done = <Id extends string, O>(id: Id, output: O) => ({ type: `xstate.done.actor.${id}` as const, actorId: id, output });
const failed = <Id extends string>(id: Id, error: UserAdminFailure) => ({ type: `xstate.error.actor.${id}` as const, actorId: id, error });
const OFFLINE: UserAdminFailure = { status: 0, message: '' };

export const userAdminEvents = {
  'users.createOpened': { pressed: { type: 'users.createOpened' } },
  'users.editOpened': { row: { type: 'users.editOpened', id: USER_ID } },
  'users.closed': { pressed: { type: 'users.closed' } },
  'users.createSubmitted': {
    invite: { type: 'users.createSubmitted', values: newUserForms.invite },
    adminLater: { type: 'users.createSubmitted', values: newUserForms.adminLater },
    badEmail: { type: 'users.createSubmitted', values: newUserForms.badEmail },
  },
  'users.saved': {
    promoted: { type: 'users.saved', values: editForms.promoted },
    disabled: { type: 'users.saved', values: editForms.disabled },
    shortName: { type: 'users.saved', values: editForms.shortName },
  },
  'users.deleteRequested': { pressed: { type: 'users.deleteRequested' } },
  'users.deleteConfirmed': { pressed: { type: 'users.deleteConfirmed' } },
  'users.inviteRequested': {
    open: { type: 'users.inviteRequested', id: USER_ID },
    // Not the user whose dialog is open: refused.
    other: { type: 'users.inviteRequested', id: OTHER_ID },
  },
  'xstate.done.actor.loadUser': { invited: done('loadUser', invitedUser), active: done('loadUser', activeUser) },
  'xstate.error.actor.loadUser': { offline: failed('loadUser', OFFLINE) },
  'xstate.done.actor.createUser': { ok: done('createUser', { ...invitedUser, id: 99 }) },
  'xstate.error.actor.createUser': {
    duplicate: failed('createUser', {
      status: 400,
      message: 'A user with this email already exists',
      fields: { email: ['A user with this email already exists'] },
    }),
    forbidden: failed('createUser', { status: 403, message: 'Only an Owner may grant the Owner role' }),
    offline: failed('createUser', OFFLINE),
  },
  'xstate.done.actor.updateUser': { ok: done('updateUser', { ...activeUser, jobTitle: 'Site lead', userRole: 1, userRoleFormatted: 'Admin' }) },
  'xstate.error.actor.updateUser': {
    fields: failed('updateUser', { status: 400, message: 'lastName: Last name is required;', fields: { lastName: ['Last name is required'] } }),
    lastOwner: failed('updateUser', { status: 400, message: 'A company must keep at least one Owner' }),
  },
  'xstate.done.actor.deleteUser': { ok: done('deleteUser', undefined) },
  'xstate.error.actor.deleteUser': { self: failed('deleteUser', { status: 400, message: 'You cannot delete your own account' }) },
  'xstate.done.actor.sendInvite': { ok: done('sendInvite', undefined) },
  'xstate.error.actor.sendInvite': { offline: failed('sendInvite', OFFLINE) },
} satisfies EventFixtures<UserAdminModelEvent>;

export const userAdminModel = defineModel({
  machine: userAdminMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    confirmDelete: ['view:confirmDelete'],
    creating: ['view:createDialog'],
    deleting: ['busy', 'view:confirmDelete'],
    'editing.editForm': ['view:editDialog'],
    'editing.inviting': ['busy', 'busy:invite', 'view:editDialog'],
    'editing.loadingUser': ['loading', 'view:editDialog'],
    'editing.saving': ['busy', 'busy:save', 'view:editDialog'],
    idle: ['view:list'],
    submittingCreate: ['busy', 'view:createDialog'],
  },
  variants: { page: { input: undefined } },
  events: userAdminEvents,
  // Who the dialogs are about (the invite guard reads the status) and what the forms show from the server.
  project: ({ context }) => ({
    user: context.user ? `${context.user.id}:${context.user.status}` : null,
    error: context.error,
    fieldErrors: Object.keys(context.fieldErrors),
  }),
});

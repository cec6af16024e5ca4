import { fromPromise } from 'xstate';
import type { CreateUserRequest, UpdateUserRequest, UserDetail, UserIdInput } from './userAdmin.types.ts';

// Placeholders: src/features/admin/ provides the real calls (through Mesh), tests provide fakes.
// Every one rejects with a `UserAdminFailure`.

/** GET /web/v1/users/{id}. */
export const loadUser = fromPromise<UserDetail, UserIdInput>(async () => {
  throw new Error('userAdmin: actor "loadUser" not provided');
});

/** POST /web/v1/users: the user is created without a password and, if asked, mailed the activation link. */
export const createUser = fromPromise<UserDetail, CreateUserRequest>(async () => {
  throw new Error('userAdmin: actor "createUser" not provided');
});

/** PUT /web/v1/users. */
export const updateUser = fromPromise<UserDetail, UpdateUserRequest>(async () => {
  throw new Error('userAdmin: actor "updateUser" not provided');
});

/** DELETE /web/v1/users/{id}. */
export const deleteUser = fromPromise<void, UserIdInput>(async () => {
  throw new Error('userAdmin: actor "deleteUser" not provided');
});

/** POST /web/v1/users/sendInviteEmail?id=…: a new activation link; earlier links stop working. */
export const sendInvite = fromPromise<void, UserIdInput>(async () => {
  throw new Error('userAdmin: actor "sendInvite" not provided');
});

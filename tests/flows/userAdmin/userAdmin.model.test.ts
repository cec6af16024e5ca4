import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { userAdminMachine } from '../../../machines/userAdmin/userAdmin.machine.ts';
import { activeUser, editForms, invitedUser, newUserForms, USER_ID, userAdminModel } from './userAdmin.model.ts';
import type { CreateUserRequest, UpdateUserRequest, UserAdminFailure, UserDetail, UserIdInput } from '../../../machines/userAdmin/userAdmin.types.ts';
import { createSpies, effectTracker, once, type Spies, graphsOf } from '../kit/harness.ts';

// The features spec's texts (section 8) and ours, written out rather than imported so a changed text fails here.
const LOAD_FAILED = 'Error while loading user. Please try again later';
const UPDATE_FAILED = 'Error while updating user. Please try again later';
const DELETE_FAILED = 'Error while deleting user. Please try again later';
const INVITE_FAILED = 'Error while sending invite email. Please try again later';
const INVITE_SENT = 'Invitation sent';
const CREATED = 'User added';
const UPDATED = 'User updated';
const DELETED = 'User deleted';
const CREATE_FALLBACK = 'The user could not be added. Please try again later';

const ACTIONS = ['refreshList', 'notify'] as const;
type Action = (typeof ACTIONS)[number];
type UserAdminSnapshot = SnapshotFrom<typeof userAdminMachine>;
const VIEW_TAGS = ['view:list', 'view:createDialog', 'view:editDialog', 'view:confirmDelete'];
const BUSY_STATES = ['submittingCreate', 'editing.saving', 'editing.inviting', 'deleting'];

const stateOf = (s: UserAdminSnapshot | undefined): string => {
  if (!s) return 'idle';
  return typeof s.value === 'string' ? s.value : Object.entries(s.value).map(([k, v]) => `${k}.${v}`)[0];
};
const fixtureOf = (label: string, event: string) => (label.startsWith(`${event}(`) ? label.slice(event.length + 1, -1) : null);

/** Where each event must lead (features spec, 'Users'), written independently of the machine. */
function expectedState(label: string, before: UserAdminSnapshot | undefined): string {
  const from = stateOf(before);
  if (label === 'xstate.init') return 'idle';
  if (label === 'users.createOpened') return 'creating';
  if (label === 'users.editOpened') return 'editing.loadingUser';
  if (label === 'users.closed') return from === 'confirmDelete' ? 'editing.editForm' : 'idle';
  if (label === 'users.createSubmitted(badEmail)') return from;
  if (label.startsWith('users.createSubmitted')) return 'submittingCreate';
  if (label === 'done:createUser') return 'idle';
  if (label.startsWith('error:createUser')) return 'creating';
  if (label.startsWith('done:loadUser')) return 'editing.editForm';
  if (label === 'error:loadUser') return 'idle';
  if (label === 'users.saved(shortName)') return from;
  if (label.startsWith('users.saved')) return 'editing.saving';
  if (label === 'done:updateUser') return 'idle';
  if (label.startsWith('error:updateUser')) return 'editing.editForm';
  if (label === 'users.deleteRequested') return 'confirmDelete';
  if (label === 'users.deleteConfirmed') return 'deleting';
  if (label === 'done:deleteUser') return 'idle';
  if (label === 'error:deleteUser') return 'editing.editForm';
  // Only the open user, and only while invited.
  if (label === 'users.inviteRequested(open)') return before?.context.user?.status === 'Invited' ? 'editing.inviting' : from;
  if (label === 'users.inviteRequested(other)') return from;
  if (label === 'done:sendInvite' || label === 'error:sendInvite') return 'editing.editForm';
  throw new Error(`no expectation for ${label}`);
}

const CREATE_REQUESTS: Record<string, CreateUserRequest> = {
  invite: { firstName: 'Ingrid', lastName: 'Berg', jobTitle: null, email: 'ingrid.berg@nordbygg.example', userRole: 0, sendInviteEmail: true },
  adminLater: { firstName: 'Karl', lastName: 'Öberg', jobTitle: 'Site lead', email: 'karl.oberg@nordbygg.example', userRole: 1, sendInviteEmail: false },
};
const UPDATE_REQUESTS: Record<string, UpdateUserRequest> = {
  promoted: { id: USER_ID, firstName: 'Ingrid', lastName: 'Berg', jobTitle: 'Site lead', userRole: 1, disabled: false },
  disabled: { id: USER_ID, firstName: 'Ingrid', lastName: 'Berg', jobTitle: null, userRole: 0, disabled: true },
};

function expectedEffects(label: string): Partial<Record<Action, number>> {
  if (['done:createUser', 'done:updateUser', 'done:deleteUser', 'done:sendInvite'].includes(label)) return once('refreshList', 'notify');
  if (['error:loadUser', 'error:deleteUser', 'error:sendInvite'].includes(label) || label.startsWith('error:updateUser')) return once('notify');
  // A failed create stays in its dialog with the server's message: no toast.
  return {};
}

function checker(spies: Spies<Action>) {
  const effects = effectTracker(spies);
  let createForm: string | null = null;
  let saveForm: string | null = null;
  return ({ label, before, after, invocations }: StepInfo) => {
    const snap = after as UserAdminSnapshot;
    const prev = before as UserAdminSnapshot | undefined;
    const state = stateOf(snap);
    const entered = (name: string) => state === name && stateOf(prev) !== name;
    createForm = fixtureOf(label, 'users.createSubmitted') ?? createForm;
    saveForm = fixtureOf(label, 'users.saved') ?? saveForm;

    expect(state, `state after ${label}`).toBe(expectedState(label, prev));
    expect(
      VIEW_TAGS.filter((t) => snap.hasTag(t)),
      'exactly one view',
    ).toHaveLength(1);
    expect(snap.hasTag('busy')).toBe(BUSY_STATES.includes(state));
    expect(effects.next(), `side effects of ${label}`).toEqual(expectedEffects(label));

    // What each call is asked.
    if (entered('editing.loadingUser')) expect(invocations.at(-1)).toEqual({ src: 'loadUser', input: { id: USER_ID } });
    if (entered('submittingCreate')) expect(invocations.at(-1)).toEqual({ src: 'createUser', input: CREATE_REQUESTS[createForm!] });
    if (entered('editing.saving')) expect(invocations.at(-1)).toEqual({ src: 'updateUser', input: UPDATE_REQUESTS[saveForm!] });
    if (entered('deleting')) expect(invocations.at(-1)).toEqual({ src: 'deleteUser', input: { id: USER_ID } });
    if (entered('editing.inviting')) expect(invocations.at(-1)).toEqual({ src: 'sendInvite', input: { id: USER_ID } });

    // What each answer says.
    const lastNotice = spies.notify.mock.lastCall?.[1];
    if (label === 'done:createUser') {
      // The answer is the fixture's user (Ingrid), whichever form was sent.
      // The texts are catalogue texts (translated on screen), the address or name filled in after.
      const said =
        createForm === 'invite'
          ? { text: 'An invitation e-mail was sent to {email}.', values: { email: 'ingrid.berg@nordbygg.example' } }
          : { text: 'No invitation was sent yet: open {name} to send one.', values: { name: 'Ingrid Berg' } };
      expect(lastNotice).toEqual({ tone: 'success', title: CREATED, ...said });
    }
    if (label === 'error:loadUser') expect(lastNotice).toEqual({ tone: 'error', title: LOAD_FAILED, text: null });
    if (label === 'done:updateUser') expect(lastNotice).toEqual({ tone: 'success', title: UPDATED, text: null });
    if (label === 'error:updateUser(fields)') {
      expect(lastNotice).toEqual({ tone: 'error', title: UPDATE_FAILED, text: null });
      expect(snap.context.fieldErrors).toEqual({ lastName: 'Last name is required' });
    }
    if (label === 'error:updateUser(lastOwner)') {
      expect(lastNotice).toEqual({ tone: 'error', title: UPDATE_FAILED, text: 'A company must keep at least one Owner' });
      expect(snap.context.fieldErrors).toEqual({});
    }
    if (label === 'done:deleteUser')
      expect(lastNotice).toEqual({ tone: 'success', title: DELETED, text: '{name} no longer has access.', values: { name: 'Ingrid Berg' } });
    if (label === 'error:deleteUser') expect(lastNotice).toEqual({ tone: 'error', title: DELETE_FAILED, text: 'You cannot delete your own account' });
    if (label === 'done:sendInvite')
      expect(lastNotice).toEqual({
        tone: 'success',
        title: INVITE_SENT,
        text: 'A new activation link was sent to {email}.',
        values: { email: 'ingrid.berg@nordbygg.example' },
      });
    if (label === 'error:sendInvite') expect(lastNotice).toEqual({ tone: 'error', title: INVITE_FAILED, text: null });

    const createErrors: Record<string, [string, object]> = {
      'error:createUser(duplicate)': ['A user with this email already exists', { email: 'A user with this email already exists' }],
      'error:createUser(forbidden)': ['Only an Owner may grant the Owner role', {}],
      'error:createUser(offline)': [CREATE_FALLBACK, {}],
    };
    if (label in createErrors) {
      expect(snap.context.error).toBe(createErrors[label][0]);
      expect(snap.context.fieldErrors).toEqual(createErrors[label][1]);
      expect(snap.context.newUser, 'the submitted form is kept').toEqual(newUserForms[createForm as keyof typeof newUserForms]);
    }
    if (entered('submittingCreate') || entered('editing.saving')) expect(snap.context).toMatchObject({ error: null, fieldErrors: {} });
    if (label === 'done:loadUser(invited)') expect(snap.context.user).toEqual(invitedUser);
    if (label === 'done:loadUser(active)') expect(snap.context.user).toEqual(activeUser);
    if (state.startsWith('editing.') && state !== 'editing.loadingUser') expect(snap.context.user?.id).toBe(USER_ID);
    if (state === 'idle') expect(snap.context).toEqual({ userId: null, user: null, newUser: null, changes: null, error: null, fieldErrors: {} });
    if (label === 'users.closed' && stateOf(prev) === 'confirmDelete') expect(snap.context.user).toEqual(prev!.context.user);
    if (state === 'editing.editForm') {
      expect(snap.can({ type: 'users.saved', values: editForms.promoted })).toBe(true);
      expect(snap.can({ type: 'users.saved', values: editForms.shortName }), 'a one-letter name is refused before the call').toBe(false);
    }
  };
}

describe('userAdmin: generated paths', () => {
  for (const graph of graphsOf(userAdminModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        const spies = createSpies(ACTIONS);
        await replayPath(graph, modelPath, { actions: spies, advanceTime: () => {}, onStep: checker(spies) });
      });
    }
  }
});

// --- Hand-written journeys with pinned end states ---------------------------------------------

type Call = { src: string; input: unknown };

/** A small server stand-in: the company's users, the calls made, and one scripted failure per call name. */
function startUserAdmin(options: { fail?: Partial<Record<string, UserAdminFailure[]>>; users?: UserDetail[] } = {}) {
  const users = new Map((options.users ?? [invitedUser]).map((u) => [u.id, { ...u }]));
  const calls: Call[] = [];
  const failures = Object.fromEntries(Object.entries(options.fail ?? {}).map(([k, v]) => [k, [...(v ?? [])]]));
  const answer = async <T>(src: string, input: unknown, ok: () => T): Promise<T> => {
    calls.push({ src, input });
    const failure = failures[src]?.shift();
    if (failure) throw failure;
    return ok();
  };
  const find = (id: number) => {
    const user = users.get(id);
    if (!user) throw { status: 404, message: 'User not found' } satisfies UserAdminFailure;
    return user;
  };
  const spies = createSpies(ACTIONS);
  const machine = userAdminMachine.provide({
    actions: spies,
    actors: {
      loadUser: fromPromise<UserDetail, UserIdInput>(({ input }) => answer('loadUser', input, () => find(input.id))),
      createUser: fromPromise<UserDetail, CreateUserRequest>(({ input }) =>
        answer('createUser', input, () => {
          const user: UserDetail = {
            ...invitedUser,
            id: 100 + users.size,
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            userRole: input.userRole,
            jobTitle: input.jobTitle,
          };
          users.set(user.id, user);
          return user;
        }),
      ),
      updateUser: fromPromise<UserDetail, UpdateUserRequest>(({ input }) =>
        answer('updateUser', input, () => {
          const { id, disabled, ...fields } = input;
          const user: UserDetail = { ...find(id), ...fields, status: disabled ? 'Disabled' : find(id).status };
          users.set(id, user);
          return user;
        }),
      ),
      deleteUser: fromPromise<void, UserIdInput>(({ input }) => answer('deleteUser', input, () => void users.delete(find(input.id).id))),
      sendInvite: fromPromise<void, UserIdInput>(({ input }) => answer('sendInvite', input, () => void find(input.id))),
    },
  });
  const actor = createActor(machine).start();
  return { actor, spies, calls, users };
}

const flush = async () => {
  for (let i = 0; i < 8; i++) await Promise.resolve();
};
const notices = (spies: Spies<Action>) => spies.notify.mock.calls.map((c) => c[1]);

describe('userAdmin: journeys', () => {
  it('adding a user: an address already taken keeps the dialog with the server message; the corrected one creates the user, invites and refreshes once', async () => {
    const duplicate: UserAdminFailure = {
      status: 400,
      message: 'A user with this email already exists',
      fields: { email: ['A user with this email already exists'] },
    };
    const { actor, spies, calls, users } = startUserAdmin({ fail: { createUser: [duplicate] } });
    actor.send({ type: 'users.createOpened' });
    actor.send({ type: 'users.createSubmitted', values: newUserForms.badEmail });
    expect(calls).toEqual([]);
    actor.send({ type: 'users.createSubmitted', values: newUserForms.invite });
    actor.send({ type: 'users.closed' }); // ignored while the call is under way
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(actor.getSnapshot().value).toBe('creating');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'A user with this email already exists',
      fieldErrors: { email: 'A user with this email already exists' },
    });
    expect(spies.refreshList).not.toHaveBeenCalled();

    actor.send({ type: 'users.createSubmitted', values: { ...newUserForms.invite, email: 'ingrid.berg2@nordbygg.example' } });
    await flush();

    const end = actor.getSnapshot();
    expect(end.value).toBe('idle');
    expect(end.context).toEqual({ userId: null, user: null, newUser: null, changes: null, error: null, fieldErrors: {} });
    expect(calls.map((c) => (c.input as CreateUserRequest).email)).toEqual(['ingrid.berg@nordbygg.example', 'ingrid.berg2@nordbygg.example']);
    expect([...users.values()].map((u) => u.email)).toContain('ingrid.berg2@nordbygg.example');
    expect(spies.refreshList).toHaveBeenCalledTimes(1);
    expect(notices(spies)).toEqual([
      { tone: 'success', title: CREATED, text: 'An invitation e-mail was sent to {email}.', values: { email: 'ingrid.berg2@nordbygg.example' } },
    ]);
  });

  it('promoting to Admin: a refusal keeps the form and toasts the server text; the second save goes through and refreshes the list', async () => {
    const { actor, spies, calls, users } = startUserAdmin({
      users: [activeUser],
      fail: { updateUser: [{ status: 403, message: 'You may not change user roles' }] },
    });
    actor.send({ type: 'users.editOpened', id: USER_ID });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await flush();
    expect(actor.getSnapshot().context.user).toEqual(activeUser);
    actor.send({ type: 'users.saved', values: editForms.promoted });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ editing: 'editForm' });
    expect(notices(spies)).toEqual([{ tone: 'error', title: UPDATE_FAILED, text: 'You may not change user roles' }]);
    expect(spies.refreshList).not.toHaveBeenCalled();

    actor.send({ type: 'users.saved', values: editForms.promoted });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls.filter((c) => c.src === 'updateUser')).toHaveLength(2);
    expect(users.get(USER_ID)).toMatchObject({ userRole: 1, jobTitle: 'Site lead', status: 'Active' });
    expect(spies.refreshList).toHaveBeenCalledTimes(1);
    expect(notices(spies).at(-1)).toEqual({ tone: 'success', title: UPDATED, text: null });
  });

  it('deleting asks first: cancel returns to the same dialog; confirm removes the user; opening the removed row then fails to load', async () => {
    const { actor, spies, users } = startUserAdmin();
    actor.send({ type: 'users.editOpened', id: USER_ID });
    await flush();
    actor.send({ type: 'users.deleteRequested' });
    expect(actor.getSnapshot().hasTag('view:confirmDelete')).toBe(true);
    actor.send({ type: 'users.closed' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'editForm' });
    expect(actor.getSnapshot().context.user).toEqual(invitedUser);
    expect(users.has(USER_ID)).toBe(true);

    actor.send({ type: 'users.deleteRequested' });
    actor.send({ type: 'users.deleteConfirmed' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(users.has(USER_ID)).toBe(false);
    expect(spies.refreshList).toHaveBeenCalledTimes(1);

    // A stale list still shows the row.
    actor.send({ type: 'users.editOpened', id: USER_ID });
    await flush();
    const end = actor.getSnapshot();
    expect(end.value).toBe('idle');
    expect(end.context.user).toBeNull();
    expect(notices(spies)).toEqual([
      { tone: 'success', title: DELETED, text: '{name} no longer has access.', values: { name: 'Ingrid Berg' } },
      { tone: 'error', title: LOAD_FAILED, text: 'User not found' },
    ]);
  });

  it('deleting yourself is refused by the server: back in the dialog with the toast, nothing refreshed', async () => {
    const { actor, spies } = startUserAdmin({ users: [activeUser], fail: { deleteUser: [{ status: 400, message: 'You cannot delete your own account' }] } });
    actor.send({ type: 'users.editOpened', id: USER_ID });
    await flush();
    actor.send({ type: 'users.deleteRequested' });
    actor.send({ type: 'users.deleteConfirmed' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ editing: 'editForm' });
    expect(actor.getSnapshot().context.user).toEqual(activeUser);
    expect(spies.refreshList).not.toHaveBeenCalled();
    expect(notices(spies)).toEqual([{ tone: 'error', title: DELETE_FAILED, text: 'You cannot delete your own account' }]);
  });

  it('resending an invitation keeps the dialog open; a failure says so; an activated user cannot be re-invited', async () => {
    const { actor, spies, calls } = startUserAdmin({ fail: { sendInvite: [{ status: 0, message: '' }] } });
    actor.send({ type: 'users.editOpened', id: USER_ID });
    await flush();
    actor.send({ type: 'users.inviteRequested', id: USER_ID });
    expect(actor.getSnapshot().hasTag('busy:invite')).toBe(true);
    await flush();
    expect(notices(spies)).toEqual([{ tone: 'error', title: INVITE_FAILED, text: null }]);
    actor.send({ type: 'users.inviteRequested', id: USER_ID });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ editing: 'editForm' });
    expect(spies.refreshList).toHaveBeenCalledTimes(1);
    expect(notices(spies).at(-1)).toEqual({
      tone: 'success',
      title: INVITE_SENT,
      text: 'A new activation link was sent to {email}.',
      values: { email: 'ingrid.berg@nordbygg.example' },
    });
    actor.send({ type: 'users.closed' });

    const other = startUserAdmin({ users: [activeUser] });
    other.actor.send({ type: 'users.editOpened', id: USER_ID });
    await flush();
    expect(other.actor.getSnapshot().can({ type: 'users.inviteRequested', id: USER_ID })).toBe(false);
    expect(calls.filter((c) => c.src === 'sendInvite')).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('closing while the user loads drops the late answer', async () => {
    let release: (u: UserDetail) => void = () => {};
    const machine = userAdminMachine.provide({
      actions: createSpies(ACTIONS),
      actors: { loadUser: fromPromise<UserDetail, UserIdInput>(() => new Promise((resolve) => (release = resolve))) },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'users.editOpened', id: USER_ID });
    actor.send({ type: 'users.closed' });
    release(invitedUser);
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.user).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { clientAdminMachine } from '../../../machines/clientAdmin/clientAdmin.machine.ts';
import { CLIENT, clientAdminModel, CREATED, RENEWED, TAKEN } from './clientAdmin.model.ts';
import type {
  ApiClientRef,
  ApiClientSecret,
  ClientAdminFailure,
  ClientIdInput,
  ClientNameRequest,
  UpdateClientRequest,
} from '../../../machines/clientAdmin/clientAdmin.types.ts';
import { createSpies, effectTracker, once, type Spies } from '../kit/harness.ts';

// The platform spec's texts (section 8) and ours, written out so a changed text fails here.
const CREATE_FAILED = 'Error while creating client. Please try again later';
const EDIT_FAILED = 'Error while editing client. Please try again later';
const DELETE_FAILED = 'Error while deleting client. Please try again later';
const SECRET_FAILED = 'Error while generating new client secret. Please try again later';
const UPDATED = 'Client updated';
const DELETED = 'Client deleted';

const ACTIONS = ['refreshList', 'notify'] as const;
type Action = (typeof ACTIONS)[number];
type Snapshot = SnapshotFrom<typeof clientAdminMachine>;
const VIEW_TAGS = ['view:list', 'view:createDialog', 'view:editDialog', 'view:confirmDelete', 'view:confirmSecret', 'view:secret'];
const BUSY_STATES = ['submittingCreate', 'saving', 'deleting', 'generatingSecret'];
const stateOf = (s: Snapshot | undefined) => (s ? String(s.value) : 'idle');

/** Where each event must lead (platform spec, 'Client management'), written independently of the machine. */
function expectedState(label: string, before: Snapshot | undefined): string {
  const from = stateOf(before);
  if (label === 'xstate.init') return 'idle';
  if (label === 'clients.createOpened') return 'creating';
  if (label === 'clients.editOpened') return 'editing';
  if (label === 'clients.closed') return from === 'confirmDelete' || from === 'confirmSecret' ? 'editing' : 'idle';
  if (label === 'clients.createSubmitted(blank)' || label === 'clients.saved(tooLong)') return from;
  if (label === 'clients.createSubmitted(named)') return 'submittingCreate';
  if (label === 'done:createClient') return 'showingSecret';
  if (label.startsWith('error:createClient')) return 'creating';
  if (label === 'clients.saved(renamed)') return 'saving';
  if (label === 'done:updateClient') return 'idle';
  if (label.startsWith('error:updateClient')) return 'editing';
  if (label === 'clients.deleteRequested') return 'confirmDelete';
  if (label === 'clients.deleteConfirmed') return 'deleting';
  if (label === 'done:deleteClient') return 'idle';
  if (label === 'error:deleteClient') return 'editing';
  if (label === 'clients.secretRequested') return 'confirmSecret';
  if (label === 'clients.secretConfirmed') return 'generatingSecret';
  if (label === 'done:newSecret') return 'showingSecret';
  if (label === 'error:newSecret') return 'editing';
  throw new Error(`no expectation for ${label}`);
}

function expectedEffects(label: string): Partial<Record<Action, number>> {
  if (['done:updateClient', 'done:deleteClient'].includes(label)) return once('refreshList', 'notify');
  // The popup is the confirmation of a create or a new secret: the list refreshes behind it.
  if (['done:createClient', 'done:newSecret'].includes(label)) return once('refreshList');
  if (label.startsWith('error:updateClient') || label === 'error:deleteClient' || label === 'error:newSecret') return once('notify');
  return {};
}

function checker(spies: Spies<Action>) {
  const effects = effectTracker(spies);
  return ({ label, before, after, invocations }: StepInfo) => {
    const snap = after as Snapshot;
    const prev = before as Snapshot | undefined;
    const state = stateOf(snap);
    const entered = (name: string) => state === name && stateOf(prev) !== name;

    expect(state, `state after ${label}`).toBe(expectedState(label, prev));
    expect(VIEW_TAGS.filter((t) => snap.hasTag(t))).toHaveLength(1);
    expect(snap.hasTag('busy')).toBe(BUSY_STATES.includes(state));
    expect(effects.next(), `side effects of ${label}`).toEqual(expectedEffects(label));

    // What each call is asked: the name trimmed, the row's clientId.
    if (entered('submittingCreate')) expect(invocations.at(-1)).toEqual({ src: 'createClient', input: { name: 'Rental system' } });
    if (entered('saving')) expect(invocations.at(-1)).toEqual({ src: 'updateClient', input: { clientId: CLIENT.clientId, name: 'ERP export (nightly)' } });
    if (entered('deleting')) expect(invocations.at(-1)).toEqual({ src: 'deleteClient', input: { clientId: CLIENT.clientId } });
    if (entered('generatingSecret')) expect(invocations.at(-1)).toEqual({ src: 'newSecret', input: { clientId: CLIENT.clientId } });

    const lastNotice = spies.notify.mock.lastCall?.[1];
    if (label === 'done:createClient') expect(snap.context.secret).toEqual(CREATED);
    if (label === 'done:newSecret') expect(snap.context.secret).toEqual(RENEWED);
    if (label === 'error:createClient(taken)') expect(snap.context).toMatchObject({ nameError: TAKEN.message, error: null });
    if (label === 'error:createClient(offline)') expect(snap.context).toMatchObject({ nameError: null, error: CREATE_FAILED });
    if (label === 'done:updateClient') expect(lastNotice).toEqual({ tone: 'success', title: UPDATED, text: 'ERP export (nightly)' });
    if (label === 'error:updateClient(taken)') {
      expect(lastNotice).toEqual({ tone: 'error', title: EDIT_FAILED, text: null });
      expect(snap.context.nameError).toBe(TAKEN.message);
    }
    if (label === 'error:updateClient(gone)') expect(lastNotice).toEqual({ tone: 'error', title: EDIT_FAILED, text: 'API client not found' });
    if (label === 'done:deleteClient') expect(lastNotice).toEqual({ tone: 'success', title: DELETED, text: 'ERP export can no longer call the API.' });
    if (label === 'error:deleteClient') expect(lastNotice).toEqual({ tone: 'error', title: DELETE_FAILED, text: null });
    if (label === 'error:newSecret') expect(lastNotice).toEqual({ tone: 'error', title: SECRET_FAILED, text: 'You do not have permission to do this' });

    // The secret lives only while its popup is open.
    expect(snap.context.secret !== null).toBe(state === 'showingSecret');
    if (state === 'idle') expect(snap.context).toEqual({ client: null, name: null, error: null, nameError: null, secret: null });
    if (['editing', 'saving', 'confirmDelete', 'deleting', 'confirmSecret', 'generatingSecret'].includes(state)) expect(snap.context.client).toEqual(CLIENT);
  };
}

describe('clientAdmin: generated paths', () => {
  for (const graph of buildModelGraphs(clientAdminModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        const spies = createSpies(ACTIONS);
        await replayPath(graph, modelPath, { actions: spies, advanceTime: () => {}, onStep: checker(spies) });
      });
    }
  }
});

// --- Hand-written journeys with pinned end states ---------------------------------------------

/** A small server stand-in: the company's clients, their secrets, one scripted failure per call name. */
function startClientAdmin(options: { fail?: Partial<Record<string, ClientAdminFailure[]>> } = {}) {
  const clients = new Map<string, { name: string; secret: string }>([[CLIENT.clientId, { name: CLIENT.name, secret: 'first' }]]);
  const failures = Object.fromEntries(Object.entries(options.fail ?? {}).map(([k, v]) => [k, [...(v ?? [])]]));
  let n = 0;
  const answer = async <T>(src: string, ok: () => T): Promise<T> => {
    const failure = failures[src]?.shift();
    if (failure) throw failure;
    return ok();
  };
  const find = (clientId: string) => {
    const c = clients.get(clientId);
    if (!c) throw { status: 404, message: 'API client not found' } satisfies ClientAdminFailure;
    return c;
  };
  const spies = createSpies(ACTIONS);
  const machine = clientAdminMachine.provide({
    actions: spies,
    actors: {
      createClient: fromPromise<ApiClientSecret, ClientNameRequest>(({ input }) =>
        answer('createClient', () => {
          if ([...clients.values()].some((c) => c.name === input.name)) throw TAKEN;
          const clientId = `sl_${String(++n).padStart(32, '0')}`;
          clients.set(clientId, { name: input.name, secret: `secret-${n}` });
          return { clientId, clientSecret: `secret-${n}`, name: input.name };
        }),
      ),
      updateClient: fromPromise<ApiClientRef, UpdateClientRequest>(({ input }) =>
        answer('updateClient', () => {
          find(input.clientId).name = input.name;
          return { clientId: input.clientId, name: input.name };
        }),
      ),
      deleteClient: fromPromise<void, ClientIdInput>(({ input }) => answer('deleteClient', () => void clients.delete(find(input.clientId) && input.clientId))),
      newSecret: fromPromise<ApiClientSecret, ClientIdInput>(({ input }) =>
        answer('newSecret', () => {
          const c = find(input.clientId);
          c.secret = `renewed-${++n}`;
          return { clientId: input.clientId, clientSecret: c.secret, name: c.name };
        }),
      ),
    },
  });
  return { actor: createActor(machine).start(), spies, clients };
}

const flush = async () => {
  for (let i = 0; i < 8; i++) await Promise.resolve();
};

describe('clientAdmin: journeys', () => {
  it('creating: a taken name stays on the field; the next name shows the secret once, and closing forgets it', async () => {
    const { actor, spies, clients } = startClientAdmin();
    actor.send({ type: 'clients.createOpened' });
    actor.send({ type: 'clients.createSubmitted', name: 'ERP export' });
    await flush();
    expect(actor.getSnapshot().value).toBe('creating');
    expect(actor.getSnapshot().context.nameError).toBe(TAKEN.message);

    actor.send({ type: 'clients.createSubmitted', name: 'Rental system' });
    await flush();
    const shown = actor.getSnapshot();
    expect(shown.value).toBe('showingSecret');
    expect(shown.context.secret).toEqual({ clientId: `sl_${'1'.padStart(32, '0')}`, clientSecret: 'secret-1', name: 'Rental system' });
    expect(clients.size).toBe(2);
    expect(spies.refreshList).toHaveBeenCalledTimes(1);

    actor.send({ type: 'clients.closed' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.secret).toBeNull();
  });

  it('a new secret is confirmed first; cancelling keeps the old one; a refusal toasts the spec text', async () => {
    const { actor, spies, clients } = startClientAdmin({ fail: { newSecret: [{ status: 0, message: '' }] } });
    actor.send({ type: 'clients.editOpened', client: CLIENT });
    actor.send({ type: 'clients.secretRequested' });
    actor.send({ type: 'clients.closed' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(clients.get(CLIENT.clientId)!.secret).toBe('first');

    actor.send({ type: 'clients.secretRequested' });
    actor.send({ type: 'clients.secretConfirmed' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(spies.notify.mock.calls.map((c) => c[1])).toEqual([{ tone: 'error', title: SECRET_FAILED, text: null }]);

    actor.send({ type: 'clients.secretRequested' });
    actor.send({ type: 'clients.secretConfirmed' });
    await flush();
    expect(actor.getSnapshot().context.secret?.clientSecret).toBe(clients.get(CLIENT.clientId)!.secret);
    expect(clients.get(CLIENT.clientId)!.secret).not.toBe('first');
  });

  it('deleting a client another admin already removed toasts the failure and keeps the dialog', async () => {
    const { actor, spies, clients } = startClientAdmin();
    clients.clear();
    actor.send({ type: 'clients.editOpened', client: CLIENT });
    actor.send({ type: 'clients.deleteRequested' });
    actor.send({ type: 'clients.deleteConfirmed' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(spies.refreshList).not.toHaveBeenCalled();
    expect(spies.notify.mock.calls.map((c) => c[1])).toEqual([{ tone: 'error', title: DELETE_FAILED, text: 'API client not found' }]);
  });
});

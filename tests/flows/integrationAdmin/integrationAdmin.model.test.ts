import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { integrationAdminMachine } from '../../../machines/integrationAdmin/integrationAdmin.machine.ts';
import { DETAIL, FEED, IMPORTED, INTEGRATION, integrationAdminModel, NAME_MISSING, NOT_A_FEED, PROVIDERS, RENAMED, SUMMARY } from './integrationAdmin.model.ts';
import type {
  ImportFeedRequest,
  ImportSummary,
  IntegrationAdminFailure,
  IntegrationDetail,
  IntegrationIdInput,
  IntegrationSummary,
  Provider,
  SaveIntegrationRequest,
} from '../../../machines/integrationAdmin/integrationAdmin.types.ts';
import { createSpies, effectTracker, once, type Spies } from '../kit/harness.ts';

// The platform spec's texts (section 8) and ours, written out so a changed text fails here.
const LOAD_FAILED = 'Error while getting specific integration. Please try again later';
const SAVE_FAILED = 'Error while adding integration/integrations. Please try again later';
const DELETE_FAILED = 'Error while deleting integration. Please try again later';
const IMPORT_FAILED = 'The feed file could not be imported. Please try again later';
const SAVED = 'Integration saved';
const DELETED = 'Integration deleted';

const ACTIONS = ['notify'] as const;
type Action = (typeof ACTIONS)[number];
type Snapshot = SnapshotFrom<typeof integrationAdminMachine>;
const VIEW_TAGS = ['view:loading', 'view:failed', 'view:list', 'view:nameDialog', 'view:detail', 'view:confirmDelete'];
const BUSY_STATES = ['loading', 'saving', 'opening', 'uploading', 'refreshing', 'deleting'];
const stateOf = (s: Snapshot | undefined) => (s ? String(s.value) : 'loading');

/** Where each event must lead, written independently of the machine. */
function expectedState(label: string, before: Snapshot | undefined): string {
  const from = stateOf(before);
  if (label === 'xstate.init') return 'loading';
  if (label === 'done:loadProviders') return 'idle';
  if (label.startsWith('error:loadProviders')) return 'failed';
  if (label === 'integrations.retried') return 'loading';
  if (label === 'integrations.addOpened' || label === 'integrations.renameOpened') return 'naming';
  if (label === 'integrations.opened') return 'opening';
  if (label === 'integrations.closed') return from === 'confirmDelete' ? 'detail' : 'idle';
  if (label === 'integrations.saved(blank)' || label === 'integrations.saved(tooLong)') return from;
  if (label === 'integrations.saved(named)') return 'saving';
  if (label === 'done:saveIntegration') return 'idle';
  if (label.startsWith('error:saveIntegration')) return 'naming';
  if (label === 'done:loadIntegration') return 'detail';
  if (label.startsWith('error:loadIntegration')) return 'idle';
  if (label === 'integrations.uploadSubmitted') return 'uploading';
  if (label === 'done:importFeed') return 'refreshing';
  if (label.startsWith('error:importFeed')) return 'detail';
  if (label === 'done:refreshIntegration' || label.startsWith('error:refreshIntegration')) return 'detail';
  if (label === 'integrations.deleteRequested') return 'confirmDelete';
  if (label === 'integrations.deleteConfirmed') return 'deleting';
  if (label === 'done:deleteIntegration') return 'loading';
  if (label.startsWith('error:deleteIntegration')) return 'detail';
  throw new Error(`no expectation for ${label}`);
}

function expectedEffects(label: string): Partial<Record<Action, number>> {
  if (['done:saveIntegration', 'done:deleteIntegration'].includes(label)) return once('notify');
  if (label.startsWith('error:loadIntegration') || label.startsWith('error:refreshIntegration') || label.startsWith('error:deleteIntegration'))
    return once('notify');
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

    // What each call is asked: the name trimmed, an id only for a rename, the file as picked.
    if (entered('saving')) {
      const renaming = snap.context.integration !== null;
      expect(invocations.at(-1)).toEqual({
        src: 'saveIntegration',
        input: renaming ? { id: INTEGRATION.id, providerId: INTEGRATION.providerId, name: RENAMED } : { providerId: 'cat-product-link', name: RENAMED },
      });
    }
    if (entered('opening')) expect(invocations.at(-1)).toEqual({ src: 'loadIntegration', input: { id: INTEGRATION.id } });
    if (entered('uploading')) expect(invocations.at(-1)).toEqual({ src: 'importFeed', input: { id: INTEGRATION.id, ...FEED } });
    if (entered('refreshing')) expect(invocations.at(-1)).toEqual({ src: 'refreshIntegration', input: { id: INTEGRATION.id } });
    if (entered('deleting')) expect(invocations.at(-1)).toEqual({ src: 'deleteIntegration', input: { id: INTEGRATION.id } });

    const lastNotice = spies.notify.mock.lastCall?.[1];
    if (label === 'done:loadProviders') expect(snap.context.providers).toEqual(PROVIDERS);
    if (label === 'error:loadProviders(offline)') expect(snap.context.listError).toEqual({ status: 0, message: '' });
    if (label === 'done:saveIntegration') {
      expect(lastNotice).toEqual({ tone: 'success', title: SAVED, text: RENAMED });
      expect(snap.context.providers.flatMap((p) => p.integrations.map((i) => i.name))).toEqual([RENAMED]);
    }
    if (label === 'error:saveIntegration(nameMissing)') expect(snap.context).toMatchObject({ nameError: 'Name is required', error: null });
    if (label === 'error:saveIntegration(offline)') expect(snap.context).toMatchObject({ nameError: null, error: SAVE_FAILED });
    if (label === 'done:loadIntegration') expect(snap.context.detail).toEqual(DETAIL);
    if (label === 'error:loadIntegration(gone)') expect(lastNotice).toEqual({ tone: 'error', title: LOAD_FAILED, text: 'Integration not found' });
    if (label === 'done:importFeed') expect(snap.context.imported).toEqual(SUMMARY);
    if (label === 'error:importFeed(notAFeed)') expect(snap.context.importError).toBe(NOT_A_FEED.fields!.content[0]);
    if (label === 'error:importFeed(offline)') expect(snap.context.importError).toBe(IMPORT_FAILED);
    if (label === 'done:refreshIntegration') {
      expect(snap.context.detail).toEqual(IMPORTED);
      expect(snap.context.providers.flatMap((p) => p.integrations).find((i) => i.id === INTEGRATION.id)?.machineCount).toBe(2);
    }
    if (label === 'error:refreshIntegration(offline)') expect(lastNotice).toEqual({ tone: 'error', title: LOAD_FAILED, text: null });
    if (label === 'done:deleteIntegration') expect(lastNotice).toEqual({ tone: 'success', title: DELETED, text: INTEGRATION.name });
    if (label === 'error:deleteIntegration(gone)') expect(lastNotice).toEqual({ tone: 'error', title: DELETE_FAILED, text: 'Integration not found' });

    if (state === 'idle') expect(snap.context).toMatchObject({ provider: null, integration: null, detail: null, error: null, nameError: null, imported: null });
    if (['opening', 'detail', 'uploading', 'refreshing', 'confirmDelete', 'deleting'].includes(state)) expect(snap.context.integration).toEqual(INTEGRATION);
  };
}

describe('integrationAdmin: generated paths', () => {
  for (const graph of buildModelGraphs(integrationAdminModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        const spies = createSpies(ACTIONS);
        await replayPath(graph, modelPath, { actions: spies, advanceTime: () => {}, onStep: checker(spies) });
      });
    }
  }
});

// --- Hand-written journeys with pinned end states ---------------------------------------------

/** A small server stand-in: the providers, the company's integrations, one scripted failure per call name. */
function startIntegrationAdmin(options: { fail?: Partial<Record<string, IntegrationAdminFailure[]>> } = {}) {
  const integrations = new Map<number, IntegrationSummary & { lastImport: ImportSummary | null }>([[INTEGRATION.id, { ...INTEGRATION, lastImport: null }]]);
  const failures = Object.fromEntries(Object.entries(options.fail ?? {}).map(([k, v]) => [k, [...(v ?? [])]]));
  let n = 100;
  const answer = async <T>(src: string, ok: () => T): Promise<T> => {
    const failure = failures[src]?.shift();
    if (failure) throw failure;
    return ok();
  };
  const all = () => [...integrations.values()].map(({ lastImport: _, ...s }) => s);
  const find = (id: number) => {
    const found = integrations.get(id);
    if (!found) throw { status: 404, message: 'Integration not found' } satisfies IntegrationAdminFailure;
    return found;
  };
  const spies = createSpies(ACTIONS);
  const machine = integrationAdminMachine.provide({
    actions: spies,
    actors: {
      loadProviders: fromPromise<Provider[], void>(() =>
        answer('loadProviders', () => PROVIDERS.map((p) => ({ ...p, integrations: all().filter((i) => i.providerId === p.id) }))),
      ),
      saveIntegration: fromPromise<IntegrationSummary[], SaveIntegrationRequest>(({ input }) =>
        answer('saveIntegration', () => {
          if (input.id !== undefined) find(input.id).name = input.name;
          else {
            const provider = PROVIDERS.find((p) => p.id === input.providerId)!;
            integrations.set(++n, { ...INTEGRATION, id: n, providerId: provider.id, providerName: provider.name, name: input.name, lastImport: null });
          }
          return all();
        }),
      ),
      loadIntegration: fromPromise<IntegrationDetail, IntegrationIdInput>(({ input }) => answer('loadIntegration', () => ({ ...find(input.id) }))),
      refreshIntegration: fromPromise<IntegrationDetail, IntegrationIdInput>(({ input }) => answer('refreshIntegration', () => ({ ...find(input.id) }))),
      deleteIntegration: fromPromise(({ input }: { input: IntegrationIdInput }) =>
        answer('deleteIntegration', () => {
          const found = find(input.id);
          integrations.delete(input.id);
          return { id: input.id, machinesReleased: found.machineCount };
        }),
      ),
      importFeed: fromPromise<ImportSummary, ImportFeedRequest>(({ input }) =>
        answer('importFeed', () => {
          const found = find(input.id);
          Object.assign(found, { machineCount: found.machineCount + SUMMARY.created, lastImport: SUMMARY, lastImportUtcTime: SUMMARY.at });
          return SUMMARY;
        }),
      ),
    },
  });
  return { actor: createActor(machine).start(), spies, integrations };
}

const flush = async () => {
  for (let i = 0; i < 12; i++) await Promise.resolve();
};

describe('integrationAdmin: journeys', () => {
  it('a failed list is retried; an added integration shows under its provider', async () => {
    const { actor, spies } = startIntegrationAdmin({ fail: { loadProviders: [{ status: 500, message: 'Down' }] } });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'integrations.retried' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'integrations.addOpened', provider: { id: 'cat-product-link', name: 'Cat Product Link' } });
    actor.send({ type: 'integrations.saved', name: 'Cat rentals' });
    await flush();
    const cat = actor.getSnapshot().context.providers.find((p) => p.id === 'cat-product-link')!;
    expect(cat.integrations.map((i) => i.name)).toEqual(['Cat rentals']);
    expect(spies.notify.mock.calls.map((c) => c[1])).toEqual([{ tone: 'success', title: SAVED, text: 'Cat rentals' }]);
  });

  it('an import shows its summary and the list counts the machines; delete reloads the list without it', async () => {
    const { actor, integrations } = startIntegrationAdmin();
    await flush();
    actor.send({ type: 'integrations.opened', integration: INTEGRATION });
    await flush();
    actor.send({ type: 'integrations.uploadSubmitted', ...FEED });
    expect(actor.getSnapshot().hasTag('busy:upload')).toBe(true);
    await flush();
    const after = actor.getSnapshot();
    expect(after.value).toBe('detail');
    expect(after.context.imported).toEqual(SUMMARY);
    expect(after.context.detail?.lastImport).toEqual(SUMMARY);
    expect(after.context.providers[0].integrations[0].machineCount).toBe(2);

    actor.send({ type: 'integrations.deleteRequested' });
    actor.send({ type: 'integrations.deleteConfirmed' });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(integrations.size).toBe(0);
    expect(actor.getSnapshot().context.providers.flatMap((p) => p.integrations)).toEqual([]);
  });

  it('a name the server refuses shows at the field, and the dialog stays', async () => {
    const { actor } = startIntegrationAdmin({ fail: { saveIntegration: [NAME_MISSING] } });
    await flush();
    actor.send({ type: 'integrations.renameOpened', integration: INTEGRATION });
    actor.send({ type: 'integrations.saved', name: '<>' });
    await flush();
    expect(actor.getSnapshot().value).toBe('naming');
    expect(actor.getSnapshot().context).toMatchObject({ nameError: 'Name is required', error: null });
  });
});

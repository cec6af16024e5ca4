import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { tagManagerMachine } from '../../../machines/tagManager/tagManager.machine.ts';
import { DUPLICATE, OWNED_ID, RENTAL_ID, seededTags, tagManagerModel } from './tagManager.model.ts';
import type {
  CreateTagRequest,
  DeleteTagOutput,
  Tag,
  TagFailure,
  TagIdInput,
  TagManagerInput,
  UpdateTagRequest,
} from '../../../machines/tagManager/tagManager.types.ts';
import { createSpies, effectTracker, once, type Spies, graphsOf } from '../kit/harness.ts';

// The features spec's texts (section 8), written out rather than imported so a changed text fails here.
const LOAD_FAILED = 'Error while loading/updating tags. Please try again later';
const ADD_FAILED = 'Error while adding tag. Please try again later';
const UPDATE_FAILED = 'Error while updating tag. Please try again later';
const DELETE_FAILED = 'Error while deleting tag. Please try again later';
const DUPLICATE_TEXT = 'A tag with this name already exists';

const ACTIONS = ['tagsChanged', 'notify'] as const;
type Action = (typeof ACTIONS)[number];
type TagManagerSnapshot = SnapshotFrom<typeof tagManagerMachine>;
const VIEW_TAGS = ['view:loading', 'view:error', 'view:list', 'view:confirmDelete'];
const BUSY_STATES = ['creating', 'updating', 'deleting', 'refreshing'];

const stateOf = (s: TagManagerSnapshot | undefined) => (s ? String(s.value) : 'loading');

/** Where each event must lead (features spec, 'Tags'), written independently of the machine. */
function expectedState(label: string, before: TagManagerSnapshot | undefined): string {
  const from = stateOf(before);
  if (label === 'xstate.init') return 'loading';
  if (label === 'done:loadTags') return 'ready';
  if (label === 'error:loadTags') return from === 'loading' ? 'loadFailed' : 'ready';
  if (label === 'tags.retry') return 'loading';
  // Typing filters the list where it shows: while a rename or recolour is saved and while the list
  // reloads after a change too.
  if (label.startsWith('tags.queryChanged')) return from === 'refreshing' || from === 'updating' ? from : 'ready';
  // Only a name no tag has, ignoring case and surrounding spaces.
  if (label === 'tags.createRequested') return before!.context.query.trim().toLowerCase() === 'winter tyres' ? 'creating' : from;
  if (label === 'tags.renameRequested(ok)' || label === 'tags.colorChanged(purple)') return 'updating';
  if (label === 'tags.renameRequested(taken)' || label === 'tags.colorChanged(same)' || label === 'tags.deleteRequested(missing)') return from;
  if (label === 'tags.deleteRequested(rental)') return 'confirmDelete';
  if (label === 'tags.deleteConfirmed') return 'deleting';
  if (label === 'tags.deleteCancelled') return 'ready';
  if (['done:createTag', 'done:updateTag', 'done:deleteTag'].includes(label)) return 'refreshing';
  if (/^error:(createTag|updateTag|deleteTag)/.test(label)) return 'ready';
  throw new Error(`no expectation for ${label}`);
}

function expectedEffects(label: string, from: string): Partial<Record<Action, number>> {
  if (['done:createTag', 'done:updateTag', 'done:deleteTag'].includes(label)) return once('tagsChanged');
  if (/^error:(createTag|updateTag|deleteTag)/.test(label)) return once('notify');
  // A failed first load is the error view; a failed reload after a change is a toast.
  if (label === 'error:loadTags' && from === 'refreshing') return once('notify');
  return {};
}

const NOTICES: Record<string, object> = {
  'error:createTag(duplicate)': { tone: 'error', title: ADD_FAILED, text: null },
  'error:createTag(offline)': { tone: 'error', title: ADD_FAILED, text: null },
  'error:updateTag(duplicate)': { tone: 'error', title: UPDATE_FAILED, text: null },
  'error:updateTag(forbidden)': { tone: 'error', title: UPDATE_FAILED, text: 'Forbidden' },
  'error:deleteTag': { tone: 'error', title: DELETE_FAILED, text: 'Tag not found' },
};
const ROW_ERRORS: Record<string, object | null> = {
  'error:createTag(duplicate)': { target: 'new', message: DUPLICATE_TEXT },
  'error:createTag(offline)': null,
  'error:updateTag(duplicate)': { target: RENTAL_ID, message: DUPLICATE_TEXT },
  'error:updateTag(forbidden)': null,
};
const UPDATE_REQUESTS: Record<string, UpdateTagRequest> = {
  'tags.renameRequested(ok)': { id: RENTAL_ID, name: 'Hired' },
  'tags.colorChanged(purple)': { id: RENTAL_ID, style: '{"color":"#5f3dc4"}' },
};

function checker(spies: Spies<Action>) {
  const effects = effectTracker(spies);
  return ({ label, before, after, invocations }: StepInfo) => {
    const snap = after as TagManagerSnapshot;
    const prev = before as TagManagerSnapshot | undefined;
    const state = stateOf(snap);
    const entered = (name: string) => state === name && (stateOf(prev) !== name || label === 'xstate.init');

    expect(state, `state after ${label}`).toBe(expectedState(label, prev));
    expect(
      VIEW_TAGS.filter((t) => snap.hasTag(t)),
      'exactly one view',
    ).toHaveLength(1);
    expect(snap.hasTag('busy')).toBe(BUSY_STATES.includes(state));
    expect(effects.next(), `side effects of ${label}`).toEqual(expectedEffects(label, stateOf(prev)));

    // What each call is asked.
    if (entered('loading') || entered('refreshing')) expect(invocations.at(-1)).toEqual({ src: 'loadTags', input: { entityType: 0 } });
    // The fourth palette colour for the fourth tag.
    if (entered('creating'))
      expect(invocations.at(-1)).toEqual({ src: 'createTag', input: { name: 'Winter tyres', entityType: 0, style: '{"color":"#e67700"}' } });
    if (entered('updating')) expect(invocations.at(-1)).toEqual({ src: 'updateTag', input: UPDATE_REQUESTS[label] });
    if (entered('deleting')) expect(invocations.at(-1)).toEqual({ src: 'deleteTag', input: { id: RENTAL_ID } });

    // What each answer says.
    const lastNotice = spies.notify.mock.lastCall?.[1];
    const noticeKey = label.startsWith('error:deleteTag') ? 'error:deleteTag' : label;
    if (noticeKey in NOTICES) expect(lastNotice).toEqual(NOTICES[noticeKey]);
    if (label === 'error:loadTags' && stateOf(prev) === 'refreshing') {
      expect(lastNotice).toEqual({ tone: 'error', title: LOAD_FAILED, text: null });
      expect(snap.context.tags, 'the list stays').toEqual(prev!.context.tags);
    }
    if (label in ROW_ERRORS) expect(snap.context.rowError).toEqual(ROW_ERRORS[label]);
    if (label.startsWith('tags.queryChanged') || entered('creating') || entered('updating')) expect(snap.context.rowError).toBeNull();
    if (label === 'done:createTag') expect(snap.context.query, 'the box empties after a create').toBe('');
    if (label === 'done:loadTags') expect(snap.context.tags).toEqual(seededTags);
    if (state === 'ready') expect(snap.context).toMatchObject({ create: null, update: null, deleteId: null });
    if (state === 'confirmDelete' || state === 'deleting') expect(snap.context.deleteId).toBe(RENTAL_ID);
    if (state === 'ready') {
      expect(snap.can({ type: 'tags.renameRequested', id: RENTAL_ID, name: 'OWNED' }), 'another tag’s name in other case').toBe(false);
      expect(snap.can({ type: 'tags.renameRequested', id: RENTAL_ID, name: 'rental' }), 'a case change of its own name').toBe(true);
    }
  };
}

describe('tagManager: generated paths', () => {
  for (const graph of graphsOf(tagManagerModel)) {
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

/** A small server stand-in: the company's tags, the calls made, and scripted answers per call name (null: no failure). */
function startTagManager(options: { fail?: Partial<Record<string, (TagFailure | null)[]>>; tags?: Tag[] } = {}) {
  const tags = new Map((options.tags ?? seededTags).map((t) => [t.id, { ...t }]));
  const calls: Call[] = [];
  const failures = Object.fromEntries(Object.entries(options.fail ?? {}).map(([k, v]) => [k, [...(v ?? [])]]));
  let nextId = 100;
  const answer = async <T>(src: string, input: unknown, ok: () => T): Promise<T> => {
    calls.push({ src, input });
    const failure = failures[src]?.shift();
    if (failure) throw failure;
    return ok();
  };
  const find = (id: number) => {
    const tag = tags.get(id);
    if (!tag) throw { status: 404, message: 'Tag not found' } satisfies TagFailure;
    return tag;
  };
  const assertFree = (name: string, except?: number) => {
    if ([...tags.values()].some((t) => t.id !== except && t.name.toLowerCase() === name.toLowerCase())) throw DUPLICATE;
  };
  const spies = createSpies(ACTIONS);
  const machine = tagManagerMachine.provide({
    actions: spies,
    actors: {
      loadTags: fromPromise<Tag[], TagManagerInput>(({ input }) =>
        answer('loadTags', input, () => [...tags.values()].filter((t) => t.entityType === input.entityType).sort((a, b) => a.name.localeCompare(b.name))),
      ),
      createTag: fromPromise<Tag, CreateTagRequest>(({ input }) =>
        answer('createTag', input, () => {
          assertFree(input.name);
          const tag: Tag = { id: nextId++, ...input, usageCount: 0 };
          tags.set(tag.id, tag);
          return tag;
        }),
      ),
      updateTag: fromPromise<Tag, UpdateTagRequest>(({ input }) =>
        answer('updateTag', input, () => {
          const { id, ...patch } = input;
          if (patch.name !== undefined) assertFree(patch.name, id);
          const tag = { ...find(id), ...patch };
          tags.set(id, tag);
          return tag;
        }),
      ),
      deleteTag: fromPromise<DeleteTagOutput, TagIdInput>(({ input }) =>
        answer('deleteTag', input, () => {
          const tag = find(input.id);
          tags.delete(tag.id);
          return { id: tag.id, removedLinks: tag.usageCount };
        }),
      ),
    },
  });
  const actor = createActor(machine, { input: { entityType: 0 } }).start();
  return { actor, spies, calls, tags };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};
const notices = (spies: Spies<Action>) => spies.notify.mock.calls.map((c) => c[1]);
const names = (s: TagManagerSnapshot) => s.context.tags.map((t) => t.name);

describe('tagManager: journeys', () => {
  it('a name no tag has is created, reported once and listed; the same name in other case then offers no create', async () => {
    const { actor, spies, calls } = startTagManager();
    expect(actor.getSnapshot().hasTag('view:loading')).toBe(true);
    await flush();
    actor.send({ type: 'tags.queryChanged', text: 'rental' });
    expect(actor.getSnapshot().can({ type: 'tags.createRequested' })).toBe(false);
    actor.send({ type: 'tags.queryChanged', text: '   ' });
    expect(actor.getSnapshot().can({ type: 'tags.createRequested' })).toBe(false);
    actor.send({ type: 'tags.queryChanged', text: '  Winter <tyres> ' });
    actor.send({ type: 'tags.createRequested' });
    expect(actor.getSnapshot().hasTag('busy:create')).toBe(true);
    await flush();

    const end = actor.getSnapshot();
    expect(end.value).toBe('ready');
    expect(names(end)).toEqual(['ADR certified', 'Owned', 'Rental', 'Winter tyres']);
    expect(end.context.query).toBe('');
    expect(calls.map((c) => c.src)).toEqual(['loadTags', 'createTag', 'loadTags']);
    expect(calls[1].input).toEqual({ name: 'Winter tyres', entityType: 0, style: '{"color":"#e67700"}' });
    expect(spies.tagsChanged).toHaveBeenCalledTimes(1);
    expect(spies.notify).not.toHaveBeenCalled();

    actor.send({ type: 'tags.queryChanged', text: 'WINTER TYRES' });
    expect(actor.getSnapshot().can({ type: 'tags.createRequested' })).toBe(false);
  });

  it('a name someone else took meanwhile: the server refuses, the Create row carries its message, nothing is reported', async () => {
    const { actor, spies, tags } = startTagManager();
    await flush();
    tags.set(50, { id: 50, name: 'Winter Tyres', entityType: 0, style: '{}', usageCount: 0 });
    actor.send({ type: 'tags.queryChanged', text: 'winter tyres' });
    actor.send({ type: 'tags.createRequested' });
    await flush();
    const end = actor.getSnapshot();
    expect(end.value).toBe('ready');
    expect(end.context.rowError).toEqual({ target: 'new', message: DUPLICATE_TEXT });
    expect(notices(spies)).toEqual([{ tone: 'error', title: ADD_FAILED, text: null }]);
    expect(spies.tagsChanged).not.toHaveBeenCalled();
    actor.send({ type: 'tags.queryChanged', text: 'winter tyres ' });
    expect(actor.getSnapshot().context.rowError).toBeNull();
  });

  it('rename and recolour: another tag’s name is refused before the call; the colour keeps the rest of the style', async () => {
    const styled = seededTags.map((t) => (t.id === OWNED_ID ? { ...t, style: '{"color":"#c92a2a","icon":"key"}' } : t));
    const { actor, spies, calls, tags } = startTagManager({ tags: styled });
    await flush();
    actor.send({ type: 'tags.renameRequested', id: RENTAL_ID, name: ' owned ' });
    actor.send({ type: 'tags.renameRequested', id: RENTAL_ID, name: 'Rental' });
    expect(calls.map((c) => c.src)).toEqual(['loadTags']);

    actor.send({ type: 'tags.renameRequested', id: RENTAL_ID, name: ' Hired ' });
    await flush();
    actor.send({ type: 'tags.colorChanged', id: OWNED_ID, color: '#5f3dc4' });
    await flush();

    const end = actor.getSnapshot();
    expect(end.value).toBe('ready');
    expect(names(end)).toEqual(['ADR certified', 'Hired', 'Owned']);
    expect(tags.get(OWNED_ID)!.style).toBe('{"color":"#5f3dc4","icon":"key"}');
    expect(calls.filter((c) => c.src === 'updateTag').map((c) => c.input)).toEqual([
      { id: RENTAL_ID, name: 'Hired' },
      { id: OWNED_ID, style: '{"color":"#5f3dc4","icon":"key"}' },
    ]);
    expect(spies.tagsChanged).toHaveBeenCalledTimes(2);
    expect(spies.notify).not.toHaveBeenCalled();
  });

  it('deleting asks first: cancel keeps the tag; confirm removes it; a tag already gone says so', async () => {
    const { actor, spies, tags } = startTagManager();
    await flush();
    actor.send({ type: 'tags.deleteRequested', id: RENTAL_ID });
    expect(actor.getSnapshot().hasTag('view:confirmDelete')).toBe(true);
    actor.send({ type: 'tags.deleteCancelled' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(tags.has(RENTAL_ID)).toBe(true);

    actor.send({ type: 'tags.deleteRequested', id: RENTAL_ID });
    actor.send({ type: 'tags.deleteConfirmed' });
    await flush();
    expect(names(actor.getSnapshot())).toEqual(['ADR certified', 'Owned']);
    expect(spies.tagsChanged).toHaveBeenCalledTimes(1);

    // Someone else deleted 'Owned' after the list loaded.
    tags.delete(OWNED_ID);
    actor.send({ type: 'tags.deleteRequested', id: OWNED_ID });
    actor.send({ type: 'tags.deleteConfirmed' });
    await flush();
    const end = actor.getSnapshot();
    expect(end.value).toBe('ready');
    expect(end.context.deleteId).toBeNull();
    expect(spies.tagsChanged).toHaveBeenCalledTimes(1);
    expect(notices(spies)).toEqual([{ tone: 'error', title: DELETE_FAILED, text: 'Tag not found' }]);
  });

  it('a failed load shows the error view until retried; a failed reload after a change keeps the list with a toast', async () => {
    const offline: TagFailure = { status: 0, message: '' };
    const { actor, spies } = startTagManager({ fail: { loadTags: [offline] } });
    await flush();
    expect(actor.getSnapshot().hasTag('view:error')).toBe(true);
    actor.send({ type: 'tags.retry' });
    await flush();
    expect(names(actor.getSnapshot())).toEqual(['ADR certified', 'Owned', 'Rental']);

    expect(spies.notify).not.toHaveBeenCalled();

    // The list loads, the create goes through, the reload after it does not.
    const later = startTagManager({ fail: { loadTags: [null, offline] } });
    await flush();
    later.actor.send({ type: 'tags.queryChanged', text: 'Leased' });
    later.actor.send({ type: 'tags.createRequested' });
    await flush();
    const end = later.actor.getSnapshot();
    expect(end.value).toBe('ready');
    expect(names(end)).toEqual(['ADR certified', 'Owned', 'Rental']);
    expect(later.tags.size).toBe(4);
    expect(later.spies.tagsChanged).toHaveBeenCalledTimes(1);
    expect(notices(later.spies)).toEqual([{ tone: 'error', title: LOAD_FAILED, text: null }]);
  });
});

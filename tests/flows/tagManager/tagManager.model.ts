// The tagManager machine's test model (tagManager.model.test.ts, scripts/paths.ts).
// Every list comes from the one `loadTags` fixture, so which requests pass the guards depends on
// the query and the event fixture alone.
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { tagManagerMachine } from '../../../machines/tagManager/tagManager.machine.ts';
import type { DeleteTagOutput, Tag, TagFailure, TagManagerEvent } from '../../../machines/tagManager/tagManager.types.ts';

export const RENTAL_ID = 11;
export const OWNED_ID = 12;
export const MISSING_ID = 99;

/** The company's machine tags as the server answers them (by name). */
export const seededTags: Tag[] = [
  { id: 13, name: 'ADR certified', entityType: 0, style: '{"color":"#2b8a3e"}', usageCount: 4 },
  { id: OWNED_ID, name: 'Owned', entityType: 0, style: '{"color":"#c92a2a"}', usageCount: 31 },
  { id: RENTAL_ID, name: 'Rental', entityType: 0, style: '{"color":"#0b7285"}', usageCount: 17 },
];

export const createdTag: Tag = { id: 20, name: 'Winter tyres', entityType: 0, style: '{"color":"#e67700"}', usageCount: 0 };

export type TagManagerModelEvent =
  | TagManagerEvent
  | DoneActorEvent<Tag[], 'loadTags'>
  | ErrorActorEvent<TagFailure, 'loadTags'>
  | DoneActorEvent<Tag, 'createTag'>
  | ErrorActorEvent<TagFailure, 'createTag'>
  | DoneActorEvent<Tag, 'updateTag'>
  | ErrorActorEvent<TagFailure, 'updateTag'>
  | DoneActorEvent<DeleteTagOutput, 'deleteTag'>
  | ErrorActorEvent<TagFailure, 'deleteTag'>;

const done = <Id extends string, O>(id: Id, output: O) => ({ type: `xstate.done.actor.${id}` as const, actorId: id, output });
const failed = <Id extends string>(id: Id, error: TagFailure) => ({ type: `xstate.error.actor.${id}` as const, actorId: id, error });
const OFFLINE: TagFailure = { status: 0, message: '' };
export const DUPLICATE: TagFailure = { status: 400, message: 'A tag with this name already exists', fields: { name: ['A tag with this name already exists'] } };

export const tagManagerEvents = {
  'tags.queryChanged': {
    // No tag has this name: the Create row.
    fresh: { type: 'tags.queryChanged', text: ' Winter tyres ' },
    // 'Rental' in other case: no Create row.
    existing: { type: 'tags.queryChanged', text: 'RENTAL' },
  },
  'tags.createRequested': { pressed: { type: 'tags.createRequested' } },
  'tags.renameRequested': {
    ok: { type: 'tags.renameRequested', id: RENTAL_ID, name: ' Hired ' },
    // Another tag's name in other case: refused before the call.
    taken: { type: 'tags.renameRequested', id: RENTAL_ID, name: 'owned' },
  },
  'tags.colorChanged': {
    purple: { type: 'tags.colorChanged', id: RENTAL_ID, color: '#5f3dc4' },
    // The colour it already has: nothing to send.
    same: { type: 'tags.colorChanged', id: RENTAL_ID, color: '#0b7285' },
  },
  'tags.deleteRequested': {
    rental: { type: 'tags.deleteRequested', id: RENTAL_ID },
    // A tag not in the list: refused.
    missing: { type: 'tags.deleteRequested', id: MISSING_ID },
  },
  'tags.deleteConfirmed': { pressed: { type: 'tags.deleteConfirmed' } },
  'tags.deleteCancelled': { pressed: { type: 'tags.deleteCancelled' } },
  'tags.retry': { pressed: { type: 'tags.retry' } },
  'xstate.done.actor.loadTags': { seeded: done('loadTags', seededTags) },
  'xstate.error.actor.loadTags': { offline: failed('loadTags', OFFLINE) },
  'xstate.done.actor.createTag': { ok: done('createTag', createdTag) },
  'xstate.error.actor.createTag': { duplicate: failed('createTag', DUPLICATE), offline: failed('createTag', OFFLINE) },
  'xstate.done.actor.updateTag': { ok: done('updateTag', { ...seededTags[2], name: 'Hired' }) },
  'xstate.error.actor.updateTag': { duplicate: failed('updateTag', DUPLICATE), forbidden: failed('updateTag', { status: 403, message: 'Forbidden' }) },
  'xstate.done.actor.deleteTag': { ok: done('deleteTag', { id: RENTAL_ID, removedLinks: 17 }) },
  'xstate.error.actor.deleteTag': { notFound: failed('deleteTag', { status: 404, message: 'Tag not found' }) },
} satisfies EventFixtures<TagManagerModelEvent>;

export const tagManagerModel = defineModel({
  machine: tagManagerMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    confirmDelete: ['view:confirmDelete'],
    creating: ['busy', 'busy:create', 'view:list'],
    deleting: ['busy', 'busy:delete', 'view:confirmDelete'],
    loadFailed: ['view:error'],
    loading: ['view:loading'],
    ready: ['view:list'],
    refreshing: ['busy', 'busy:refresh', 'view:list'],
    updating: ['busy', 'busy:update', 'view:list'],
  },
  variants: { assets: { input: { entityType: 0 } } },
  events: tagManagerEvents,
  // What the guards read (the list, the query) and what the rows show from the server.
  project: ({ context }) => ({
    tags: context.tags.length,
    query: context.query,
    rowError: context.rowError ? String(context.rowError.target) : null,
  }),
});

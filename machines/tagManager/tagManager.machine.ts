import { assign, setup } from 'xstate';
import { failureText } from '../callFailure.ts';
import { createTag, deleteTag, loadTags, updateTag } from './tagManager.actors.ts';
import type { TagFailure, TagManagerContext, TagManagerEvent, TagManagerInput, TagNotice, TagRowError } from './tagManager.types.ts';
import { canCreateTag, canRenameTag, cleanTagName, nextTagColor, tagColor, withColor } from './tags.rules.ts';
import { msg } from '../i18n.ts';

/** Features spec, section 8. */
export const TAGS_LOAD_FAILED = msg('Error while loading/updating tags. Please try again later');
export const TAG_ADD_FAILED = msg('Error while adding tag. Please try again later');
export const TAG_UPDATE_FAILED = msg('Error while updating tag. Please try again later');
export const TAG_DELETE_FAILED = msg('Error while deleting tag. Please try again later');

const failureOf = (error: unknown) => error as TagFailure | null;
/** The server's refusal of a name (400 with a `name` field message), on the row it is about. */
const nameRefusal = (target: TagRowError['target'], error: unknown): TagRowError | null => {
  const message = failureOf(error)?.fields?.name?.[0];
  return message ? { target, message } : null;
};
/** A refusal shown on its row needs no text in the toast; anything else carries the server's words. */
const failureNotice = (title: string, error: unknown, onRow: boolean): TagNotice => ({ tone: 'error', title, text: onRow ? null : failureText(error) });
const IDLE = { create: null, update: null, deleteId: null } as const;

/**
 * The tag manager (features spec, 'Tags'): the company's tags of one entity type, a search box that
 * also names a new tag, rename, recolour and delete (after a confirmation). Every change that
 * reached the server reports `tagsChanged` (src/ refreshes fleet and places) and reloads the list,
 * which stays on screen meanwhile. Failures are toasts with the spec's texts; a name the server
 * refuses also stands on its row.
 */
export const tagManagerMachine = setup({
  types: {
    context: {} as TagManagerContext,
    events: {} as TagManagerEvent,
    input: {} as TagManagerInput,
  },
  actors: { loadTags, createTag, updateTag, deleteTag },
  actions: {
    /** Refresh whatever shows tags: the fleet grid, places, the tag filter options (src/). */
    tagsChanged: () => {},
    /** One toast (src/). */
    notify: (_, _params: TagNotice) => {},
    /** The search box's text: a filter of the list, and the name Create would use. */
    queryTyped: assign({
      query: ({ event }) => (event.type === 'tags.queryChanged' ? event.text : ''),
      rowError: null,
    }),
  },
  guards: {
    canCreate: ({ context }) => canCreateTag(context.query, context.tags),
    canRename: ({ context }, params: { id: number; name: string }) => canRenameTag(params.id, params.name, context.tags),
    colorChanges: ({ context }, params: { id: number; color: string }) => {
      const tag = context.tags.find((t) => t.id === params.id);
      return !!tag && params.color !== '' && tagColor(tag.style) !== params.color;
    },
    tagExists: ({ context }, params: { id: number }) => context.tags.some((t) => t.id === params.id),
  },
}).createMachine({
  id: 'tagManager',
  context: ({ input }) => ({ entityType: input.entityType, tags: [], query: '', ...IDLE, rowError: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['view:loading'],
      invoke: {
        id: 'loadTags',
        src: 'loadTags',
        input: ({ context }) => ({ entityType: context.entityType }),
        onDone: { target: 'ready', actions: assign({ tags: ({ event }) => event.output }) },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      tags: ['view:error'],
      on: { 'tags.retry': 'loading' },
    },
    ready: {
      tags: ['view:list'],
      entry: assign(IDLE),
      on: {
        'tags.queryChanged': { actions: 'queryTyped' },
        'tags.createRequested': {
          guard: 'canCreate',
          target: 'creating',
          actions: assign({
            create: ({ context }) => ({
              name: cleanTagName(context.query),
              entityType: context.entityType,
              style: withColor('{}', nextTagColor(context.tags)),
            }),
            rowError: null,
          }),
        },
        'tags.renameRequested': {
          guard: { type: 'canRename', params: ({ event }) => ({ id: event.id, name: event.name }) },
          target: 'updating',
          actions: assign({ update: ({ event }) => ({ id: event.id, name: cleanTagName(event.name) }), rowError: null }),
        },
        'tags.colorChanged': {
          guard: { type: 'colorChanges', params: ({ event }) => ({ id: event.id, color: event.color }) },
          target: 'updating',
          actions: assign({
            update: ({ context, event }) => ({ id: event.id, style: withColor(context.tags.find((t) => t.id === event.id)!.style, event.color) }),
            rowError: null,
          }),
        },
        'tags.deleteRequested': {
          guard: { type: 'tagExists', params: ({ event }) => ({ id: event.id }) },
          target: 'confirmDelete',
          actions: assign({ deleteId: ({ event }) => event.id, rowError: null }),
        },
      },
    },
    creating: {
      tags: ['view:list', 'busy', 'busy:create'],
      invoke: {
        id: 'createTag',
        src: 'createTag',
        input: ({ context }) => context.create!,
        onDone: { target: 'refreshing', actions: ['tagsChanged', assign({ query: '' })] },
        onError: {
          target: 'ready',
          actions: [
            assign({ rowError: ({ event }) => nameRefusal('new', event.error) }),
            { type: 'notify', params: ({ event }) => failureNotice(TAG_ADD_FAILED, event.error, nameRefusal('new', event.error) !== null) },
          ],
        },
      },
    },
    updating: {
      tags: ['view:list', 'busy', 'busy:update'],
      // The search box stays live while a rename or recolour is saved, as while the list reloads: a
      // user who types meanwhile keeps what they typed (creating is not: its success empties the box).
      on: { 'tags.queryChanged': { actions: 'queryTyped' } },
      invoke: {
        id: 'updateTag',
        src: 'updateTag',
        input: ({ context }) => context.update!,
        onDone: { target: 'refreshing', actions: 'tagsChanged' },
        onError: {
          target: 'ready',
          actions: [
            assign({ rowError: ({ context, event }) => nameRefusal(context.update!.id, event.error) }),
            { type: 'notify', params: ({ event }) => failureNotice(TAG_UPDATE_FAILED, event.error, nameRefusal(0, event.error) !== null) },
          ],
        },
      },
    },
    confirmDelete: {
      tags: ['view:confirmDelete'],
      on: {
        'tags.deleteConfirmed': 'deleting',
        'tags.deleteCancelled': 'ready',
      },
    },
    deleting: {
      tags: ['view:confirmDelete', 'busy', 'busy:delete'],
      invoke: {
        id: 'deleteTag',
        src: 'deleteTag',
        input: ({ context }) => ({ id: context.deleteId! }),
        onDone: { target: 'refreshing', actions: 'tagsChanged' },
        onError: { target: 'ready', actions: { type: 'notify', params: ({ event }) => failureNotice(TAG_DELETE_FAILED, event.error, false) } },
      },
    },
    // After a change: the list reloads while the old one stays on screen.
    refreshing: {
      tags: ['view:list', 'busy', 'busy:refresh'],
      // The search box stays live: what the user types while the list reloads is kept.
      on: { 'tags.queryChanged': { actions: 'queryTyped' } },
      invoke: {
        id: 'loadTags',
        src: 'loadTags',
        input: ({ context }) => ({ entityType: context.entityType }),
        onDone: { target: 'ready', actions: assign({ tags: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: { type: 'notify', params: ({ event }) => failureNotice(TAGS_LOAD_FAILED, event.error, false) } },
      },
    },
  },
});

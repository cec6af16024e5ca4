import { assign, setup } from 'xstate';
import { createTag, loadDetails, lookupTimeZone, saveDetails } from './assetDetails.actors.ts';
import { applyChange, EMPTY_VALUES, isDirty, lockedOf, serverFieldErrors, valuesOf } from './assetDetails.form.ts';
import { nextTagColor } from '../tagManager/tags.rules.ts';
import { cleanValues, detailsFieldErrors } from './assetDetails.rules.ts';
import type { AssetDetails, AssetDetailsContext, AssetDetailsEvent, AssetDetailsInput, DetailsFailure, DetailsLoad } from './assetDetails.types.ts';
import { msg } from '../i18n.ts';

/** Features spec, section 8. */
export const SAVE_FAILED = msg('Error while saving machine details. Try again later');
export const TAG_ADD_FAILED = msg('Error while adding tag. Please try again later');
/** Ours (issue 27): the spec names no success text; the user gets a word that the save went through. */
export const DETAILS_SAVED = msg('Machine details saved');

type Notice = { tone: 'success' | 'error'; title: string; text: string | null };

const loaded = (load: DetailsLoad) => {
  const values = valuesOf(load.details);
  return {
    loaded: load,
    values,
    tagIds: load.details.tags.map((t) => t.id),
    locked: lockedOf(load.details),
    fieldErrors: detailsFieldErrors(values),
    serverErrors: {},
    saveError: null,
  };
};
const position = (c: AssetDetailsContext) => {
  const d = c.loaded?.details;
  return d && d.positionLat !== null && d.positionLong !== null ? { lat: d.positionLat, long: d.positionLong } : null;
};

/**
 * The Details tab: load, view, edit (only with manage:asset), save, undo. On a failed save edit mode
 * stays open with the spec's message; on success the details reload and src/ clears the selected
 * place and refreshes the fleet grid and the map. Turning automatic time zone on asks the server
 * for the zone at the machine's position.
 */
export const assetDetailsMachine = setup({
  types: { context: {} as AssetDetailsContext, events: {} as AssetDetailsEvent, input: {} as AssetDetailsInput },
  actors: { loadDetails, saveDetails, lookupTimeZone, createTag },
  actions: {
    notify: (_, _params: Notice) => {},
    clearSelectedPlace: () => {},
    refreshFleet: () => {},
    refreshMap: () => {},
    /** The saved machine as the server now has it (the panel header shows it at once). */
    announceSaved: (_, _params: { details: AssetDetails }) => {},
    change: assign(({ context }, params: { values: Partial<AssetDetailsContext['values']> }) => {
      const values = applyChange(context.values, params.values, context.locked);
      const serverErrors = Object.fromEntries(Object.entries(context.serverErrors).filter(([f]) => !(f in params.values)));
      return { values, fieldErrors: detailsFieldErrors(values), serverErrors };
    }),
    revert: assign(({ context }) => (context.loaded ? loaded(context.loaded) : {})),
  },
  guards: {
    canEdit: ({ context }) => context.canEdit && context.loaded !== null,
    canSave: ({ context }) => Object.keys(detailsFieldErrors(context.values)).length === 0 && isDirty(context.loaded?.details, context.values, context.tagIds),
    turnsAutomaticOn: ({ context }, params: { values: Partial<AssetDetailsContext['values']> }) =>
      params.values.automaticTimeZoneEnabled === true &&
      !context.values.automaticTimeZoneEnabled &&
      !context.locked.includes('automaticTimeZoneEnabled') &&
      position(context) !== null,
    newTagName: ({ context }, params: { name: string }) => {
      const key = params.name.replace(/[<>]/g, '').trim().normalize('NFC').toLowerCase();
      return key !== '' && !(context.loaded?.tags ?? []).some((t) => t.name.normalize('NFC').toLowerCase() === key);
    },
  },
}).createMachine({
  id: 'assetDetails',
  context: ({ input }) => ({
    assetId: input.assetId,
    canEdit: input.canEdit,
    loaded: null,
    values: EMPTY_VALUES,
    tagIds: [],
    locked: [],
    fieldErrors: {},
    serverErrors: {},
    saveError: null,
    newTag: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['view:loading'],
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        input: ({ context }) => ({ assetId: context.assetId }),
        onDone: { target: 'viewing', actions: assign(({ event }) => loaded(event.output)) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { tags: ['view:loadFailed'], on: { 'details.retry': 'loading' } },
    viewing: {
      tags: ['view:details'],
      on: { 'details.edit': { guard: 'canEdit', target: 'editing' } },
    },
    editing: {
      tags: ['view:details', 'mode:edit'],
      initial: 'idle',
      on: {
        'details.changed': [
          {
            guard: { type: 'turnsAutomaticOn', params: ({ event }) => ({ values: event.values }) },
            target: '.lookingUpZone',
            actions: { type: 'change', params: ({ event }) => ({ values: event.values }) },
          },
          { actions: { type: 'change', params: ({ event }) => ({ values: event.values }) } },
        ],
        'details.tagsChanged': { actions: assign({ tagIds: ({ event }) => [...new Set(event.tagIds)] }) },
        'details.undo': { target: 'viewing', actions: 'revert' },
        'details.save': { guard: 'canSave', target: 'saving' },
      },
      states: {
        idle: {
          on: {
            'details.tagCreateRequested': {
              guard: { type: 'newTagName', params: ({ event }) => ({ name: event.name }) },
              target: 'creatingTag',
              actions: assign({ newTag: ({ event }) => event.name.replace(/[<>]/g, '').trim() }),
            },
          },
        },
        lookingUpZone: {
          tags: ['busy:zone'],
          invoke: {
            id: 'lookupTimeZone',
            src: 'lookupTimeZone',
            input: ({ context }) => position(context)!,
            onDone: { target: 'idle', actions: { type: 'change', params: ({ event }) => ({ values: { timezone: event.output } }) } },
            // The server sets the zone from the position on save anyway; the picker keeps the old one meanwhile.
            onError: 'idle',
          },
        },
        creatingTag: {
          tags: ['busy:tag'],
          invoke: {
            id: 'createTag',
            src: 'createTag',
            input: ({ context }) => ({ name: context.newTag ?? '', color: nextTagColor(context.loaded?.tags ?? []) }),
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                loaded: { ...context.loaded!, tags: [...context.loaded!.tags, event.output] },
                tagIds: [...context.tagIds, event.output.id],
                newTag: null,
              })),
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ newTag: null }),
                {
                  type: 'notify',
                  params: ({ event }) => ({ tone: 'error', title: TAG_ADD_FAILED, text: (event.error as DetailsFailure | null)?.message ?? null }),
                },
              ],
            },
          },
        },
      },
    },
    saving: {
      tags: ['view:details', 'mode:edit', 'busy'],
      invoke: {
        id: 'saveDetails',
        src: 'saveDetails',
        input: ({ context }) => ({ assetId: context.assetId, values: cleanValues(context.values), tagIds: context.tagIds }),
        onDone: {
          target: 'reloading',
          actions: [
            { type: 'announceSaved', params: ({ event }) => ({ details: event.output }) },
            'clearSelectedPlace',
            'refreshFleet',
            'refreshMap',
            { type: 'notify', params: { tone: 'success', title: DETAILS_SAVED, text: null } },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign(({ event }) => ({ saveError: SAVE_FAILED, serverErrors: serverFieldErrors((event.error as DetailsFailure | null)?.fields) })),
            { type: 'notify', params: ({ event }) => ({ tone: 'error', title: SAVE_FAILED, text: (event.error as DetailsFailure | null)?.message ?? null }) },
          ],
        },
      },
    },
    // Spec: on success the details reload.
    reloading: {
      tags: ['view:details', 'busy'],
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        input: ({ context }) => ({ assetId: context.assetId }),
        onDone: { target: 'viewing', actions: assign(({ event }) => loaded(event.output)) },
        onError: 'loadFailed',
      },
    },
  },
});

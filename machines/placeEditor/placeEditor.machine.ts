import { assign, setup } from 'xstate';
import { failureFields, failureToastText } from '../callFailure.ts';
import { loadPlace, savePlace } from './placeEditor.actors.ts';
import { emptyPlaceValues, formProblems, isDirty, placeRequest, valuesFromPlace } from './placeEditor.form.ts';
import type { PlaceEditorContext, PlaceEditorEvent, PlaceEditorInput, PlaceEditorOutput, PlaceFormValues, PlaceNotice } from './placeEditor.types.ts';

/** Features spec, section 8. */
export const PLACE_ADD_FAILED = 'Error while adding place. Please try again later';
export const PLACE_EDIT_FAILED = 'Error while editing place. Please try again later';
/** Ours: the spec names no load failure or success texts for places. */
export const PLACE_LOAD_FAILED = 'The place could not be loaded';
export const PLACE_ADDED = 'Place added';
export const PLACE_SAVED = 'Place saved';
/** A save answered before the reprocessing finished (the inventory tab keeps asking). */
export const PLACE_LOOKUP_PENDING = 'Machines inside the geofence are still being looked up.';

const valid = (c: Pick<PlaceEditorContext, 'values' | 'geofence'>) => Object.keys(formProblems(c.values, c.geofence)).length === 0;

/**
 * The place editor (features spec, places): a new place starts by drawing its geofence on the map
 * (terra-draw, in src/), then the form; an existing place is loaded first. The geofence can be
 * reshaped while editing, or drawn again. Save sends the place (POST or PUT); the server re-derives
 * the inventory from stored telemetry before it answers. A failed save stays in the form with the
 * spec's text and the server's field messages; a successful one reports `placesChanged` (src/
 * refreshes the places list, the map geofences and the dropdown list) and ends with the place.
 * Leaving with unsaved changes asks first.
 */
export const placeEditorMachine = setup({
  types: {
    context: {} as PlaceEditorContext,
    events: {} as PlaceEditorEvent,
    input: {} as PlaceEditorInput,
    output: {} as PlaceEditorOutput,
  },
  actors: { loadPlace, savePlace },
  actions: {
    /** Refresh the places list, the map geofences and the dropdown list (src/). */
    placesChanged: () => {},
    /** One toast (src/). */
    notify: (_, _params: PlaceNotice) => {},
    setField: assign(({ context }, params: { field: keyof PlaceFormValues; value: unknown }) => ({
      values: { ...context.values, [params.field]: params.value },
      serverErrors: Object.fromEntries(Object.entries(context.serverErrors).filter(([k]) => !k.endsWith(params.field))),
    })),
    setGeofence: assign(({ context }, params: { ring: PlaceEditorContext['geofence'] }) => ({
      geofence: params.ring,
      serverErrors: Object.fromEntries(Object.entries(context.serverErrors).filter(([k]) => !k.startsWith('geofence'))),
    })),
  },
  guards: {
    canSave: ({ context }) => valid(context),
    dirty: ({ context }) => isDirty(context.values, context.geofence, context.initial),
    creating: ({ context }) => context.placeId === null,
    noGeofence: ({ context }) => context.geofence.length === 0,
  },
}).createMachine({
  id: 'placeEditor',
  context: ({ input }) => {
    const values = emptyPlaceValues(input.defaultTimeZone, input.placeType);
    return { placeId: input.placeId, values, geofence: [], initial: { values, geofence: [] }, serverErrors: {}, submitted: false, saved: null };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'creating', target: 'drawing' }, { target: 'loading' }],
    },
    loading: {
      tags: ['view:loading'],
      invoke: {
        id: 'loadPlace',
        src: 'loadPlace',
        input: ({ context }) => ({ id: context.placeId! }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => {
            const values = valuesFromPlace(event.output);
            return { values, geofence: event.output.geofence, initial: { values, geofence: event.output.geofence } };
          }),
        },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      tags: ['view:error'],
      on: { 'place.retry': 'loading', 'place.cancelRequested': 'cancelled' },
    },
    // terra-draw's polygon mode is on; the form waits for a closed polygon.
    drawing: {
      tags: ['view:drawing'],
      on: {
        'place.geofenceDrawn': { target: 'editing', actions: { type: 'setGeofence', params: ({ event }) => ({ ring: event.ring }) } },
        'place.cancelRequested': [{ guard: 'dirty', target: 'confirmDiscard' }, { target: 'cancelled' }],
      },
    },
    editing: {
      tags: ['view:form'],
      on: {
        'place.fieldChanged': { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'place.geofenceChanged': { actions: { type: 'setGeofence', params: ({ event }) => ({ ring: event.ring }) } },
        'place.redrawRequested': { target: 'drawing', actions: { type: 'setGeofence', params: { ring: [] } } },
        'place.saveRequested': [
          { guard: 'canSave', target: 'saving', actions: assign({ submitted: true }) },
          // Every problem shows; nothing is sent.
          { actions: assign({ submitted: true }) },
        ],
        'place.cancelRequested': [{ guard: 'dirty', target: 'confirmDiscard' }, { target: 'cancelled' }],
      },
    },
    saving: {
      tags: ['view:form', 'busy'],
      invoke: {
        id: 'savePlace',
        src: 'savePlace',
        input: ({ context }) => ({ id: context.placeId, request: placeRequest(context.values, context.geofence) }),
        onDone: {
          target: 'saved',
          actions: [
            assign({ saved: ({ event }) => event.output }),
            'placesChanged',
            {
              type: 'notify',
              params: ({ context, event }) => ({
                tone: 'success',
                title: context.placeId === null ? PLACE_ADDED : PLACE_SAVED,
                text: event.output.inventoryUpToDate ? null : PLACE_LOOKUP_PENDING,
              }),
            },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ serverErrors: ({ event }) => failureFields(event.error) }),
            {
              type: 'notify',
              params: ({ context, event }) => ({
                tone: 'error',
                title: context.placeId === null ? PLACE_ADD_FAILED : PLACE_EDIT_FAILED,
                // Field messages stand on the form; anything else carries the server's words.
                text: failureToastText(event.error),
              }),
            },
          ],
        },
      },
    },
    confirmDiscard: {
      tags: ['view:confirmDiscard'],
      on: {
        'place.discardConfirmed': 'cancelled',
        'place.discardCancelled': [{ guard: 'noGeofence', target: 'drawing' }, { target: 'editing' }],
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => (context.saved ? { result: 'saved', place: context.saved } : { result: 'cancelled' }),
});

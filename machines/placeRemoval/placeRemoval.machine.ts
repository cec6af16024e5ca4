import { assign, setup } from 'xstate';
import { failureText } from '../callFailure.ts';
import { deletePlace } from './placeRemoval.actors.ts';
import type { PlaceRemovalContext, PlaceRemovalEvent, PlaceRemovalNotice } from './placeRemoval.types.ts';

/** Features spec, section 8. */
export const PLACE_DELETE_FAILED = 'Error while deleting place. Please try again later';
/** Ours: the spec names no success text. */
export const PLACE_DELETED = 'Place deleted';

/**
 * Deleting a place: a confirmation that names the place, then the call. The confirmation stays open
 * and busy until the server answers; a failure shows there and as a toast with the spec's text.
 * Success reports `placesChanged` (places list, map geofences, dropdown list) and `placeDeleted`
 * (src/ closes the place's panel).
 */
export const placeRemovalMachine = setup({
  types: { context: {} as PlaceRemovalContext, events: {} as PlaceRemovalEvent },
  actors: { deletePlace },
  actions: {
    placesChanged: () => {},
    placeDeleted: (_, _params: { id: number }) => {},
    notify: (_, _params: PlaceRemovalNotice) => {},
  },
}).createMachine({
  id: 'placeRemoval',
  context: { place: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ place: null, error: null }),
      on: { 'place.deleteRequested': { target: 'confirming', actions: assign({ place: ({ event }) => event.place }) } },
    },
    confirming: {
      tags: ['view:confirm'],
      on: { 'place.deleteConfirmed': 'deleting', 'place.deleteCancelled': 'idle' },
    },
    deleting: {
      tags: ['view:confirm', 'busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'deletePlace',
        src: 'deletePlace',
        input: ({ context }) => ({ id: context.place!.id }),
        onDone: {
          target: 'idle',
          actions: [
            'placesChanged',
            { type: 'placeDeleted', params: ({ context }) => ({ id: context.place!.id }) },
            { type: 'notify', params: ({ context }) => ({ tone: 'success', title: PLACE_DELETED, text: context.place!.name }) },
          ],
        },
        onError: {
          target: 'confirming',
          actions: [
            assign({ error: ({ event }) => failureText(event.error) ?? PLACE_DELETE_FAILED }),
            { type: 'notify', params: ({ event }) => ({ tone: 'error', title: PLACE_DELETE_FAILED, text: failureText(event.error) }) },
          ],
        },
      },
    },
  },
});

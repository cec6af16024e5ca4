// The placeRemoval machine's test model (placeRemoval.model.test.ts, scripts/paths.ts).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { placeRemovalMachine } from '../../../machines/placeRemoval/placeRemoval.machine.ts';
import type { DeletedPlace, PlaceRemovalEvent, PlaceRemovalFailure } from '../../../machines/placeRemoval/placeRemoval.types.ts';

export const SITE = { id: 31, name: 'Norra Länken etapp 3' };

export type PlaceRemovalModelEvent = PlaceRemovalEvent | DoneActorEvent<DeletedPlace, 'deletePlace'> | ErrorActorEvent<PlaceRemovalFailure, 'deletePlace'>;

export const placeRemovalEvents = {
  'place.deleteRequested': { site: { type: 'place.deleteRequested', place: SITE } },
  'place.deleteConfirmed': { pressed: { type: 'place.deleteConfirmed' } },
  'place.deleteCancelled': { pressed: { type: 'place.deleteCancelled' } },
  'xstate.done.actor.deletePlace': { ok: { type: 'xstate.done.actor.deletePlace', actorId: 'deletePlace', output: { id: SITE.id, machinesReleased: 0 } } },
  'xstate.error.actor.deletePlace': {
    notFound: { type: 'xstate.error.actor.deletePlace', actorId: 'deletePlace', error: { status: 404, message: 'Place not found' } },
    offline: { type: 'xstate.error.actor.deletePlace', actorId: 'deletePlace', error: { status: 0, message: '' } },
  },
} satisfies EventFixtures<PlaceRemovalModelEvent>;

export const placeRemovalModel = defineModel({
  machine: placeRemovalMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    confirming: ['view:confirm'],
    deleting: ['busy', 'view:confirm'],
  },
  variants: { panel: { input: undefined } },
  events: placeRemovalEvents,
  project: ({ context }) => ({ place: context.place?.id ?? null, error: context.error }),
});

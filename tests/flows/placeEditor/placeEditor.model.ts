// The placeEditor machine's test model (placeEditor.model.test.ts, scripts/paths.ts).
// Fixtures carry whole rings and single field edits, so whether a save is sent depends on the
// fixtures alone; the projection keeps the name, which ring, and what the guards read (validity, changes).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { formProblems, isDirty } from '../../../machines/placeEditor/placeEditor.form.ts';
import { placeEditorMachine } from '../../../machines/placeEditor/placeEditor.machine.ts';
import type { LatLng } from '../../../machines/placeEditor/geofence.ts';
import type { PlaceDetail, PlaceEditorEvent, PlaceFailure, SavedPlace } from '../../../machines/placeEditor/placeEditor.types.ts';

export const PLACE_ID = 31;

const square = (lat: number, lng: number, half: number): LatLng[] => [
  { latitude: lat - half, longitude: lng - half },
  { latitude: lat - half, longitude: lng + half },
  { latitude: lat + half, longitude: lng + half },
  { latitude: lat + half, longitude: lng - half },
];

/** Around a group of machines at a work site in Uppsala. */
export const SITE_RING = square(59.86, 17.64, 0.004);
/** The same site, moved a little east. */
export const MOVED_RING = square(59.86, 17.65, 0.004);
/** Edges 1 and 3 cross. */
export const BOW_TIE: LatLng[] = [
  { latitude: 59.86, longitude: 17.64 },
  { latitude: 59.87, longitude: 17.65 },
  { latitude: 59.86, longitude: 17.65 },
  { latitude: 59.87, longitude: 17.64 },
];

export const storedPlace: PlaceDetail = {
  id: PLACE_ID,
  name: 'Kv. Kvarngärdet',
  placeType: 1,
  address: { address: 'Kungsgatan 12', city: 'Uppsala', zip: '753 21', country: 'SE' },
  validFromPlaceTime: '2026-09-01T00:00:00+02:00',
  validToPlaceTime: '2027-03-31T23:59:59+02:00',
  contract: { orderContact: 'Anna Berg', orderContactEmail: 'anna.berg@skanbygg.example' },
  description: 'Markarbeten',
  geofence: SITE_RING,
  timezoneName: 'Europe/Stockholm',
  tags: [{ id: 4 }],
  archivedDateUtcTime: null,
};

export type PlaceEditorModelEvent =
  | PlaceEditorEvent
  | DoneActorEvent<PlaceDetail, 'loadPlace'>
  | ErrorActorEvent<PlaceFailure, 'loadPlace'>
  | DoneActorEvent<SavedPlace, 'savePlace'>
  | ErrorActorEvent<PlaceFailure, 'savePlace'>;

const done = <Id extends string, O>(id: Id, output: O) => ({ type: `xstate.done.actor.${id}` as const, actorId: id, output });
const failed = <Id extends string>(id: Id, error: PlaceFailure) => ({ type: `xstate.error.actor.${id}` as const, actorId: id, error });
export const SELF_CROSSING = 'The geofence crosses itself: edge 1 meets edge 3';

export const placeEditorEvents = {
  'place.fieldChanged': {
    name: { type: 'place.fieldChanged', field: 'name', value: ' Norra Länken etapp 3 ' },
    blankName: { type: 'place.fieldChanged', field: 'name', value: '  ' },
  },
  'place.geofenceDrawn': { site: { type: 'place.geofenceDrawn', ring: SITE_RING }, bowTie: { type: 'place.geofenceDrawn', ring: BOW_TIE } },
  'place.geofenceChanged': { moved: { type: 'place.geofenceChanged', ring: MOVED_RING } },
  'place.redrawRequested': { pressed: { type: 'place.redrawRequested' } },
  'place.saveRequested': { pressed: { type: 'place.saveRequested' } },
  'place.cancelRequested': { pressed: { type: 'place.cancelRequested' } },
  'place.discardConfirmed': { pressed: { type: 'place.discardConfirmed' } },
  'place.discardCancelled': { pressed: { type: 'place.discardCancelled' } },
  'place.retry': { pressed: { type: 'place.retry' } },
  'xstate.done.actor.loadPlace': { stored: done('loadPlace', storedPlace) },
  'xstate.error.actor.loadPlace': { offline: failed('loadPlace', { status: 0, message: '' }) },
  'xstate.done.actor.savePlace': { ok: done('savePlace', { id: PLACE_ID, name: 'Norra Länken etapp 3', inventoryUpToDate: true }) },
  'xstate.error.actor.savePlace': {
    refused: failed('savePlace', { status: 400, message: `geofence: ${SELF_CROSSING};`, fields: { geofence: [SELF_CROSSING] } }),
    offline: failed('savePlace', { status: 0, message: '' }),
  },
} satisfies EventFixtures<PlaceEditorModelEvent>;

const RINGS: Record<string, string> = { [JSON.stringify(SITE_RING)]: 'site', [JSON.stringify(MOVED_RING)]: 'moved', [JSON.stringify(BOW_TIE)]: 'bowTie' };
const ringName = (ring: readonly LatLng[]) => (ring.length === 0 ? 'none' : (RINGS[JSON.stringify(ring)] ?? `other:${ring.length}`));

export const placeEditorModel = defineModel({
  machine: placeEditorMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    confirmDiscard: ['view:confirmDiscard'],
    drawing: ['view:drawing'],
    editing: ['view:form'],
    loadFailed: ['view:error'],
    loading: ['view:loading'],
    saving: ['busy', 'view:form'],
  },
  variants: {
    create: { input: { placeId: null, defaultTimeZone: 'Europe/Stockholm' } },
    edit: { input: { placeId: PLACE_ID, defaultTimeZone: 'Europe/Stockholm' } },
  },
  events: placeEditorEvents,
  // Exact on what the fixtures change (the name and which ring): a coarser view (the ring's size,
  // validity alone) lumps a blank name with a crossing ring, and paths built on it expect the wrong state.
  project: ({ context }) => ({
    name: context.values.name,
    ring: ringName(context.geofence),
    valid: Object.keys(formProblems(context.values, context.geofence)).length === 0,
    dirty: isDirty(context.values, context.geofence, context.initial),
    server: Object.keys(context.serverErrors),
  }),
});

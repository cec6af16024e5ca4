// placeEditor as an actor (features spec: places; section 8 'Place add/edit'): the empty form a new
// place starts with, the success notice of a save (added or saved, with or without the inventory
// still being looked up), and which server messages an edit clears.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { PLACE_LOAD_FAILED, placeEditorMachine } from '../../machines/placeEditor/placeEditor.machine.ts';
import type { LatLng } from '../../machines/placeEditor/geofence.ts';
import type { PlaceDetail, PlaceEditorInput, PlaceNotice, SavedPlace, SavePlaceInput } from '../../machines/placeEditor/placeEditor.types.ts';

const settle = () => new Promise((r) => setTimeout(r, 0));

/** About 900 × 450 m around Uppsala: a valid geofence. */
const SITE_RING: LatLng[] = [
  { latitude: 59.856, longitude: 17.636 },
  { latitude: 59.856, longitude: 17.644 },
  { latitude: 59.864, longitude: 17.644 },
  { latitude: 59.864, longitude: 17.636 },
];
const MOVED_RING: LatLng[] = SITE_RING.map((p) => ({ latitude: p.latitude, longitude: p.longitude + 0.01 }));

const STORED: PlaceDetail = {
  id: 31,
  name: 'Depå Uppsala',
  placeType: 0,
  address: { address: 'Kungsgatan 1', city: 'Uppsala', zip: '753 21', country: 'SE' },
  validFromPlaceTime: null,
  validToPlaceTime: null,
  contract: null,
  description: null,
  geofence: SITE_RING,
  timezoneName: 'Europe/Stockholm',
  tags: [],
  archivedDateUtcTime: null,
};

function start(input: PlaceEditorInput, save: (input: SavePlaceInput) => Promise<SavedPlace>) {
  const notices: PlaceNotice[] = [];
  let placesChanged = 0;
  const machine = placeEditorMachine.provide({
    actors: {
      loadPlace: fromPromise<PlaceDetail, { id: number }>(() => Promise.resolve(STORED)),
      savePlace: fromPromise<SavedPlace, SavePlaceInput>(({ input }) => save(input)),
    },
    actions: {
      notify: (_, notice: PlaceNotice) => {
        notices.push(notice);
      },
      placesChanged: () => {
        placesChanged++;
      },
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, notices, placesChanged: () => placesChanged };
}

/** The stored place, loaded, in the form. */
async function editingStored(save: (input: SavePlaceInput) => Promise<SavedPlace>) {
  const started = start({ placeId: 31, defaultTimeZone: 'Europe/Oslo' }, save);
  await settle();
  expect(started.actor.getSnapshot().value).toBe('editing');
  return started;
}

describe('placeEditor machine', () => {
  it('names its load failure "The place could not be loaded"', () => {
    expect(PLACE_LOAD_FAILED).toBe('The place could not be loaded');
  });

  it('a new place starts drawing, with an empty form in the user zone, nothing submitted and no errors', () => {
    const { actor } = start({ placeId: null, defaultTimeZone: 'Europe/Stockholm' }, () => new Promise(() => {}));
    const values = {
      name: '',
      placeType: 1,
      address: '',
      city: '',
      zip: '',
      country: '',
      validFrom: '',
      validTo: '',
      description: '',
      deliveryContact: '',
      deliveryContactEmail: '',
      deliveryContactPhone: '',
      orderContact: '',
      orderContactEmail: '',
      orderContactPhone: '',
      timezoneName: 'Europe/Stockholm',
      tagIds: [],
    };
    expect(actor.getSnapshot().value).toBe('drawing');
    expect(actor.getSnapshot().context).toEqual({
      placeId: null,
      values,
      geofence: [],
      initial: { values, geofence: [] },
      serverErrors: {},
      submitted: false,
      saved: null,
    });
  });

  describe('a successful save notifies', () => {
    it('"Place added" for a new place, with no text when the inventory is up to date', async () => {
      const saved: SavedPlace = { id: 40, name: 'Depot North', inventoryUpToDate: true };
      const { actor, notices, placesChanged } = start({ placeId: null, defaultTimeZone: 'Europe/Stockholm' }, () => Promise.resolve(saved));
      actor.send({ type: 'place.geofenceDrawn', ring: SITE_RING });
      actor.send({ type: 'place.fieldChanged', field: 'name', value: 'Depot North' });
      actor.send({ type: 'place.saveRequested' });
      expect(actor.getSnapshot().value).toBe('saving');
      await settle();
      expect(notices).toEqual([{ tone: 'success', title: 'Place added', text: null }]);
      expect(placesChanged()).toBe(1);
      expect(actor.getSnapshot().output).toEqual({ result: 'saved', place: saved });
    });

    it('"Place saved" for an existing place, saying the machines inside are still being looked up', async () => {
      const saved: SavedPlace = { id: 31, name: 'Depå Uppsala Nord', inventoryUpToDate: false };
      const { actor, notices } = await editingStored(() => Promise.resolve(saved));
      actor.send({ type: 'place.fieldChanged', field: 'name', value: 'Depå Uppsala Nord' });
      actor.send({ type: 'place.saveRequested' });
      await settle();
      expect(notices).toEqual([{ tone: 'success', title: 'Place saved', text: 'Machines inside the geofence are still being looked up.' }]);
      expect(actor.getSnapshot().output).toEqual({ result: 'saved', place: saved });
    });
  });

  describe("after a refused save, the server's messages", () => {
    const refused = () =>
      Promise.reject({
        status: 400,
        message: 'Validation failed',
        fields: {
          name: ['A place with this name exists'],
          'contract.orderContactEmail': ['Enter a valid email address'],
          geofence: ['The geofence overlaps another place'],
          'geofence.2.latitude': ['must be between -85 and 85'],
        },
      });

    async function refusedOnce() {
      const started = await editingStored(refused);
      started.actor.send({ type: 'place.fieldChanged', field: 'orderContactEmail', value: 'order@depot.se' });
      started.actor.send({ type: 'place.saveRequested' });
      await settle();
      expect(started.actor.getSnapshot().value).toBe('editing');
      expect(started.notices).toEqual([{ tone: 'error', title: 'Error while editing place. Please try again later', text: null }]);
      return started;
    }

    it("of a field go when that field changes (a contract field's too); the others stay", async () => {
      const { actor } = await refusedOnce();
      actor.send({ type: 'place.fieldChanged', field: 'orderContactEmail', value: 'orders@depot.se' });
      expect(actor.getSnapshot().context.serverErrors).toEqual({
        name: ['A place with this name exists'],
        geofence: ['The geofence overlaps another place'],
        'geofence.2.latitude': ['must be between -85 and 85'],
      });
      actor.send({ type: 'place.fieldChanged', field: 'city', value: 'Knivsta' });
      expect(Object.keys(actor.getSnapshot().context.serverErrors)).toEqual(['name', 'geofence', 'geofence.2.latitude']);
    });

    it('of the geofence and its points all go when the geofence changes; the others stay', async () => {
      const { actor } = await refusedOnce();
      actor.send({ type: 'place.geofenceChanged', ring: MOVED_RING });
      expect(actor.getSnapshot().context.serverErrors).toEqual({
        name: ['A place with this name exists'],
        'contract.orderContactEmail': ['Enter a valid email address'],
      });
    });
  });
});

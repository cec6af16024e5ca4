// assetDetails as an actor (features spec §2 "Details tab", §4 "Machine details save", §5 rules, §8
// texts): what it asks the server for, when turning automatic time zone on looks the zone up, which
// new tag names it creates, and what a failed save or tag leaves on screen.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { assetDetailsMachine } from '../../machines/assetDetails/assetDetails.machine.ts';
import { created, excavator, rental, winter } from '../flows/assetDetails/assetDetails.model.ts';
import type { AssetDetails, DetailsLoad, DetailsNotice, SaveDetailsRequest, TagRef } from '../../machines/assetDetails/assetDetails.types.ts';

const settle = () => new Promise((r) => setTimeout(r, 0));

const SAVE_FAILED = 'Error while saving machine details. Try again later';
const TAG_ADD_FAILED = 'Error while adding tag. Please try again later';

const loadOf = (details: AssetDetails): DetailsLoad => ({ details, tags: [rental, winter], depots: [{ id: 3, name: 'Depå Uppsala' }] });

interface Fakes {
  load?: () => Promise<DetailsLoad>;
  save?: (input: SaveDetailsRequest) => Promise<AssetDetails>;
  zone?: () => Promise<string>;
  tag?: () => Promise<TagRef>;
}

function start(fakes: Fakes = {}, details: AssetDetails = excavator) {
  const loads: unknown[] = [];
  const saves: SaveDetailsRequest[] = [];
  const zoneLookups: unknown[] = [];
  const tagCreations: unknown[] = [];
  const notices: DetailsNotice[] = [];
  const machine = assetDetailsMachine.provide({
    actors: {
      loadDetails: fromPromise<DetailsLoad, { assetId: number }>(({ input }) => {
        loads.push(input);
        return (fakes.load ?? (() => Promise.resolve(loadOf(details))))();
      }),
      saveDetails: fromPromise<AssetDetails, SaveDetailsRequest>(({ input }) => {
        saves.push(input);
        return (fakes.save ?? (() => Promise.resolve(details)))(input);
      }),
      lookupTimeZone: fromPromise<string, { lat: number; long: number }>(({ input }) => {
        zoneLookups.push(input);
        return (fakes.zone ?? (() => Promise.resolve('Europe/Stockholm')))();
      }),
      createTag: fromPromise<TagRef, { name: string; color: string }>(({ input }) => {
        tagCreations.push(input);
        return (fakes.tag ?? (() => Promise.resolve(created)))();
      }),
    },
    actions: {
      notify: (_, notice: DetailsNotice) => {
        notices.push(notice);
      },
    },
  });
  const actor = createActor(machine, { input: { assetId: 7, canEdit: true } }).start();
  return { actor, loads, saves, zoneLookups, tagCreations, notices };
}

/** Loaded and in edit mode. */
async function editing(fakes: Fakes = {}, details: AssetDetails = excavator) {
  const started = start(fakes, details);
  await settle();
  started.actor.send({ type: 'details.edit' });
  expect(started.actor.getSnapshot().value).toEqual({ editing: 'idle' });
  return started;
}

describe('assetDetails machine', () => {
  it('starts loading with an empty form, no tags, nothing locked and no errors', () => {
    const { actor } = start({ load: () => new Promise(() => {}) });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toEqual({
      assetId: 7,
      canEdit: true,
      loaded: null,
      values: {
        name: '',
        registrationNumber: null,
        pinOrVin: null,
        serialNumber: null,
        brand: '',
        model: '',
        category: 1,
        productionYear: null,
        purchaseDate: null,
        depotPlaceId: null,
        defaultPowerSupply: null,
        emissionClass: null,
        fuelType: null,
        timezone: '',
        automaticTimeZoneEnabled: false,
      },
      tagIds: [],
      locked: [],
      fieldErrors: {},
      serverErrors: {},
      saveError: null,
      newTag: null,
    });
  });

  it('asks for the details of its machine, and after a save says so and asks for them again', async () => {
    const { actor, loads, notices } = await editing();
    expect(loads).toEqual([{ assetId: 7 }]);
    actor.send({ type: 'details.changed', values: { name: 'Grävare 7' } });
    actor.send({ type: 'details.save' });
    await settle();
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(loads).toEqual([{ assetId: 7 }, { assetId: 7 }]);
    expect(notices).toEqual([{ tone: 'success', title: 'Machine details saved', text: null }]);
  });

  describe('turning automatic time zone on', () => {
    it('looks the zone up at the machine position and takes the answer', async () => {
      const { actor, zoneLookups } = await editing();
      actor.send({ type: 'details.changed', values: { automaticTimeZoneEnabled: true } });
      expect(actor.getSnapshot().value).toEqual({ editing: 'lookingUpZone' });
      expect(zoneLookups).toEqual([{ lat: 59.8586, long: 17.6389 }]);
      await settle();
      expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
      expect(actor.getSnapshot().context.values.timezone).toBe('Europe/Stockholm');
    });

    it.each([
      ['no latitude', { positionLat: null, positionLong: 17.6389 }],
      ['no longitude', { positionLat: 59.8586, positionLong: null }],
      ['no position at all', { positionLat: null, positionLong: null }],
    ])('with %s looks nothing up and keeps the old zone', async (_, position) => {
      const { actor, zoneLookups } = await editing({}, { ...excavator, ...position });
      actor.send({ type: 'details.changed', values: { automaticTimeZoneEnabled: true } });
      expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
      await settle();
      expect(zoneLookups).toEqual([]);
      expect(actor.getSnapshot().context.values.automaticTimeZoneEnabled).toBe(true);
      expect(actor.getSnapshot().context.values.timezone).toBe('Europe/Oslo');
    });
  });

  describe('a failed save', () => {
    it("keeps edit mode with the spec's text and one server message per field; changing a field clears only its message", async () => {
      const { actor, notices } = await editing({
        save: () => Promise.reject({ status: 400, message: 'Validation failed', fields: { name: ['Name is taken'], 'tagIds.0': ['Unknown tag'] } }),
      });
      actor.send({ type: 'details.changed', values: { name: 'Grävare 7' } });
      actor.send({ type: 'details.save' });
      await settle();
      expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
      expect(actor.getSnapshot().context.saveError).toBe(SAVE_FAILED);
      expect(actor.getSnapshot().context.serverErrors).toEqual({ name: 'Name is taken', tagIds: 'Unknown tag' });
      expect(notices).toEqual([{ tone: 'error', title: SAVE_FAILED, text: 'Validation failed' }]);

      actor.send({ type: 'details.changed', values: { name: 'Grävare 8' } });
      expect(actor.getSnapshot().context.serverErrors).toEqual({ tagIds: 'Unknown tag' });
    });

    it('without any explanation (rejected with null) still shows the text, with no server messages', async () => {
      const { actor, notices } = await editing({ save: () => Promise.reject(null) });
      actor.send({ type: 'details.changed', values: { name: 'Grävare 7' } });
      actor.send({ type: 'details.save' });
      await settle();
      expect(actor.getSnapshot().status).toBe('active');
      expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
      expect(actor.getSnapshot().context.saveError).toBe(SAVE_FAILED);
      expect(actor.getSnapshot().context.serverErrors).toEqual({});
      expect(notices).toEqual([{ tone: 'error', title: SAVE_FAILED, text: null }]);
    });
  });

  describe('creating a tag from the picker', () => {
    it('sends the name without < > and outer spaces, in the palette colour after the two company tags', async () => {
      const { actor, tagCreations } = await editing();
      actor.send({ type: 'details.tagCreateRequested', name: '  Night <shift>  ' });
      expect(actor.getSnapshot().value).toEqual({ editing: 'creatingTag' });
      expect(actor.getSnapshot().context.newTag).toBe('Night shift');
      expect(tagCreations).toEqual([{ name: 'Night shift', color: '#2b8a3e' }]);
      await settle();
      expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
      expect(actor.getSnapshot().context.tagIds).toEqual([11, 13]);
      expect(actor.getSnapshot().context.loaded?.tags).toEqual([rental, winter, created]);
      expect(actor.getSnapshot().context.newTag).toBeNull();
    });

    it.each([
      ['blank', '   '],
      ['only < and >', '<>'],
      ['an existing tag in brackets', '<Rental>'],
      ['an existing tag in other case', ' winter '],
    ])('is not offered for a name that is %s', async (_, name) => {
      const { actor, tagCreations } = await editing();
      actor.send({ type: 'details.tagCreateRequested', name });
      expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
      expect(actor.getSnapshot().context.newTag).toBeNull();
      await settle();
      expect(tagCreations).toEqual([]);
    });

    it("that fails shows the spec's text with the server's words and forgets the name", async () => {
      const { actor, notices } = await editing({ tag: () => Promise.reject({ status: 409, message: 'Tag exists' }) });
      actor.send({ type: 'details.tagCreateRequested', name: 'Night shift' });
      await settle();
      expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
      expect(actor.getSnapshot().context.newTag).toBeNull();
      expect(actor.getSnapshot().context.tagIds).toEqual([11]);
      expect(notices).toEqual([{ tone: 'error', title: TAG_ADD_FAILED, text: 'Tag exists' }]);
    });

    it('that fails without any explanation (rejected with null) shows the text alone', async () => {
      const { actor, notices } = await editing({ tag: () => Promise.reject(null) });
      actor.send({ type: 'details.tagCreateRequested', name: 'Night shift' });
      await settle();
      expect(actor.getSnapshot().status).toBe('active');
      expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
      expect(actor.getSnapshot().context.newTag).toBeNull();
      expect(notices).toEqual([{ tone: 'error', title: TAG_ADD_FAILED, text: null }]);
    });
  });
});

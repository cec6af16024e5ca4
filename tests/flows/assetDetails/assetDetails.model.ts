// The Details tab machine's test model (assetDetails.model.test.ts, scripts/paths.ts).
// Two machines load: an ordinary one and an AEMP-imported one (Name, SerialNumber, PinOrVin, Brand,
// Model and every field with a value locked). Variants: an owner (manage:asset) and a User.
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { isDirty } from '../../../machines/assetDetails/assetDetails.form.ts';
import { assetDetailsMachine } from '../../../machines/assetDetails/assetDetails.machine.ts';
import { detailsFieldErrors } from '../../../machines/assetDetails/assetDetails.rules.ts';
import type { AssetDetails, AssetDetailsEvent, DetailsFailure, DetailsLoad, TagRef } from '../../../machines/assetDetails/assetDetails.types.ts';

export const rental: TagRef = { id: 11, name: 'Rental', style: '{"color":"#0b7285"}' };
export const winter: TagRef = { id: 12, name: 'Winter', style: '{"color":"#c92a2a"}' };
export const created: TagRef = { id: 13, name: 'Night shift', style: '{"color":"#2b8a3e"}' };

export const excavator: AssetDetails = {
  id: 7,
  internalId: 'NB-00007',
  name: 'Volvo EC220E #7',
  registrationNumber: null,
  pinOrVin: 'VCEC220EV00012345',
  serialNumber: '31234567',
  brand: 'Volvo',
  model: 'EC220E',
  category: 1,
  categoryFormatted: 'Excavator',
  productionYear: 2019,
  purchaseDateUtcTime: '2019-04-02T00:00:00.000Z',
  purchaseDateUserTimeFormatted: '2019/04/02',
  depotPlaceId: 3,
  depotName: 'Depå Uppsala',
  defaultPowerSupply: 24,
  emissionClass: 5,
  emissionClassFormatted: 'Stage4',
  fuelType: 3,
  fuelTypeFormatted: 'DieselFuelMk3',
  timezone: 'Europe/Oslo',
  automaticTimeZoneEnabled: false,
  positionLat: 59.8586,
  positionLong: 17.6389,
  positionUserTimeFormatted: '2026/11/20 10:30',
  locationPlaceId: 3,
  locationName: 'Depå Uppsala',
  tags: [rental],
  readonlyFieldNames: [],
  integrationSource: null,
  deviceInstalledAfterBatteryMainSwitch: false,
  archived: false,
};

export const aempLoader: AssetDetails = {
  ...excavator,
  id: 8,
  name: 'Komatsu WA380-8 456789',
  brand: 'Komatsu',
  model: 'WA380-8',
  category: 4,
  readonlyFieldNames: ['Name', 'SerialNumber', 'PinOrVin', 'Brand', 'Model'],
  integrationSource: 'AEMP',
};

const load = (details: AssetDetails): DetailsLoad => ({ details, tags: [rental, winter], depots: [{ id: 3, name: 'Depå Uppsala' }] });
export const loads = { excavator: load(excavator), aemp: load(aempLoader) };

export type AssetDetailsModelEvent =
  | AssetDetailsEvent
  | DoneActorEvent<DetailsLoad, 'loadDetails'>
  | ErrorActorEvent<DetailsFailure, 'loadDetails'>
  | DoneActorEvent<AssetDetails, 'saveDetails'>
  | ErrorActorEvent<DetailsFailure, 'saveDetails'>
  | DoneActorEvent<string, 'lookupTimeZone'>
  | ErrorActorEvent<DetailsFailure, 'lookupTimeZone'>
  | DoneActorEvent<TagRef, 'createTag'>
  | ErrorActorEvent<DetailsFailure, 'createTag'>;

export const assetDetailsEvents = {
  'details.retry': { pressed: { type: 'details.retry' } },
  'details.edit': { pen: { type: 'details.edit' } },
  'details.changed': {
    badVoltage: { type: 'details.changed', values: { defaultPowerSupply: 5 } },
    rename: { type: 'details.changed', values: { name: 'Grävare <7>' } },
    automaticOn: { type: 'details.changed', values: { automaticTimeZoneEnabled: true } },
  },
  'details.tagsChanged': { addWinter: { type: 'details.tagsChanged', tagIds: [rental.id, winter.id] } },
  'details.tagCreateRequested': {
    newName: { type: 'details.tagCreateRequested', name: 'Night shift' },
    existing: { type: 'details.tagCreateRequested', name: ' WINTER ' },
  },
  'details.save': { pressed: { type: 'details.save' } },
  'details.undo': { pressed: { type: 'details.undo' } },
  'xstate.done.actor.loadDetails': {
    excavator: { type: 'xstate.done.actor.loadDetails', actorId: 'loadDetails', output: loads.excavator },
    aemp: { type: 'xstate.done.actor.loadDetails', actorId: 'loadDetails', output: loads.aemp },
  },
  'xstate.error.actor.loadDetails': {
    offline: { type: 'xstate.error.actor.loadDetails', actorId: 'loadDetails', error: { status: 0, message: 'Failed to fetch' } },
  },
  'xstate.done.actor.saveDetails': { saved: { type: 'xstate.done.actor.saveDetails', actorId: 'saveDetails', output: { ...excavator, name: 'Grävare 7' } } },
  'xstate.error.actor.saveDetails': {
    refused: {
      type: 'xstate.error.actor.saveDetails',
      actorId: 'saveDetails',
      error: { status: 400, message: 'name: Imported from AEMP cannot be changed;', fields: { name: ['Imported from AEMP cannot be changed'] } },
    },
  },
  'xstate.done.actor.lookupTimeZone': { stockholm: { type: 'xstate.done.actor.lookupTimeZone', actorId: 'lookupTimeZone', output: 'Europe/Stockholm' } },
  'xstate.error.actor.lookupTimeZone': { offline: { type: 'xstate.error.actor.lookupTimeZone', actorId: 'lookupTimeZone', error: { status: 0 } } },
  'xstate.done.actor.createTag': { ok: { type: 'xstate.done.actor.createTag', actorId: 'createTag', output: created } },
  'xstate.error.actor.createTag': {
    taken: { type: 'xstate.error.actor.createTag', actorId: 'createTag', error: { status: 400, message: 'A tag with this name already exists' } },
  },
} satisfies EventFixtures<AssetDetailsModelEvent>;

export const assetDetailsModel = defineModel({
  machine: assetDetailsMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    'editing.creatingTag': ['busy:tag', 'mode:edit', 'view:details'],
    'editing.idle': ['mode:edit', 'view:details'],
    'editing.lookingUpZone': ['busy:zone', 'mode:edit', 'view:details'],
    loadFailed: ['view:loadFailed'],
    loading: ['view:loading'],
    reloading: ['busy', 'view:details'],
    saving: ['busy', 'mode:edit', 'view:details'],
    viewing: ['view:details'],
  },
  variants: {
    'owner (manage:asset)': { input: { assetId: 7, canEdit: true } },
    'User (no manage:asset)': { input: { assetId: 7, canEdit: false } },
  },
  events: assetDetailsEvents,
  // What the guards read (which machine, validity, dirtiness, automatic zone, the known tags) and
  // whether the save error shows. Values themselves are checked step by step by the test's oracle.
  project: ({ context }) => ({
    machine: context.loaded?.details.integrationSource ?? (context.loaded ? 'own' : null),
    valid: Object.keys(detailsFieldErrors(context.values)).length === 0,
    dirty: isDirty(context.loaded?.details, context.values, context.tagIds),
    automatic: context.values.automaticTimeZoneEnabled,
    knownTags: context.loaded?.tags.length ?? 0,
    saveError: context.saveError !== null,
  }),
});

// The placeAlertForm machine's test model (placeAlertForm.model.test.ts, scripts/paths.ts).
// Fixtures set absolute values (a preset, a whole shift list, a switch to a value), so the values the
// form can reach are few; the projection keeps exactly what decides whether a save is sent.
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { placeAlertFormMachine } from '../../../machines/placeAlertForm/placeAlertForm.machine.ts';
import type { PlaceAlertDetail, PlaceAlertFailure, PlaceAlertFormEvent, WorkShift } from '../../../machines/placeAlertForm/placeAlertForm.types.ts';

export const ALERT_ID = 57;
export const PLACE_ID = 31;
export const ANNA = { id: 4, name: 'Anna Berg' };
export const BO = { id: 9, name: 'Bo Ek' };

const week = { monday: true, tuesday: true, wednesday: true, thursday: true, friday: true, saturday: false, sunday: false };
export const WEEKDAY_NIGHTS: WorkShift = { workShiftId: 3, ...week, startPlaceTime: '18:00', endPlaceTime: '06:00' };
/** A shift whose weekdays were all unticked. */
export const NO_WEEKDAY: WorkShift = { ...WEEKDAY_NIGHTS, monday: false, tuesday: false, wednesday: false, thursday: false, friday: false };
export const CHRISTMAS = ['2026-12-24', '2026-12-25'];

export const storedAlert: PlaceAlertDetail = {
  id: ALERT_ID,
  placeId: PLACE_ID,
  placeName: 'Depå Gävle',
  placeTimeZone: 'Europe/Stockholm',
  enabled: true,
  notifyAllNewUsers: false,
  notificationUsers: [
    { ...ANNA, active: true },
    { ...BO, active: false },
  ],
  triggerOnEnter: true,
  triggerOnExit: false,
  triggers: { workShifts: [WEEKDAY_NIGHTS], holidays: [] },
};

export type PlaceAlertFormModelEvent =
  | PlaceAlertFormEvent
  | DoneActorEvent<PlaceAlertDetail, 'loadPlaceAlert'>
  | ErrorActorEvent<PlaceAlertFailure, 'loadPlaceAlert'>
  | DoneActorEvent<PlaceAlertDetail, 'savePlaceAlert'>
  | ErrorActorEvent<PlaceAlertFailure, 'savePlaceAlert'>
  | DoneActorEvent<{ id: number }, 'deletePlaceAlert'>
  | ErrorActorEvent<PlaceAlertFailure, 'deletePlaceAlert'>;

const done = <Id extends string, O>(id: Id, output: O) => ({ type: `xstate.done.actor.${id}` as const, actorId: id, output });
const failed = <Id extends string>(id: Id, error: PlaceAlertFailure) => ({ type: `xstate.error.actor.${id}` as const, actorId: id, error });
export const TAKEN = 'This place already has an alert';
const OFFLINE = { status: 0, message: '' };

export const placeAlertFormEvents = {
  'alert.placeChosen': { depot: { type: 'alert.placeChosen', placeId: PLACE_ID } },
  'alert.switched': { enterOff: { type: 'alert.switched', field: 'triggerOnEnter', value: false } },
  'alert.recipientToggled': { annaOff: { type: 'alert.recipientToggled', userId: ANNA.id, active: false } },
  'alert.presetChosen': {
    weekdays: { type: 'alert.presetChosen', preset: 'weekdays' },
    weekend: { type: 'alert.presetChosen', preset: 'weekend' },
    none: { type: 'alert.presetChosen', preset: 'none' },
  },
  'alert.shiftsChanged': { noWeekday: { type: 'alert.shiftsChanged', workShifts: [NO_WEEKDAY] } },
  'alert.holidaysChanged': { christmas: { type: 'alert.holidaysChanged', holidays: CHRISTMAS } },
  'alert.saveRequested': { pressed: { type: 'alert.saveRequested' } },
  'alert.undoRequested': { pressed: { type: 'alert.undoRequested' } },
  'alert.deleteRequested': { pressed: { type: 'alert.deleteRequested' } },
  'alert.deleteConfirmed': { pressed: { type: 'alert.deleteConfirmed' } },
  'alert.deleteCancelled': { pressed: { type: 'alert.deleteCancelled' } },
  'alert.retry': { pressed: { type: 'alert.retry' } },
  'xstate.done.actor.loadPlaceAlert': { stored: done('loadPlaceAlert', storedAlert) },
  'xstate.error.actor.loadPlaceAlert': { offline: failed('loadPlaceAlert', OFFLINE) },
  'xstate.done.actor.savePlaceAlert': { stored: done('savePlaceAlert', storedAlert) },
  'xstate.error.actor.savePlaceAlert': {
    refused: failed('savePlaceAlert', { status: 400, message: TAKEN, fields: { placeId: [TAKEN] } }),
    offline: failed('savePlaceAlert', OFFLINE),
  },
  'xstate.done.actor.deletePlaceAlert': { ok: done('deletePlaceAlert', { id: ALERT_ID }) },
  'xstate.error.actor.deletePlaceAlert': { offline: failed('deletePlaceAlert', OFFLINE) },
} satisfies EventFixtures<PlaceAlertFormModelEvent>;

const shiftsKind = (shifts: readonly WorkShift[]) =>
  shifts.length === 0 ? 'none' : shifts.some((s) => !(s.monday || s.tuesday || s.wednesday || s.thursday || s.friday || s.saturday || s.sunday)) ? 'bad' : 'ok';

export const placeAlertFormModel = defineModel({
  machine: placeAlertFormMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    confirmDelete: ['view:confirmDelete', 'view:form'],
    deleting: ['busy', 'view:confirmDelete', 'view:form'],
    editing: ['view:form'],
    loadFailed: ['view:loadFailed'],
    loading: ['view:loading'],
    saving: ['busy', 'view:form'],
  },
  variants: {
    create: { input: { alertId: null, users: [ANNA, BO], currentUserId: ANNA.id } },
    edit: { input: { alertId: ALERT_ID, users: [ANNA, BO], currentUserId: ANNA.id } },
  },
  events: placeAlertFormEvents,
  // Exactly what the save rule reads, as the fixtures can change it: the place, the entry trigger,
  // the kind of shift list, any holiday, and whether anyone is notified.
  project: ({ context: { values: v } }) => ({
    place: v.placeId !== null,
    enter: v.triggerOnEnter,
    shifts: shiftsKind(v.workShifts),
    holidays: v.holidays.length > 0,
    reach: v.notifyAllNewUsers || v.recipients.some((r) => r.active),
  }),
});

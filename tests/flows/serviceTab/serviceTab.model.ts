// The serviceTab machine's test model (serviceTab.model.test.ts, scripts/paths.ts).
// Two setups as the server answers them (both parts set, none set); field fixtures are few so the
// edit form's cycles stay countable.
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { serviceTabMachine } from '../../../machines/serviceTab/serviceTab.machine.ts';
import { draftDirty, draftValid, hasCalendarValues, hasHoursValues } from '../../../machines/serviceTab/serviceTab.rules.ts';
import type { ServiceFailure, ServiceSetup, ServiceTabEvent } from '../../../machines/serviceTab/serviceTab.types.ts';

export const ASSET_ID = 42;

/** Engine-hour service at 4,500 h every 500 h and a calendar service every 6 months. */
export const fullSetup: ServiceSetup = {
  assetId: ASSET_ID,
  engineHoursServiceAllowed: true,
  nextEngineHoursService: 4500,
  engineHoursServiceInterval: 500,
  nextCalendarServiceUserTime: '2027-03-01',
  calendarServiceIntervalType: 3,
  calendarServiceFrequency: 6,
  description: 'Volvo 500 h service',
  status: 2,
  statusFormatted: 'Soon',
  nextServicePredictionUserTimeFormatted: '2026/12/02',
  nextServiceDueBy: 'Hours',
  nextServiceInDays: 10,
  usageHoursPerWeek: 28.7,
  engineHours: 4460.2,
  engineHoursFormatted: '4460.2 h',
  hoursLeft: 39.8,
  usageHoursPerDay: 4.1,
  previousServiceUserTimeFormatted: '2026/06/03 07:00',
};

export const emptySetup: ServiceSetup = {
  ...fullSetup,
  engineHoursServiceAllowed: false,
  nextEngineHoursService: null,
  engineHoursServiceInterval: null,
  nextCalendarServiceUserTime: null,
  calendarServiceIntervalType: null,
  calendarServiceFrequency: null,
  description: null,
  status: 0,
  statusFormatted: 'No service',
  nextServicePredictionUserTimeFormatted: null,
  nextServiceDueBy: null,
  nextServiceInDays: null,
  usageHoursPerWeek: null,
  hoursLeft: null,
  previousServiceUserTimeFormatted: null,
};

export type ServiceTabModelEvent =
  | ServiceTabEvent
  | DoneActorEvent<ServiceSetup, 'loadSetup'>
  | ErrorActorEvent<ServiceFailure, 'loadSetup'>
  | DoneActorEvent<ServiceSetup, 'saveSetup'>
  | ErrorActorEvent<ServiceFailure, 'saveSetup'>
  | DoneActorEvent<ServiceSetup, 'deleteHours'>
  | ErrorActorEvent<ServiceFailure, 'deleteHours'>
  | DoneActorEvent<ServiceSetup, 'deleteCalendar'>
  | ErrorActorEvent<ServiceFailure, 'deleteCalendar'>
  | DoneActorEvent<{ reported: boolean }, 'report'>;

const done = <Id extends string, O>(id: Id, output: O) => ({ type: `xstate.done.actor.${id}` as const, actorId: id, output });
const failed = <Id extends string>(id: Id, error: ServiceFailure) => ({ type: `xstate.error.actor.${id}` as const, actorId: id, error });
export const OFFLINE: ServiceFailure = { status: 0, message: '' };
export const BAD_FREQUENCY: ServiceFailure = {
  status: 400,
  message: 'calendarServiceFrequency: Yearly: 1-5 years',
  fields: { calendarServiceFrequency: ['Yearly: 1-5 years'] },
};

export const serviceTabEvents = {
  'service.retry': { pressed: { type: 'service.retry' } },
  'service.editStarted': { pressed: { type: 'service.editStarted' } },
  // A new calendar date: on the full setup a valid change; without an interval (the empty setup, or
  // after the interval was cleared) Save shows 'needs both'.
  // 14 months or years is past both limits (spec §9: monthly 1-11, yearly 1-5): refused as typed.
  'service.fieldChanged': {
    calendarDay: { type: 'service.fieldChanged', field: 'calendarDay', value: '2027-05-01' },
    frequency14: { type: 'service.fieldChanged', field: 'frequency', value: '14' },
  },
  // Off with hours set asks first; off without (the empty setup) just switches.
  'service.hoursToggled': { off: { type: 'service.hoursToggled', allowed: false } },
  // None with calendar values asks first; none without just sets it.
  // Yearly with the full setup's 6 (months) is past the yearly limit: the message shows at the switch.
  'service.intervalTypeChanged': {
    none: { type: 'service.intervalTypeChanged', intervalType: null },
    yearly: { type: 'service.intervalTypeChanged', intervalType: 4 },
  },
  'service.saveRequested': { pressed: { type: 'service.saveRequested' } },
  'service.undoRequested': { pressed: { type: 'service.undoRequested' } },
  'service.confirmed': { pressed: { type: 'service.confirmed' } },
  'service.cancelled': { pressed: { type: 'service.cancelled' } },
  'service.deleteHoursRequested': { pressed: { type: 'service.deleteHoursRequested' } },
  'service.deleteCalendarRequested': { pressed: { type: 'service.deleteCalendarRequested' } },
  'service.reportRequested': { pressed: { type: 'service.reportRequested' } },
  'xstate.done.actor.loadSetup': { full: done('loadSetup', fullSetup), empty: done('loadSetup', emptySetup) },
  'xstate.error.actor.loadSetup': { offline: failed('loadSetup', OFFLINE) },
  'xstate.done.actor.saveSetup': { ok: done('saveSetup', fullSetup) },
  'xstate.error.actor.saveSetup': { refused: failed('saveSetup', BAD_FREQUENCY) },
  'xstate.done.actor.deleteHours': { ok: done('deleteHours', { ...fullSetup, engineHoursServiceAllowed: false }) },
  'xstate.error.actor.deleteHours': { offline: failed('deleteHours', OFFLINE) },
  'xstate.done.actor.deleteCalendar': { ok: done('deleteCalendar', { ...fullSetup, nextCalendarServiceUserTime: null }) },
  'xstate.error.actor.deleteCalendar': { offline: failed('deleteCalendar', OFFLINE) },
  'xstate.done.actor.report': { reported: done('report', { reported: true }), cancelled: done('report', { reported: false }) },
} satisfies EventFixtures<ServiceTabModelEvent>;

export const serviceTabModel = defineModel({
  machine: serviceTabMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    confirmClearCalendar: ['dialog:clearCalendar', 'view:edit'],
    confirmClearHours: ['dialog:clearHours', 'view:edit'],
    confirmDeleteCalendar: ['dialog:deleteCalendar', 'view:view'],
    confirmDeleteHours: ['dialog:deleteHours', 'view:view'],
    confirmSave: ['dialog:save', 'view:edit'],
    confirmUndo: ['dialog:undo', 'view:edit'],
    deletingCalendar: ['busy', 'dialog:deleteCalendar', 'view:view'],
    deletingHours: ['busy', 'dialog:deleteHours', 'view:view'],
    edit: ['view:edit'],
    loadFailed: ['view:error'],
    loading: ['view:loading'],
    report: ['dialog:report', 'view:view'],
    saving: ['busy', 'dialog:save', 'view:edit'],
    view: ['view:view'],
  },
  variants: { tab: { input: { assetId: ASSET_ID } } },
  events: serviceTabEvents,
  // What the guards read: which setup, and the form as the guards see it.
  project: ({ context }) => ({
    setup: context.setup === null ? null : context.setup.engineHoursServiceAllowed ? 'full' : 'empty',
    draft: context.draft && {
      hours: context.draft.hoursAllowed,
      hoursValues: hasHoursValues(context.draft),
      calendar: hasCalendarValues(context.draft),
      day: context.draft.calendarDay !== '',
      type: context.draft.intervalType,
      frequency: context.draft.frequency,
      valid: draftValid(context.draft),
      // The messages shown: the limits' as typed, Save's and the server's until their field changes.
      errors: Object.keys(context.fieldErrors).sort().join(),
      dirty: draftDirty(context.setup, context.draft),
    },
  }),
});

// The retention settings machine's test model (retentionSettings.model.test.ts, scripts/paths.ts).
// Every `retention.changed` fixture carries the whole form, so the state after it depends on the
// fixture and the saved settings alone; single-field edits are covered by the journeys.
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { retentionSettingsMachine } from '../../../machines/retentionSettings/retentionSettings.machine.ts';
import type { RetentionEvent, RetentionFailure, RetentionForm } from '../../../machines/retentionSettings/retentionSettings.types.ts';
import type { RetentionValues } from '../../../machines/retentionSettings/retentionSettings.rules.ts';
import { isDirty, problemsOf } from '../../../machines/retentionSettings/retentionSettings.form.ts';

/** The documented defaults (decision 0057): what a company that never chose reads. */
export const defaultRetention: RetentionValues = { positionsMonths: 13, eventsMonths: 13, notificationsMonths: 13, dailyFiguresMonths: 61 };
/** What every successful save answers in the model. */
export const shorterRetention: RetentionValues = { positionsMonths: 6, eventsMonths: 24, notificationsMonths: 3, dailyFiguresMonths: 120 };

export const retentionForms = {
  unchanged: { positionsMonths: '13', eventsMonths: '13', notificationsMonths: '13', dailyFiguresMonths: '61' },
  shorter: { positionsMonths: '6', eventsMonths: '24', notificationsMonths: '3', dailyFiguresMonths: '120' },
  outOfRange: { positionsMonths: '200', eventsMonths: '13', notificationsMonths: '13', dailyFiguresMonths: '61' },
  notWhole: { positionsMonths: '13', eventsMonths: '6.5', notificationsMonths: '13', dailyFiguresMonths: '61' },
  dailyShorter: { positionsMonths: '60', eventsMonths: '13', notificationsMonths: '13', dailyFiguresMonths: '30' },
} satisfies Record<string, RetentionForm>;

export type RetentionModelEvent =
  | RetentionEvent
  | DoneActorEvent<RetentionValues, 'loadRetention'>
  | ErrorActorEvent<RetentionFailure, 'loadRetention'>
  | DoneActorEvent<RetentionValues, 'saveRetention'>
  | ErrorActorEvent<RetentionFailure, 'saveRetention'>;

const changed = (values: RetentionForm) => ({ type: 'retention.changed' as const, values });

export const retentionEvents = {
  'retention.changed': {
    unchanged: changed(retentionForms.unchanged),
    shorter: changed(retentionForms.shorter),
    outOfRange: changed(retentionForms.outOfRange),
    notWhole: changed(retentionForms.notWhole),
    dailyShorter: changed(retentionForms.dailyShorter),
  },
  'retention.save': { pressed: { type: 'retention.save' } },
  'retention.discard': { pressed: { type: 'retention.discard' } },
  'retention.retry': { pressed: { type: 'retention.retry' } },
  'xstate.done.actor.loadRetention': { ok: { type: 'xstate.done.actor.loadRetention', actorId: 'loadRetention', output: defaultRetention } },
  'xstate.error.actor.loadRetention': {
    offline: { type: 'xstate.error.actor.loadRetention', actorId: 'loadRetention', error: { status: 0, message: 'Failed to fetch' } },
  },
  'xstate.done.actor.saveRetention': {
    saved: { type: 'xstate.done.actor.saveRetention', actorId: 'saveRetention', output: shorterRetention },
  },
  'xstate.error.actor.saveRetention': {
    fields: {
      type: 'xstate.error.actor.saveRetention',
      actorId: 'saveRetention',
      error: { status: 400, message: 'eventsMonths: must be >= 3;', fields: { eventsMonths: ['must be >= 3'] } },
    },
    500: { type: 'xstate.error.actor.saveRetention', actorId: 'saveRetention', error: { status: 500, message: 'Internal server error' } },
  },
} satisfies EventFixtures<RetentionModelEvent>;

export const retentionSettingsModel = defineModel({
  machine: retentionSettingsMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    editing: ['view:form'],
    loadFailed: ['view:loadFailed'],
    loading: ['view:loading'],
    saving: ['busy', 'view:form'],
  },
  variants: { owner: { input: undefined } },
  events: retentionEvents,
  // Which settings are saved, and what the save guard and the field messages depend on.
  project: ({ context }) => ({
    saved: context.saved?.positionsMonths ?? null,
    valid: Object.keys(problemsOf(context.values)).length === 0,
    dirty: isDirty(context.saved, context.values),
    serverErrors: Object.keys(context.serverErrors),
  }),
});

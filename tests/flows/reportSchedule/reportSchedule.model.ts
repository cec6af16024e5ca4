// The scheduled reports machine's test model (reportSchedule.model.test.ts, scripts/paths.ts).
// Each `schedule.changed` fixture is a whole field (frequency, recipients), so the state after it
// depends on the fixture and the draft alone. One change per kind of control (a radio choice, the
// colleagues' boxes, a stranger the form never offers) keeps the graph small; the report's radio
// is the frequency's twin and shows in every form step's check. The load answers one weekly usage report to one of
// two colleagues; every save answers that schedule as
// it is (the server's answer is what the list shows, whatever the form sent: the replays' server keeps
// no schedule, and one saved answer keeps the graph small).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { reportScheduleMachine } from '../../../machines/reportSchedule/reportSchedule.machine.ts';
import type { ReportSchedule, ReportScheduleEvent, ReportScheduleFailure, ReportSchedules } from '../../../machines/reportSchedule/reportSchedule.types.ts';
import { isDirty, problemsOf } from '../../../machines/reportSchedule/reportSchedule.form.ts';

export const colleagues = [
  { userId: 2, name: 'Anna Admin', email: 'anna@example.test' },
  { userId: 3, name: 'Ulf User', email: 'ulf@example.test' },
];
export const weeklyUsage: ReportSchedule = { id: 1, report: 'usage', frequency: 'weekly', recipients: [2] };
export const loadedSchedules: ReportSchedules = { schedules: [weeklyUsage], colleagues };
/** What every successful save answers in the model: the schedule as the server keeps it (the list shows that, whatever was sent). */
export const savedSchedule: ReportSchedule = weeklyUsage;

export type ReportScheduleModelEvent =
  | ReportScheduleEvent
  | DoneActorEvent<ReportSchedules, 'loadSchedules'>
  | ErrorActorEvent<ReportScheduleFailure, 'loadSchedules'>
  | DoneActorEvent<ReportSchedule, 'saveSchedule'>
  | ErrorActorEvent<ReportScheduleFailure, 'saveSchedule'>
  | DoneActorEvent<{ id: number }, 'deleteSchedule'>
  | ErrorActorEvent<ReportScheduleFailure, 'deleteSchedule'>;

const changed = (patch: Extract<ReportScheduleEvent, { type: 'schedule.changed' }>['patch']) => ({ type: 'schedule.changed' as const, patch });

export const reportScheduleEvents = {
  'schedule.new': { pressed: { type: 'schedule.new' } },
  'schedule.edit': { first: { type: 'schedule.edit', id: 1 }, gone: { type: 'schedule.edit', id: 99 } },
  'schedule.changed': {
    monthly: changed({ frequency: 'monthly' }),
    everyone: changed({ recipients: [2, 3] }),
    stranger: changed({ recipients: [2, 99] }),
  },
  'schedule.save': { pressed: { type: 'schedule.save' } },
  'schedule.cancel': { pressed: { type: 'schedule.cancel' } },
  'schedule.delete': { first: { type: 'schedule.delete', id: 1 }, gone: { type: 'schedule.delete', id: 99 } },
  'schedule.confirmDelete': { pressed: { type: 'schedule.confirmDelete' } },
  'schedule.retry': { pressed: { type: 'schedule.retry' } },
  'xstate.done.actor.loadSchedules': { ok: { type: 'xstate.done.actor.loadSchedules', actorId: 'loadSchedules', output: loadedSchedules } },
  'xstate.error.actor.loadSchedules': {
    offline: { type: 'xstate.error.actor.loadSchedules', actorId: 'loadSchedules', error: { status: 0, message: 'Failed to fetch' } },
  },
  'xstate.done.actor.saveSchedule': { saved: { type: 'xstate.done.actor.saveSchedule', actorId: 'saveSchedule', output: savedSchedule } },
  'xstate.error.actor.saveSchedule': {
    fields: {
      type: 'xstate.error.actor.saveSchedule',
      actorId: 'saveSchedule',
      error: { status: 400, message: 'recipients: Choose colleagues of your company;', fields: { recipients: ['Choose colleagues of your company'] } },
    },
    500: { type: 'xstate.error.actor.saveSchedule', actorId: 'saveSchedule', error: { status: 500, message: 'Internal server error' } },
  },
  'xstate.done.actor.deleteSchedule': { deleted: { type: 'xstate.done.actor.deleteSchedule', actorId: 'deleteSchedule', output: { id: 1 } } },
  'xstate.error.actor.deleteSchedule': {
    404: { type: 'xstate.error.actor.deleteSchedule', actorId: 'deleteSchedule', error: { status: 404, message: 'Report schedule not found' } },
  },
} satisfies EventFixtures<ReportScheduleModelEvent>;

export const reportScheduleModel = defineModel({
  machine: reportScheduleMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    loading: ['view:loading'],
    loadFailed: ['view:loadFailed'],
    list: ['view:list'],
    editing: ['view:form'],
    saving: ['busy', 'view:form'],
    confirmingDelete: ['view:confirmDelete'],
    deleting: ['busy', 'view:confirmDelete'],
  },
  variants: { user: { input: undefined } },
  events: reportScheduleEvents,
  // The list, the draft, and what the save guard and the field messages depend on.
  project: ({ context }) => ({
    schedules: context.schedules.map((s) => `${s.id}:${s.report}:${s.frequency}:${s.recipients.join('+')}`),
    draft: `${context.draft.id}:${context.draft.report}:${context.draft.frequency}:${context.draft.recipients.join('+')}`,
    valid: Object.keys(problemsOf(context.draft, context.colleagues)).length === 0,
    dirty: isDirty(context.schedules, context.draft),
    serverErrors: Object.keys(context.serverErrors),
    deleting: context.deleting,
  }),
});

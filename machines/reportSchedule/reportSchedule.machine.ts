import { assign, setup } from 'xstate';
import { failureText } from '../callFailure.ts';
import { msg } from '../i18n.ts';
import { SETTINGS_SAVE_FAILED, SETTINGS_SAVED } from '../profile/profile.machine.ts';
import { deleteSchedule, loadSchedules, saveSchedule } from './reportSchedule.actors.ts';
import { draftOf, isDirty, NEW_SCHEDULE, problemsOf, requestOf, serverFieldErrors, upsert } from './reportSchedule.form.ts';
import type {
  ReportScheduleContext,
  ReportScheduleDraftForm,
  ReportScheduleEvent,
  ReportScheduleFailure,
  ReportScheduleNotice,
  ReportSchedules,
} from './reportSchedule.types.ts';

export const SCHEDULE_DELETED = msg('The scheduled report was deleted');
export const SCHEDULE_DELETE_FAILED = msg('The scheduled report could not be deleted');

/**
 * Settings → Scheduled reports (issue 29, decision 0061): the caller's schedules as a list; a new
 * schedule or a change of one in a form (report, weekly or monthly, colleagues) saved when it is
 * valid and, for a change, differs; a delete asked for, then confirmed. The server checks the same
 * rules and answers field messages, shown under their fields until they change.
 */
export const reportScheduleMachine = setup({
  types: {
    context: {} as ReportScheduleContext,
    events: {} as ReportScheduleEvent,
  },
  actors: { loadSchedules, saveSchedule, deleteSchedule },
  actions: {
    notifySaved: (_, _params: ReportScheduleNotice) => {},
    notifySaveFailed: (_, _params: ReportScheduleNotice) => {},
    notifyDeleted: (_, _params: ReportScheduleNotice) => {},
    notifyDeleteFailed: (_, _params: ReportScheduleNotice) => {},
    loaded: assign((_, params: { answer: ReportSchedules }) => ({ schedules: params.answer.schedules, colleagues: params.answer.colleagues })),
    startDraft: assign(({ context }, params: { draft: ReportScheduleDraftForm }) => ({
      draft: params.draft,
      fieldErrors: problemsOf(params.draft, context.colleagues),
      serverErrors: {},
    })),
    change: assign(({ context }, params: { patch: Partial<Omit<ReportScheduleDraftForm, 'id'>> }) => {
      const draft = { ...context.draft, ...params.patch };
      const serverErrors = Object.fromEntries(Object.entries(context.serverErrors).filter(([field]) => !(field in params.patch)));
      return { draft, fieldErrors: problemsOf(draft, context.colleagues), serverErrors };
    }),
  },
  guards: {
    known: ({ context }, params: { id: number }) => context.schedules.some((s) => s.id === params.id),
    canSave: ({ context }) => isDirty(context.schedules, context.draft) && Object.keys(problemsOf(context.draft, context.colleagues)).length === 0,
  },
}).createMachine({
  id: 'reportSchedule',
  context: { schedules: [], colleagues: [], draft: NEW_SCHEDULE, fieldErrors: {}, serverErrors: {}, deleting: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['view:loading'],
      invoke: {
        id: 'loadSchedules',
        src: 'loadSchedules',
        onDone: { target: 'list', actions: { type: 'loaded', params: ({ event }) => ({ answer: event.output }) } },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      tags: ['view:loadFailed'],
      on: { 'schedule.retry': 'loading' },
    },
    list: {
      tags: ['view:list'],
      // The form starts afresh each time: what a closed form held is gone.
      entry: assign({ draft: NEW_SCHEDULE, fieldErrors: {}, serverErrors: {}, deleting: null }),
      on: {
        'schedule.new': { target: 'editing', actions: { type: 'startDraft', params: { draft: NEW_SCHEDULE } } },
        'schedule.edit': {
          guard: { type: 'known', params: ({ event }) => ({ id: event.id }) },
          target: 'editing',
          actions: { type: 'startDraft', params: ({ context, event }) => ({ draft: draftOf(context.schedules.find((s) => s.id === event.id)!) }) },
        },
        'schedule.delete': {
          guard: { type: 'known', params: ({ event }) => ({ id: event.id }) },
          target: 'confirmingDelete',
          actions: assign(({ event }) => ({ deleting: event.id })),
        },
      },
    },
    editing: {
      tags: ['view:form'],
      on: {
        'schedule.changed': { actions: { type: 'change', params: ({ event }) => ({ patch: event.patch }) } },
        'schedule.save': { guard: 'canSave', target: 'saving' },
        'schedule.cancel': 'list',
      },
    },
    saving: {
      tags: ['view:form', 'busy'],
      invoke: {
        id: 'saveSchedule',
        src: 'saveSchedule',
        input: ({ context }) => requestOf(context.draft),
        onDone: {
          target: 'list',
          actions: [
            assign(({ context, event }) => ({ schedules: upsert(context.schedules, event.output) })),
            { type: 'notifySaved', params: { title: SETTINGS_SAVED, text: null } },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign(({ event }) => ({ serverErrors: serverFieldErrors((event.error as ReportScheduleFailure | null)?.fields) })),
            {
              type: 'notifySaveFailed',
              // With a field map the messages stand under the fields; otherwise the server's own words.
              params: ({ event }) => {
                const failure = event.error as ReportScheduleFailure | null;
                const underFields = Object.keys(serverFieldErrors(failure?.fields)).length > 0;
                return { title: SETTINGS_SAVE_FAILED, text: underFields ? null : failureText(failure) };
              },
            },
          ],
        },
      },
    },
    confirmingDelete: {
      tags: ['view:confirmDelete'],
      on: {
        'schedule.confirmDelete': 'deleting',
        'schedule.cancel': 'list',
      },
    },
    deleting: {
      tags: ['view:confirmDelete', 'busy'],
      invoke: {
        id: 'deleteSchedule',
        src: 'deleteSchedule',
        input: ({ context }) => context.deleting!,
        onDone: {
          target: 'list',
          actions: [
            assign(({ context }) => ({ schedules: context.schedules.filter((s) => s.id !== context.deleting) })),
            { type: 'notifyDeleted', params: { title: SCHEDULE_DELETED, text: null } },
          ],
        },
        onError: {
          target: 'list',
          actions: [{ type: 'notifyDeleteFailed', params: ({ event }) => ({ title: SCHEDULE_DELETE_FAILED, text: failureText(event.error) }) }],
        },
      },
    },
  },
});

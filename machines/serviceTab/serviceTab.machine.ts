import { assign, setup } from 'xstate';
import { failureText } from '../callFailure.ts';
import { serviceReportMachine } from '../serviceReport/serviceReport.machine.ts';
import { deleteCalendar, deleteHours, loadSetup, saveSetup } from './serviceTab.actors.ts';
import {
  draftDirty,
  draftErrors,
  draftOf,
  draftValid,
  errorsAsTyped,
  hasCalendarValues,
  hasHoursValues,
  saveRequest,
  serverFieldErrors,
} from './serviceTab.rules.ts';
import type { FormChange } from './serviceTab.rules.ts';
import type { ServiceFailure, ServiceNotice, ServiceTabContext, ServiceTabEvent, ServiceTabInput, SetupDraft } from './serviceTab.types.ts';
import { msg } from '../i18n.ts';

/** Our texts: the spec has none for these outcomes. */
export const SAVED = msg('Service setup saved');
export const SAVE_FAILED = msg('The service setup could not be saved. Please try again later');
export const HOURS_DELETED = msg('Engine-hour service deleted');
export const CALENDAR_DELETED = msg('Calendar service deleted');
export const DELETE_FAILED = msg('The service could not be deleted. Please try again later');
export const REPORTED = msg('Service reported');

const noHours = { hoursAllowed: false, nextHours: '', interval: '' } satisfies Partial<SetupDraft>;
const noCalendar = { calendarDay: '', intervalType: null, frequency: '' } satisfies Partial<SetupDraft>;
const failure = (error: unknown) => error as ServiceFailure;

/** The form after a change, with its messages as typed (serviceTab.rules.ts errorsAsTyped). */
function changed(context: ServiceTabContext, values: Partial<SetupDraft>, change: FormChange) {
  const draft = { ...context.draft!, ...values };
  return { draft, fieldErrors: errorsAsTyped(context.fieldErrors, draft, change) };
}

/**
 * The machine panel's Service tab (features spec §2, §4 "Service tab", §5): the setup in view mode;
 * Edit opens the form, where turning the engine-hour service off or the calendar interval to none
 * with values set asks before clearing them. Save asks, saves and reloads; Undo (asking first when
 * something changed) reloads; both leave edit mode. Deleting the engine-hour or calendar part asks
 * first. Report service runs the completion dialog (serviceReport machine) as a child; a report
 * reloads the setup. Every change to the setup tells the page (`serviceChanged`: the service list
 * refreshes). Leaving the tab unmounts it, which stops the actor: its dialogs close with it.
 */
export const serviceTabMachine = setup({
  types: {
    context: {} as ServiceTabContext,
    events: {} as ServiceTabEvent,
    input: {} as ServiceTabInput,
  },
  actors: { loadSetup, saveSetup, deleteHours, deleteCalendar, report: serviceReportMachine },
  actions: {
    /** The service list and summary are out of date. */
    serviceChanged: () => {},
    notify: (_, _notice: ServiceNotice) => {},
  },
  guards: {
    hasHours: ({ context }) => context.setup?.engineHoursServiceAllowed === true,
    hasCalendar: ({ context }) => context.setup?.nextCalendarServiceUserTime != null,
    clearsHours: ({ context, event }) => event.type === 'service.hoursToggled' && !event.allowed && hasHoursValues(context.draft!),
    clearsCalendar: ({ context, event }) => event.type === 'service.intervalTypeChanged' && event.intervalType === null && hasCalendarValues(context.draft!),
    valid: ({ context }) => draftValid(context.draft!),
    dirty: ({ context }) => draftDirty(context.setup, context.draft),
    reported: ({ event }) => (event as unknown as { output?: { reported?: boolean } }).output?.reported === true,
  },
}).createMachine({
  id: 'serviceTab',
  context: ({ input }) => ({ assetId: input.assetId, setup: null, draft: null, error: null, fieldErrors: {} }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['view:loading'],
      entry: assign({ draft: null, error: null, fieldErrors: {} }),
      invoke: {
        id: 'loadSetup',
        src: 'loadSetup',
        input: ({ context }) => ({ assetId: context.assetId }),
        onDone: { target: 'view', actions: assign({ setup: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
    loadFailed: {
      tags: ['view:error'],
      on: { 'service.retry': 'loading' },
    },
    view: {
      tags: ['view:view'],
      on: {
        'service.editStarted': { target: 'edit', actions: assign({ draft: ({ context }) => draftOf(context.setup!), error: null, fieldErrors: {} }) },
        'service.reportRequested': 'report',
        'service.deleteHoursRequested': { guard: 'hasHours', target: 'confirmDeleteHours' },
        'service.deleteCalendarRequested': { guard: 'hasCalendar', target: 'confirmDeleteCalendar' },
      },
    },
    edit: {
      tags: ['view:edit'],
      on: {
        // Every change is checked against the form's limits as it is typed (spec §5, §9): a monthly 14 or
        // a yearly 9 shows its message at once, not only after Save.
        'service.fieldChanged': {
          actions: assign(({ context, event }) => changed(context, { [event.field]: event.value }, event.field)),
        },
        'service.hoursToggled': [
          { guard: 'clearsHours', target: 'confirmClearHours' },
          { actions: assign(({ context, event }) => changed(context, { hoursAllowed: event.allowed }, 'hoursAllowed')) },
        ],
        'service.intervalTypeChanged': [
          { guard: 'clearsCalendar', target: 'confirmClearCalendar' },
          { actions: assign(({ context, event }) => changed(context, { intervalType: event.intervalType }, 'intervalType')) },
        ],
        'service.saveRequested': [
          { guard: 'valid', target: 'confirmSave' },
          { actions: assign({ fieldErrors: ({ context }) => draftErrors(context.draft!) }) },
        ],
        'service.undoRequested': [{ guard: 'dirty', target: 'confirmUndo' }, { target: 'loading' }],
      },
    },
    confirmClearHours: {
      tags: ['view:edit', 'dialog:clearHours'],
      on: {
        'service.confirmed': { target: 'edit', actions: assign(({ context }) => changed(context, noHours, 'hoursAllowed')) },
        'service.cancelled': 'edit',
      },
    },
    confirmClearCalendar: {
      tags: ['view:edit', 'dialog:clearCalendar'],
      on: {
        'service.confirmed': { target: 'edit', actions: assign(({ context }) => changed(context, noCalendar, 'intervalType')) },
        'service.cancelled': 'edit',
      },
    },
    confirmUndo: {
      tags: ['view:edit', 'dialog:undo'],
      on: { 'service.confirmed': 'loading', 'service.cancelled': 'edit' },
    },
    confirmSave: {
      tags: ['view:edit', 'dialog:save'],
      on: { 'service.confirmed': 'saving', 'service.cancelled': 'edit' },
    },
    saving: {
      tags: ['view:edit', 'dialog:save', 'busy'],
      invoke: {
        id: 'saveSetup',
        src: 'saveSetup',
        input: ({ context }) => saveRequest(context.assetId, context.draft!),
        onDone: {
          target: 'loading',
          actions: ['serviceChanged', { type: 'notify', params: { tone: 'success', title: SAVED, text: null } }],
        },
        onError: {
          target: 'edit',
          actions: assign({
            error: ({ event }) => failureText(event.error) ?? SAVE_FAILED,
            fieldErrors: ({ event }) => serverFieldErrors(failure(event.error).fields),
          }),
        },
      },
    },
    confirmDeleteHours: {
      tags: ['view:view', 'dialog:deleteHours'],
      on: { 'service.confirmed': 'deletingHours', 'service.cancelled': 'view' },
    },
    deletingHours: {
      tags: ['view:view', 'dialog:deleteHours', 'busy'],
      invoke: {
        id: 'deleteHours',
        src: 'deleteHours',
        input: ({ context }) => ({ assetId: context.assetId }),
        onDone: { target: 'loading', actions: ['serviceChanged', { type: 'notify', params: { tone: 'success', title: HOURS_DELETED, text: null } }] },
        onError: {
          target: 'view',
          actions: { type: 'notify', params: ({ event }) => ({ tone: 'error' as const, title: DELETE_FAILED, text: failureText(event.error) }) },
        },
      },
    },
    confirmDeleteCalendar: {
      tags: ['view:view', 'dialog:deleteCalendar'],
      on: { 'service.confirmed': 'deletingCalendar', 'service.cancelled': 'view' },
    },
    deletingCalendar: {
      tags: ['view:view', 'dialog:deleteCalendar', 'busy'],
      invoke: {
        id: 'deleteCalendar',
        src: 'deleteCalendar',
        input: ({ context }) => ({ assetId: context.assetId }),
        onDone: { target: 'loading', actions: ['serviceChanged', { type: 'notify', params: { tone: 'success', title: CALENDAR_DELETED, text: null } }] },
        onError: {
          target: 'view',
          actions: { type: 'notify', params: ({ event }) => ({ tone: 'error' as const, title: DELETE_FAILED, text: failureText(event.error) }) },
        },
      },
    },
    report: {
      tags: ['view:view', 'dialog:report'],
      invoke: {
        id: 'report',
        src: 'report',
        input: ({ context }) => ({ assetId: context.assetId }),
        onDone: [
          { guard: 'reported', target: 'loading', actions: ['serviceChanged', { type: 'notify', params: { tone: 'success', title: REPORTED, text: null } }] },
          { target: 'view' },
        ],
      },
    },
  },
});

import { and, assign, setup } from 'xstate';
import { failureText } from '../callFailure.ts';
import { calibrate, loadEngineTime, reportService } from './serviceReport.actors.ts';
import { calibrationNeeded, canSubmit, dirty, hoursText, isTime, typedHours } from './serviceReport.rules.ts';
import type { ServiceReportContext, ServiceReportEvent, ServiceReportInput } from './serviceReport.types.ts';
import { msg } from '../i18n.ts';

/** Our texts: the spec has none for these failures. */
export const HOURS_UNKNOWN = msg('The machine hours at that time could not be read. Enter them from the hour meter.');
export const CALIBRATION_FAILED = msg('The machine hours could not be calibrated. Please try again later');
export const REPORT_FAILED = msg('The service could not be reported. Please try again later');

/**
 * The service completion dialog (features spec §4): choose when the service was performed; the
 * machine's hours at that time are read from the telemetry and shown in the calibration section,
 * which appears only once a time is chosen. Changing them makes the button 'Calibrate and report
 * service' (calibrate, then report); unchanged it is 'Report service'. The button needs machine
 * hours and a comment. Cancelling with anything typed asks for confirmation first. Ends `reported`
 * or `cancelled` (output `{ reported }`), which the service tab reads.
 */
export const serviceReportMachine = setup({
  types: {
    context: {} as ServiceReportContext,
    events: {} as ServiceReportEvent,
    input: {} as ServiceReportInput,
    output: {} as { reported: boolean },
  },
  actors: { loadEngineTime, calibrate, reportService },
  guards: {
    validTime: (_, params: { value: string }) => isTime(params.value),
    ready: ({ context }) => canSubmit(context),
    needsCalibration: ({ context }) => calibrationNeeded(context),
    dirty: ({ context }) => dirty(context),
  },
  actions: {
    setHours: assign({ machineHours: (_, params: { value: string }) => params.value }),
    setComment: assign({ comment: (_, params: { value: string }) => params.value }),
  },
}).createMachine({
  id: 'serviceReport',
  context: ({ input }) => ({ assetId: input.assetId, performedAt: null, hoursAtTime: null, machineHours: '', comment: '', error: null, reported: false }),
  output: ({ context }) => ({ reported: context.reported }),
  initial: 'form',
  states: {
    form: {
      tags: ['view:form'],
      on: {
        'report.timeChosen': [
          {
            guard: { type: 'validTime', params: ({ event }) => ({ value: event.value }) },
            target: 'loadingHours',
            actions: assign({ performedAt: ({ event }) => event.value, hoursAtTime: null, machineHours: '', error: null }),
          },
          // Cleared: the calibration section goes away with the hours read for the old time.
          { actions: assign({ performedAt: null, hoursAtTime: null, machineHours: '' }) },
        ],
        'report.hoursChanged': { actions: { type: 'setHours', params: ({ event }) => ({ value: event.value }) } },
        'report.commentChanged': { actions: { type: 'setComment', params: ({ event }) => ({ value: event.value }) } },
        'report.submitted': [
          { guard: and(['ready', 'needsCalibration']), target: 'calibrating', actions: assign({ error: null }) },
          { guard: 'ready', target: 'reporting', actions: assign({ error: null }) },
        ],
        'report.cancelled': [{ guard: 'dirty', target: 'confirmCancel' }, { target: 'cancelled' }],
      },
    },
    loadingHours: {
      tags: ['view:form', 'loadingHours'],
      invoke: {
        id: 'loadEngineTime',
        src: 'loadEngineTime',
        input: ({ context }) => ({ assetId: context.assetId, userTime: context.performedAt! }),
        onDone: {
          target: 'form',
          actions: assign({ hoursAtTime: ({ event }) => event.output.engineTime, machineHours: ({ event }) => hoursText(event.output.engineTime) }),
        },
        onError: { target: 'form', actions: assign({ hoursAtTime: null, error: HOURS_UNKNOWN }) },
      },
      on: {
        // Another time: the answer for the old one is dropped (the invoke restarts).
        'report.timeChosen': [
          {
            guard: { type: 'validTime', params: ({ event }) => ({ value: event.value }) },
            target: 'loadingHours',
            reenter: true,
            actions: assign({ performedAt: ({ event }) => event.value }),
          },
          { target: 'form', actions: assign({ performedAt: null, hoursAtTime: null, machineHours: '' }) },
        ],
        'report.commentChanged': { actions: { type: 'setComment', params: ({ event }) => ({ value: event.value }) } },
        'report.cancelled': 'confirmCancel',
      },
    },
    calibrating: {
      tags: ['view:form', 'busy'],
      invoke: {
        id: 'calibrate',
        src: 'calibrate',
        input: ({ context }) => ({ assetId: context.assetId, engineTimeAtUserTime: context.performedAt!, engineTime: typedHours(context.machineHours)! }),
        // The telemetry now says what was typed: a retry after a failed report only reports.
        onDone: { target: 'reporting', actions: assign({ hoursAtTime: ({ context }) => typedHours(context.machineHours) }) },
        onError: { target: 'form', actions: assign({ error: ({ event }) => failureText(event.error) ?? CALIBRATION_FAILED }) },
      },
    },
    reporting: {
      tags: ['view:form', 'busy'],
      invoke: {
        id: 'reportService',
        src: 'reportService',
        input: ({ context }) => ({
          assetId: context.assetId,
          engineTimeAtService: typedHours(context.machineHours)!,
          servicePerformedUserTime: context.performedAt!,
          comment: context.comment.trim(),
        }),
        onDone: { target: 'reported', actions: assign({ reported: true }) },
        onError: { target: 'form', actions: assign({ error: ({ event }) => failureText(event.error) ?? REPORT_FAILED }) },
      },
    },
    confirmCancel: {
      tags: ['view:confirmCancel'],
      on: {
        'report.discardConfirmed': 'cancelled',
        'report.keepEditing': 'form',
      },
    },
    reported: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

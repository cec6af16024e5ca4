import { assign, setup } from 'xstate';
import { generateReport, loadMachines } from './usageReport.actors.ts';
import { rangeError } from './usageReport.range.ts';
import type { ReportFile, UsageReportContext, UsageReportEvent } from './usageReport.types.ts';
import { msg } from '../i18n.ts';

/** Features spec, section 8. */
export const REPORT_FAILED = msg('Error while generating report. Please try again later');
/** Ours: the spec names no text for a failed machine list. */
export const MACHINES_FAILED = msg('The machines could not be loaded. Please try again later');

/**
 * The usage report page: load the machines a report can cover, pick some and a date range, and
 * generate; the workbook is handed to `download` (src/ saves it under its file name). A failure
 * keeps the choices and shows the spec's text; nothing is lost by retrying.
 */
export const usageReportMachine = setup({
  types: {
    context: {} as UsageReportContext,
    events: {} as UsageReportEvent,
    input: {} as { fromDay: string; toDay: string },
  },
  actors: { loadMachines, generateReport },
  actions: {
    /** Save the file in the browser (src/). */
    download: (_, _params: ReportFile) => {},
  },
  guards: {
    canGenerate: ({ context }) => context.selected.length > 0 && rangeError(context.fromDay, context.toDay) === null,
  },
}).createMachine({
  id: 'usageReport',
  context: ({ input }) => ({ machines: [], selected: [], fromDay: input.fromDay, toDay: input.toDay, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMachines',
        src: 'loadMachines',
        onDone: { target: 'picking', actions: assign({ machines: ({ event }) => event.output, error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: MACHINES_FAILED }) },
      },
    },
    loadFailed: {
      on: { 'report.retried': 'loading' },
    },
    picking: {
      on: {
        'report.toggled': {
          actions: assign({
            selected: ({ context, event }) =>
              context.selected.includes(event.assetId) ? context.selected.filter((id) => id !== event.assetId) : [...context.selected, event.assetId],
          }),
        },
        'report.allToggled': {
          actions: assign({
            selected: ({ context, event }) => {
              const all = event.assetIds.every((id) => context.selected.includes(id));
              if (all) return context.selected.filter((id) => !event.assetIds.includes(id));
              const picked = new Set(context.selected);
              return [...context.selected, ...event.assetIds.filter((id) => !picked.has(id))];
            },
          }),
        },
        'report.rangeChanged': { actions: assign({ fromDay: ({ event }) => event.fromDay, toDay: ({ event }) => event.toDay }) },
        'report.generateRequested': { guard: 'canGenerate', target: 'generating', actions: assign({ error: null }) },
      },
    },
    generating: {
      tags: ['busy'],
      invoke: {
        id: 'generateReport',
        src: 'generateReport',
        input: ({ context }) => ({ assetIds: context.selected, fromDay: context.fromDay, toDay: context.toDay }),
        onDone: { target: 'picking', actions: { type: 'download', params: ({ event }) => event.output } },
        onError: { target: 'picking', actions: assign({ error: REPORT_FAILED }) },
      },
    },
  },
});

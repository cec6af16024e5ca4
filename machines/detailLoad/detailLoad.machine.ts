import { assign, setup } from 'xstate';
import { callFailure } from '../callFailure.ts';
import { load } from './detailLoad.actors.ts';
import type { DetailLoadContext, DetailLoadEvent, DetailLoadInput, DetailLoadKind } from './detailLoad.types.ts';

/** Envelope code "no data": silently ignored on a detail load (features spec, section 8). */
export const NO_DATA_CODE = 106;

/** Failed loads of these clear the remembered detail tabs (features spec, section 4 'Failed loads'). */
export const CLEARS_REMEMBERED_TABS: readonly DetailLoadKind[] = ['telematics', 'machineData'];

/**
 * One of the panel's loads (telematics, machine data, history): loading, its answer, "nothing to
 * show" (an empty answer or code 106, which is not an error), or a failure with a retry. New
 * parameters restart the call, so an answer for an older week or machine never lands. A failed
 * telematics or machine-data load clears the remembered tabs (src/ implements
 * `clearRememberedTabs`).
 */
export const detailLoadMachine = setup({
  types: {
    context: {} as DetailLoadContext,
    input: {} as DetailLoadInput,
    events: {} as DetailLoadEvent,
  },
  actors: { load },
  actions: {
    /** Remove every remembered detail tab from local storage. */
    clearRememberedTabs: () => {},
  },
  guards: {
    noData: (_, params: { error: unknown }) => callFailure(params.error).code === NO_DATA_CODE,
    hasData: (_, params: { output: unknown }) => params.output !== null && params.output !== undefined,
    clearsTabs: ({ context }) => CLEARS_REMEMBERED_TABS.includes(context.kind),
  },
}).createMachine({
  id: 'detailLoad',
  context: ({ input }) => ({ kind: input.kind, params: input.params, data: null, error: null }),
  initial: 'loading',
  on: {
    'load.paramsChanged': { target: '.loading', reenter: true, actions: assign({ params: ({ event }) => event.params }) },
  },
  states: {
    loading: {
      tags: ['view:loading'],
      entry: assign({ data: null, error: null }),
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }: { context: DetailLoadContext }) => context.params,
        onDone: [
          {
            guard: { type: 'hasData', params: ({ event }) => ({ output: event.output }) },
            target: 'ready',
            actions: assign({ data: ({ event }) => event.output }),
          },
          { target: 'empty' },
        ],
        onError: [
          { guard: { type: 'noData', params: ({ event }) => ({ error: event.error }) }, target: 'empty' },
          { guard: 'clearsTabs', target: 'failed', actions: [assign({ error: ({ event }) => callFailure(event.error) }), 'clearRememberedTabs'] },
          { target: 'failed', actions: assign({ error: ({ event }) => callFailure(event.error) }) },
        ],
      },
    },
    ready: { tags: ['view:ready'] },
    empty: { tags: ['view:empty'] },
    failed: {
      tags: ['view:error'],
      on: { 'load.retry': 'loading' },
    },
  },
});

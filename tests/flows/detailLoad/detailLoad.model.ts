// The detail load machine's test model (detailLoad.model.test.ts, scripts/paths.ts).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { detailLoadMachine } from '../../../machines/detailLoad/detailLoad.machine.ts';
import type { DetailLoadEvent, LoadFailure } from '../../../machines/detailLoad/detailLoad.types.ts';

export const THIS_WEEK = { assetId: 17, from: '2026-11-23', to: '2026-11-30' };
export const LAST_WEEK = { assetId: 17, from: '2026-11-16', to: '2026-11-23' };
export const TELEMATICS = { deviceSerialNumber: 'TU600-004711', batteryLevel: 87, gnssQuality: 2 };
export const SERVER_ERROR: LoadFailure = { status: 500, code: 500, message: 'Internal server error' };
export const NO_DATA: LoadFailure = { status: 404, code: 106, message: 'No data' };

export type DetailLoadModelEvent = DetailLoadEvent | DoneActorEvent<unknown, 'load'> | ErrorActorEvent<LoadFailure, 'load'>;

export const detailLoadEvents = {
  'load.paramsChanged': { lastWeek: { type: 'load.paramsChanged', params: LAST_WEEK } },
  'load.retry': { pressed: { type: 'load.retry' } },
  'xstate.done.actor.load': {
    data: { type: 'xstate.done.actor.load', actorId: 'load', output: TELEMATICS },
    nothing: { type: 'xstate.done.actor.load', actorId: 'load', output: null },
  },
  'xstate.error.actor.load': {
    failed: { type: 'xstate.error.actor.load', actorId: 'load', error: SERVER_ERROR },
    noData: { type: 'xstate.error.actor.load', actorId: 'load', error: NO_DATA },
  },
} satisfies EventFixtures<DetailLoadModelEvent>;

export const detailLoadModel = defineModel({
  machine: detailLoadMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    empty: ['view:empty'],
    failed: ['view:error'],
    loading: ['view:loading'],
    ready: ['view:ready'],
  },
  variants: {
    telematics: { input: { kind: 'telematics', params: THIS_WEEK } },
    'machine data': { input: { kind: 'machineData', params: THIS_WEEK } },
    history: { input: { kind: 'history', params: THIS_WEEK } },
  },
  events: detailLoadEvents,
  project: ({ context }) => ({
    params: context.params === LAST_WEEK ? 'last week' : 'this week',
    data: context.data !== null,
    error: context.error?.status ?? null,
  }),
});

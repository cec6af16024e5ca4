// The lazy-module machine's test model (lazyModule.model.test.ts, scripts/paths.ts).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { SPEC } from '../kit/specConstants.ts';
import { defineModel, type AfterEvent, type EventFixtures } from '../kit/model.ts';
import { lazyModuleMachine } from '../../../machines/lazyModule/lazyModule.machine.ts';
import type { LazyModuleEvent } from '../../../machines/lazyModule/lazyModule.types.ts';

export const loadedChunk = { default: 'MapPage' };
export const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/map-3f2a.js');

export type LazyModuleModelEvent =
  | LazyModuleEvent
  | DoneActorEvent<unknown, 'importModule'>
  | ErrorActorEvent<unknown, 'importModule'>
  | AfterEvent<'xstate.after.retryDelay.lazyModule.waiting'>;

export const lazyModuleEvents = {
  'lazy.retry': { pressed: { type: 'lazy.retry' } },
  'xstate.done.actor.importModule': { ok: { type: 'xstate.done.actor.importModule', actorId: 'importModule', output: loadedChunk } },
  'xstate.error.actor.importModule': { failed: { type: 'xstate.error.actor.importModule', actorId: 'importModule', error: chunkError } },
  'xstate.after.retryDelay.lazyModule.waiting': { elapsed: { type: 'xstate.after.retryDelay.lazyModule.waiting' } },
} satisfies EventFixtures<LazyModuleModelEvent>;

export const lazyModuleModel = defineModel({
  machine: lazyModuleMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    failed: ['view:error'],
    loading: ['view:loading'],
    reloading: ['view:loading'],
    waiting: ['view:loading'],
  },
  // `reloadedRecently` reads sessionStorage in src/: both answers are explored.
  variants: {
    'no recent reload': { input: { name: 'map' }, guards: { reloadedRecently: false } },
    'reloaded within 10 s': { input: { name: 'map' }, guards: { reloadedRecently: true } },
  },
  delays: { retryDelay: SPEC.lazyModuleRetryDelayMs },
  events: lazyModuleEvents,
  project: ({ context }) => ({ attempts: context.attempts }),
});

// The update-check machine's test model (updateCheck.model.test.ts, scripts/paths.ts).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { SPEC } from '../kit/specConstants.ts';
import { defineModel, type AfterEvent, type EventFixtures } from '../kit/model.ts';
import { updateCheckMachine } from '../../../machines/updateCheck/updateCheck.machine.ts';
import type { UpdateCheckEvent } from '../../../machines/updateCheck/updateCheck.types.ts';

export const RUNNING_VERSION = '0.37.1-b0-2025-09-22';
export const NEXT_VERSION = '0.38.0-b0-2025-10-20';

export type UpdateCheckModelEvent =
  | UpdateCheckEvent
  | DoneActorEvent<string, 'fetchFrontendVersion'>
  | ErrorActorEvent<unknown, 'fetchFrontendVersion'>
  | AfterEvent<'xstate.after.checkInterval.updateCheck.waiting'>;

export const updateCheckEvents = {
  'update.reload': { pressed: { type: 'update.reload' } },
  'xstate.done.actor.fetchFrontendVersion': {
    same: { type: 'xstate.done.actor.fetchFrontendVersion', actorId: 'fetchFrontendVersion', output: `${RUNNING_VERSION}\n` },
    newer: { type: 'xstate.done.actor.fetchFrontendVersion', actorId: 'fetchFrontendVersion', output: ` ${NEXT_VERSION}\n` },
    // A host that answers unknown paths with the SPA's index.html.
    html: { type: 'xstate.done.actor.fetchFrontendVersion', actorId: 'fetchFrontendVersion', output: '<!doctype html><html></html>' },
  },
  'xstate.error.actor.fetchFrontendVersion': {
    offline: { type: 'xstate.error.actor.fetchFrontendVersion', actorId: 'fetchFrontendVersion', error: new TypeError('Failed to fetch') },
  },
  'xstate.after.checkInterval.updateCheck.waiting': { elapsed: { type: 'xstate.after.checkInterval.updateCheck.waiting' } },
} satisfies EventFixtures<UpdateCheckModelEvent>;

export const updateCheckModel = defineModel({
  machine: updateCheckMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    updateAvailable: ['view:toast'],
  },
  variants: { running: { input: { runningVersion: RUNNING_VERSION } } },
  delays: { checkInterval: SPEC.updateCheckIntervalMs },
  events: updateCheckEvents,
  // The running version is fixed by the input.
  project: ({ context }) => ({ availableVersion: context.availableVersion }),
});

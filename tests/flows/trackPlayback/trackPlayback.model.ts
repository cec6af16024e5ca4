// The track playback machine's test model (trackPlayback.model.test.ts, scripts/paths.ts).
import type { SnapshotFrom } from 'xstate';
import { SPEC } from '../kit/specConstants.ts';
import { defineModel, type AfterEvent, type EventFixtures } from '../kit/model.ts';
import { trackPlaybackMachine } from '../../../machines/trackPlayback/trackPlayback.machine.ts';
import type { TrackPlaybackEvent } from '../../../machines/trackPlayback/trackPlayback.types.ts';

export type TrackPlaybackModelEvent = TrackPlaybackEvent | AfterEvent<'xstate.after.step.trackPlayback.playing'>;

/** Decision 0042: a tick lasts the spec's second divided by the speed, but never under the shortest tick. */
export const specTickMs = (speed: number) => Math.max(SPEC.trackPlaybackMinTickMs, SPEC.trackPlaybackStepMs / speed);

export const trackPlaybackEvents = {
  'playback.play': { pressed: { type: 'playback.play' } },
  'playback.pause': { pressed: { type: 'playback.pause' } },
  'playback.reset': { pressed: { type: 'playback.reset' } },
  'playback.stepBack': { pressed: { type: 'playback.stepBack' } },
  'playback.stepForward': { pressed: { type: 'playback.stepForward' } },
  // Beyond the end (a slider built for a longer track): the last position.
  'playback.seek': { beyond: { type: 'playback.seek', index: 9 } },
  // Another session with two positions and nowhere parked.
  'playback.trackChanged': { shorter: { type: 'playback.trackChanged', count: 2, parked: [] } },
  'playback.faster': { pressed: { type: 'playback.faster' } },
  'playback.slower': { pressed: { type: 'playback.slower' } },
  // The fastest speed picked from the list (the same speed again changes nothing).
  'playback.speedChosen': { fastest: { type: 'playback.speedChosen', speed: 300 } },
  'playback.skipParkedChanged': { off: { type: 'playback.skipParkedChanged', skip: false }, on: { type: 'playback.skipParkedChanged', skip: true } },
  'xstate.after.step.trackPlayback.playing': { elapsed: { type: 'xstate.after.step.trackPlayback.playing' } },
} satisfies EventFixtures<TrackPlaybackModelEvent>;

export const trackPlaybackModel = defineModel({
  machine: trackPlaybackMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    paused: ['paused'],
    playing: ['playing'],
  },
  variants: {
    'three positions': { input: { count: 3 } },
    'one position': { input: { count: 1 } },
    // Moves, stands still from the second to the fourth position, moves on.
    'parked in the middle': { input: { count: 5, parked: [[1, 3]] } },
  },
  events: trackPlaybackEvents,
  // Spec: playing advances one position a second at 1×; faster speeds tick sooner (decision 0042).
  delays: { step: (s: SnapshotFrom<typeof trackPlaybackMachine>) => specTickMs(s.context.speed) },
});

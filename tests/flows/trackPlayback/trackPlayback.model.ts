// The track playback machine's test model (trackPlayback.model.test.ts, scripts/paths.ts).
import { SPEC } from '../kit/specConstants.ts';
import { defineModel, type AfterEvent, type EventFixtures } from '../kit/model.ts';
import { trackPlaybackMachine } from '../../../machines/trackPlayback/trackPlayback.machine.ts';
import type { TrackPlaybackEvent } from '../../../machines/trackPlayback/trackPlayback.types.ts';

export type TrackPlaybackModelEvent = TrackPlaybackEvent | AfterEvent<'xstate.after.step.trackPlayback.playing'>;

export const trackPlaybackEvents = {
  'playback.play': { pressed: { type: 'playback.play' } },
  'playback.pause': { pressed: { type: 'playback.pause' } },
  'playback.reset': { pressed: { type: 'playback.reset' } },
  'playback.stepBack': { pressed: { type: 'playback.stepBack' } },
  'playback.stepForward': { pressed: { type: 'playback.stepForward' } },
  // Beyond the end (a slider built for a longer track): the last position.
  'playback.seek': { beyond: { type: 'playback.seek', index: 9 } },
  // Another session with two positions.
  'playback.trackChanged': { shorter: { type: 'playback.trackChanged', count: 2 } },
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
  },
  events: trackPlaybackEvents,
  // Spec: playing advances one position a second.
  delays: { step: SPEC.trackPlaybackStepMs },
});

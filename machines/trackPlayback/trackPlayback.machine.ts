import { and, assign, setup } from 'xstate';
import type { ParkedStretch, TrackPlaybackContext, TrackPlaybackEvent, TrackPlaybackInput } from './trackPlayback.types.ts';
import { afterTick, fasterThan, isPlaybackSpeed, nextIndex, previousIndex, slowerThan, tickMs, type PlaybackSpeed } from './trackPlayback.rules.ts';

type SpeedChosen = Extract<TrackPlaybackEvent, { type: 'playback.speedChosen' }>;

const lastIndex = (context: TrackPlaybackContext) => Math.max(0, context.count - 1);
const clampIndex = (context: TrackPlaybackContext, index: number) =>
  Number.isFinite(index) ? Math.min(lastIndex(context), Math.max(0, Math.round(index))) : 0;
const countOf = (count: number) => (Number.isFinite(count) && count > 0 ? Math.floor(count) : 0);
/** Stretches that fit the track, in order and apart; anything else is dropped rather than trusted. */
function parkedOf(count: number, parked: readonly ParkedStretch[] | undefined): ParkedStretch[] {
  const kept: ParkedStretch[] = [];
  for (const [from, to] of parked ?? []) {
    const fits = Number.isInteger(from) && Number.isInteger(to) && from >= 0 && from < to && to < count;
    if (fits && (kept.length === 0 || from >= kept[kept.length - 1][1])) kept.push([from, to]);
  }
  return kept;
}
const next = (context: TrackPlaybackContext) => nextIndex(context.index, lastIndex(context), context.parked, context.skipParked);
const tick = (context: TrackPlaybackContext) => afterTick(context.index, lastIndex(context), context.parked, context.skipParked, context.speed);

/**
 * Playback of a session track (features spec, 'Track playback'; speeds and skipping: decision 0042):
 * play/pause, reset, step back, step forward and a slider. Playing at 1× advances one position per
 * second, faster speeds more per tick, and stops on the last one; play on the last position starts
 * over. With "skip parked time" on, a stretch where the machine stands still counts as one position
 * (playing and stepping jump from its first to its last). Any manual move (slider or step) pauses, so
 * the position the user chose stays put. Speed and skipping are kept when the track changes.
 */
export const trackPlaybackMachine = setup({
  types: {
    context: {} as TrackPlaybackContext,
    input: {} as TrackPlaybackInput,
    events: {} as TrackPlaybackEvent,
  },
  actions: {
    advance: assign({ index: ({ context }) => tick(context) }),
    faster: assign({ speed: ({ context }) => fasterThan(context.speed) ?? context.speed }),
    slower: assign({ speed: ({ context }) => slowerThan(context.speed) ?? context.speed }),
    // Only after otherSpeed: the event is a speedChosen with a speed of the list.
    chooseSpeed: assign({ speed: ({ event }) => (event as SpeedChosen).speed as PlaybackSpeed }),
  },
  guards: {
    /** Something to move through: two positions at least. */
    playable: ({ context }) => context.count > 1,
    atEnd: ({ context }) => context.index >= lastIndex(context),
    /** The next tick reaches the last position. */
    tickReachesEnd: ({ context }) => tick(context) >= lastIndex(context),
    hasPrevious: ({ context }) => context.index > 0,
    hasNext: ({ context }) => context.index < lastIndex(context),
    hasFaster: ({ context }) => fasterThan(context.speed) !== null,
    hasSlower: ({ context }) => slowerThan(context.speed) !== null,
    /** One of the offered speeds, and not the one playing. */
    otherSpeed: ({ context, event }) => {
      // Only playback.speedChosen transitions use it.
      const { speed } = event as SpeedChosen;
      return isPlaybackSpeed(speed) && speed !== context.speed;
    },
  },
  delays: {
    step: ({ context }) => tickMs(context.speed),
  },
}).createMachine({
  id: 'trackPlayback',
  context: ({ input }) => ({ count: countOf(input.count), index: 0, parked: parkedOf(countOf(input.count), input.parked), speed: 1, skipParked: true }),
  initial: 'paused',
  on: {
    'playback.reset': { target: '.paused', actions: assign({ index: 0 }) },
    'playback.stepBack': {
      guard: 'hasPrevious',
      target: '.paused',
      actions: assign({ index: ({ context }) => previousIndex(context.index, context.parked, context.skipParked) }),
    },
    'playback.stepForward': { guard: 'hasNext', target: '.paused', actions: assign({ index: ({ context }) => next(context) }) },
    'playback.seek': { target: '.paused', actions: assign({ index: ({ context, event }) => clampIndex(context, event.index) }) },
    'playback.trackChanged': {
      target: '.paused',
      actions: assign(({ event }) => ({ count: countOf(event.count), index: 0, parked: parkedOf(countOf(event.count), event.parked) })),
    },
    'playback.faster': { guard: 'hasFaster', actions: 'faster' },
    'playback.slower': { guard: 'hasSlower', actions: 'slower' },
    'playback.speedChosen': { guard: 'otherSpeed', actions: 'chooseSpeed' },
    'playback.skipParkedChanged': { actions: assign({ skipParked: ({ event }) => event.skip }) },
  },
  states: {
    paused: {
      tags: ['paused'],
      on: {
        'playback.play': [
          { guard: and(['playable', 'atEnd']), target: 'playing', actions: assign({ index: 0 }) },
          { guard: 'playable', target: 'playing' },
        ],
      },
    },
    playing: {
      tags: ['playing'],
      after: {
        step: [
          { guard: 'tickReachesEnd', target: 'paused', actions: 'advance' },
          { target: 'playing', reenter: true, actions: 'advance' },
        ],
      },
      on: {
        'playback.pause': 'paused',
        // Another speed starts the next tick over at the new pace, not after the old one's wait.
        'playback.faster': { guard: 'hasFaster', target: 'playing', reenter: true, actions: 'faster' },
        'playback.slower': { guard: 'hasSlower', target: 'playing', reenter: true, actions: 'slower' },
        'playback.speedChosen': { guard: 'otherSpeed', target: 'playing', reenter: true, actions: 'chooseSpeed' },
      },
    },
  },
});

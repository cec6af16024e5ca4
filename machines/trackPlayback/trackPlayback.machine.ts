import { and, assign, setup } from 'xstate';
import type { TrackPlaybackContext, TrackPlaybackEvent, TrackPlaybackInput } from './trackPlayback.types.ts';

/** Playback advances one position per second (features spec, sections 4 and 9). */
export const PLAYBACK_STEP_MS = 1000;

const lastIndex = (context: TrackPlaybackContext) => Math.max(0, context.count - 1);
const clampIndex = (context: TrackPlaybackContext, index: number) =>
  Number.isFinite(index) ? Math.min(lastIndex(context), Math.max(0, Math.round(index))) : 0;
const countOf = (count: number) => (Number.isFinite(count) && count > 0 ? Math.floor(count) : 0);

/**
 * Playback of a session track (features spec, 'Track playback'): play/pause, reset, step back,
 * step forward and a slider. Playing advances one position per second and stops on the last one;
 * play on the last position starts over. Any manual move (slider or step) pauses, so the position
 * the user chose stays put.
 */
export const trackPlaybackMachine = setup({
  types: {
    context: {} as TrackPlaybackContext,
    input: {} as TrackPlaybackInput,
    events: {} as TrackPlaybackEvent,
  },
  actions: {
    advance: assign({ index: ({ context }) => Math.min(lastIndex(context), context.index + 1) }),
  },
  guards: {
    /** Something to move through: two positions at least. */
    playable: ({ context }) => context.count > 1,
    atEnd: ({ context }) => context.index >= lastIndex(context),
    /** The next tick reaches the last position. */
    nextIsLast: ({ context }) => context.index + 1 >= lastIndex(context),
    hasPrevious: ({ context }) => context.index > 0,
    hasNext: ({ context }) => context.index < lastIndex(context),
  },
  delays: {
    step: PLAYBACK_STEP_MS,
  },
}).createMachine({
  id: 'trackPlayback',
  context: ({ input }) => ({ count: countOf(input.count), index: 0 }),
  initial: 'paused',
  on: {
    'playback.reset': { target: '.paused', actions: assign({ index: 0 }) },
    'playback.stepBack': { guard: 'hasPrevious', target: '.paused', actions: assign({ index: ({ context }) => context.index - 1 }) },
    'playback.stepForward': { guard: 'hasNext', target: '.paused', actions: assign({ index: ({ context }) => context.index + 1 }) },
    'playback.seek': { target: '.paused', actions: assign({ index: ({ context, event }) => clampIndex(context, event.index) }) },
    'playback.trackChanged': { target: '.paused', actions: assign({ count: ({ event }) => countOf(event.count), index: 0 }) },
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
          { guard: 'nextIsLast', target: 'paused', actions: 'advance' },
          { target: 'playing', reenter: true, actions: 'advance' },
        ],
      },
      on: { 'playback.pause': 'paused' },
    },
  },
});

import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { trackPlaybackMachine } from '../../../machines/trackPlayback/trackPlayback.machine.ts';
import { trackPlaybackModel } from './trackPlayback.model.ts';
import { advanceTime, useFakeClock } from '../kit/harness.ts';

type Snapshot = SnapshotFrom<typeof trackPlaybackMachine>;

/** Features spec, section 9: track playback step 1 s (written here, not read from the machine). */
const SPEC_STEP_MS = 1000;
const T0 = Date.UTC(2026, 10, 25, 8, 0, 0);

interface Expected {
  count: number;
  index: number;
  playing: boolean;
}

/** What each control does (features spec, 'Track playback'), from our own bookkeeping of the track. */
function expected(label: string, before: Expected | undefined, input: { count: number }): Expected {
  if (label === 'xstate.init') return { count: input.count, index: 0, playing: false };
  const s = before!;
  const last = Math.max(0, s.count - 1);
  switch (label) {
    case 'playback.play':
      // Nothing to play with fewer than two positions; play on the last one starts over.
      if (s.playing || s.count < 2) return s;
      return { ...s, index: s.index === last ? 0 : s.index, playing: true };
    case 'playback.pause':
      return { ...s, playing: false };
    case 'playback.reset':
      return { ...s, index: 0, playing: false };
    // A manual move pauses; at either end it changes nothing.
    case 'playback.stepBack':
      return s.index > 0 ? { ...s, index: s.index - 1, playing: false } : s;
    case 'playback.stepForward':
      return s.index < last ? { ...s, index: s.index + 1, playing: false } : s;
    case 'playback.seek':
      return { ...s, index: last, playing: false }; // the fixture seeks beyond the end
    case 'playback.trackChanged':
      return { count: 2, index: 0, playing: false };
    case 'after:step': {
      const index = s.index + 1;
      return { ...s, index, playing: index < last };
    }
  }
  throw new Error(`no expectation for ${label}`);
}

function checker(input: { count: number }) {
  let state: Expected | undefined;
  let lastStepAt = Date.now();
  return ({ label, after }: StepInfo) => {
    const snap = after as Snapshot;
    state = expected(label, state, input);
    expect({ count: snap.context.count, index: snap.context.index, playing: snap.hasTag('playing') }, `after ${label}`).toEqual(state);
    expect(snap.hasTag('paused')).toBe(!state.playing);
    // One position per second.
    if (label === 'after:step') expect(Date.now() - lastStepAt, 'time between two positions').toBe(SPEC_STEP_MS);
    lastStepAt = Date.now();
    // What the buttons offer.
    expect(snap.can({ type: 'playback.play' })).toBe(!state.playing && state.count > 1);
    expect(snap.can({ type: 'playback.pause' })).toBe(state.playing);
    expect(snap.can({ type: 'playback.stepBack' })).toBe(state.index > 0);
    expect(snap.can({ type: 'playback.stepForward' })).toBe(state.index < state.count - 1);
  };
}

describe('trackPlayback: generated paths', () => {
  useFakeClock(T0);
  for (const graph of buildModelGraphs(trackPlaybackModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        await replayPath(graph, modelPath, { advanceTime, onStep: checker(graph.input as { count: number }) });
      });
    }
  }
});

describe('trackPlayback: journeys', () => {
  useFakeClock(T0);

  it('plays a 5-position track in 4 s and stops on the last position; play again starts over', () => {
    const actor = createActor(trackPlaybackMachine, { input: { count: 5 } }).start();
    actor.send({ type: 'playback.play' });
    advanceTime(SPEC_STEP_MS - 1);
    expect(actor.getSnapshot().context.index).toBe(0);
    advanceTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    advanceTime(3 * SPEC_STEP_MS);
    let end = actor.getSnapshot();
    expect(end.context.index).toBe(4);
    expect(end.hasTag('paused')).toBe(true);
    advanceTime(10 * SPEC_STEP_MS);
    expect(actor.getSnapshot().context.index).toBe(4);

    actor.send({ type: 'playback.play' });
    end = actor.getSnapshot();
    expect(end.context.index).toBe(0);
    expect(end.hasTag('playing')).toBe(true);
  });

  it('moving the slider while playing pauses at the chosen position; stepping continues from there', () => {
    const actor = createActor(trackPlaybackMachine, { input: { count: 100 } }).start();
    actor.send({ type: 'playback.play' });
    advanceTime(3 * SPEC_STEP_MS);
    expect(actor.getSnapshot().context.index).toBe(3);
    actor.send({ type: 'playback.seek', index: 60.4 });
    advanceTime(5 * SPEC_STEP_MS);
    expect(actor.getSnapshot().context.index).toBe(60);
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    actor.send({ type: 'playback.stepForward' });
    actor.send({ type: 'playback.stepForward' });
    actor.send({ type: 'playback.stepBack' });
    expect(actor.getSnapshot().context.index).toBe(61);
    actor.send({ type: 'playback.seek', index: -5 });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'playback.play' });
    advanceTime(2 * SPEC_STEP_MS);
    actor.send({ type: 'playback.reset' });
    const end = actor.getSnapshot();
    expect(end.context.index).toBe(0);
    expect(end.hasTag('paused')).toBe(true);
  });

  it('a new track while playing stops and starts from its first position; an empty one cannot play', () => {
    const actor = createActor(trackPlaybackMachine, { input: { count: 10 } }).start();
    actor.send({ type: 'playback.play' });
    advanceTime(4 * SPEC_STEP_MS);
    actor.send({ type: 'playback.trackChanged', count: 0 });
    expect(actor.getSnapshot().context).toEqual({ count: 0, index: 0 });
    expect(actor.getSnapshot().can({ type: 'playback.play' })).toBe(false);
    actor.send({ type: 'playback.seek', index: 3 });
    expect(actor.getSnapshot().context.index).toBe(0);
  });
});

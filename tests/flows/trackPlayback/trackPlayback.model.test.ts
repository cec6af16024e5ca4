import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { SPEC } from '../kit/specConstants.ts';
import { trackPlaybackMachine } from '../../../machines/trackPlayback/trackPlayback.machine.ts';
import { trackPlaybackModel } from './trackPlayback.model.ts';
import { advanceTime, useFakeClock } from '../kit/harness.ts';

type Snapshot = SnapshotFrom<typeof trackPlaybackMachine>;

/** Features spec, section 9: track playback step 1 s at 1×; decision 0042: speeds and the shortest tick (written here, not read from the machine). */
const STEP_MS = SPEC.trackPlaybackStepMs;
const SPEEDS: readonly number[] = SPEC.trackPlaybackSpeeds;
const tickOf = (speed: number) => Math.max(SPEC.trackPlaybackMinTickMs, STEP_MS / speed);
const T0 = Date.UTC(2026, 10, 25, 8, 0, 0);

type Stretch = readonly [number, number];
interface Expected {
  count: number;
  index: number;
  playing: boolean;
  speed: number;
  skip: boolean;
  parked: readonly Stretch[];
}

/** One position on, a parked stretch (when skipped) being one position: its first to its last. */
function forward(s: Expected, from: number): number {
  const last = Math.max(0, s.count - 1);
  const stretch = s.skip ? s.parked.find(([a, b]) => a <= from && from < b) : undefined;
  return Math.min(last, stretch ? stretch[1] : from + 1);
}
function backward(s: Expected, from: number): number {
  const stretch = s.skip ? s.parked.find(([a, b]) => a < from && from <= b) : undefined;
  return Math.max(0, stretch ? stretch[0] : from - 1);
}

/** What each control does (features spec 'Track playback', decision 0042), from our own bookkeeping of the track. */
function expected(label: string, before: Expected | undefined, input: { count: number; parked?: readonly Stretch[] }): Expected {
  if (label === 'xstate.init') return { count: input.count, index: 0, playing: false, speed: 1, skip: true, parked: input.parked ?? [] };
  const s = before!;
  const last = Math.max(0, s.count - 1);
  const speedAt = SPEEDS.indexOf(s.speed);
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
      return s.index > 0 ? { ...s, index: backward(s, s.index), playing: false } : s;
    case 'playback.stepForward':
      return s.index < last ? { ...s, index: forward(s, s.index), playing: false } : s;
    case 'playback.seek':
      return { ...s, index: last, playing: false }; // the fixture seeks beyond the end
    case 'playback.trackChanged':
      // Another track starts over, paused; the chosen speed and skipping stay.
      return { ...s, count: 2, index: 0, playing: false, parked: [] };
    case 'playback.faster':
      return { ...s, speed: SPEEDS[Math.min(SPEEDS.length - 1, speedAt + 1)] };
    case 'playback.slower':
      return { ...s, speed: SPEEDS[Math.max(0, speedAt - 1)] };
    case 'playback.speedChosen':
      return { ...s, speed: 300 };
    case 'playback.skipParkedChanged(off)':
      return { ...s, skip: false };
    case 'playback.skipParkedChanged(on)':
      return { ...s, skip: true };
    case 'after:step': {
      // A tick moves speed × tick positions (at least one): 1× one a second, 300× thirty every 100 ms.
      let index = s.index;
      for (let n = Math.max(1, Math.round((s.speed * tickOf(s.speed)) / STEP_MS)); n > 0 && index < last; n--) index = forward(s, index);
      return { ...s, index, playing: index < last };
    }
  }
  throw new Error(`no expectation for ${label}`);
}

function checker(input: { count: number; parked?: readonly Stretch[] }) {
  let state: Expected | undefined;
  let lastStepAt = Date.now();
  return ({ label, after }: StepInfo) => {
    const snap = after as Snapshot;
    const before = state;
    state = expected(label, state, input);
    const c = snap.context;
    expect({ count: c.count, index: c.index, playing: snap.hasTag('playing'), speed: c.speed, skip: c.skipParked, parked: c.parked }, `after ${label}`).toEqual(
      state,
    );
    expect(snap.hasTag('paused')).toBe(!state.playing);
    // A tick lasts the spec's second divided by the speed, never under the shortest tick; a speed
    // changed while playing starts the next tick over at the new pace.
    if (label === 'after:step') expect(Date.now() - lastStepAt, `time between two ticks at ${before!.speed}×`).toBe(tickOf(before!.speed));
    lastStepAt = Date.now();
    // What the buttons and keys offer.
    expect(snap.can({ type: 'playback.play' })).toBe(!state.playing && state.count > 1);
    expect(snap.can({ type: 'playback.pause' })).toBe(state.playing);
    expect(snap.can({ type: 'playback.stepBack' })).toBe(state.index > 0);
    expect(snap.can({ type: 'playback.stepForward' })).toBe(state.index < state.count - 1);
    expect(snap.can({ type: 'playback.faster' })).toBe(state.speed < SPEEDS[SPEEDS.length - 1]);
    expect(snap.can({ type: 'playback.slower' })).toBe(state.speed > SPEEDS[0]);
  };
}

describe('trackPlayback: generated paths', () => {
  useFakeClock(T0);
  for (const graph of buildModelGraphs(trackPlaybackModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        await replayPath(graph, modelPath, { advanceTime, onStep: checker(graph.input as { count: number; parked?: readonly Stretch[] }) });
      });
    }
  }
});

describe('trackPlayback: journeys', () => {
  useFakeClock(T0);

  it('plays a 5-position track in 4 s and stops on the last position; play again starts over', () => {
    const actor = createActor(trackPlaybackMachine, { input: { count: 5 } }).start();
    actor.send({ type: 'playback.play' });
    advanceTime(STEP_MS - 1);
    expect(actor.getSnapshot().context.index).toBe(0);
    advanceTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    advanceTime(3 * STEP_MS);
    let end = actor.getSnapshot();
    expect(end.context.index).toBe(4);
    expect(end.hasTag('paused')).toBe(true);
    advanceTime(10 * STEP_MS);
    expect(actor.getSnapshot().context.index).toBe(4);

    actor.send({ type: 'playback.play' });
    end = actor.getSnapshot();
    expect(end.context.index).toBe(0);
    expect(end.hasTag('playing')).toBe(true);
  });

  it('a week of 2,557 positions plays in 8.6 s at 300× (43 min at 1×), 30 positions every 100 ms', () => {
    const actor = createActor(trackPlaybackMachine, { input: { count: 2557 } }).start();
    actor.send({ type: 'playback.speedChosen', speed: 300 });
    actor.send({ type: 'playback.play' });
    advanceTime(99);
    expect(actor.getSnapshot().context.index).toBe(0);
    advanceTime(1);
    expect(actor.getSnapshot().context.index).toBe(30);
    advanceTime(8400);
    expect(actor.getSnapshot().context.index).toBe(2550);
    expect(actor.getSnapshot().hasTag('playing')).toBe(true);
    advanceTime(100);
    expect(actor.getSnapshot().context.index).toBe(2556);
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
  });

  it('each speed ticks at its pace: 10× one position every 100 ms, 60× six; keys step through the list and stop at its ends', () => {
    const actor = createActor(trackPlaybackMachine, { input: { count: 1000 } }).start();
    actor.send({ type: 'playback.slower' });
    expect(actor.getSnapshot().context.speed).toBe(1);
    actor.send({ type: 'playback.faster' });
    actor.send({ type: 'playback.play' });
    advanceTime(500);
    expect(actor.getSnapshot().context).toMatchObject({ speed: 10, index: 5 });
    // Faster while playing: the next tick comes 100 ms after the change, six positions on.
    advanceTime(50);
    actor.send({ type: 'playback.faster' });
    advanceTime(99);
    expect(actor.getSnapshot().context.index).toBe(5);
    advanceTime(1);
    expect(actor.getSnapshot().context).toMatchObject({ speed: 60, index: 11 });
    actor.send({ type: 'playback.faster' });
    actor.send({ type: 'playback.faster' });
    expect(actor.getSnapshot().context.speed).toBe(300);
    // Back to 1×: a tick a second again.
    actor.send({ type: 'playback.speedChosen', speed: 1 });
    advanceTime(999);
    expect(actor.getSnapshot().context.index).toBe(11);
    advanceTime(1);
    expect(actor.getSnapshot().context.index).toBe(12);
    // The speed playing picked again changes nothing: the tick under way is not started over.
    actor.send({ type: 'playback.faster' });
    advanceTime(1000);
    expect(actor.getSnapshot().context).toMatchObject({ speed: 10, index: 22 });
    advanceTime(50);
    actor.send({ type: 'playback.speedChosen', speed: 10 });
    advanceTime(50);
    expect(actor.getSnapshot().context.index).toBe(23);
    actor.send({ type: 'playback.speedChosen', speed: 1 });
    // A speed the list does not offer changes nothing.
    actor.send({ type: 'playback.speedChosen', speed: 7 });
    actor.send({ type: 'playback.speedChosen', speed: Number.NaN });
    expect(actor.getSnapshot().context.speed).toBe(1);
  });

  it('skipping parked time: a stretch standing still is one position, playing and stepping; off, every position plays', () => {
    // 0 drives up, 1…6 stands still, 7 and 8 drive off; 8…9 stands again.
    const actor = createActor(trackPlaybackMachine, {
      input: {
        count: 10,
        parked: [
          [1, 6],
          [8, 9],
        ],
      },
    }).start();
    expect(actor.getSnapshot().context.skipParked).toBe(true);
    actor.send({ type: 'playback.play' });
    const seen = [actor.getSnapshot().context.index];
    for (let i = 0; i < 5; i++) {
      advanceTime(STEP_MS);
      seen.push(actor.getSnapshot().context.index);
    }
    expect(seen).toEqual([0, 1, 6, 7, 8, 9]);
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    actor.send({ type: 'playback.seek', index: 3 });
    actor.send({ type: 'playback.stepForward' });
    expect(actor.getSnapshot().context.index).toBe(6);
    actor.send({ type: 'playback.stepBack' });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'playback.skipParkedChanged', skip: false });
    actor.send({ type: 'playback.stepForward' });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'playback.play' });
    advanceTime(4 * STEP_MS);
    expect(actor.getSnapshot().context.index).toBe(6);
  });

  it('stretches that do not fit the track are dropped, not trusted', () => {
    const parkedFor = (parked: [number, number][]) =>
      createActor(trackPlaybackMachine, { input: { count: 6, parked } })
        .start()
        .getSnapshot().context.parked;
    expect(
      parkedFor([
        [1, 3],
        [2, 4],
      ]),
    ).toEqual([[1, 3]]);
    expect(
      parkedFor([
        [3, 3],
        [4, 9],
        [-1, 2],
        [0.5, 2],
        [1, 2.5],
        [4, 6],
        [3, 5],
      ]),
    ).toEqual([[3, 5]]);
    // A stretch may start where the last one ended, and may reach the last position.
    expect(
      parkedFor([
        [0, 2],
        [2, 5],
      ]),
    ).toEqual([
      [0, 2],
      [2, 5],
    ]);
  });

  it('moving the slider while playing pauses at the chosen position; stepping continues from there', () => {
    const actor = createActor(trackPlaybackMachine, { input: { count: 100 } }).start();
    actor.send({ type: 'playback.play' });
    advanceTime(3 * STEP_MS);
    expect(actor.getSnapshot().context.index).toBe(3);
    actor.send({ type: 'playback.seek', index: 60.4 });
    advanceTime(5 * STEP_MS);
    expect(actor.getSnapshot().context.index).toBe(60);
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    actor.send({ type: 'playback.stepForward' });
    actor.send({ type: 'playback.stepForward' });
    actor.send({ type: 'playback.stepBack' });
    expect(actor.getSnapshot().context.index).toBe(61);
    actor.send({ type: 'playback.seek', index: -5 });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'playback.play' });
    advanceTime(2 * STEP_MS);
    actor.send({ type: 'playback.reset' });
    const end = actor.getSnapshot();
    expect(end.context.index).toBe(0);
    expect(end.hasTag('paused')).toBe(true);
  });

  it('a new track while playing stops and starts from its first position, at the speed and skipping chosen; an empty one cannot play', () => {
    const actor = createActor(trackPlaybackMachine, { input: { count: 10 } }).start();
    actor.send({ type: 'playback.faster' });
    actor.send({ type: 'playback.skipParkedChanged', skip: false });
    actor.send({ type: 'playback.play' });
    advanceTime(4 * 100);
    actor.send({ type: 'playback.trackChanged', count: 0 });
    expect(actor.getSnapshot().context).toEqual({ count: 0, index: 0, parked: [], speed: 10, skipParked: false });
    expect(actor.getSnapshot().can({ type: 'playback.play' })).toBe(false);
    actor.send({ type: 'playback.seek', index: 3 });
    expect(actor.getSnapshot().context.index).toBe(0);
  });
});

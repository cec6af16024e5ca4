// trackPlayback (features spec 'Track playback'): a count that is not a positive finite number is
// an empty track.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { trackPlaybackMachine } from '../../machines/trackPlayback/trackPlayback.machine.ts';

const countFor = (count: number) => createActor(trackPlaybackMachine, { input: { count } }).start().getSnapshot().context.count;

describe('trackPlayback count', () => {
  it.each([
    [-3, 0],
    [-0, 0],
    [Infinity, 0],
    [-Infinity, 0],
    [NaN, 0],
    [0.5, 0],
    [1, 1],
    [4.7, 4],
  ])('input count %d gives %d positions', (input, expected) => {
    expect(countFor(input)).toBe(expected);
  });

  it('a replaced track with an infinite or negative count is empty too', () => {
    const actor = createActor(trackPlaybackMachine, { input: { count: 5 } }).start();
    actor.send({ type: 'playback.trackChanged', count: Infinity });
    expect(actor.getSnapshot().context).toMatchObject({ count: 0, index: 0, parked: [] });
    actor.send({ type: 'playback.trackChanged', count: -2 });
    expect(actor.getSnapshot().context).toMatchObject({ count: 0, index: 0, parked: [] });
  });
});

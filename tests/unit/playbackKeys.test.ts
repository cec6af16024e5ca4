// The playback's keyboard (decision 0042): Space plays or pauses, the arrows step, + - [ ] change speed.
import { describe, expect, it } from 'vitest';
import { activatesItself, playbackKeyEvent } from '../../src/features/machinePanel/history/playbackKeys.ts';

describe('playbackKeyEvent', () => {
  it('maps each key to its event', () => {
    expect(playbackKeyEvent(' ', false)).toEqual({ type: 'playback.play' });
    expect(playbackKeyEvent(' ', true)).toEqual({ type: 'playback.pause' });
    expect(playbackKeyEvent('ArrowLeft', true)).toEqual({ type: 'playback.stepBack' });
    expect(playbackKeyEvent('ArrowRight', false)).toEqual({ type: 'playback.stepForward' });
    for (const key of ['+', '=', ']']) expect(playbackKeyEvent(key, false)).toEqual({ type: 'playback.faster' });
    for (const key of ['-', '[']) expect(playbackKeyEvent(key, false)).toEqual({ type: 'playback.slower' });
    for (const key of ['Enter', 'a', 'ArrowUp', 'Home', 'Tab']) expect(playbackKeyEvent(key, false)).toBeNull();
  });

  it('leaves Space and Enter to a control that acts on them itself', () => {
    const inside = (match: boolean) =>
      ({ closest: (selector: string) => (match && selector.includes('[role="switch"]') ? {} : null) }) as unknown as EventTarget;
    expect(activatesItself(inside(true))).toBe(true);
    expect(activatesItself(inside(false))).toBe(false);
    expect(activatesItself(null)).toBe(false);
  });
});

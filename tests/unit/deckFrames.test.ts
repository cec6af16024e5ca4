// deck.gl's frames on demand (src/features/map/deckFrames.ts): the display's rate while deck has
// something to draw or was just woken, a frame every IDLE_FRAME_MS otherwise.
import { describe, expect, it } from 'vitest';
import { AWAKE_MS, IDLE_FRAME_MS, onDemandFrames, type FrameScheduler } from '../../src/features/map/deckFrames.ts';

/** A scheduler on a hand-moved clock: animation frames come every 16 ms, timers when due. */
function fakeScheduler() {
  let now = 0;
  let nextId = 1;
  const frames = new Map<number, FrameRequestCallback>();
  const timers = new Map<number, { at: number; callback: () => void }>();
  const scheduler: FrameScheduler = {
    requestAnimationFrame: (callback) => {
      frames.set(nextId, callback);
      return nextId++;
    },
    cancelAnimationFrame: (id) => void frames.delete(id),
    setTimeout: (callback, ms) => {
      timers.set(nextId, { at: now + ms, callback });
      return nextId++;
    },
    clearTimeout: (id) => void timers.delete(id),
    now: () => now,
  };
  /** Moves the clock by `ms` in 16 ms display frames; returns how many frames ran. */
  const advance = (ms: number) => {
    let ran = 0;
    for (const end = now + ms; now < end;) {
      now = Math.min(end, now + 16);
      for (const [id, timer] of [...timers]) {
        if (timer.at > now) continue;
        timers.delete(id);
        timer.callback();
      }
      const due = [...frames];
      frames.clear();
      for (const [, callback] of due) {
        ran++;
        callback(now);
      }
    }
    return ran;
  };
  return { scheduler, advance, pending: () => frames.size + timers.size };
}

/** An animation loop as luma.gl's: it asks for the next frame at the end of each. */
function runLoop(frames: ReturnType<typeof onDemandFrames>) {
  const step = () => void frames.provider.requestAnimationFrame(step);
  step();
}

describe('deck.gl frames on demand', () => {
  it('runs at the display rate while woken, then a frame every IDLE_FRAME_MS', () => {
    const { scheduler, advance } = fakeScheduler();
    const frames = onDemandFrames(() => false, scheduler);
    runLoop(frames);
    expect(advance(AWAKE_MS)).toBeGreaterThanOrEqual(Math.floor(AWAKE_MS / 16) - 1);
    advance(IDLE_FRAME_MS); // the last frame asked for while awake
    expect(advance(10 * IDLE_FRAME_MS)).toBeLessThanOrEqual(10);
    expect(advance(10 * IDLE_FRAME_MS)).toBeGreaterThanOrEqual(9);
  });

  it('a wake gives the waiting frame at once and the display rate again', () => {
    const { scheduler, advance } = fakeScheduler();
    const frames = onDemandFrames(() => false, scheduler);
    runLoop(frames);
    advance(AWAKE_MS + IDLE_FRAME_MS);
    advance(IDLE_FRAME_MS / 2);
    frames.wake();
    expect(advance(16)).toBe(1);
    expect(advance(AWAKE_MS / 2)).toBeGreaterThanOrEqual(Math.floor(AWAKE_MS / 32) - 1);
  });

  it('keeps the display rate as long as deck has something to draw', () => {
    const { scheduler, advance } = fakeScheduler();
    let busy = true;
    const frames = onDemandFrames(() => busy, scheduler);
    runLoop(frames);
    expect(advance(4 * AWAKE_MS)).toBeGreaterThanOrEqual(Math.floor((4 * AWAKE_MS) / 16) - 1);
    busy = false;
    advance(AWAKE_MS);
    expect(advance(4 * IDLE_FRAME_MS)).toBeLessThanOrEqual(4);
  });

  it('a cancelled frame never runs, woken or not', () => {
    const { scheduler, advance, pending } = fakeScheduler();
    const frames = onDemandFrames(() => false, scheduler);
    let ran = 0;
    frames.provider.requestAnimationFrame(() => ran++);
    frames.provider.cancelAnimationFrame(1);
    frames.wake();
    advance(4 * IDLE_FRAME_MS);
    expect(ran).toBe(0);
    expect(pending()).toBe(0);
  });
});

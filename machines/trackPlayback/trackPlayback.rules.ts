// Pure rules of the track playback (decision 0042): what each speed means, how long a tick lasts and
// how many positions it moves, and how a parked stretch counts as one position when it is skipped.
import type { ParkedStretch } from './trackPlayback.types.ts';

/** Playback advances one position per second at 1× (features spec, sections 4 and 9). */
export const PLAYBACK_STEP_MS = 1000;
/** The speeds offered, in positions per second (1× is the spec's one position per second). */
export const PLAYBACK_SPEEDS = [1, 10, 60, 300] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
/**
 * The shortest tick: ten screen updates a second. Faster speeds move several positions per tick
 * rather than redrawing the map hundreds of times a second.
 */
export const PLAYBACK_MIN_TICK_MS = 100;

export const isPlaybackSpeed = (value: number): value is PlaybackSpeed => (PLAYBACK_SPEEDS as readonly number[]).includes(value);

/** Milliseconds between two ticks at `speed`. */
export const tickMs = (speed: PlaybackSpeed) => Math.max(PLAYBACK_MIN_TICK_MS, PLAYBACK_STEP_MS / speed);

/** Positions one tick moves at `speed` (speed × tick, in positions). */
export const positionsPerTick = (speed: PlaybackSpeed) => Math.max(1, Math.round((speed * tickMs(speed)) / PLAYBACK_STEP_MS));

export const fasterThan = (speed: PlaybackSpeed): PlaybackSpeed | null => PLAYBACK_SPEEDS[PLAYBACK_SPEEDS.indexOf(speed) + 1] ?? null;
export const slowerThan = (speed: PlaybackSpeed): PlaybackSpeed | null => PLAYBACK_SPEEDS[PLAYBACK_SPEEDS.indexOf(speed) - 1] ?? null;

/** The position after `index`: with skipping on, from inside a parked stretch straight to its last position. */
export function nextIndex(index: number, last: number, parked: readonly ParkedStretch[], skip: boolean): number {
  const stretch = skip ? parked.find(([from, to]) => from <= index && index < to) : undefined;
  return Math.min(last, stretch ? stretch[1] : index + 1);
}

/** The position before `index`: with skipping on, from inside a parked stretch straight to its first position. */
export function previousIndex(index: number, parked: readonly ParkedStretch[], skip: boolean): number {
  const stretch = skip ? parked.find(([from, to]) => from < index && index <= to) : undefined;
  return Math.max(0, stretch ? stretch[0] : index - 1);
}

/** Where one tick at `speed` lands from `index` (never beyond the last position: nextIndex stops there). */
export function afterTick(index: number, last: number, parked: readonly ParkedStretch[], skip: boolean, speed: PlaybackSpeed): number {
  let at = index;
  for (let n = positionsPerTick(speed); n > 0; n--) at = nextIndex(at, last, parked, skip);
  return at;
}

import type { PlaybackSpeed } from './trackPlayback.rules.ts';

/** Positions [first, last] of a stretch where the machine stood still (parkedStretches.ts). */
export type ParkedStretch = readonly [number, number];

export interface TrackPlaybackInput {
  /** Positions in the track. */
  count: number;
  /** Where the track stands still, in time order (default none). */
  parked?: readonly ParkedStretch[];
}

export interface TrackPlaybackContext {
  count: number;
  /** The position shown, 0 … count - 1 (0 when the track is empty). */
  index: number;
  parked: readonly ParkedStretch[];
  /** Positions per second (trackPlayback.rules.ts); the user's choice outlives a track change. */
  speed: PlaybackSpeed;
  /** Parked stretches count as one position (on by default); the choice outlives a track change. */
  skipParked: boolean;
}

export type TrackPlaybackEvent =
  | { type: 'playback.play' }
  | { type: 'playback.pause' }
  /** Back to the first position, paused. */
  | { type: 'playback.reset' }
  | { type: 'playback.stepBack' }
  | { type: 'playback.stepForward' }
  /** The slider moved to a position (pauses). */
  | { type: 'playback.seek'; index: number }
  /** The track was replaced or grew (positions paging): start over on the new one. */
  | { type: 'playback.trackChanged'; count: number; parked?: readonly ParkedStretch[] }
  /** The next speed up or down (keyboard + / - and ] / [). */
  | { type: 'playback.faster' }
  | { type: 'playback.slower' }
  /** A speed picked from the list; anything else is ignored. */
  | { type: 'playback.speedChosen'; speed: number }
  | { type: 'playback.skipParkedChanged'; skip: boolean };

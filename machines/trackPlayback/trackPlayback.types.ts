export interface TrackPlaybackInput {
  /** Positions in the track. */
  count: number;
}

export interface TrackPlaybackContext {
  count: number;
  /** The position shown, 0 … count - 1 (0 when the track is empty). */
  index: number;
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
  | { type: 'playback.trackChanged'; count: number };

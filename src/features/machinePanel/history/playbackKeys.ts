// The track playback's keyboard (decision 0042): which key sends which playback event. Keys a focused
// control handles itself (Space and Enter on a button or switch, arrows on the slider and the speed
// list) stay with that control; the handler runs only for what no control took.
import type { TrackPlaybackEvent } from '../../../../machines/trackPlayback/trackPlayback.types.ts';

/** What the playback group announces (aria-keyshortcuts). */
export const PLAYBACK_SHORTCUTS = 'Space ArrowLeft ArrowRight + - [ ]';

/** The playback event for a key, or null for a key the playback does not use. */
export function playbackKeyEvent(key: string, playing: boolean): TrackPlaybackEvent | null {
  switch (key) {
    case ' ':
      return { type: playing ? 'playback.pause' : 'playback.play' };
    case 'ArrowLeft':
      return { type: 'playback.stepBack' };
    case 'ArrowRight':
      return { type: 'playback.stepForward' };
    case '+':
    case '=':
    case ']':
      return { type: 'playback.faster' };
    case '-':
    case '[':
      return { type: 'playback.slower' };
    default:
      return null;
  }
}

/** A control that acts on Space or Enter itself: the key is its own, not the playback's. */
export function activatesItself(target: EventTarget | null): boolean {
  const element = target as Partial<Element> | null;
  return typeof element?.closest === 'function' && element.closest('button, input, [role="switch"], [role="radio"], [role="slider"]') !== null;
}

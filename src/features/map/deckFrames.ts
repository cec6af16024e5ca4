// deck.gl draws from luma.gl's animation loop, which asks for the next animation frame after every
// frame, drawn or not (deck.gl issues #6961, #9084, open): an untouched map kept 13% of a core busy
// in Chromium without a GPU (bench/results/2026-11-30-map-idle.md: the renderer and the GPU process
// each woke 60 times a second) and drains a laptop's or a phone's battery the same way. Here the loop gets its frames on
// demand: at the display's rate while deck has something to draw or was just woken (a layer change,
// the base map moving, the pointer over the map), and a few times a second otherwise, so work deck
// finds for itself (an icon atlas that finished loading, the heatmap's delayed reweighting) still
// shows within a quarter of a second.
import type { Deck } from '@deck.gl/core';
import type { MapboxOverlay } from '@deck.gl/mapbox';
import type { Map as MaplibreMap } from 'maplibre-gl';

/** How long the loop keeps the display's rate after it was woken. */
export const AWAKE_MS = 500;
/** The pause between frames while deck has nothing to draw. */
export const IDLE_FRAME_MS = 250;

/** The part of the browser's frame scheduling the provider uses (replaceable in unit tests). */
export interface FrameScheduler {
  requestAnimationFrame(callback: FrameRequestCallback): number;
  cancelAnimationFrame(id: number): void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
  now(): number;
}

/** luma.gl's AnimationLoop asks its provider for one frame at a time (AnimationFrameProvider). */
export interface OnDemandFrames {
  provider: { requestAnimationFrame(callback: FrameRequestCallback): number; cancelAnimationFrame(id: number): void };
  /** Something changed: frames at the display's rate from now for AWAKE_MS. */
  wake(): void;
}

/**
 * The frame provider. `busy` says whether deck has a frame to draw (its needsRedraw); a frame asked
 * for while neither busy nor recently woken waits IDLE_FRAME_MS, unless a wake comes first.
 */
export function onDemandFrames(busy: () => boolean, scheduler: FrameScheduler = browserScheduler()): OnDemandFrames {
  let awakeUntil = scheduler.now() + AWAKE_MS;
  // The loop has at most one frame asked for at a time.
  let pending: { callback: FrameRequestCallback; frame: number | null; timer: number | null } | null = null;

  const runSoon = () => {
    const asked = pending;
    if (!asked || asked.frame !== null) return;
    if (asked.timer !== null) scheduler.clearTimeout(asked.timer);
    asked.timer = null;
    asked.frame = scheduler.requestAnimationFrame((time) => {
      if (pending === asked) pending = null;
      asked.callback(time);
    });
  };

  return {
    provider: {
      requestAnimationFrame(callback) {
        pending = { callback, frame: null, timer: null };
        if (scheduler.now() < awakeUntil || busy()) runSoon();
        else pending.timer = scheduler.setTimeout(runSoon, IDLE_FRAME_MS);
        return 1;
      },
      cancelAnimationFrame() {
        if (!pending) return;
        if (pending.frame !== null) scheduler.cancelAnimationFrame(pending.frame);
        if (pending.timer !== null) scheduler.clearTimeout(pending.timer);
        pending = null;
      },
    },
    wake() {
      awakeUntil = scheduler.now() + AWAKE_MS;
      runSoon();
    },
  };
}

function browserScheduler(): FrameScheduler {
  return {
    requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
    cancelAnimationFrame: (id) => window.cancelAnimationFrame(id),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (id) => window.clearTimeout(id),
    now: () => performance.now(),
  };
}

/**
 * The pointer's events on the base map, which the overlay hands to deck for picking without a
 * setProps. The view needs none here: the overlay sets deck's view state on every base-map render.
 */
const POINTER_EVENTS = ['mousemove', 'mousedown', 'mouseout', 'click', 'dblclick', 'dragstart', 'drag', 'dragend'] as const;

/**
 * Gives an overlaid (not interleaved) MapboxOverlay's deck its frames on demand, once the overlay
 * was added to the map. Returns the undo, to call before the overlay is removed.
 */
export function drawOnDemand(map: MaplibreMap, overlay: MapboxOverlay): () => void {
  // The overlay keeps its Deck private, and the Deck its loop protected: neither offers the loop's
  // frame provider, which luma.gl's AnimationLoop takes in setProps.
  const deck = (overlay as unknown as { _deck?: Deck })._deck;
  const loop = (deck as unknown as { animationLoop?: { setProps(props: { animationFrameProvider: OnDemandFrames['provider'] }): void } } | undefined)
    ?.animationLoop;
  if (!deck || !loop) return () => {};
  const frames = onDemandFrames(() => deck.needsRedraw({ clearRedrawFlags: false }) !== false);
  loop.setProps({ animationFrameProvider: frames.provider });
  // Layers, views and sizes all reach deck through setProps (ours, and the overlay's on each render).
  const setProps = deck.setProps.bind(deck);
  deck.setProps = (props) => {
    setProps(props);
    frames.wake();
  };
  const wake = () => frames.wake();
  for (const type of POINTER_EVENTS) map.on(type, wake);
  return () => {
    for (const type of POINTER_EVENTS) map.off(type, wake);
  };
}

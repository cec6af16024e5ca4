// A user who asks the system for reduced motion (prefers-reduced-motion) gets maps that do not move
// by themselves (WCAG 2.3.3): labels appear without maplibre's 300 ms fade, and the flights to a
// selected machine, a cluster or a place become jumps (maplibre does that for every camera move not
// marked `essential`). Read when a map is made; a change of the setting applies to the next map.

/** Whether the user's system asks for reduced motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** maplibre options every map of the app takes for motion. */
export function mapMotionOptions(): { fadeDuration: number } {
  return { fadeDuration: prefersReducedMotion() ? 0 : 300 };
}

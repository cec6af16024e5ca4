// The saved grid layout lives in local storage per path (spec): `siteline.grid.<path>`.
import type { GridLayout } from '../../../machines/grid/grid.types.ts';

export const layoutStorageKey = (path: string) => `siteline.grid.${path}`;

/** The stored layout as parsed JSON (the grid machine validates it), or null. */
export function readLayout(path: string): unknown {
  try {
    const raw = window.localStorage.getItem(layoutStorageKey(path));
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null; // unreadable JSON or storage blocked: start from the defaults
  }
}

export function writeLayout(path: string, layout: GridLayout): void {
  try {
    window.localStorage.setItem(layoutStorageKey(path), JSON.stringify(layout));
  } catch {
    // Storage full or blocked (private mode): the layout lasts for this visit only.
  }
}

/** The address parameters that filter a grid: the spec's quickFilter and the fleet's (fleetLinks.ts FLEET_FILTER_PARAMS). */
const FILTER_PARAMS = ['quickFilter', 'family', 'place', 'tag', 'state'];

/**
 * Reset filter reloads the page (spec). The address's filters go first, or the reloaded page
 * would apply them again.
 */
export function reloadWithoutQuickFilter(): void {
  const url = new URL(window.location.href);
  for (const name of FILTER_PARAMS) url.searchParams.delete(name);
  window.location.replace(url.toString());
}

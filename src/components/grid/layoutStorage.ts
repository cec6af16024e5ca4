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

/**
 * Reset filter reloads the page (spec). The address's quickFilter goes first, or the reloaded page
 * would apply it again.
 */
export function reloadWithoutQuickFilter(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('quickFilter');
  window.location.replace(url.toString());
}

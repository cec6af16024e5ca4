// What glide's accessible table (a <table role="grid"> it renders inside the canvas for assistive
// technology) leaves out: the sort state of the headers. Glide re-renders that table as the view
// scrolls, so the attribute is re-applied whenever the table's DOM changes.
import { useEffect, useId, type RefObject } from 'react';
import { msg } from '../../i18n/i18n.ts';

/** `column` is the sorted column's index among the grid's columns (glide's aria-colindex − 1). */
export function useHeaderSortState(container: RefObject<HTMLElement | null>, column: number, order: 'ascending' | 'descending' | null): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const apply = () => {
      for (const th of root.querySelectorAll<HTMLElement>('table[role="grid"] th[role="columnheader"]')) {
        const sorted = order !== null && th.getAttribute('aria-colindex') === String(column + 1);
        if (!sorted) th.removeAttribute('aria-sort');
        else if (th.getAttribute('aria-sort') !== order) th.setAttribute('aria-sort', order);
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, column, order]);
}

/** The keyboard path to a column's header menu, told to screen readers on the grid's canvas. */
export const HEADER_MENU_KEYS = 'Alt+ArrowDown';
export const HEADER_MENU_HINT = msg('Press Alt and Down arrow for the sort and filter menu of the column.');

/** Describes the canvas (glide owns the element, so the attributes are set on it here); returns the hint's id. */
export function useKeyboardHint(container: RefObject<HTMLElement | null>): string {
  const id = useId();
  useEffect(() => {
    const canvas = container.current?.querySelector('canvas[data-testid="data-grid-canvas"]');
    if (!canvas) return;
    canvas.setAttribute('aria-describedby', id);
    canvas.setAttribute('aria-keyshortcuts', HEADER_MENU_KEYS);
  });
  return id;
}

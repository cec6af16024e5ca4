// What glide's accessible table (a <table role="grid"> it renders inside the canvas for assistive
// technology) leaves out: the sort state of the headers. Glide re-renders that table as the view
// scrolls, so the attribute is re-applied whenever the table's DOM changes.
import { useEffect, type RefObject } from 'react';

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

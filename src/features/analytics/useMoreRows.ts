// A dashboard table's rows beyond its first page: the call answered the first 100 rows of `total`,
// and "Show more" asks the server for the next 100 (the same call with `start`), appended. Its only
// states are idle, loading and failed (with 'Try again'), and a new answer for the table (another
// range or drill-down) starts again from its own first page: a plain hook like the sections' loads
// (decisions 0058, 0067).
import { useCallback, useState } from 'react';
import { PAGE_ROWS, type Page } from './analytics.api.ts';

export interface MoreRows {
  /** Rows the server has beyond those loaded. */
  remaining: number;
  status: 'idle' | 'loading' | 'failed';
  loadMore: () => void;
}

/** A table's further rows from the server, page by page. */
export type PageLoader<T> = (page: Page) => Promise<readonly T[]>;

export function useMoreRows<T>(first: readonly T[], total: number, loadPage: PageLoader<T>) {
  // The further rows and the status belong to the first page they were loaded for: a new first page
  // shows alone and idle, and a page that arrives for an older one is dropped.
  const [further, setFurther] = useState<{ first: readonly T[]; rows: readonly T[]; status: MoreRows['status'] }>({ first, rows: [], status: 'idle' });
  const mine = further.first === first;
  const rows = mine ? [...first, ...further.rows] : first;
  const loaded = rows.length;
  const loadMore = useCallback(() => {
    const asked = first;
    setFurther((f) => ({ first: asked, rows: f.first === asked ? f.rows : [], status: 'loading' }));
    loadPage({ start: loaded, limit: PAGE_ROWS }).then(
      (page) => setFurther((f) => (f.first === asked ? { first: asked, rows: [...f.rows, ...page], status: 'idle' } : f)),
      () => setFurther((f) => (f.first === asked ? { ...f, status: 'failed' } : f)),
    );
  }, [first, loaded, loadPage]);
  const more: MoreRows = { remaining: Math.max(0, total - loaded), status: mine ? further.status : 'idle', loadMore };
  return { rows, more };
}

/** The page loader of a table for `request` (`load` a module-level function): a new one only when the request's content changes. */
export function usePageLoader<R, T>(request: R, load: (request: R, page: Page) => Promise<readonly T[]>): PageLoader<T> {
  const key = JSON.stringify(request);
  return useCallback((page: Page) => load(JSON.parse(key) as R, page), [key, load]);
}

// A dashboard table's rows beyond its first page: the call answered the first 100 rows of `total`,
// and "Show more" asks the server for the next 100 (the same call with `start`), appended. Its only
// states are idle, loading and failed (with 'Try again'), and a new answer for the table (another
// range or drill-down) starts again from its own first page: a plain hook like the sections' loads
// (decisions 0058, 0067).
import { useCallback, useEffect, useRef, useState } from 'react';

/** How many rows each further call asks for (the API's page, as the first call). */
export const MORE_ROWS_PAGE = 100;

export interface MoreRows {
  /** Rows the server has beyond those loaded. */
  remaining: number;
  status: 'idle' | 'loading' | 'failed';
  loadMore: () => void;
}

export function useMoreRows<T>(first: readonly T[], total: number, loadPage: (start: number, limit: number) => Promise<readonly T[]>) {
  const [extra, setExtra] = useState<{ first: readonly T[]; rows: readonly T[] }>({ first, rows: [] });
  // A status belongs to the first page it was set for: a new first page starts idle.
  const [progress, setProgress] = useState<{ first: readonly T[]; status: MoreRows['status'] }>({ first, status: 'idle' });
  const status = progress.first === first ? progress.status : 'idle';
  // The answer a page under way belongs to: a page that arrives after a new first page is dropped.
  const current = useRef(first);
  useEffect(() => {
    current.current = first;
  }, [first]);
  const rows = extra.first === first ? [...first, ...extra.rows] : first;
  const loaded = rows.length;
  const loadMore = useCallback(() => {
    const asked = first;
    setProgress({ first: asked, status: 'loading' });
    loadPage(loaded, MORE_ROWS_PAGE).then(
      (page) => {
        if (current.current !== asked) return;
        setExtra((e) => ({ first: asked, rows: [...(e.first === asked ? e.rows : []), ...page] }));
        setProgress({ first: asked, status: 'idle' });
      },
      () => current.current === asked && setProgress({ first: asked, status: 'failed' }),
    );
  }, [first, loaded, loadPage]);
  const more: MoreRows = { remaining: Math.max(0, total - loaded), status, loadMore };
  return { rows, more };
}

/** The page loader of a table for `request` (`load` a module-level function): a new one only when the request's content changes. */
export function usePageLoader<R, T>(request: R, load: (request: R, page: { start: number; limit: number }) => Promise<readonly T[]>) {
  const key = JSON.stringify(request);
  return useCallback((start: number, limit: number) => load(JSON.parse(key) as R, { start, limit }), [key, load]);
}

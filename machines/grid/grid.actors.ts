import { fromPromise } from 'xstate';
import type { GridPage, GridRequest, LoadPageError, LoadPageInput, LoadPageOutput } from './grid.types.ts';

/** One page of a grid read (POST grid request). src/ provides it, through `createLoadPage`. */
export const loadPage = fromPromise<LoadPageOutput, LoadPageInput>(async () => {
  throw new Error('grid: actor "loadPage" not provided');
});

/** What a page provides: the grid request in, one page out; it honours `signal` (a newer request replaces it). */
export type FetchGridPage = (request: GridRequest, signal: AbortSignal) => Promise<GridPage>;

/**
 * The `loadPage` actor around a page's fetch: tags the answer (or the failure) with the request's
 * id so the loader can drop answers to requests it no longer waits for, checks the answer's shape,
 * and turns a failure into the message the grid shows.
 */
export function createLoadPage(fetchPage: FetchGridPage, describeError: (error: unknown) => string = errorMessage) {
  return fromPromise<LoadPageOutput, LoadPageInput>(async ({ input, signal }) => {
    let page: GridPage;
    try {
      page = await fetchPage(input.request, signal);
    } catch (error) {
      throw { requestId: input.requestId, message: describeError(error) } satisfies LoadPageError;
    }
    if (!page || !Array.isArray(page.rows)) {
      throw { requestId: input.requestId, message: 'The server sent an unreadable page' } satisfies LoadPageError;
    }
    const total = Number.isFinite(page.total) && page.total >= 0 ? page.total : input.request.start + page.rows.length;
    return { rows: page.rows, total, textSearchColumns: Array.isArray(page.textSearchColumns) ? page.textSearchColumns : [], requestId: input.requestId };
  });
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return typeof error === 'string' && error ? error : 'Loading failed';
}

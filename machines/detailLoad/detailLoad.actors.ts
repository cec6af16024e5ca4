import { fromPromise } from 'xstate';

/** The call for the tab; resolves to null when there is nothing to show. */
export const load = fromPromise<unknown, unknown>(async () => {
  throw new Error('detailLoad: actor "load" not provided');
});

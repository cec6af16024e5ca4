import { fromPromise } from 'xstate';

/** GET /frontend-version.txt (uncached) as text. */
export const fetchFrontendVersion = fromPromise<string, void>(async () => {
  throw new Error('updateCheck: actor "fetchFrontendVersion" not provided');
});

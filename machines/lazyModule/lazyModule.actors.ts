import { fromPromise } from 'xstate';
import type { ImportModuleInput } from './lazyModule.types.ts';

/** The dynamic import() of the feature chunk; src/ provides one per feature. */
export const importModule = fromPromise<unknown, ImportModuleInput>(async () => {
  throw new Error('lazyModule: actor "importModule" not provided');
});

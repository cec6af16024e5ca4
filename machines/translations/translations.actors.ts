import { fromPromise } from 'xstate';
import type { LookupInput, LookupOutput } from './translations.types.ts';

/** POST /web/v1/translations with the collected strings (src/i18n provides it). */
export const lookupTranslations = fromPromise<LookupOutput, LookupInput>(() => Promise.reject(new Error('lookupTranslations is provided by src/i18n')));

// The running translations machine: t() reports strings without a translation to it; its lookups
// answer into the table on screen; failures only log a warning (spec).
import { createActor, fromPromise } from 'xstate';
import { translationsMachine } from '../../machines/translations/translations.machine.ts';
import type { LookupInput, LookupOutput } from '../../machines/translations/translations.types.ts';
import { inspect } from '../app/inspector.ts';
import { addTranslations, i18nStore, onMissingTranslation, setTranslations, translationsFailed, type TranslationTable } from './i18n.ts';
import { loadTranslationsCall, lookupTranslationsCall } from './translations.api.ts';

export const translationsActor = createActor(
  translationsMachine.provide({
    actors: { lookupTranslations: fromPromise<LookupOutput, LookupInput>(({ input }) => lookupTranslationsCall(input)) },
    actions: {
      storeTranslations: (_, { language, output }) => addTranslations({ language, translations: output.translations }),
      warnLookupFailed: (_, { language, count, reason }) => console.warn(`Translation lookup failed (${language}, ${count} strings): ${reason}`),
    },
  }),
  { input: { language: 'en' }, inspect },
).start();

onMissingTranslation((text) => translationsActor.send({ type: 'translation.missing', text }));

function apply(table: TranslationTable) {
  if (table.language !== i18nStore.language()) translationsActor.send({ type: 'translation.languageChanged', language: table.language });
  setTranslations(table);
}

/** Show the signed-in user's language (or `language`); a failure keeps what is shown and only warns. */
export async function loadLanguage(language?: string): Promise<void> {
  try {
    apply(await loadTranslationsCall(language));
  } catch (error) {
    console.warn('Translations could not be loaded', error);
    translationsFailed();
  }
}

/** Signed out: back to English. */
export function resetLanguage(): void {
  apply({ language: 'en', translations: [] });
}

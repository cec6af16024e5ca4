// GET /web/v1/translations (the language's table) and POST (look up strings met without one).
import { apiClient } from '../graphql/apiClient.ts';
import { unwrap } from '../graphql/unwrap.ts';
import { graphql } from '../graphql/graphql.ts';
import type { LookupInput, LookupOutput } from '../../machines/translations/translations.types.ts';
import type { TranslationTable } from './i18n.ts';

const TranslationsQuery = graphql(`
  query Translations($language: queryInput_translations_language) {
    translations(language: $language) {
      data {
        language
        translations {
          hash
          value
        }
      }
    }
  }
`);

const LookupMutation = graphql(`
  mutation LookupTranslations($language: mutationInput_lookupTranslations_language, $input: [mutationInput_lookupTranslations_input_items_Input]) {
    lookupTranslations(language: $language, input: $input) {
      data {
        language
        translations {
          hash
          value
        }
        untranslated
      }
    }
  }
`);

/** The caller's language (or `language`) and all its translations. */
export async function loadTranslationsCall(language?: string): Promise<TranslationTable> {
  const result = await apiClient.query(TranslationsQuery, { language }, { requestPolicy: 'network-only' }).toPromise();
  const data = unwrap(result, (d) => d.translations?.data);
  return { language: data.language, translations: data.translations.filter((t) => t !== null) };
}

export async function lookupTranslationsCall({ language, texts }: LookupInput): Promise<LookupOutput> {
  const input = texts.map((Value) => ({ Value }));
  const result = await apiClient.mutation(LookupMutation, { language, input }).toPromise();
  const data = unwrap(result, (d) => d.lookupTranslations?.data);
  return { translations: data.translations.filter((t) => t !== null) };
}

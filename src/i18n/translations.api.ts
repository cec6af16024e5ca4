// GET /web/v1/translations (the language's table) and POST (look up strings met without one).
import { apiClient } from '../graphql/apiClient.ts';
import { toApiError } from '../graphql/errors.ts';
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
  if (result.error) throw toApiError(result.error);
  const data = result.data?.translations?.data;
  if (!data) throw { status: 500, message: 'Empty translations answer' };
  return { language: data.language, translations: data.translations.filter((t) => t !== null) };
}

export async function lookupTranslationsCall({ language, texts }: LookupInput): Promise<LookupOutput> {
  const input = texts.map((Value) => ({ Value }));
  const result = await apiClient.mutation(LookupMutation, { language, input }).toPromise();
  if (result.error) throw toApiError(result.error);
  const data = result.data?.lookupTranslations?.data;
  if (!data) throw { status: 500, message: 'Empty translations answer' };
  return { translations: data.translations.filter((t) => t !== null) };
}

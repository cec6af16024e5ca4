export interface Translation {
  hash: string;
  value: string;
}

export interface LookupInput {
  language: string;
  texts: string[];
}

export interface LookupOutput {
  translations: Translation[];
}

export interface TranslationsContext {
  language: string;
  /** Strings met without a translation, not yet looked up (each once). */
  pending: string[];
  /** The strings of the lookup in flight. */
  batch: string[];
}

export type TranslationsEvent =
  /** t() met a string the language has no translation for. */
  | { type: 'translation.missing'; text: string }
  /** The user's language changed (sign-in, /settings/language): what was pending belongs to the old one. */
  | { type: 'translation.languageChanged'; language: string };

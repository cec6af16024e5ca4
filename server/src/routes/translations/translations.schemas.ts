import { Type } from '@sinclair/typebox';

/** The most strings one lookup may carry (the client sends what it collected in 1000 ms, in batches this size). */
export const MAX_LOOKUP = 200;
/** The longest interface string looked up. */
export const MAX_TEXT = 1000;

const Code = Type.String({
  pattern: '^[a-z]{2}$',
  maxLength: 2,
  description: 'Language code (en, sv, nb, fi, da, de); default: the caller’s profile language',
  examples: ['sv'],
});

export const TranslationsQuery = Type.Object({ language: Type.Optional(Code) }, { additionalProperties: false });

export const Translation = Type.Object({
  hash: Type.String({ description: 'Uppercase MD5 of the English text' }),
  value: Type.String({ description: 'The text in the language' }),
});

export const TranslationSet = Type.Object({
  language: Type.String({ description: 'The language the translations are in' }),
  translations: Type.Array(Translation),
});

export const LookupAnswer = Type.Object({
  language: Type.String(),
  translations: Type.Array(Translation, { description: 'The translations known for the strings sent' }),
  untranslated: Type.Integer({ description: 'How many of the strings sent have no translation yet (kept for translators)' }),
});

export const LookupBody = Type.Array(
  Type.Object({ Value: Type.String({ minLength: 1, maxLength: MAX_TEXT, description: 'An interface string in English' }) }, { additionalProperties: false }),
  { minItems: 1, maxItems: MAX_LOOKUP },
);

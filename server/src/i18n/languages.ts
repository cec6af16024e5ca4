// The interface languages: the language dictionary's ids (domain/dictionaries.ts) and their codes.
// English is the source language (the texts in the code); Swedish and Norwegian (Bokmål) have a
// full catalogue (catalog.ts); the other dictionary languages fall back to English, and the strings
// they lack are collected (translation_requests) for a translator.
import { createHash } from 'node:crypto';
import { language } from '../domain/dictionaries.ts';
import { CATALOG } from './catalog.ts';

export const LANGUAGE_CODES: Readonly<Record<string, number>> = { en: 1, sv: 2, nb: 3, fi: 4, da: 5, de: 6 };
export type LanguageCode = keyof typeof LANGUAGE_CODES;
export const TRANSLATED = ['sv', 'nb'] as const;

export function codeOf(languageId: number): string {
  return Object.entries(LANGUAGE_CODES).find(([, id]) => id === languageId)?.[0] ?? 'en';
}

export function isKnownLanguage(code: string): boolean {
  return code in LANGUAGE_CODES && language.some((l) => l.id === LANGUAGE_CODES[code]);
}

/** The key of an interface string: the uppercase MD5 of its English text (spec). */
export const hashOf = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

const byLanguage = new Map<string, Map<string, string>>();
for (const code of TRANSLATED) {
  byLanguage.set(code, new Map(CATALOG.map((entry) => [hashOf(entry.en), entry[code]])));
}

/** Every translation of a language, by hash (empty for English and for the languages without a catalogue). */
export function translationsOf(code: string): ReadonlyMap<string, string> {
  return byLanguage.get(code) ?? new Map();
}

// The interface language on screen. Texts are written in English in the code, through t() (or
// <T>, or msg() for a label kept in a constant and translated where it is shown); the user's
// language's translations are looked up by the uppercase MD5 of the English text (spec). A string
// without a translation shows in English and is reported once to the translations machine, which
// looks it up on the server after a second of quiet (machines/translations).
import { md5Hex } from './md5.ts';

export interface TranslationTable {
  language: string;
  translations: readonly { hash: string; value: string }[];
}

type Values = Readonly<Record<string, string | number>>;

let language = 'en';
let table = new Map<string, string>();
let version = 0;
/** Whether a language's table has been answered (or failed) since the page loaded: before, t() answers English by default, not by choice. */
let settled = false;
const listeners = new Set<() => void>();
const hashes = new Map<string, string>();
const reported = new Set<string>();
let onMissing: (text: string) => void = () => {};

const notify = () => {
  version++;
  for (const listener of listeners) listener();
};

export const i18nStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Changes whenever what t() answers may change. */
  version: () => version,
  language: () => language,
  settled: () => settled,
};

/** The user's table could not be loaded: English it is, and what waited for the table shows now. */
export function translationsFailed(): void {
  if (settled) return;
  settled = true;
  notify();
}

/** A language's full table (GET /web/v1/translations): replaces what was shown. */
export function setTranslations({ language: code, translations }: TranslationTable): void {
  language = code;
  table = new Map(translations.map((t) => [t.hash, t.value]));
  reported.clear();
  settled = true;
  if (typeof document !== 'undefined') document.documentElement.lang = code === 'nb' ? 'nb' : code;
  notify();
}

/** Translations answered by a lookup (POST /web/v1/translations), for the language they were asked in. */
export function addTranslations({ language: code, translations }: TranslationTable): void {
  if (code !== language || translations.length === 0) return;
  for (const t of translations) table.set(t.hash, t.value);
  notify();
}

/** Where strings without a translation go (src/i18n/translationsActor.ts). */
export function onMissingTranslation(sink: (text: string) => void): void {
  onMissing = sink;
}

export function hashOf(text: string): string {
  let hash = hashes.get(text);
  if (hash === undefined) {
    hash = md5Hex(text);
    hashes.set(text, hash);
  }
  return hash;
}

function interpolate(text: string, values: Values | undefined): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The English `text` in the user's language; `{name}` placeholders take `values`. */
export function t(text: string, values?: Values): string {
  if (language === 'en') return interpolate(text, values);
  const value = table.get(hashOf(text));
  if (value !== undefined) return interpolate(value, values);
  if (!reported.has(text)) {
    reported.add(text);
    // Not during React's render: the machine is told once the current work is done.
    queueMicrotask(() => onMissing(text));
  }
  return interpolate(text, values);
}

/** Marks a text kept in a constant for translation where it is shown (t(label)); answers it unchanged. */
export const msg = (text: string): string => text;

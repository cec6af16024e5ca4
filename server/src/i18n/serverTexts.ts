// Texts the server words itself in a person's language (notification and account e-mails, the
// in-app notification log, the usage report): the English templates with their Swedish and
// Norwegian (Bokmål) in a table beside the code that uses them, since these never reach the
// browser's catalogue (i18n/catalog/). Languages without a table (English, and Finnish, Danish and
// German, which the app also shows in English) read English.
import { formatDecimal } from '../../../machines/format/numbers.ts';
import type { CatalogEntry } from './catalog/entry.ts';
import { codeOf, TRANSLATED } from './languages.ts';
import { english, fill, type Wording } from './wording.ts';

type Translated = (typeof TRANSLATED)[number];
/** One template and its translations: the same shape as the browser catalogue's entries. */
export type ServerTextEntry = CatalogEntry;

/** The wording of one language: `t` for templates, `decimal` for numbers (decision 0037). */
export type ServerTexts = Wording;

const isTranslated = (code: string): code is Translated => (TRANSLATED as readonly string[]).includes(code);

/** Each catalogue's table per language, built once. */
const tables = new WeakMap<readonly ServerTextEntry[], Map<Translated, Map<string, string>>>();

function tableOf(catalog: readonly ServerTextEntry[], code: Translated): Map<string, string> {
  let byCode = tables.get(catalog);
  if (!byCode) tables.set(catalog, (byCode = new Map<Translated, Map<string, string>>()));
  let table = byCode.get(code);
  if (!table) byCode.set(code, (table = new Map(catalog.map((entry) => [entry.en, entry[code]]))));
  return table;
}

/**
 * The texts of `catalog` in the language of `languageId` (users.language_id). `onMissing` hears each
 * template the table lacks (the tests); the text is then English.
 */
export function serverTexts(catalog: readonly ServerTextEntry[], languageId: number, onMissing?: (template: string, code: string) => void): ServerTexts {
  const code = codeOf(languageId);
  if (!isTranslated(code)) return english;
  const table = tableOf(catalog, code);
  return {
    code,
    t: (template, params) => {
      const text = table.get(template);
      if (text === undefined) onMissing?.(template, code);
      return fill(text ?? template, params);
    },
    decimal: (value, digits) => formatDecimal(value, code, digits),
  };
}

// Server texts worded in one language (notification e-mails): English templates with {placeholders},
// looked up in a language's table. The API itself answers in English (decision 0016); a mail has no
// browser to translate it, so the server words it in the recipient's language.

import { formatDecimal } from '../../../machines/format/numbers.ts';

export type WordingParams = Readonly<Record<string, string | number>>;

export interface Wording {
  /** The language's code ('en', 'sv', 'nb', …): the mail's lang and Content-Language. */
  readonly code: string;
  /** The template in this language (English when the table lacks it), its {placeholders} filled. */
  t: (template: string, params?: WordingParams) => string;
  /** A number with `digits` decimals, as the language writes it (12.5 in English, 12,5 in Swedish). */
  decimal: (value: number, digits: number) => string;
}

/** Fills {name} with params.name; an unknown placeholder stays as written, so a typo shows. */
export const fill = (template: string, params: WordingParams = {}) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** The source language: the templates as written. */
export const english: Wording = { code: 'en', t: fill, decimal: (value, digits) => formatDecimal(value, 'en', digits) };

// One number format per interface language, for the browser and the server alike (screens, grids,
// the usage report's xlsx, notification e-mails): decision 0037. Intl does the rounding and the
// grouping; the separators are ours, so a Node and a Chromium with different ICU data print the
// same text, and a figure reads the same everywhere.

/** The languages with a number format of their own; every other language writes English numbers. */
export type FormatLanguage = 'en' | 'sv' | 'nb';

/** No-break space: between thousands in Swedish and Norwegian, so a figure never breaks over two lines. */
export const NBSP = '\u00a0';
/** Between a figure and its unit: a plain space, as the API's English texts and the e-mails write it. */
const UNIT = ' ';

const SEPARATORS: Readonly<Record<FormatLanguage, { group: string; decimal: string }>> = {
  en: { group: ',', decimal: '.' },
  sv: { group: NBSP, decimal: ',' },
  nb: { group: NBSP, decimal: ',' },
};

/** 'sv', 'sv-SE' → 'sv'; 'nb', 'no', 'nn' → 'nb'; anything else → 'en'. */
export function formatLanguage(code: string | null | undefined): FormatLanguage {
  const base = (code ?? '').toLowerCase().split(/[-_]/)[0];
  if (base === 'sv') return 'sv';
  if (base === 'nb' || base === 'no' || base === 'nn') return 'nb';
  return 'en';
}

const intls = new Map<string, Intl.NumberFormat>();
function intlFor(minDigits: number, maxDigits: number): Intl.NumberFormat {
  const key = `${minDigits}:${maxDigits}`;
  let f = intls.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits, useGrouping: true });
    intls.set(key, f);
  }
  return f;
}

/** `value` with `minDigits`..`maxDigits` decimals, grouped, in `language`'s separators; '' when not a finite number. */
export function formatDecimal(value: number, language: string, minDigits: number, maxDigits = minDigits): string {
  if (!Number.isFinite(value)) return '';
  const sep = SEPARATORS[formatLanguage(language)];
  let out = '';
  for (const part of intlFor(minDigits, maxDigits).formatToParts(value)) {
    if (part.type === 'group') out += sep.group;
    else if (part.type === 'decimal') out += sep.decimal;
    else if (part.type === 'minusSign') out += '-';
    else out += part.value;
  }
  return out;
}

/** A whole number, grouped: '13,667' / '13 667'. */
export const formatCount = (value: number, language: string) => formatDecimal(Math.round(value), language, 0);

/** Hours as an hour meter shows them: cut (not rounded) to one decimal. The small epsilon keeps 0.3 (0.29999…) at 0.3. */
export const hoursFigure = (hours: number) => Math.floor(hours * 10 + 1e-9) / 10;

/** The xlsx number format of an hours cell: one decimal, grouped; the reader's spreadsheet writes the separators. */
export const HOURS_XLSX_FORMAT = '#,##0.0';

/** Machine hours: '13,360.3 h' in English, '13 360,3 h' in Swedish and Norwegian. */
export function formatHours(hours: number, language: string): string {
  if (!Number.isFinite(hours)) return '';
  return `${formatDecimal(hoursFigure(hours), language, 1)}${UNIT}h`;
}

/** A distance given in metres, in kilometres with one decimal: '12.4 km' / '12,4 km'. */
export const formatKilometres = (metres: number, language: string) => (Number.isFinite(metres) ? `${formatDecimal(metres / 1000, language, 1)}${UNIT}km` : '');

/** A voltage with one decimal (the spec's 0.1 V step): '12.6 V' / '12,6 V'. */
export const formatVolts = (volts: number, language: string) => (Number.isFinite(volts) ? `${formatDecimal(volts, language, 1)}${UNIT}V` : '');

/** A percentage, whole: '45%' in English, '45 %' in Swedish and Norwegian (their written standard). */
export function formatPercent(percent: number, language: string): string {
  if (!Number.isFinite(percent)) return '';
  const figure = formatDecimal(Math.round(percent), language, 0);
  return formatLanguage(language) === 'en' ? `${figure}%` : `${figure}${UNIT}%`;
}

/** A measured value with up to `maxDigits` decimals and an optional unit ('1,619.36' / '1 619,36'). */
export function formatMeasure(value: number, language: string, maxDigits: number, unit?: string): string {
  if (!Number.isFinite(value)) return '';
  const figure = formatDecimal(value, language, 0, maxDigits);
  return unit ? `${figure}${UNIT}${unit}` : figure;
}

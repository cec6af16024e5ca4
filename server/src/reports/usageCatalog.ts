// The Swedish and Norwegian (Bokmål) of the usage report's sheet and column names (usageWorkbook.ts),
// keyed by the English text. tests/unit/serverTexts.test.ts fails on a name missing here or an
// entry the workbook does not use.
import type { ServerTextEntry } from '../i18n/serverTexts.ts';

export const USAGE_REPORT_CATALOG: readonly ServerTextEntry[] = [
  // Sheets (Excel allows at most 31 characters, and no : \ / ? * [ ]).
  { en: 'Usage per day', sv: 'Användning per dag', nb: 'Bruk per dag' },
  { en: 'Summary', sv: 'Sammanfattning', nb: 'Sammendrag' },
  // Columns.
  { en: 'Machine', sv: 'Maskin', nb: 'Maskin' },
  { en: 'Internal ID', sv: 'Internt ID', nb: 'Intern ID' },
  { en: 'Brand', sv: 'Märke', nb: 'Merke' },
  { en: 'Model', sv: 'Modell', nb: 'Modell' },
  { en: 'Day', sv: 'Dag', nb: 'Dag' },
  { en: 'From', sv: 'Från', nb: 'Fra' },
  { en: 'To', sv: 'Till', nb: 'Til' },
  { en: 'Days used', sv: 'Dagar i drift', nb: 'Dager i drift' },
  { en: 'Engine hours', sv: 'Motortimmar', nb: 'Motortimer' },
  { en: 'Idle hours', sv: 'Tomgångstimmar', nb: 'Tomgangstimer' },
  { en: 'Production hours', sv: 'Produktionstimmar', nb: 'Produksjonstimer' },
];

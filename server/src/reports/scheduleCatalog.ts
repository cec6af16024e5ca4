// The Swedish and Norwegian (Bokmål) of what a scheduled report's mail and its utilization summary
// are worded from (scheduleMail.ts, scheduleWorkbook.ts), keyed by the English text. The usage report's
// own sheet and column names are in usageCatalog.ts.
import type { ServerTextEntry } from '../i18n/serverTexts.ts';

export const REPORT_SCHEDULE_CATALOG: readonly ServerTextEntry[] = [
  // The mail.
  { en: 'Usage report', sv: 'Användningsrapport', nb: 'Bruksrapport' },
  { en: 'Utilization summary', sv: 'Nyttjandesammanfattning', nb: 'Utnyttelsessammendrag' },
  { en: '{report} {from} – {to}', sv: '{report} {from} – {to}', nb: '{report} {from} – {to}' },
  {
    en: 'Attached is the {report} of your machines from {from} to {to}.',
    sv: 'Bifogat är {report} för era maskiner från {from} till {to}.',
    nb: 'Vedlagt er {report} for maskinene deres fra {from} til {to}.',
  },
  { en: 'Scheduled by {name}.', sv: 'Schemalagd av {name}.', nb: 'Planlagt av {name}.' },
  { en: 'Open Analytics in Siteline', sv: 'Öppna Analys i Siteline', nb: 'Åpne Analyse i Siteline' },
  { en: 'Scheduled reports', sv: 'Schemalagda rapporter', nb: 'Planlagte rapporter' },
  // The utilization summary's sheet and columns (Excel: at most 31 characters, no : \ / ? * [ ]).
  { en: 'Utilization', sv: 'Nyttjande', nb: 'Utnyttelse' },
  { en: 'Machine', sv: 'Maskin', nb: 'Maskin' },
  { en: 'Internal ID', sv: 'Internt ID', nb: 'Intern ID' },
  { en: 'Engine hours', sv: 'Motortimmar', nb: 'Motortimer' },
  { en: 'Working hours', sv: 'Arbetstimmar', nb: 'Arbeidstimer' },
  { en: 'Idle hours', sv: 'Tomgångstimmar', nb: 'Tomgangstimer' },
  { en: 'Idle %', sv: 'Tomgång %', nb: 'Tomgang %' },
  { en: 'Days used', sv: 'Dagar i drift', nb: 'Dager i drift' },
  { en: 'Hours per working day', sv: 'Timmar per arbetsdag', nb: 'Timer per arbeidsdag' },
  { en: 'All machines', sv: 'Alla maskiner', nb: 'Alle maskiner' },
];

// The date and time fields' own words (components/dates/: the calendar button, its popover, the
// range prompts, the time field) in Swedish and Norwegian (Bokmål); part of CATALOG (../catalog.ts).
// The calendar's month and weekday names and its spoken labels come from react-day-picker's locales.
import type { CatalogEntry } from './entry.ts';

export const DATES: readonly CatalogEntry[] = [
  { en: 'Open calendar', sv: 'Öppna kalendern', nb: 'Åpne kalenderen' },
  { en: 'Calendar', sv: 'Kalender', nb: 'Kalender' },
  { en: 'Pick the first day', sv: 'Välj den första dagen', nb: 'Velg den første dagen' },
  { en: 'Pick the last day', sv: 'Välj den sista dagen', nb: 'Velg den siste dagen' },
  { en: 'HH:mm', sv: 'TT:mm', nb: 'TT:mm' },
  { en: 'Time (HH:mm)', sv: 'Klockslag (TT:mm)', nb: 'Klokkeslett (TT:mm)' },
];

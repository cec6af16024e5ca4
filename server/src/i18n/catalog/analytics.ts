// The usage report (/analytics) and the telematics page.
import type { CatalogEntry } from './entry.ts';

export const ANALYTICS: readonly CatalogEntry[] = [
  { en: 'At most 31 days', sv: 'Högst 31 dagar', nb: 'Maks 31 dager' },
  { en: 'Battery %', sv: 'Batteri %', nb: 'Batteri %' },
  { en: 'Device serial', sv: 'Enhetens serienummer', nb: 'Enhetens serienummer' },
  { en: 'Download report', sv: 'Ladda ned rapporten', nb: 'Last ned rapporten' },
  {
    en: 'Engine, idle and production hours per machine and day, as an Excel file.',
    sv: 'Motor-, tomgångs- och produktionstimmar per maskin och dag, som Excel-fil.',
    nb: 'Motor-, tomgangs- og produksjonstimer per maskin og dag, som Excel-fil.',
  },
  { en: 'From', sv: 'Från', nb: 'Fra' },
  { en: 'Generating the report for {count} machines…', sv: 'Skapar rapporten för {count} maskiner…', nb: 'Lager rapporten for {count} maskiner…' },
  { en: 'Loading machines…', sv: 'Läser in maskiner…', nb: 'Laster inn maskiner…' },
  { en: 'Machines', sv: 'Maskiner', nb: 'Maskiner' },
  { en: 'No machines found', sv: 'Inga maskiner hittades', nb: 'Fant ingen maskiner' },
  {
    en: 'Pick machines (up to 10,000) and up to 31 days: engine, idle and production hours per machine and day.',
    sv: 'Välj maskiner (upp till 10 000) och upp till 31 dagar: motor-, tomgångs- och produktionstimmar per maskin och dag.',
    nb: 'Velg maskiner (opptil 10 000) og opptil 31 dager: motor-, tomgangs- og produksjonstimer per maskin og dag.',
  },
  { en: 'Search machines', sv: 'Sök maskiner', nb: 'Søk etter maskiner' },
  { en: 'Select all ({count})', sv: 'Välj alla ({count})', nb: 'Velg alle ({count})' },
  { en: 'To', sv: 'Till', nb: 'Til' },
  { en: 'Usage report', sv: 'Användningsrapport', nb: 'Bruksrapport' },
  { en: 'YYYY/MM/DD', sv: 'ÅÅÅÅ/MM/DD', nb: 'ÅÅÅÅ/MM/DD' },
  { en: 'You do not have any telematics devices yet', sv: 'Du har inga telematikenheter än', nb: 'Du har ingen telematikkenheter ennå' },
  {
    en: 'Your telematics devices: status, battery, GNSS quality and last communication.',
    sv: 'Dina telematikenheter: status, batteri, GNSS-kvalitet och senaste kommunikation.',
    nb: 'Telematikkenhetene dine: status, batteri, GNSS-kvalitet og siste kommunikasjon.',
  },
  {
    en: '{count} more match: search to narrow the list, or use Select all.',
    sv: '{count} till matchar: sök för att begränsa listan, eller använd Välj alla.',
    nb: '{count} til passer: søk for å begrense listen, eller bruk Velg alle.',
  },
  { en: '{selected} of {total} machines selected', sv: '{selected} av {total} maskiner valda', nb: '{selected} av {total} maskiner valgt' },
  { en: '{size} MB received', sv: '{size} MB mottaget', nb: '{size} MB mottatt' },
];

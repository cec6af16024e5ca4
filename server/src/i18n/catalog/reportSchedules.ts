// Settings → Scheduled reports (issue 29, decision 0061) in Swedish and Norwegian (Bokmål); part of
// CATALOG (../catalog.ts). The field messages are shared with the server (machines/reportSchedule/).
import type { CatalogEntry } from './entry.ts';

export const REPORT_SCHEDULES: readonly CatalogEntry[] = [
  { en: 'Scheduled reports', sv: 'Schemalagda rapporter', nb: 'Planlagte rapporter' },
  { en: 'Scheduled reports could not be loaded.', sv: 'De schemalagda rapporterna kunde inte läsas in.', nb: 'De planlagte rapportene kunne ikke lastes inn.' },
  {
    en: 'The usage report or the utilization summary of the last week or month, by e-mail with the spreadsheet attached, to you and the colleagues you choose. Each reads it in their own language.',
    sv: 'Användningsrapporten eller nyttjandesammanfattningen för senaste veckan eller månaden, med e-post och kalkylarket bifogat, till dig och de kollegor du väljer. Var och en läser den på sitt eget språk.',
    nb: 'Bruksrapporten eller utnyttelsessammendraget for siste uke eller måned, på e-post med regnearket vedlagt, til deg og kollegene du velger. Hver leser den på sitt eget språk.',
  },
  { en: 'Utilization summary', sv: 'Nyttjandesammanfattning', nb: 'Utnyttelsessammendrag' },
  {
    en: 'Engine, idle and production hours per machine and day.',
    sv: 'Motor-, tomgångs- och produktionstimmar per maskin och dag.',
    nb: 'Motor-, tomgangs- og produksjonstimer per maskin og dag.',
  },
  {
    en: 'Engine, working and idle hours, idle % and days used per machine.',
    sv: 'Motor-, arbets- och tomgångstimmar, tomgång % och dagar i drift per maskin.',
    nb: 'Motor-, arbeids- og tomgangstimer, tomgang % og dager i drift per maskin.',
  },
  { en: 'Weekly', sv: 'Varje vecka', nb: 'Hver uke' },
  { en: 'Every Monday, for the week before.', sv: 'Varje måndag, för veckan innan.', nb: 'Hver mandag, for uken før.' },
  { en: 'On the 1st, for the month before.', sv: 'Den 1:a, för månaden innan.', nb: 'Den 1., for måneden før.' },
  { en: 'No scheduled reports yet.', sv: 'Inga schemalagda rapporter än.', nb: 'Ingen planlagte rapporter ennå.' },
  { en: 'To you and {names}', sv: 'Till dig och {names}', nb: 'Til deg og {names}' },
  { en: 'To you', sv: 'Till dig', nb: 'Til deg' },
  { en: 'Schedule a report', sv: 'Schemalägg en rapport', nb: 'Planlegg en rapport' },
  { en: 'Delete this scheduled report?', sv: 'Ta bort den schemalagda rapporten?', nb: 'Slette den planlagte rapporten?' },
  {
    en: 'Nothing more is sent for it, to you or the colleagues on it.',
    sv: 'Inget mer skickas för den, till dig eller kollegorna på den.',
    nb: 'Ingenting mer sendes for den, til deg eller kollegene på den.',
  },
  { en: 'New scheduled report', sv: 'Ny schemalagd rapport', nb: 'Ny planlagt rapport' },
  { en: 'Change scheduled report', sv: 'Ändra schemalagd rapport', nb: 'Endre planlagt rapport' },
  { en: 'Report', sv: 'Rapport', nb: 'Rapport' },
  { en: 'How often', sv: 'Hur ofta', nb: 'Hvor ofte' },
  { en: 'Colleagues', sv: 'Kollegor', nb: 'Kolleger' },
  {
    en: 'You always get it. Choose who else does.',
    sv: 'Du får den alltid. Välj vilka mer som får den.',
    nb: 'Du får den alltid. Velg hvem andre som får den.',
  },
  { en: 'Your company has no other users yet.', sv: 'Ert företag har inga andra användare än.', nb: 'Bedriften har ingen andre brukere ennå.' },
  // The machine's texts (machines/reportSchedule/): field messages shared with the server, and the notices.
  { en: 'Choose a report', sv: 'Välj en rapport', nb: 'Velg en rapport' },
  { en: 'Choose weekly or monthly', sv: 'Välj varje vecka eller varje månad', nb: 'Velg hver uke eller hver måned' },
  { en: 'At most {max} colleagues', sv: 'Högst {max} kollegor', nb: 'Høyst {max} kolleger' },
  { en: 'Choose colleagues of your company', sv: 'Välj kollegor i ert företag', nb: 'Velg kolleger i bedriften' },
  { en: 'The scheduled report was deleted', sv: 'Den schemalagda rapporten togs bort', nb: 'Den planlagte rapporten ble slettet' },
  { en: 'The scheduled report could not be deleted', sv: 'Den schemalagda rapporten kunde inte tas bort', nb: 'Den planlagte rapporten kunne ikke slettes' },
];

// Settings → Data retention (decision 0057) in Swedish and Norwegian (Bokmål); part of CATALOG
// (../catalog.ts). The field messages are shared with the server (machines/retentionSettings/).
import type { CatalogEntry } from './entry.ts';

export const RETENTION: readonly CatalogEntry[] = [
  { en: 'Data retention', sv: 'Datalagring', nb: 'Datalagring' },
  { en: 'Data retention could not be loaded.', sv: 'Datalagringen kunde inte läsas in.', nb: 'Datalagringen kunne ikke lastes inn.' },
  {
    en: 'How many months your company keeps its data. Older data is deleted once a day and cannot be brought back.',
    sv: 'Hur många månader ert företag sparar sina data. Äldre data raderas en gång om dagen och kan inte återställas.',
    nb: 'Hvor mange måneder bedriften beholder dataene sine. Eldre data slettes én gang i døgnet og kan ikke hentes tilbake.',
  },
  { en: 'Raw positions', sv: 'Råa positioner', nb: 'Rå posisjoner' },
  {
    en: 'Every report of the units: tracks, attributes, battery voltage.',
    sv: 'Varje rapport från enheterna: spår, attribut, batterispänning.',
    nb: 'Hver rapport fra enhetene: spor, attributter, batterispenning.',
  },
  { en: 'The machine and place event logs.', sv: 'Maskinernas och platsernas händelseloggar.', nb: 'Hendelsesloggene til maskiner og steder.' },
  { en: 'Notifications and their e-mails.', sv: 'Aviseringar och deras e-post.', nb: 'Varsler og e-postene deres.' },
  { en: 'Daily figures', sv: 'Dagliga värden', nb: 'Daglige tall' },
  {
    en: 'Engine, idle and production hours per day: the usage report and History.',
    sv: 'Motor-, tomgångs- och produktionstimmar per dag: användningsrapporten och Historik.',
    nb: 'Motor-, tomgangs- og produksjonstimer per dag: bruksrapporten og Historikk.',
  },
  { en: '{min}-{max} months.', sv: '{min}–{max} månader.', nb: '{min}–{max} måneder.' },
  { en: 'months', sv: 'månader', nb: 'måneder' },
  {
    en: 'Engine hours, engine sessions, stays in places and each machine’s latest position are kept for as long as the machine is in Siteline.',
    sv: 'Motortimmar, motorpass, vistelser på platser och varje maskins senaste position sparas så länge maskinen finns i Siteline.',
    nb: 'Motortimer, motoròkter, opphold på steder og hver maskins siste posisjon beholdes så lenge maskinen finnes i Siteline.',
  },
  { en: 'Enter a whole number of months', sv: 'Ange ett helt antal månader', nb: 'Oppgi et helt antall måneder' },
  { en: 'Enter a number of months from {min} to {max}', sv: 'Ange ett antal månader från {min} till {max}', nb: 'Oppgi et antall måneder fra {min} til {max}' },
  {
    en: 'Daily figures are kept at least as long as raw positions',
    sv: 'Dagliga värden sparas minst lika länge som råa positioner',
    nb: 'Daglige tall beholdes minst like lenge som rå posisjoner',
  },
  {
    en: 'Set how long the company keeps its data',
    sv: 'Bestämma hur länge företaget sparar sina data',
    nb: 'Bestemme hvor lenge bedriften beholder dataene sine',
  },
];

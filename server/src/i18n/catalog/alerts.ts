// The /alerts screen's strings (machine and place alert details), the machine alerts' names and
// Settings → Notifications in Swedish and Norwegian (Bokmål); part of CATALOG (../catalog.ts), kept
// apart so the main list stays readable.
// A word other screens show too (Save, Delete, weekday names) is kept once, in the first file of CATALOG's order.
import type { CatalogEntry } from './entry.ts';
import { MACHINE_ALERT_NAMES } from './machineEvents.ts';

export const ALERTS: readonly CatalogEntry[] = [
  { en: 'A machine enters the place', sv: 'En maskin kommer in på platsen', nb: 'En maskin kommer inn på stedet' },
  { en: 'A machine leaves the place', sv: 'En maskin lämnar platsen', nb: 'En maskin forlater stedet' },
  { en: 'Add holiday', sv: 'Lägg till helgdag', nb: 'Legg til helligdag' },
  { en: 'Add shift', sv: 'Lägg till skift', nb: 'Legg til skift' },
  { en: 'Alert details', sv: 'Larmdetaljer', nb: 'Alarmdetaljer' },
  {
    en: 'An enabled alert must notify someone: pick a recipient or Notify all new users',
    sv: 'Ett aktivt larm måste meddela någon: välj en mottagare eller Meddela alla nya användare',
    nb: 'En aktiv alarm må varsle noen: velg en mottaker eller Varsle alle nye brukere',
  },
  {
    en: "An engine started inside a shift raises an alert. Times in the place's time zone.",
    sv: 'En motor som startas inom ett skift ger ett larm. Tider i platsens tidszon.',
    nb: 'En motor som startes innenfor et skift gir en alarm. Tider i stedets tidssone.',
  },
  {
    en: 'An engine started inside a shift raises an alert. Times in {zone}.',
    sv: 'En motor som startas inom ett skift ger ett larm. Tider i {zone}.',
    nb: 'En motor som startes innenfor et skift gir en alarm. Tider i {zone}.',
  },
  { en: 'Choose a place', sv: 'Välj en plats', nb: 'Velg et sted' },
  {
    en: 'Choose what the alert watches: entry, exit, a work shift or a holiday',
    sv: 'Välj vad larmet bevakar: ankomst, avfärd, ett skift eller en helgdag',
    nb: 'Velg hva alarmen overvåker: ankomst, avreise, et skift eller en helligdag',
  },
  { en: 'Create alert', sv: 'Skapa larm', nb: 'Opprett alarm' },
  { en: 'Custom', sv: 'Anpassat', nb: 'Tilpasset' },
  { en: 'Delete place alert', sv: 'Ta bort platslarm', nb: 'Slett stedsalarm' },
  {
    en: 'Delete the alert of {place}? Its notifications stay in the logs.',
    sv: 'Ta bort larmet för {place}? Dess aviseringar finns kvar i loggarna.',
    nb: 'Slette alarmen for {place}? Varslene blir liggende i loggene.',
  },
  { en: 'Enabled', sv: 'Aktivt', nb: 'Aktiv' },
  { en: 'Ends the next day', sv: 'Slutar nästa dag', nb: 'Slutter neste dag' },
  { en: 'Error while creating place alert.', sv: 'Fel när platslarmet skulle skapas.', nb: 'Feil ved oppretting av stedsalarm.' },
  { en: 'Error while deleting place alert.', sv: 'Fel när platslarmet skulle tas bort.', nb: 'Feil ved sletting av stedsalarm.' },
  { en: 'Error while saving asset alert details.', sv: 'Fel när maskinlarmet skulle sparas.', nb: 'Feil ved lagring av maskinalarm.' },
  { en: 'Error while saving place alert details.', sv: 'Fel när platslarmet skulle sparas.', nb: 'Feil ved lagring av stedsalarm.' },
  {
    en: 'Every machine of the company raises this alert.',
    sv: 'Alla företagets maskiner kan ge detta larm.',
    nb: 'Alle firmaets maskiner kan gi denne alarmen.',
  },
  { en: 'Every place already has an alert.', sv: 'Alla platser har redan ett larm.', nb: 'Alle steder har allerede en alarm.' },
  { en: 'Holidays', sv: 'Helgdagar', nb: 'Helligdager' },
  { en: 'Machine alert', sv: 'Maskinlarm', nb: 'Maskinalarm' },
  { en: 'Machine alert saved', sv: 'Maskinlarmet har sparats', nb: 'Maskinalarmen er lagret' },
  { en: 'New place alert', sv: 'Nytt platslarm', nb: 'Ny stedsalarm' },
  { en: 'No alerts yet', sv: 'Inga larm än', nb: 'Ingen alarmer ennå' },
  { en: 'No holidays', sv: 'Inga helgdagar', nb: 'Ingen helligdager' },
  { en: 'Notify all new users', sv: 'Meddela alla nya användare', nb: 'Varsle alle nye brukere' },
  { en: 'Pick at least one weekday', sv: 'Välj minst en veckodag', nb: 'Velg minst én ukedag' },
  { en: 'Place alert', sv: 'Platslarm', nb: 'Stedsalarm' },
  { en: 'Place alert created', sv: 'Platslarmet har skapats', nb: 'Stedsalarmen er opprettet' },
  { en: 'Place alert deleted', sv: 'Platslarmet har tagits bort', nb: 'Stedsalarmen er slettet' },
  { en: 'Place alert saved', sv: 'Platslarmet har sparats', nb: 'Stedsalarmen er lagret' },
  { en: 'Place alert · {zone}', sv: 'Platslarm · {zone}', nb: 'Stedsalarm · {zone}' },
  { en: 'Recipients', sv: 'Mottagare', nb: 'Mottakere' },
  { en: 'Remove holiday {day}', sv: 'Ta bort helgdag {day}', nb: 'Fjern helligdag {day}' },
  { en: 'Remove shift {n}', sv: 'Ta bort skift {n}', nb: 'Fjern skift {n}' },
  { en: 'Shift {n} weekdays', sv: 'Veckodagar för skift {n}', nb: 'Ukedager for skift {n}' },
  { en: 'The alert could not be loaded', sv: 'Larmet kunde inte läsas in', nb: 'Alarmen kunne ikke lastes inn' },
  { en: 'The same day', sv: 'Samma dag', nb: 'Samme dag' },
  { en: 'The whole day', sv: 'Hela dagen', nb: 'Hele dagen' },
  { en: 'Triggers', sv: 'Utlösare', nb: 'Utløsere' },
  { en: 'Use HH:mm (00:00-23:59)', sv: 'Ange TT:mm (00:00-23:59)', nb: 'Bruk TT:mm (00:00-23:59)' },
  { en: 'Weekdays', sv: 'Vardagar', nb: 'Ukedager' },
  { en: 'Weekend', sv: 'Helg', nb: 'Helg' },
  { en: 'Work shifts', sv: 'Arbetsskift', nb: 'Arbeidsskift' },
  { en: '{count} of {total} users notified', sv: '{count} av {total} användare meddelas', nb: '{count} av {total} brukere varsles' },
  // The machine alerts' names (src/features/notifications/machineAlertNames.ts): catalog/machineEvents.ts.
  ...MACHINE_ALERT_NAMES,
  // Settings → Notifications and the notifications popover.
  { en: 'E-mail for {alert}', sv: 'E-post för {alert}', nb: 'E-post for {alert}' },
  { en: 'In app for {alert}', sv: 'I appen för {alert}', nb: 'I appen for {alert}' },
  {
    en: 'Notification settings could not be loaded.',
    sv: 'Aviseringsinställningarna kunde inte läsas in.',
    nb: 'Varslingsinnstillingene kunne ikke lastes inn.',
  },
  {
    en: 'The alerts that notify you. Switch off what you do not want by e-mail or in Siteline.',
    sv: 'Larmen som meddelar dig. Stäng av det du inte vill få via e-post eller i Siteline.',
    nb: 'Alarmene som varsler deg. Slå av det du ikke vil få på e-post eller i Siteline.',
  },
  {
    en: 'Error while subscribing to notifications. Please try again later',
    sv: 'Det gick inte att slå på aviseringarna. Försök igen senare',
    nb: 'Kunne ikke slå på varslene. Prøv igjen senere',
  },
  {
    en: 'Error while unsubscribing to notifications. Please try again later',
    sv: 'Det gick inte att stänga av aviseringarna. Försök igen senare',
    nb: 'Kunne ikke slå av varslene. Prøv igjen senere',
  },
  {
    en: 'Error while updating last read time for notifications. Please try again later',
    sv: 'Det gick inte att markera aviseringarna som lästa. Försök igen senare',
    nb: 'Kunne ikke merke varslene som lest. Prøv igjen senere',
  },
];

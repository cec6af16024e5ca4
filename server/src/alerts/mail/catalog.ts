// The Swedish and Norwegian (Bokmål) of every text a notification e-mail is made of: the machine
// event texts (telemetry/events.ts machineEventText) and the mail's own (render.ts). Keyed by the
// English template. The server words with them, in the reader's language, the mails and the in-app
// log's subjects and bodies (alerts/notifications.ts, decision 0036); the browser's catalogue
// (i18n/catalog/) holds only what the browser words. tests/unit/notificationMail.test.ts renders
// every kind of mail in each language and fails on a template missing here, an entry no mail uses,
// or a {placeholder} that differs.
import { ALARMS } from '../../i18n/catalog/alarms.ts';
import { serverTexts, type ServerTextEntry } from '../../i18n/serverTexts.ts';
import type { Wording } from '../../i18n/wording.ts';

export const MAIL_CATALOG: readonly ServerTextEntry[] = [
  // Machine events (header, then message).
  { en: 'a place', sv: 'en plats', nb: 'et sted' },
  { en: 'Geofence entry', sv: 'In i geostaket', nb: 'Inn i geogjerde' },
  { en: 'Entered {place}', sv: 'Kom in i {place}', nb: 'Kom inn i {place}' },
  { en: 'Geofence exit', sv: 'Ut ur geostaket', nb: 'Ut av geogjerde' },
  { en: 'Left {place}', sv: 'Lämnade {place}', nb: 'Forlot {place}' },
  { en: 'Ignition on during a holiday', sv: 'Tändning på under en helgdag', nb: 'Tenning på under en helligdag' },
  {
    en: 'Ignition turned on at {place} on a holiday',
    sv: 'Tändningen slogs på vid {place} på en helgdag',
    nb: 'Tenningen ble slått på ved {place} på en helligdag',
  },
  { en: 'Ignition on outside working hours', sv: 'Tändning på utanför arbetstid', nb: 'Tenning på utenfor arbeidstid' },
  {
    en: 'Ignition turned on at {place} outside its working hours',
    sv: 'Tändningen slogs på vid {place} utanför platsens arbetstid',
    nb: 'Tenningen ble slått på ved {place} utenfor stedets arbeidstid',
  },
  { en: 'Low battery voltage', sv: 'Låg batterispänning', nb: 'Lav batterispenning' },
  {
    en: 'Battery at {voltage}, below the alarm threshold of {threshold}',
    sv: 'Batteriet har {voltage}, under larmgränsen {threshold}',
    nb: 'Batteriet har {voltage}, under alarmgrensen på {threshold}',
  },
  { en: 'Power supply disconnected', sv: 'Strömförsörjning bortkopplad', nb: 'Strømforsyning frakoblet' },
  {
    en: 'The telematics unit lost its external power supply',
    sv: 'Telematikenheten förlorade sin externa strömförsörjning',
    nb: 'Telematikkenheten mistet den eksterne strømforsyningen',
  },
  { en: 'Power supply connected', sv: 'Strömförsörjning ansluten', nb: 'Strømforsyning tilkoblet' },
  { en: 'External power is back ({voltage})', sv: 'Extern ström är tillbaka ({voltage})', nb: 'Ekstern strøm er tilbake ({voltage})' },
  { en: 'Battery main switch off', sv: 'Huvudströmbrytare av', nb: 'Hovedstrømbryter av' },
  { en: 'The battery main switch was turned off', sv: 'Huvudströmbrytaren slogs av', nb: 'Hovedstrømbryteren ble slått av' },
  { en: 'Battery main switch on', sv: 'Huvudströmbrytare på', nb: 'Hovedstrømbryter på' },
  { en: 'The battery main switch was turned on', sv: 'Huvudströmbrytaren slogs på', nb: 'Hovedstrømbryteren ble slått på' },
  { en: 'Movement without ignition', sv: 'Förflyttning utan tändning', nb: 'Bevegelse uten tenning' },
  {
    en: 'The machine moved at {speed} km/h with the ignition off',
    sv: 'Maskinen rörde sig i {speed} km/h med tändningen av',
    nb: 'Maskinen beveget seg i {speed} km/t med tenningen av',
  },
  { en: 'Alarm from device', sv: 'Larm från enheten', nb: 'Alarm fra enheten' },
  {
    en: 'The telematics unit raised the alarm “{alarm}”',
    sv: 'Telematikenheten larmade ”{alarm}”',
    nb: 'Telematikkenheten ga alarmen «{alarm}»',
  },
  // The alarm a telematics unit raised: catalog/alarms.ts, shared with the machine event cards.
  ...ALARMS,
  // Soon to service.
  { en: 'Soon to service: {machine}', sv: 'Snart service: {machine}', nb: 'Snart service: {machine}' },
  { en: '{machine} is due for service on {day}.', sv: '{machine} ska på service {day}.', nb: '{machine} skal på service {day}.' },
  { en: '{machine} is due for service soon.', sv: '{machine} ska snart på service.', nb: '{machine} skal snart på service.' },
  // The mail around them.
  { en: 'Machine {id}', sv: 'Maskin {id}', nb: 'Maskin {id}' },
  { en: 'Open in Siteline', sv: 'Öppna i Siteline', nb: 'Åpne i Siteline' },
  { en: 'Change which notifications you get', sv: 'Ändra vilka aviseringar du får', nb: 'Endre hvilke varsler du får' },
  { en: 'Notification settings', sv: 'Aviseringsinställningar', nb: 'Varslingsinnstillinger' },
  { en: 'Siteline: {count} new notifications', sv: 'Siteline: {count} nya aviseringar', nb: 'Siteline: {count} nye varsler' },
  { en: 'You have {count} new notifications in Siteline:', sv: 'Du har {count} nya aviseringar i Siteline:', nb: 'Du har {count} nye varsler i Siteline:' },
];

/**
 * The wording of a user's language (users.language_id), numbers in the app's format of that
 * language. `onMissing` hears every template a table lacks (tests); the mail then carries the
 * English text.
 */
export const mailWording = (languageId: number, onMissing?: (template: string, code: string) => void): Wording =>
  serverTexts(MAIL_CATALOG, languageId, onMissing);

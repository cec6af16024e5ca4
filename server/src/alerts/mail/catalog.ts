// The Swedish and Norwegian (Bokmål) of every text a notification e-mail is made of: the machine
// event texts (telemetry/events.ts machineEventText) and the mail's own (render.ts). Keyed by the
// English template. The server words with them, in the reader's language, the mails and the in-app
// log's subjects and bodies (alerts/notifications.ts, decision 0036); the browser's catalogue
// (i18n/catalog/) holds only what the browser words. tests/unit/notificationMail.test.ts renders
// every kind of mail in each language and fails on a template missing here, an entry no mail uses,
// or a {placeholder} that differs.
import { ALARMS } from '../../i18n/catalog/alarms.ts';
import { MACHINE_ALERT_NAMES, MACHINE_EVENTS } from '../../i18n/catalog/machineEvents.ts';
import { serverTexts, type ServerTextEntry } from '../../i18n/serverTexts.ts';
import type { Wording } from '../../i18n/wording.ts';

export const MAIL_CATALOG: readonly ServerTextEntry[] = [
  // Machine events (header, then message) and the machine alerts' names: catalog/machineEvents.ts,
  // shared with the browser's event cards and alert names.
  ...MACHINE_EVENTS,
  ...MACHINE_ALERT_NAMES,
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

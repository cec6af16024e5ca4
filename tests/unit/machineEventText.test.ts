// Machine event cards are written in English by the server and made again in the browser from the
// catalogue (src/features/machinePanel/events/eventText.ts): in Swedish and Norwegian each card reads as
// the notification e-mail words the same event (server/src/alerts/mail/catalog.ts), numbers included
// (voltages in the language's format, machines/format/numbers.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { machineEventText, MachineEventName, type EventDetails } from '../../server/src/telemetry/events.ts';
import { mailWording } from '../../server/src/alerts/mail/catalog.ts';
import { translationsOf } from '../../server/src/i18n/languages.ts';
import { setTranslations } from '../../src/i18n/i18n.ts';
import { eventText } from '../../src/features/machinePanel/events/eventText.ts';

const LANGUAGE_IDS = { sv: 2, nb: 3 } as const;
const DETAILS: EventDetails[] = [
  { placeName: 'Depå Syd', voltage: 11.8, threshold: 12, speed: 14.2, alarm: 'sos' },
  { alarm: 'powerCut', voltage: 1234.5 },
  {},
];

describe('machine event cards in sv and nb', () => {
  afterEach(() => setTranslations({ language: 'en', translations: [] }));

  for (const language of ['sv', 'nb'] as const) {
    it(`read as the ${language} e-mail words each event`, () => {
      setTranslations({ language, translations: [...translationsOf(language)].map(([hash, value]) => ({ hash, value })) });
      const mail = mailWording(LANGUAGE_IDS[language]);
      for (const name of Object.values(MachineEventName)) {
        for (const details of DETAILS) {
          const sent = machineEventText(name, details);
          const expected = machineEventText(name, details, mail);
          expect({ header: eventText(sent.header), message: eventText(sent.message) }, `${name} ${JSON.stringify(details)}`).toEqual(expected);
        }
      }
    });
  }

  it('leaves a text of another shape as sent', () => {
    expect(eventText('SomethingNew')).toBe('SomethingNew');
  });
});

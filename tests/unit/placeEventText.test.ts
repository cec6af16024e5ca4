// The place event log's sentences are made again in the user's language from the server's English
// (src/features/places/details/eventText.ts): against the server's own sentences, in English and Swedish.
import { afterEach, describe, expect, it } from 'vitest';
import { placeEventText } from '../../server/src/places/placeEvents.ts';
import { PlaceEventType } from '../../server/src/telemetry/events.ts';
import { translationsOf } from '../../server/src/i18n/languages.ts';
import { setTranslations } from '../../src/i18n/i18n.ts';
import { eventTexts } from '../../src/features/places/details/eventText.ts';

const swedish = () => setTranslations({ language: 'sv', translations: [...translationsOf('sv')].map(([hash, value]) => ({ hash, value })) });
const place = { name: 'Depå Syd', tz: 'Europe/Stockholm' };
const shown = (eventType: string, asset: string | null, details: Parameters<typeof placeEventText>[1] = {}, stayedS: number | null = null) => {
  const sent = placeEventText(eventType, details, place, asset, stayedS);
  return eventTexts({ eventType, ...sent }, place.name);
};

describe('place event sentences', () => {
  afterEach(() => setTranslations({ language: 'en', translations: [] }));

  it('reads as the server wrote it in English', () => {
    expect(shown(PlaceEventType.MachineLeftPlace, 'EX-12 Volvo', {}, 3900)).toEqual({ description: 'EX-12 Volvo left Depå Syd', details: 'Stayed 1 h 5 min' });
    expect(shown(PlaceEventType.PlaceCreated, null, { userName: 'Siv Språk' })).toEqual({
      description: 'Depå Syd was created',
      details: 'Created by Siv Språk',
    });
  });

  it('is Swedish in Swedish, with the names kept as they are', () => {
    swedish();
    expect(shown(PlaceEventType.MachineEnteredPlace, 'EX-12 Volvo')).toEqual({ description: 'EX-12 Volvo kom in på Depå Syd', details: null });
    expect(shown(PlaceEventType.MachineLeftPlace, null, {}, 600)).toEqual({ description: 'En maskin lämnade Depå Syd', details: 'Stannade 10 min' });
    expect(shown(PlaceEventType.IgnitionOnHoliday, 'Hjullastare 4')).toEqual({ description: 'Hjullastare 4: tändning på under en helgdag', details: null });
    expect(shown(PlaceEventType.PlaceArchivedNotification, null, { validToTs: Date.UTC(2026, 0, 31, 12) }).description).toBe('Depå Syd arkiverades');
    // The days keep the server's date format (how dates read is another part of issue 26).
    const archiving = shown(PlaceEventType.PlacePreArchivingNotification, null, { validToTs: Date.UTC(2026, 0, 31, 12), archiveTs: Date.UTC(2026, 2, 1, 12) });
    expect(archiving.description).toMatch(/^Depå Syd arkiveras den 2026\D03\D01$/);
    expect(archiving.details).toMatch(/^Avtalsperioden tog slut den 2026\D01\D31$/);
    // The day is YYYY/MM/DD in every language (decision 0038); hours and minutes are the SI symbols h and min.
    expect(archiving.description).toBe('Depå Syd arkiveras den 2026/03/01');
    expect(shown(PlaceEventType.MachineLeftPlace, 'EX-12 Volvo', {}, 3900).details).toBe('Stannade 1 h 5 min');
    const noDays = shown(PlaceEventType.PlacePreArchivingNotification, null, {});
    expect(noDays).toEqual({ description: 'Depå Syd arkiveras den en okänd dag', details: 'Avtalsperioden tog slut den en okänd dag' });
    expect(shown('SomethingNew', null).description).toBe('Okänd händelse');
  });
});

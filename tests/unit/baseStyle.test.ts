// The order the base maps are tried in (src/features/map/baseStyle.ts): preferred, the operator's
// street map, the embedded map; each once, the street map's names in the reader's language.
import { describe, expect, it } from 'vitest';
import { candidatesOf, failsOver } from '../../src/features/map/baseStyle.ts';

const REMOTE = 'https://tiles.openfreemap.org/styles/liberty';
const EXTRACT = '/api/map/extract.json';
const EMBEDDED = '/api/map/style.json';

describe('candidatesOf', () => {
  it('tries the online style, then the street map, then the embedded map', () => {
    expect(candidatesOf({ styleUrl: REMOTE, extractStyleUrl: EXTRACT, fallbackStyleUrl: EMBEDDED }, 'sv')).toEqual([
      { url: REMOTE, kind: 'remote' },
      { url: `${EXTRACT}?lang=sv`, kind: 'extract' },
      { url: EMBEDDED, kind: 'embedded' },
    ]);
  });

  it('lists the street map once when it is the preferred style, and leaves it out when there is none', () => {
    expect(candidatesOf({ styleUrl: EXTRACT, extractStyleUrl: EXTRACT, fallbackStyleUrl: EMBEDDED }, 'nb')).toEqual([
      { url: `${EXTRACT}?lang=nb`, kind: 'extract' },
      { url: EMBEDDED, kind: 'embedded' },
    ]);
    expect(candidatesOf({ styleUrl: REMOTE, extractStyleUrl: '', fallbackStyleUrl: EMBEDDED }, 'en')).toEqual([
      { url: REMOTE, kind: 'remote' },
      { url: EMBEDDED, kind: 'embedded' },
    ]);
    expect(candidatesOf({ styleUrl: EMBEDDED, extractStyleUrl: '', fallbackStyleUrl: EMBEDDED }, 'en')).toEqual([{ url: EMBEDDED, kind: 'embedded' }]);
  });

  it('asks the street map in English names for a language it does not know', () => {
    expect(candidatesOf({ styleUrl: EXTRACT, extractStyleUrl: EXTRACT, fallbackStyleUrl: EMBEDDED }, 'de')[0].url).toBe(EXTRACT);
  });

  it('leaves every base map but the last (embedded) one when it fails', () => {
    expect([failsOver('remote'), failsOver('extract'), failsOver('embedded')]).toEqual([true, true, false]);
  });
});

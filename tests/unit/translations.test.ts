// The translation coverage check (issue 13): every interface string the app shows through t(),
// msg(), translate() or <T> has a Swedish and a Norwegian translation, keyed as the spec says
// (uppercase MD5 of the English text), with the same {placeholders}; the catalogue holds nothing
// the app no longer shows. The untranslated list per language is printed when it is not empty.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../server/src/i18n/catalog.ts';
import { hashOf as serverHash, translationsOf, TRANSLATED } from '../../server/src/i18n/languages.ts';
import { md5Hex } from '../../src/i18n/md5.ts';
import { addTranslations, setTranslations, t } from '../../src/i18n/i18n.ts';
import { allKeys, literalKeys } from './translationKeys.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translation coverage', () => {
  const keys = allKeys();

  it('finds the strings of the shell, navigation, fleet, service, machine panel, settings and places', () => {
    const files = new Set([...literalKeys().values()].flat().map((f) => f.replaceAll('\\', '/')));
    for (const file of [
      'src/app/shell/navItems.ts',
      'src/app/shell/SideNav.tsx',
      'src/app/shell/BottomNav.tsx',
      'src/features/fleet/FleetPage.tsx',
      'src/features/service/ServicePage.tsx',
      'src/features/machinePanel/PanelHeader.tsx',
      'src/features/settings/LanguagePage.tsx',
      'src/features/settings/ProfileSections.tsx',
      'src/features/places/PlacesPage.tsx',
      'src/features/places/details/PlaceDetailsPanel.tsx',
      'src/features/places/editor/PlaceEditorPanel.tsx',
      'src/features/places/map/PlaceFinder.tsx',
    ]) {
      expect(files, file).toContain(file);
    }
    expect(keys).toEqual(expect.arrayContaining(['Fleet', 'Service', 'Settings', 'Language & Region', 'Your settings have been updated']));
  });

  for (const language of TRANSLATED) {
    it(`has no untranslated string in ${language}`, () => {
      const table = translationsOf(language);
      const untranslated = keys.filter((key) => !table.get(serverHash(key))?.trim());
      expect(untranslated, `untranslated in ${language}`).toEqual([]);
    });

    it(`keeps the {placeholders} of every string in ${language}`, () => {
      const wrong = CATALOG.filter((entry) => placeholders(entry[language]).join() !== placeholders(entry.en).join()).map((e) => e.en);
      expect(wrong).toEqual([]);
    });
  }

  it('holds no entry the app no longer shows, and no entry twice', () => {
    const shown = new Set(keys);
    expect(CATALOG.filter((entry) => !shown.has(entry.en)).map((e) => e.en)).toEqual([]);
    const english = CATALOG.map((e) => e.en);
    expect(english.length).toBe(new Set(english).size);
  });
});

describe('translation keys', () => {
  it('the browser and the server hash a text alike: uppercase MD5 of its UTF-8 bytes', () => {
    for (const text of ['', 'Fleet', 'Språk och region', 'Password must not contain å, ä, ö, < or >', '🚜 ' + 'x'.repeat(120), 'y'.repeat(56)]) {
      const expected = createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();
      expect(md5Hex(text)).toBe(expected);
      expect(serverHash(text)).toBe(expected);
    }
  });
});

describe('t()', () => {
  it('answers English, the table of the language, or English for a string the table lacks', async () => {
    setTranslations({ language: 'en', translations: [] });
    expect(t('Fleet')).toBe('Fleet');
    expect(t('{count} results', { count: 3 })).toBe('3 results');
    const sv = [...translationsOf('sv')].map(([hash, value]) => ({ hash, value }));
    setTranslations({ language: 'sv', translations: sv });
    expect(t('Fleet')).toBe('Maskinpark');
    expect(t('{count} results', { count: '1 200' })).toBe('1 200 träffar');
    expect(t('A string nobody translated')).toBe('A string nobody translated');
    // A lookup's answer for another language (the user switched meanwhile) is not mixed in.
    addTranslations({ language: 'nb', translations: [{ hash: md5Hex('A string nobody translated'), value: 'Norsk' }] });
    expect(t('A string nobody translated')).toBe('A string nobody translated');
    addTranslations({ language: 'sv', translations: [{ hash: md5Hex('A string nobody translated'), value: 'Svensk' }] });
    expect(t('A string nobody translated')).toBe('Svensk');
    setTranslations({ language: 'en', translations: [] });
    await Promise.resolve();
  });
});

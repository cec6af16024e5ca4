// The one number and date format (machines/format, decisions 0037 and 0038): each language's
// separators and units, instants in a named zone whatever the machine running the test is set to,
// and one hour figure reading the same on every surface that shows it.
import { describe, expect, it } from 'vitest';
import { addDaysTo, dayIn, formatDateTime, formatDay, formatTime, isKnownZone, todayIn } from '../../machines/format/clock.ts';
import {
  formatCount,
  formatDecimal,
  formatHours,
  formatKilometres,
  formatLanguage,
  formatMeasure,
  formatPercent,
  formatVolts,
  hoursFigure,
  HOURS_XLSX_FORMAT,
} from '../../machines/format/numbers.ts';
import { mailWording } from '../../server/src/alerts/mail/catalog.ts';
import { LANGUAGE_CODES } from '../../server/src/i18n/languages.ts';
import { cellFor } from '../../src/components/grid/cells.ts';
import { currentFormat } from '../../src/format/format.ts';
import { setTranslations } from '../../src/i18n/i18n.ts';

const NBSP = '\u00a0';

describe('numbers per language', () => {
  it('writes English with a comma between thousands and a decimal point', () => {
    expect(formatDecimal(1619.36, 'en', 2)).toBe('1,619.36');
    expect(formatCount(13667, 'en')).toBe('13,667');
    expect(formatHours(13360.36, 'en')).toBe('13,360.3 h');
    expect(formatKilometres(12_449, 'en')).toBe('12.4 km');
    expect(formatVolts(24.44, 'en')).toBe('24.4 V');
    expect(formatPercent(45.4, 'en')).toBe('45%');
    expect(formatMeasure(1619.366, 'en', 2, 'l')).toBe('1,619.37 l');
  });

  it('writes Swedish with a no-break space between thousands and a decimal comma', () => {
    expect(formatDecimal(1619.36, 'sv', 2)).toBe(`1${NBSP}619,36`);
    expect(formatCount(13667, 'sv')).toBe(`13${NBSP}667`);
    expect(formatHours(13360.36, 'sv')).toBe(`13${NBSP}360,3 h`);
    expect(formatKilometres(12_449, 'sv')).toBe('12,4 km');
    expect(formatVolts(24.44, 'sv')).toBe('24,4 V');
    expect(formatPercent(45.4, 'sv')).toBe('45 %');
  });

  it('writes Norwegian as Swedish', () => {
    expect(formatDecimal(1619.36, 'nb', 2)).toBe(`1${NBSP}619,36`);
    expect(formatCount(1_234_567, 'nb')).toBe(`1${NBSP}234${NBSP}567`);
    expect(formatHours(0.3, 'nb')).toBe('0,3 h');
    expect(formatVolts(12, 'nb')).toBe('12,0 V');
    expect(formatPercent(100, 'nb')).toBe('100 %');
  });

  it('cuts hours as an hour meter does, and leaves what is not a number empty', () => {
    expect(hoursFigure(9.99)).toBe(9.9);
    expect(hoursFigure(0.3)).toBe(0.3);
    expect(formatHours(1009.75, 'en')).toBe('1,009.7 h');
    expect(formatDecimal(-1234.5, 'sv', 1)).toBe(`-1${NBSP}234,5`);
    expect(formatHours(Number.NaN, 'en')).toBe('');
    expect(formatVolts(Number.POSITIVE_INFINITY, 'sv')).toBe('');
  });

  it('maps language codes to their format; the rest write English', () => {
    expect(formatLanguage('sv-SE')).toBe('sv');
    expect(formatLanguage('no')).toBe('nb');
    expect(formatLanguage('nb')).toBe('nb');
    expect(formatLanguage('de')).toBe('en');
    expect(formatLanguage(undefined)).toBe('en');
  });
});

describe('dates in a named zone', () => {
  it('writes YYYY/MM/DD HH:mm (24 h) in the zone given, not the runtime’s', () => {
    expect(formatDateTime('2026-11-20T23:52:00Z', 'Europe/Stockholm')).toBe('2026/11/21 00:52');
    expect(formatDateTime('2026-11-20T23:52:00Z', 'UTC')).toBe('2026/11/20 23:52');
    expect(formatDateTime(Date.parse('2026-07-01T12:05:00Z'), 'Europe/Oslo')).toBe('2026/07/01 14:05');
    expect(formatTime('2026-11-20T13:05:00Z', 'Europe/Stockholm')).toBe('14:05');
    expect(formatDateTime('not a time', 'UTC')).toBe('');
    expect(formatDateTime(null, 'UTC')).toBe('');
    // A zone the runtime does not know falls back to UTC instead of breaking the screen.
    expect(formatDateTime('2026-11-20T23:52:00Z', 'Mars/Olympus')).toBe('2026/11/20 23:52');
  });

  it('takes today and days from the zone', () => {
    const lateUtc = Date.parse('2026-11-29T23:30:00Z');
    expect(todayIn('UTC', lateUtc)).toBe('2026-11-29');
    expect(todayIn('Europe/Stockholm', lateUtc)).toBe('2026-11-30');
    expect(dayIn('2026-03-29T00:30:00Z', 'Europe/Stockholm')).toBe('2026-03-29');
    expect(addDaysTo('2026-03-01', -1)).toBe('2026-02-28');
    expect(formatDay('2026-11-29')).toBe('2026/11/29');
    expect(formatDay('2026/11/29 01:00')).toBe('2026/11/29');
    expect(isKnownZone('Europe/Stockholm')).toBe(true);
    expect(isKnownZone('Mars/Olympus')).toBe(false);
  });
});

describe('one hour figure everywhere', () => {
  const hours = 13360.37;
  for (const language of ['en', 'sv', 'nb'] as const) {
    it(`reads the same on the machine panel, the grids, the xlsx and the e-mail in ${language}`, () => {
      setTranslations({ language, translations: [] });
      const panel = currentFormat().hours(hours);
      const grid = cellFor({ id: 'engineHours', title: 'Engine hours', kind: 'number', unit: 'hours' }, { engineHours: hours });
      // The xlsx keeps a number with one decimal and its number format; the reader's spreadsheet
      // writes it with the separators of the language.
      const xlsx = `${formatDecimal(hoursFigure(hours), language, HOURS_XLSX_FORMAT.split('.')[1].length)} h`;
      const mail = `${mailWording(LANGUAGE_CODES[language]).decimal(hoursFigure(hours), 1)} h`;
      expect(panel).toBe(language === 'en' ? '13,360.3 h' : `13${NBSP}360,3 h`);
      expect('displayData' in grid ? grid.displayData : null).toBe(panel);
      expect(xlsx).toBe(panel);
      expect(mail).toBe(panel);
    });
  }
});

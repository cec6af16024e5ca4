// The service setup form's rules (machines/serviceTab/serviceTab.rules.ts; features spec §5 and §9):
// the interval text, the form's checks at their limits (engine hours 0 to 1,000,000, an interval of
// 1 to 100,000 hours, monthly 1-11, yearly 1-5, 500 characters), what a valid form sends, and how
// the server's field errors land on the form. Expected values are written out from the rules.
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_NEEDS_BOTH,
  WHICHEVER_FIRST_NOTE,
  draftDirty,
  draftErrors,
  draftOf,
  draftValid,
  errorsAsTyped,
  typedFrequency,
  hasCalendarValues,
  hasHoursValues,
  intervalText,
  saveRequest,
  serverFieldErrors,
} from '../../machines/serviceTab/serviceTab.rules.ts';
import type { ServiceSetup, SetupDraft } from '../../machines/serviceTab/serviceTab.types.ts';

const empty: SetupDraft = { hoursAllowed: false, nextHours: '', interval: '', calendarDay: '', intervalType: null, frequency: '', description: '' };
const hours = (nextHours: string, interval = ''): SetupDraft => ({ ...empty, hoursAllowed: true, nextHours, interval });
const calendar = (calendarDay: string, intervalType: 3 | 4 | null, frequency: string): SetupDraft => ({ ...empty, calendarDay, intervalType, frequency });

const HOURS_NUMBER = 'Engine hours are a number, minimum 0';
const INTERVAL_NUMBER = 'The interval is a number of hours, minimum 1';
const MONTHLY = 'Monthly: 1-11 months';
const YEARLY = 'Yearly: 1-5 years';

const setup: ServiceSetup = {
  assetId: 7,
  engineHoursServiceAllowed: true,
  nextEngineHoursService: 1500,
  engineHoursServiceInterval: 250,
  nextCalendarServiceUserTime: '2026-12-01',
  calendarServiceIntervalType: 4,
  calendarServiceFrequency: 2,
  description: 'Oil and filters',
  status: 1,
  statusFormatted: 'Scheduled',
  nextServicePredictionUserTimeFormatted: null,
  nextServiceDueBy: null,
  nextServiceInDays: null,
  usageHoursPerWeek: null,
  engineHours: 1200,
  engineHoursFormatted: '1,200 h',
  hoursLeft: 300,
  usageHoursPerDay: null,
  previousServiceUserTimeFormatted: null,
};
const setupDraft: SetupDraft = {
  hoursAllowed: true,
  nextHours: '1500',
  interval: '250',
  calendarDay: '2026-12-01',
  intervalType: 4,
  frequency: '2',
  description: 'Oil and filters',
};

describe('intervalText (spec §5)', () => {
  it.each<[number | null, number | null, string | null]>([
    [3, 1, 'Every month'],
    [3, 2, 'Every 2 months'],
    [4, 1, 'Every year'],
    [4, 5, 'Every 5 years'],
    [null, 2, null],
    [5, 2, null],
    [3, null, null],
    [4, 0, null],
  ])('type %s, frequency %s: %s', (type, frequency, text) => {
    expect(intervalText(type, frequency)).toBe(text);
  });

  it('has the spec’s texts for the note and the calendar rule', () => {
    expect(WHICHEVER_FIRST_NOTE).toBe('The service is due at whichever is reached first: the engine hours or the date.');
    expect(CALENDAR_NEEDS_BOTH).toBe('Calendar service needs both a start date and an interval');
  });
});

describe('draftOf', () => {
  it('turns the loaded setup into the form’s text', () => {
    expect(draftOf(setup)).toEqual(setupDraft);
    expect(draftOf({ ...setup, calendarServiceIntervalType: 3 }).intervalType).toBe(3);
  });

  it('leaves unset values blank and an unknown interval type unset', () => {
    const blank = {
      ...setup,
      engineHoursServiceAllowed: false,
      nextEngineHoursService: null,
      engineHoursServiceInterval: null,
      nextCalendarServiceUserTime: null,
      calendarServiceIntervalType: 7,
      calendarServiceFrequency: null,
      description: null,
    };
    expect(draftOf(blank)).toEqual(empty);
  });
});

describe('hasHoursValues / hasCalendarValues', () => {
  it('count typed values, not blanks', () => {
    expect(hasHoursValues({ ...empty, nextHours: '  ', interval: '  ' })).toBe(false);
    expect(hasHoursValues({ ...empty, nextHours: '1500' })).toBe(true);
    expect(hasHoursValues({ ...empty, interval: '250' })).toBe(true);
    expect(hasCalendarValues({ ...empty, frequency: '  ' })).toBe(false);
    expect(hasCalendarValues({ ...empty, frequency: '2' })).toBe(true);
    expect(hasCalendarValues({ ...empty, calendarDay: '2026-12-01' })).toBe(true);
  });
});

describe('draftErrors: engine hours', () => {
  it('asks for the next service’s hours only when hours service is on', () => {
    expect(draftErrors(empty)).toEqual({});
    expect(draftErrors({ ...empty, nextHours: 'x', interval: '0' })).toEqual({});
    expect(draftErrors(hours(''))).toEqual({ nextHours: 'Enter the machine hours of the next service' });
    expect(draftErrors(hours('   '))).toEqual({ nextHours: 'Enter the machine hours of the next service' });
  });

  it.each([
    ['0', {}],
    ['1000000', {}],
    ['1500,5', {}],
    ['-1', { nextHours: HOURS_NUMBER }],
    ['-0.1', { nextHours: HOURS_NUMBER }],
    ['1000000.5', { nextHours: HOURS_NUMBER }],
    ['abc', { nextHours: HOURS_NUMBER }],
  ])('next service at %s hours: %o', (next, errors) => {
    expect(draftErrors(hours(next))).toEqual(errors);
  });

  it.each([
    ['', {}],
    ['1', {}],
    ['100000', {}],
    ['0', { interval: INTERVAL_NUMBER }],
    ['0.5', { interval: INTERVAL_NUMBER }],
    ['100001', { interval: INTERVAL_NUMBER }],
    ['abc', { interval: INTERVAL_NUMBER }],
  ])('an interval of %s hours: %o', (interval, errors) => {
    expect(draftErrors(hours('1500', interval))).toEqual(errors);
  });
});

describe('draftErrors: calendar service', () => {
  it('needs both a start date and an interval once any of them is set', () => {
    expect(draftErrors(calendar('2026-12-01', 3, '2'))).toEqual({});
    expect(draftErrors(calendar('2026-12-01', null, ''))).toEqual({ calendar: CALENDAR_NEEDS_BOTH });
    expect(draftErrors(calendar('', 3, ''))).toEqual({ calendar: CALENDAR_NEEDS_BOTH });
    expect(draftErrors(calendar('', null, '2'))).toEqual({ calendar: CALENDAR_NEEDS_BOTH });
    expect(draftErrors(calendar('', 3, '2'))).toEqual({ calendar: CALENDAR_NEEDS_BOTH });
    expect(draftErrors(calendar('2026-12-01', null, '2'))).toEqual({ calendar: CALENDAR_NEEDS_BOTH });
    expect(draftErrors(calendar('2026-12-01', 3, ''))).toEqual({ calendar: CALENDAR_NEEDS_BOTH });
    expect(draftErrors(calendar('2026-12-01', 3, '  '))).toEqual({ calendar: CALENDAR_NEEDS_BOTH });
    expect(draftErrors(calendar('', null, '  '))).toEqual({});
  });

  it.each(['01-12-2026', 'x2026-12-01', '2026-12-01x', '2026-1-01'])('refuses the date %s', (day) => {
    expect(draftErrors(calendar(day, 3, '2'))).toEqual({ calendarDay: 'Enter a date YYYY-MM-DD' });
  });

  it.each<[3 | 4, string, object]>([
    [3, '1', {}],
    [3, '11', {}],
    [3, '0', { frequency: MONTHLY }],
    [3, '12', { frequency: MONTHLY }],
    [3, '1.5', { frequency: MONTHLY }],
    [3, 'abc', { frequency: MONTHLY }],
    [4, '1', {}],
    [4, '5', {}],
    [4, '0', { frequency: YEARLY }],
    [4, '6', { frequency: YEARLY }],
    [4, '2,5', { frequency: YEARLY }],
  ])('interval type %s, frequency %s: %o', (type, frequency, errors) => {
    expect(draftErrors(calendar('2026-12-01', type, frequency))).toEqual(errors);
  });

  it('checks the frequency only against a chosen interval type', () => {
    expect(draftErrors(calendar('2026-12-01', null, '0'))).toEqual({ calendar: CALENDAR_NEEDS_BOTH });
  });
});

describe('draftErrors: description', () => {
  it('allows 500 characters, not 501', () => {
    expect(draftErrors({ ...empty, description: 'a'.repeat(500) })).toEqual({});
    expect(draftErrors({ ...empty, description: 'a'.repeat(501) })).toEqual({ description: 'At most 500 characters' });
    expect(draftValid({ ...empty, description: 'a'.repeat(500) })).toBe(true);
    expect(draftValid({ ...empty, description: 'a'.repeat(501) })).toBe(false);
  });
});

describe('saveRequest', () => {
  it('sends hours and calendar values as numbers, a comma as the decimal point', () => {
    expect(saveRequest(7, { ...setupDraft, nextHours: ' 1500,5 ', interval: '250', frequency: '2' })).toEqual({
      assetId: 7,
      engineHoursServiceAllowed: true,
      nextEngineHoursService: 1500.5,
      engineHoursServiceInterval: 250,
      nextCalendarServiceUserTime: '2026-12-01',
      calendarServiceIntervalType: 4,
      calendarServiceFrequency: 2,
      description: 'Oil and filters',
    });
  });

  it('leaves out the interval when it is blank or hours service is off, and clears what is not set', () => {
    expect(saveRequest(7, { ...empty, interval: '250', nextHours: '1500', frequency: '2', intervalType: 3 })).toEqual({
      assetId: 7,
      engineHoursServiceAllowed: false,
      nextEngineHoursService: null,
      nextCalendarServiceUserTime: null,
      calendarServiceIntervalType: null,
      calendarServiceFrequency: null,
      description: null,
    });
    expect(saveRequest(7, hours('1500', '  '))).not.toHaveProperty('engineHoursServiceInterval');
    expect(saveRequest(7, hours('1500', ''))).not.toHaveProperty('engineHoursServiceInterval');
  });

  it('strips < and > from the description and trims it; blank is none', () => {
    expect(saveRequest(7, { ...empty, description: '  <b>Oil</b>  ' }).description).toBe('bOil/b');
    expect(saveRequest(7, { ...empty, description: ' <> ' }).description).toBeNull();
  });
});

describe('draftDirty', () => {
  it('is false without a setup or a form, and for the form as loaded', () => {
    expect(draftDirty(null, setupDraft)).toBe(false);
    expect(draftDirty(setup, null)).toBe(false);
    expect(draftDirty(null, null)).toBe(false);
    expect(draftDirty(setup, { ...setupDraft })).toBe(false);
  });

  it('is true when any field differs', () => {
    expect(draftDirty(setup, { ...setupDraft, frequency: '3' })).toBe(true);
    expect(draftDirty(setup, { ...setupDraft, description: 'Oil' })).toBe(true);
    expect(draftDirty(setup, { ...setupDraft, hoursAllowed: false })).toBe(true);
  });
});

describe('serverFieldErrors', () => {
  it('puts each server field’s messages on its form field, joined', () => {
    expect(
      serverFieldErrors({
        nextEngineHoursService: ['must be at least 0'],
        engineHoursServiceInterval: ['must be at least 1'],
        nextCalendarServiceUserTime: ['must be a date', 'must not be in the past'],
        calendarServiceIntervalType: ['must be 3 or 4'],
        calendarServiceFrequency: ['must be 1-11'],
        description: ['too long'],
      }),
    ).toEqual({
      nextHours: 'must be at least 0',
      interval: 'must be at least 1',
      calendarDay: 'must be a date, must not be in the past',
      calendar: 'must be 3 or 4',
      frequency: 'must be 1-11',
      description: 'too long',
    });
  });

  it('skips unknown fields and fields without messages', () => {
    expect(serverFieldErrors({ assetId: ['unknown asset'], description: [] })).toEqual({});
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});

describe('errorsAsTyped: the limits as the user types (spec §5, §9)', () => {
  const NEEDS_BOTH = 'Calendar service needs both a start date and an interval';

  it('refuses a monthly 14 and a yearly 9 at once, and 11 months or 5 years not at all', () => {
    expect(errorsAsTyped({}, calendar('', 3, '14'), 'frequency')).toEqual({ frequency: MONTHLY });
    expect(errorsAsTyped({}, calendar('', 4, '9'), 'frequency')).toEqual({ frequency: YEARLY });
    expect(errorsAsTyped({}, calendar('', 3, '11'), 'frequency')).toEqual({});
    expect(errorsAsTyped({}, calendar('', 4, '5'), 'frequency')).toEqual({});
    expect(errorsAsTyped({}, calendar('', 4, '0'), 'frequency')).toEqual({ frequency: YEARLY });
    expect(errorsAsTyped({}, calendar('', 3, '2.5'), 'frequency')).toEqual({ frequency: MONTHLY });
  });

  it('rechecks the frequency when the interval type changes, and clears the message once it is back within', () => {
    expect(errorsAsTyped({}, calendar('', 4, '6'), 'intervalType')).toEqual({ frequency: YEARLY });
    expect(errorsAsTyped({ frequency: YEARLY }, calendar('', 3, '6'), 'intervalType')).toEqual({});
    expect(errorsAsTyped({ frequency: MONTHLY }, calendar('', 3, '1'), 'frequency')).toEqual({});
  });

  it('checks hours as typed but does not ask for a missing value before Save', () => {
    expect(errorsAsTyped({}, hours('-5'), 'nextHours')).toEqual({ nextHours: HOURS_NUMBER });
    expect(errorsAsTyped({}, hours('1200', '0'), 'interval')).toEqual({ interval: INTERVAL_NUMBER });
    expect(errorsAsTyped({}, hours(''), 'nextHours')).toEqual({});
    expect(errorsAsTyped({ nextHours: HOURS_NUMBER }, hours('', ''), 'hoursAllowed')).toEqual({});
  });

  it("keeps Save's and the server's messages of the fields not changed, drops those of the field changed", () => {
    const shown = { calendar: NEEDS_BOTH, description: 'server says no' };
    expect(errorsAsTyped(shown, { ...calendar('2027-01-15', null, ''), description: 'x' }, 'nextHours')).toEqual(shown);
    expect(errorsAsTyped(shown, calendar('2027-01-15', 4, ''), 'intervalType')).toEqual({ description: 'server says no' });
    expect(errorsAsTyped(shown, calendar('2027-01-15', null, ''), 'description')).toEqual({ calendar: NEEDS_BOTH });
  });
});

describe('typedFrequency: what "Every N months/years" may show', () => {
  it('is the frequency within its limits, else nothing', () => {
    expect(typedFrequency(calendar('', 3, '11'))).toBe(11);
    expect(typedFrequency(calendar('', 3, '14'))).toBeNull();
    expect(typedFrequency(calendar('', 4, '9'))).toBeNull();
    expect(typedFrequency(calendar('', null, '3'))).toBeNull();
    expect(typedFrequency(calendar('', 4, ''))).toBeNull();
  });
});

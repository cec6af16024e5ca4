// The place-alert form's pure rules (machines/placeAlertForm/placeAlertForm.rules.ts): the spec's
// presets, the shift editor's list edits, holidays, and the decided validation (README "Alerts").
import { describe, expect, it } from 'vitest';
import {
  addHoliday,
  addShift,
  formProblems,
  newAlertValues,
  presetOf,
  presetShifts,
  removeHoliday,
  removeShift,
  setShiftDay,
  setShiftTime,
  shiftSpan,
  valuesFromDetail,
} from '../../machines/placeAlertForm/placeAlertForm.rules.ts';
import type { PlaceAlertDetail, PlaceAlertValues, WorkShift } from '../../machines/placeAlertForm/placeAlertForm.types.ts';

const off = { monday: false, tuesday: false, wednesday: false, thursday: false, friday: false, saturday: false, sunday: false };
const MON_FRI_18_06: WorkShift = {
  ...off,
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  startPlaceTime: '18:00',
  endPlaceTime: '06:00',
};
const SAT_SUN: WorkShift = { ...off, saturday: true, sunday: true, startPlaceTime: '00:00', endPlaceTime: '00:00' };

const base: PlaceAlertValues = { ...newAlertValues([{ id: 1, name: 'Anna Berg' }], 1), placeId: 31 };

describe('place alert presets', () => {
  it('are the spec’s: weekdays Mon-Fri 18:00 to 06:00 next day, weekend Sat-Sun the whole day, none', () => {
    expect(presetShifts('weekdays')).toEqual([MON_FRI_18_06]);
    expect(presetShifts('weekend')).toEqual([SAT_SUN]);
    expect(presetShifts('none')).toEqual([]);
    expect(shiftSpan(MON_FRI_18_06)).toBe('nextDay');
    expect(shiftSpan(SAT_SUN)).toBe('wholeDay');
    expect(shiftSpan({ ...SAT_SUN, startPlaceTime: '07:00', endPlaceTime: '16:00' })).toBe('sameDay');
  });

  it('are recognised in a list, and anything else is custom', () => {
    expect(presetOf([])).toBe('none');
    expect(presetOf([MON_FRI_18_06])).toBe('weekdays');
    expect(presetOf([SAT_SUN])).toBe('weekend');
    expect(presetOf([{ ...MON_FRI_18_06, workShiftId: 8 }])).toBe('weekdays');
    expect(presetOf([setShiftDay([MON_FRI_18_06], 0, 'saturday', true)[0]])).toBe('custom');
    expect(presetOf([MON_FRI_18_06, SAT_SUN])).toBe('custom');
  });
});

describe('shift and holiday edits', () => {
  it('adds the spec’s default shift (weekdays 18:00 to 06:00), at most 14', () => {
    let shifts: WorkShift[] = [];
    for (let i = 0; i < 20; i++) shifts = addShift(shifts);
    expect(shifts).toHaveLength(14);
    expect(shifts[13]).toEqual(MON_FRI_18_06);
    expect(removeShift([MON_FRI_18_06, SAT_SUN], 0)).toEqual([SAT_SUN]);
    expect(setShiftTime([MON_FRI_18_06], 0, 'end', '05:30')[0].endPlaceTime).toBe('05:30');
    expect(setShiftTime([MON_FRI_18_06], 0, 'start', '19:00')[0].startPlaceTime).toBe('19:00');
  });

  it('keeps holidays unique and sorted, and refuses days that do not exist', () => {
    expect(addHoliday(['2026-12-25'], '2026-12-24')).toEqual(['2026-12-24', '2026-12-25']);
    expect(addHoliday(['2026-12-24'], '2026-12-24')).toEqual(['2026-12-24']);
    expect(addHoliday([], '2026-02-30')).toEqual([]);
    expect(addHoliday([], '')).toEqual([]);
    expect(removeHoliday(['2026-12-24', '2026-12-25'], '2026-12-24')).toEqual(['2026-12-25']);
  });
});

describe('place alert validation (decided: the spec shows none)', () => {
  it('accepts the defaults once a place is chosen: on entry, the creator notified', () => {
    expect(formProblems(base)).toEqual({});
  });

  it('wants a place for a new alert', () => {
    expect(formProblems({ ...base, placeId: null })).toEqual({ placeId: 'Choose a place' });
  });

  it('wants something watched: entry, exit, a shift or a holiday', () => {
    const nothing = { ...base, triggerOnEnter: false };
    expect(formProblems(nothing)).toEqual({ triggers: 'Choose what the alert watches: entry, exit, a work shift or a holiday' });
    expect(formProblems({ ...nothing, triggerOnExit: true })).toEqual({});
    expect(formProblems({ ...nothing, workShifts: [SAT_SUN] })).toEqual({});
    expect(formProblems({ ...nothing, holidays: ['2026-12-24'] })).toEqual({});
  });

  it('wants a weekday and HH:mm times in every shift; an end equal to the start is the whole day', () => {
    expect(formProblems({ ...base, workShifts: [SAT_SUN, { ...off, startPlaceTime: '18:00', endPlaceTime: '06:00' }] })).toEqual({
      'triggers.workShifts[1]': 'Pick at least one weekday',
    });
    expect(formProblems({ ...base, workShifts: [{ ...SAT_SUN, endPlaceTime: '24:00' }] })).toEqual({ 'triggers.workShifts[0]': 'Use HH:mm (00:00-23:59)' });
    expect(formProblems({ ...base, workShifts: [{ ...SAT_SUN, startPlaceTime: '' }] })).toEqual({ 'triggers.workShifts[0]': 'Use HH:mm (00:00-23:59)' });
    expect(formProblems({ ...base, workShifts: [{ ...MON_FRI_18_06, endPlaceTime: '18:00' }] })).toEqual({});
  });

  it('wants an enabled alert to reach someone; a disabled one may reach nobody', () => {
    const nobody = { ...base, recipients: base.recipients.map((r) => ({ ...r, active: false })) };
    expect(formProblems(nobody)).toEqual({ notificationUsers: 'An enabled alert must notify someone: pick a recipient or Notify all new users' });
    expect(formProblems({ ...nobody, notifyAllNewUsers: true })).toEqual({});
    expect(formProblems({ ...nobody, enabled: false })).toEqual({});
  });
});

describe('place alert rules at their edges', () => {
  it('recognises a preset only with its exact times', () => {
    expect(presetOf([{ ...MON_FRI_18_06, startPlaceTime: '19:00' }])).toBe('custom');
    expect(presetOf([{ ...MON_FRI_18_06, endPlaceTime: '05:00' }])).toBe('custom');
    expect(presetOf([{ ...SAT_SUN, endPlaceTime: '23:59' }])).toBe('custom');
  });

  it('edits only the shift at the index, keeping the rest of it', () => {
    expect(setShiftDay([SAT_SUN, SAT_SUN], 1, 'monday', true)).toEqual([SAT_SUN, { ...SAT_SUN, monday: true }]);
    expect(setShiftDay([MON_FRI_18_06, MON_FRI_18_06], 0, 'friday', false)).toEqual([{ ...MON_FRI_18_06, friday: false }, MON_FRI_18_06]);
    expect(setShiftTime([MON_FRI_18_06, SAT_SUN], 1, 'start', '08:00')).toEqual([MON_FRI_18_06, { ...SAT_SUN, startPlaceTime: '08:00' }]);
    expect(setShiftTime([MON_FRI_18_06, SAT_SUN], 0, 'end', '07:00')).toEqual([{ ...MON_FRI_18_06, endPlaceTime: '07:00' }, SAT_SUN]);
  });

  it('keeps the holidays as they were when the day is refused', () => {
    expect(addHoliday(['2026-12-24'], '2026-13-01')).toEqual(['2026-12-24']);
    expect(addHoliday(['2026-12-24'], '+012026-12-25')).toEqual(['2026-12-24']);
    expect(addHoliday(['2026-12-24'], '2026-12-25x')).toEqual(['2026-12-24']);
  });

  it.each(['118:00', '18:000', '8:00', '18:60'])('refuses the time %s', (time) => {
    expect(formProblems({ ...base, workShifts: [{ ...MON_FRI_18_06, startPlaceTime: time }] })).toEqual({
      'triggers.workShifts[0]': 'Use HH:mm (00:00-23:59)',
    });
    expect(formProblems({ ...base, workShifts: [{ ...MON_FRI_18_06, endPlaceTime: time }] })).toEqual({
      'triggers.workShifts[0]': 'Use HH:mm (00:00-23:59)',
    });
  });

  it('accepts 00:00 and 23:59', () => {
    expect(formProblems({ ...base, workShifts: [{ ...MON_FRI_18_06, startPlaceTime: '23:59', endPlaceTime: '00:00' }] })).toEqual({});
  });

  it('loads a saved alert with its holidays sorted and its lists copied', () => {
    const detail: PlaceAlertDetail = {
      id: 5,
      placeId: 31,
      placeName: 'Depot',
      placeTimeZone: 'Europe/Stockholm',
      enabled: false,
      notifyAllNewUsers: true,
      notificationUsers: [{ id: 1, name: 'Anna Berg', active: true }],
      triggerOnEnter: false,
      triggerOnExit: true,
      triggers: { workShifts: [SAT_SUN], holidays: ['2026-12-31', '2026-12-24', '2026-12-25'] },
    };
    const values = valuesFromDetail(detail);
    expect(values).toEqual({
      placeId: 31,
      enabled: false,
      notifyAllNewUsers: true,
      triggerOnEnter: false,
      triggerOnExit: true,
      workShifts: [SAT_SUN],
      holidays: ['2026-12-24', '2026-12-25', '2026-12-31'],
      recipients: [{ id: 1, name: 'Anna Berg', active: true }],
    });
    expect(detail.triggers.holidays).toEqual(['2026-12-31', '2026-12-24', '2026-12-25']);
  });
});

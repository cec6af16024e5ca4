// The place-alert form's rules, pure: presets, the shift editor's list edits, what is sent, and the
// validation. The spec leaves place-alert validation "not shown"; what we decided, and why:
// - A new alert needs its place (one alert per place; the server refuses a second one).
// - An alert must watch something: entry, exit, a work shift or a holiday. One that watches nothing
//   can never fire, which a user would only find out when a theft goes unreported.
// - Every shift needs at least one weekday (the server says the same) and HH:mm times. An end equal
//   to the start is allowed: it means the whole day (the weekend preset is 00:00-00:00), and an end
//   before the start runs into the next day (the weekdays preset, 18:00-06:00).
// - An enabled alert must reach someone: a recipient or "Notify all new users". A disabled one may
//   have none (it is being prepared or parked).
// - At most 14 shifts (two per weekday), the server's bound; holidays are kept unique and sorted.
import {
  WEEKDAYS,
  type PlaceAlertDetail,
  type PlaceAlertRequest,
  type PlaceAlertValues,
  type ShiftPreset,
  type Weekday,
  type WorkShift,
} from './placeAlertForm.types.ts';

export const MAX_SHIFTS = 14;

/** English texts; the screen shows them through t() (tests/unit/translationKeys.ts lists them). */
export const PLACE_ALERT_MESSAGES = {
  placeRequired: 'Choose a place',
  watchesNothing: 'Choose what the alert watches: entry, exit, a work shift or a holiday',
  noWeekday: 'Pick at least one weekday',
  badTime: 'Use HH:mm (00:00-23:59)',
  nobody: 'An enabled alert must notify someone: pick a recipient or Notify all new users',
} as const;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const days = (on: readonly Weekday[]) => Object.fromEntries(WEEKDAYS.map((d) => [d, on.includes(d)])) as Record<Weekday, boolean>;

/** Features spec §3 and §9: weekdays Mon-Fri 18:00 to 06:00 next day; weekend Sat-Sun the whole day. */
export const SHIFT_PRESETS: Record<Exclude<ShiftPreset, 'none'>, WorkShift> = {
  weekdays: { ...days(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']), startPlaceTime: '18:00', endPlaceTime: '06:00' },
  weekend: { ...days(['saturday', 'sunday']), startPlaceTime: '00:00', endPlaceTime: '00:00' },
};

export function presetShifts(preset: ShiftPreset): WorkShift[] {
  return preset === 'none' ? [] : [{ ...SHIFT_PRESETS[preset] }];
}

const sameShift = (a: WorkShift, b: WorkShift) =>
  WEEKDAYS.every((d) => a[d] === b[d]) && a.startPlaceTime === b.startPlaceTime && a.endPlaceTime === b.endPlaceTime;

/** Which preset the list is, or 'custom'. */
export function presetOf(shifts: readonly WorkShift[]): ShiftPreset | 'custom' {
  if (shifts.length === 0) return 'none';
  if (shifts.length > 1) return 'custom';
  if (sameShift(shifts[0], SHIFT_PRESETS.weekdays)) return 'weekdays';
  if (sameShift(shifts[0], SHIFT_PRESETS.weekend)) return 'weekend';
  return 'custom';
}

/** A new shift is the spec's default work shift (§9: weekdays 18:00 to 06:00). */
export const addShift = (shifts: readonly WorkShift[]): WorkShift[] => (shifts.length >= MAX_SHIFTS ? [...shifts] : [...shifts, { ...SHIFT_PRESETS.weekdays }]);
export const removeShift = (shifts: readonly WorkShift[], index: number): WorkShift[] => shifts.filter((_, i) => i !== index);
export const setShiftDay = (shifts: readonly WorkShift[], index: number, day: Weekday, on: boolean): WorkShift[] =>
  shifts.map((s, i) => (i === index ? { ...s, [day]: on } : s));
export const setShiftTime = (shifts: readonly WorkShift[], index: number, edge: 'start' | 'end', value: string): WorkShift[] =>
  shifts.map((s, i) => (i === index ? { ...s, [edge === 'start' ? 'startPlaceTime' : 'endPlaceTime']: value } : s));

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (d: string) => ISO_DAY.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
export const addHoliday = (holidays: readonly string[], day: string): string[] => (isDay(day) ? [...new Set([...holidays, day])].sort() : [...holidays]);
export const removeHoliday = (holidays: readonly string[], day: string): string[] => holidays.filter((d) => d !== day);

/** Whether an engine start in the window runs past midnight, or lasts the whole day. */
export function shiftSpan(shift: WorkShift): 'sameDay' | 'nextDay' | 'wholeDay' {
  if (shift.startPlaceTime === shift.endPlaceTime) return 'wholeDay';
  return shift.endPlaceTime < shift.startPlaceTime ? 'nextDay' : 'sameDay';
}

/** Problems by field: 'placeId', 'triggers', 'triggers.workShifts[i]', 'notificationUsers'. */
export function formProblems(values: PlaceAlertValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (values.placeId === null) problems.placeId = PLACE_ALERT_MESSAGES.placeRequired;
  if (!values.triggerOnEnter && !values.triggerOnExit && values.workShifts.length === 0 && values.holidays.length === 0)
    problems.triggers = PLACE_ALERT_MESSAGES.watchesNothing;
  values.workShifts.forEach((s, i) => {
    if (!HHMM.test(s.startPlaceTime) || !HHMM.test(s.endPlaceTime)) problems[`triggers.workShifts[${i}]`] = PLACE_ALERT_MESSAGES.badTime;
    else if (!WEEKDAYS.some((d) => s[d])) problems[`triggers.workShifts[${i}]`] = PLACE_ALERT_MESSAGES.noWeekday;
  });
  if (values.enabled && !values.notifyAllNewUsers && !values.recipients.some((r) => r.active)) problems.notificationUsers = PLACE_ALERT_MESSAGES.nobody;
  return problems;
}

export const isValid = (values: PlaceAlertValues) => Object.keys(formProblems(values)).length === 0;

export function valuesFromDetail(detail: PlaceAlertDetail): PlaceAlertValues {
  return {
    placeId: detail.placeId,
    enabled: detail.enabled,
    notifyAllNewUsers: detail.notifyAllNewUsers,
    triggerOnEnter: detail.triggerOnEnter,
    triggerOnExit: detail.triggerOnExit,
    workShifts: detail.triggers.workShifts.map((s) => ({ ...s })),
    holidays: [...detail.triggers.holidays].sort(),
    recipients: detail.notificationUsers.map((u) => ({ ...u })),
  };
}

/** A new alert: on, on entry, no shifts yet, the signed-in user as its recipient. */
export function newAlertValues(users: readonly { id: number; name: string }[], currentUserId: number | null): PlaceAlertValues {
  return {
    placeId: null,
    enabled: true,
    notifyAllNewUsers: false,
    triggerOnEnter: true,
    triggerOnExit: false,
    workShifts: [],
    holidays: [],
    recipients: users.map((u) => ({ id: u.id, name: u.name, active: u.id === currentUserId })),
  };
}

export function placeAlertRequest(alertId: number | null, values: PlaceAlertValues): PlaceAlertRequest {
  return {
    id: alertId,
    placeId: values.placeId!,
    enabled: values.enabled,
    notifyAllNewUsers: values.notifyAllNewUsers,
    notificationUsers: values.recipients.map((r) => ({ id: r.id, active: r.active })),
    triggerOnEnter: values.triggerOnEnter,
    triggerOnExit: values.triggerOnExit,
    triggers: {
      workShifts: values.workShifts.map((s) => ({
        workShiftId: s.workShiftId ?? null,
        ...Object.fromEntries(WEEKDAYS.map((d) => [d, s[d]])),
        startPlaceTime: s.startPlaceTime,
        endPlaceTime: s.endPlaceTime,
      })) as WorkShift[],
      holidays: values.holidays,
    },
  };
}

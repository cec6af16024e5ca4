// The service setup form's rules and texts (features spec §5, §9), shared by the machine's guards
// and the tab's view. Pure.
import type { DraftField, IntervalType, SaveSetupRequest, ServiceSetup, SetupDraft } from './serviceTab.types.ts';
import { msg } from '../i18n.ts';

export const Monthly: IntervalType = 3;
export const Yearly: IntervalType = 4;
/** Spec §9: monthly 1-11, yearly 1-5. */
export const FREQUENCY_MAX: Readonly<Record<IntervalType, number>> = { 3: 11, 4: 5 };
export const MAX_HOURS = 1_000_000;
export const MAX_DESCRIPTION = 500;

/** Spec §5: 'Every month/year' or 'Every N months/years'. */
export function intervalText(type: number | null, frequency: number | null): string | null {
  if ((type !== Monthly && type !== Yearly) || !frequency) return null;
  const unit = type === Monthly ? 'month' : 'year';
  return frequency === 1 ? `Every ${unit}` : `Every ${frequency} ${unit}s`;
}

/** Spec §5: shown when both hours and period are set. */
export const WHICHEVER_FIRST_NOTE = msg('The service is due at whichever is reached first: the engine hours or the date.');
export const CALENDAR_NEEDS_BOTH = msg('Calendar service needs both a start date and an interval');

/** Spec §5: < and > are stripped from machine text fields. */
export const stripAngles = (text: string) => text.replace(/[<>]/g, '');

const text = (n: number | null) => (n === null ? '' : String(n));

export function draftOf(setup: ServiceSetup): SetupDraft {
  const type = setup.calendarServiceIntervalType;
  return {
    hoursAllowed: setup.engineHoursServiceAllowed,
    nextHours: text(setup.nextEngineHoursService),
    interval: text(setup.engineHoursServiceInterval),
    calendarDay: setup.nextCalendarServiceUserTime ?? '',
    intervalType: type === Monthly || type === Yearly ? type : null,
    frequency: text(setup.calendarServiceFrequency),
    description: setup.description ?? '',
  };
}

/** A number as typed: '' → null, otherwise a finite number or NaN. */
const parse = (value: string) => (value.trim() === '' ? null : Number(value.trim().replace(',', '.')));

export const hasHoursValues = (d: SetupDraft) => d.nextHours.trim() !== '' || d.interval.trim() !== '';
export const hasCalendarValues = (d: SetupDraft) => d.calendarDay !== '' || d.frequency.trim() !== '';

/** The form's own checks, by field (empty: it may be sent). */
export function draftErrors(d: SetupDraft): Partial<Record<DraftField | 'calendar', string>> {
  const errors: Partial<Record<DraftField | 'calendar', string>> = {};
  if (d.hoursAllowed) {
    const next = parse(d.nextHours);
    if (next === null) errors.nextHours = msg('Enter the machine hours of the next service');
    else if (!Number.isFinite(next) || next < 0 || next > MAX_HOURS) errors.nextHours = msg('Engine hours are a number, minimum 0');
    const interval = parse(d.interval);
    if (interval !== null && (!Number.isFinite(interval) || interval < 1 || interval > 100_000))
      errors.interval = msg('The interval is a number of hours, minimum 1');
  }
  const calendar = d.calendarDay !== '' || d.intervalType !== null || d.frequency.trim() !== '';
  if (calendar) {
    if (d.calendarDay === '' || d.intervalType === null || d.frequency.trim() === '') errors.calendar = CALENDAR_NEEDS_BOTH;
    if (d.calendarDay !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(d.calendarDay)) errors.calendarDay = msg('Enter a date YYYY-MM-DD');
    const frequency = parse(d.frequency);
    if (frequency !== null && d.intervalType !== null) {
      const max = FREQUENCY_MAX[d.intervalType];
      if (!Number.isInteger(frequency) || frequency < 1 || frequency > max)
        errors.frequency = d.intervalType === Monthly ? msg('Monthly: 1-11 months') : msg('Yearly: 1-5 years');
    }
  }
  if (d.description.length > MAX_DESCRIPTION) errors.description = `At most ${MAX_DESCRIPTION} characters`;
  return errors;
}

export const draftValid = (d: SetupDraft) => Object.keys(draftErrors(d)).length === 0;

/** The request for a valid draft. */
export function saveRequest(assetId: number, d: SetupDraft): SaveSetupRequest {
  const interval = parse(d.interval);
  const calendar = d.calendarDay !== '';
  return {
    assetId,
    engineHoursServiceAllowed: d.hoursAllowed,
    nextEngineHoursService: d.hoursAllowed ? parse(d.nextHours) : null,
    ...(d.hoursAllowed && interval !== null ? { engineHoursServiceInterval: interval } : {}),
    nextCalendarServiceUserTime: calendar ? d.calendarDay : null,
    calendarServiceIntervalType: calendar ? d.intervalType : null,
    calendarServiceFrequency: calendar ? parse(d.frequency) : null,
    description: stripAngles(d.description).trim() || null,
  };
}

/** Whether the form differs from the loaded setup. */
export function draftDirty(setup: ServiceSetup | null, d: SetupDraft | null): boolean {
  if (!setup || !d) return false;
  const before = draftOf(setup);
  return (Object.keys(before) as (keyof SetupDraft)[]).some((k) => before[k] !== d[k]);
}

/** Server field names → form fields. */
export function serverFieldErrors(fields: Record<string, string[]> | undefined): Partial<Record<DraftField | 'calendar', string>> {
  const map: Record<string, DraftField | 'calendar'> = {
    nextEngineHoursService: 'nextHours',
    engineHoursServiceInterval: 'interval',
    nextCalendarServiceUserTime: 'calendarDay',
    calendarServiceIntervalType: 'calendar',
    calendarServiceFrequency: 'frequency',
    description: 'description',
  };
  const out: Partial<Record<DraftField | 'calendar', string>> = {};
  for (const [field, messages] of Object.entries(fields ?? {})) if (map[field] && messages.length) out[map[field]] ??= messages.join(', ');
  return out;
}

// The service setup form's rules and texts (features spec §5, §9), shared by the machine's guards
// and the tab's view. Pure.
import type { DraftField, IntervalType, SaveSetupRequest, ServiceSetup, SetupDraft } from './serviceTab.types.ts';
import { msg } from '../i18n.ts';

export const Monthly: IntervalType = 3;
export const Yearly: IntervalType = 4;
/** Spec §9: monthly 1-11, yearly 1-5. The server's schema and checks use these same limits. */
export const FREQUENCY_MAX: Readonly<Record<IntervalType, number>> = { 3: 11, 4: 5 };
/** Machine hours: numeric, minimum 0 (spec §5); a million hours is beyond any machine. */
export const MAX_HOURS = 1_000_000;
/** Hours between engine-hour services. */
export const MIN_INTERVAL_HOURS = 1;
export const MAX_INTERVAL_HOURS = 100_000;
export const MAX_DESCRIPTION = 500;

/** The limits' texts, shown as the user types (and answered by the server for a value past them). */
export const HOURS_LIMIT = msg('Engine hours are a number, minimum 0');
export const INTERVAL_LIMIT = msg('The interval is a number of hours, minimum 1');
export const MONTHLY_LIMIT = msg('Monthly: 1-11 months');
export const YEARLY_LIMIT = msg('Yearly: 1-5 years');
export const DAY_FORMAT = msg('Enter a date YYYY-MM-DD');
const LIMIT_TEXTS: ReadonlySet<string> = new Set([HOURS_LIMIT, INTERVAL_LIMIT, MONTHLY_LIMIT, YEARLY_LIMIT, DAY_FORMAT]);

/** Whether a frequency is within its interval type's limits (spec §9); the server asks the same. */
export const frequencyAllowed = (type: IntervalType, frequency: number) => Number.isInteger(frequency) && frequency >= 1 && frequency <= FREQUENCY_MAX[type];

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

type FormErrors = Partial<Record<DraftField | 'calendar', string>>;

/** The typed values past their limits (spec §5, §9), by field: shown as the user types. A missing value is not one of these. */
export function limitErrors(d: SetupDraft): FormErrors {
  const errors: FormErrors = {};
  if (d.hoursAllowed) {
    const next = parse(d.nextHours);
    if (next !== null && (!Number.isFinite(next) || next < 0 || next > MAX_HOURS)) errors.nextHours = HOURS_LIMIT;
    const interval = parse(d.interval);
    if (interval !== null && (!Number.isFinite(interval) || interval < MIN_INTERVAL_HOURS || interval > MAX_INTERVAL_HOURS)) errors.interval = INTERVAL_LIMIT;
  }
  if (d.calendarDay !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(d.calendarDay)) errors.calendarDay = DAY_FORMAT;
  const frequency = parse(d.frequency);
  if (frequency !== null && d.intervalType !== null && !frequencyAllowed(d.intervalType, frequency))
    errors.frequency = d.intervalType === Monthly ? MONTHLY_LIMIT : YEARLY_LIMIT;
  if (d.description.length > MAX_DESCRIPTION) errors.description = `At most ${MAX_DESCRIPTION} characters`;
  return errors;
}

/** The form's own checks, by field (empty: it may be sent): the limits, and what Save needs besides. */
export function draftErrors(d: SetupDraft): FormErrors {
  const errors: FormErrors = {};
  if (d.hoursAllowed && parse(d.nextHours) === null) errors.nextHours = msg('Enter the machine hours of the next service');
  const calendar = d.calendarDay !== '' || d.intervalType !== null || d.frequency.trim() !== '';
  if (calendar && (d.calendarDay === '' || d.intervalType === null || d.frequency.trim() === '')) errors.calendar = CALENDAR_NEEDS_BOTH;
  return { ...errors, ...limitErrors(d) };
}

/** What a form change touched: a field, the interval type or the engine-hour switch. */
export type FormChange = DraftField | 'intervalType' | 'hoursAllowed';

const touches = (change: FormChange): (DraftField | 'calendar')[] =>
  change === 'hoursAllowed'
    ? ['nextHours', 'interval']
    : change === 'intervalType' || change === 'calendarDay' || change === 'frequency'
      ? [change === 'intervalType' ? 'frequency' : change, 'calendar']
      : [change];

/**
 * The messages after a change, as the user types: the limits checked again on the whole form (a
 * value past them shows at once, one back within them clears), the touched fields' earlier messages
 * (Save's or the server's) dropped, the others kept until their field changes.
 */
export function errorsAsTyped(shown: FormErrors, d: SetupDraft, change: FormChange): FormErrors {
  const out: FormErrors = {};
  const dropped = new Set(touches(change));
  for (const [field, message] of Object.entries(shown) as [DraftField | 'calendar', string][]) {
    if (!dropped.has(field) && !LIMIT_TEXTS.has(message)) out[field] = message;
  }
  return { ...out, ...limitErrors(d) };
}

/** The frequency as typed when it is within its limits (what 'Every N months/years' may show), else null. */
export function typedFrequency(d: SetupDraft): number | null {
  const frequency = parse(d.frequency);
  return d.intervalType !== null && frequency !== null && frequencyAllowed(d.intervalType, frequency) ? frequency : null;
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

// Service status and the due date of one machine: a pure function of its setup, its hours, its
// recent usage and the day (table-tested in tests/unit/servicePlan.status.test.ts). The rules, as
// docs/features/service.md states them:
//
// - NoService (0): neither an engine-hour service (allowed, with the hours of the next one) nor a
//   calendar service (a next date) is set up.
// - Overdue (3): the machine has reached the next service hours, or the service date has passed.
// - Soon (2): at most SOON_HOURS engine hours are left, or the service is due within SOON_DAYS days
//   (the calendar date, or the day the hours will be reached at the machine's recent pace).
// - Scheduled (1): otherwise.
//
// Whichever comes first makes the service due (spec): the due day is the earlier of the calendar
// date and the day the hours are (predicted to be) reached.

export const ServiceStatus = { NoService: 0, Scheduled: 1, Soon: 2, Overdue: 3 } as const;
export type ServiceStatusValue = (typeof ServiceStatus)[keyof typeof ServiceStatus];

/** The 'soon' window: hours left on the meter... */
export const SOON_HOURS = 50;
/** ...or days left until the due day. */
export const SOON_DAYS = 14;
/** The prediction's pace: engine hours a day over this many full days before today. */
export const USAGE_WINDOW_DAYS = 30;

/** Monthly = 3, Yearly = 4 (spec, section 9). */
export const CalendarIntervalType = { Monthly: 3, Yearly: 4 } as const;

export interface PlanFacts {
  engineHoursAllowed: boolean;
  nextEngineHours: number | null;
  /** 'YYYY-MM-DD' */
  nextCalendarDay: string | null;
  /** The machine's hours now. */
  hours: number;
  /** Engine hours a day over the last USAGE_WINDOW_DAYS days; null or 0: no pace to predict from. */
  hoursPerDay: number | null;
  /** When the machine reached nextEngineHours, if it did and that is known. */
  hoursReachedDay: string | null;
  /** Today in the machine's time zone, 'YYYY-MM-DD'. */
  today: string;
}

/**
 * Which rule set the due day (the prediction's reason): the hours at the machine's pace, hours already
 * reached, or the calendar date (also when both fall on the same day: the date is the firmer of the two).
 */
export type DueBy = 'Hours' | 'HoursReached' | 'Calendar';

export interface PlanOutcome {
  status: ServiceStatusValue;
  /** The rule that gave dueDay; null when dueDay is. */
  dueBy: DueBy | null;
  /** When the service is due: the earlier of the calendar day and the hours day; null when neither is known. */
  dueDay: string | null;
  /** The day the hours are (or were) reached: null without an engine-hour service or a pace. */
  hoursDueDay: string | null;
  /** Hours left to the next engine-hour service (negative: past it); null without one. */
  hoursLeft: number | null;
}

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => dayOf(dayMs(day) + days * DAY_MS);
export const daysBetween = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / DAY_MS);

/** The day `months` months after `day`; the 31st of a shorter month becomes its last day. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return dayOf(Date.UTC(year, month, Math.min(d, last)));
}

/** The calendar service after one performed on `day`: `frequency` months or years later. */
export function nextCalendarDay(day: string, intervalType: number, frequency: number): string {
  return addMonths(day, intervalType === CalendarIntervalType.Yearly ? frequency * 12 : frequency);
}

export function evaluatePlan(f: PlanFacts): PlanOutcome {
  const hoursService = f.engineHoursAllowed && f.nextEngineHours !== null;
  const calendar = f.nextCalendarDay;
  if (!hoursService && calendar === null) return { status: ServiceStatus.NoService, dueBy: null, dueDay: null, hoursDueDay: null, hoursLeft: null };

  const hoursLeft = hoursService ? f.nextEngineHours! - f.hours : null;
  let hoursDueDay: string | null = null;
  if (hoursLeft !== null) {
    if (hoursLeft <= 0) hoursDueDay = f.hoursReachedDay ?? f.today;
    // At least a day ahead: the hours are not reached yet, so not today.
    else if (f.hoursPerDay && f.hoursPerDay > 0) hoursDueDay = addDays(f.today, Math.max(1, Math.ceil(hoursLeft / f.hoursPerDay)));
  }
  const dueDay = [hoursDueDay, calendar].filter((d): d is string => d !== null).sort()[0] ?? null;
  const byHours = hoursDueDay !== null && (calendar === null || hoursDueDay < calendar);
  const dueBy: DueBy | null = dueDay === null ? null : byHours ? (hoursLeft! <= 0 ? 'HoursReached' : 'Hours') : 'Calendar';

  const overdue = (hoursLeft !== null && hoursLeft <= 0) || (calendar !== null && calendar < f.today);
  const soon = (hoursLeft !== null && hoursLeft <= SOON_HOURS) || (dueDay !== null && daysBetween(f.today, dueDay) <= SOON_DAYS);
  const status = overdue ? ServiceStatus.Overdue : soon ? ServiceStatus.Soon : ServiceStatus.Scheduled;
  return { status, dueBy, dueDay, hoursDueDay, hoursLeft };
}

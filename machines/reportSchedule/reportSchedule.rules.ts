// Scheduled reports (Settings → Scheduled reports; issue 29, decision 0061): what a schedule may hold,
// shared by the form and the server (the server's schema and its check both read these). A schedule
// sends the usage report or the utilization summary of the last whole week or month to its owner and
// up to MAX_REPORT_RECIPIENTS colleagues of the same company.
import { msg } from '../i18n.ts';

export const REPORT_KINDS = ['usage', 'utilization'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

/** Colleagues a schedule mails besides its owner, at most. */
export const MAX_REPORT_RECIPIENTS = 20;
/** Schedules one user may keep, at most. */
export const MAX_REPORT_SCHEDULES = 20;
/** Colleagues the form offers, at most (the first by name); a save checks its recipients whatever their place in the list. */
export const MAX_COLLEAGUES_OFFERED = 500;

export type ReportScheduleField = 'report' | 'frequency' | 'recipients';

export interface ReportScheduleDraft {
  report: string;
  frequency: string;
  recipients: readonly number[];
}

export const REPORT_SCHEDULE_MESSAGES = {
  report: msg('Choose a report'),
  frequency: msg('Choose weekly or monthly'),
  tooMany: msg('At most {max} colleagues'),
  unknown: msg('Choose colleagues of your company'),
};

export interface ReportScheduleProblem {
  message: string;
  params?: Record<string, number>;
}

export const isReportKind = (v: unknown): v is ReportKind => (REPORT_KINDS as readonly unknown[]).includes(v);
export const isReportFrequency = (v: unknown): v is ReportFrequency => (REPORT_FREQUENCIES as readonly unknown[]).includes(v);

/**
 * Every field's problem. `colleagues`: the ids a recipient may be (the company's active users); the
 * form passes the list it offers, the server the company's users read at save time.
 */
export function reportScheduleProblems(
  draft: ReportScheduleDraft,
  colleagues: ReadonlySet<number>,
): Partial<Record<ReportScheduleField, ReportScheduleProblem>> {
  const problems: Partial<Record<ReportScheduleField, ReportScheduleProblem>> = {};
  if (!isReportKind(draft.report)) problems.report = { message: REPORT_SCHEDULE_MESSAGES.report };
  if (!isReportFrequency(draft.frequency)) problems.frequency = { message: REPORT_SCHEDULE_MESSAGES.frequency };
  if (draft.recipients.length > MAX_REPORT_RECIPIENTS)
    problems.recipients = { message: REPORT_SCHEDULE_MESSAGES.tooMany, params: { max: MAX_REPORT_RECIPIENTS } };
  else if (draft.recipients.some((id) => !colleagues.has(id))) problems.recipients = { message: REPORT_SCHEDULE_MESSAGES.unknown };
  return problems;
}

/** A problem as English text with its numbers in (the server's field messages). */
export function scheduleProblemText(problem: ReportScheduleProblem): string {
  return problem.message.replace(/\{(\w+)\}/g, (_, key: string) => String(problem.params?.[key] ?? ''));
}

/** A day as YYYY-MM-DD, from a UTC calendar date. */
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The last whole period before `today` (YYYY-MM-DD, the owner's calendar): weekly = the ISO week
 * (Monday to Sunday) before this one; monthly = the calendar month before this one.
 */
export function lastWholePeriod(frequency: ReportFrequency, today: string): { fromDay: string; toDay: string } {
  const t = new Date(`${today}T00:00:00Z`);
  if (frequency === 'weekly') {
    const weekday = (t.getUTCDay() + 6) % 7; // Monday 0
    const monday = new Date(t.getTime() - (weekday + 7) * 86_400_000);
    return { fromDay: isoDay(monday), toDay: isoDay(new Date(monday.getTime() + 6 * 86_400_000)) };
  }
  const first = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), 0));
  return { fromDay: isoDay(first), toDay: isoDay(last) };
}

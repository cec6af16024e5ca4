// How long a company keeps its data, in whole months: the bounds and defaults the Settings form and
// the server share (the server's schema and its check both read these; decision 0057). Raw data
// (positions, events, notifications) has a shorter default than the derived daily figures, which the
// usage report, the machine history and analytics read long after the raw reports are gone.
import { msg } from '../i18n.ts';

export type RetentionField = 'positionsMonths' | 'eventsMonths' | 'notificationsMonths' | 'dailyFiguresMonths';

export type RetentionValues = Record<RetentionField, number>;

export const RETENTION_FIELDS: readonly RetentionField[] = ['positionsMonths', 'eventsMonths', 'notificationsMonths', 'dailyFiguresMonths'];

export interface RetentionBound {
  min: number;
  max: number;
  default: number;
}

/** Months per field. Daily figures are kept at least 25 months so a year can be compared with the one before. */
export const RETENTION_BOUNDS: Record<RetentionField, RetentionBound> = {
  positionsMonths: { min: 3, max: 120, default: 13 },
  eventsMonths: { min: 3, max: 120, default: 13 },
  notificationsMonths: { min: 1, max: 120, default: 13 },
  dailyFiguresMonths: { min: 25, max: 240, default: 61 },
};

export const DEFAULT_RETENTION: RetentionValues = {
  positionsMonths: RETENTION_BOUNDS.positionsMonths.default,
  eventsMonths: RETENTION_BOUNDS.eventsMonths.default,
  notificationsMonths: RETENTION_BOUNDS.notificationsMonths.default,
  dailyFiguresMonths: RETENTION_BOUNDS.dailyFiguresMonths.default,
};

export const RETENTION_MESSAGES = {
  whole: msg('Enter a whole number of months'),
  range: msg('Enter a number of months from {min} to {max}'),
  dailyShorter: msg('Daily figures are kept at least as long as raw positions'),
};

export interface RetentionProblem {
  message: string;
  params?: Record<string, number>;
}

/** The problem with one field's value, or null. `value` is what the form holds (text or number). */
export function retentionFieldProblem(field: RetentionField, value: unknown): RetentionProblem | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) return { message: RETENTION_MESSAGES.whole };
  const { min, max } = RETENTION_BOUNDS[field];
  if (n < min || n > max) return { message: RETENTION_MESSAGES.range, params: { min, max } };
  return null;
}

/** Every field's problem (the cross-field rule last: raw positions are never kept longer than what is derived from them). */
export function retentionProblems(values: Record<RetentionField, unknown>): Partial<Record<RetentionField, RetentionProblem>> {
  const problems: Partial<Record<RetentionField, RetentionProblem>> = {};
  for (const field of RETENTION_FIELDS) {
    const problem = retentionFieldProblem(field, values[field]);
    if (problem) problems[field] = problem;
  }
  if (!problems.positionsMonths && !problems.dailyFiguresMonths && Number(values.dailyFiguresMonths) < Number(values.positionsMonths))
    problems.dailyFiguresMonths = { message: RETENTION_MESSAGES.dailyShorter };
  return problems;
}

/** A problem as English text with its numbers in (the server's field messages). */
export function problemText(problem: RetentionProblem): string {
  return problem.message.replace(/\{(\w+)\}/g, (_, key: string) => String(problem.params?.[key] ?? ''));
}

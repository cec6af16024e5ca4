// Pure helpers of the retention form: the form's text from saved values, whether it differs, and
// the request it sends. The rules themselves are retentionSettings.rules.ts (shared with the server).
import { RETENTION_FIELDS, retentionProblems, type RetentionValues } from './retentionSettings.rules.ts';
import type { RetentionContext, RetentionForm } from './retentionSettings.types.ts';

export const EMPTY_RETENTION_FORM: RetentionForm = { positionsMonths: '', eventsMonths: '', notificationsMonths: '', dailyFiguresMonths: '' };

export const formOf = (values: RetentionValues): RetentionForm => Object.fromEntries(RETENTION_FIELDS.map((f) => [f, String(values[f])])) as RetentionForm;

export const problemsOf = (form: RetentionForm): RetentionContext['fieldErrors'] => retentionProblems(form);

export const isDirty = (saved: RetentionValues | null, form: RetentionForm) =>
  saved !== null && RETENTION_FIELDS.some((f) => form[f].trim() !== String(saved[f]));

export const requestOf = (form: RetentionForm): RetentionValues => Object.fromEntries(RETENTION_FIELDS.map((f) => [f, Number(form[f])])) as RetentionValues;

/** The server's field map as one message per known field (the first). */
export function serverFieldErrors(fields: Record<string, string[]> | undefined): RetentionContext['serverErrors'] {
  const out: RetentionContext['serverErrors'] = {};
  for (const f of RETENTION_FIELDS) {
    const message = fields?.[f]?.[0];
    if (message) out[f] = message;
  }
  return out;
}

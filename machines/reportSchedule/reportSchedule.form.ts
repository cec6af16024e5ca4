// Pure helpers of the schedule form: a new draft, a schedule's draft, whether it differs, its
// problems and the request it sends. The rules themselves are reportSchedule.rules.ts (shared with
// the server).
import { reportScheduleProblems, type ReportFrequency, type ReportKind, type ReportScheduleField } from './reportSchedule.rules.ts';
import type { ReportColleague, ReportSchedule, ReportScheduleContext, ReportScheduleDraftForm, ReportScheduleSave } from './reportSchedule.types.ts';

export const NEW_SCHEDULE: ReportScheduleDraftForm = { id: null, report: 'usage', frequency: 'weekly', recipients: [] };

export const draftOf = (s: ReportSchedule): ReportScheduleDraftForm => ({ id: s.id, report: s.report, frequency: s.frequency, recipients: [...s.recipients] });

export const problemsOf = (draft: ReportScheduleDraftForm, colleagues: readonly ReportColleague[]): ReportScheduleContext['fieldErrors'] =>
  reportScheduleProblems(draft, new Set(colleagues.map((c) => c.userId)));

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** A new draft always counts as a change; an edit when it differs from the schedule it edits. */
export function isDirty(schedules: readonly ReportSchedule[], draft: ReportScheduleDraftForm): boolean {
  if (draft.id === null) return true;
  const saved = schedules.find((s) => s.id === draft.id);
  return !saved || saved.report !== draft.report || saved.frequency !== draft.frequency || !sameSet(saved.recipients, draft.recipients);
}

export const requestOf = (draft: ReportScheduleDraftForm): ReportScheduleSave => ({
  id: draft.id,
  values: { report: draft.report as ReportKind, frequency: draft.frequency as ReportFrequency, recipients: [...draft.recipients] },
});

/** The saved schedule in the list: replaced where it was, or added at the end. */
export const upsert = (schedules: readonly ReportSchedule[], saved: ReportSchedule): ReportSchedule[] =>
  schedules.some((s) => s.id === saved.id) ? schedules.map((s) => (s.id === saved.id ? saved : s)) : [...schedules, saved];

const FIELDS: readonly ReportScheduleField[] = ['report', 'frequency', 'recipients'];

/** The server's field map as one message per known field (the first; `recipients/0` counts as recipients). */
export function serverFieldErrors(fields: Record<string, string[]> | undefined): ReportScheduleContext['serverErrors'] {
  const out: ReportScheduleContext['serverErrors'] = {};
  for (const [key, messages] of Object.entries(fields ?? {})) {
    const field = FIELDS.find((f) => key === f || key.startsWith(`${f}/`));
    if (field && messages[0] && !out[field]) out[field] = messages[0];
  }
  return out;
}

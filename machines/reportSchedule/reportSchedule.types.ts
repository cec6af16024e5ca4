import type { ReportFrequency, ReportKind, ReportScheduleField, ReportScheduleProblem } from './reportSchedule.rules.ts';

/** A schedule as the server answers it. */
export interface ReportSchedule {
  id: number;
  report: ReportKind;
  frequency: ReportFrequency;
  recipients: number[];
}

/** Someone of the company a schedule may mail besides its owner. */
export interface ReportColleague {
  userId: number;
  name: string;
  email: string;
}

export interface ReportSchedules {
  schedules: ReportSchedule[];
  colleagues: ReportColleague[];
}

/** What the form holds: a new schedule (id null) or a change of one. */
export interface ReportScheduleDraftForm {
  id: number | null;
  report: string;
  frequency: string;
  recipients: number[];
}

export interface ReportScheduleContext {
  schedules: ReportSchedule[];
  colleagues: ReportColleague[];
  draft: ReportScheduleDraftForm;
  /** Live client-side problems (translated with their numbers by the screen). */
  fieldErrors: Partial<Record<ReportScheduleField, ReportScheduleProblem>>;
  /** The server's message per field from the last failed save; a field's goes when it changes. */
  serverErrors: Partial<Record<ReportScheduleField, string>>;
  /** The schedule a delete asks about or runs for. */
  deleting: number | null;
}

export type ReportScheduleEvent =
  | { type: 'schedule.new' }
  | { type: 'schedule.edit'; id: number }
  | { type: 'schedule.changed'; patch: Partial<Omit<ReportScheduleDraftForm, 'id'>> }
  | { type: 'schedule.save' }
  | { type: 'schedule.cancel' }
  | { type: 'schedule.delete'; id: number }
  | { type: 'schedule.confirmDelete' }
  | { type: 'schedule.retry' };

/** What the save actor is given: the schedule's id (null: a new one) and its values. */
export interface ReportScheduleSave {
  id: number | null;
  values: { report: ReportKind; frequency: ReportFrequency; recipients: number[] };
}

/** How the actors reject (src/graphql/errors.ts ApiError). */
export interface ReportScheduleFailure {
  status: number;
  message?: string;
  fields?: Record<string, string[]>;
}

export interface ReportScheduleNotice {
  title: string;
  text: string | null;
}

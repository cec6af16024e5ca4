// Scheduled reports, the stored side (issue 29, decision 0061): a user's schedules, the colleagues
// they may send to, and every change audited in settings_audit like the other settings. Everything is
// read for the caller's company and user: another user's or company's schedule is not found.
import type { Db } from '../db/database.ts';
import { MAX_COLLEAGUES_OFFERED, type ReportFrequency, type ReportKind } from '../../../machines/reportSchedule/reportSchedule.rules.ts';

export const REPORT_SCHEDULE_SETTING = 'reportSchedule';

export interface ReportSchedule {
  id: number;
  report: ReportKind;
  frequency: ReportFrequency;
  /** Colleagues mailed besides the owner (user ids of the same company). */
  recipients: number[];
  createdTs: number;
  updatedTs: number;
}

export interface Colleague {
  userId: number;
  name: string;
  email: string;
}

export interface Who {
  companyId: number;
  userId: number;
  impersonatedBy?: number;
}

export const parseRecipients = (text: string): number[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
};

type Row = { id: number; report: string; frequency: string; recipients: string; created_ts: number | string; updated_ts: number | string };

const scheduleOf = (r: Row): ReportSchedule => ({
  id: Number(r.id),
  report: r.report as ReportKind,
  frequency: r.frequency as ReportFrequency,
  recipients: parseRecipients(r.recipients),
  createdTs: Number(r.created_ts),
  updatedTs: Number(r.updated_ts),
});

const columns = ['id', 'report', 'frequency', 'recipients', 'created_ts', 'updated_ts'] as const;

export async function listSchedules(db: Db, who: Who): Promise<ReportSchedule[]> {
  const rows = await db
    .selectFrom('report_schedules')
    .select(columns)
    .where('company_id', '=', who.companyId)
    .where('user_id', '=', who.userId)
    .orderBy('id')
    .execute();
  return rows.map(scheduleOf);
}

export async function findSchedule(db: Db, who: Who, id: number): Promise<ReportSchedule | null> {
  const row = await db
    .selectFrom('report_schedules')
    .select(columns)
    .where('id', '=', id)
    .where('company_id', '=', who.companyId)
    .where('user_id', '=', who.userId)
    .executeTakeFirst();
  return row ? scheduleOf(row) : null;
}

/** The active web users of the company a schedule may mail, the caller left out (always mailed). */
const colleagueRows = (db: Db, who: Who) =>
  db
    .selectFrom('users')
    .where('company_id', '=', who.companyId)
    .where('id', '!=', who.userId)
    .where('deleted_at', 'is', null)
    .where('disabled', '=', 0)
    .where('password_hash', 'is not', null)
    .where('scope', '=', 'web');

/** The colleagues the form offers, by name: the first MAX_COLLEAGUES_OFFERED. */
export async function colleaguesOf(db: Db, who: Who): Promise<Colleague[]> {
  const rows = await colleagueRows(db, who)
    .select(['id', 'first_name', 'last_name', 'email'])
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .limit(MAX_COLLEAGUES_OFFERED)
    .execute();
  return rows.map((r) => ({ userId: r.id, name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.email, email: r.email }));
}

/** Which of `ids` (a schedule's recipients, at most MAX_REPORT_RECIPIENTS) are colleagues now. */
export async function colleagueIdsAmong(db: Db, who: Who, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await colleagueRows(db, who).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export interface ScheduleValues {
  report: ReportKind;
  frequency: ReportFrequency;
  recipients: number[];
}

const audited = (s: ReportSchedule | null) => (s ? JSON.stringify({ id: s.id, report: s.report, frequency: s.frequency, recipients: s.recipients }) : 'null');

async function audit(db: Db, who: Who, before: ReportSchedule | null, after: ReportSchedule | null, now: number) {
  await db
    .insertInto('settings_audit')
    .values({
      company_id: who.companyId,
      user_id: who.userId,
      impersonated_by: who.impersonatedBy ?? null,
      setting: REPORT_SCHEDULE_SETTING,
      before_value: audited(before),
      after_value: audited(after),
      ts: now,
    })
    .execute();
}

export async function createSchedule(db: Db, who: Who, values: ScheduleValues, now = Date.now()): Promise<ReportSchedule> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('report_schedules')
      .values({
        company_id: who.companyId,
        user_id: who.userId,
        report: values.report,
        frequency: values.frequency,
        recipients: JSON.stringify(values.recipients),
        created_ts: now,
        updated_ts: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const saved = (await findSchedule(trx, who, Number(id)))!;
    await audit(trx, who, null, saved, now);
    return saved;
  });
}

/** Null: no such schedule of the caller's. */
export async function updateSchedule(db: Db, who: Who, id: number, values: ScheduleValues, now = Date.now()): Promise<ReportSchedule | null> {
  return db.transaction().execute(async (trx) => {
    const before = await findSchedule(trx, who, id);
    if (!before) return null;
    await trx
      .updateTable('report_schedules')
      .set({ report: values.report, frequency: values.frequency, recipients: JSON.stringify(values.recipients), updated_ts: now })
      .where('id', '=', id)
      .execute();
    const saved = (await findSchedule(trx, who, id))!;
    await audit(trx, who, before, saved, now);
    return saved;
  });
}

/** False: no such schedule of the caller's. Its runs not yet sent go with it. */
export async function deleteSchedule(db: Db, who: Who, id: number, now = Date.now()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await findSchedule(trx, who, id);
    if (!before) return false;
    await trx.deleteFrom('report_runs').where('schedule_id', '=', id).where('sent_ts', 'is', null).execute();
    await trx.deleteFrom('report_schedules').where('id', '=', id).execute();
    await audit(trx, who, before, null, now);
    return true;
  });
}

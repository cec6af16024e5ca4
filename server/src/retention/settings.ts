// A company's retention (months per kind of data): read with the defaults filled in, and written
// with an audit row in the same transaction. Bounds and defaults: machines/retentionSettings/
// retentionSettings.rules.ts (shared with the Settings form); decision 0057.
import type { Db } from '../db/database.ts';
import { DEFAULT_RETENTION, type RetentionValues } from '../../../machines/retentionSettings/retentionSettings.rules.ts';

export const RETENTION_SETTING = 'retention';

export async function readRetention(db: Db, companyId: number): Promise<RetentionValues> {
  const row = await db.selectFrom('company_retention').selectAll().where('company_id', '=', companyId).executeTakeFirst();
  if (!row) return { ...DEFAULT_RETENTION };
  return {
    positionsMonths: Number(row.positions_months),
    eventsMonths: Number(row.events_months),
    notificationsMonths: Number(row.notifications_months),
    dailyFiguresMonths: Number(row.daily_figures_months),
  };
}

/** Every company's retention: the companies with a row, and the defaults for the others. */
export async function allRetentions(db: Db): Promise<Map<number, RetentionValues>> {
  const companies = await db.selectFrom('companies').select('id').orderBy('id').execute();
  const rows = await db.selectFrom('company_retention').selectAll().execute();
  const byCompany = new Map(rows.map((r) => [Number(r.company_id), r]));
  const result = new Map<number, RetentionValues>();
  for (const { id } of companies) {
    const row = byCompany.get(Number(id));
    result.set(
      Number(id),
      row
        ? {
            positionsMonths: Number(row.positions_months),
            eventsMonths: Number(row.events_months),
            notificationsMonths: Number(row.notifications_months),
            dailyFiguresMonths: Number(row.daily_figures_months),
          }
        : { ...DEFAULT_RETENTION },
    );
  }
  return result;
}

export interface Changer {
  companyId: number;
  userId: number;
  impersonatedBy?: number;
}

/** Stores the values and an audit row (before → after); answers what is stored now. */
export async function writeRetention(db: Db, who: Changer, values: RetentionValues, now = Date.now()): Promise<RetentionValues> {
  const before = await readRetention(db, who.companyId);
  const row = {
    positions_months: values.positionsMonths,
    events_months: values.eventsMonths,
    notifications_months: values.notificationsMonths,
    daily_figures_months: values.dailyFiguresMonths,
    updated_ts: now,
    updated_by: who.userId,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('company_retention')
      .values({ company_id: who.companyId, ...row })
      .onConflict((oc) => oc.column('company_id').doUpdateSet(row))
      .execute();
    await trx
      .insertInto('settings_audit')
      .values({
        company_id: who.companyId,
        user_id: who.userId,
        impersonated_by: who.impersonatedBy ?? null,
        setting: RETENTION_SETTING,
        before_value: JSON.stringify(before),
        after_value: JSON.stringify(values),
        ts: now,
      })
      .execute();
  });
  return readRetention(db, who.companyId);
}

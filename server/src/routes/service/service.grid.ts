// The service list (spec: POST /web/v1/services) and its summary cards. One row per machine of the
// caller's company; status, due day, next service hours and last service are read-side copies on
// assets (migration 050), so sorting, quick filters and counts read an index of assets alone.
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { nameOf, serviceStatus } from '../../domain/dictionaries.ts';
import {
  column,
  companyAssetsScope,
  containsSql,
  defineGrid,
  runGrid,
  type FleetGridRequestValue,
  type GridColumn,
  type GridContext,
} from '../../services/grid.ts';
import { assetSearch } from '../../services/gridSearch.ts';
import { userTime } from '../../services/gridFormat.ts';
import { dayFormatted, dayStart, hoursFormatted, localDay } from '../../telemetry/time.ts';
import { addDays, ServiceStatus } from '../../servicePlan/status.ts';

const ASSET_SEARCH = assetSearch(sql`a.id`);
const indexed = (ftsColumn: string) => ({ search: { index: ASSET_SEARCH, column: ftsColumn } });

/** 'NB-0042 Volvo EC220E': contains looks in the internal id and the name (trigram index for 3+ letters). */
const description: GridColumn = {
  ...column.text(sql`(a.internal_id || ' ' || a.name)`, {
    contains: {
      // SQLite answers 3+ letters from the FTS5 trigram index; PostgreSQL's ilike uses its pg_trgm index.
      where: (needle: string, ctx: GridContext) =>
        ctx.dialect !== 'postgres' && [...needle].length >= 3
          ? sql<SqlBool>`a.id in (select rowid from asset_search where asset_search match ${`{internal_id name} : "${needle.replaceAll('"', '""')}"`})`
          : containsSql(sql`(a.internal_id || ' ' || a.name)`, needle, ctx.dialect),
    },
  }),
  // Sorted by internal id: what the text starts with, and an index of assets (case-insensitively,
  // as every text column: the grid engine applies db/dialect.ts `caseless`).
  sort: sql`a.internal_id`,
};

/** A 'YYYY-MM-DD' column filtered as a date-time (gte 'YYYY-MM-DDT00:00:00' = from that day) and sorted by the day. */
const day = (expr: ReturnType<typeof sql>): GridColumn => ({ ...column.dateTime(sql`(${expr} || 'T00:00:00.000Z')`, { zone: 'utc' }), sort: expr });

const status = () => column.enumOf(sql`a.service_status`, serviceStatus);

export const SERVICES = defineGrid({
  from: sql`assets a`,
  key: sql`a.id`,
  columns: {
    id: column.number(sql`a.id`, { filters: ['eq'] }),
    assetId: column.number(sql`a.id`, { filters: ['eq'] }),
    assetDescription: description,
    internalId: column.text(sql`a.internal_id`, indexed('internal_id')),
    name: column.text(sql`a.name`, indexed('name')),
    brand: column.text(sql`a.brand`, indexed('brand')),
    model: column.text(sql`a.model`, indexed('model')),
    status: status(),
    statusFormatted: status(),
    engineHours: column.number(sql`a.engine_hours`),
    engineHoursFormatted: column.number(sql`a.engine_hours`),
    nextServiceEngineHours: column.number(sql`a.service_next_hours`),
    nextServiceEngineHoursFormatted: column.number(sql`a.service_next_hours`),
    nextServicePredictionUserTime: day(sql`a.service_due_day`),
    nextServicePredictionUserTimeFormatted: day(sql`a.service_due_day`),
    previousServiceUtcTime: column.dateTime(sql`a.service_last_at`, { zone: 'utc' }),
    previousServiceUserTimeFormatted: column.dateTime(sql`a.service_last_at`, { zone: 'user' }),
    archived: column.boolean(sql`(a.archived_at is not null)`),
  },
  textSearchColumns: ['internalId', 'name', 'brand', 'model'],
  // Most urgent first: Overdue, Soon, Scheduled, NoService (read backwards off assets_service_status).
  defaultSort: [{ fieldName: 'status', sortOrder: 1 }],
});

interface ServiceRaw {
  id: number;
  internalId: string;
  name: string;
  brand: string;
  model: string;
  status: number;
  engineHours: number;
  nextHours: number | null;
  dueDay: string | null;
  lastAt: string | null;
  archivedAt: string | null;
}

// Quoted aliases: PostgreSQL folds unquoted ones to lower case.
const SELECT = sql`a.id, a.internal_id as "internalId", a.name, a.brand, a.model, a.service_status as status, a.engine_hours as "engineHours",
  a.service_next_hours as "nextHours", a.service_due_day as "dueDay", a.service_last_at as "lastAt", a.archived_at as "archivedAt"`;

export async function servicePage(db: Db, ctx: GridContext, body: FleetGridRequestValue) {
  return runGrid(db, SERVICES, body, {
    ctx,
    scope: companyAssetsScope(ctx, body),
    select: SELECT,
    keyField: 'id',
    rows: (raw: ServiceRaw[]) =>
      raw.map((r) => ({
        id: r.id,
        assetId: r.id,
        assetDescription: `${r.internalId} ${r.name}`,
        internalId: r.internalId,
        name: r.name,
        brand: r.brand,
        model: r.model,
        status: r.status,
        statusFormatted: nameOf(serviceStatus, r.status) ?? 'NoService',
        engineHours: r.engineHours,
        engineHoursFormatted: hoursFormatted(r.engineHours),
        nextServiceEngineHours: r.nextHours,
        nextServiceEngineHoursFormatted: r.nextHours === null ? null : hoursFormatted(r.nextHours),
        nextServicePredictionUserTime: r.dueDay,
        nextServicePredictionUserTimeFormatted: r.dueDay ? dayFormatted(r.dueDay) : null,
        previousServiceUtcTime: r.lastAt,
        previousServiceUserTimeFormatted: userTime(r.lastAt, ctx.timeZone),
        archived: r.archivedAt !== null,
      })),
  });
}

/** Monday 00:00 of the week containing `now`, in `timeZone` (ISO weeks), as UTC ms; and the next Monday. */
export function weekOf(now: number, timeZone: string): { from: number; to: number } {
  const today = localDay(now, timeZone);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -weekday);
  return { from: dayStart(monday, timeZone), to: dayStart(addDays(monday, 7), timeZone) };
}

/**
 * The four cards (plus Scheduled): active machines by status, and services performed this week.
 *
 * Each status is its own count over one range of assets_service_status (company, status), which
 * the engine answers from the index alone; a GROUP BY over the company's machines visits every
 * entry (15-25 ms at 64,672 machines, 0.5 ms a count this way). "Done this week" counts the
 * company's reports of the week from service_reports_company alone and takes away those of
 * archived machines (a join from the company's few archived machines into service_reports_asset),
 * instead of looking up the machine of every report (3,293 lookups: 30 ms).
 */
export async function serviceSummary(db: Db, ctx: GridContext, now: number) {
  const active = db.selectFrom('assets').where('company_id', '=', ctx.companyId).where('archived_at', 'is', null);
  const count = async (status: number) =>
    Number(
      (
        await active
          .select((eb) => eb.fn.countAll().as('n'))
          .where('service_status', '=', status)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const week = weekOf(now, ctx.timeZone);
  const reports = await db
    .selectFrom('service_reports')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('company_id', '=', ctx.companyId)
    .where('performed_ts', '>=', week.from)
    .where('performed_ts', '<', week.to)
    .executeTakeFirstOrThrow();
  // From the archived machines (the report's company is its machine's): naming r.company_id here
  // would lead SQLite to start from the week's reports again.
  const ofArchived = await db
    .selectFrom('assets as a')
    .innerJoin('service_reports as r', 'r.asset_id', 'a.id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('a.company_id', '=', ctx.companyId)
    .where('a.archived_at', 'is not', null)
    .where('r.performed_ts', '>=', week.from)
    .where('r.performed_ts', '<', week.to)
    .executeTakeFirstOrThrow();
  return {
    doneThisWeekCount: Number(reports.n) - Number(ofArchived.n),
    overdueServiceCount: await count(ServiceStatus.Overdue),
    soonToServiceCount: await count(ServiceStatus.Soon),
    noServiceCount: await count(ServiceStatus.NoService),
    scheduledCount: await count(ServiceStatus.Scheduled),
  };
}

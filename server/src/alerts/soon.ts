// Step 2 of the notification pipeline (deliver.ts): machines Soon to service → one notification per
// recipient, once per due key, and the history's exception: what the first start (the demo seed, the
// simulator's year) leaves Soon is marked as known without notifying anybody.
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ServiceStatus } from '../servicePlan/status.ts';
import { SOON_TO_SERVICE } from './catalog.ts';
import { ensureMachineAlerts } from './alerts.ts';
import { ALERT_COLUMNS, fanOut, machineLabel, type PipelineOptions } from './deliver.ts';
import { NotificationKind } from './kinds.ts';

type Db = Kysely<Database>;

/**
 * Soon machines not yet notified for their current due key (the due day, or the next engine-hour
 * service): no mark, or a mark for another key. A machine that stays Soon is read once, not every tick.
 */
export function soonMachinesToNotify(db: Db | Transaction<Database>) {
  return db
    .selectFrom('assets as a')
    .leftJoin('soon_service_marks as m', 'm.asset_id', 'a.id')
    .select(['a.id', 'a.company_id', 'a.name', 'a.registration_number', 'a.service_due_day', 'a.service_next_hours'])
    .where('a.service_status', '=', ServiceStatus.Soon)
    .where('a.archived_at', 'is', null)
    .where(sql<SqlBool>`(m.asset_id is null or m.due_day is distinct from a.service_due_day or m.due_hours is distinct from a.service_next_hours)`)
    .execute();
}

type SoonMachine = Awaited<ReturnType<typeof soonMachinesToNotify>>[number];

/** SQLite binds at most 32,766 values a statement; 4 a mark. */
const MARK_BATCH = 1000;

/** Marks machines with their current due key (notified, or known from the history). */
async function mark(db: Db | Transaction<Database>, machines: readonly SoonMachine[], now: number) {
  for (let i = 0; i < machines.length; i += MARK_BATCH) {
    await db
      .insertInto('soon_service_marks')
      .values(
        machines
          .slice(i, i + MARK_BATCH)
          .map((a) => ({ asset_id: a.id, due_day: a.service_due_day, due_hours: a.service_next_hours, notified_at: new Date(now).toISOString() })),
      )
      .onConflict((oc) =>
        oc.column('asset_id').doUpdateSet((eb) => ({
          due_day: eb.ref('excluded.due_day'),
          due_hours: eb.ref('excluded.due_hours'),
          notified_at: eb.ref('excluded.notified_at'),
        })),
      )
      .execute();
  }
}

/**
 * Machines Soon to service → one notification per recipient, keyed `soon:<machine>:<due key>`, and
 * the machine marked with that key in the same transaction. A company whose Soon alert is off marks
 * nothing: its machines are notified once the alert is on again (as before the marks). Recipients are
 * those of the moment the machine turned Soon for that key. Many machines turning Soon at once reach
 * each recipient as one digest (mail/send.ts).
 */
export async function processSoonToService(db: Db, options: PipelineOptions): Promise<number> {
  const now = (options.now ?? Date.now)();
  const soon = await soonMachinesToNotify(db);
  let inserted = 0;
  for (const companyId of new Set(soon.map((a) => a.company_id))) {
    await ensureMachineAlerts(db, companyId, now);
    inserted += await db.transaction().execute(async (trx) => {
      const alert = await trx
        .selectFrom('alerts')
        .select(ALERT_COLUMNS)
        .where('company_id', '=', companyId)
        .where('alert_key', '=', `machine:${SOON_TO_SERVICE}`)
        .where('enabled', '=', 1)
        .executeTakeFirst();
      if (!alert) return 0;
      const machines = soon.filter((s) => s.company_id === companyId);
      let count = 0;
      for (const a of machines) {
        const due = a.service_due_day ?? `${a.service_next_hours ?? ''}h`;
        count += await fanOut(
          trx,
          alert,
          {
            companyId,
            alertId: alert.id,
            sourceKey: `soon:${a.id}:${due}`,
            kind: NotificationKind.SoonToService,
            eventName: SOON_TO_SERVICE,
            assetId: a.id,
            placeId: null,
            eventTs: now,
            params: { machine: machineLabel(a), dueDay: a.service_due_day },
          },
          now,
        );
      }
      await mark(trx, machines, now);
      return count;
    });
  }
  return inserted;
}

/**
 * History notifies nobody: after data written as history (the demo seed, the simulator's year on a
 * fresh database), the machines it left Soon to service are marked with their due key as if notified,
 * and nobody is. They are notified again only when their due key moves (a new due day or service),
 * like any machine. Returns the machines marked.
 */
export async function markSoonKnown(db: Db, now: number): Promise<number> {
  const soon = await soonMachinesToNotify(db);
  await db.transaction().execute((trx) => mark(trx, soon, now));
  return soon.length;
}

// What the scale test proves once the devices have stopped and the background jobs have drained:
// - every acknowledged report is stored (telemetry_positions by device and time);
// - every machine event of the run went through the notification pipeline once: each outbox row
//   processed (the machine-event topic: the only one with a consumer today), each DeviceAlarm event notified to each of the alert's recipients exactly once;
// - every e-mail job was sent or dropped (none left waiting), and no mail was written twice: the
//   mailer names an outbox file after the message's stable id, so the same name in two instances'
//   outboxes (or two data folders of one slot: a restarted instance gets a fresh one, as a container
//   does) is a mail sent twice.
import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../../server/src/db/database.ts';
import { outboxDir } from '../../server/src/services/mailer.ts';
import { OutboxTopic } from '../../server/src/telemetry/store.ts';

export interface Verdict {
  ackedLost: number;
  outboxRows: number;
  outboxUnprocessed: number;
  /** Outbox rows claimed more than once (a claim lost in the kill, then redone): allowed, the effects are keyed. */
  outboxRedone: number;
  alarmEvents: number;
  notificationsExpected: number;
  notificationsFound: number;
  notificationsDuplicated: number;
  mailJobs: number;
  mailJobsWaiting: number;
  mailFiles: number;
  mailFilesDuplicated: number;
  drainMs: number;
}

/** Waits until no outbox row or e-mail job of the run is left (or `timeoutMs`). */
async function drain(db: Db, since: number, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const left = await sql<{ n: string }>`
      select (select count(*) from telemetry_outbox where topic = ${OutboxTopic.MachineEvent} and processed_ts is null and created_ts >= ${since})
           + (select count(*) from notification_emails where sent_ts is null and dropped_ts is null and created_ts >= ${since}) as n`.execute(db);
    if (Number(left.rows[0].n) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return Date.now() - started;
}

export async function verify(
  db: Db,
  options: { since: number; acked: readonly number[]; mailDirs: readonly string[]; drainTimeoutMs?: number },
): Promise<Verdict> {
  const { since } = options;
  const drainMs = await drain(db, since, options.drainTimeoutMs ?? 180_000);

  // Acknowledged reports against what is stored, device by device.
  const stored = new Map<number, Set<number>>();
  const rows = await db
    .selectFrom('telemetry_positions')
    .select(['device_id', 'ts'])
    .where('ts', '>=', since - 60_000)
    .execute();
  for (const r of rows) {
    let set = stored.get(r.device_id);
    if (!set) stored.set(r.device_id, (set = new Set()));
    set.add(Number(r.ts));
  }
  let ackedLost = 0;
  for (let i = 0; i < options.acked.length; i += 2) if (!stored.get(options.acked[i])?.has(options.acked[i + 1])) ackedLost++;

  const outbox = await db
    .selectFrom('telemetry_outbox')
    .select((eb) => [
      eb.fn.countAll<string>().as('rows'),
      eb.fn.sum<string>(eb.case().when('processed_ts', 'is', null).then(1).else(0).end()).as('unprocessed'),
      eb.fn.sum<string>(eb.case().when('attempts', '>', 1).then(1).else(0).end()).as('redone'),
    ])
    .where('topic', '=', OutboxTopic.MachineEvent)
    .where('created_ts', '>=', since)
    .executeTakeFirstOrThrow();

  const alarmEvents = await db
    .selectFrom('machine_events')
    .select(['id', 'company_id'])
    .where('event_name', '=', 'DeviceAlarm')
    .where('ts', '>=', since - 60_000)
    .execute();
  let notificationsExpected = 0;
  for (const companyId of new Set(alarmEvents.map((e) => e.company_id))) {
    const recipients = await db
      .selectFrom('alert_recipients')
      .innerJoin('alerts', 'alerts.id', 'alert_recipients.alert_id')
      .innerJoin('users', 'users.id', 'alert_recipients.user_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('alerts.company_id', '=', companyId)
      .where('alerts.alert_type', '=', 'DeviceAlarm')
      .where('alerts.enabled', '=', 1)
      .where('users.deleted_at', 'is', null)
      .where('users.disabled', '=', 0)
      .executeTakeFirstOrThrow();
    notificationsExpected += Number(recipients.n) * alarmEvents.filter((e) => e.company_id === companyId).length;
  }
  const keys = alarmEvents.map((e) => `me:${e.id}`);
  const notified =
    keys.length === 0 ? [] : await db.selectFrom('notifications').select(['id', 'user_id', 'source_key']).where('source_key', 'in', keys).execute();
  const distinct = new Set(notified.map((n) => `${n.user_id}/${n.source_key}`));

  const mails = await db
    .selectFrom('notification_emails')
    .select((eb) => [
      eb.fn.countAll<string>().as('jobs'),
      eb.fn
        .sum<string>(
          eb
            .case()
            .when(eb.and([eb('sent_ts', 'is', null), eb('dropped_ts', 'is', null)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('waiting'),
    ])
    .where('created_ts', '>=', since)
    .executeTakeFirstOrThrow();
  const files = options.mailDirs.flatMap((dir) => {
    try {
      return readdirSync(outboxDir({ dataDir: dir })).filter((f) => f.endsWith('.eml'));
    } catch {
      return [];
    }
  });

  return {
    ackedLost,
    outboxRows: Number(outbox.rows),
    outboxUnprocessed: Number(outbox.unprocessed ?? 0),
    outboxRedone: Number(outbox.redone ?? 0),
    alarmEvents: alarmEvents.length,
    notificationsExpected,
    notificationsFound: notified.length,
    notificationsDuplicated: notified.length - distinct.size,
    mailJobs: Number(mails.jobs),
    mailJobsWaiting: Number(mails.waiting ?? 0),
    mailFiles: files.length,
    mailFilesDuplicated: files.length - new Set(files).size,
    drainMs,
  };
}

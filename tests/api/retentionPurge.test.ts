// The retention purge (decision 0057) on both databases: exactly the rows older than each company's
// cutoff go, table by table, and never another company's; every DELETE is bounded to the batch size
// and the purge yields between batches; the day's run happens once across two instances on one
// database (and is taken over when its holder stops or dies); the rows-purged counter counts them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixture.ts';
import { openDatabase, type Db } from '../../server/src/db/database.ts';
import { runRetention, claimRun, periodOf, startRetention } from '../../server/src/retention/job.ts';
import type { Batch } from '../../server/src/retention/purge.ts';
import { processRegistry } from '../../server/src/ops/processMetrics.ts';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.close());

const NOW = Date.parse('2027-06-15T12:00:00.000Z');
const DAY = 86_400_000;
// Cutoffs written out from the settings below (calendar months back from NOW, UTC), not computed by the code under test.
const ALPHA = { positionsMonths: 6, eventsMonths: 24, notificationsMonths: 3, dailyFiguresMonths: 30 };
const CUT = {
  alpha: {
    positions: Date.parse('2026-12-15T12:00:00Z'),
    events: Date.parse('2025-06-15T12:00:00Z'),
    notifications: Date.parse('2027-03-15T12:00:00Z'),
    day: '2024-12-15',
  },
  // Beta never set anything: the defaults, 13 months raw, 61 months daily figures.
  beta: {
    positions: Date.parse('2026-05-15T12:00:00Z'),
    events: Date.parse('2026-05-15T12:00:00Z'),
    notifications: Date.parse('2026-05-15T12:00:00Z'),
    day: '2022-05-15',
  },
};

/** The 15th of every month 2022-01 … 2027-06, and 1 ms / 1 day either side of every cutoff. */
function times(): number[] {
  const out = new Set<number>();
  for (let y = 2022; y <= 2027; y++) for (let m = 0; m < 12; m++) out.add(Date.UTC(y, m, 15, 6));
  for (const c of [...Object.values(CUT.alpha), ...Object.values(CUT.beta)]) {
    if (typeof c === 'string') continue;
    for (const d of [-DAY, -1, 0, 1, DAY]) out.add(c + d);
  }
  return [...out].filter((t) => t <= NOW).sort((a, b) => a - b);
}
const dayOf = (ts: number) => new Date(ts).toISOString().slice(0, 10);
function days(): string[] {
  const out = new Set(times().map(dayOf));
  for (const d of [CUT.alpha.day, CUT.beta.day]) {
    const t = Date.parse(`${d}T00:00:00Z`);
    for (const k of [-1, 0, 1]) out.add(dayOf(t + k * DAY));
  }
  return [...out].sort();
}

async function fill(db: Db) {
  for (const table of [
    'telemetry_positions',
    'telemetry_attributes',
    'asset_battery_samples',
    'machine_events',
    'place_events',
    'notification_emails',
    'notifications',
    'asset_usage_daily',
    'retention_runs',
    'company_retention',
  ] as const)
    await db.deleteFrom(table).execute();
  await db
    .insertInto('company_retention')
    .values({
      company_id: world.companies.alpha,
      positions_months: ALPHA.positionsMonths,
      events_months: ALPHA.eventsMonths,
      notifications_months: ALPHA.notificationsMonths,
      daily_figures_months: ALPHA.dailyFiguresMonths,
      updated_ts: NOW,
      updated_by: world.users['owner@alpha.test'].id,
    })
    .execute();
  const owners = { alpha: world.users['owner@alpha.test'].id, beta: world.users['owner@beta.test'].id };
  for (const company of ['alpha', 'beta'] as const) {
    const companyId = world.companies[company];
    // Two machines each (an archived one too: its data ages the same), two units on the first at every time.
    const assets = [world.assets[company][0], world.assets[company].at(-1)!];
    for (const [k, asset] of assets.entries()) {
      const ts = times();
      await db
        .insertInto('telemetry_positions')
        .values(ts.flatMap((t) => (k === 0 ? [1, 2] : [1]).map((device_id) => ({ asset_id: asset, ts: t, device_id, lat: 59, lng: 18 }))))
        .execute();
      await db
        .insertInto('telemetry_attributes')
        .values(ts.map((t) => ({ asset_id: asset, ts: t, device_id: 1, attributes: '{"odometer":1}' })))
        .execute();
      await db
        .insertInto('asset_battery_samples')
        .values(ts.map((t) => ({ asset_id: asset, ts: t, voltage: 24 })))
        .execute();
      await db
        .insertInto('machine_events')
        .values(ts.map((t) => ({ asset_id: asset, company_id: companyId, ts: t, event_name: 'IgnitionOn', place_id: 0 })))
        .execute();
      await db
        .insertInto('place_events')
        .values(ts.map((t) => ({ place_id: 900 + k, company_id: companyId, asset_id: asset, ts: t, event_type: 'MachineEnteredPlace' })))
        .execute();
      await db
        .insertInto('asset_usage_daily')
        .values(days().map((day) => ({ asset_id: asset, day, company_id: companyId, engine_s: 3600, idle_s: 60, distance_m: 10 })))
        .execute();
      for (const t of ts) {
        const { id } = await db
          .insertInto('notifications')
          .values({
            company_id: companyId,
            user_id: owners[company],
            alert_id: 1,
            source_key: `e:${asset}:${t}`,
            kind: 'machine',
            event_name: 'IgnitionOn',
            asset_id: asset,
            subject: 's',
            body: 'b',
            ui: 1,
            event_ts: t,
            created_ts: t,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('notification_emails')
          .values({ notification_id: id, to_address: `${company}@example.test`, created_ts: t, available_ts: t, sent_ts: t })
          .execute();
      }
    }
  }
}

/** What is left of one company, per table: times (or days), sorted. */
async function left(db: Db, company: 'alpha' | 'beta') {
  const companyId = world.companies[company];
  const assets = [world.assets[company][0], world.assets[company].at(-1)!];
  const ts = async (table: 'telemetry_positions' | 'telemetry_attributes' | 'asset_battery_samples') =>
    (await db.selectFrom(table).select('ts').where('asset_id', 'in', assets).orderBy('ts').execute()).map((r) => Number(r.ts));
  const byCompany = async (table: 'machine_events' | 'place_events') =>
    (await db.selectFrom(table).select('ts').where('company_id', '=', companyId).orderBy('ts').execute()).map((r) => Number(r.ts));
  return {
    positions: await ts('telemetry_positions'),
    attributes: await ts('telemetry_attributes'),
    battery: await ts('asset_battery_samples'),
    machineEvents: await byCompany('machine_events'),
    placeEvents: await byCompany('place_events'),
    notifications: (await db.selectFrom('notifications').select('created_ts').where('company_id', '=', companyId).orderBy('created_ts').execute()).map((r) =>
      Number(r.created_ts),
    ),
    emails: (
      await db.selectFrom('notification_emails').select('created_ts').where('to_address', '=', `${company}@example.test`).orderBy('created_ts').execute()
    ).map((r) => Number(r.created_ts)),
    days: (await db.selectFrom('asset_usage_daily').select('day').where('company_id', '=', companyId).orderBy('day').execute()).map((r) => r.day),
  };
}

/** What must be left: every fixture row at or after the company's cutoff. */
function expected(company: 'alpha' | 'beta') {
  const cut = CUT[company];
  const kept = (c: number) => times().filter((t) => t >= c);
  const twice = (list: number[]) => list.flatMap((t) => [t, t]);
  const positionsTimes = kept(cut.positions);
  return {
    // Machine one has two units at each time, the archived machine one.
    positions: [...twice(positionsTimes), ...positionsTimes].sort((a, b) => a - b),
    attributes: twice(positionsTimes),
    battery: twice(positionsTimes),
    machineEvents: twice(kept(cut.events)),
    placeEvents: twice(kept(cut.events)),
    notifications: twice(kept(cut.notifications)),
    emails: twice(kept(cut.notifications)),
    days: days()
      .filter((d) => d >= cut.day)
      .flatMap((d) => [d, d]),
  };
}

const purged = () => {
  const metric = processRegistry.getSingleMetric('siteline_retention_rows_purged_total') as unknown as {
    get(): Promise<{ values: { value: number; labels: { table: string } }[] }>;
  };
  return metric.get().then((m) => Object.fromEntries(m.values.map((v) => [v.labels.table, v.value])));
};

describe('the purge', () => {
  beforeEach(() => fill(world.db));

  it('deletes exactly the rows older than each company’s cutoff, table by table, and counts them per table', async () => {
    const before = { alpha: await left(world.db, 'alpha'), beta: await left(world.db, 'beta') };
    const counted = await purged();
    const result = await runRetention(world.db, { worker: 'one', now: NOW, batchRows: 500 });
    expect(result).not.toBeNull();
    for (const company of ['alpha', 'beta'] as const) {
      const after = await left(world.db, company);
      expect(after, company).toEqual(expected(company));
      // Something of every kind did go (the fixture straddles every cutoff).
      for (const key of Object.keys(after) as (keyof typeof after)[]) expect(after[key].length, `${company} ${key}`).toBeLessThan(before[company][key].length);
    }
    const gone = (key: keyof ReturnType<typeof expected>) =>
      before.alpha[key].length - expected('alpha')[key].length + before.beta[key].length - expected('beta')[key].length;
    expect(result!.counts).toEqual({
      telemetry_positions: gone('positions'),
      telemetry_attributes: gone('attributes'),
      asset_battery_samples: gone('battery'),
      machine_events: gone('machineEvents'),
      place_events: gone('placeEvents'),
      notifications: gone('notifications'),
      notification_emails: gone('emails'),
      asset_usage_daily: gone('days'),
    });
    const now = await purged();
    for (const [table, rows] of Object.entries(result!.counts)) expect(now[table] - counted[table], table).toBe(rows);
    const run = await world.db.selectFrom('retention_runs').selectAll().executeTakeFirstOrThrow();
    expect(run).toMatchObject({ period: '2027-06-15', claimed_by: 'one', claimed_until_ts: null });
    expect(Number(run.rows_deleted)).toBe(Object.values(result!.counts).reduce((a, b) => a + b, 0));
    expect(Number(run.finished_ts)).toBeGreaterThan(0);
  });

  it('deletes at most the batch size per statement, yielding to other work between batches', async () => {
    const batches: Batch[] = [];
    let timerFiredAt = Infinity;
    setTimeout(() => (timerFiredAt = performance.now()), 0);
    const result = await runRetention(world.db, { worker: 'one', now: NOW, batchRows: 7, onBatch: (b) => batches.push(b) });
    const endedAt = performance.now();
    expect(timerFiredAt).toBeLessThan(endedAt);
    expect(batches.length).toBeGreaterThan(20);
    for (const b of batches) expect(b.rows, b.table).toBeLessThanOrEqual(7);
    // Alpha's first machine has two units at each time: full batches of 7 still split a time between them.
    const alphaPositions = batches.filter((b) => b.table === 'telemetry_positions').map((b) => b.rows);
    expect(alphaPositions.filter((n) => n === 7).length).toBeGreaterThan(10);
    expect(await left(world.db, 'alpha')).toEqual(expected('alpha'));
    expect(await left(world.db, 'beta')).toEqual(expected('beta'));
    expect(result!.batches).toBe(batches.length);
  });

  // How long a batch holds the database is measured, not asserted (decision 0057's table): a timed
  // assertion failed here under load.
  it('deletes a machine’s 12,000 old rows in six statements of 2,000', async () => {
    const asset = world.assets.alpha[1];
    const old = Date.parse('2025-01-01T00:00:00Z');
    const rows = Array.from({ length: 12_000 }, (_, i) => ({ asset_id: asset, ts: old + i * 1000, device_id: 7, lat: 59, lng: 18, speed: 3, ignition: 1 }));
    for (let i = 0; i < rows.length; i += 1000)
      await world.db
        .insertInto('telemetry_positions')
        .values(rows.slice(i, i + 1000))
        .execute();
    const batches: Batch[] = [];
    await runRetention(world.db, { worker: 'one', now: NOW, batchRows: 2000, onBatch: (b) => batches.push(b) });
    const machine = batches.filter((b) => b.table === 'telemetry_positions' && b.rows === 2000);
    expect(machine).toHaveLength(6);
    for (const b of batches) expect(b.rows, b.table).toBeLessThanOrEqual(2000);
    expect(await world.db.selectFrom('telemetry_positions').select('ts').where('asset_id', '=', asset).where('device_id', '=', 7).execute()).toEqual([]);
  });
});

describe('the day’s run across instances', () => {
  let second: Db;
  beforeAll(() => {
    second = openDatabase(world.databaseUrl, { poolSize: 2 });
  });
  afterAll(() => second.destroy());
  beforeEach(() => fill(world.db));

  it('runs once when two instances tick at the same time, and not again that day', async () => {
    const [a, b] = await Promise.all([
      runRetention(world.db, { worker: 'a', now: NOW, batchRows: 50 }),
      runRetention(second, { worker: 'b', now: NOW, batchRows: 50 }),
    ]);
    expect([a, b].filter((r) => r !== null)).toHaveLength(1);
    expect(await left(world.db, 'alpha')).toEqual(expected('alpha'));
    expect(await left(world.db, 'beta')).toEqual(expected('beta'));
    expect(await runRetention(second, { worker: 'b', now: NOW + 3_600_000 })).toBeNull();
    expect(await runRetention(world.db, { worker: 'a', now: NOW + 3_600_000 })).toBeNull();
    const runs = await world.db.selectFrom('retention_runs').select(['period', 'claimed_by']).execute();
    expect(runs).toEqual([{ period: '2027-06-15', claimed_by: a ? 'a' : 'b' }]);
    // The next day is a new run.
    expect(await runRetention(second, { worker: 'b', now: NOW + 86_400_000 })).not.toBeNull();
  });

  it('leaves a run another instance holds, and takes over one whose holder died (lease run out)', async () => {
    expect(await claimRun(world.db, periodOf(NOW), 'alive', Date.now(), 60_000)).toBe(true);
    expect(await runRetention(second, { worker: 'b', now: NOW })).toBeNull();
    await world.db
      .updateTable('retention_runs')
      .set({ claimed_by: 'dead', claimed_until_ts: Date.now() - 1 })
      .execute();
    expect(await runRetention(second, { worker: 'b', now: NOW })).not.toBeNull();
    expect(await left(world.db, 'alpha')).toEqual(expected('alpha'));
  });

  it('gives its run back when the instance stops mid-run; another instance finishes it', async () => {
    let batches = 0;
    const stopped = await runRetention(world.db, { worker: 'a', now: NOW, batchRows: 10, onBatch: () => batches++, stopping: () => batches >= 3 });
    expect(stopped).toBeNull();
    const run = await world.db.selectFrom('retention_runs').selectAll().executeTakeFirstOrThrow();
    expect(run).toMatchObject({ claimed_by: 'a', claimed_until_ts: null, finished_ts: null });
    expect(await runRetention(second, { worker: 'b', now: NOW, batchRows: 10 })).not.toBeNull();
    expect(await left(world.db, 'alpha')).toEqual(expected('alpha'));
    expect(await left(world.db, 'beta')).toEqual(expected('beta'));
  });
});

describe('the job as the server starts it', () => {
  it('runs the day’s purge on its first tick, logs it, and closes', async () => {
    await world.db.deleteFrom('retention_runs').execute();
    const asset = world.assets.beta[1];
    const old = Date.now() - 20 * 31 * DAY;
    await world.db.insertInto('telemetry_positions').values({ asset_id: asset, ts: old, device_id: 5, lat: 59, lng: 18 }).execute();
    const lines: { obj: object; msg: string }[] = [];
    const log = { info: (obj: object, msg: string) => lines.push({ obj, msg }), error: (obj: object, msg: string) => lines.push({ obj, msg }) };
    const job = startRetention(world.db, log, { pollMs: 1000, batchRows: 100, leaseMs: 60_000 });
    try {
      await expect.poll(() => lines.map((l) => l.msg), { timeout: 10_000 }).toContain('retention purge done');
    } finally {
      await job.close();
    }
    expect(lines.map((l) => l.msg)).not.toContain('retention failed; retried at the next tick');
    const run = await world.db.selectFrom('retention_runs').selectAll().executeTakeFirstOrThrow();
    expect(run.period).toBe(periodOf(Date.now()));
    expect(Number(run.finished_ts)).toBeGreaterThan(0);
    expect(await world.db.selectFrom('telemetry_positions').select('ts').where('asset_id', '=', asset).where('device_id', '=', 5).execute()).toEqual([]);
  });
});

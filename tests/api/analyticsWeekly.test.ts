// The weekly usage sums (migration 085) follow the pipeline's daily ones whatever the batching:
// after the recorded telemetry is processed in one batch, or one report per batch (every daily row
// then incremented many times), each (machine, ISO week) equals its days summed.
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/database.ts';
import { processBatch } from '../../server/src/telemetry/store.ts';
import { isoWeekOf } from '../../server/src/analytics/calendar.ts';
import { createTelemetryWorld, recordedReports, type TelemetryWorld } from './telemetryFixture.ts';

const worlds: TelemetryWorld[] = [];
afterAll(async () => {
  for (const w of worlds) await w.close();
});

const round = (n: number) => Math.round(Number(n) * 1000) / 1000;

async function weeksFromDays(db: Db) {
  const days = await db.selectFrom('asset_usage_daily').select(['asset_id', 'day', 'engine_s', 'idle_s']).execute();
  const weeks = new Map<string, { asset_id: number; week: string; engine_s: number; idle_s: number; days_used: number }>();
  for (const d of days) {
    const week = isoWeekOf(d.day).monday;
    const key = `${d.asset_id} ${week}`;
    const w = weeks.get(key) ?? { asset_id: d.asset_id, week, engine_s: 0, idle_s: 0, days_used: 0 };
    w.engine_s += Number(d.engine_s);
    w.idle_s += Number(d.idle_s);
    w.days_used += Number(d.engine_s) > 0 ? 1 : 0;
    weeks.set(key, w);
  }
  return [...weeks.values()]
    .map((w) => ({ ...w, engine_s: round(w.engine_s), idle_s: round(w.idle_s) }))
    .sort((a, b) => a.asset_id - b.asset_id || a.week.localeCompare(b.week));
}

async function weeksKept(db: Db) {
  const rows = await db
    .selectFrom('asset_usage_weekly')
    .select(['asset_id', 'week', 'engine_s', 'idle_s', 'days_used'])
    .orderBy('asset_id')
    .orderBy('week')
    .execute();
  return rows.map((r) => ({ asset_id: r.asset_id, week: r.week, engine_s: round(r.engine_s), idle_s: round(r.idle_s), days_used: Number(r.days_used) }));
}

describe('asset_usage_weekly', () => {
  it('equals the daily sums per ISO week after one big batch', async () => {
    const w = await createTelemetryWorld();
    worlds.push(w);
    const expected = await weeksFromDays(w.db);
    expect(expected.some((row) => row.engine_s > 0)).toBe(true);
    expect(await weeksKept(w.db)).toEqual(expected);
  });

  it('equals them after one report per batch too', async () => {
    const w = await createTelemetryWorld({ process: false });
    worlds.push(w);
    for (const report of recordedReports()) await processBatch(w.db, [{ deviceId: w.devices.alpha, report }]);
    expect(await weeksKept(w.db)).toEqual(await weeksFromDays(w.db));
  });
});

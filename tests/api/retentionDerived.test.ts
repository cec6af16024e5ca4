// After the purge took a machine's raw positions and events (decision 0057), what is derived from
// them keeps answering: the ISO 15143-3 (AEMP) feed (hours, engine status and location from
// engine_hours, engine_sessions and asset_positions), the machine history (asset_usage_daily and
// engine_sessions) and the usage report (asset_usage_daily). A-1's recorded Monday and Tuesday
// (telemetryFixture.ts) went through the real pipeline; the purge runs 14 months later, past the
// default 13 months for raw data and well inside the 61 months for daily figures.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, integrationClientToken } from './fixture.ts';
import { createTelemetryWorld, type TelemetryWorld } from './telemetryFixture.ts';
import { runRetention } from '../../server/src/retention/job.ts';

let world: TelemetryWorld;
let owner: string;
let clientToken: string;
const PURGE_AT = Date.parse('2028-01-20T03:00:00.000Z');

beforeAll(async () => {
  world = await createTelemetryWorld();
  owner = (await world.login('owner@alpha.test')).access_token;
  clientToken = await integrationClientToken(world, owner);
});
afterAll(() => world.close());

const feed = async () => {
  const res = await world.app.inject({
    method: 'GET',
    url: '/api/integration/v1/iso15143-3/Fleet/1',
    headers: { ...bearer(clientToken), accept: 'application/json' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const history = async () => {
  const res = await world.app.inject({
    method: 'GET',
    url: `/api/web/v1/assets/${world.assets.alpha[0]}/history?StartDateMachineTime=2026-11-16&EndDateMachineTime=2026-11-17`,
    headers: bearer(owner),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const usageReport = async () => {
  const res = await world.app.inject({
    method: 'POST',
    url: '/api/web/v1/reports/usage',
    headers: bearer(owner),
    payload: { assetIds: [world.assets.alpha[0]], fromDay: '2026-11-16', toDay: '2026-11-17' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets.map((sheet) => ({ name: sheet.name, rows: sheet.getSheetValues() }));
};
const rawRows = async (asset: number) => ({
  positions: (await world.db.selectFrom('telemetry_positions').select('ts').where('asset_id', '=', asset).execute()).length,
  events: (await world.db.selectFrom('machine_events').select('ts').where('asset_id', '=', asset).execute()).length,
});

describe('derived figures after the raw data is purged', () => {
  it('the AEMP feed, the machine history and the usage report answer as before', async () => {
    const A1 = world.assets.alpha[0];
    const beforeFeed = await feed();
    const beforeHistory = await history();
    const beforeReport = await usageReport();
    const raw = await rawRows(A1);
    expect(raw.positions).toBeGreaterThan(500);
    expect(raw.events).toBeGreaterThan(0);
    // What is being checked is there before: A-1's hours (two sessions on Monday, one on Tuesday).
    const a1 = (page: { Equipment: { EquipmentHeader: { EquipmentID: string } }[] }) =>
      page.Equipment.find((e) => e.EquipmentHeader.EquipmentID === 'A-1' || e.EquipmentHeader.EquipmentID === String(A1));
    expect(a1(beforeFeed)).toHaveProperty('CumulativeOperatingHours');
    expect(a1(beforeFeed)).toHaveProperty('Location');
    expect(beforeHistory.days[0].kpis.map((k: { valueSeconds: number }) => k.valueSeconds)).toEqual([31200, 32400, 1200]);
    expect(beforeHistory.totalMachineHours).toBe(1009.75);

    const result = await runRetention(world.db, { worker: 'test', now: PURGE_AT });
    expect(result!.counts.telemetry_positions).toBe(raw.positions);
    expect(await rawRows(A1)).toEqual({ positions: 0, events: 0 });
    // The daily figures are inside their 61 months: kept.
    expect((await world.db.selectFrom('asset_usage_daily').select('day').where('asset_id', '=', A1).execute()).map((r) => r.day).sort()).toEqual([
      '2026-11-16',
      '2026-11-17',
    ]);

    // The feed's snapshotTime is the moment of the answer (a second apart across a busy run).
    expect(await feed()).toEqual({ ...beforeFeed, snapshotTime: expect.any(String) });
    expect(await history()).toEqual(beforeHistory);
    expect(await usageReport()).toEqual(beforeReport);
    // …and the report still holds Monday's 9 engine hours (not an empty sheet equal to an empty one).
    expect(JSON.stringify(beforeReport)).toContain('"2026/11/16",9,');
  });
});

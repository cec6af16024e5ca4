// Hour-meter integrity (issue 29, decision 0065) through its doors: the pipeline notices a meter that
// comes back higher after the unit was silent, a calibration through the service API is listed with
// the hours it replaced, an AEMP reading is compared with the unit; the dashboard's call lists them
// for the caller's company only. A-1's recorded Monday and Tuesday (telemetryFixture.ts) end Tuesday
// 07:45 at 1009.75 h with a meter that never jumps. Both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './fixture.ts';
import { analyticsCall, analyticsTokens } from './analyticsFixture.ts';
import { createTelemetryWorld, local, type TelemetryWorld } from './telemetryFixture.ts';
import { processBatch } from '../../server/src/telemetry/store.ts';
import { emptyReport } from '../../server/src/telemetry/pipeline.ts';
import { checkAempReading } from '../../server/src/telemetry/hourMeterChecks.ts';

let world: TelemetryWorld;
let tokens: Awaited<ReturnType<typeof analyticsTokens>>;
let A1: number;

beforeAll(async () => {
  world = await createTelemetryWorld();
  tokens = await analyticsTokens(world);
  A1 = world.assets.alpha[0];
});
afterAll(() => world.close());

const call = (payload: object, token = tokens.alphaOwner) => analyticsCall(world, 'hour-meter', payload, token);
const WEEK = { fromDay: '2026-11-16', toDay: '2026-11-22' };
const WED = '2026-11-18';
/** A-1's unit reporting at the depot at `hhmm` on `day`, its meter at `meter`. */
const report = (day: string, hhmm: string, ignition: boolean, meter: number) => ({
  deviceId: world.devices.alpha,
  report: { ...emptyReport(local(day, hhmm)), lat: 59, lng: 18, accuracy: 5, satellites: 10, ignition, speed: 0, hours: meter },
});

describe('POST /api/web/v1/analytics/hour-meter', () => {
  it('finds nothing in a history whose meter never jumps', async () => {
    const res = await call(WEEK);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      ...WEEK,
      totals: { findings: 0, machines: 0, offlineJump: 0, aempDisagrees: 0, calibration: 0 },
      findings: { total: 0, rows: [] },
    });
  });

  it('lists a meter back 2.5 h higher after the unit was silent, once however often the reports come', async () => {
    // Tuesday 07:45 the session ended at 1009.75 h; the unit is silent until Wednesday 09:00, when it
    // starts a session at 1012.25 h: 2.5 h ran unseen. The session ends at 10:00 at 1013.25 h.
    const reports = [report(WED, '09:00', true, 1012.25), report(WED, '09:30', true, 1012.75), report(WED, '10:00', false, 1013.25)];
    await processBatch(world.db, reports);
    await processBatch(world.db, reports);
    // Thursday a new session at 1013.4 h: 0.15 h more than the last end, under the quarter hour.
    await processBatch(world.db, [report('2026-11-19', '08:00', true, 1013.4), report('2026-11-19', '08:30', false, 1013.9)]);
    const data = (await call(WEEK)).json().data;
    expect(data.totals).toEqual({ findings: 1, machines: 1, offlineJump: 1, aempDisagrees: 0, calibration: 0 });
    expect(data.findings.rows).toEqual([
      {
        id: expect.any(Number),
        assetId: A1,
        name: 'A machine 1',
        internalId: 'A-1',
        familyId: expect.any(Number),
        kind: 'offlineJump',
        time: '2026-11-18T08:00:00.000Z',
        sinceTime: '2026-11-17T06:45:00.000Z',
        fromHours: 1009.75,
        toHours: 1012.25,
        changeHours: 2.5,
        byUser: null,
      },
    ]);
  });

  it('lists a calibration with the hours it replaced and who set them; the next session is no jump', async () => {
    // Thursday 12:00: the hours were 1013.9 (the session's end at 08:30); the owner sets 1020.
    const set = await world.app.inject({
      method: 'POST',
      url: '/api/web/v1/services/calibrate',
      headers: bearer(tokens.alphaOwner),
      payload: { assetId: A1, engineTimeAtUserTime: '2026-11-19T12:00', engineTime: 1020 },
    });
    expect(set.statusCode, set.body).toBe(200);
    // Friday the unit's raw meter 1014 reads 1020.1 with the calibration's offset: explained, not a jump.
    await processBatch(world.db, [
      report('2026-11-20', '07:00', true, 1014),
      report('2026-11-20', '07:30', true, 1014.5),
      report('2026-11-20', '08:00', false, 1015),
    ]);
    const data = (await call(WEEK)).json().data;
    expect(data.totals).toEqual({ findings: 2, machines: 1, offlineJump: 1, aempDisagrees: 0, calibration: 1 });
    expect(data.findings.rows[0]).toMatchObject({
      kind: 'calibration',
      time: '2026-11-19T11:00:00.000Z',
      sinceTime: null,
      fromHours: 1013.9,
      toHours: 1020,
      changeHours: 6.1,
      byUser: 'owner Tester',
    });
  });

  it('keeps an AEMP reading more than an hour from the unit at the same instant, not one within it', async () => {
    // Friday 12:00 the unit's hours are 1021.1 (its session ended at 08:00 at the raw 1015 + 6.1).
    await checkAempReading(world.db, { companyId: world.companies.alpha, assetId: A1, ts: local('2026-11-20', '12:00'), hours: 1024.6, deviceId: null });
    await checkAempReading(world.db, { companyId: world.companies.alpha, assetId: A1, ts: local('2026-11-20', '13:00'), hours: 1021.9, deviceId: null });
    const data = (await call({ ...WEEK, kinds: ['aempDisagrees'] })).json().data;
    expect(data.totals).toMatchObject({ findings: 3, aempDisagrees: 1 });
    expect(data.findings).toEqual({
      total: 1,
      rows: [expect.objectContaining({ kind: 'aempDisagrees', time: '2026-11-20T11:00:00.000Z', fromHours: 1021.1, toHours: 1024.6, changeHours: 3.5 })],
    });
  });

  it("pages newest first, narrows to a machine, and shows nothing of another company's", async () => {
    const page = (await call({ ...WEEK, start: 1, limit: 1 })).json().data.findings;
    expect(page.total).toBe(3);
    expect(page.rows.map((r: { kind: string }) => r.kind)).toEqual(['calibration']);
    expect((await call({ ...WEEK, assetIds: [world.assets.alpha[1]] })).json().data.totals.findings).toBe(0);
    // A User reads it as the owner does (the reports rights).
    expect((await call(WEEK, tokens.alphaUser)).json().data.totals.findings).toBe(3);
    const beta = await call(WEEK, tokens.betaOwner);
    expect(beta.json().data.totals.findings).toBe(0);
    expect((await call({ ...WEEK, assetIds: [A1] }, tokens.betaOwner)).statusCode).toBe(404);
    // Outside the range: nothing.
    expect((await call({ fromDay: '2026-11-23', toDay: '2026-11-29' })).json().data.totals.findings).toBe(0);
  });

  it('answers 400 naming the field for bad input', async () => {
    const bad = async (payload: object, field: string) => {
      const res = await call(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}).join(' ')).toContain(field);
    };
    await bad({ ...WEEK, kinds: ['meterStolen'] }, 'kinds');
    await bad({ ...WEEK, kinds: [] }, 'kinds');
    await bad({ ...WEEK, limit: 101 }, 'limit');
    await bad({ fromDay: '2026-11-22', toDay: '2026-11-16' }, 'fromDay');
  });
});

// Service planning over the recorded telemetry world (telemetryFixture.ts): machine A-1's hour meter
// reads 1000 h at 06:30 on Monday 2026-11-16, 1005 h at 11:30, 1009 h at 16:15 and 1009.75 h on
// Tuesday 07:45 (Europe/Stockholm), 9.75 engine hours in the last 30 days. A-2 has no telemetry.
// Statuses, predictions and roll-forwards are checked against values worked out from those facts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { bearer } from './fixture.ts';
import { createTelemetryWorld, local, type TelemetryWorld } from './telemetryFixture.ts';
import { processBatch } from '../../server/src/telemetry/store.ts';
import { emptyReport } from '../../server/src/telemetry/pipeline.ts';
import { serviceHoursHook } from '../../server/src/servicePlan/hook.ts';
import { addDays } from '../../server/src/servicePlan/status.ts';
import { refreshAllPlans, refreshServicePlans } from '../../server/src/servicePlan/refresh.ts';
import { weekOf } from '../../server/src/routes/service/service.grid.ts';
import { localDay } from '../../server/src/telemetry/time.ts';

let world: TelemetryWorld;
const tokens = { alpha: '', beta: '', revoked: '' };
let A1: number;
let A2: number;
let A3: number;
const ZONE = 'Europe/Stockholm';
const today = () => localDay(Date.now(), ZONE);

beforeAll(async () => {
  world = await createTelemetryWorld();
  await world.db
    .insertInto('users')
    .values({
      uuid: '00000000-0000-4000-8000-0000000000aa',
      company_id: world.companies.alpha,
      email: 'noservice@alpha.test',
      first_name: 'No',
      last_name: 'Service',
      password_hash: (await world.db.selectFrom('users').select('password_hash').where('email', '=', 'owner@alpha.test').executeTakeFirstOrThrow())
        .password_hash,
      scope: 'web',
      role: 1,
      extra_permissions: 'revoke:access:service',
      created_at: new Date().toISOString(),
    })
    .execute();
  tokens.alpha = (await world.login('owner@alpha.test')).access_token;
  tokens.beta = (await world.login('owner@beta.test')).access_token;
  tokens.revoked = (await world.login('noservice@alpha.test')).access_token;
  [A1, A2, A3] = world.assets.alpha;
});
afterAll(() => world.close());

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = tokens.alpha) =>
  world.app.inject({ method, url: `/api/web/v1/services${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const save = (body: object, token?: string) => api('POST', '/setup', body, token);
const hoursPlan = (assetId: number, next: number, interval: number | null = 500) => ({
  assetId,
  engineHoursServiceAllowed: true,
  nextEngineHoursService: next,
  engineHoursServiceInterval: interval,
});

describe('setup and status', () => {
  it('a machine without a plan answers the defaults: NoService', async () => {
    const res = await api('GET', `/${A2}/setup`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      assetId: A2,
      engineHoursServiceAllowed: false,
      nextEngineHoursService: null,
      nextCalendarServiceUserTime: null,
      status: 0,
      statusFormatted: 'NoService',
      nextServicePredictionUserTimeFormatted: null,
      engineHours: 0,
    });
  });

  it("engine hours far ahead are Scheduled, due when the last 30 days' pace reaches them", async () => {
    const res = await save(hoursPlan(A1, 1300));
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    // 290.25 h left at 9.75 h / 30 days = 0.325 h a day: 894 days.
    expect(s).toMatchObject({ status: 1, statusFormatted: 'Scheduled', engineHours: 1009.75, hoursLeft: 290.3, usageHoursPerDay: 0.325 });
    expect(s.nextServicePredictionUserTime).toBe(addDays(today(), 894));
    expect(s.nextServicePredictionUserTimeFormatted).toBe(addDays(today(), 894).replaceAll('-', '/'));
    // The reason, from the computation that gave the day: the hours at 0.325 h a day = 2.275 h a week.
    expect(s).toMatchObject({ nextServiceDueBy: 'Hours', nextServiceInDays: 894, usageHoursPerWeek: 2.3 });
  });

  it('the start-up pass reads the pace again: one read today before the history was written is not kept', async () => {
    // What the demo's first start left: the backfill's hook read the pace while only the oldest
    // days were written (0 h a day), so the prediction fell back to the calendar for the whole day.
    await world.db.updateTable('service_setups').set({ usage_hours_per_day: 0, usage_day: today() }).where('asset_id', '=', A1).execute();
    await refreshServicePlans(world.db, [A1], Date.now());
    expect((await api('GET', `/${A1}/setup`)).json().data).toMatchObject({ usageHoursPerDay: 0, nextServicePredictionUserTime: null });
    await refreshAllPlans(world.db, Date.now());
    const s = (await api('GET', `/${A1}/setup`)).json().data;
    expect(s).toMatchObject({ usageHoursPerDay: 0.325, nextServicePredictionUserTime: addDays(today(), 894) });
  });

  it('50 hours or less to go is Soon; hours reached is Overdue, due the day they were reached', async () => {
    expect((await save(hoursPlan(A1, 1040))).json().data).toMatchObject({ status: 2, statusFormatted: 'Soon', hoursLeft: 30.3 });
    const overdue = (await save(hoursPlan(A1, 1005))).json().data;
    // The first reading at or above 1005 h: the end of Monday's first session (11:30).
    expect(overdue).toMatchObject({ status: 3, statusFormatted: 'Overdue', nextServicePredictionUserTime: '2026-11-16', hoursLeft: -4.7 });
    expect(overdue).toMatchObject({ nextServiceDueBy: 'HoursReached', nextServiceInDays: -(Date.parse(today()) - Date.parse('2026-11-16')) / 86_400_000 });
    expect(overdue.usageHoursPerWeek).toBeNull();
  });

  it('a calendar service: within 14 days is Soon, a passed date Overdue, later Scheduled', async () => {
    const calendar = (day: string) => ({
      assetId: A2,
      engineHoursServiceAllowed: false,
      nextCalendarServiceUserTime: day,
      calendarServiceIntervalType: 3,
      calendarServiceFrequency: 6,
    });
    expect((await save(calendar(addDays(today(), 5)))).json().data).toMatchObject({
      status: 2,
      nextServicePredictionUserTime: addDays(today(), 5),
      nextServiceDueBy: 'Calendar',
      nextServiceInDays: 5,
      usageHoursPerWeek: null,
    });
    expect((await save(calendar(addDays(today(), -1)))).json().data).toMatchObject({ status: 3 });
    const later = (await save({ ...calendar(addDays(today(), 60)), description: '  Yearly lift inspection  ' })).json().data;
    expect(later).toMatchObject({ status: 1, calendarServiceIntervalType: 3, calendarServiceFrequency: 6, description: 'Yearly lift inspection' });
  });

  it('with both, whichever comes first makes it due', async () => {
    const both = { ...hoursPlan(A1, 1300), nextCalendarServiceUserTime: addDays(today(), 10), calendarServiceIntervalType: 4, calendarServiceFrequency: 1 };
    expect((await save(both)).json().data).toMatchObject({
      status: 2,
      nextServicePredictionUserTime: addDays(today(), 10),
      nextServiceDueBy: 'Calendar',
      nextServiceInDays: 10,
    });
    // The calendar 900 days ahead: now the hours (894 days at the pace) come first, and say so.
    const later = { ...both, nextCalendarServiceUserTime: addDays(today(), 900) };
    expect((await save(later)).json().data).toMatchObject({
      nextServicePredictionUserTime: addDays(today(), 894),
      nextServiceDueBy: 'Hours',
      nextServiceInDays: 894,
      usageHoursPerWeek: 2.3,
    });
    await save(both);
  });

  it('deleting the engine-hour part leaves the calendar; deleting that too leaves no service', async () => {
    const hoursGone = (await api('DELETE', `/${A1}/engineTime`)).json().data;
    expect(hoursGone).toMatchObject({ engineHoursServiceAllowed: false, nextEngineHoursService: null, engineHoursServiceInterval: null, status: 2 });
    const none = (await api('DELETE', `/${A1}/calendar`)).json().data;
    expect(none).toMatchObject({ nextCalendarServiceUserTime: null, calendarServiceIntervalType: null, status: 0, nextServicePredictionUserTime: null });
    expect((await api('DELETE', `/${A3}/calendar`)).statusCode).toBe(404);
  });

  it('refuses bad values with field messages', async () => {
    const bad = async (body: object, fields: string[]) => {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe(100);
      expect(Object.keys(res.json().error.fields).sort()).toEqual(fields.sort());
    };
    await bad({ assetId: A1, engineHoursServiceAllowed: true }, ['nextEngineHoursService']);
    await bad({ ...hoursPlan(A1, -1) }, ['nextEngineHoursService']);
    await bad({ ...hoursPlan(A1, 100, 0) }, ['engineHoursServiceInterval']);
    await bad({ ...hoursPlan(A1, 2e6) }, ['nextEngineHoursService']);
    await bad({ assetId: A1, engineHoursServiceAllowed: false, nextCalendarServiceUserTime: '2027-01-10' }, [
      'calendarServiceIntervalType',
      'calendarServiceFrequency',
    ]);
    await bad({ assetId: A1, engineHoursServiceAllowed: false, calendarServiceIntervalType: 3, calendarServiceFrequency: 2 }, ['nextCalendarServiceUserTime']);
    await bad(
      { assetId: A1, engineHoursServiceAllowed: false, nextCalendarServiceUserTime: '2027-01-10', calendarServiceIntervalType: 4, calendarServiceFrequency: 6 },
      ['calendarServiceFrequency'],
    );
    await bad(
      {
        assetId: A1,
        engineHoursServiceAllowed: false,
        nextCalendarServiceUserTime: '2027-01-10',
        calendarServiceIntervalType: 3,
        calendarServiceFrequency: 12,
      },
      ['calendarServiceFrequency'],
    );
    await bad(
      { assetId: A1, engineHoursServiceAllowed: false, nextCalendarServiceUserTime: '2027-02-30', calendarServiceIntervalType: 3, calendarServiceFrequency: 1 },
      ['nextCalendarServiceUserTime'],
    );
    await bad(
      { assetId: A1, engineHoursServiceAllowed: false, nextCalendarServiceUserTime: '10/01/2027', calendarServiceIntervalType: 5, calendarServiceFrequency: 1 },
      ['nextCalendarServiceUserTime', 'calendarServiceIntervalType'],
    );
    await bad({ ...hoursPlan(A1, 10), description: 'x'.repeat(501) }, ['description']);
    await bad({ ...hoursPlan(A1, 10), colour: 'red' }, ['colour']);
    await bad({ assetId: 0, engineHoursServiceAllowed: 'yes' }, ['assetId', 'engineHoursServiceAllowed']);
  });
});

describe('the calendar limits at REST and /graphql (spec §5, §9: monthly 1-11, yearly 1-5)', () => {
  let meshApp: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    meshApp = await buildApp({ db: world.db, config: world.config, withFrontends: true });
    await meshApp.ready();
  });
  afterAll(() => meshApp.close());
  const calendar = (calendarServiceIntervalType: number, calendarServiceFrequency: number) => ({
    assetId: A2,
    engineHoursServiceAllowed: false,
    nextCalendarServiceUserTime: addDays(today(), 40),
    calendarServiceIntervalType,
    calendarServiceFrequency,
  });
  const graphql = (input: object) =>
    meshApp.inject({
      method: 'POST',
      url: '/graphql',
      headers: bearer(tokens.alpha),
      payload: {
        query: 'mutation Save($input: ServiceSetupRequest_Input) { saveServiceSetup(input: $input) { data { calendarServiceFrequency nextServiceDueBy } } }',
        variables: { input },
      },
    });

  // Past 11 the schema itself refuses (its maximum is the monthly limit, the widest); 6-11 years
  // pass the schema and the rules refuse them with the form's own words.
  for (const [type, frequency, message] of [
    [3, 14, 'must be <= 11'],
    [3, 12, 'must be <= 11'],
    [4, 14, 'must be <= 11'],
    [4, 9, 'Yearly: 1-5 years'],
    [4, 6, 'Yearly: 1-5 years'],
  ] as const) {
    it(`refuses ${frequency} ${type === 3 ? 'months' : 'years'} with the form's message, on both`, async () => {
      const rest = await save(calendar(type, frequency));
      expect(rest.statusCode).toBe(400);
      expect(rest.json().error.fields).toEqual({ calendarServiceFrequency: [message] });
      const [error] = (await graphql(calendar(type, frequency))).json().errors;
      expect(error.extensions.response.status).toBe(400);
      expect(error.extensions.response.body.error.fields).toEqual({ calendarServiceFrequency: [message] });
    });
  }

  it('accepts the limits themselves, 11 months and 5 years, on both', async () => {
    expect((await save(calendar(3, 11))).json().data).toMatchObject({ calendarServiceIntervalType: 3, calendarServiceFrequency: 11 });
    const res = (await graphql(calendar(4, 5))).json();
    expect(res.errors).toBeUndefined();
    expect(res.data.saveServiceSetup.data).toEqual({ calendarServiceFrequency: 5, nextServiceDueBy: 'Calendar' });
    await api('DELETE', `/${A2}/calendar`);
  });
});

describe('report, history, engine time and calibration', () => {
  it("answers the hours at a past moment from the readings, in the user's time zone", async () => {
    const at = async (userTime: string) => (await api('GET', `/${A1}/engineTime/${encodeURIComponent(userTime)}`)).json().data;
    // In Monday's first session (started 06:30 at 1000 h): 2.5 h later.
    expect(await at('2026-11-16T09:00')).toMatchObject({
      engineTime: 1002.5,
      engineTimeFormatted: '1002.5 h',
      source: 'device',
      utcTime: '2026-11-16T08:00:00.000Z',
    });
    expect(await at('2026-11-18')).toMatchObject({ engineTime: 1009.8, source: 'device' });
    expect(await at('2026-11-16T06:00')).toMatchObject({ engineTime: null, source: null });
    // A machine that never reported answers its registered hours.
    expect((await api('GET', `/${A2}/engineTime/2026-11-18T10:00`)).json().data).toMatchObject({ engineTime: 0, source: null });
    const future = await api('GET', `/${A1}/engineTime/${addDays(today(), 2)}`);
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ userTime: ['cannot be in the future'] });
    expect((await api('GET', `/${A1}/engineTime/yesterday`)).statusCode).toBe(400);
  });

  it('a report adds history and rolls the next services forward from the service', async () => {
    await save({ ...hoursPlan(A1, 1005), nextCalendarServiceUserTime: '2026-11-10', calendarServiceIntervalType: 3, calendarServiceFrequency: 6 });
    expect((await api('GET', `/${A1}/setup`)).json().data.status).toBe(3);
    const res = await api('POST', '/report', {
      assetId: A1,
      engineTimeAtService: 1009.75,
      servicePerformedUserTime: '2026-11-17T08:00',
      comment: ' Oil and filters ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 1,
      nextEngineHoursService: 1509.8,
      nextCalendarServiceUserTime: '2027-05-17',
      previousServiceUserTimeFormatted: '2026/11/17 08:00',
    });
    // An older service entered afterwards is history only.
    const older = await api('POST', '/report', {
      assetId: A1,
      engineTimeAtService: 900,
      servicePerformedUserTime: '2026-05-02T10:15',
      comment: 'Spring service',
    });
    expect(older.json().data).toMatchObject({ nextEngineHoursService: 1509.8, nextCalendarServiceUserTime: '2027-05-17' });
    const history = (await api('GET', `/${A1}/history`)).json().data;
    expect(
      history.items.map((h: { maintenanceUserTimeFormatted: string; engineTimeFormatted: string; comment: string }) => [
        h.maintenanceUserTimeFormatted,
        h.engineTimeFormatted,
        h.comment,
      ]),
    ).toEqual([
      ['2026/11/17 08:00', '1009.7 h', 'Oil and filters'],
      ['2026/05/02 10:15', '900.0 h', 'Spring service'],
    ]);
    expect(history.items[0]).toMatchObject({ calibrated: false, reportedBy: 'owner Tester' });
  });

  it('refuses a report without a comment, in the future or with bad hours', async () => {
    const bad = async (body: object, fields: string[]) => {
      const res = await api('POST', '/report', { assetId: A1, engineTimeAtService: 1000, servicePerformedUserTime: '2026-11-17T08:00', comment: 'x', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields).sort()).toEqual(fields);
    };
    await bad({ comment: '   ' }, ['comment']);
    await bad({ comment: '' }, ['comment']);
    await bad({ comment: 'x'.repeat(1001) }, ['comment']);
    await bad({ servicePerformedUserTime: `${addDays(today(), 1)}T12:00` }, ['servicePerformedUserTime']);
    await bad({ servicePerformedUserTime: '1999-12-31T12:00' }, ['servicePerformedUserTime']);
    await bad({ servicePerformedUserTime: '2026-13-01' }, ['servicePerformedUserTime']);
    await bad({ engineTimeAtService: -5 }, ['engineTimeAtService']);
    await bad({ engineTimeAtService: 'lots' }, ['engineTimeAtService']);
  });

  it('calibration sets the hours at a moment; later hours, live reports included, continue from it', async () => {
    const res = await api('POST', '/calibrate', { assetId: A1, engineTimeAtUserTime: '2026-11-17T07:50', engineTime: 1100 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ engineTime: 1100, delta: 90.25, engineHours: 1100 });
    expect((await api('GET', `/${A1}/engineTime/2026-11-18`)).json().data).toMatchObject({ engineTime: 1100, source: 'calibration' });
    expect((await api('GET', `/${A1}/engineTime/2026-11-16T09:00`)).json().data.engineTime).toBe(1002.5);
    // Next service at 1105 h: Soon now; a live session of 6 h (raw meter 1009.75 → 1015.75) passes it.
    await save(hoursPlan(A1, 1105));
    expect((await api('GET', `/${A1}/setup`)).json().data.status).toBe(2);
    const device = world.devices.alpha;
    const wed = '2026-11-18';
    const report = (hhmm: string, ignition: boolean, meter: number) => ({
      deviceId: device,
      report: { ...emptyReport(local(wed, hhmm)), lat: 59, lng: 18, accuracy: 5, satellites: 10, ignition, speed: ignition ? 5 : 0, hours: meter },
    });
    // Reports every 15 minutes from 07:00 (meter 1009.75) to 13:00 (1015.75), ignition off at 13:00.
    const items = Array.from({ length: 25 }, (_, i) => {
      const minutes = 7 * 60 + i * 15;
      const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      return report(hhmm, i < 24, 1009.75 + i * 0.25);
    });
    await processBatch(world.db, items, { onHoursChanged: serviceHoursHook });
    const after = (await api('GET', `/${A1}/setup`)).json().data;
    expect(after).toMatchObject({ engineHours: 1106, status: 3, nextServicePredictionUserTime: wed });
  });

  it('a report after a calibration at the same moment is marked calibrated', async () => {
    const moment = '2026-11-18T14:00';
    await api('POST', '/calibrate', { assetId: A1, engineTimeAtUserTime: moment, engineTime: 1110 });
    const res = await api('POST', '/report', { assetId: A1, engineTimeAtService: 1110, servicePerformedUserTime: moment, comment: '1100 h service' });
    expect(res.json().data).toMatchObject({ engineHours: 1110, nextEngineHoursService: 1610, status: 1 });
    expect((await api('GET', `/${A1}/history`)).json().data.items[0]).toMatchObject({ calibrated: true, engineTime: 1110 });
  });

  it('refuses bad calibrations', async () => {
    const res = await api('POST', '/calibrate', { assetId: A1, engineTimeAtUserTime: `${addDays(today(), 3)}T08:00`, engineTime: -1 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(['engineTime']);
    const future = await api('POST', '/calibrate', { assetId: A1, engineTimeAtUserTime: `${addDays(today(), 3)}T08:00`, engineTime: 1 });
    expect(future.json().error.fields).toEqual({ engineTimeAtUserTime: ['cannot be in the future'] });
  });
});

describe('service list and summary', () => {
  const grid = (body: object = {}, token = tokens.alpha) => api('POST', '', body, token);
  const rowsOf = async (body: object = {}) =>
    (await grid(body)).json().data as { data: { id: number; status: number; statusFormatted: string }[]; summary: { total: number } };

  it('lists every active machine, most urgent first; the archived one only when asked', async () => {
    await save({
      assetId: A2,
      engineHoursServiceAllowed: false,
      nextCalendarServiceUserTime: addDays(today(), 3),
      calendarServiceIntervalType: 4,
      calendarServiceFrequency: 1,
    });
    const page = await rowsOf();
    expect(page.data.map((r) => [r.id, r.statusFormatted])).toEqual([
      [A2, 'Soon'],
      [A1, 'Scheduled'],
      [A3, 'NoService'],
    ]);
    expect(page.data[1]).toMatchObject({ assetDescription: 'A-1 A machine 1', engineHoursFormatted: '1110.0 h', nextServiceEngineHoursFormatted: '1610.0 h' });
    const archived = world.assets.alpha[3];
    expect((await rowsOf({ showArchivedAssets: true })).data.map((r) => r.id)).toContain(archived);
  });

  it('a quick filter is a status-equals filter (by name or id); counts match the summary', async () => {
    const soon = await rowsOf({ filterExpressions: [{ fieldName: 'status', value: 'Soon', filterFunction: 'eq' }] });
    expect(soon.data.map((r) => r.id)).toEqual([A2]);
    const none = await rowsOf({ filterExpressions: [{ fieldName: 'status', value: 0, filterFunction: 'eq' }] });
    expect(none.data.map((r) => r.id)).toEqual([A3]);
    const summary = (await api('GET', '/summary')).json().data;
    expect(summary).toMatchObject({ overdueServiceCount: 0, soonToServiceCount: 1, noServiceCount: 1, scheduledCount: 1 });
    const bad = await grid({ filterExpressions: [{ fieldName: 'status', value: 'Later', filterFunction: 'eq' }] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['filterExpressions.0.value']);
    expect((await grid({ sortExpressions: [{ fieldName: 'secret', sortOrder: 0 }] })).statusCode).toBe(400);
  });

  it('sorts and filters by the due date and searches the machine texts', async () => {
    const due = await rowsOf({ sortExpressions: [{ fieldName: 'nextServicePredictionUserTimeFormatted', sortOrder: 1 }] });
    expect(due.data.map((r) => r.id)).toContain(A2);
    const from = await rowsOf({
      filterExpressions: [{ fieldName: 'nextServicePredictionUserTimeFormatted', value: `${addDays(today(), 1)}T00:00:00`, filterFunction: 'gte' }],
    });
    expect(from.data.map((r) => r.id).sort()).toEqual([A1, A2].sort());
    expect((await rowsOf({ textSearch: 'machine 3' })).data.map((r) => r.id)).toEqual([A3]);
    expect((await rowsOf({ filterExpressions: [{ fieldName: 'assetDescription', value: 'A-3', filterFunction: 'contains' }] })).data.map((r) => r.id)).toEqual([
      A3,
    ]);
  });

  it('counts the services performed this week (Monday to Sunday, user time)', async () => {
    const now = Date.now();
    const week = weekOf(now, ZONE);
    const before = (await api('GET', '/summary')).json().data.doneThisWeekCount;
    const at = new Date(Math.max(week.from, now - 60_000)).toISOString();
    expect((await api('POST', '/report', { assetId: A3, engineTimeAtService: 0, servicePerformedUserTime: at, comment: 'Weekly check' })).statusCode).toBe(200);
    expect((await api('GET', '/summary')).json().data.doneThisWeekCount).toBe(before + 1);
    // A service of an archived machine is not counted: the cards count active machines, as the list shows them.
    await world.db
      .insertInto('service_reports')
      .values({
        asset_id: world.assets.alpha[3],
        company_id: world.companies.alpha,
        performed_ts: Date.parse(at),
        engine_hours: 10,
        comment: 'Before it was archived',
        calibrated: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect((await api('GET', '/summary')).json().data.doneThisWeekCount).toBe(before + 1);
  });
});

describe('access', () => {
  const calls = (id: number): [string, string, object?][] => [
    ['GET', `/${id}/setup`],
    ['POST', '/setup', hoursPlan(id, 100)],
    ['DELETE', `/${id}/engineTime`],
    ['DELETE', `/${id}/calendar`],
    ['POST', '/report', { assetId: id, engineTimeAtService: 1, servicePerformedUserTime: '2026-11-17T08:00', comment: 'x' }],
    ['GET', `/${id}/history`],
    ['GET', `/${id}/engineTime/2026-11-17T08:00`],
    ['POST', '/calibrate', { assetId: id, engineTimeAtUserTime: '2026-11-17T08:00', engineTime: 1 }],
  ];

  it("another company's machine is not found, whatever the call", async () => {
    for (const [method, url, body] of calls(A1)) {
      const res = await api(method as 'GET', url, body, tokens.beta);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.code).toBe(104);
    }
    // And it changed nothing.
    expect((await api('GET', `/${A1}/history`)).json().data.items).toHaveLength(3);
    const beta = (await api('POST', '', {}, tokens.beta)).json().data;
    expect(beta.data.every((r: { id: number }) => world.assets.beta.includes(r.id))).toBe(true);
  });

  it('every call needs access:service', async () => {
    for (const [method, url, body] of [...calls(A1), ['POST', '', {}] as [string, string, object], ['GET', '/summary'] as [string, string]]) {
      const res = await api(method as 'GET', url, body, tokens.revoked);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

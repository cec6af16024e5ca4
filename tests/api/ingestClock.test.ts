// The clock policy (clockPolicy.ts, decision 0032) and alarms, through the OsmAnd door as a unit
// meets them: a phone 15 minutes fast and a tracker's two-year-old buffered fix are acknowledged
// and visible as the policy says; `alarm=sos` reaches the machine's alert recipients once, in the
// app and by e-mail, however often the unit retries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIngest, type Ingest } from '../../server/src/telemetry/ingest.ts';
import { createTelemetryWorld, IMEI, type TelemetryWorld } from './telemetryFixture.ts';
import { outbox } from './fixture.ts';
import { ignitionRulesFor } from '../../server/src/alerts/shifts.ts';
import { ensureMachineAlerts } from '../../server/src/alerts/alerts.ts';
import { processEvents } from '../../server/src/alerts/deliver.ts';
import { sendEmails } from '../../server/src/alerts/mail/send.ts';
import { createMailer } from '../../server/src/services/mailer.ts';

const NOW = Date.parse('2026-11-18T12:00:00Z');
let world: TelemetryWorld;
let ingest: Ingest;
/** The server's clock (each test sets the moment it receives at). */
let clock = NOW;

beforeAll(async () => {
  world = await createTelemetryWorld();
  await ensureMachineAlerts(world.db, world.companies.alpha);
  ingest = await createIngest(world.db, { clock: () => clock, now: () => clock, ignitionRulesFor });
});
afterAll(async () => {
  await ingest.close();
  await world.close();
});

const send = (query: string) => ingest.app.inject({ method: 'GET', url: `/?id=${IMEI.alpha}&${query}` });
const unit = () =>
  world.db
    .selectFrom('devices')
    .select(['clock_faults', 'clock_fault_ts', 'clock_fault_claimed_ts', 'late_reports', 'last_communication_at'])
    .where('id', '=', world.devices.alpha)
    .executeTakeFirstOrThrow();
const position = (ts: number) =>
  world.db
    .selectFrom('telemetry_positions')
    .select(['ts', 'lat', 'claimed_ts'])
    .where('device_id', '=', world.devices.alpha)
    .where('ts', '=', ts)
    .executeTakeFirst();

describe('the clock policy', () => {
  it('a report 15 minutes ahead: 200, stored at the receive time with the unit’s time beside it, counted on the unit', async () => {
    const ahead = NOW + 15 * 60_000;
    const res = await send(`timestamp=${ahead / 1000}&lat=59.01&lon=18.01`);
    expect(res.statusCode).toBe(200);
    expect(await position(NOW)).toEqual({ ts: NOW, lat: 59.01, claimed_ts: ahead });
    expect(await position(ahead)).toBeUndefined();
    expect(await unit()).toMatchObject({ clock_faults: 1, clock_fault_ts: NOW, clock_fault_claimed_ts: ahead });
    // The retry a unit sends until it sees a 200 would be taken the same way: never a 400 for the clock.
    expect(ingest.counters.rejected).toEqual({});
  });

  it('a fix two years old from a buffer: 200, kept as history at its own time, counted as late', async () => {
    const old = NOW - 2 * 365 * 86_400_000;
    const res = await send(`timestamp=${old / 1000}&lat=59.02&lon=18.02`);
    expect(res.statusCode).toBe(200);
    expect(await position(old)).toEqual({ ts: old, lat: 59.02, claimed_ts: null });
    expect((await unit()).late_reports).toBe(1);
    // History rewrites nothing derived: the machine stays where its latest report put it.
    const latest = await world.db.selectFrom('asset_positions').select(['lat']).where('asset_id', '=', world.assets.alpha[0]).executeTakeFirstOrThrow();
    expect(latest.lat).toBe(59.01);
  });

  it('a reset clock (1999, a GPS week rollover) is moved to the receive time too', async () => {
    clock = NOW + 30_000;
    const res = await send(`timestamp=915148800&lat=59.03&lon=18.03`);
    expect(res.statusCode).toBe(200);
    expect(await position(clock)).toEqual({ ts: clock, lat: 59.03, claimed_ts: 915_148_800_000 });
    expect(await unit()).toMatchObject({ clock_faults: 2, clock_fault_ts: clock, clock_fault_claimed_ts: 915_148_800_000 });
  });

  it('a no-fix heartbeat updates the unit’s last communication and battery', async () => {
    clock = NOW + 60_000;
    const res = await send(`timestamp=${clock / 1000}&valid=false&batt=41`);
    expect(res.statusCode).toBe(200);
    const row = await world.db
      .selectFrom('devices')
      .select(['last_communication_at', 'battery_level'])
      .where('id', '=', world.devices.alpha)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ last_communication_at: new Date(clock).toISOString(), battery_level: 41 });
  });
});

describe('what the operator reads', () => {
  it('a refused report is a log line with the unit and the reason (never a stack for the unit)', async () => {
    const lines: { obj: object; msg: string }[] = [];
    const log = { warn: (obj: object, msg: string) => lines.push({ obj, msg }), error: () => {} };
    const door = await createIngest(world.db, { clock: () => clock, now: () => clock, log });
    try {
      const res = await door.app.inject({ method: 'GET', url: '/?id=999000111&lat=59&lon=18' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('Unknown device');
      expect(lines).toEqual([
        { obj: expect.objectContaining({ identifier: '999000111', reason: 'unknown_device', status: 400 }), msg: 'OsmAnd ingest: Unknown device' },
      ]);
    } finally {
      await door.close();
    }
  });
});

describe('the Telematics tab', () => {
  it('shows the clock faults, the late reports and the latest values the unit sent, with their times', async () => {
    clock = NOW + 90_000;
    expect((await send(`timestamp=${clock / 1000}&lat=59.01&lon=18.01&rpm=1450&fuel=63.5&odometer=1234567&coolantTemp=88`)).statusCode).toBe(200);
    const token = (await world.login('owner@alpha.test')).access_token;
    const res = await world.app.inject({ url: `/api/web/v1/assets/${world.assets.alpha[0]}/telematics`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ clockFaults: 2, lateReports: 1, clockFaultClaimedUserTimeFormatted: '1999/01/01 01:00' });
    expect(data.latestValues).toEqual([
      { key: 'rpm', value: '1450', numericValue: 1450, unit: 'rpm', userTimeFormatted: '2026/11/18 13:01' },
      { key: 'fuel', value: '63.5', numericValue: 63.5, unit: '%', userTimeFormatted: '2026/11/18 13:01' },
      { key: 'odometer', value: '1234567', numericValue: 1234567, unit: 'm', userTimeFormatted: '2026/11/18 13:01' },
      { key: 'coolantTemp', value: '88', numericValue: 88, unit: '°C', userTimeFormatted: '2026/11/18 13:01' },
    ]);
    // Another company's user cannot read them.
    const beta = (await world.login('owner@beta.test')).access_token;
    const other = await world.app.inject({ url: `/api/web/v1/assets/${world.assets.alpha[0]}/telematics`, headers: { authorization: `Bearer ${beta}` } });
    expect(other.statusCode).toBe(404);
  });
});

describe('an alarm from the unit', () => {
  const mailsTo = (to: string) => outbox(world.config).filter((m) => m.file.startsWith('notification-') && m.file.endsWith(`-${to}.eml`));

  it('alarm=sos → one DeviceAlarm event, one notification and one e-mail per recipient, also when the unit retries', async () => {
    const ts = NOW + 120_000;
    for (let i = 0; i < 3; i++) expect((await send(`timestamp=${ts / 1000}&lat=59.01&lon=18.01&alarm=sos`)).statusCode).toBe(200);
    // A retry after a lost answer: the same report, the same event key: nothing new.
    const events = await world.db.selectFrom('machine_events').select(['event_name', 'details']).where('event_name', '=', 'DeviceAlarm').execute();
    expect(events).toEqual([{ event_name: 'DeviceAlarm', details: '{"alarm":"sos"}' }]);
    await processEvents(world.db, { worker: 'w', cooldownMs: 0 });
    await processEvents(world.db, { worker: 'w', cooldownMs: 0 });
    const owner = world.users['owner@alpha.test'].id;
    const notes = await world.db
      .selectFrom('notifications')
      .select(['event_name', 'subject', 'body'])
      .where('user_id', '=', owner)
      .where('event_name', '=', 'DeviceAlarm')
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0].subject).toBe('Alarm from device: A machine 1');
    expect(notes[0].body).toContain('The telematics unit raised the alarm “SOS”');
    const mailer = createMailer(world.config);
    await sendEmails(world.db, mailer, { worker: 'm', publicUrl: 'https://siteline.example' });
    await sendEmails(world.db, mailer, { worker: 'm', publicUrl: 'https://siteline.example' });
    const mails = mailsTo('owner@alpha.test').filter((m) => m.text.includes('Alarm from device'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('The telematics unit raised the alarm');
  });

  it('an alarm word outside Traccar’s list is stored as general with the unit’s word kept', async () => {
    const ts = NOW + 180_000;
    expect((await send(`timestamp=${ts / 1000}&lat=59.01&lon=18.01&alarm=hydraulicPressure`)).statusCode).toBe(200);
    const event = await world.db
      .selectFrom('machine_events')
      .select(['details'])
      .where('event_name', '=', 'DeviceAlarm')
      .where('ts', '=', ts)
      .executeTakeFirstOrThrow();
    expect(event.details).toBe('{"alarm":"general"}');
    const attributes = await world.db.selectFrom('telemetry_attributes').select('attributes').where('ts', '=', ts).executeTakeFirstOrThrow();
    expect(JSON.parse(attributes.attributes)).toEqual({ alarmText: 'hydraulicPressure' });
  });
});

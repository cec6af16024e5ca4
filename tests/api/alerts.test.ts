// Alerts and notifications end to end on the recorded telemetry world (telemetryFixture.ts): place
// alerts with work shifts decide the pipeline's ignition events, the pipeline turns events into one
// notification per recipient and one e-mail each, exactly once across crashes, repeats and two
// workers; a machine jittering on a geofence edge notifies once per cooldown. Runs on SQLite and
// PostgreSQL (vitest projects api:sqlite / api:postgres).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, outbox } from './fixture.ts';
import { placeAlertBody, WEEKDAY_NIGHTS } from './alertFixtures.ts';
import { createTelemetryWorld, type TelemetryWorld } from './telemetryFixture.ts';
import { processBatch } from '../../server/src/telemetry/store.ts';
import { emptyReport, type Report } from '../../server/src/telemetry/pipeline.ts';
import { claimOutbox } from '../../server/src/telemetry/outbox.ts';
import { ignitionRulesFor } from '../../server/src/alerts/shifts.ts';
import { processEvents } from '../../server/src/alerts/deliver.ts';
import { sendEmails } from '../../server/src/alerts/mail/send.ts';
import { processSoonToService, soonMachinesToNotify } from '../../server/src/alerts/soon.ts';
import { createMailer } from '../../server/src/services/mailer.ts';

let world: TelemetryWorld;
const tokens = { alpha: '', user: '', beta: '', revoked: '' };
const ids = { owner: 0, user: 0 };
let A1: number;
const COOLDOWN = 15 * 60_000;
const options = (worker = 'test-1') => ({ worker, cooldownMs: COOLDOWN });

beforeAll(async () => {
  world = await createTelemetryWorld();
  const hash = (await world.db.selectFrom('users').select('password_hash').where('email', '=', 'owner@alpha.test').executeTakeFirstOrThrow()).password_hash;
  await world.db
    .insertInto('users')
    .values({
      uuid: '00000000-0000-4000-8000-0000000000ab',
      company_id: world.companies.alpha,
      email: 'noalerts@alpha.test',
      first_name: 'No',
      last_name: 'Alerts',
      password_hash: hash,
      scope: 'web',
      role: 1,
      extra_permissions: 'revoke:access:alert',
      created_at: new Date().toISOString(),
    })
    .execute();
  tokens.alpha = (await world.login('owner@alpha.test')).access_token;
  tokens.user = (await world.login('user@alpha.test')).access_token;
  tokens.beta = (await world.login('owner@beta.test')).access_token;
  tokens.revoked = (await world.login('noalerts@alpha.test')).access_token;
  ids.owner = world.users['owner@alpha.test'].id;
  ids.user = world.users['user@alpha.test'].id;
  A1 = world.assets.alpha[0];
});
afterAll(() => world.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, token = tokens.alpha) =>
  world.app.inject({ method, url: `/api/web/v1/notifications${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const weekdays = WEEKDAY_NIGHTS;
const placeAlert = (placeId: number, extra: object = {}) => placeAlertBody(placeId, [ids.owner], extra);

/** A-1's reports: `fields` per minute from local time `from` (Stockholm, UTC+1 in November). */
const minutes = (isoLocal: string, count: number, fields: (i: number) => Partial<Report>, stepMs = 60_000): Report[] =>
  Array.from({ length: count }, (_, i) => ({
    ...emptyReport(Date.parse(`${isoLocal}+01:00`) + i * stepMs),
    lat: 59.0,
    accuracy: 5,
    satellites: 10,
    ...fields(i),
  }));
const ingest = (reports: Report[]) =>
  processBatch(
    world.db,
    reports.map((report) => ({ deviceId: world.devices.alpha, report })),
    { ignitionRulesFor, now: () => Date.now() },
  );
const notificationsOf = (userId: number) => world.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const mailsTo = (to: string) => outbox(world.config).filter((m) => m.file.startsWith('notification-') && m.file.endsWith(`-${to}.eml`));

describe('alert calls: access and company scope', () => {
  it('the grid lists the company’s machine alerts (created on first use)', async () => {
    const res = await api('POST', '/alerts', { start: 0, limit: 100 });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.data as { name: string; alertType: string }[];
    expect(rows.map((r) => r.name)).toEqual([
      'Alarm from device',
      'Battery main switch off',
      'Low battery voltage',
      'Movement without ignition',
      'Power supply disconnected',
      'Soon to service',
    ]);
    expect(rows.every((r) => r.alertType === 'Machine')).toBe(true);
  });

  it('an asset alert reads and saves; another company’s id is a 404; without access:alert a 403', async () => {
    const grid = (await api('POST', '/alerts', { start: 0, limit: 100 })).json().data.data as { id: number; machineAlertType: string }[];
    const low = grid.find((r) => r.machineAlertType === 'LowBatteryVoltage')!;
    const read = (await api('GET', `/assets/alerts/${low.id}`)).json().data;
    expect(read).toMatchObject({ id: low.id, name: 'Low battery voltage', enabled: true, notifyAllNewUsers: true });
    // First recipients: the company's users when the alerts were created.
    expect(read.notificationUsers.filter((u: { active: boolean }) => u.active).length).toBeGreaterThanOrEqual(2);
    const saved = await api('PUT', `/assets/alerts/${low.id}`, {
      enabled: true,
      notifyAllNewUsers: false,
      notificationUsers: [{ id: ids.owner, active: true }],
    });
    expect(saved.statusCode).toBe(200);
    expect(
      saved
        .json()
        .data.notificationUsers.filter((u: { active: boolean }) => u.active)
        .map((u: { id: number }) => u.id),
    ).toEqual([ids.owner]);

    expect((await api('GET', `/assets/alerts/${low.id}`, undefined, tokens.beta)).statusCode).toBe(404);
    expect((await api('PUT', `/assets/alerts/${low.id}`, { enabled: false, notifyAllNewUsers: false, notificationUsers: [] }, tokens.beta)).statusCode).toBe(
      404,
    );
    expect((await api('GET', `/assets/alerts/${low.id}`, undefined, tokens.revoked)).statusCode).toBe(403);
    expect((await api('POST', '/alerts', { start: 0, limit: 100 }, tokens.revoked)).statusCode).toBe(403);
    // A user of another company is not a valid recipient.
    const stranger = await api('PUT', `/assets/alerts/${low.id}`, {
      enabled: true,
      notifyAllNewUsers: false,
      notificationUsers: [{ id: world.users['owner@beta.test'].id, active: true }],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.fields.notificationUsers).toBeDefined();
  });

  it('bounded bodies: 400 with field messages, never 500', async () => {
    const tooMany = await api('POST', '/places/alerts', placeAlert(world.places.depot, { triggers: { workShifts: Array(15).fill(weekdays), holidays: [] } }));
    expect(tooMany.statusCode).toBe(400);
    const badTime = await api(
      'POST',
      '/places/alerts',
      placeAlert(world.places.depot, { triggers: { workShifts: [{ ...weekdays, startPlaceTime: '24:00' }], holidays: [] } }),
    );
    expect(badTime.statusCode).toBe(400);
    const noDay = await api(
      'POST',
      '/places/alerts',
      placeAlert(world.places.depot, {
        triggers: { workShifts: [{ ...weekdays, monday: false, tuesday: false, wednesday: false, thursday: false, friday: false }], holidays: [] },
      }),
    );
    expect(noDay.statusCode).toBe(400);
    expect(Object.keys(noDay.json().error.fields)).toEqual(['triggers.workShifts[0]']);
    const badDay = await api('POST', '/places/alerts', placeAlert(world.places.depot, { triggers: { workShifts: [], holidays: ['2026-02-30'] } }));
    expect(badDay.statusCode).toBe(400);
    expect((await api('GET', '/notifications/0/101')).statusCode).toBe(400);
    expect((await api('PUT', '/notifications/subscribe', { id: 1, notificationType: 1 })).statusCode).toBe(400);
  });

  it('place alerts: create, read, one per place, another company’s place or alert is a 404, delete', async () => {
    expect((await api('POST', '/places/alerts', placeAlert(world.places.betaDepot))).statusCode).toBe(404);
    const created = await api(
      'POST',
      '/places/alerts',
      placeAlert(world.places.site, { triggerOnEnter: true, triggers: { workShifts: [], holidays: ['2026-12-24'] } }),
    );
    expect(created.statusCode).toBe(200);
    const alert = created.json().data;
    expect(alert).toMatchObject({
      placeId: world.places.site,
      placeName: 'Kv. Gasklockan',
      placeTimeZone: 'Europe/Stockholm',
      triggerOnEnter: true,
      triggers: { holidays: ['2026-12-24'] },
    });
    expect((await api('POST', '/places/alerts', placeAlert(world.places.site))).statusCode).toBe(400);
    // The place names its alert (Place.alertId), and none once it is deleted (below).
    const placeAlertId = async () =>
      (await world.app.inject({ method: 'GET', url: `/api/web/v1/places/${world.places.site}`, headers: bearer(tokens.alpha) })).json().data.alertId;
    expect(await placeAlertId()).toBe(alert.id);
    const updated = await api('POST', '/places/alerts', placeAlert(world.places.site, { id: alert.id, triggerOnExit: true }));
    expect(updated.json().data).toMatchObject({
      id: alert.id,
      triggerOnExit: true,
      triggers: { workShifts: [{ ...weekdays, workShiftId: expect.any(Number) }] },
    });
    expect((await api('GET', `/places/alerts/${alert.id}`, undefined, tokens.beta)).statusCode).toBe(404);
    expect((await api('DELETE', `/places/alerts/${alert.id}`, undefined, tokens.beta)).statusCode).toBe(404);
    expect((await api('POST', '/places/alerts', placeAlert(world.places.betaDepot, { id: alert.id }), tokens.beta)).statusCode).toBe(404);
    expect((await api('DELETE', `/places/alerts/${alert.id}`)).json().data).toEqual({ id: alert.id });
    expect((await api('GET', `/places/alerts/${alert.id}`)).statusCode).toBe(404);
    expect(await placeAlertId()).toBeNull();
  });
});

describe('the pipeline: an engine start at 02:00 in a place with the weekday preset', () => {
  let depotAlert: number;
  beforeAll(async () => {
    depotAlert = (await api('POST', '/places/alerts', placeAlert(world.places.depot))).json().data.id;
    // Wednesday 2026-11-18: parked in the depot, engine on at 02:00 (Tuesday night's window), off 02:05.
    await ingest([
      ...minutes('2026-11-18T01:58:00', 2, () => ({ lng: 18.0, ignition: false, speed: 0, extVoltage: 24.5 })),
      ...minutes('2026-11-18T02:00:00', 5, () => ({ lng: 18.0, ignition: true, speed: 0, extVoltage: 27.9 })),
      ...minutes('2026-11-18T02:05:00', 1, () => ({ lng: 18.0, ignition: false, speed: 0, extVoltage: 24.5 })),
    ]);
  });

  it('the seam raised IgnitionOnNonWorkingHours for the depot (not for the region without an alert)', async () => {
    const events = await world.db
      .selectFrom('machine_events')
      .select(['event_name', 'place_id'])
      .where('asset_id', '=', A1)
      .where('event_name', 'like', 'IgnitionOn%')
      .execute();
    expect(events).toEqual([{ event_name: 'IgnitionOnNonWorkingHours', place_id: world.places.depot }]);
  });

  it('a crashed worker’s claim is taken over after its lease; one notification, one e-mail job', async () => {
    // A worker claims the rows and dies before its transaction commits.
    const claimed = await claimOutbox(world.db, { topics: ['machine-event'], worker: 'dead', leaseMs: 60_000 });
    expect(claimed.length).toBeGreaterThan(0);
    expect(await processEvents(world.db, options())).toBe(0);
    // The lease runs out (moved into the past here), and another worker takes them over.
    await world.db
      .updateTable('telemetry_outbox')
      .set({ claimed_until_ts: Date.now() - 1 })
      .where('claimed_by', '=', 'dead')
      .execute();
    const handled = await processEvents(world.db, options());
    expect(handled).toBe(claimed.length);
    const mine = await notificationsOf(ids.owner);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ alert_id: depotAlert, event_name: 'IgnitionOnNonWorkingHours', asset_id: A1, kind: 'Event' });
    expect(mine[0].subject).toBe('Ignition on outside working hours: A machine 1');
    expect(mine[0].body).toContain('Depå Söder');
    expect(mine[0].body).toContain('2026/11/18 02:00');
    expect(await notificationsOf(ids.user)).toHaveLength(0);
    expect(await world.db.selectFrom('notification_emails').select('to_address').execute()).toEqual([{ to_address: 'owner@alpha.test' }]);
  });

  it('sends the e-mail once, also when a crash after sending makes it send again', async () => {
    const mailer = createMailer(world.config);
    expect(await sendEmails(world.db, mailer, { worker: 'm1', publicUrl: 'https://siteline.example' })).toBe(1);
    expect(await sendEmails(world.db, mailer, { worker: 'm1', publicUrl: 'https://siteline.example' })).toBe(0);
    const mails = mailsTo('owner@alpha.test');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Subject: Ignition on outside working hours: A machine 1');
    expect(mails[0].text).toContain(`https://siteline.example/map?assetId=${A1}`);
    // Crash between the mailer and the "sent" mark: the job is due again and goes out again…
    await world.db.updateTable('notification_emails').set({ sent_ts: null, claimed_until_ts: null }).execute();
    expect(await sendEmails(world.db, mailer, { worker: 'm2', publicUrl: 'https://siteline.example' })).toBe(1);
    // …under the same message id: still one message in the outbox.
    expect(mailsTo('owner@alpha.test')).toHaveLength(1);
  });

  it('the notification log: newest first, isNew until the last-read time, other users see nothing', async () => {
    const page = (await api('GET', '/notifications/0/100')).json().data;
    expect(page).toMatchObject({ total: 1, newCount: 1, lastReadUtcTime: null });
    expect(page.items[0]).toMatchObject({ kind: 'Event', assetId: A1, link: `/map?assetId=${A1}`, isNew: true, userTimeFormatted: expect.any(String) });
    expect((await api('GET', '/notifications/0/100', undefined, tokens.user)).json().data.total).toBe(0);
    expect((await api('GET', '/notifications/0/100', undefined, tokens.beta)).json().data.total).toBe(0);
    const read = await api('PATCH', '/notifications/updateLastReadTime');
    expect(read.statusCode).toBe(200);
    const after = (await api('GET', '/notifications/0/100')).json().data;
    expect(after).toMatchObject({ total: 1, newCount: 0 });
    expect(after.items[0].isNew).toBe(false);
  });

  it('replaying the same reports and running two workers at once adds nothing', async () => {
    await ingest(minutes('2026-11-18T02:00:00', 5, () => ({ lng: 18.0, ignition: true, speed: 0, extVoltage: 27.9 })));
    const [a, b] = await Promise.all([processEvents(world.db, options('w-a')), processEvents(world.db, options('w-b'))]);
    expect(a + b).toBe(0);
    expect(await notificationsOf(ids.owner)).toHaveLength(1);
  });

  it('a holiday raises IgnitionOnHoliday instead', async () => {
    await api('POST', '/places/alerts', placeAlert(world.places.depot, { id: depotAlert, triggers: { workShifts: [weekdays], holidays: ['2026-11-19'] } }));
    await ingest([
      ...minutes('2026-11-19T10:00:00', 3, () => ({ lng: 18.0, ignition: true, speed: 0, extVoltage: 27.9 })),
      ...minutes('2026-11-19T10:03:00', 1, () => ({ lng: 18.0, ignition: false, speed: 0, extVoltage: 24.5 })),
    ]);
    expect(await processEvents(world.db, options())).toBeGreaterThan(0);
    expect((await notificationsOf(ids.owner)).map((n) => n.event_name)).toEqual(['IgnitionOnNonWorkingHours', 'IgnitionOnHoliday']);
  });
});

describe('no storm on a jittering geofence edge', () => {
  it('entries and exits every 30 s notify once each per cooldown', async () => {
    const depot = (await world.db.selectFrom('alerts').select('id').where('alert_key', '=', `place:${world.places.depot}`).executeTakeFirstOrThrow()).id;
    await api(
      'POST',
      '/places/alerts',
      placeAlert(world.places.depot, { id: depot, triggerOnEnter: true, triggerOnExit: true, triggers: { workShifts: [], holidays: [] } }),
    );
    const before = (await notificationsOf(ids.owner)).length;
    // Friday 2026-11-20 12:00-12:10: on the depot's east edge (18.01), in and out every 30 s.
    await ingest(minutes('2026-11-20T12:00:00', 20, (i) => ({ lng: i % 2 === 0 ? 18.0105 : 18.0095, ignition: false, speed: 0, extVoltage: 24.5 }), 30_000));
    const crossings = await world.db
      .selectFrom('machine_events')
      .select('id')
      .where('asset_id', '=', A1)
      .where('place_id', '=', world.places.depot)
      .where('ts', '>=', Date.parse('2026-11-20T12:00:00+01:00'))
      .execute();
    expect(crossings.length).toBeGreaterThan(4);
    await processEvents(world.db, options());
    const added = (await notificationsOf(ids.owner)).slice(before).map((n) => n.event_name);
    expect(added.sort()).toEqual(['ArtiqGeofenceEntry', 'ArtiqGeofenceExit']);
  });
});

describe('subscriptions', () => {
  it('getConfiguration lists the alerts that notify the caller; switches flip one channel; other alerts are a 404', async () => {
    const config = (await api('GET', '/notifications/getConfiguration')).json().data.items as {
      id: number;
      name: string;
      alertType: string;
      emailNotification: boolean;
    }[];
    const depot = config.find((c) => c.alertType === 'Place')!;
    expect(depot).toMatchObject({ name: 'Depå Söder', emailNotification: true, uiNotification: true });
    const off = await world.app.inject({
      method: 'DELETE',
      url: `/api/web/v1/notifications/notifications/unsubscribe?id=${depot.id}&notificationType=0`,
      headers: bearer(tokens.alpha),
    });
    expect(off.json().data).toEqual({ id: depot.id, emailNotification: false, uiNotification: true });
    // user@alpha is not a recipient of the depot alert; beta cannot see it at all.
    expect((await api('PUT', '/notifications/subscribe', { id: depot.id, notificationType: 0 }, tokens.user)).statusCode).toBe(404);
    expect((await api('PUT', '/notifications/subscribe', { id: depot.id, notificationType: 3 }, tokens.beta)).statusCode).toBe(404);
    // E-mail off: the next event notifies in the app only.
    const jobs = (await world.db.selectFrom('notification_emails').select('id').execute()).length;
    await ingest(minutes('2026-11-20T14:00:00', 1, () => ({ lng: 18.03, ignition: false, speed: 0, extVoltage: 24.5 })));
    await processEvents(world.db, options());
    expect((await notificationsOf(ids.owner)).at(-1)!.event_name).toBe('ArtiqGeofenceExit');
    expect((await world.db.selectFrom('notification_emails').select('id').execute()).length).toBe(jobs);
    const on = await api('PUT', '/notifications/subscribe', { id: depot.id, notificationType: 0 });
    expect(on.json().data).toEqual({ id: depot.id, emailNotification: true, uiNotification: true });
  });
});

describe('a deleted place', () => {
  it('takes its alert with it: no longer in the alerts or anyone’s notification settings', async () => {
    const ring = [
      { latitude: 61.0, longitude: 16.0 },
      { latitude: 61.0, longitude: 16.02 },
      { latitude: 61.02, longitude: 16.02 },
    ];
    const placeCall = (method: 'POST' | 'DELETE', payload: object) =>
      world.app.inject({ method, url: '/api/web/v1/places', headers: bearer(tokens.alpha), payload });
    const place = (await placeCall('POST', { name: 'Kv. Tillfällig', placeType: 1, geofence: ring })).json().data;
    const alert = (await api('POST', '/places/alerts', placeAlert(place.id))).json().data;
    const listed = async () =>
      ((await api('GET', '/notifications/getConfiguration')).json().data.items as { id: number; name: string }[]).find((c) => c.id === alert.id);
    expect(await listed()).toMatchObject({ name: 'Kv. Tillfällig' });
    expect((await placeCall('DELETE', { id: place.id })).statusCode).toBe(200);
    expect(await listed()).toBeUndefined();
    expect((await api('GET', `/places/alerts/${alert.id}`)).statusCode).toBe(404);
    expect(await world.db.selectFrom('alert_recipients').select('user_id').where('alert_id', '=', alert.id).execute()).toEqual([]);
  });
});

describe('soon to service', () => {
  it('a machine turning Soon notifies once per due day, linking /service?quickFilter=Soon', async () => {
    const A2 = world.assets.alpha[1];
    await world.db.updateTable('assets').set({ service_status: 2, service_due_day: '2026-12-01' }).where('id', '=', A2).execute();
    expect(await processSoonToService(world.db, options())).toBeGreaterThan(0);
    expect(await processSoonToService(world.db, options())).toBe(0);
    const page = (await api('GET', '/notifications/0/100', undefined, tokens.user)).json().data;
    const soon = page.items.find((n: { kind: string }) => n.kind === 'SoonToService');
    expect(soon).toMatchObject({ assetId: A2, link: '/service?quickFilter=Soon', subject: 'Soon to service: A machine 2', isNew: true });
    // Beta's users hear nothing about Alpha's machines.
    expect((await api('GET', '/notifications/0/100', undefined, tokens.beta)).json().data.total).toBe(0);
  });

  it('mails only activated users: an invited user who never activated gets the notification in the app, no e-mail', async () => {
    const invited = (
      await world.db
        .insertInto('users')
        .values({
          uuid: '00000000-0000-4000-8000-0000000000ac',
          company_id: world.companies.alpha,
          email: 'invited@alpha.test',
          first_name: 'Invited',
          last_name: 'Later',
          password_hash: null,
          scope: 'web',
          role: 1,
          extra_permissions: '',
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const alert = await world.db
      .selectFrom('alerts')
      .select('id')
      .where('company_id', '=', world.companies.alpha)
      .where('alert_key', '=', 'machine:SoonToService')
      .executeTakeFirstOrThrow();
    await world.db.insertInto('alert_recipients').values({ alert_id: alert.id, user_id: invited }).execute();
    const A3 = world.assets.alpha[2];
    await world.db.updateTable('assets').set({ service_status: 2, service_due_day: '2026-12-02' }).where('id', '=', A3).execute();
    expect(await processSoonToService(world.db, options())).toBeGreaterThan(0);
    const [notification] = (await notificationsOf(invited)).filter((n) => n.asset_id === A3);
    expect(notification).toBeDefined();
    expect(await world.db.selectFrom('notification_emails').select('id').where('notification_id', '=', notification.id).execute()).toEqual([]);
    // An activated recipient of the same notification is mailed.
    const mailed = await world.db
      .selectFrom('notification_emails as e')
      .innerJoin('notifications as n', 'n.id', 'e.notification_id')
      .select('e.to_address')
      .where('n.asset_id', '=', A3)
      .execute();
    expect(mailed.length).toBeGreaterThan(0);
    expect(mailed.map((m) => m.to_address)).not.toContain('invited@alpha.test');
  });

  it('marks a notified machine with its due key: one that stays Soon is not read again, a new due day is', async () => {
    const A3 = world.assets.alpha[2];
    const pending = async () => (await soonMachinesToNotify(world.db)).map((a) => a.id);
    const soonAlert = (enabled: number) =>
      world.db
        .updateTable('alerts')
        .set({ enabled })
        .where('company_id', '=', world.companies.alpha)
        .where('alert_key', '=', 'machine:SoonToService')
        .execute();
    const notified = async (key: string) =>
      (await world.db.selectFrom('notifications').select('id').where('source_key', '=', `soon:${A3}:${key}`).execute()).length;

    await world.db.updateTable('assets').set({ service_status: 2, service_due_day: '2026-12-05' }).where('id', '=', A3).execute();
    expect(await pending()).toContain(A3);
    expect(await processSoonToService(world.db, options())).toBeGreaterThan(0);
    expect(await pending()).not.toContain(A3);
    expect(await world.db.selectFrom('soon_service_marks').select(['due_day', 'due_hours']).where('asset_id', '=', A3).executeTakeFirst()).toEqual({
      due_day: '2026-12-05',
      due_hours: null,
    });
    const first = await notified('2026-12-05');
    expect(first).toBeGreaterThan(0);
    expect(await processSoonToService(world.db, options())).toBe(0);

    // The due day moves: read again, notified under the new key, marked again.
    await world.db.updateTable('assets').set({ service_due_day: '2026-12-09' }).where('id', '=', A3).execute();
    expect(await pending()).toContain(A3);
    expect(await processSoonToService(world.db, options())).toBe(first);
    expect(await pending()).not.toContain(A3);

    // With the alert off nothing is marked: the machine is notified once the alert is on again.
    await soonAlert(0);
    await world.db.updateTable('assets').set({ service_due_day: '2026-12-12' }).where('id', '=', A3).execute();
    expect(await processSoonToService(world.db, options())).toBe(0);
    expect(await pending()).toContain(A3);
    await soonAlert(1);
    expect(await processSoonToService(world.db, options())).toBe(first);
    expect(await notified('2026-12-12')).toBe(first);
    expect(await pending()).not.toContain(A3);
  });
});

// History notifies nobody (issue 24): the first start writes the demo seed and the simulator's
// history (here 60 machines and two weeks); each marks what it leaves Soon to service as known, so
// the first start sends no mail at all; without those marks the same machines would each have been
// news, and would still reach each person as one digest. An AEMP import, the other bulk write of
// machine data, writes no machine events. Runs on SQLite and PostgreSQL.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processEvents } from '../../server/src/alerts/deliver.ts';
import { sendEmails } from '../../server/src/alerts/mail/send.ts';
import { processSoonToService, soonMachinesToNotify } from '../../server/src/alerts/soon.ts';
import { loadConfig, type Config } from '../../server/src/config.ts';
import type { Db } from '../../server/src/db/database.ts';
import { seed } from '../../server/src/seed/generate.ts';
import { createMailer } from '../../server/src/services/mailer.ts';
import { prepareTelemetry, type PreparedTelemetry } from '../../server/src/telemetry/runtime.ts';
import { bearer, createWorld, type World } from './fixture.ts';
import { newMails, outboxFiles } from './mailClient.ts';
import { createTestDatabase, type TestDatabase } from './testDatabase.ts';

const ORIGIN = 'https://siteline.example';
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const count = async (db: Db, table: 'notifications' | 'notification_emails' | 'telemetry_outbox') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the first start: the demo seed and the simulator’s history', () => {
  let database: TestDatabase;
  let db: Db;
  let config: Config;
  let prepared: PreparedTelemetry;
  const soonIds = async () =>
    (await db.selectFrom('assets').select('id').where('service_status', '=', 2).where('archived_at', 'is', null).orderBy('id').execute()).map((a) => a.id);
  const markedIds = async () => (await db.selectFrom('soon_service_marks').select('asset_id').orderBy('asset_id').execute()).map((m) => m.asset_id);
  let afterSeed: { soon: number[]; marked: number[] };
  let soon: number[];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    config = loadConfig({ dataDir: mkdtempSync(join(tmpdir(), 'siteline-history-')), simulator: true, simulatorHistoryDays: 14, ingestPort: 0 });
    await seed(db, { assets: 60 });
    afterSeed = { soon: await soonIds(), marked: await markedIds() };
    // The history on a fleet whose Soon machines nobody marked (a fleet that came from elsewhere):
    // the runtime marks them itself after the backfill.
    await db.deleteFrom('soon_service_marks').execute();
    // What main.ts runs before the server listens: the history, service status from it, the marks.
    prepared = await prepareTelemetry(db, config, quiet);
    soon = await soonIds();
  });
  afterAll(async () => {
    await prepared.close();
    await database.drop();
  });

  it('the seed marks the machines it leaves Soon to service as known', () => {
    expect(afterSeed.soon.length).toBeGreaterThan(0);
    expect(afterSeed.marked).toEqual(afterSeed.soon);
  });

  it('the simulator’s history leaves machines Soon, all known: no notification, no e-mail job, no mail', async () => {
    expect(soon.length).toBeGreaterThan(0);
    expect(await soonMachinesToNotify(db)).toEqual([]);
    expect(await markedIds()).toEqual(expect.arrayContaining(soon));
    // The history's machine events went to no outbox; the pipeline's steps find nothing to do.
    expect(await count(db, 'telemetry_outbox')).toBe(0);
    expect(await processEvents(db, { worker: 'history', cooldownMs: 0 })).toBe(0);
    expect(await processSoonToService(db, { worker: 'history', cooldownMs: 0 })).toBe(0);
    expect(await sendEmails(db, createMailer(config), { worker: 'history', publicUrl: ORIGIN })).toBe(0);
    expect(await count(db, 'notifications')).toBe(0);
    expect(await count(db, 'notification_emails')).toBe(0);
    expect(outboxFiles(config)).toEqual([]);
  });

  it('without the marks the same machines would be news, and would still reach each person as one digest', async () => {
    await db.deleteFrom('soon_service_marks').execute();
    const notified = await processSoonToService(db, { worker: 'live', cooldownMs: 0 });
    expect(notified).toBeGreaterThan(0);
    const perUser = await db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .innerJoin('notification_emails as e', 'e.notification_id', 'n.id')
      .select(['u.email', 'u.language_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['u.email', 'u.language_id'])
      .execute();
    const mailed = new Set<number>();
    while ((await sendEmails(db, createMailer(config), { worker: 'live', publicUrl: ORIGIN, mailed })) > 0);
    const mails = await newMails(config, []);
    expect(mails.map((m) => m.to).sort()).toEqual(perUser.map((u) => u.email).sort());
    const digest: Record<number, (n: number) => string> = {
      1: (n) => `Siteline: ${n} new notifications`,
      2: (n) => `Siteline: ${n} nya aviseringar`,
      3: (n) => `Siteline: ${n} nye varsler`,
    };
    for (const u of perUser) {
      const mail = mails.find((m) => m.to === u.email)!;
      const n = Number(u.n);
      // The demo users read Swedish, Norwegian or English; a single machine keeps its own mail's shape.
      if (n > 1) expect(mail.subject).toBe(digest[u.language_id](n));
      else expect(mail.subject).toMatch(/^(Soon to service|Snart service): /);
      expect(mail.textLinks.filter((l) => l.includes('quickFilter=Soon'))).toHaveLength(n);
    }
  });
});

describe('an AEMP import', () => {
  let world: World;
  beforeAll(async () => {
    world = await createWorld();
  });
  afterAll(() => world.close());

  it('writes hours and positions but no machine events: nobody is notified', async () => {
    const owner = (await world.login('owner@alpha.test')).access_token;
    const added = await world.app.inject({
      method: 'PUT',
      url: '/api/web/v1/integrations',
      headers: bearer(owner),
      payload: { integrations: [{ providerId: 'volvo-caretrack', name: 'CareTrack' }] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const integration = (added.json().data as { id: number; name: string }[]).find((i) => i.name === 'CareTrack')!.id;
    const at = '2026-11-20T05:40:00Z';
    const content = `<?xml version="1.0" encoding="UTF-8"?>
<Fleet xmlns="http://standards.iso.org/iso/15143/-3" version="1" snapshotTime="${at}">
  <Equipment>
    <EquipmentHeader><OEMName>Volvo</OEMName><Model>EC220E</Model><EquipmentID>CT-0001</EquipmentID><SerialNumber>SN1</SerialNumber></EquipmentHeader>
    <Location datetime="${at}"><Latitude>59.3</Latitude><Longitude>18.1</Longitude></Location>
    <CumulativeOperatingHours datetime="${at}"><Hour>4321</Hour></CumulativeOperatingHours>
  </Equipment>
</Fleet>
`;
    const imported = await world.app.inject({
      method: 'POST',
      url: `/api/web/v1/integrations/${integration}/aemp`,
      headers: bearer(owner),
      payload: { fileName: 'fleet.xml', content, defaultCategory: 1 },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toMatchObject({ total: 1, created: 1 });
    const machine = await world.db.selectFrom('assets').select(['id', 'engine_hours']).where('name', '=', 'CT-0001').executeTakeFirstOrThrow();
    expect(Number(machine.engine_hours)).toBe(4321);
    expect(await world.db.selectFrom('machine_events').select('id').where('asset_id', '=', machine.id).execute()).toEqual([]);
    expect(await count(world.db, 'telemetry_outbox')).toBe(0);
    expect(await processEvents(world.db, { worker: 'aemp', cooldownMs: 0 })).toBe(0);
    expect(await count(world.db, 'notifications')).toBe(0);
  });
});

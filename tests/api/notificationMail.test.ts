// Notification e-mails as a mail client reads them (issue 24): the .eml files the pipeline writes,
// parsed with a MIME parser (mailClient.ts), in each recipient's language, text and HTML parts with
// the same links, every link followed against the running server (the app's page, its route, the
// calls its screen makes, as the recipient). A burst of 98 machines turning Soon gives one digest per
// person and poll; recipients no longer active get nothing; a digest repeated after a crash is the
// same mail. Runs on SQLite and PostgreSQL. History that notifies nobody: notificationHistory.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { processEvents } from '../../server/src/alerts/deliver.ts';
import { sendEmails } from '../../server/src/alerts/mail/send.ts';
import { ignitionRulesFor } from '../../server/src/alerts/shifts.ts';
import { processSoonToService } from '../../server/src/alerts/soon.ts';
import { UserRole } from '../../server/src/domain/permissions.ts';
import { DIST_DIR } from '../../server/src/paths.ts';
import { createMailer } from '../../server/src/services/mailer.ts';
import { emptyReport } from '../../server/src/telemetry/pipeline.ts';
import { processBatch } from '../../server/src/telemetry/store.ts';
import { bearer } from './fixture.ts';
import { placeAlertBody } from './alertFixtures.ts';
import { linkFollower, newMails, outboxFiles, readMail, type ReadMail, type Reader } from './mailClient.ts';
import { addAlphaReader, createTelemetryWorld, local, type TelemetryWorld } from './telemetryFixture.ts';

const ORIGIN = 'https://siteline.example';
const PEOPLE = {
  owner: { email: 'owner@alpha.test', role: UserRole.Owner },
  user: { email: 'user@alpha.test', role: UserRole.User },
  svensk: { email: 'svensk@alpha.test', role: UserRole.User, language: 2, timeZone: 'Europe/Stockholm' },
  norsk: { email: 'norsk@alpha.test', role: UserRole.User, language: 3, timeZone: 'Europe/Oslo' },
} as const;
type Person = keyof typeof PEOPLE;

let world: TelemetryWorld;
let web: Awaited<ReturnType<typeof buildApp>>;
let spaIndex: string;
const readers = {} as Record<Person, Reader>;
let A1: number;

beforeAll(async () => {
  // The recorded days are not needed: the event below is ingested on its own.
  world = await createTelemetryWorld({ process: false });
  for (const [n, p] of [PEOPLE.svensk, PEOPLE.norsk].entries())
    await addAlphaReader(world, { ...p, languageId: p.language }, `00000000-0000-4000-8000-0000000001${n}0`);
  for (const [key, p] of Object.entries(PEOPLE) as [Person, (typeof PEOPLE)[Person]][])
    readers[key] = { token: (await world.login(p.email)).access_token, role: p.role };
  // The app as `npm start` serves it: API, GraphQL and the built SPA, which the links open.
  web = await buildApp({ db: world.db, config: world.config, withFrontends: true });
  await web.ready();
  spaIndex = readFileSync(join(DIST_DIR, 'index.html'), 'utf8');
  A1 = world.assets.alpha[0];
});
afterAll(async () => {
  await web.close();
  await world.close();
});

const mailer = () => createMailer(world.config);
/** One mail poll as the runtime runs it: rounds until one sends nothing, sharing who was mailed. */
async function mailPoll(): Promise<ReadMail[]> {
  const before = outboxFiles(world.config);
  const mailed = new Set<number>();
  while ((await sendEmails(world.db, mailer(), { worker: 'mail-test', publicUrl: ORIGIN, mailed })) > 0);
  return newMails(world.config, before);
}
const byRecipient = (mails: ReadMail[]) => Object.fromEntries(mails.map((m) => [m.to, m]));
const personOf = (email: string) => (Object.keys(PEOPLE) as Person[]).find((k) => PEOPLE[k].email === email)!;

/** The mail's text and HTML parts carry the same links; each is followed as its recipient. */
async function followAll(mail: ReadMail) {
  expect(mail.htmlLinks).toEqual(mail.textLinks);
  const follow = linkFollower(web, ORIGIN, spaIndex);
  const screens = [];
  for (const link of mail.textLinks) screens.push(await follow(link, readers[personOf(mail.to)]));
  return screens;
}

/** Machines of Alpha turned Soon to service with due days from 2026-12-01 (live: no marks). */
async function soonMachines(count: number, prefix: string): Promise<number[]> {
  const rows = await world.db
    .insertInto('assets')
    .values(
      Array.from({ length: count }, (_, i) => ({
        company_id: world.companies.alpha,
        internal_id: `${prefix}-${i + 1}`,
        name: `${prefix} loader ${i + 1}`,
        brand: 'Volvo',
        model: 'L120H',
        category: 1,
        timezone: 'Europe/Stockholm',
        created_at: '2026-11-01T00:00:00.000Z',
        service_status: 2,
        service_due_day: `2026-12-${String((i % 28) + 1).padStart(2, '0')}`,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

describe('an event: one mail to each recipient, in their language', () => {
  it('text and HTML parts, subject and Content-Language per recipient; every link opens the machine', async () => {
    const alert = await world.app.inject({
      method: 'POST',
      url: '/api/web/v1/notifications/places/alerts',
      headers: bearer(readers.owner.token),
      payload: placeAlertBody(
        world.places.depot,
        (['owner', 'svensk', 'norsk'] as const).map((p) => world.users[PEOPLE[p].email].id),
      ),
    });
    expect(alert.statusCode, alert.body).toBe(200);
    // A-1 parked in the depot, engine on at 02:00 on Wednesday 2026-11-18 (outside the weekday shift).
    const report = (hhmm: string, ignition: boolean) => ({
      ...emptyReport(local('2026-11-18', hhmm)),
      lat: 59.0,
      lng: 18.0,
      accuracy: 5,
      satellites: 10,
      ignition,
      speed: 0,
    });
    await processBatch(
      world.db,
      [report('01:59', false), report('02:00', true), report('02:05', false)].map((r) => ({ deviceId: world.devices.alpha, report: r })),
      {
        ignitionRulesFor,
      },
    );
    while ((await processEvents(world.db, { worker: 'events', cooldownMs: 0 })) > 0);

    const mails = byRecipient(await mailPoll());
    expect(Object.keys(mails).sort()).toEqual([PEOPLE.norsk.email, PEOPLE.owner.email, PEOPLE.svensk.email]);
    const expected = {
      owner: {
        language: 'en',
        subject: 'Ignition on outside working hours: A machine 1',
        body: 'Ignition turned on at Depå Söder outside its working hours. A machine 1, 2026/11/18 02:00.',
        open: 'Open in Siteline',
      },
      svensk: {
        language: 'sv',
        subject: 'Tändning på utanför arbetstid: A machine 1',
        body: 'Tändningen slogs på vid Depå Söder utanför platsens arbetstid. A machine 1, 2026/11/18 02:00.',
        open: 'Öppna i Siteline',
      },
      norsk: {
        language: 'nb',
        subject: 'Tenning på utenfor arbeidstid: A machine 1',
        body: 'Tenningen ble slått på ved Depå Söder utenfor stedets arbeidstid. A machine 1, 2026/11/18 02:00.',
        open: 'Åpne i Siteline',
      },
    };
    for (const [person, want] of Object.entries(expected) as [Person, (typeof expected)['owner']][]) {
      const mail = mails[PEOPLE[person].email];
      const notification = await world.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', world.users[mail.to].id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      // One notification keeps its own mail: its id names the file and the Message-ID.
      expect(mail.file).toBe(`notification-${notification.id}-${mail.to}.eml`);
      expect(mail.messageId).toBe(`<notification-${notification.id}@siteline>`);
      expect({ subject: mail.subject, language: mail.language, htmlLang: mail.htmlLang }).toEqual({
        subject: want.subject,
        language: want.language,
        htmlLang: want.language,
      });
      expect(mail.text.startsWith(`${want.body}\n\n${want.open}: ${ORIGIN}/map?assetId=${A1}\n`)).toBe(true);
      expect(mail.html).toContain(want.body);
      expect(mail.html).toContain(`>${want.open}</a>`);
      const screens = await followAll(mail);
      expect(screens).toEqual([
        { path: '/map', assetId: A1, quickFilter: null },
        { path: '/settings/notifications', assetId: null, quickFilter: null },
      ]);
    }
  });
});

describe('98 machines turning Soon at once on a live system', () => {
  it('give one digest per person and poll, each machine with its own link, in each language', async () => {
    const machines = await soonMachines(98, 'S');
    expect(await processSoonToService(world.db, { worker: 'soon', cooldownMs: 0 })).toBe(98 * 4);
    const mails = await mailPoll();
    expect(mails.map((m) => m.to).sort()).toEqual(
      Object.values(PEOPLE)
        .map((p) => p.email)
        .sort(),
    );
    const subjects = {
      owner: 'Siteline: 98 new notifications',
      user: 'Siteline: 98 new notifications',
      svensk: 'Siteline: 98 nya aviseringar',
      norsk: 'Siteline: 98 nye varsler',
    };
    for (const mail of mails) {
      const person = personOf(mail.to);
      expect(mail.subject).toBe(subjects[person]);
      expect(mail.file).toMatch(/^notification-digest-\d+-/);
      expect(mail.language).toBe(mail.htmlLang);
      const screens = await followAll(mail);
      // 98 lines, each leading to its own machine among the Soon ones, then the settings.
      expect(
        screens
          .slice(0, -1)
          .map((s) => s.assetId)
          .sort((a, b) => a! - b!),
      ).toEqual(machines);
      expect(new Set(screens.slice(0, -1).map((s) => `${s.path}?${s.quickFilter}`))).toEqual(new Set(['/service?Soon']));
      expect(screens.at(-1)!.path).toBe('/settings/notifications');
    }
    const svensk = mails.find((m) => m.to === PEOPLE.svensk.email)!;
    expect(svensk.text).toContain('Snart service: S loader 1\nS loader 1 ska på service 2026/12/01.\nÖppna i Siteline: ');
    // Everything went out in that poll: the next one has nothing to send.
    expect(await mailPoll()).toEqual([]);
  });
});

describe('a digest cut short by a crash', () => {
  it('goes again as the same mail; what arrived meanwhile waits for the next poll, as its own mail', async () => {
    await soonMachines(2, 'C');
    await processSoonToService(world.db, { worker: 'soon', cooldownMs: 0 });
    const first = byRecipient(await mailPoll())[PEOPLE.owner.email];
    expect(first.subject).toBe('Siteline: 2 new notifications');
    // The process died after the mailer and before the "sent" mark: the jobs are due again.
    const digestId = Number(/^notification-digest-(\d+)-/.exec(first.file)![1]);
    await world.db.updateTable('notification_emails').set({ sent_ts: null, claimed_until_ts: null }).where('digest_id', '=', digestId).execute();
    const [late] = await soonMachines(1, 'L');
    await processSoonToService(world.db, { worker: 'soon', cooldownMs: 0 });

    const again = byRecipient(await mailPoll());
    // The owner's mail is the same file, written again (not a new one), with the same mail inside;
    // the others, whose digests were marked sent, get the new machine in this poll.
    expect(Object.keys(again).sort()).toEqual([PEOPLE.norsk.email, PEOPLE.svensk.email, PEOPLE.user.email]);
    expect(await readMail(world.config, first.file)).toEqual(first);
    const sentAgain = await world.db.selectFrom('notification_emails').select('sent_ts').where('digest_id', '=', digestId).execute();
    expect(sentAgain.length).toBe(2);
    expect(sentAgain.every((j) => j.sent_ts !== null)).toBe(true);

    // The machine that turned Soon meanwhile: the next poll, one notification, its own mail shape.
    const next = byRecipient(await mailPoll())[PEOPLE.owner.email];
    expect(next.subject).toBe('Soon to service: L loader 1');
    expect(next.file).toMatch(/^notification-\d+-owner@alpha\.test\.eml$/);
    expect((await followAll(next))[0]).toEqual({ path: '/service', assetId: late, quickFilter: 'Soon' });
  });
});

describe('only active users receive mail', () => {
  it('a user disabled or deleted after the notification gets nothing, an invited one never had a job; the others’ digests go out', async () => {
    const soonAlert = await world.db
      .selectFrom('alerts')
      .select('id')
      .where('company_id', '=', world.companies.alpha)
      .where('alert_key', '=', 'machine:SoonToService')
      .executeTakeFirstOrThrow();
    const invited = await world.db
      .insertInto('users')
      .values({
        uuid: '00000000-0000-4000-8000-000000000199',
        company_id: world.companies.alpha,
        email: 'invited@alpha.test',
        first_name: 'Invited',
        last_name: 'Later',
        password_hash: null,
        scope: 'web',
        role: UserRole.User,
        created_at: '2026-11-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await world.db.insertInto('alert_recipients').values({ alert_id: soonAlert.id, user_id: invited.id }).execute();
    await soonMachines(3, 'D');
    await processSoonToService(world.db, { worker: 'soon', cooldownMs: 0 });
    expect(await world.db.selectFrom('notifications').select('id').where('user_id', '=', invited.id).execute()).toHaveLength(3);
    expect(
      await world.db
        .selectFrom('notification_emails as e')
        .innerJoin('notifications as n', 'n.id', 'e.notification_id')
        .select('e.id')
        .where('n.user_id', '=', invited.id)
        .execute(),
    ).toEqual([]);

    const svensk = world.users[PEOPLE.svensk.email].id;
    const norsk = world.users[PEOPLE.norsk.email].id;
    await world.db.updateTable('users').set({ disabled: 1 }).where('id', '=', svensk).execute();
    await world.db.updateTable('users').set({ deleted_at: '2026-11-20T10:00:00.000Z' }).where('id', '=', norsk).execute();
    try {
      const mails = await mailPoll();
      expect(mails.map((m) => m.to).sort()).toEqual([PEOPLE.owner.email, PEOPLE.user.email]);
      for (const m of mails) expect(m.subject).toBe('Siteline: 3 new notifications');
      const withdrawn = await world.db
        .selectFrom('notification_emails as e')
        .innerJoin('notifications as n', 'n.id', 'e.notification_id')
        .select(['e.sent_ts', 'e.dropped_ts'])
        .where('n.user_id', 'in', [svensk, norsk])
        .where('e.sent_ts', 'is', null)
        .execute();
      expect(withdrawn).toHaveLength(6);
      expect(withdrawn.every((j) => j.dropped_ts !== null)).toBe(true);
      // Withdrawn for good: a later poll does not send them either.
      expect(await mailPoll()).toEqual([]);
    } finally {
      await world.db.updateTable('users').set({ disabled: 0, deleted_at: null }).where('id', 'in', [svensk, norsk]).execute();
    }
  });
});

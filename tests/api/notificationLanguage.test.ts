// Every kind of notification in each reader's language (issue 26): for each machine event an alert
// notifies about (the place alert's entry, exit and ignition rules, every machine alert) and for Soon
// to service, a Swedish, a Norwegian and an English recipient read the subject and body in their own
// language in the bell's list (GET …/notifications/:start/:limit) and in their e-mail, parsed as a
// mail client reads it (mailparser, mailClient.ts). The event is written as the ingest writes it (a
// machine_events row and its outbox row); the pipeline does the rest. Both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processEvents } from '../../server/src/alerts/deliver.ts';
import { sendEmails } from '../../server/src/alerts/mail/send.ts';
import { processSoonToService } from '../../server/src/alerts/soon.ts';
import { UserRole } from '../../server/src/domain/permissions.ts';
import { createMailer } from '../../server/src/services/mailer.ts';
import { MachineEventName } from '../../server/src/telemetry/events.ts';
import { OutboxTopic } from '../../server/src/telemetry/store.ts';
import { bearer } from './fixture.ts';
import { placeAlertBody } from './alertFixtures.ts';
import { newMails, outboxFiles, type ReadMail } from './mailClient.ts';
import { addAlphaReader, createTelemetryWorld, type TelemetryWorld } from './telemetryFixture.ts';

const ORIGIN = 'https://siteline.example';
const PEOPLE = {
  en: { email: 'owner@alpha.test' },
  sv: { email: 'svensk@alpha.test', languageId: 2, timeZone: 'Europe/Stockholm' },
  nb: { email: 'norsk@alpha.test', languageId: 3, timeZone: 'Europe/Oslo' },
} as const;
type Code = keyof typeof PEOPLE;
const CODES = Object.keys(PEOPLE) as Code[];

/** What each reader reads: the subject's head (before ": machine") and the body's sentence (before ". machine, time."). */
type Words = Record<Code, [head: string, sentence: string]>;
const PLACE = 'Depå Söder';
const DETAILS = { placeName: PLACE, voltage: 11.84, threshold: 12, speed: 7.6, alarm: 'powerCut' };

const EVENTS: { name: string; atPlace: boolean; words: Words }[] = [
  {
    name: MachineEventName.GeofenceEntry,
    atPlace: true,
    words: { en: ['Geofence entry', `Entered ${PLACE}`], sv: ['In i geostaket', `Kom in i ${PLACE}`], nb: ['Inn i geogjerde', `Kom inn i ${PLACE}`] },
  },
  {
    name: MachineEventName.GeofenceExit,
    atPlace: true,
    words: { en: ['Geofence exit', `Left ${PLACE}`], sv: ['Ut ur geostaket', `Lämnade ${PLACE}`], nb: ['Ut av geogjerde', `Forlot ${PLACE}`] },
  },
  {
    name: MachineEventName.IgnitionOnHoliday,
    atPlace: true,
    words: {
      en: ['Ignition on during a holiday', `Ignition turned on at ${PLACE} on a holiday`],
      sv: ['Tändning på under en helgdag', `Tändningen slogs på vid ${PLACE} på en helgdag`],
      nb: ['Tenning på under en helligdag', `Tenningen ble slått på ved ${PLACE} på en helligdag`],
    },
  },
  {
    name: MachineEventName.IgnitionOnNonWorkingHours,
    atPlace: true,
    words: {
      en: ['Ignition on outside working hours', `Ignition turned on at ${PLACE} outside its working hours`],
      sv: ['Tändning på utanför arbetstid', `Tändningen slogs på vid ${PLACE} utanför platsens arbetstid`],
      nb: ['Tenning på utenfor arbeidstid', `Tenningen ble slått på ved ${PLACE} utenfor stedets arbeidstid`],
    },
  },
  {
    name: MachineEventName.LowBatteryVoltage,
    atPlace: false,
    words: {
      en: ['Low battery voltage', 'Battery at 11.8 V, below the alarm threshold of 12.0 V'],
      sv: ['Låg batterispänning', 'Batteriet har 11,8 V, under larmgränsen 12,0 V'],
      nb: ['Lav batterispenning', 'Batteriet har 11,8 V, under alarmgrensen på 12,0 V'],
    },
  },
  {
    name: MachineEventName.PowerSupplyDisconnected,
    atPlace: false,
    words: {
      en: ['Power supply disconnected', 'The telematics unit lost its external power supply'],
      sv: ['Strömförsörjning bortkopplad', 'Telematikenheten förlorade sin externa strömförsörjning'],
      nb: ['Strømforsyning frakoblet', 'Telematikkenheten mistet den eksterne strømforsyningen'],
    },
  },
  {
    name: MachineEventName.BatteryMainSwitchOff,
    atPlace: false,
    words: {
      en: ['Battery main switch off', 'The battery main switch was turned off'],
      sv: ['Huvudströmbrytare av', 'Huvudströmbrytaren slogs av'],
      nb: ['Hovedstrømbryter av', 'Hovedstrømbryteren ble slått av'],
    },
  },
  {
    name: MachineEventName.MovementWithoutIgnition,
    atPlace: false,
    words: {
      en: ['Movement without ignition', 'The machine moved at 8 km/h with the ignition off'],
      sv: ['Förflyttning utan tändning', 'Maskinen rörde sig i 8 km/h med tändningen av'],
      nb: ['Bevegelse uten tenning', 'Maskinen beveget seg i 8 km/t med tenningen av'],
    },
  },
  {
    name: MachineEventName.DeviceAlarm,
    atPlace: false,
    words: {
      en: ['Alarm from device', 'The telematics unit raised the alarm “power cut”'],
      sv: ['Larm från enheten', 'Telematikenheten larmade ”strömavbrott”'],
      nb: ['Alarm fra enheten', 'Telematikkenheten ga alarmen «strømbrudd»'],
    },
  },
];

const OPEN: Record<Code, string> = { en: 'Open in Siteline', sv: 'Öppna i Siteline', nb: 'Åpne i Siteline' };

let world: TelemetryWorld;
const tokens = {} as Record<Code, string>;
let A1: number;

beforeAll(async () => {
  world = await createTelemetryWorld({ process: false });
  for (const [n, p] of [PEOPLE.sv, PEOPLE.nb].entries()) await addAlphaReader(world, { ...p, role: UserRole.User }, `00000000-0000-4000-8000-0000000002${n}0`);
  for (const code of CODES) tokens[code] = (await world.login(PEOPLE[code].email)).access_token;
  A1 = world.assets.alpha[0];
  const alert = await world.app.inject({
    method: 'POST',
    url: '/api/web/v1/notifications/places/alerts',
    headers: bearer(tokens.en),
    payload: placeAlertBody(
      world.places.depot,
      CODES.map((c) => world.users[PEOPLE[c].email].id),
      { triggerOnEnter: true, triggerOnExit: true },
    ),
  });
  expect(alert.statusCode, alert.body).toBe(200);
});
afterAll(() => world.close());

/** A machine event as the ingest writes it: its row and its outbox row. */
async function ingestEvent(eventName: string, placeId: number | null, ts: number) {
  const { id } = await world.db
    .insertInto('machine_events')
    .values({ asset_id: A1, company_id: world.companies.alpha, ts, event_name: eventName, place_id: placeId ?? 0, details: JSON.stringify(DETAILS) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = Date.now() - 1000;
  await world.db
    .insertInto('telemetry_outbox')
    .values({
      topic: OutboxTopic.MachineEvent,
      payload: JSON.stringify({ eventId: id, assetId: A1, companyId: world.companies.alpha, ts, eventName, placeId }),
      created_ts: now,
      available_ts: now,
    })
    .execute();
}

/** One mail poll (rounds until nothing is left): each reader's mail. */
async function mailPoll(): Promise<Record<string, ReadMail>> {
  const before = outboxFiles(world.config);
  const mailed = new Set<number>();
  while ((await sendEmails(world.db, createMailer(world.config), { worker: 'mail-test', publicUrl: ORIGIN, mailed })) > 0);
  return Object.fromEntries((await newMails(world.config, before)).map((m) => [m.to, m]));
}

/** The newest row of the reader's bell. */
async function newest(code: Code) {
  const res = await world.app.inject({ method: 'GET', url: '/api/web/v1/notifications/notifications/0/1', headers: bearer(tokens[code]) });
  expect(res.statusCode).toBe(200);
  return res.json().data.items[0] as { subject: string; body: string; userTimeFormatted: string };
}

/** The reader's newest notification in the bell and in their mail: the same words, in their language. */
async function expectRead(code: Code, mail: ReadMail | undefined, subject: string, body: string) {
  const row = await newest(code);
  expect({ subject: row.subject, body: row.body }).toEqual({ subject, body });
  expect(mail, `a mail to ${PEOPLE[code].email}`).toBeDefined();
  expect({ subject: mail!.subject, language: mail!.language, htmlLang: mail!.htmlLang }).toEqual({ subject, language: code, htmlLang: code });
  expect(mail!.text.startsWith(`${body}\n\n${OPEN[code]}: ${ORIGIN}/`)).toBe(true);
  expect(mail!.html).toContain(`>${OPEN[code]}</a>`);
}

describe('each event an alert notifies about, in each reader’s language', () => {
  for (const [i, event] of EVENTS.entries()) {
    it(`${event.name}: the bell and the e-mail in Swedish, Norwegian and English`, async () => {
      await ingestEvent(event.name, event.atPlace ? world.places.depot : null, Date.UTC(2026, 10, 18, 1, i));
      while ((await processEvents(world.db, { worker: 'events', cooldownMs: 0 })) > 0);
      const mails = await mailPoll();
      for (const code of CODES) {
        const [head, sentence] = event.words[code];
        const { userTimeFormatted } = await newest(code);
        // The time as the reader's bell shows it (formatting is the clock's, not this test's).
        await expectRead(code, mails[PEOPLE[code].email], `${head}: A machine 1`, `${sentence}. A machine 1, ${userTimeFormatted}.`);
      }
    });
  }
});

describe('Soon to service, in each reader’s language', () => {
  it('the bell and the e-mail in Swedish, Norwegian and English, with the due day', async () => {
    const { id } = await world.db
      .insertInto('assets')
      .values({
        company_id: world.companies.alpha,
        internal_id: 'S-1',
        name: 'S loader',
        brand: 'Volvo',
        model: 'L120H',
        category: 1,
        timezone: 'Europe/Stockholm',
        created_at: '2026-11-01T00:00:00.000Z',
        service_status: 2,
        service_due_day: '2026-12-01',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBeGreaterThan(0);
    await processSoonToService(world.db, { worker: 'soon', cooldownMs: 0 });
    const mails = await mailPoll();
    const want: Record<Code, [string, string]> = {
      en: ['Soon to service: S loader', 'S loader is due for service on '],
      sv: ['Snart service: S loader', 'S loader ska på service '],
      nb: ['Snart service: S loader', 'S loader skal på service '],
    };
    for (const code of CODES) {
      const [subject, sentence] = want[code];
      const row = await newest(code);
      expect(row.subject).toBe(subject);
      // The due day as the product writes dates (the clock's formatter), then the full stop.
      expect(row.body).toMatch(new RegExp(`^${sentence}2026.12.01\\.$`));
      await expectRead(code, mails[PEOPLE[code].email], subject, row.body);
    }
  });
});

// Notification e-mails worded in the recipient's language (issue 24): the Swedish and Norwegian
// tables cover every template every kind of mail uses and hold nothing else; numbers, subjects,
// text and HTML parts in each language; one notification keeps its own mail, several make a digest;
// and how a mail poll groups waiting jobs per recipient. The mails as a client reads them (.eml,
// links followed on the server) are tests/api/notificationMail.test.ts.
import { describe, expect, it } from 'vitest';
import { MAIL_CATALOG, mailWording } from '../../server/src/alerts/mail/catalog.ts';
import { notificationMail, type MailNotification } from '../../server/src/alerts/mail/render.ts';
import { DIGEST_MAX, groupByRecipient } from '../../server/src/alerts/mail/send.ts';
import { ALARMS } from '../../server/src/telemetry/attributes.ts';
import { MachineEventName } from '../../server/src/telemetry/events.ts';
import type { Wording } from '../../server/src/i18n/wording.ts';

const LANGUAGE = { en: 1, sv: 2, nb: 3, fi: 4, da: 5, de: 6 } as const;
const ORIGIN = 'https://siteline.example';
const TO = { email: 'driver@alpha.test', timeZone: 'Europe/Stockholm' };
/** 2026-11-18 02:00 in Stockholm. */
const AT = Date.UTC(2026, 10, 18, 1, 0);

const event = (
  eventName: string,
  over: Partial<MailNotification> = {},
  details: object = { placeName: 'Depå Söder', voltage: 11.84, threshold: 12, speed: 7.6 },
) => ({
  id: 1,
  kind: 'Event',
  event_name: eventName,
  asset_id: 9,
  event_ts: AT,
  subject: 'stored subject',
  body: 'stored body',
  params: JSON.stringify({ machine: 'EC220E (ABC123)', details }),
  ...over,
});
const soon = (dueDay: string | null, over: Partial<MailNotification> = {}) => ({
  ...event('SoonToService', { kind: 'SoonToService', asset_id: 12, ...over }),
  params: JSON.stringify({ machine: 'L120H', dueDay }),
});

/** Every kind of mail: each event (with and without a place name), each device alarm, Soon by day and by hours, an unknown machine, a digest. */
function everyMail(wording: Wording) {
  const singles = [
    ...Object.values(MachineEventName).map((name) => [event(name)]),
    [event(MachineEventName.GeofenceEntry, {}, {})],
    ...ALARMS.map((alarm) => [event(MachineEventName.DeviceAlarm, {}, { alarm })]),
    [event(MachineEventName.LowBatteryVoltage, { params: JSON.stringify({ machine: null, details: { voltage: 11 } }) })],
    [soon('2026-12-01')],
    [soon(null)],
  ];
  return [...singles, singles.flat()].map((items) => notificationMail('notification-1', TO, items, ORIGIN, wording));
}

describe('the Swedish and Norwegian of notification mails', () => {
  for (const code of ['sv', 'nb'] as const) {
    it(`covers every template of every mail in ${code}, and holds no template a mail does not use`, () => {
      const missing: string[] = [];
      const used = new Set<string>();
      const wording = mailWording(LANGUAGE[code], (template) => missing.push(template));
      everyMail({ ...wording, t: (template, params) => (used.add(template), wording.t(template, params)) });
      expect(missing).toEqual([]);
      expect(MAIL_CATALOG.map((e) => e.en).filter((en) => !used.has(en))).toEqual([]);
    });

    it(`keeps every {placeholder} in ${code}`, () => {
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(MAIL_CATALOG.filter((e) => names(e[code]).join() !== names(e.en).join()).map((e) => e.en)).toEqual([]);
    });
  }

  it('lists each English template once', () => {
    const english = MAIL_CATALOG.map((e) => e.en);
    expect(english.length).toBe(new Set(english).size);
  });
});

describe('one notification, one mail in the recipient’s language', () => {
  it('Swedish: subject, body with a decimal comma, the link and the settings in the text and the HTML part', () => {
    const mail = notificationMail('notification-7', TO, [event(MachineEventName.LowBatteryVoltage)], ORIGIN, mailWording(LANGUAGE.sv));
    expect(mail).toMatchObject({ id: 'notification-7', to: TO.email, language: 'sv', subject: 'Låg batterispänning: EC220E (ABC123)' });
    expect(mail.text).toBe(
      'Batteriet har 11,8 V, under larmgränsen 12,0 V. EC220E (ABC123), 2026/11/18 02:00.\n\n' +
        `Öppna i Siteline: ${ORIGIN}/map?assetId=9\n\n` +
        `Ändra vilka aviseringar du får: ${ORIGIN}/settings/notifications\n`,
    );
    expect(mail.html).toContain('<html lang="sv">');
    expect(mail.html).toContain('<title>Låg batterispänning: EC220E (ABC123)</title>');
    expect(mail.html).toContain(`<a href="${ORIGIN}/map?assetId=9">Öppna i Siteline</a>`);
    expect(mail.html).toContain(`<a href="${ORIGIN}/settings/notifications">Aviseringsinställningar</a>`);
  });

  it('Norwegian: Soon to service by due day, the link opens that machine among the Soon ones', () => {
    const mail = notificationMail('notification-8', TO, [soon('2026-12-01')], ORIGIN, mailWording(LANGUAGE.nb));
    expect(mail.subject).toBe('Snart service: L120H');
    expect(mail.text).toContain('L120H skal på service 2026/12/01.');
    expect(mail.text).toContain(`Åpne i Siteline: ${ORIGIN}/service?quickFilter=Soon&assetId=12`);
    expect(mail.html).toContain('<html lang="nb">');
    // In HTML the & of the query is escaped; a client reads it back as &.
    expect(mail.html).toContain(`href="${ORIGIN}/service?quickFilter=Soon&#38;assetId=12"`);
  });

  it('English, and the languages the app shows in English (Finnish, Danish, German), read English with lang en', () => {
    for (const id of [LANGUAGE.en, LANGUAGE.fi, LANGUAGE.da, LANGUAGE.de]) {
      const mail = notificationMail('notification-9', TO, [event(MachineEventName.MovementWithoutIgnition)], ORIGIN, mailWording(id));
      expect(mail).toMatchObject({ language: 'en', subject: 'Movement without ignition: EC220E (ABC123)' });
      expect(mail.text).toContain('The machine moved at 8 km/h with the ignition off. EC220E (ABC123), 2026/11/18 02:00.');
      expect(mail.html).toContain('<html lang="en">');
    }
  });

  it('times in the recipient’s zone', () => {
    const mail = notificationMail('n', { ...TO, timeZone: 'Europe/London' }, [event(MachineEventName.BatteryMainSwitchOff)], ORIGIN, mailWording(LANGUAGE.en));
    expect(mail.text).toContain('The battery main switch was turned off. EC220E (ABC123), 2026/11/18 01:00.');
  });

  it('a notification written before its params were stored keeps its English texts', () => {
    const mail = notificationMail('n', TO, [event(MachineEventName.GeofenceExit, { params: null })], ORIGIN, mailWording(LANGUAGE.sv));
    expect(mail.subject).toBe('stored subject');
    expect(mail.text.startsWith('stored body\n\nÖppna i Siteline: ')).toBe(true);
  });

  it('escapes what it puts into HTML', () => {
    const hostile = event(MachineEventName.GeofenceEntry, { params: JSON.stringify({ machine: '<b>x</b>', details: { placeName: '"Site" & <Co>' } }) });
    const mail = notificationMail('n', TO, [hostile], ORIGIN, mailWording(LANGUAGE.en));
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain('Entered &#34;Site&#34; &#38; &#60;Co&#62;. &#60;b&#62;x&#60;/b&#62;');
  });
});

describe('several notifications, one digest', () => {
  const later = event(MachineEventName.PowerSupplyDisconnected, { id: 2, event_ts: AT + 60_000, asset_id: 10 });
  const earlier = soon('2026-12-01', { id: 3, event_ts: AT - 60_000 });
  const third = event(MachineEventName.GeofenceEntry, { id: 4, event_ts: AT, asset_id: 11 });

  it('Swedish: a counted subject, each notification with its own link, in the text and the HTML part', () => {
    const mail = notificationMail('notification-digest-2', TO, [earlier, third, later], ORIGIN, mailWording(LANGUAGE.sv));
    expect(mail.subject).toBe('Siteline: 3 nya aviseringar');
    expect(mail.text).toBe(
      'Du har 3 nya aviseringar i Siteline:\n\n' +
        `Snart service: L120H\nL120H ska på service 2026/12/01.\nÖppna i Siteline: ${ORIGIN}/service?quickFilter=Soon&assetId=12\n\n` +
        `In i geostaket: EC220E (ABC123)\nKom in i Depå Söder. EC220E (ABC123), 2026/11/18 02:00.\nÖppna i Siteline: ${ORIGIN}/map?assetId=11\n\n` +
        `Strömförsörjning bortkopplad: EC220E (ABC123)\nTelematikenheten förlorade sin externa strömförsörjning. EC220E (ABC123), 2026/11/18 02:01.\n` +
        `Öppna i Siteline: ${ORIGIN}/map?assetId=10\n\n` +
        `Ändra vilka aviseringar du får: ${ORIGIN}/settings/notifications\n`,
    );
    const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll('&#38;', '&'));
    expect(hrefs).toEqual([
      `${ORIGIN}/service?quickFilter=Soon&assetId=12`,
      `${ORIGIN}/map?assetId=11`,
      `${ORIGIN}/map?assetId=10`,
      `${ORIGIN}/settings/notifications`,
    ]);
    expect(mail.html).toContain('<strong>Snart service: L120H</strong>');
  });
});

describe('a mail poll groups the waiting jobs per recipient', () => {
  const job = (id: number, user_id: number, digest_id: number | null = null) => ({ id, user_id, digest_id });

  it('one mail per recipient with all their jobs, oldest recipient first, at most `recipients` of them', () => {
    const rows = [job(1, 7), job(2, 8), job(3, 7), job(4, 9), job(5, 8)];
    expect(groupByRecipient(rows, 20, new Set())).toEqual([
      { userId: 7, digestId: 1, ids: [1, 3] },
      { userId: 8, digestId: 2, ids: [2, 5] },
      { userId: 9, digestId: 4, ids: [4] },
    ]);
    expect(groupByRecipient(rows, 2, new Set()).map((g) => g.userId)).toEqual([7, 8]);
  });

  it('a recipient already mailed this poll waits for the next one', () => {
    expect(groupByRecipient([job(1, 7), job(2, 8), job(3, 7)], 20, new Set([7]))).toEqual([{ userId: 8, digestId: 2, ids: [2] }]);
  });

  it('a mail claimed before and not marked sent goes again exactly as it was; newer jobs wait', () => {
    const rows = [job(1, 7, 1), job(2, 7, 1), job(5, 7), job(6, 8, 6), job(7, 8, 6), job(9, 8)];
    expect(groupByRecipient(rows, 20, new Set())).toEqual([
      { userId: 7, digestId: 1, ids: [1, 2] },
      { userId: 8, digestId: 6, ids: [6, 7] },
    ]);
  });

  it(`lists at most ${DIGEST_MAX} notifications in one mail`, () => {
    const rows = Array.from({ length: DIGEST_MAX + 3 }, (_, i) => job(i + 1, 7));
    const [group] = groupByRecipient(rows, 20, new Set());
    expect(group.ids).toHaveLength(DIGEST_MAX);
    expect(group.ids.at(-1)).toBe(DIGEST_MAX);
  });
});

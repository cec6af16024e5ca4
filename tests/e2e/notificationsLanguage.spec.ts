// The bell, Settings → Notifications and the notification e-mail in the reader's language (issue 26).
// A Swedish and a Norwegian user of the demo company; a unit of the demo fleet raises a "power cut"
// alarm through the OsmAnd ingest (no position: the machine stays where it is), which the machine
// alert "Alarm from device" notifies every new user about. Each reader then finds the notification in
// the popover in their language, the settings list the alert names translated, and neither screen
// shows English (untranslated.ts). The Norwegian reader's e-mail is read from the outbox as a mail
// client reads it (mailparser) and its HTML part is shown in the browser.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, test, type APIRequestContext } from './fixtures.ts';
import { apiLogin, createActiveUser, ingestPort, OWNER } from './accounts.ts';
import { shoot, signIn } from './helpers.ts';
import { UntranslatedReport, type Translated } from './untranslated.ts';

const LANGUAGE_IDS: Record<Translated, number> = { sv: 2, nb: 3 };
/** What each reader reads: the alert's name (the subject's head), the alarm's sentence, the settings' name of Soon to service, a digest's subject. */
const WORDS = {
  sv: {
    head: 'Larm från enheten',
    body: 'Telematikenheten larmade ”strömavbrott”',
    soon: 'Snart service',
    email: 'E-post för Snart service',
    digest: 'Siteline: {count} nya aviseringar',
  },
  nb: {
    head: 'Alarm fra enheten',
    body: 'Telematikkenheten ga alarmen «strømbrudd»',
    soon: 'Snart service',
    email: 'E-post for Snart service',
    digest: 'Siteline: {count} nye varsler',
  },
} as const;

async function readerIn(request: APIRequestContext, language: Translated) {
  const user = await createActiveUser(request, `bell-${language}`, { firstName: 'Lise', lastName: 'Lesersen' });
  const token = await apiLogin(request, user.email, user.password);
  const headers = { Authorization: `Bearer ${token}` };
  const profile = (await (await request.get('/api/common/v1/profile', { headers })).json()).data;
  const { firstName, lastName, timezoneId, jobTitle } = profile;
  const res = await request.put('/api/common/v1/profile', { headers, data: { firstName, lastName, timezoneId, jobTitle, languageId: LANGUAGE_IDS[language] } });
  expect(res.status(), await res.text()).toBe(200);
  return { ...user, headers };
}

test('a Swedish and a Norwegian reader find a notification in their language in the bell, the settings and the e-mail', async ({ page, request }) => {
  test.setTimeout(180_000);
  const readers = { sv: await readerIn(request, 'sv'), nb: await readerIn(request, 'nb') };

  // A unit of the demo fleet on a machine raises the alarm.
  const owner = { Authorization: `Bearer ${await apiLogin(request, OWNER)}` };
  const devices = (await (await request.post('/api/web/v1/telematics', { headers: owner, data: { start: 0, limit: 50 } })).json()).data.data as {
    assetId: number | null;
    assetName: string;
    deviceImei: string;
  }[];
  const unit = devices.find((d) => d.assetId !== null && d.deviceImei)!;
  const alarm = await request.get(`http://localhost:${ingestPort()}/?id=${unit.deviceImei}&timestamp=${Math.floor(Date.now() / 1000)}&alarm=powerCut`);
  expect(alarm.status(), await alarm.text()).toBe(200);

  for (const language of ['sv', 'nb'] as const) {
    const reader = readers[language];
    const words = WORDS[language];
    // The pipeline writes the notification within seconds; the bell's list is worded in the reader's
    // language. The machine is named with its registration: 'Name (ABC 123)'.
    let subject = '';
    await expect
      .poll(async () => {
        const res = await request.get('/api/web/v1/notifications/notifications/0/10', { headers: reader.headers });
        const subjects = ((await res.json()).data.items as { subject: string }[]).map((n) => n.subject);
        subject = subjects.find((s) => s.startsWith(`${words.head}: ${unit.assetName}`)) ?? '';
        return subject;
      })
      .not.toBe('');
    const machine = subject.slice(`${words.head}: `.length);

    await page.goto('/');
    await signIn(page, reader.email, reader.password);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const report = new UntranslatedReport(language);
    await page.goto('/settings/notifications');
    await expect(page.getByRole('rowheader', { name: words.soon, exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('switch', { name: words.email, exact: true })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: words.head, exact: true })).toBeVisible();
    await report.check(page, '/settings/notifications');
    await shoot(page, `notification-settings-${language}`);

    // The popover over the settings (not over the map, whose controls are another screen's).
    await page.getByTestId('notifications-button').click();
    const popover = page.getByTestId('notifications-popover');
    const row = popover.getByRole('button', { name: subject });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row).toContainText(`${words.body}. ${machine}, `);
    await report.check(page, 'notifications popover');
    await shoot(page, `bell-${language}`);
    await page.keyboard.press('Escape');
    report.expectNone();

    // The e-mail, as a mail client reads it: subject, language and the HTML part shown in the browser.
    // The demo fleet may notify the new reader of something else in the same minute; then the alarm
    // comes in the digest of both (server/src/alerts/mail/catalog.ts), worded in the same language.
    const outbox = join((test.info().project.metadata as { dataDir: string }).dataDir, 'outbox');
    const alarmMail = async () => {
      const files = readdirSync(outbox).filter((f) => f.startsWith('notification-') && f.endsWith(`-${reader.email.toLowerCase()}.eml`));
      for (const file of files) {
        const parsed = await simpleParser(readFileSync(join(outbox, file)));
        if (typeof parsed.html === 'string' && parsed.html.includes(`${words.body}. ${machine}, `)) return parsed;
      }
      return undefined;
    };
    await expect.poll(async () => (await alarmMail()) !== undefined, { timeout: 30_000 }).toBe(true);
    const mail = (await alarmMail())!;
    expect([subject, ...[2, 3, 4, 5].map((count) => words.digest.replace('{count}', String(count)))]).toContain(mail.subject);
    expect(mail.headers.get('content-language')).toBe(language);
    // On a blank page: the mail is not the app's document (nor under its CSP).
    await page.goto('about:blank');
    await page.setContent(typeof mail.html === 'string' ? mail.html : '');
    // A digest has a link for each of its notifications.
    await expect(page.getByRole('link', { name: language === 'sv' ? 'Öppna i Siteline' : 'Åpne i Siteline' }).first()).toBeVisible();
    await expect(page.getByText(`${words.body}. ${machine}, `)).toBeVisible();
    await shoot(page, `mail-${language}`);
    // Signed out for the next reader.
    await page.context().clearCookies();
  }
});

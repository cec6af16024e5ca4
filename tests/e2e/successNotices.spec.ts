// Issue 27 item 6: a word after success. A machine save and a new user each end in a toast worded in
// the reader's language (English, then the same Admin in Swedish); the notifications popover marks
// the notifications that are new since it was last opened, with a visible 'New' that is also part
// of the row's accessible name. A unit of the demo fleet raises "power cut" alarms through the OsmAnd
// ingest, which the alert "Alarm from device" notifies every new user about (as in
// notificationsLanguage.spec.ts).
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { apiLogin, createActiveUser, ingestPort, OWNER, uniqueEmail } from './accounts.ts';
import { shoot, signIn } from './helpers.ts';

const SWEDISH = 2;

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

async function setLanguage(request: APIRequestContext, token: string, languageId: number) {
  const headers = { Authorization: `Bearer ${token}` };
  const { firstName, lastName, timezoneId, jobTitle } = (await (await request.get('/api/common/v1/profile', { headers })).json()).data;
  const res = await request.put('/api/common/v1/profile', { headers, data: { firstName, lastName, timezoneId, jobTitle, languageId } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Renames the machine in its Details tab and saves; the words are the screen's language's. */
async function renameMachine(page: Page, assetId: number, name: string, words: { edit: string; name: string; save: string }) {
  await page.goto(`/fleet?assetId=${assetId}`);
  const panel = page.getByTestId('machine-panel');
  await panel.getByRole('button', { name: words.edit }).click();
  await panel.getByRole('textbox', { name: words.name, exact: true }).fill(name);
  await panel.getByRole('button', { name: words.save, exact: true }).click();
  await expect(panel.getByTestId('detail-name')).toHaveText(name);
}

/** Adds a user through Admin → Users' dialog; the words are the screen's language's. */
async function addUser(page: Page, email: string, words: { add: string; first: string; last: string; email: string }) {
  await page.goto('/admin/users');
  await page.getByRole('button', { name: words.add }).click();
  const dialog = page.getByRole('dialog', { name: words.add });
  await dialog.getByLabel(words.first).fill('Nora');
  await dialog.getByLabel(words.last).fill('Notisson');
  await dialog.getByLabel(words.email, { exact: true }).fill(email);
  await dialog.getByRole('button', { name: words.add }).click();
  await expect(dialog).toHaveCount(0);
}

test('a machine save and a new user each end in a toast, in English and in Swedish', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await createActiveUser(request, 'notices', { firstName: 'Siri', lastName: 'Sparsson' }, undefined, 1);
  const token = await apiLogin(request, admin.email, admin.password);
  const positions: { assetId: number; name: string }[] = (
    await (await request.get('/api/web/v1/assets/positions', { headers: { Authorization: `Bearer ${token}` } })).json()
  ).data;
  const machine = positions.find((p) => p.name.length < 40 && !/[<>]/.test(p.name))!;

  await page.goto('/fleet');
  await signIn(page, admin.email, admin.password);
  await expect(page.getByTestId('notifications-button')).toBeVisible();

  const english = { edit: 'Edit machine details', name: 'Name', save: 'Save' };
  await renameMachine(page, machine.assetId, `${machine.name} (E2E)`, english);
  await expect(toast(page, 'Machine details saved')).toBeVisible();
  await shoot(page, 'notice-machine-saved');
  const invited = uniqueEmail('notices-en');
  await addUser(page, invited, { add: 'Add user', first: 'First name', last: 'Last name', email: 'Email' });
  await expect(toast(page, 'User added')).toContainText(`An invitation e-mail was sent to ${invited}.`);

  // The same Admin in Swedish: both notices in Swedish (and the machine gets its name back).
  await setLanguage(request, token, SWEDISH);
  await page.goto('/fleet');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await renameMachine(page, machine.assetId, machine.name, { edit: 'Redigera maskinuppgifter', name: 'Namn', save: 'Spara' });
  await expect(toast(page, 'Maskinuppgifterna har sparats')).toBeVisible();
  const invitedSv = uniqueEmail('notices-sv');
  await addUser(page, invitedSv, { add: 'Lägg till användare', first: 'Förnamn', last: 'Efternamn', email: 'E-post' });
  await expect(toast(page, 'Användaren har lagts till')).toContainText(`En inbjudan har skickats till ${invitedSv}.`);
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/notice-user-added-sv.png` });
});

/** A "power cut" alarm from a unit of the demo fleet, and the reader's notification it becomes. */
async function raiseAlarm(
  request: APIRequestContext,
  headers: Record<string, string>,
  imei: string,
  known: number[],
): Promise<{ id: number; subject: string }> {
  const alarm = await request.get(`http://localhost:${ingestPort()}/?id=${imei}&timestamp=${Math.floor(Date.now() / 1000)}&alarm=powerCut`);
  expect(alarm.status(), await alarm.text()).toBe(200);
  let fresh: { id: number; subject: string } | undefined;
  await expect
    .poll(async () => {
      const items = (await (await request.get('/api/web/v1/notifications/notifications/0/10', { headers })).json()).data.items as {
        id: number;
        subject: string;
      }[];
      fresh = items.find((n) => !known.includes(n.id));
      return Boolean(fresh);
    })
    .toBe(true);
  return fresh!;
}

test('the notifications popover marks what is new since it was last opened', async ({ page, request }) => {
  test.setTimeout(180_000);
  const reader = await createActiveUser(request, 'bell-new', { firstName: 'Nils', lastName: 'Nyhetsson' });
  const headers = { Authorization: `Bearer ${await apiLogin(request, reader.email, reader.password)}` };
  const owner = { Authorization: `Bearer ${await apiLogin(request, OWNER)}` };
  const devices = (await (await request.post('/api/web/v1/telematics', { headers: owner, data: { start: 0, limit: 50 } })).json()).data.data as {
    assetId: number | null;
    deviceImei: string;
  }[];
  // Two units from the end of the list: an alert notifies once per machine and event in 15 minutes,
  // and notificationsLanguage.spec.ts raises its alarm on the first unit.
  const units = devices.filter((d) => d.assetId !== null && d.deviceImei);
  const [unit, otherUnit] = [units.at(-1)!, units.at(-2)!];
  const first = await raiseAlarm(request, headers, unit.deviceImei, []);

  await page.goto('/ver');
  await signIn(page, reader.email, reader.password);
  const button = page.getByTestId('notifications-button');
  await expect(button).toHaveAccessibleName('Notifications (1 new)');
  await button.click();
  const popover = page.getByTestId('notifications-popover');
  const rows = popover.getByRole('listitem');
  await expect(rows).toHaveCount(1);
  // New: a word on the row (not only a tint), which is part of its name; the red dot is gone.
  await expect(rows.first().getByTestId('notification-new')).toHaveText('New');
  await expect(rows.first().getByRole('button')).toHaveAccessibleName(new RegExp(`^${escape(first.subject)} New`));
  await expect(button).toHaveAccessibleName('Notifications');
  // Open for 5 s: the server's last-read mark is set (spec); then closed.
  await expect
    .poll(async () => (await (await request.get('/api/web/v1/notifications/notifications/0/10', { headers })).json()).data.newCount, { timeout: 20_000 })
    .toBe(0);
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/notifications-new-desktop.png` });
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);

  // A second alarm: opened again, on a phone this time (the bell is in the navigation drawer), only
  // the newer one is marked new.
  const second = await raiseAlarm(request, headers, otherUnit.deviceImei, [first.id]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('notifications-button').filter({ visible: true }).click();
  await expect(rows).toHaveCount(2);
  // Newest first: the second alarm's row, then the first's.
  await expect(rows.nth(0).getByRole('button')).toHaveAccessibleName(new RegExp(`^${escape(second.subject)} New`));
  await expect(rows.nth(1).getByTestId('notification-new')).toHaveCount(0);
  await expect(rows.nth(1).getByRole('button')).not.toHaveAccessibleName(/\bNew\b/);
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/notifications-new-phone.png` });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

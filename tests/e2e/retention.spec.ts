// Settings → Data retention against the real server (decision 0057): the owner changes and saves
// the months (longer ones, so the demo fleet's history is never purged by it) and they survive a
// reload; a User and an Admin see no such tab, and a typed address does not show them the page.
import { expect, test } from './fixtures.ts';
import { signIn } from './helpers.ts';
import { apiLogin, createActiveUser, OWNER } from './accounts.ts';

const DEFAULTS = { positionsMonths: 13, eventsMonths: 13, notificationsMonths: 13, dailyFiguresMonths: 61 };

test('the owner sets how long the company keeps its data, and it stays saved', async ({ page, request }) => {
  const token = await apiLogin(request, OWNER);
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.put('/api/web/v1/settings/retention', { headers, data: DEFAULTS })).status()).toBe(200);
  try {
    await page.goto('/settings/profile');
    await signIn(page, OWNER);
    await page.getByRole('link', { name: 'Data retention' }).click();
    await expect(page).toHaveURL(/\/settings\/retention$/);
    const positions = page.getByLabel('Raw positions');
    await expect(positions).toHaveValue('13');
    const save = page.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();

    await positions.fill('130');
    await page.getByLabel('Events').focus();
    await expect(page.getByText('Enter a number of months from 3 to 120')).toBeVisible();
    await expect(save).toBeDisabled();
    await positions.fill('24');
    await page.getByLabel('Daily figures').fill('20');
    await page.locator('#retention-notificationsMonths').focus();
    await expect(page.getByText('Enter a number of months from 25 to 240')).toBeVisible();
    await page.getByLabel('Daily figures').fill('120');
    await page.getByLabel('Events').fill('18');
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Your settings have been updated' })).toBeVisible();
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(page.getByLabel('Raw positions')).toHaveValue('24');
    await expect(page.getByLabel('Events')).toHaveValue('18');
    await expect(page.getByLabel('Daily figures')).toHaveValue('120');
  } finally {
    expect((await request.put('/api/web/v1/settings/retention', { headers, data: DEFAULTS })).status()).toBe(200);
  }
});

for (const [role, label] of [
  [0, 'a User'],
  [1, 'an Admin'],
] as const) {
  test(`${label} sees no Data retention tab and cannot open the page`, async ({ page, request }) => {
    const user = await createActiveUser(request, `retention-${role}`, { firstName: 'Rut', lastName: 'Testsson' }, undefined, role);
    await page.goto('/settings/profile');
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/settings\/profile$/);
    await expect(page.getByRole('link', { name: 'Notifications settings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Data retention' })).toHaveCount(0);
    await page.goto('/settings/retention');
    await expect(page).not.toHaveURL(/\/settings\/retention$/);
    await expect(page.getByLabel('Raw positions')).toHaveCount(0);
  });
}

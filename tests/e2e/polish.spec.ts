import { expect, test } from './fixtures.ts';
import { signIn } from './helpers.ts';
import { apiLogin, createActiveUser, OWNER } from './accounts.ts';
import { dataGrid, waitForRows } from './grid.ts';

// Issue 14's polish items, one journey each.

test("'Back to admin' returns the agent to /support/companies even before the end alert is acknowledged", async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'support@siteline.example', undefined, { support: true });
  await expect(page).toHaveURL(/\/support\/companies\/$/);
  await page.goto('/support/companies/?companyId=2');
  const panel = page.getByRole('complementary', { name: 'Company - Users' });
  await panel.getByLabel('Search users').fill('owner@nordbygg');
  await expect(panel.getByTestId('company-user')).toHaveCount(1);
  await panel.getByRole('button', { name: /^Impersonate / }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/map$/);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Back to admin' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Impersonation ended');
  // Not acknowledged yet: the agent is already on the companies screen, not the customer's map.
  await expect(page).toHaveURL(/\/support\/companies\/$/);
  await expect(page.locator('[data-impersonating]')).toHaveCount(0);
});

test('the maintenance overlay is opaque over the page and its own error', async ({ page }) => {
  await page.goto('/?returnUrl=%2Ffleet');
  await signIn(page, 'owner@nordbygg.example');
  await expect(page).toHaveURL(/\/fleet$/);
  await page.route('**/graphql', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await page.goto('/fleet');
  const overlay = page.getByRole('alertdialog', { name: 'System maintenance is ongoing' });
  await expect(overlay).toBeVisible({ timeout: 20_000 });
  const alpha = await overlay.evaluate((el) => {
    const c = getComputedStyle(el).backgroundColor;
    const parts = c.match(/[\d.]+/g)!.map(Number);
    return parts.length === 4 ? parts[3] : 1;
  });
  expect(alpha).toBe(1);
});

test('a long tag name does not push the rename and delete buttons out of the tags dialog', async ({ page, request }) => {
  const token = await apiLogin(request, 'owner@fjordmaskin.example');
  const name = `Aaa long tag ${'x'.repeat(70)} ${Date.now()}`;
  const created = await request.post('/api/web/v1/tags', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, entityType: 0, style: '{"color":"#0b7285"}' },
  });
  expect(created.status()).toBe(200);
  await page.goto('/fleet');
  await signIn(page, 'owner@fjordmaskin.example');
  await page.getByRole('button', { name: 'Tags', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Machine tags' });
  await dialog.getByRole('textbox', { name: 'Find or create a tag' }).fill('Aaa long tag');
  const row = dialog.getByRole('listitem', { name, exact: true });
  await expect(row).toBeVisible();
  const box = (await dialog.boundingBox())!;
  for (const label of [`Rename ${name}`, `Delete ${name}`]) {
    const button = (await row.getByRole('button', { name: label }).boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width);
  }
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete tag?' }).getByRole('button', { name: 'Delete tag' }).click();
  await expect(row).toHaveCount(0);
});

test('an operator configuration message (SITELINE_PUBLIC_URL) goes to the log, not to the person asking for a mail', async ({ request }) => {
  const res = await request.post('/api/auth/v1/requestResetPassword', { headers: { host: 'mail.evil.example' }, data: { email: OWNER } });
  expect(res.status()).toBe(500);
  const body = await res.json();
  expect(body.error.message).toBe('E-mails with links cannot be sent from this address right now. Please contact support.');
  expect(JSON.stringify(body)).not.toContain('SITELINE_PUBLIC_URL');
});

test('the sv-SE login page is Swedish throughout: form, hero text, footer and html lang', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'sv-SE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  await expect(page.getByText('Varje maskin, varje plats, en vy.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'API-dokumentation' })).toBeVisible();
  await expect(page.getByText('Every machine, every site, one view.')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
  await context.close();
});

test('/support/companies?companyId=3 after a reload names the company', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'support@siteline.example', undefined, { support: true });
  await expect(page).toHaveURL(/\/support\/companies\/$/);
  await page.goto('/support/companies/?companyId=3');
  const panel = page.getByRole('complementary', { name: 'Company - Users' });
  await expect(panel.getByText('Fjord Maskin AS')).toBeVisible();
  await expect(panel.getByText('Company 3')).toHaveCount(0);
});

test('a search longer than the server accepts cannot be typed, so the raw validation message never shows', async ({ page }) => {
  await page.goto('/fleet');
  await signIn(page, 'owner@fjordmaskin.example');
  const grid = dataGrid(page, '/fleet');
  await waitForRows(grid);
  const search = grid.getByRole('textbox', { name: 'Search' });
  await search.fill('x'.repeat(250));
  await expect(search).toHaveValue('x'.repeat(200));
  await expect(page.getByText('textSearch: must be at most')).toHaveCount(0);
});

test('unsaved profile changes are not dropped without a word', async ({ page, request }) => {
  const user = await createActiveUser(request, 'unsaved', { firstName: 'Edda', lastName: 'Testsson' });
  await page.goto('/settings/profile');
  await signIn(page, user.email, user.password);
  await expect(page.getByLabel('First name')).toHaveValue('Edda');
  await page.getByLabel('First name').fill('Edith');

  // Leaving through the navigation asks first; cancelling keeps the page and the edit.
  const messages: string[] = [];
  page.once('dialog', (d) => {
    messages.push(d.message());
    void d.dismiss();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fleet' }).click();
  expect(messages).toEqual(['You have unsaved changes. Leave this page and lose them?']);
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByLabel('First name')).toHaveValue('Edith');

  // Confirming leaves.
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fleet' }).click();
  await expect(page).toHaveURL(/\/fleet$/);
});

test('on a 390 px phone the navigation is a drawer behind a Menu button and "Add user" is not clipped', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/users');
  await signIn(page, 'owner@nordbygg.example');
  await expect(page).toHaveURL(/\/admin\/users$/);
  // (Radix's tab navigation on the page is also labelled "Main": the side navigation is the one with Telematics.)
  const nav = page.getByRole('navigation', { name: 'Main' }).filter({ hasText: 'Telematics' });
  await expect(nav).toHaveCount(0);
  const add = page.getByRole('button', { name: 'Add user' });
  await expect(add).toBeVisible();
  const box = (await add.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Fleet' }).click();
  await expect(page).toHaveURL(/\/fleet$/);
  await expect(nav).toHaveCount(0);
});

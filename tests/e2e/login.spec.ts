import { expect, test } from './fixtures.ts';
import { expectOnLoginPage, signIn } from './helpers.ts';

test('a wrong password shows the spec message and keeps the user on the password step', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'owner@nordbygg.example', 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect password and/or username.' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('an unauthenticated visit to /fleet lands on / with returnUrl and returns to /fleet after login', async ({ page }) => {
  await page.goto('/fleet');
  await expect(page).toHaveURL(/\/\?returnUrl=%2Ffleet$/);
  await expectOnLoginPage(page);
  await signIn(page, 'owner@nordbygg.example');
  await expect(page).toHaveURL(/\/fleet$/);
  await expect(page.getByRole('heading', { name: 'Fleet', level: 1 })).toBeVisible();
});

test('a returnUrl to a foreign origin is ignored: the user lands on the map', async ({ page }) => {
  await page.goto('/?returnUrl=https%3A%2F%2Fevil.example%2Fsteal');
  await signIn(page, 'admin@nordbygg.example');
  await expect(page).toHaveURL(/\/map$/);
});

test('signed-in users are kept off the login page, and logout ends the session on the server too', async ({ page, context }) => {
  await page.goto('/');
  await signIn(page, 'owner@fjordmaskin.example');
  await expect(page).toHaveURL(/\/map$/);
  // The refresh token is an HttpOnly cookie for the auth endpoints only; scripts cannot see it.
  const refresh = (await context.cookies()).find((c) => c.name === 'siteline_refresh');
  expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/v1' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('siteline_refresh');
  const session = (await context.cookies()).find((c) => c.name === 'siteline_session')!;
  const accessToken = (JSON.parse(decodeURIComponent(session.value)) as { accessToken: string }).accessToken;
  expect(Object.keys(JSON.parse(decodeURIComponent(session.value)))).toEqual(['accessToken', 'expiresAt']);

  await page.goto('/');
  await expect(page).toHaveURL(/\/map$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectOnLoginPage(page);
  expect((await context.cookies()).find((c) => c.name === 'siteline_session')).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('siteline.permissions'))).toBeNull();
  // The server revoked the sign-in: its access token is refused at once and the refresh cookie is gone.
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'siteline_refresh')).toBeUndefined();
  const positions = await page.request.get('/api/web/v1/assets/positions', { headers: { authorization: `Bearer ${accessToken}` } });
  expect(positions.status()).toBe(401);
});

test('the navigation follows scope and permissions: a User sees no Admin entry and cannot open /admin', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'user@nordbygg.example');
  await expect(page).toHaveURL(/\/map$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Fleet' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/map$/);
});

test('a support agent signs in with "Login as support" and lands on the companies screen', async ({ page }) => {
  await page.goto('/?authAsSupport=true');
  await expect(page.getByLabel('Login as support')).toBeChecked();
  await signIn(page, 'support@siteline.example');
  await expect(page).toHaveURL(/\/support\/companies\/$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Companies' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveCount(0);
  await page.goto('/map');
  await expect(page).toHaveURL(/\/support\/companies\/$/);
});

test('Swedish texts for sv-SE browsers', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'sv-SE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  await context.close();
});

test('an unknown address shows the not-found page after sign-in', async ({ page }) => {
  await page.goto('/no/such/page');
  await signIn(page, 'owner@nordbygg.example');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

// Account e-mails end to end: invitation → activation, and forgot password → reset, through the
// real server, its outbox and the browser.
import { expect, test } from './fixtures.ts';
import { expectOnLoginPage, signIn } from './helpers.ts';
import { apiLogin, createActiveUser, inviteUser, mailCount, mailedLink, NEW_PASSWORD, OWNER, pathOf, uniqueEmail } from './accounts.ts';

test('an invited user activates the account from the mailed link and lands signed in on the map', async ({ page, browser }) => {
  // The owner's invitation through the API: signing in on the page would load the map for nothing.
  const email = uniqueEmail('invite');
  await inviteUser(page.request, await apiLogin(page.request, OWNER), { email, firstName: 'Ingrid', lastName: 'Berg' });
  const link = await mailedLink(email, 'ActivationKey');
  expect(new URL(link).pathname).toBe('/');

  // The invited person opens the link in their own browser.
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  await expect(invitee.getByLabel('Email')).toHaveValue(email);
  await expect(invitee.getByLabel('Email')).not.toBeEditable();
  await expect(invitee.getByLabel('First name')).toHaveValue('Ingrid');
  await expect(invitee.getByLabel('Last name')).toHaveValue('Berg');
  const activate = invitee.getByRole('button', { name: 'Activate account' });
  await expect(activate).toBeDisabled();

  await invitee.getByLabel('Work title').click();
  await invitee.getByRole('option', { name: 'Other' }).click();
  await invitee.getByLabel('Your work title').fill('Crane coordinator');
  await invitee.getByLabel('Password', { exact: true }).fill('fresh.start');
  await invitee.getByLabel('Confirm password').fill('Fresh.Start9');
  await invitee.getByLabel('First name').focus();
  // Only the first failing rule is shown.
  await expect(invitee.getByText('Password must contain at least 1 uppercase letter')).toBeVisible();
  await expect(invitee.getByText('Passwords do not match')).toBeVisible();
  await expect(activate).toBeDisabled();
  await invitee.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await expect(invitee.getByText('Passwords do not match')).toHaveCount(0);
  await expect(activate).toBeEnabled();
  await activate.click();

  await expect(invitee).toHaveURL(/\/map$/);
  await expect(invitee.getByRole('status').filter({ hasText: 'Account activated successfully' })).toBeVisible();
  await expect(invitee.getByRole('button', { name: 'Logout' })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'siteline_session');
  expect(cookie).toBeDefined();
  await context.close();

  // The key is spent: opening the link again says so at once, before any form is filled in.
  const again = await browser.newContext();
  const second = await again.newPage();
  await second.goto(link);
  const status = second.getByTestId('activation-link-status');
  await expect(status).toHaveAttribute('data-status', 'used');
  await expect(status).toContainText('This activation link has already been used.');
  await expect(second.getByRole('button', { name: 'Activate account' })).toHaveCount(0);
  await second.getByRole('link', { name: 'Go to the login page' }).click();
  await expectOnLoginPage(second);
  await again.close();
});

test('the activation form speaks Swedish for sv-SE, an unknown key says so at once, and /activateAccount without a key goes to the login', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('sv');
  await inviteUser(request, await apiLogin(request, OWNER), { email, firstName: 'Karin', lastName: 'Åberg' });
  const link = pathOf(await mailedLink(email, 'ActivationKey')).replace(/^\/\?/, '/activateAccount?');
  const context = await browser.newContext({ locale: 'sv-SE' });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Aktivera ditt konto' })).toBeVisible();
  await expect(page.getByLabel('Efternamn')).toHaveValue('Åberg');
  await expect(page.getByRole('button', { name: 'Aktivera konto' })).toBeDisabled();
  await page.getByLabel('Lösenord', { exact: true }).fill('kort');
  await page.getByLabel('Bekräfta lösenord').focus();
  await expect(page.getByText('Lösenordet måste vara minst 8 tecken')).toBeVisible();

  await page.goto('/activateAccount?ActivationKey=not-a-key&Email=karin%40nordbygg.example&FirstName=Karin&LastName=%C3%85berg');
  await expect(page.getByTestId('activation-link-status')).toHaveText('Aktiveringslänken är ogiltig eller har gått ut');
  await expect(page.getByRole('button', { name: 'Aktivera konto' })).toHaveCount(0);

  await page.goto('/activateAccount');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  await context.close();
});

test('forgot password: the mailed link opens the reset form, and the new password signs the user in', async ({ page, browser, request }) => {
  const user = await createActiveUser(request, 'reset');
  await page.goto('/');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  const before = mailCount(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const link = await mailedLink(user.email, 'ResetPasswordKey', before);
  expect(new URL(link).pathname).toBe('/finishResetPassword');
  await page.goto(pathOf(link));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const reset = page.getByRole('button', { name: 'Reset password' });
  await expect(reset).toBeDisabled();
  await page.getByLabel('New password').fill('Another.Start5');
  await page.getByLabel('Confirm password').fill('Another.Start');
  await page.getByLabel('New password').focus();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(reset).toBeDisabled();
  await page.getByLabel('Confirm password').fill('Another.Start5');
  await reset.click();

  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByRole('status').filter({ hasText: 'Password reset successfully' })).toBeVisible();
  // The new password works; the old one does not.
  expect(await apiLogin(request, user.email, 'Another.Start5')).toBeTruthy();
  const old = await request.post('/api/auth/v1/login', { data: { login: user.email, password: user.password, apiType: 0 } });
  expect(old.status()).toBe(400);

  // The link works once.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(pathOf(link));
  await other.getByLabel('New password').fill('Third.Start7');
  await other.getByLabel('Confirm password').fill('Third.Start7');
  await other.getByRole('button', { name: 'Reset password' }).click();
  const toast = other.getByRole('status').filter({ hasText: 'Error resetting password.' });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Contact support' })).toBeVisible();
  await other.getByRole('link', { name: 'Back to login' }).click();
  await expectOnLoginPage(other);
  await context.close();
});

test('reCAPTCHA: off by default nothing is loaded; when on, a refused token stops the login with the spec text', async ({ page }) => {
  // Off (the server's default): the login goes straight through and Google is never contacted.
  const google: string[] = [];
  page.on('request', (r) => r.url().includes('google.com/recaptcha') && google.push(r.url()));
  await page.goto('/');
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/map$/);
  expect(google).toEqual([]);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectOnLoginPage(page);

  // On: the site key says so, Google's script (stubbed here) gives a token, our server judges it.
  let verdict = false;
  const verified: unknown[] = [];
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { query: string; variables?: { input?: unknown } };
    if (body.query.includes('recaptchaSiteKey')) {
      return route.fulfill({ json: { data: { recaptchaSiteKey: { data: { siteKey: 'site-key-e2e', recaptchaEnabled: true } } } } });
    }
    if (body.query.includes('verifyRecaptcha')) {
      verified.push(body.variables?.input);
      return route.fulfill({ json: { data: { verifyRecaptcha: { data: { success: verdict } } } } });
    }
    return route.continue();
  });
  await page.route('https://www.google.com/recaptcha/api.js*', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "window.grecaptcha = { ready: (cb) => setTimeout(cb, 0), execute: (key, opts) => Promise.resolve('token-for-' + key + '-' + opts.action) };",
    }),
  );
  // The server under test has no reCAPTCHA keys, so its policy does not name Google; a server with
  // keys adds Google's script host (server/src/plugins/securityHeaders.ts), as the page gets here.
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = response.headers();
    headers['content-security-policy'] = headers['content-security-policy'].replace(
      "script-src 'self'",
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    return route.fulfill({ response, headers });
  });
  await page.reload();
  await signIn(page, OWNER);
  await expect(
    page.getByRole('alert').filter({ hasText: 'reCAPTCHA validation failed. Please try again, or contact support if the issue persists.' }),
  ).toBeVisible();
  expect(google).toEqual(['https://www.google.com/recaptcha/api.js?render=site-key-e2e']);
  expect(verified).toEqual([{ token: 'token-for-site-key-e2e-login', isWebDriver: true }]);
  await expect(page).toHaveURL(/\/$/);

  verdict = true;
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/map$/);
  expect(verified).toHaveLength(2);
});

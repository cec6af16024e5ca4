// The login page replayed in the browser (tests/flows/kit/ui.ts, tests/e2e/replay.spec.ts).
// reCAPTCHA is switched on for the replay (its site-key answer and Google's script are stubbed, as
// Google is not reachable from tests), so every login makes two calls: the token check, then the
// credentials. The token check's verdict stands in for Google's.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { Config } from '../../../server/src/config.ts';
import { contentSecurityPolicy } from '../../../server/src/plugins/securityHeaders.ts';
import { defineUi, meshError, pass, type CallOutcome, type UiContext } from '../kit/ui.ts';
import { loginModel } from './login.model.ts';

const WEB_USER = 'owner@nordbygg.example';
const SUPPORT_USER = 'support@siteline.example';
const PASSWORD = 'Siteline.2026';

const verdict = (success: boolean): CallOutcome => ({ kind: 'fulfill', status: 200, json: { data: { verifyRecaptcha: { data: { success } } } } });
/** The credentials call after an accepted token. */
const afterToken = (outcome: CallOutcome) => async (ui: UiContext) => {
  await ui.settle('login', verdict(true));
  await ui.settle('login', outcome);
};
const credentialsError = (status: number, code: number | null, message: string) => afterToken({ kind: 'meshError', status, code, message });

/** Typed into whichever e-mail field is on screen (the login step's or the reset step's). */
const typeEmail =
  (value: string) =>
  async ({ page }: UiContext) =>
    page.locator('#login-email, #reset-email').fill(value);

/**
 * What the server's Content-Security-Policy adds when reCAPTCHA is configured (Google's script,
 * frame and verification origin), read from the server's own policy so the two cannot drift.
 */
function recaptchaSources(): Record<string, string[]> {
  const policy = (recaptcha: string) => contentSecurityPolicy({ recaptchaSiteKey: recaptcha, recaptchaSecret: recaptcha, mapStyleUrl: '' } as Config);
  const [on, off] = [policy('configured'), policy('')];
  return Object.fromEntries(Object.entries(on).map(([directive, sources]) => [directive, sources.filter((s) => !off[directive]?.includes(s))]));
}

/** The page's policy as the server sends it with reCAPTCHA configured: its sources added, 'none' dropped where they go. */
function withRecaptcha(header: string): string {
  const added = recaptchaSources();
  return header
    .split(';')
    .map((part) => {
      const [directive, ...sources] = part.trim().split(/\s+/);
      const more = added[directive] ?? [];
      return more.length ? [directive, ...sources.filter((s) => s !== "'none'"), ...more].join(' ') : part.trim();
    })
    .join('; ');
}

async function enableRecaptcha(page: Page) {
  // The demo server runs without reCAPTCHA keys, so its pages forbid Google's script: the page is
  // served with the policy the server sends when reCAPTCHA is configured.
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/') && url.pathname !== '/graphql',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const headers = response.headers();
      const csp = headers['content-security-policy'];
      return route.fulfill({ response, headers: csp ? { ...headers, 'content-security-policy': withRecaptcha(csp) } : headers });
    },
  );
  await page.route('**/graphql', (route) => {
    const body = route.request().postDataJSON() as { query?: string } | null;
    if (!body?.query?.includes('recaptchaSiteKey')) return route.fallback();
    return route.fulfill({ json: { data: { recaptchaSiteKey: { data: { siteKey: 'replay-site-key', recaptchaEnabled: true } } } } });
  });
  await page.route('https://www.google.com/recaptcha/api.js*', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "window.grecaptcha = { ready: (cb) => cb(), execute: () => Promise.resolve('replay-token') };",
    }),
  );
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** The form's submit button: while busy Radix names it twice ("Log in Log in"), so it is found by role in the form. */
const submitButton = (page: Page) => page.locator('form button[type="submit"]');
/**
 * Clicks the button, or, while the page keeps it disabled, presses Enter in the field: the form
 * still sends the event, and the machine must refuse it.
 */
const submitWith =
  (name: string, field: string) =>
  async ({ page }: UiContext) => {
    const target = button(page, name);
    if (await target.isEnabled()) await target.click();
    else await page.locator(field).press('Enter');
  };
const can = (expected: AnyMachineSnapshot, type: string) => expected.can({ type });
const busy = (expected: AnyMachineSnapshot) => expected.hasTag('busy');

/** The message under the form: the machine's error, or none. */
async function formError(page: Page, expected: AnyMachineSnapshot) {
  const callout = page.locator('.rt-CalloutRoot[role="alert"]');
  if (expected.context.error) await expect(callout).toContainText(expected.context.error);
  else await expect(callout).toHaveCount(0);
}

async function enabledIf(locator: ReturnType<Page['locator']>, enabled: boolean) {
  if (enabled) await expect(locator).toBeEnabled();
  else await expect(locator).toBeDisabled();
}

export default defineUi(loginModel, {
  start: async ({ page }) => {
    await enableRecaptcha(page);
    await page.goto('/?returnUrl=%2Ffleet');
  },
  calls: { login: { graphql: ['VerifyRecaptcha', 'Login'] }, requestResetPassword: { graphql: 'RequestResetPassword' } },
  events: {
    'login.emailChanged': { valid: typeEmail(WEB_USER), invalid: typeEmail('owner@nordbygg'), empty: typeEmail('') },
    'login.passwordChanged': {
      filled: ({ page }) => page.getByLabel('Password', { exact: true }).fill(PASSWORD),
      empty: ({ page }) => page.getByLabel('Password', { exact: true }).fill(''),
    },
    'login.supportToggled': {
      on: ({ page }) => page.getByRole('checkbox', { name: 'Login as support' }).check(),
      off: ({ page }) => page.getByRole('checkbox', { name: 'Login as support' }).uncheck(),
    },
    'login.next': { pressed: submitWith('Next', '#login-email') },
    'login.back': { pressed: ({ page }) => button(page, 'Back').click() },
    'login.submit': { pressed: submitWith('Log in', '#login-password') },
    'login.forgotPassword': { pressed: ({ page }) => page.getByRole('link', { name: 'Forgot password?' }).click() },
    'login.resetRequested': { pressed: submitWith('Send reset link', '#reset-email') },
    'login.backToLogin': { pressed: ({ page }) => button(page, 'Back to login').click() },
    'xstate.done.actor.login': {
      // One address cannot be both a customer and a support agent: the scope ticked on screen picks
      // the demo account the real server checks.
      ok: afterToken({
        kind: 'pass',
        rewrite: (body) => (body.variables.input.apiType === 3 ? { ...body, variables: { input: { ...body.variables.input, login: SUPPORT_USER } } } : body),
      }),
    },
    'xstate.error.actor.login': {
      400: credentialsError(400, 101, 'Incorrect password and/or username.'),
      429: credentialsError(429, 107, 'Too many login requests'),
      500: credentialsError(500, 500, 'Internal server error'),
      503: credentialsError(503, null, 'Service Unavailable'),
      recaptcha: async (ui) => ui.settle('login', verdict(false)),
      // Our server's token check fails (a network failure would bring the maintenance overlay instead).
      recaptchaUnavailable: async (ui) => ui.settle('login', { kind: 'meshError', status: 500, code: 500, message: 'reCAPTCHA is not configured' }),
    },
    'xstate.done.actor.requestResetPassword': { ok: pass() },
    'xstate.error.actor.requestResetPassword': { failed: meshError(502, 500, 'Mail service unavailable') },
  },
  screens: [
    {
      when: 'view:enterEmail',
      check: async ({ page }, expected) => {
        await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
        await enabledIf(button(page, 'Next'), can(expected, 'login.next'));
        await expect(page.getByRole('checkbox', { name: 'Login as support' })).toBeChecked({ checked: expected.context.authAsSupport });
        await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
      },
    },
    {
      when: 'view:enterPassword',
      check: async ({ page }, expected) => {
        await expect(page.getByRole('heading', { name: 'Enter your password' })).toBeVisible();
        await expect(page.getByTestId('login-email-shown')).toHaveText(WEB_USER);
        await expect(submitButton(page)).toContainText('Log in');
        await enabledIf(submitButton(page), can(expected, 'login.submit') && !busy(expected));
        await expect(page.getByRole('checkbox', { name: 'Login as support' })).toBeChecked({ checked: expected.context.authAsSupport });
        await expect(page.getByLabel('Password', { exact: true })).toHaveValue(expected.context.password === '' ? '' : PASSWORD);
        await formError(page, expected);
      },
    },
    {
      when: 'view:resetPassword',
      check: async ({ page }, expected) => {
        await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
        await expect(submitButton(page)).toContainText('Send reset link');
        await enabledIf(submitButton(page), can(expected, 'login.resetRequested') && !busy(expected));
        await formError(page, expected);
      },
    },
    { when: 'view:resetPasswordSent', check: ({ page }) => expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible() },
    {
      // Signed in: the page leaves for the returnUrl (a support agent lands on the companies screen).
      when: { state: 'signedIn' },
      check: async ({ page }, expected) => {
        await expect(page).toHaveURL(expected.context.authAsSupport ? /\/support\/companies\/$/ : /\/fleet$/);
        await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      },
    },
  ],
});

// The session replayed in the browser, as a user created for each path: the cookie a tab starts
// with (start), sign-in through the login page, new tokens while signed in (a profile save), a call
// refused with 401 (the one refresh and retry of src/graphql/client.ts), the refresh 300 s before
// expiry, and sign-out. The page's own session actor is watched from outside: the app shell or the
// login page, the cookie, and the refresh and logout requests held at /api/auth/v1.
//
// Clock. The session machine reads `now` when the page starts and when tokens arrive, and the
// replay's page clock moves only by the spec's durations (tests/e2e/replay/driver.ts). So `start`
// pauses the page clock at a known instant P before the app loads, moves it only while the app
// appears (React reveals the lazy app shell on a timer), and leaves it paused at P + 10 s, where the
// driver pauses it 1 s later (P'). A cookie's expiry is written relative to the instant the model
// measures from: P where the page decides as it starts (expired, expiring now, 1 ms left: the
// boundaries land exactly where the model has them), P' for the refresh a valid cookie schedules.
// The server's tokens last 15 min and the model's an hour, so token answers are shaped to the
// model's lifetime (the real token outlives any replay).
import { expect, type Page, type Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { createActiveUser } from '../../e2e/accounts.ts';
import { signIn } from '../../e2e/helpers.ts';
import { meshErrorBody, operationName } from '../../e2e/replay/calls.ts';
import { SESSION_COOKIE, askedBy, heldCount, poll, readSessionCookie, signInByApi, writeSessionCookie } from '../../e2e/replay/kit.ts';
import { SPEC } from '../kit/specConstants.ts';
import { defineUi, elapse, notInBrowser, offered, type CallOutcome, type UiContext } from '../kit/ui.ts';
import { sessionModel, signInTokens, T0 } from './session.model.ts';
import type { StoredSession } from '../../../machines/session/session.types.ts';

const PASSWORD = 'Siteline.2026';
/** Where a signed-in path works: light, and its Profile / Language tabs each load the profile. */
const HOME = '/settings/language';
/** The model's token lifetime (session.model.ts: expires_in 3600). */
const MODEL_LIFETIME_S = 3600;
/** How far past P `start` leaves the page clock (the app has appeared well before). */
const LOADED_BY_MS = 10_000;
/** The driver pauses the clock this long after `start` (driver.ts, pauseSoon). */
const DRIVER_PAUSE_MS = 1_000;
/**
 * After a sign-in the login page navigates to the app shell, a lazy chunk that React reveals on a
 * timer: the page clock moves this much after the tokens arrived, and the login answer lasts as much
 * longer, so the refresh is still the model's 3300 s away when the step ends.
 */
const SHELL_REVEAL_MS = 1_000;

/** The server's sign-in lasts 14 days; a cookie kept a day is already far past any access token. */
const SESSION_KEPT_AT_LEAST_MS = 86_400_000;

const logout = (page: Page) => page.getByRole('button', { name: 'Logout' });
const loginHeading = (page: Page) => page.getByRole('heading', { name: 'Log in', level: 1 });
const tab = (page: Page, name: string) => page.getByRole('link', { name, exact: true });
const count = (ui: UiContext, key: 'refreshes' | 'logouts') => Number(ui.data[key] ?? 0);

/** Signed in with the refresh already due: the page's 0 ms timer fires before any user action can come. */
const dueNow = (s: AnyMachineSnapshot) =>
  s.matches({ signedIn: 'active' }) && (s.context.expiresAt ?? s.context.now) - s.context.now - SPEC.tokenRefreshLeadMs <= 0;

/** Moves the page clock by `ms` in small steps with real time between them (a chunk that arrives meanwhile is revealed). */
async function runClock(page: Page, ms: number, until?: () => Promise<boolean>): Promise<void> {
  for (let moved = 0; moved < ms; moved += 50) {
    if (until && (await until())) return;
    await page.waitForTimeout(30);
    await page.clock.runFor(50);
  }
}

/** While `act` runs, the page's requests of the GraphQL operation `name` are answered by `answer`. */
async function whileAnswering(page: Page, name: string, answer: (route: Route) => Promise<void>, act: () => Promise<unknown>): Promise<void> {
  const handler = (route: Route) => (operationName(route.request()) === name ? answer(route) : route.fallback());
  await page.route('**/graphql', handler);
  try {
    await act();
  } finally {
    await page.unroute('**/graphql', handler);
  }
}

/** The server's real answer with its token pair changed on the way (`change` edits it in place). */
const changeTokens = (pick: (json: any) => any, change: (tokens: any) => void) => async (route: Route) => {
  const response = await route.fetch();
  const json = await response.json();
  change(pick(json));
  await route.fulfill({ response, json });
};

/** session.signedIn from signed out: the user signs in through the login page. */
async function signInThroughLoginPage(ui: UiContext, readable: boolean): Promise<void> {
  const { page } = ui;
  // After a sign-out the login page has no returnUrl (it would lead to the map): the user opens
  // the login page that leads back to the settings.
  if (!page.url().includes('returnUrl=')) {
    await page.goto(`/?returnUrl=${encodeURIComponent(HOME)}`);
    await expect(loginHeading(page)).toBeVisible();
  }
  const change = (tokens: any) => {
    if (!readable) return void (tokens.access_token = 'not-a-jwt');
    tokens.expires_in = MODEL_LIFETIME_S + SHELL_REVEAL_MS / 1000;
    ui.data.token = tokens.access_token;
  };
  let answered = false;
  const answer = changeTokens(
    (json) => json.data.login.data,
    (tokens) => {
      change(tokens);
      answered = true;
    },
  );
  await whileAnswering(page, 'Login', answer, async () => {
    await signIn(page, String(ui.data.email), PASSWORD);
    await poll(() => answered).toBe(true);
    if (readable) {
      await expect(page).toHaveURL(new RegExp(`${HOME}$`));
      await runClock(page, SHELL_REVEAL_MS);
    } else {
      // The page goes to the settings, and the route guard sends the still signed-out user back to
      // a new login page (its first step; the finished one showed the password step).
      await expect(loginHeading(page)).toBeVisible();
      await expect(page).toHaveURL(/\/\?returnUrl=/);
    }
  });
}

/** session.signedIn while signed in: new tokens in a profile save's answer (the server sends them on a password change). */
async function newTokensFromProfile(ui: UiContext, readable: boolean): Promise<void> {
  const { page } = ui;
  if (!page.url().endsWith('/settings/profile')) await tab(page, 'Profile').click();
  const jobTitle = page.locator('#profile-jobTitle');
  await expect(jobTitle).toBeEditable();
  // A pair the server issued (a new sign-in of the same user), or one the page cannot read. A real
  // password change would end the user's other sign-ins; tests/e2e/profile.spec.ts covers that.
  const pair = readable
    ? (await (await page.request.post('/api/auth/v1/login', { data: { login: ui.data.email, password: PASSWORD, apiType: 0 } })).json()).data
    : { access_token: 'not-a-jwt', expires_in: MODEL_LIFETIME_S, token_type: 'Bearer' };
  let answered = false;
  const answer = changeTokens(
    (json) => json.data.updateProfile.data,
    (profile) => {
      profile.tokens = { ...pair, expires_in: MODEL_LIFETIME_S };
      answered = true;
    },
  );
  await whileAnswering(page, 'UpdateProfile', answer, async () => {
    await jobTitle.fill(`Session check ${Date.now()}`);
    await page.locator('form button[type="submit"]').click();
    await poll(() => answered).toBe(true);
  });
  if (readable) ui.data.token = pair.access_token;
}

/** Ends the held request of `actor` and counts it (screens compare what was held with what ended). */
const settled = (actor: string, key: 'refreshes' | 'logouts', outcome: CallOutcome) => async (ui: UiContext) => {
  await ui.settle(actor, outcome);
  ui.data[key] = count(ui, key) + 1;
};

/**
 * A sign-out or a failed refresh sends the page to / with a full navigation. The route guard's own
 * redirect (to /?returnUrl=…) may show the login page first: the next step waits for the new page.
 */
async function reloadedAtLogin(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/' && url.search === '');
  await expect(loginHeading(page)).toBeVisible();
}

/** A refresh outcome that fails the refresh: counted like any other, then the page reloads at /. */
const failsRefresh = (outcome: CallOutcome) => async (ui: UiContext) => {
  await settled('refreshTokens', 'refreshes', outcome)(ui);
  await reloadedAtLogin(ui.page);
};

const envelope = (data: unknown, error: { code: number; message: string } | null = null) => ({ data, succeeded: error === null, error });

const SIGNED_IN_ONLY_WHEN_SETTLED =
  'new tokens arrive in a call, and a call made while a refresh is under way waits for it (urql authExchange); ' +
  'a refresh due at once has left before any action';

export default defineUi(sessionModel, {
  // The variant is read only where a path starts and by the screens (uiCover.ts, decision 0069).
  stepsAlikeInEveryVariant: true,
  start: async (ui) => {
    const { page } = ui;
    const user = await createActiveUser(page.request, 'replay-session', { firstName: 'Sigrid', lastName: 'Session' }, PASSWORD);
    ui.data.email = user.email;
    const variant = sessionModel.variants[ui.variant] as { input: { stored: StoredSession | null } };
    const stored = variant.input.stored;
    if (!stored) {
      await page.goto(`/?returnUrl=${encodeURIComponent(HOME)}`);
      return expect(loginHeading(page)).toBeVisible();
    }
    const token = await signInByApi(page, user.email, { password: PASSWORD });
    ui.data.token = token;
    const P = (await page.evaluate(() => Date.now())) + 2_000;
    await page.clock.pauseAt(P);
    const ahead = stored.expiresAt - T0;
    const from = ahead > SPEC.tokenRefreshLeadMs ? P + LOADED_BY_MS + DRIVER_PAUSE_MS : P;
    await writeSessionCookie(page, { accessToken: stored.accessToken === signInTokens.access_token ? token : stored.accessToken, expiresAt: from + ahead });
    await page.goto(HOME);
    await runClock(page, LOADED_BY_MS - 1_000, async () => (await logout(page).isVisible()) || (await loginHeading(page).isVisible()));
    await page.clock.pauseAt(P + LOADED_BY_MS);
  },
  calls: { refreshTokens: { url: /\/api\/auth\/v1\/refresh$/ }, endSession: { url: /\/api\/auth\/v1\/logout$/ } },
  events: {
    'session.signedIn': {
      valid: offered(
        (s) => s.matches('signedOut') || (s.matches({ signedIn: 'active' }) && !dueNow(s)),
        SIGNED_IN_ONLY_WHEN_SETTLED,
        (ui) => (ui.before?.matches('signedOut') ? signInThroughLoginPage(ui, true) : newTokensFromProfile(ui, true)),
      ),
      unreadable: offered(
        (s) => s.matches('signedOut') || (s.matches({ signedIn: 'active' }) && !dueNow(s)),
        SIGNED_IN_ONLY_WHEN_SETTLED,
        (ui) => (ui.before?.matches('signedOut') ? signInThroughLoginPage(ui, false) : newTokensFromProfile(ui, false)),
      ),
    },
    // A call answered 401 (the server no longer takes the token): the other settings tab's profile load.
    'session.refresh': {
      requested: offered(
        (s) => !dueNow(s),
        'a refresh due at once has left before any action',
        async (ui) => {
          const { page } = ui;
          const other = page.url().endsWith('/settings/profile') ? 'Language & Region' : 'Profile';
          let refused = false;
          const refuse = async (route: Route) => {
            if (refused) return route.fallback();
            refused = true;
            const outcome = { kind: 'meshError', status: 401, code: 102, message: 'Access token expired' } as const;
            await route.fulfill({ status: 200, json: meshErrorBody(route.request(), outcome) });
          };
          await whileAnswering(page, 'Profile', refuse, () => askedBy(ui, 'refreshTokens', () => tab(page, other).click()));
        },
      ),
    },
    'session.signOut': {
      requested: offered(
        (s) => !dueNow(s),
        'a refresh due at once has left before any action',
        async (ui) => {
          await askedBy(ui, 'endSession', () => logout(ui.page).click());
          await reloadedAtLogin(ui.page);
          // A refresh under way is dropped with the page the sign-out leaves: let it go, so it is not
          // taken for the next one.
          if (ui.before?.hasTag('refreshing')) await settled('refreshTokens', 'refreshes', { kind: 'abort' })(ui);
        },
      ),
    },
    'xstate.done.actor.refreshTokens': {
      ok: settled('refreshTokens', 'refreshes', {
        kind: 'shape',
        shape: (json, ui) => {
          ui.data.token = json.data.access_token;
          return { ...json, data: { ...json.data, expires_in: MODEL_LIFETIME_S } };
        },
      }),
      unreadable: failsRefresh({
        kind: 'fulfill',
        status: 200,
        json: envelope({ access_token: 'not-a-jwt', expires_in: MODEL_LIFETIME_S, token_type: 'Bearer' }),
      }),
    },
    'xstate.error.actor.refreshTokens': {
      refused: failsRefresh({ kind: 'fulfill', status: 401, json: envelope(null, { code: 102, message: 'Invalid refresh token' }) }),
      thrown: failsRefresh({ kind: 'abort' }),
      opaque: notInBrowser('the page rejects a failed refresh with its status and message, or fetch with a TypeError: never with nothing'),
    },
    'xstate.done.actor.endSession': { ok: settled('endSession', 'logouts', { kind: 'pass' }) },
    'xstate.error.actor.endSession': { unreachable: settled('endSession', 'logouts', { kind: 'abort' }) },
    'xstate.after.refreshLead.session.signedIn.active': { elapsed: elapse() },
  },
  screens: [
    {
      when: 'signedIn',
      check: async (ui, expected) => {
        const { page } = ui;
        await expect(logout(page)).toBeVisible();
        await expect(page).toHaveURL(/\/settings\/(language|profile)$/);
        await poll(async () => (await readSessionCookie(page))?.accessToken).toBe(ui.data.token);
        // Tokens taken in from the server: the browser keeps the cookie as long as the sign-in (the
        // server's refresh_expires_in, days), not only the access token's hour (decision 0028).
        if (expected.context.sessionEndsAt !== null) {
          const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
          expect((cookie?.expires ?? 0) * 1000).toBeGreaterThan(Date.now() + SESSION_KEPT_AT_LEAST_MS);
        }
      },
    },
    {
      // No refresh before it is due: a request that left early would be held by now.
      when: { state: { signedIn: 'active' } },
      check: async (ui, expected) => {
        if (dueNow(expected)) return;
        await ui.page.waitForTimeout(300);
        expect(heldCount(ui, 'refreshTokens')).toBe(count(ui, 'refreshes'));
      },
    },
    {
      when: 'refreshing',
      check: async (ui) => {
        await poll(() => heldCount(ui, 'refreshTokens')).toBe(count(ui, 'refreshes') + 1);
        const asked = ui.requests.filter((r) => r.actor === 'refreshTokens').at(-1);
        expect(asked?.body).toEqual({ accessToken: ui.data.token });
      },
    },
    {
      when: 'signedOut',
      check: async (ui, expected) => {
        const { page } = ui;
        await expect(loginHeading(page)).toBeVisible();
        await poll(() => readSessionCookie(page)).toBeNull();
        const logouts = count(ui, 'logouts') + (expected.matches('signingOut') ? 1 : 0);
        await poll(() => heldCount(ui, 'endSession')).toBe(logouts);
      },
    },
  ],
});

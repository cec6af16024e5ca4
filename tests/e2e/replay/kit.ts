// Shared set-up for the machines' browser replays (tests/flows/*/*.ui.ts).
import { expect, test, type Locator, type Page } from '../fixtures.ts';
import { DEMO_PASSWORD } from '../helpers.ts';
import { clickRow, waitForRows } from '../grid.ts';
import type { UiContext } from '../../flows/kit/ui.ts';

export { DEMO_PASSWORD };

/** The cookie src/session/storage.ts keeps the session in. */
export const SESSION_COOKIE = 'siteline_session';

/**
 * Signs in through the API (the server sets its refresh cookie) and writes the session cookie the session machine reads, so a replay
 * starts on its own screen without walking through the login page (whose replay is login.ui.ts).
 */
export async function signInByApi(page: Page, email: string, options: { password?: string; support?: boolean } = {}): Promise<string> {
  const res = await page.request.post('/api/auth/v1/login', {
    data: { login: email, password: options.password ?? DEMO_PASSWORD, apiType: options.support ? 3 : 0 },
  });
  if (res.status() !== 200) throw new Error(`login of ${email}: ${res.status()} ${await res.text()}`);
  // The refresh token came as the server's HttpOnly cookie, which the page's request context keeps.
  const tokens = (await res.json()).data as { access_token: string; expires_in: number };
  await writeSessionCookie(page, { accessToken: tokens.access_token, expiresAt: Date.now() + tokens.expires_in * 1000 });
  return tokens.access_token;
}

/** The session cookie as src/session/storage.ts writes it (the access token and its expiry), set before the page reads it. */
export async function writeSessionCookie(page: Page, session: { accessToken: string; expiresAt: number }): Promise<void> {
  await page
    .context()
    .addCookies([{ name: SESSION_COOKIE, value: encodeURIComponent(JSON.stringify(session)), url: String(test.info().project.use.baseURL), sameSite: 'Lax' }]);
}

/** The session cookie the page holds now (null when it has none). */
export async function readSessionCookie(page: Page): Promise<{ accessToken: string; expiresAt: number } | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE && c.value !== '');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
}

/**
 * `expect.poll` at a quick interval, for what a replay reads in its own process or with one page read
 * (held calls, a cookie, the page's draw mode): Playwright's default back-off (100, 250, 500, 1000 ms)
 * leaves up to a second idle after the thing is already there, on every step that waits.
 */
export function poll<T>(read: () => T | Promise<T>, options: { message?: string; timeout?: number } = {}) {
  return expect.poll(read, { intervals: [20, 50, 100], ...options });
}

/** A toast (role=status) with this title. */
export const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

/**
 * The one toast with this title (with `text` when given), then dismissed. Dismissed by a click event,
 * not a pointer click: while a modal dialog is open the rest of the page is inert to the pointer.
 */
export async function expectToast(page: Page, title: string, text?: string): Promise<void> {
  const message = toast(page, title);
  await expect(message).toHaveCount(1);
  if (text) await expect(message).toContainText(text);
  await message.getByRole('button', { name: 'Dismiss' }).dispatchEvent('click');
  await expect(message).toHaveCount(0);
}

/**
 * Opens the dialog of a grid's first row by clicking it, as an admin list's edit does, once the row is
 * drawn (a list just reloaded after a change may not have drawn it yet; see clickUntilDialog).
 */
export async function openFirstRow(page: Page, grid: Locator): Promise<void> {
  await clickUntilDialog(page, async () => {
    await waitForRows(grid);
    await clickRow(page, grid, 0);
  });
}

/**
 * A click in a list that opens a dialog, once no dialog is open or leaving: a dialog that just closed
 * keeps its overlay, and Radix's pointer-events lock on the page, until its animation ends. A list
 * just reloaded may redraw its row under the click: a click that opened no dialog is repeated, and one
 * that did opens it at once, so it is never repeated.
 */
export async function clickUntilDialog(page: Page, click: () => Promise<unknown>): Promise<void> {
  await expect(page.locator('[role="dialog"], [role="alertdialog"]')).toHaveCount(0);
  await poll(() => page.evaluate(() => document.body.style.pointerEvents)).not.toBe('none');
  for (let attempt = 0; ; attempt++) {
    await click();
    try {
      return await expect(page.locator('[role="dialog"]')).toHaveCount(1, { timeout: 3_000 });
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

/** An admin list's resting screen: no dialog or confirmation open, the list's grid shown. */
export async function expectListOnly(page: Page, grid: Locator): Promise<void> {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(grid).toBeVisible();
}

/** How many requests of `actor` the replay has held so far. */
export const heldCount = (ui: UiContext, actor: string) => ui.requests.filter((r) => r.actor === actor).length;

/**
 * An action that asks for `count` calls of `actor`, done once they are held. A request still on its
 * way when the next step begins is a race: the page may cancel it before it reaches the replay (the
 * next step's window or range), and letting "the stale one" go then ends the live one instead (CI saw
 * it on two busy workers: an error where the model had a load, a typed range with one request short).
 */
export async function askedBy(ui: UiContext, actor: string, act: () => Promise<unknown>, count = 1): Promise<void> {
  const before = heldCount(ui, actor);
  await act();
  await poll(() => heldCount(ui, actor)).toBe(before + count);
}

/**
 * An action that starts another load while one may still be held (another week, window, range).
 * Without a load under way it asks for exactly one call. With one (`superseded`), the superseded
 * request may reach the replay after the new one or not at all (the page aborts it as it leaves, and
 * a busy browser may still park it a moment later): once requests stop arriving, every one but the
 * newest is let go, since no one reads them (CI saw positionsPaging answer a request the page no
 * longer read, twice, a few steps after such a reload).
 */
export async function reloadBy(ui: UiContext, actor: string, act: () => Promise<unknown>, superseded: boolean): Promise<void> {
  if (!superseded) return askedBy(ui, actor, act);
  const before = heldCount(ui, actor);
  await act();
  await poll(() => heldCount(ui, actor)).toBeGreaterThan(before);
  await newestOnly(ui, actor);
}

/**
 * Ends every held request of `actor` but the newest: an actor with one load in flight reads only
 * its last request, and answering an older one would end a request nobody reads (CI saw it under
 * load: a page that had given up a request for another left the replay one answer behind).
 */
async function letOlderGo(ui: UiContext, actor: string): Promise<void> {
  while (ui.pending(actor) > 1) await ui.settle(actor, { kind: 'abort' }).catch(() => {});
}

/**
 * Waits until the screen's first load of `actor` is held (start opens a screen that loads at once),
 * and no other follows within a moment: a screen that mounts twice while opening (a panel settling
 * on its route) gives up its first request for a second, and the path's first answer is for the live one.
 */
export async function firstLoadHeld(ui: UiContext, actor: string): Promise<void> {
  await poll(() => heldCount(ui, actor)).toBeGreaterThan(0);
  await newestOnly(ui, actor);
}

/** Once no request of `actor` has arrived for 300 ms, lets every held one but the newest go. */
async function newestOnly(ui: UiContext, actor: string): Promise<void> {
  let seen = heldCount(ui, actor);
  for (;;) {
    await ui.page.waitForTimeout(300);
    const now = heldCount(ui, actor);
    if (now === seen) break;
    seen = now;
  }
  // The earlier ones were given up (the page aborts a stopped actor's fetch).
  await letOlderGo(ui, actor);
}

// The lazy module replayed in the browser: the login page is a feature area whose chunk
// (LoginArea-<hash>.js) is loaded through the lazyModule machine, so its request is held at the
// browser boundary and failed (a network failure, as a replaced deployment or a dropped connection
// gives) or let through to the real server. Each attempt is a request of its own: after a failure the
// chunk is imported under its URL with a `?retry=` query (src/app/retryImport.ts), as Chromium never
// fetches a failed dynamic import's URL again in the same page.
//
// The variant decides what the third failure does: 'no recent reload' reloads the page once (the
// reloaded page starts its own loader, whose request is held: a spinner again); 'reloaded within
// 10 s' shows the spec's error page. The reload time is the page's sessionStorage entry, written
// before every page load for that variant so that it stays recent. The area's error page starts over
// with its 'Reload page' (a fresh page, a fresh set of attempts): that is the area's `lazy.retry`;
// a machine panel tab sends the event in place with its 'Try again' (LazyTab.tsx).
import { expect, type Page } from '@playwright/test';
import { defineUi, elapse, pass, type UiContext } from '../kit/ui.ts';
import { lazyModuleModel } from './lazyModule.model.ts';
import { poll } from '../../e2e/replay/kit.ts';

const RELOAD_KEY = 'siteline.lazyReloadAt';
const PLAIN_CHUNK = /\/assets\/LoginArea-[^/?]+\.js$/;

/**
 * A page's first attempt may be two requests: Vite's loader preloads the chunk
 * (`<link rel="modulepreload">`) beside the area's CSS and calls import() once the CSS is in, and
 * Chromium keeps no failed preload, so an import() that starts after the preload failed asks again
 * (clean clones under load: LoginArea.js twice, then ?retry=1, the replay one attempt behind). The
 * network still fails that URL within the attempt: from the first failure until the second attempt
 * (the first `?retry=` request), a plain request for the chunk fails at once. The reloaded page's
 * request comes after the retries, so it is held as usual.
 */
async function failRefetchWithinFirstAttempt(ui: UiContext): Promise<void> {
  const failing = () => ui.data.plainChunkFailed === true && !ui.requests.some((r) => r.url.includes('?retry='));
  await ui.page.route(PLAIN_CHUNK, (route) => (failing() ? route.abort('failed') : route.fallback()));
}

/**
 * The first attempt has failed only once import() ran, after the area's CSS: until then the retry
 * delay is not armed, and a clock moved meanwhile never reaches it (with the CSS 400 ms slow, the
 * next attempt never left the page). Its stylesheet links are in the page from the start of the
 * attempt, so a loaded sheet on each says import() has been called.
 */
async function untilImportCalled(page: Page): Promise<void> {
  const cssIn = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href*="/assets/LoginArea-"]')].every((link) => link.sheet !== null),
    );
  await poll(cssIn).toBe(true);
}

const spinner = (page: Page) => page.locator('[aria-busy="true"]');
const errorPage = (page: Page) => page.getByRole('alert').filter({ hasText: 'Something went wrong' });

export default defineUi(lazyModuleModel, {
  // The variant is read only where a path starts and by the screens (uiCover.ts, decision 0069).
  stepsAlikeInEveryVariant: true,
  start: async (ui) => {
    const { page, variant } = ui;
    await failRefetchWithinFirstAttempt(ui);
    if (variant === 'reloaded within 10 s') {
      await page.addInitScript((key) => sessionStorage.setItem(key, String(Date.now())), RELOAD_KEY);
    }
    await page.goto('/');
    // Written again once the page has loaded: the clock runs until the replay pauses it, and a page
    // load past 7 s on a busy machine (CI of 89ec85d) left the init script's entry older than 10 s
    // by the third failure, so the page reloaded instead of showing the error page.
    if (variant === 'reloaded within 10 s') {
      await page.evaluate((key) => sessionStorage.setItem(key, String(Date.now())), RELOAD_KEY);
    }
  },
  calls: { importModule: { url: /\/assets\/LoginArea-[^/?]+\.js(\?retry=\d+)?$/ } },
  events: {
    'lazy.retry': {
      pressed: async ({ page }) => {
        const reloaded = page.waitForEvent('load');
        await errorPage(page).getByRole('button', { name: 'Reload page' }).click();
        await reloaded;
      },
    },
    'xstate.done.actor.importModule': { ok: pass() },
    'xstate.error.actor.importModule': {
      // The network fails for the chunk: every request for it held now fails, and a refetch within the
      // first attempt too (failRefetchWithinFirstAttempt).
      failed: async (ui) => {
        const firstAttempt = !ui.requests.some((r) => r.url.includes('?retry='));
        await ui.settle('importModule', { kind: 'abort' });
        ui.data.plainChunkFailed = true;
        while (ui.pending('importModule') > 0) await ui.settle('importModule', { kind: 'abort' });
        if (firstAttempt) await untilImportCalled(ui.page);
      },
    },
    'xstate.after.retryDelay.lazyModule.waiting': { elapsed: elapse() },
  },
  screens: [
    {
      when: 'view:loading',
      check: async ({ page }) => {
        await expect(spinner(page)).toBeVisible();
        await expect(errorPage(page)).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
      },
    },
    {
      // The page reloaded once and its new loader asks for the chunk again (held: a spinner still).
      when: { state: 'reloading' },
      check: async ({ requests }, expected) => {
        const chunkRequests = () => requests.filter((r) => r.actor === 'importModule');
        // A whole page load before the request: on a busy 2-core machine it took past the 15 s of a
        // screen check (a clean-clone run of 11-30, the other browsers' replays beside it), and past
        // 30 s at a load average of 15 (a clean clone of 12-01 beside other work); the replay's own limit
        // for this path is 60 s.
        await poll(() => chunkRequests().length, { timeout: 45_000 }).toBe(expected.context.attempts + 1);
        expect(chunkRequests().at(-1)?.url).not.toContain('?retry=');
      },
    },
    {
      when: 'view:error',
      check: async ({ page }) => {
        const alert = errorPage(page);
        await expect(alert.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
        await expect(alert).toContainText('An unexpected error occurred. Please try refreshing the page or contact support if the problem persists.');
        // The error message is the browser's own for the failed chunk.
        await expect(alert).toContainText(/Failed to fetch dynamically imported module: .*\/assets\/LoginArea-[^/]+\.js/);
        await expect(alert.getByRole('link', { name: 'Contact support' })).toBeVisible();
        await expect(alert.getByRole('button', { name: 'Reload page' })).toBeVisible();
        await expect(spinner(page)).toHaveCount(0);
      },
    },
    {
      when: (s) => s.status === 'done',
      check: async ({ page }) => {
        await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
        await expect(spinner(page)).toHaveCount(0);
        await expect(errorPage(page)).toHaveCount(0);
      },
    },
  ],
});

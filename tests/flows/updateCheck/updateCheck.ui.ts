// The update check replayed in the browser: every 30 minutes the app asks /frontend-version.txt and,
// on another version, shows a persistent toast whose Reload reloads the page. It runs on every page;
// the replay watches it on the login page. The first interval starts with the page, before the
// replay's clock stands still: the replay's "1 ms early" check is exact from the second on.
import { expect, type Page } from '@playwright/test';
import { abort, defineUi, elapse, pass } from '../kit/ui.ts';
import { NEXT_VERSION, updateCheckModel } from './updateCheck.model.ts';

const TITLE = 'A new version of Siteline is available';
const toast = (page: Page) => page.getByRole('status').filter({ hasText: TITLE });
const text = (body: string, contentType = 'text/plain') => ({ call: { kind: 'fulfill' as const, status: 200, body, contentType } });

export default defineUi(updateCheckModel, {
  start: async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  },
  calls: { fetchFrontendVersion: { url: /\/frontend-version\.txt/ } },
  events: {
    'update.reload': {
      pressed: async ({ page }) => {
        const reloaded = page.waitForEvent('load');
        await toast(page).getByRole('button', { name: 'Reload' }).click();
        await reloaded;
      },
    },
    'xstate.done.actor.fetchFrontendVersion': {
      // The real server answers the deployed build's version: the one running.
      same: pass(),
      newer: text(` ${NEXT_VERSION}\n`),
      // A host that answers unknown paths with the SPA's index.html.
      html: text('<!doctype html><html></html>', 'text/html'),
    },
    'xstate.error.actor.fetchFrontendVersion': { offline: abort() },
    'xstate.after.checkInterval.updateCheck.waiting': { elapsed: elapse() },
  },
  screens: [
    {
      when: (s) => !s.hasTag('view:toast'),
      check: async ({ page }) => {
        await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
        await expect(toast(page)).toHaveCount(0);
      },
    },
    {
      when: 'view:toast',
      check: async ({ page, before }) => {
        if (before?.hasTag('view:toast')) {
          // Reload was pressed: a fresh page, whose own check starts over (no toast yet).
          await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
          await expect(toast(page)).toHaveCount(0);
          return;
        }
        await expect(toast(page)).toContainText(`Version ${NEXT_VERSION} is ready. Reload to use it.`);
        await expect(toast(page).getByRole('button', { name: 'Reload' })).toBeVisible();
      },
    },
  ],
});

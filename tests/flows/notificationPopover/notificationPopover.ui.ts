// The notifications popover replayed in the browser: the side navigation's Notifications button
// opens it, Escape closes it, and after 5 s open the last-read time is sent once (the replay's clock
// moves by the spec's 5 s). It runs in every signed-in page; the replay watches it on the light
// version page as Nordbygg's owner (the popover's list is notificationPolling's, not checked here).
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { signInByApi } from '../../e2e/replay/kit.ts';
import { defineUi, elapse, meshError, pass } from '../kit/ui.ts';
import { LAST_READ_ERROR } from '../../../machines/notificationPopover/notificationPopover.machine.ts';
import { notificationPopoverModel } from './notificationPopover.model.ts';

const button = (page: Page) => page.getByTestId('notifications-button');
const popover = (page: Page) => page.getByTestId('notifications-popover');

export default defineUi(notificationPopoverModel, {
  start: async ({ page }) => {
    await signInByApi(page, 'owner@nordbygg.example');
    await page.goto('/ver');
    await expect(button(page)).toBeVisible();
  },
  calls: { markRead: { graphql: 'UpdateNotificationsLastReadTime' } },
  events: {
    'popover.open': { click: ({ page }) => button(page).click() },
    'popover.close': { click: ({ page }) => page.keyboard.press('Escape') },
    'xstate.done.actor.markRead': { ok: pass() },
    // The fixture's "offline": a network failure would bring the maintenance overlay (spec), so the
    // failed call is a server error as Mesh forwards it.
    'xstate.error.actor.markRead': { offline: meshError(500, 500, 'Failed to fetch') },
    'xstate.after.markReadDelay.notificationPopover.open.counting': { elapsed: elapse() },
  },
  screens: [
    {
      when: { state: 'closed' },
      check: async ({ page }) => {
        await expect(button(page)).toBeVisible();
        await expect(popover(page)).toHaveCount(0);
      },
    },
    {
      when: { state: 'open' },
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        await expect(popover(page)).toBeVisible();
        const error = popover(page).getByText(LAST_READ_ERROR);
        await (expected.context.error ? expect(error).toBeVisible() : expect(error).toHaveCount(0));
      },
    },
  ],
});

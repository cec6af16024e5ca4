// Notification polling replayed in the browser: the side navigation's Notifications button asks for
// the newest page when the page opens and again every 5 minutes (the replay's clock moves by the
// spec's 300 s), and its popover lists the page. Watched on the light version page as Nordbygg's
// owner; each answer is the real server's, shaped to the model's page (the owner's real log depends
// on what the simulator raised).
//
// The popover is opened only while a poll is under way: opening it also asks for the newest page
// (NotificationsButton.tsx), which a poll under way ignores, so the click is the model's
// `popover.open` alone there. That same request is the screen's only way to send
// `notifications.refresh`, so the refresh is the model's alone.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { signInByApi } from '../../e2e/replay/kit.ts';
import { defineUi, elapse, meshError, notInBrowser, offered, shape } from '../kit/ui.ts';
import { EMPTY, TWO_ONE_NEW, notificationPollingModel } from './notificationPolling.model.ts';
import type { NotificationPage } from '../../../machines/notificationPolling/notificationPolling.types.ts';

const button = (page: Page) => page.getByTestId('notifications-button');
const popover = (page: Page) => page.getByTestId('notifications-popover');

/** The real answer with the model's page in place of the owner's log. */
const answer = (fixture: NotificationPage) =>
  shape((json) => ({ ...json, data: { ...json.data, notifications: { ...json.data.notifications, data: fixture } } }));

const isOpen = (s: AnyMachineSnapshot) => Boolean(s.context.open);

export default defineUi(notificationPollingModel, {
  start: async ({ page }) => {
    await signInByApi(page, 'owner@nordbygg.example');
    await page.goto('/ver');
    await expect(button(page)).toBeVisible();
  },
  calls: { loadNotifications: { graphql: 'Notifications' } },
  events: {
    'popover.open': {
      click: offered(
        (s) => !isOpen(s) && s.matches('loading'),
        'opening also asks for the newest page, which only a poll under way ignores',
        ({ page }) => button(page).click(),
      ),
    },
    'popover.close': {
      click: offered(isOpen, 'Escape closes only an open popover', async ({ page }) => {
        await page.keyboard.press('Escape');
        await expect(popover(page)).toHaveCount(0);
      }),
    },
    'notifications.refresh': {
      now: notInBrowser('the screen asks for the newest page only as the popover opens, together with popover.open'),
    },
    'xstate.done.actor.loadNotifications': { twoOneNew: answer(TWO_ONE_NEW), empty: answer(EMPTY) },
    // The fixture's "offline": a network failure would bring the maintenance overlay (spec), so the
    // failed poll is a server error as Mesh forwards it.
    'xstate.error.actor.loadNotifications': { offline: meshError(500, 500, 'Failed to fetch') },
    'xstate.after.pollInterval.notificationPolling.waiting': { elapsed: elapse() },
  },
  screens: [
    {
      // The red dot and the button's name say whether new notifications exist, open or not.
      when: () => true,
      check: async ({ page }, expected) => {
        // First whether the page has taken the answer in: one that repeats the page shown looks the
        // same on screen, and a close sent before it was taken in drops it and asks again (a clean
        // clone at load average 15 saw "1 new" after such a close).
        await expect(button(page)).toHaveAttribute('data-polling', expected.hasTag('busy') ? 'true' : 'false');
        const newCount = expected.context.newCount as number;
        await expect(button(page)).toHaveAccessibleName(newCount > 0 ? `Notifications (${newCount} new)` : 'Notifications');
        await expect(page.getByTestId('notifications-dot')).toHaveCount(newCount > 0 ? 1 : 0);
      },
    },
    {
      when: (s) => !isOpen(s),
      check: async ({ page }) => {
        await expect(popover(page)).toHaveCount(0);
      },
    },
    {
      when: isOpen,
      check: async ({ page }, expected) => {
        const shown = popover(page);
        await expect(shown).toBeVisible();
        const { items, loaded, loadError, unreadIds } = expected.context as {
          items: NotificationPage['items'];
          loaded: boolean;
          loadError: unknown;
          unreadIds: number[];
        };
        const rows = shown.getByRole('listitem');
        if (!loaded) {
          await expect(rows).toHaveCount(0);
          await expect(shown.getByText('No notifications')).toHaveCount(0);
          return;
        }
        if (items.length === 0) {
          await expect(shown.getByText(loadError ? 'Notifications could not be loaded' : 'No notifications')).toBeVisible();
          return;
        }
        await expect(rows).toHaveCount(items.length);
        for (const [i, item] of items.entries()) {
          const row = rows.nth(i);
          await expect(row).toContainText(item.subject);
          await expect(row).toContainText(item.body);
          await expect(row).toContainText(item.userTimeFormatted);
          // Opening marks everything read (the dot goes), yet what was unread when it opened keeps a
          // visible 'New' that is also part of the row's name (issue 27), not a tint alone.
          const unread = unreadIds.includes(item.id);
          await expect(row.getByTestId('notification-new')).toHaveCount(unread ? 1 : 0);
          if (unread) {
            await expect(row.getByTestId('notification-new')).toHaveText('New');
            await expect(row.getByRole('button')).toHaveAccessibleName(/\bNew\b/);
            await expect(row.getByRole('button')).toHaveAttribute('data-new');
          } else await expect(row.getByRole('button')).not.toHaveAttribute('data-new');
        }
      },
    },
  ],
});

// Settings → Notifications replayed in the browser as Nordbygg's owner, whom every machine alert
// notifies. The model's list is a fixture (Low battery voltage, and a place alert Depå Söder, with
// fixed switches); the server's real answer is shaped to it, keeping two of the owner's real alert
// ids, so each switch the replay flips is saved by the real server for a real alert.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { signInByApi } from '../../e2e/replay/kit.ts';
import { defineUi, meshError, offered, pass, shape, type UiContext } from '../kit/ui.ts';
import { ITEMS, notificationSettingsModel } from './notificationSettings.model.ts';
import type { SettingItem } from '../../../machines/notificationSettings/notificationSettings.types.ts';

const LOW_BATTERY = ITEMS[0].name;
const PLACE = ITEMS[1].name;
const emailSwitch = (page: Page, name: string) => page.getByRole('switch', { name: `E-mail for ${name}` });
const uiSwitch = (page: Page, name: string) => page.getByRole('switch', { name: `In app for ${name}` });
const item = (s: AnyMachineSnapshot, name: string) => (s.context.items as SettingItem[]).find((i) => i.name === name)!;

/** The owner's real alerts: Low battery voltage stands for the model's 4, the next alert for its 21. */
function asFixture(json: any) {
  const real = json.data.notificationConfiguration.data.items as Array<{ id: number; name: string }>;
  const battery = real.find((i) => i.name === LOW_BATTERY);
  const other = real.find((i) => i !== battery);
  if (!battery || !other) throw new Error(`the owner needs Low battery voltage and one more alert: ${JSON.stringify(real)}`);
  const items = [battery.id, other.id].map((id, n) => ({ ...ITEMS[n], id, enabled: true }));
  return { data: { notificationConfiguration: { data: { items } } } };
}

/** A switch is offered where a click sends the fixture: ready, and the switch in the other position. */
const flips = (name: string, channel: 'email' | 'ui', on: boolean) => ({
  when: (s: AnyMachineSnapshot) => s.matches('ready') && (channel === 'email' ? item(s, name).emailNotification : item(s, name).uiNotification) !== on,
  click: ({ page }: UiContext) => (channel === 'email' ? emailSwitch : uiSwitch)(page, name).click(),
});
const toggle = (name: string, channel: 'email' | 'ui', on: boolean) => {
  const f = flips(name, channel, on);
  return offered(f.when, `the switch already stands ${on ? 'on' : 'off'}, or the page shows no switches`, f.click);
};

// The fixture's "offline": a network failure would bring the maintenance overlay (spec), so the
// failed call is a server error as Mesh forwards it.
const failed = meshError(500, 500, 'Failed to fetch');

export default defineUi(notificationSettingsModel, {
  start: async ({ page }) => {
    await signInByApi(page, 'owner@nordbygg.example');
    await page.goto('/settings/notifications');
  },
  calls: { loadSettings: { graphql: 'NotificationConfiguration' }, saveToggle: { graphql: ['SubscribeNotifications', 'UnsubscribeNotifications'] } },
  events: {
    'settings.toggle': {
      emailOff: toggle(LOW_BATTERY, 'email', false),
      emailOn: toggle(PLACE, 'email', true),
      uiOff: toggle(PLACE, 'ui', false),
    },
    'settings.retry': { pressed: ({ page }) => page.getByRole('button', { name: 'Try again' }).click() },
    'xstate.done.actor.loadSettings': { two: shape(asFixture) },
    'xstate.error.actor.loadSettings': { offline: failed },
    'xstate.done.actor.saveToggle': { ok: pass() },
    'xstate.error.actor.saveToggle': { offline: failed },
  },
  screens: [
    { when: { state: 'loading' }, check: ({ page }) => expect(page.locator('[aria-busy="true"]')).toBeVisible() },
    {
      when: { state: 'failed' },
      check: async ({ page }) => {
        await expect(page.getByRole('alert')).toContainText('Notification settings could not be loaded.');
        await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      },
    },
    {
      // The switches as the machine holds them (a pending one already flipped), all disabled while one is saved.
      when: (s) => s.matches('ready') || s.matches('saving'),
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        for (const { name, emailNotification, uiNotification } of expected.context.items as SettingItem[]) {
          for (const [control, on] of [
            [emailSwitch(page, name), emailNotification],
            [uiSwitch(page, name), uiNotification],
          ] as const) {
            await (on ? expect(control).toBeChecked() : expect(control).not.toBeChecked());
            await (expected.matches('saving') ? expect(control).toBeDisabled() : expect(control).toBeEnabled());
          }
        }
        const error = page.getByRole('alert');
        await (expected.context.error ? expect(error).toHaveText(expected.context.error) : expect(error).toHaveCount(0));
      },
    },
  ],
});

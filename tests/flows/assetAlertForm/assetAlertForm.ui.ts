// A machine alert's details on /alerts replayed in the browser: the demo fleet's 'Low battery
// voltage' alert opened by its address, as an admin of Nordbygg AB.
//
// The model's alert (Anna Berg notified, Bo Ek not) is the fixture, not the demo company's users, so
// the loads go to the real server and their answers are shaped to the fixture; a save is answered at
// the browser with the stored fixture (sending the fixture's user ids to the real server would be
// refused: they are not users of Nordbygg AB). The real PUT is tested in tests/e2e/alertsList.spec.ts.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { signInByApi, toast } from '../../e2e/replay/kit.ts';
import { defineUi, meshError, offered, respond, shape } from '../kit/ui.ts';
import { ANNA, assetAlertFormModel, storedAssetAlert } from './assetAlertForm.model.ts';

const panel = (page: Page) => page.getByTestId('alert-details');
const enabledSwitch = (page: Page) => panel(page).getByRole('switch', { name: 'Enabled' });
const allNewSwitch = (page: Page) => panel(page).getByRole('switch', { name: 'Notify all new users' });

/** The fixture as Mesh answers it (with urql's __typename fields). */
const fixtureAlert = {
  __typename: 'AssetAlert',
  ...storedAssetAlert,
  notificationUsers: storedAssetAlert.notificationUsers.map((u) => ({ __typename: 'AlertNotificationUser', ...u })),
};

const checked = (on: boolean) => String(on);

export default defineUi(assetAlertFormModel, {
  start: async ({ page }) => {
    const token = await signInByApi(page, 'admin@nordbygg.example');
    const res = await page.request.post('/api/web/v1/notifications/alerts', {
      headers: { Authorization: `Bearer ${token}` },
      data: { limit: 10, textSearch: 'Low battery voltage' },
    });
    expect(res.status(), await res.text()).toBe(200);
    const id = ((await res.json()).data.data as { id: number }[])[0].id;
    await page.goto(`/alerts?alertId=${id}&alertType=Machine`);
  },
  calls: { loadAssetAlert: { graphql: 'AssetAlert' }, saveAssetAlert: { graphql: 'SaveAssetAlert' } },
  events: {
    'alert.switched': {
      disabled: offered(
        (s) => s.context.values.enabled === true,
        'the switch turns off only what is on',
        ({ page }) => enabledSwitch(page).click(),
      ),
      allNewUsers: offered(
        (s) => s.context.values.notifyAllNewUsers === false,
        'the switch turns on only what is off',
        ({ page }) => allNewSwitch(page).click(),
      ),
    },
    'alert.recipientToggled': {
      annaOff: offered(
        (s) => s.context.values.recipients.some((r: { id: number; active: boolean }) => r.id === ANNA.id && r.active),
        'the tick clears only a ticked recipient',
        ({ page }) => panel(page).getByRole('checkbox', { name: ANNA.name }).click(),
      ),
    },
    'alert.saveRequested': { pressed: ({ page }) => panel(page).getByRole('button', { name: 'Save' }).click() },
    'alert.undoRequested': { pressed: ({ page }) => panel(page).getByRole('button', { name: 'Undo' }).click() },
    'alert.retry': { pressed: ({ page }) => panel(page).getByRole('button', { name: 'Try again' }).click() },
    'xstate.done.actor.loadAssetAlert': { stored: shape((json) => ({ ...json, data: { assetAlert: { ...json.data.assetAlert, data: fixtureAlert } } })) },
    // The fixture's "offline": a network failure would bring the maintenance overlay (spec).
    'xstate.error.actor.loadAssetAlert': { offline: meshError(500, 500, 'Failed to fetch') },
    'xstate.done.actor.saveAssetAlert': {
      stored: respond(200, { data: { saveAssetAlert: { __typename: 'saveAssetAlert_200_response', data: fixtureAlert } } }),
    },
    'xstate.error.actor.saveAssetAlert': {
      failed: meshError(500, 500, 'Internal server error'),
      offline: meshError(500, 500, 'Failed to fetch'),
    },
  },
  screens: [
    { when: 'view:loading', check: ({ page }) => expect(panel(page).locator('.rt-Spinner')).toBeVisible() },
    { when: 'view:loadFailed', check: ({ page }) => expect(panel(page).getByRole('button', { name: 'Try again' })).toBeVisible() },
    {
      when: 'view:form',
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        const values = expected.context.values as typeof storedAssetAlert & { recipients: { id: number; active: boolean }[] };
        await expect(panel(page).getByRole('heading', { name: storedAssetAlert.name })).toBeVisible();
        await expect(enabledSwitch(page)).toHaveAttribute('aria-checked', checked(values.enabled));
        await expect(allNewSwitch(page)).toHaveAttribute('aria-checked', checked(values.notifyAllNewUsers));
        const anna = values.recipients.find((r) => r.id === ANNA.id)!;
        await expect(panel(page).getByRole('checkbox', { name: ANNA.name })).toHaveAttribute('aria-checked', checked(anna.active));
        const nobody = values.enabled && !values.notifyAllNewUsers && !values.recipients.some((r) => r.active);
        const message = panel(page).getByText('An enabled alert must notify someone: pick a recipient or Notify all new users');
        await (expected.context.submitted && nobody ? expect(message).toBeVisible() : expect(message).toBeHidden());
      },
    },
  ],
  effects: {
    'xstate.done.actor.saveAssetAlert': async ({ page }) => {
      const message = toast(page, 'Machine alert saved');
      await expect(message).toBeVisible();
      await message.getByRole('button', { name: 'Dismiss' }).click();
    },
    'xstate.error.actor.saveAssetAlert': async ({ page }, _expected, fixture) => {
      const message = toast(page, 'Error while saving asset alert details.');
      await expect(message).toBeVisible();
      if (fixture === 'failed') await expect(message).toContainText('Internal server error');
      await message.getByRole('button', { name: 'Dismiss' }).click();
    },
  },
});

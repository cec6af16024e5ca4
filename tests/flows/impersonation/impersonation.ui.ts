// Support impersonation replayed in the browser. The agent variant begins as the support agent on
// the companies screen with Nordbygg's users open; the impersonating variants begin inside a real
// impersonation of Nordbygg's owner (made through the API), with the agent's own session saved in
// the tab or not.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { signInByApi, toast } from '../../e2e/replay/kit.ts';
import { defineUi, meshError, notInBrowser, pass, type UiContext } from '../kit/ui.ts';
import { impersonationModel } from './impersonation.model.ts';

const AGENT = 'support@siteline.example';
const TARGET = 'owner@nordbygg.example';
const SAVED_SESSION_KEY = 'siteline.impersonation.original';

async function nordbygg(page: Page, token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const companies = await page.request.post('/api/support/v1/companies', { headers: auth, data: { start: 0, limit: 5, textSearch: 'Nordbygg' } });
  const companyId = (await companies.json()).data.data[0].companyId as number;
  const users = await page.request.get(`/api/support/v1/companies/${companyId}/users`, { headers: auth });
  const owner = ((await users.json()).data as { userUuid: string; login: string; firstName: string; lastName: string }[]).find((u) => u.login === TARGET)!;
  return { companyId, userUuid: owner.userUuid, name: `${owner.firstName} ${owner.lastName}` };
}

/** Inside an impersonation of Nordbygg's owner, as 'Back to admin' finds it after the start's reload. */
async function impersonating(ui: UiContext) {
  const { page } = ui;
  const agentToken = await signInByApi(page, AGENT, { support: true });
  const agentCookie = (await page.context().cookies()).find((c) => c.name === 'siteline_session')!;
  const { userUuid } = await nordbygg(page, agentToken);
  const res = await page.request.post('/api/auth/v1/impersonate', { headers: { Authorization: `Bearer ${agentToken}` }, data: { userUuid } });
  const tokens = (await res.json()).data;
  // A page of the origin that runs none of the app (sessionStorage and document.cookie need one): an
  // app page signed in as the agent may write the agent's session cookie over the one set below once
  // its session machine settles, which a busy machine delays past that write (CI of 6376ff3: the
  // page opened as the agent, without 'Back to admin').
  await page.goto('/api/health');
  if (ui.variant === 'impersonating, saved session') {
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [SAVED_SESSION_KEY, decodeURIComponent(agentCookie.value)]);
  }
  const session = { accessToken: tokens.access_token, expiresAt: Date.now() + tokens.expires_in * 1000 };
  await page.evaluate((value) => {
    document.cookie = `siteline_session=${encodeURIComponent(value)}; Path=/; SameSite=Lax; Secure`;
  }, JSON.stringify(session));
  await page.goto('/ver');
}

const alert = (page: Page) => page.getByRole('alertdialog');
const agent = (ui: UiContext) => ui.variant === 'agent';

export default defineUi(impersonationModel, {
  start: async (ui) => {
    if (!agent(ui)) return impersonating(ui);
    const token = await signInByApi(ui.page, AGENT, { support: true });
    const { companyId, name } = await nordbygg(ui.page, token);
    ui.data.name = name;
    await ui.page.goto(`/support/companies/?companyId=${companyId}`);
  },
  calls: { impersonate: { graphql: 'Impersonate' }, endImpersonation: { graphql: 'EndImpersonation' } },
  events: {
    'impersonation.start': {
      named: async ({ page }) => {
        const panel = page.getByRole('complementary', { name: 'Company - Users' });
        await panel.getByLabel('Search users').fill(TARGET);
        await panel.getByRole('button', { name: /^Impersonate / }).click();
      },
      unnamed: notInBrowser('every company user has a first and last name, so the button always names them'),
    },
    'impersonation.end': { pressed: ({ page }) => page.getByRole('button', { name: 'Back to admin' }).click() },
    'impersonation.acknowledged': { pressed: ({ page }) => alert(page).getByRole('button').click() },
    'xstate.done.actor.impersonate': { ok: pass() },
    'xstate.error.actor.impersonate': {
      // Spec: a 403 is retried once after a token refresh, so the server refuses twice.
      403: async (ui) => {
        const refused = { kind: 'meshError', status: 403, code: 103, message: 'Support agents cannot be impersonated' } as const;
        await ui.settle('impersonate', refused);
        await ui.settle('impersonate', refused);
      },
      // The fixture's "offline" (no message): a network failure would bring the maintenance overlay.
      offline: meshError(500, 500, ''),
    },
    'xstate.done.actor.endImpersonation': { ok: pass() },
    'xstate.error.actor.endImpersonation': { expired: meshError(401, 102, 'Session expired') },
  },
  screens: [
    {
      when: (s) => s.matches('idle') || s.matches('impersonating') || s.hasTag('busy'),
      check: async (ui) => {
        await expect(alert(ui.page)).toHaveCount(0);
        if (agent(ui)) await expect(ui.page.getByRole('complementary', { name: 'Company - Users' })).toBeVisible();
        else await expect(ui.page.getByRole('button', { name: 'Back to admin' })).toBeVisible();
      },
    },
    {
      when: 'view:announceStart',
      // The model's target is a fixture; on screen it is the user whose button was pressed.
      check: async ({ page, data }) => {
        await expect(alert(page)).toContainText('Impersonation started');
        await expect(alert(page)).toContainText(`You are now signed in as ${String(data.name)}.`);
        await expect(alert(page).getByRole('button', { name: 'Continue' })).toBeVisible();
      },
    },
    {
      when: 'view:announceEnd',
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        await expect(alert(page)).toContainText('Impersonation ended');
        const confirmed = page.getByText('The server could not confirm the end');
        await (expected.context.endFailed ? expect(confirmed).toBeVisible() : expect(confirmed).toHaveCount(0));
      },
    },
    {
      when: 'view:sessionMissing',
      check: async ({ page }) => {
        await expect(alert(page)).toContainText('Your own session could not be restored');
        await expect(alert(page).getByRole('button', { name: 'Log out' })).toBeVisible();
      },
    },
    {
      // The page reloads where the machine sent it.
      when: { state: 'leaving' },
      check: async (ui, expected: AnyMachineSnapshot) => {
        const { page } = ui;
        if (expected.context.target) {
          await expect(page).toHaveURL(/\/map$/);
          await expect(page.locator('[data-impersonating]')).toBeVisible();
        } else if (ui.variant === 'impersonating, saved session') {
          await expect(page).toHaveURL(/\/support\/companies\/$/);
          await expect(page.getByRole('link', { name: 'Companies' })).toBeVisible();
          await expect(page.locator('[data-impersonating]')).toHaveCount(0);
        } else {
          await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
        }
      },
    },
  ],
  effects: {
    'xstate.error.actor.impersonate': async ({ page }, _expected, fixture) => {
      const message = toast(page, 'Impersonation could not be started');
      await expect(message).toBeVisible();
      if (fixture === '403') await expect(message).toContainText('Support agents cannot be impersonated');
      await message.getByRole('button', { name: 'Dismiss' }).click();
    },
  },
});

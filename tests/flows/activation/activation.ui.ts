// Account activation, replayed in the browser: each path invites a new user through the API and
// opens the mailed link (the real server's key); the Swedish variant drops the names from the link.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { OWNER, apiLogin, inviteUser, mailedLink, pathOf, uniqueEmail } from '../../e2e/accounts.ts';
import { toast } from '../../e2e/replay/kit.ts';
import { loginTexts, type LoginTexts } from '../../../machines/login/texts.ts';
import { defineUi, meshError, pass, type UiContext } from '../kit/ui.ts';
import { WORK_TITLES, activationForms, activationModel } from './activation.model.ts';
import type { ActivationValues } from '../../../machines/activation/activation.types.ts';

const LOCALES: Record<string, string> = { 'en, names in the link': 'en-US', 'sv-SE, no names in the link': 'sv-SE' };
const texts = (ui: UiContext): LoginTexts => loginTexts(LOCALES[ui.variant]);
const field = (page: Page, name: string) => page.locator(`#activation-${name}`);

/** The whole form as the fixture has it, field by field as a person fills it. */
const fill = (values: ActivationValues) => async (ui: UiContext) => {
  const { page } = ui;
  await field(page, 'firstName').fill(values.firstName);
  await field(page, 'lastName').fill(values.lastName);
  // The free-text field shows only for 'Other': empty it the way the fixture has it before leaving.
  if (await field(page, 'workTitleOther').isVisible()) await field(page, 'workTitleOther').fill(values.workTitleOther);
  if (values.workTitleId !== null) {
    const title = WORK_TITLES.find((w) => w.id === values.workTitleId)!.name;
    await field(page, 'workTitle').click();
    await page.getByRole('option', { name: title === 'Other' ? texts(ui).activation.workTitleOther : title, exact: true }).click();
    if (title === 'Other') await field(page, 'workTitleOther').fill(values.workTitleOther);
  }
  await field(page, 'password').fill(values.password);
  await field(page, 'confirmPassword').fill(values.confirmPassword);
};

const submitButton = (page: Page) => page.locator('form button[type="submit"]');

export default defineUi(activationModel, {
  contextOptions: (variant) => ({ locale: LOCALES[variant] }),
  start: async (ui) => {
    const email = uniqueEmail('replay-activation');
    await inviteUser(ui.page.request, await apiLogin(ui.page.request, OWNER), { email, firstName: 'Ingrid', lastName: 'Berg' });
    const link = new URL(await mailedLink(email, 'ActivationKey'));
    if (ui.variant.includes('no names')) ['FirstName', 'LastName'].forEach((p) => link.searchParams.delete(p));
    ui.data.email = email;
    await ui.page.goto(pathOf(link.href));
  },
  calls: { loadWorkTitles: { graphql: 'ActivationWorkTitles' }, activateAccount: { graphql: 'ActivateAccount' } },
  events: {
    'activation.changed': {
      complete: fill(activationForms.complete),
      completeOther: fill(activationForms.completeOther),
      otherEmpty: fill(activationForms.otherEmpty),
      weakPassword: fill(activationForms.weakPassword),
      mismatch: fill(activationForms.mismatch),
      shortName: fill(activationForms.shortName),
    },
    // Enter in the form: it reaches the machine even while the button is disabled.
    'activation.submit': { pressed: ({ page }) => field(page, 'password').press('Enter') },
    'activation.retry': { pressed: (ui) => ui.page.getByRole('button', { name: texts(ui).activation.retry }).click() },
    'xstate.done.actor.loadWorkTitles': { ok: pass() },
    // The fixture's "offline": a network failure would bring the maintenance overlay over the page
    // (spec), so the list fails on the server instead; the machine sees the same failure.
    'xstate.error.actor.loadWorkTitles': { offline: meshError(500, 500, 'Failed to fetch') },
    'xstate.done.actor.activateAccount': { ok: pass() },
    'xstate.error.actor.activateAccount': {
      expired: meshError(400, 104, 'Activation link is invalid or has expired'),
      500: meshError(500, 500, ''),
    },
  },
  screens: [
    {
      when: 'view:loading',
      check: async (ui) => {
        await expect(ui.page.getByRole('heading', { name: texts(ui).activation.title })).toBeVisible();
        await expect(ui.page.locator('[aria-busy="true"]')).toBeVisible();
      },
    },
    {
      when: 'view:loadFailed',
      check: async (ui) => {
        await expect(ui.page.getByRole('alert')).toContainText(texts(ui).activation.loadFailed);
        await expect(ui.page.getByRole('button', { name: texts(ui).activation.retry })).toBeVisible();
      },
    },
    {
      when: 'view:form',
      check: async (ui, expected: AnyMachineSnapshot) => {
        const { page } = ui;
        await expect(page.getByRole('heading', { name: texts(ui).activation.title })).toBeVisible();
        await expect(field(page, 'email')).toHaveValue(String(ui.data.email));
        await expect(field(page, 'firstName')).toHaveValue(expected.context.values.firstName);
        await expect(field(page, 'lastName')).toHaveValue(expected.context.values.lastName);
        await expect(submitButton(page)).toContainText(texts(ui).activation.submit);
        const enabled = expected.can({ type: 'activation.submit' }) && !expected.hasTag('busy');
        await (enabled ? expect(submitButton(page)).toBeEnabled() : expect(submitButton(page)).toBeDisabled());
      },
    },
    {
      // Signed in with the answer's tokens: / sends the user home, with the success message.
      when: { state: 'activated' },
      check: async (ui) => {
        await expect(ui.page).toHaveURL(/\/map$/);
        await expect(toast(ui.page, texts(ui).activation.success)).toBeVisible();
      },
    },
  ],
  effects: {
    'xstate.error.actor.activateAccount': async (ui, _expected, fixture) => {
      const message = toast(ui.page, texts(ui).activation.failure);
      await expect(message).toBeVisible();
      if (fixture === 'expired') await expect(message).toContainText('Activation link is invalid or has expired');
      await expect(message.getByRole('button', { name: texts(ui).contactSupport })).toBeVisible();
      await message.getByRole('button', { name: 'Dismiss' }).click();
    },
  },
});

// Finishing a password reset, replayed in the browser: a user is created for each path, asks for a
// reset through the API, and the replay opens the mailed link (the real server's key).
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { createActiveUser, mailCount, mailedLink, pathOf } from '../../e2e/accounts.ts';
import { toast } from '../../e2e/replay/kit.ts';
import { loginTexts } from '../../../machines/login/texts.ts';
import { defineUi, meshError, pass, type UiContext } from '../kit/ui.ts';
import { resetForms, resetPasswordModel } from './resetPassword.model.ts';
import type { ResetPasswordValues } from '../../../machines/resetPassword/resetPassword.types.ts';

const LOCALES: Record<string, string> = { en: 'en-GB', 'sv-SE': 'sv-SE' };
const texts = (ui: UiContext) => loginTexts(LOCALES[ui.variant]).finishResetPassword;

/** Both fields, as the fixture has them. */
const fill = (values: ResetPasswordValues) => async (ui: UiContext) => {
  await ui.page.getByLabel(texts(ui).newPassword).fill(values.newPassword);
  await ui.page.getByLabel(texts(ui).confirmPassword, { exact: true }).fill(values.confirmPassword);
};

const submit = (page: Page) => page.locator('form button[type="submit"]');

export default defineUi(resetPasswordModel, {
  contextOptions: (variant) => ({ locale: LOCALES[variant] }),
  start: async ({ page }) => {
    const user = await createActiveUser(page.request, 'replay-reset');
    const before = mailCount(user.email);
    const res = await page.request.post('/api/auth/v1/requestResetPassword', { data: { email: user.email } });
    expect(res.status()).toBe(200);
    await page.goto(pathOf(await mailedLink(user.email, 'ResetPasswordKey', before)));
  },
  calls: { resetPassword: { graphql: 'ResetPassword' } },
  events: {
    'resetPassword.changed': {
      valid: fill(resetForms.valid),
      tooShort: fill(resetForms.tooShort),
      forbidden: fill(resetForms.forbidden),
      mismatch: fill(resetForms.mismatch),
      empty: fill(resetForms.empty),
    },
    // Enter in the form: it reaches the machine even while the button is disabled.
    'resetPassword.submit': { pressed: ({ page }) => page.locator('#reset-newPassword').press('Enter') },
    'xstate.done.actor.resetPassword': { ok: pass() },
    'xstate.error.actor.resetPassword': {
      expired: meshError(400, 104, 'Password reset link is invalid or has expired'),
      429: meshError(429, 107, ''),
    },
  },
  screens: [
    {
      when: 'view:form',
      check: async (ui, expected: AnyMachineSnapshot) => {
        const { page } = ui;
        await expect(page.getByRole('heading', { name: texts(ui).title })).toBeVisible();
        await expect(page.getByLabel(texts(ui).newPassword)).toHaveValue(expected.context.values.newPassword);
        await expect(page.getByLabel(texts(ui).confirmPassword, { exact: true })).toHaveValue(expected.context.values.confirmPassword);
        await expect(submit(page)).toContainText(texts(ui).submit);
        const enabled = expected.can({ type: 'resetPassword.submit' }) && !expected.hasTag('busy');
        await (enabled ? expect(submit(page)).toBeEnabled() : expect(submit(page)).toBeDisabled());
      },
    },
    {
      // Signed in with the answer's tokens: / sends the user home, with the success message.
      when: { state: 'passwordReset' },
      check: async (ui) => {
        await expect(ui.page).toHaveURL(/\/map$/);
        await expect(toast(ui.page, loginTexts(LOCALES[ui.variant]).finishResetPassword.success)).toBeVisible();
      },
    },
  ],
  effects: {
    'xstate.error.actor.resetPassword': async (ui, _expected, fixture) => {
      const message = toast(ui.page, texts(ui).failure);
      await expect(message).toBeVisible();
      if (fixture === 'expired') await expect(message).toContainText('Password reset link is invalid or has expired');
      await expect(message.getByRole('button', { name: loginTexts(LOCALES[ui.variant]).contactSupport })).toBeVisible();
      // Dismissed, so the next failure's toast is its own.
      await message.getByRole('button', { name: 'Dismiss' }).click();
    },
  },
});

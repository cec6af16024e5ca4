// Settings → Profile replayed in the browser, as a user created for each path whose profile is the
// model's saved one (Anna Berg, language 1, Europe/Stockholm, Fleet manager).
//
// A save's answer is data the model fixes (`saved` and `newTokens` both answer Annika's profile,
// whatever was typed), while the server answers what it was sent; so the save goes to the real
// server without the password part (a real password change ends the browser's other sessions and
// is covered by tests/e2e/profile.spec.ts), and its answer is shaped to the fixture's profile, with
// a real token pair for `newTokens`.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { createActiveUser } from '../../e2e/accounts.ts';
import { signInByApi, toast } from '../../e2e/replay/kit.ts';
import { defineUi, meshError, pass, shape, type UiContext } from '../kit/ui.ts';
import { profileForms, profileModel, renamedProfile, savedProfile } from './profile.model.ts';
import type { ProfileForm } from '../../../machines/profile/profile.types.ts';

const PASSWORD = 'Siteline.2026';
const TEXT_FIELDS = ['firstName', 'lastName', 'jobTitle', 'currentPassword', 'newPassword', 'confirmPassword'] as const;
const field = (page: Page, name: string) => page.locator(`#profile-${name}`);

const fill =
  (values: ProfileForm) =>
  async ({ page }: UiContext) => {
    for (const name of TEXT_FIELDS) await field(page, name).fill(values[name]);
  };

const withoutPassword = (body: any) => {
  const { password: _password, ...input } = body.variables.input;
  return { ...body, variables: { input } };
};

const answered = (login: string, tokens: unknown) => ({
  data: { updateProfile: { data: { ...renamedProfile, login, tokens } } },
});

const saveButton = (page: Page) => page.locator('form button[type="submit"]');

export default defineUi(profileModel, {
  start: async (ui) => {
    const { page } = ui;
    const user = await createActiveUser(page.request, 'replay-profile', { firstName: 'Anna', lastName: 'Berg' }, PASSWORD);
    const token = await signInByApi(page, user.email, { password: PASSWORD });
    const { login: _login, ...profile } = savedProfile;
    const res = await page.request.put('/api/common/v1/profile', { data: profile, headers: { Authorization: `Bearer ${token}` } });
    expect(res.status(), await res.text()).toBe(200);
    ui.data.email = user.email;
    await page.goto('/settings/profile');
  },
  calls: { loadProfile: { graphql: 'Profile' }, saveProfile: { graphql: 'UpdateProfile' } },
  events: {
    'profile.changed': {
      unchanged: fill(profileForms.unchanged),
      renamed: fill(profileForms.renamed),
      shortName: fill(profileForms.shortName),
      passwordChange: fill(profileForms.passwordChange),
      missingCurrent: fill(profileForms.missingCurrent),
      mismatch: fill(profileForms.mismatch),
    },
    // Enter in the form: it reaches the machine even while Save is disabled.
    'profile.save': { pressed: ({ page }) => field(page, 'firstName').press('Enter') },
    // The button is disabled while nothing differs from the saved profile: then discarding changes nothing.
    'profile.discard': {
      pressed: async ({ page }) => {
        const discard = page.getByRole('button', { name: 'Discard changes' });
        if (await discard.isEnabled()) await discard.click();
      },
    },
    'profile.retry': { pressed: ({ page }) => page.getByRole('button', { name: 'Try again' }).click() },
    'xstate.done.actor.loadProfile': { ok: pass() },
    // The fixture's "offline": a network failure would bring the maintenance overlay (spec).
    'xstate.error.actor.loadProfile': { offline: meshError(500, 500, 'Failed to fetch') },
    'xstate.done.actor.saveProfile': {
      saved: shape((json, ui) => answered(String(ui.data.email), json.data?.updateProfile?.data?.tokens ?? null), withoutPassword),
      newTokens: shape(async (_json, ui) => {
        const res = await ui.page.request.post('/api/auth/v1/login', { data: { login: ui.data.email, password: PASSWORD, apiType: 0 } });
        return answered(String(ui.data.email), (await res.json()).data);
      }, withoutPassword),
    },
    'xstate.error.actor.saveProfile': {
      fields: meshError(400, 100, 'password.currentPassword: Current password is incorrect;', {
        'password.currentPassword': ['Current password is incorrect'],
      }),
      500: meshError(500, 500, 'Internal server error'),
    },
  },
  screens: [
    { when: 'view:loading', check: ({ page }) => expect(page.locator('[aria-busy="true"]')).toBeVisible() },
    {
      when: 'view:loadFailed',
      check: async ({ page }) => {
        await expect(page.getByRole('alert')).toContainText('Your profile could not be loaded.');
        await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      },
    },
    {
      when: 'view:form',
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        await expect(field(page, 'login')).toHaveValue(/@nordbygg\.example$/);
        for (const name of ['firstName', 'lastName', 'jobTitle'] as const) await expect(field(page, name)).toHaveValue(expected.context.values[name]);
        const enabled = expected.can({ type: 'profile.save' }) && !expected.hasTag('busy');
        await (enabled ? expect(saveButton(page)).toBeEnabled() : expect(saveButton(page)).toBeDisabled());
        for (const [name, message] of Object.entries(expected.context.serverErrors as Record<string, string>)) {
          await expect(page.locator(`#profile-${name}-error`)).toHaveText(message);
        }
      },
    },
  ],
  effects: {
    'xstate.done.actor.saveProfile': async ({ page }) => {
      const message = toast(page, 'Your settings have been updated');
      await expect(message).toBeVisible();
      await message.getByRole('button', { name: 'Dismiss' }).click();
    },
    'xstate.error.actor.saveProfile': async ({ page }, _expected, fixture) => {
      const message = toast(page, 'Error while updating settings. Please try again later');
      await expect(message).toBeVisible();
      if (fixture === '500') await expect(message).toContainText('Internal server error');
      await message.getByRole('button', { name: 'Dismiss' }).click();
    },
  },
});

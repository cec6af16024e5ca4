// Settings → Profile against the real server, with a user created for the test.
import { expect, test } from './fixtures.ts';
import { signIn } from './helpers.ts';
import { createActiveUser } from './accounts.ts';

test('changing the first name saves, says so, and survives a reload', async ({ page, request }) => {
  const user = await createActiveUser(request, 'profile', { firstName: 'Edda', lastName: 'Testsson' });
  await page.goto('/settings/profile');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/settings\/profile$/);

  await expect(page.getByLabel('Login')).toHaveValue(user.email);
  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveValue('Edda');
  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();

  await firstName.fill('E<');
  await page.getByLabel('Last name').focus();
  await expect(firstName).toHaveValue('E');
  await expect(page.getByText('Must be at least 2 characters')).toBeVisible();
  await expect(save).toBeDisabled();
  await firstName.fill('Eddie');
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your settings have been updated' })).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Eddie');
});

test('a wrong current password is reported under its field; the time zone can be searched', async ({ page, request }) => {
  const user = await createActiveUser(request, 'profile-pw');
  await page.goto('/');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/map$/);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);

  await page.getByLabel('Time zone', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Search time zones' }).fill('helsinki');
  await page.getByRole('option', { name: /Europe\/Helsinki/ }).click();
  await expect(page.getByLabel('Time zone', { exact: true })).toContainText('Europe/Helsinki');

  await page.getByLabel('Current password').fill('Not.The.One1');
  await page.getByLabel('New password', { exact: true }).fill('Better.Pass7');
  await page.getByLabel('Confirm new password').fill('Better.Pass7');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Error while updating settings. Please try again later' })).toBeVisible();
  await expect(page.locator('#profile-currentPassword-error')).toHaveText('Current password is incorrect');

  await page.getByLabel('Current password').fill(user.password);
  await expect(page.locator('#profile-currentPassword-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your settings have been updated' })).toBeVisible();
  // The answer's new token pair replaced the session: the app keeps working after a reload.
  await page.reload();
  await expect(page.getByLabel('Time zone', { exact: true })).toContainText('Europe/Helsinki');
  await expect(page.getByLabel('Current password')).toHaveValue('');
});

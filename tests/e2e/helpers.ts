import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Siteline.2026';

/** Signs in through the login page's two steps, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, options: { support?: boolean } = {}) {
  await page.getByLabel('Email').fill(email);
  if (options.support) await page.getByLabel('Login as support').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function expectOnLoginPage(page: Page) {
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
}

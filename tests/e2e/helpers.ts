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

/**
 * Screenshots of the page at desktop (1400x860) and phone (390x844) width into `dir` as
 * `<name>-desktop.png` / `<name>-phone.png`, for looking at a screen; nothing without a directory
 * (E2E_SCREENSHOTS). The page is left at desktop width.
 */
export async function shoot(page: Page, name: string, dir = process.env.E2E_SCREENSHOTS): Promise<void> {
  if (!dir) return;
  for (const [label, size] of [
    ['desktop', { width: 1400, height: 860 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${label}.png` });
  }
  await page.setViewportSize({ width: 1400, height: 860 });
}

import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

// Issue 14's polish items, one journey each.

test("'Back to admin' returns the agent to /support/companies even before the end alert is acknowledged", async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'support@siteline.example', undefined, { support: true });
  await expect(page).toHaveURL(/\/support\/companies\/$/);
  await page.goto('/support/companies/?companyId=2');
  const panel = page.getByRole('complementary', { name: 'Company - Users' });
  await panel.getByLabel('Search users').fill('owner@nordbygg');
  await expect(panel.getByTestId('company-user')).toHaveCount(1);
  await panel.getByRole('button', { name: /^Impersonate / }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/map$/);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Back to admin' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Impersonation ended');
  // Not acknowledged yet: the agent is already on the companies screen, not the customer's map.
  await expect(page).toHaveURL(/\/support\/companies\/$/);
  await expect(page.locator('[data-impersonating]')).toHaveCount(0);
});

test('the maintenance overlay is opaque over the page and its own error', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'owner@nordbygg.example');
  await expect(page).toHaveURL(/\/map/);
  await page.route('**/graphql', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await page.goto('/fleet');
  const overlay = page.getByRole('alertdialog', { name: 'System maintenance is ongoing' });
  await expect(overlay).toBeVisible({ timeout: 20_000 });
  const alpha = await overlay.evaluate((el) => {
    const c = getComputedStyle(el).backgroundColor;
    const parts = c.match(/[\d.]+/g)!.map(Number);
    return parts.length === 4 ? parts[3] : 1;
  });
  expect(alpha).toBe(1);
});

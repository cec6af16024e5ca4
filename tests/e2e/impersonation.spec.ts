import { expect, test } from './fixtures.ts';
import { signIn } from './helpers.ts';
import { clickRow, dataGrid, waitForRows } from './grid.ts';

test('a support agent impersonates the owner of Nordbygg AB and comes back with "Back to admin"', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'support@siteline.example', undefined, { support: true });
  await expect(page).toHaveURL(/\/support\/companies\/$/);
  await expect(page.getByText('Impersonation is allowed only from the internal network or via VPN.')).toBeVisible();

  // Find the company in the companies grid and open it.
  const grid = dataGrid(page, '/support/companies/');
  await waitForRows(grid);
  await grid.getByLabel('Search').fill('Nordbygg');
  await expect(grid).toHaveAttribute('data-row-count', '1');
  await waitForRows(grid);
  await clickRow(page, grid, 0);
  await expect(page).toHaveURL(/companyId=\d+/);

  const panel = page.getByRole('complementary', { name: 'Company - Users' });
  await expect(panel.getByText('Nordbygg AB')).toBeVisible();
  await panel.getByLabel('Search users').fill('OWNER@nordbygg');
  await expect(panel.getByTestId('company-user')).toHaveCount(1);
  await panel.getByRole('button', { name: /^Impersonate / }).click();

  // The start is announced, then the app reloads on the map as the owner, inside a coloured border.
  await expect(page.getByRole('alertdialog')).toContainText('Impersonation started');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.locator('[data-impersonating]')).toBeVisible();
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-state', 'ready', { timeout: 45_000 });
  expect(Number(await page.getByTestId('map').getAttribute('data-machine-count'))).toBeGreaterThan(100);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Fleet' })).toBeVisible();

  // Back to admin: the agent's own session returns, on the companies screen.
  await nav.getByRole('button', { name: 'Back to admin' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Impersonation ended');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/support\/companies\/?$/);
  await expect(page.locator('[data-impersonating]')).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Companies' })).toBeVisible();
});

test('the impersonate buttons are disabled for Siteline itself, with the warning', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'support@siteline.example', undefined, { support: true });
  await expect(page).toHaveURL(/\/support\/companies\/$/);
  await page.goto('/support/companies/?companyId=1');
  const panel = page.getByRole('complementary', { name: 'Company - Users' });
  await expect(panel.getByText('Support agents cannot be impersonated.')).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Impersonate / }).first()).toBeDisabled();
});

// /docs on the Integration API, as a customer's developer reads it: the token endpoint opens (an
// /auth/ operation crashed the page before) and its samples send the RFC 6749 form without a bearer
// header; an integration call says where its token comes from.
import { expect, test } from './fixtures.ts';

test('the token endpoint and an integration call on /docs', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/docs');
  const filter = page.getByPlaceholder('Filter operations');
  await filter.fill('token');
  await page.getByText('/auth/v1/token', { exact: true }).first().click();
  await expect(page.getByRole('heading', { name: /OAuth 2.0 client credentials/ })).toBeVisible();
  await expect(page.getByText('No access token needed.')).toBeVisible();
  await expect(page.getByText('application/x-www-form-urlencoded', { exact: true })).toBeVisible();
  const code = page.locator('pre').first();
  await expect(code).toContainText('--data grant_type=client_credentials');
  await expect(code).toContainText('--data scope=fleet');
  await expect(code).not.toContainText('Bearer');
  await page.getByRole('tab', { name: 'Python', exact: true }).click();
  await expect(page.locator('pre').first()).toContainText('requests.post(url, data=payload, headers=headers)');

  await filter.fill('integration/v1/machines');
  await page.getByText('/integration/v1/machines', { exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'The company’s machines, by id, in pages' })).toBeVisible();
  await expect(page.getByText(/with the token from POST \/auth\/v1\/token/)).toBeVisible();
  await expect(page.locator('pre').first()).toContainText('Bearer <access_token>');
  expect(errors).toEqual([]);
});

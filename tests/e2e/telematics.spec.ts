import { expect, test } from './fixtures.ts';
import { signIn } from './helpers.ts';
import { dataGrid, waitForRows } from './grid.ts';

test('the telematics grid lists the company devices and searches them', async ({ page }) => {
  await page.goto('/telematics');
  await signIn(page, 'owner@fjordmaskin.example');
  const grid = dataGrid(page, '/telematics');
  await waitForRows(grid);
  const total = Number(await grid.getAttribute('data-total'));
  expect(total).toBeGreaterThan(50);
  await grid.getByRole('textbox', { name: 'Search' }).fill('AEMP');
  await expect.poll(async () => Number(await grid.getAttribute('data-total'))).toBeLessThan(total);
  await waitForRows(grid);
});

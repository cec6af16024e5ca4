import { expect, test } from './fixtures.ts';
import { signIn } from './helpers.ts';
import { dataGrid, waitForRows } from './grid.ts';

// The server of this project holds 100,000 machines (about 66,667 at Nordbygg AB).
test('scrolling the fleet to row 1,000 shows contiguous rows, none missing or doubled', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/fleet');
  await signIn(page, 'owner@nordbygg.example');
  await expect(page).toHaveURL(/\/fleet$/);
  const grid = dataGrid(page, '/fleet');
  await waitForRows(grid);
  const withoutArchived = Number(await grid.getAttribute('data-total'));
  expect(withoutArchived).toBeGreaterThan(60_000);
  // Archived machines are hidden by default; show them so the ids have no gaps.
  await grid.getByRole('radio', { name: 'Show' }).click();
  await expect.poll(async () => Number(await grid.getAttribute('data-total'))).toBeGreaterThan(withoutArchived);
  await waitForRows(grid);

  // Sorted by internal id (NB-00001, NB-00002, ...) the ids are consecutive numbers, so a gap or
  // a double shows. Scroll to the bottom of what is loaded, as a user would, until row 1,000 exists;
  // every screen on the way must be contiguous.
  const rowCount = async () => Number(await grid.getAttribute('data-row-count'));
  const checkVisible = async () => {
    const ids = (await page.evaluate(() => window.__sitelineGrid!.visibleRowIds())) as number[];
    expect(ids.length).toBeGreaterThan(5);
    for (let i = 1; i < ids.length; i++) expect(ids[i]).toBe(ids[i - 1] + 1);
    return ids;
  };
  expect((await checkVisible())[0]).toBe(1);
  let pages = 1;
  while ((await rowCount()) <= 1000) {
    const before = await rowCount();
    await page.evaluate((n) => window.__sitelineGrid!.scrollToRow(n), before);
    await expect.poll(rowCount, { timeout: 20_000 }).toBeGreaterThan(before);
    expect(await rowCount()).toBe(before + 100);
    await waitForRows(grid);
    await checkVisible();
    pages++;
  }
  expect(pages).toBe(11);
  await page.evaluate(() => window.__sitelineGrid!.scrollToRow(1000));
  await expect.poll(async () => (await checkVisible())[0]).toBe(1001);
});

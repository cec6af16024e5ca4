// The canvas grids with the keyboard only: Tab reaches the grid, arrows move, Enter opens the row as a
// click does; glide's accessible table marks the selected row and the sorted header, and the row
// selected is announced.
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { signIn } from './helpers.ts';
import { dataGrid, waitForRows } from './grid.ts';

/**
 * Tabs through the page until the grid has the focus, as a keyboard user would: the canvas, or the
 * cell of glide's accessible table inside it, to which glide moves the focus for screen readers.
 */
async function tabToGrid(page: Page, grid: Locator) {
  const canvas = grid.getByTestId('data-grid-canvas');
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await canvas.evaluate((el) => el.contains(document.activeElement))) return;
  }
  throw new Error('Tab never reached the grid');
}

const selectedRow = (grid: Locator) => grid.locator('table[role="grid"] tbody tr[aria-selected="true"]');

test('fleet: Tab, arrows and Enter open a row; the row is announced and marked selected', async ({ page }) => {
  await page.goto('/fleet');
  await signIn(page, 'owner@nordbygg.example');
  const grid = dataGrid(page, '/fleet');
  await waitForRows(grid);
  const ids = (await page.evaluate(() => window.__sitelineGrid!.visibleRowIds())) as number[];

  await tabToGrid(page, grid);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/fleet\\?assetId=${ids[2]}$`));
  await expect(grid.getByRole('status').filter({ hasText: /selected, row 3 of \d+/ })).toBeAttached();
  await expect(selectedRow(grid)).toHaveAttribute('aria-rowindex', '4');
  await page.screenshot({ path: test.info().outputPath('fleet-keyboard-desktop.png') });

  // Space opens the row under the cursor too.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(new RegExp(`/fleet\\?assetId=${ids[1]}$`));
});

test('fleet: headers and their sort state are exposed to assistive technology', async ({ page }) => {
  await page.goto('/fleet');
  await signIn(page, 'owner@nordbygg.example');
  const grid = dataGrid(page, '/fleet');
  await waitForRows(grid);
  // Glide's table lives inside the canvas element (its fallback content, read by screen readers but
  // not "visible" to Playwright's role queries), so it is found by CSS.
  const name = grid.locator('table[role="grid"] th[role="columnheader"]', { hasText: /^Name$/ });
  await expect(name).toBeAttached();
  // First click on a header sorts A→Z (the rows on screen ascend).
  const box = (await grid.getByTestId('data-grid-canvas').boundingBox())!;
  await page.mouse.click(box.x + 180, box.y + 19); // the Name header (x 120-340)
  await expect(name).toHaveAttribute('aria-sort', 'ascending');
  await page.mouse.click(box.x + 180, box.y + 19); // the Name header (x 120-340)
  await expect(name).toHaveAttribute('aria-sort', 'descending');
  await expect(grid.locator('th[aria-sort]')).toHaveCount(1);
});

test('fleet: Alt+ArrowDown opens the column menu from a cell; it sorts and filters without a pointer', async ({ page }) => {
  await page.goto('/fleet');
  await signIn(page, 'owner@nordbygg.example');
  const grid = dataGrid(page, '/fleet');
  await waitForRows(grid);
  const canvas = grid.getByTestId('data-grid-canvas');
  await expect(canvas).toHaveAttribute('aria-keyshortcuts', 'Alt+ArrowDown');
  await tabToGrid(page, grid);
  await page.keyboard.press('ArrowRight'); // Internal ID → Name
  await page.keyboard.press('Alt+ArrowDown');
  const menu = page.getByTestId('grid-filter-popover');
  await expect(menu).toBeVisible();
  await expect(menu.getByText('Name', { exact: true })).toBeVisible();
  // The focus lands in the menu's filter input; the sort buttons sit above it.
  const ascending = menu.getByRole('button', { name: 'Sort ascending' });
  await expect(menu.getByRole('textbox')).toBeFocused();
  for (let i = 0; i < 6 && !(await ascending.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Shift+Tab');
  await expect(ascending).toBeFocused();
  await page.keyboard.press('Enter');
  const name = grid.locator('table[role="grid"] th[role="columnheader"]', { hasText: /^Name$/ });
  await expect(name).toHaveAttribute('aria-sort', 'ascending');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  // The focus is back on the grid, where the menu was opened.
  await expect.poll(() => canvas.evaluate((el) => el.contains(document.activeElement))).toBe(true);
});

test('telematics: a device row with a machine opens with the keyboard only', async ({ page }) => {
  await page.goto('/telematics');
  await signIn(page, 'owner@fjordmaskin.example');
  const grid = dataGrid(page, '/telematics');
  await waitForRows(grid);
  await tabToGrid(page, grid);
  // Spare devices (no machine) select without opening anything: go down until a row opens a machine.
  for (let row = 0; row < 20 && !/assetId=/.test(page.url()); row++) {
    if (row > 0) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(grid.getByRole('status').filter({ hasText: new RegExp(`selected, row ${row + 1} of`) })).toBeAttached();
  }
  await expect(page).toHaveURL(/\/telematics\?assetId=\d+$/);
});

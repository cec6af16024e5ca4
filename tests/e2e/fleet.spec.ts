import { expect, test, type Page } from './fixtures.ts';
import { signIn } from './helpers.ts';
import { dataGrid, waitForRows } from './grid.ts';

// Column x offsets in the fleet grid's default layout (src/features/fleet/fleet.grid.ts widths).
const NAME_COLUMN = { x: 120, width: 220 };
const HEADER_HEIGHT = 38;

async function openFleet(page: Page) {
  await page.goto('/fleet');
  await signIn(page, 'owner@nordbygg.example');
  await expect(page).toHaveURL(/\/fleet$/);
  const grid = dataGrid(page, '/fleet');
  await waitForRows(grid);
  return grid;
}

async function apiFleet(page: Page, body: object): Promise<{ ids: number[]; total: number }> {
  const token = await page.evaluate(() => JSON.parse(decodeURIComponent(document.cookie.split('siteline_session=')[1].split(';')[0])).accessToken);
  const res = await page.request.post('/api/web/v1/assets/assets', { data: { start: 0, limit: 100, ...body }, headers: { authorization: `Bearer ${token}` } });
  const { data } = await res.json();
  return { ids: data.data.map((r: { id: number }) => r.id), total: data.summary.total };
}

const visibleIds = (page: Page) => page.evaluate(() => window.__sitelineGrid!.visibleRowIds()) as Promise<number[]>;

async function clickHeader(page: Page, grid: ReturnType<typeof dataGrid>, x: number) {
  const box = (await grid.locator('canvas').first().boundingBox())!;
  await page.mouse.click(box.x + x, box.y + HEADER_HEIGHT / 2);
}

test('sorting by a header shows the rows in the order the API gives, and survives a reload', async ({ page }) => {
  const grid = await openFleet(page);
  await clickHeader(page, grid, NAME_COLUMN.x + 40);
  // The first click sorts A→Z: the wire value is ASC (0) after the spec's reversed mapping.
  const expected = await apiFleet(page, { sortExpressions: [{ fieldName: 'name', sortOrder: 0 }] });
  await expect.poll(async () => (await visibleIds(page)).slice(0, 8)).toEqual(expected.ids.slice(0, 8));

  await page.reload();
  await waitForRows(grid);
  await expect.poll(async () => (await visibleIds(page)).slice(0, 8)).toEqual(expected.ids.slice(0, 8));
});

test('text search narrows the grid; a search with no match offers Reset search', async ({ page }) => {
  const grid = await openFleet(page);
  const all = Number(await grid.getAttribute('data-total'));
  await grid.getByRole('textbox', { name: 'Search' }).fill('Volvo');
  const expected = await apiFleet(page, { textSearch: 'Volvo' });
  await expect(grid).toHaveAttribute('data-total', String(expected.total));
  expect(expected.total).toBeLessThan(all);
  await expect.poll(async () => (await visibleIds(page)).slice(0, 5)).toEqual(expected.ids.slice(0, 5));

  await grid.getByRole('textbox', { name: 'Search' }).fill('no-such-machine-anywhere');
  await expect(grid).toHaveAttribute('data-state', 'emptySearch');
  await expect(grid.getByText('No matches for this search')).toBeVisible();
  await grid.getByRole('button', { name: 'Reset search' }).click();
  await expect(grid).toHaveAttribute('data-total', String(all));
  await expect(grid.getByRole('textbox', { name: 'Search' })).toHaveValue('');
});

test('a column filter narrows the grid; a filter with no match offers Reset filter', async ({ page }) => {
  const grid = await openFleet(page);
  const all = Number(await grid.getAttribute('data-total'));
  // The header's menu button sits at the right end of the Name header.
  await clickHeader(page, grid, NAME_COLUMN.x + NAME_COLUMN.width - 14);
  const popover = page.getByTestId('grid-filter-popover');
  await expect(popover).toBeVisible();
  await popover.getByLabel('Filter value').fill('JCB');
  await popover.getByRole('button', { name: 'Apply' }).click();
  const expected = await apiFleet(page, { filterExpressions: [{ fieldName: 'name', filterFunction: 'contains', value: 'JCB' }] });
  await expect(grid).toHaveAttribute('data-total', String(expected.total));
  expect(expected.total).toBeGreaterThan(0);
  expect(expected.total).toBeLessThan(all);

  await clickHeader(page, grid, NAME_COLUMN.x + NAME_COLUMN.width - 14);
  await popover.getByLabel('Filter value').fill('no-such-machine-anywhere');
  await popover.getByRole('button', { name: 'Apply' }).click();
  await expect(grid).toHaveAttribute('data-state', 'emptyFiltered');
  await expect(grid.getByText('No matches for this filtering')).toBeVisible();
  await grid.getByRole('button', { name: 'Reset filter' }).click();
  // Reset filter reloads the page (spec) without the filter.
  await waitForRows(grid);
  await expect(grid).toHaveAttribute('data-total', String(all));
});

test('archived machines are hidden by default and shown with the toggle', async ({ page }) => {
  const grid = await openFleet(page);
  const hidden = await apiFleet(page, {});
  const shown = await apiFleet(page, { showArchivedAssets: true });
  expect(shown.total).toBeGreaterThan(hidden.total);
  await expect(grid).toHaveAttribute('data-total', String(hidden.total));
  await grid.getByRole('radio', { name: 'Show' }).click();
  await expect(grid).toHaveAttribute('data-total', String(shown.total));
  // The choice is part of the saved layout.
  await page.reload();
  await waitForRows(grid);
  await expect(grid).toHaveAttribute('data-total', String(shown.total));
});

test('clicking a row sets ?assetId', async ({ page }) => {
  const grid = await openFleet(page);
  const [first] = await visibleIds(page);
  const box = (await grid.locator('canvas').first().boundingBox())!;
  const rowHeight = Number(await grid.getAttribute('data-row-height'));
  await page.mouse.click(box.x + 60, box.y + HEADER_HEIGHT + rowHeight / 2);
  await expect(page).toHaveURL(new RegExp(`/fleet\\?assetId=${first}$`));
});

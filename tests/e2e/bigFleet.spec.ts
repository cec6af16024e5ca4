import { expect, test } from './fixtures.ts';
import { signIn } from './helpers.ts';
import { dataGrid, waitForRows } from './grid.ts';
import { clickPile, pilesAtDeepestZoom } from './pile.ts';

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

// A depot of the 100,000-machine fleet holds hundreds of machines at one point: more than a spread
// holds, so the click lists them (issue 27, item 3), searchable and a page at a time.
test('a pile of hundreds at one depot opens as a list: every machine found by search, one opened', async ({ page }) => {
  test.setTimeout(240_000);
  await page.route('https://tiles.openfreemap.org/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await signIn(page, 'owner@nordbygg.example');
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-state', 'ready', { timeout: 120_000 });
  const piles = await pilesAtDeepestZoom(page);
  const yard = piles.find((p) => p.ids.length >= 200);
  expect(yard, `a pile of hundreds (biggest: ${piles[0]?.ids.length})`).toBeDefined();
  await clickPile(page, yard!);

  const card = page.getByTestId('pile-card');
  await expect(card).toHaveAttribute('data-view', 'list', { timeout: 20_000 });
  const count = yard!.ids.length.toLocaleString('en');
  await expect(card.getByRole('heading')).toHaveText(`${count} machines at this point`);
  await expect(page.getByTestId('pile-spread')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Spread on the map' })).toHaveCount(0);
  const rows = card.getByRole('list', { name: 'Machines at this point' }).getByRole('button');
  await expect(rows).toHaveCount(100);
  await expect(card.getByRole('status')).toHaveText(`100 of ${count} shown`);
  await card.getByRole('button', { name: 'Show more' }).click();
  await expect(rows).toHaveCount(200);
  await page.screenshot({ path: '/tmp/pile-hundreds-desktop.png' });

  // Every machine of the pile is reachable: the last of them by name is found by its internal id.
  const ids = new Set(yard!.ids);
  const listed = await page.evaluate(
    (wanted) => window.__sitelineMachineItems!.flatMap((i) => (i.kind === 'machine' && wanted.includes(i.machine.assetId) ? [i.machine] : [])),
    [...ids],
  );
  const last = listed.sort((a, b) => a.name.localeCompare(b.name) || a.internalId.localeCompare(b.internalId)).at(-1)!;
  await card.getByRole('textbox', { name: 'Search the machines at this point' }).fill(last.internalId);
  await expect(rows).toHaveCount(1);
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`assetId=${last.assetId}$`));
  await expect(card).toBeVisible();
});

// The dashboard's tables answer their first 100 rows; 'Show 100 more' asks the server for the next
// page and appends it (issue 29: the 100k fleet's 64,672 machines at Nordbygg AB), in the API's order.
test('the utilization machines table pages on from the server: 100 rows, then 200, in the API order', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/analytics');
  await signIn(page, 'owner@nordbygg.example');
  const utilization = page.getByRole('region', { name: 'Utilization' });
  const table = utilization.getByRole('table', { name: 'Per machine' });
  await expect(table.getByRole('row')).toHaveCount(11, { timeout: 60_000 });
  await utilization.getByRole('button', { name: 'Show all 100' }).click();
  await expect(table.getByRole('row')).toHaveCount(101);
  await expect(utilization.getByText(/^The 100 with the most engine hours, of 6\d,\d{3} machines$/)).toBeVisible();

  const more = utilization.getByRole('button', { name: 'Show 100 more' });
  const asked = page.waitForRequest((r) => r.url().endsWith('/analytics/utilization/machines') && r.postDataJSON().start === 100);
  await more.click();
  const request = await asked;
  await expect(table.getByRole('row')).toHaveCount(201);
  await expect(utilization.getByText(/^The 200 with the most engine hours, of 6\d,\d{3} machines$/)).toBeVisible();

  // Rows 101-200 are the API's second page for the same question, in its order.
  const second = (await (await request.response())!.json()).data.data as { name: string }[];
  expect(second).toHaveLength(100);
  const names = await table.getByRole('row').evaluateAll((rows) => rows.slice(101).map((r) => r.querySelector('th, td')?.textContent?.trim()));
  expect(names).toEqual(second.map((m) => m.name));

  // A page that does not come (the network drops once) says so, keeps the rows, and asks again.
  let dropped = false;
  await page.route('**/analytics/utilization/machines', (route) => (dropped ? route.continue() : ((dropped = true), route.abort('internetdisconnected'))));
  await more.click();
  await expect(utilization.getByRole('alert')).toHaveText('The next rows could not be loaded.');
  await expect(table.getByRole('row')).toHaveCount(201);
  await utilization.getByRole('button', { name: 'Try again' }).click();
  await expect(table.getByRole('row')).toHaveCount(301);
  await expect(utilization.getByRole('alert')).toHaveCount(0);
});

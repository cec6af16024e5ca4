// Machines piled at one point (a depot's yard): the click on the pile spreads them around it, or
// lists them, and each one is reachable and opens its panel (issue 27, item 3; decision 0046).
import { expect, test, type Page } from './fixtures.ts';
import { signIn } from './helpers.ts';
import { expectAccessible } from './a11y.ts';
import { clickPile, inside, overlaps, pilesAtDeepestZoom } from './pile.ts';

// Offline here: the online style fails at once and the embedded map (deepest zoom 12) is used.
async function openMap(page: Page) {
  await page.route('https://tiles.openfreemap.org/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await signIn(page, 'owner@nordbygg.example');
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-state', 'ready', { timeout: 45_000 });
}

const card = (page: Page) => page.getByTestId('pile-card');
const markers = (page: Page) => page.getByTestId('pile-spread').getByRole('button');

test("the demo's depot piles open on a click: spread around their point or listed, every machine reachable, each opens its panel", async ({ page }) => {
  test.setTimeout(180_000);
  await openMap(page);
  const piles = await pilesAtDeepestZoom(page);
  // The demo's biggest yard holds more than a spread does (23 machines on 2026-11-29); others fewer.
  const [biggest] = piles;
  const depot = piles.find((p) => p.ids.length >= 5 && p.ids.length <= 20);
  expect(biggest.ids.length, 'a yard bigger than a spread').toBeGreaterThan(20);
  expect(depot, `a depot pile of 5 to 20 (piles: ${piles.map((p) => p.ids.length).join(', ')})`).toBeDefined();

  // A depot's pile spreads out: every machine its own marker, clear of the others.
  await clickPile(page, depot!);
  await expect(card(page)).toHaveAttribute('data-view', 'spread');
  await expect(card(page).getByRole('heading')).toHaveText(`${depot!.ids.length} machines at this point`);
  await expect(card(page)).toBeFocused();
  await expect(markers(page)).toHaveCount(depot!.ids.length);
  const spreadIds = await markers(page).evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-asset-id'))));
  expect(spreadIds.sort()).toEqual([...depot!.ids].sort());
  const map = (await page.getByTestId('map').boundingBox())!;
  const boxes = await Promise.all((await markers(page).all()).map(async (m) => (await m.boundingBox())!));
  const cardBox = (await card(page).boundingBox())!;
  const legend = (await page.getByTestId('map-summary').boundingBox())!;
  for (const [i, a] of boxes.entries()) {
    expect(inside(a, map), `marker ${i} inside the map`).toBe(true);
    expect(overlaps(a, cardBox) || overlaps(a, legend), `marker ${i} clear of the cards`).toBe(false);
    for (const b of boxes.slice(i + 1)) expect(overlaps(a, b), 'markers overlap').toBe(false);
  }
  expect(overlaps(cardBox, legend)).toBe(false);
  await page.screenshot({ path: '/tmp/pile-spread-desktop.png' });

  // A marker opens its machine; the pile stays, the chosen one ringed.
  const chosen = markers(page).nth(2);
  const chosenId = (await chosen.getAttribute('data-asset-id'))!;
  await chosen.click();
  await expect(page).toHaveURL(new RegExp(`assetId=${chosenId}$`));
  await expect(page.getByTestId('machine-panel')).toHaveAttribute('data-asset-id', chosenId);
  await expect(chosen).toHaveAttribute('aria-current', 'true');
  expect(overlaps((await card(page).boundingBox())!, (await page.getByTestId('machine-panel').boundingBox())!)).toBe(false);
  await page.screenshot({ path: '/tmp/pile-spread-panel-desktop.png' });

  // The same machines as a list; Escape closes the pile and gives the focus back to the map.
  await card(page).getByRole('button', { name: 'Show as a list' }).click();
  const list = card(page).getByRole('list', { name: 'Machines at this point' });
  await expect(list.getByRole('button')).toHaveCount(depot!.ids.length);
  await expect(list.locator('[aria-current="true"]')).toHaveAttribute('data-asset-id', chosenId);
  await page.keyboard.press('Escape');
  await expect(card(page)).toHaveCount(0);
  await expect(page.getByTestId('pile-spread')).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement === window.__sitelineMap!.map.getCanvas())).toBe(true);

  // The biggest yard is listed whole (name, internal id and family, last report), and a row opens it.
  await clickPile(page, biggest);
  await expect(card(page)).toHaveAttribute('data-view', 'list');
  await expect(card(page).getByRole('heading')).toHaveText(`${biggest.ids.length} machines at this point`);
  await expect(list.getByRole('button')).toHaveCount(biggest.ids.length);
  const listedIds = await list.getByRole('button').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-asset-id'))));
  expect(listedIds.sort()).toEqual([...biggest.ids].sort());
  for (const name of new Set(biggest.names)) await expect(list.getByRole('button', { name }).first()).toBeVisible();
  await expect(card(page).getByRole('status')).toHaveText(`${biggest.ids.length} of ${biggest.ids.length} shown`);
  await page.screenshot({ path: '/tmp/pile-list-desktop.png' });
  await expectAccessible(page, 'map pile list', { widths: ['desktop'] });
  const row = list.getByRole('button').last();
  const rowId = (await row.getAttribute('data-asset-id'))!;
  await row.click();
  await expect(page).toHaveURL(new RegExp(`assetId=${rowId}$`));
  await expect(row).toHaveAttribute('aria-current', 'true');
});

test('on a 390 px phone the pile spreads inside the map and its card sits at the bottom', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openMap(page);
  const depot = (await pilesAtDeepestZoom(page)).find((p) => p.ids.length >= 5 && p.ids.length <= 20)!;
  await clickPile(page, depot);
  await expect(markers(page)).toHaveCount(depot.ids.length);
  const map = (await page.getByTestId('map').boundingBox())!;
  const cardBox = (await card(page).boundingBox())!;
  expect(inside(cardBox, map)).toBe(true);
  expect(cardBox.width).toBeGreaterThan(map.width - 24);
  const boxes = await Promise.all((await markers(page).all()).map(async (m) => (await m.boundingBox())!));
  for (const [i, a] of boxes.entries()) {
    expect(inside(a, map)).toBe(true);
    expect(overlaps(a, cardBox)).toBe(false);
    for (const b of boxes.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
  }
  await page.screenshot({ path: '/tmp/pile-spread-phone.png' });
  await expectAccessible(page, 'map pile spread', { widths: ['phone'] });
  // Zooming folds the spread (it is laid out for one zoom).
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(card(page)).toHaveCount(0);

  // As a list the card is a bottom sheet of at most half the map, its rows scrolling inside it.
  await clickPile(page, depot);
  await card(page).getByRole('button', { name: 'Show as a list' }).click();
  const list = card(page).getByRole('list', { name: 'Machines at this point' });
  await expect(list.getByRole('button')).toHaveCount(depot.ids.length);
  const sheet = (await card(page).boundingBox())!;
  expect(inside(sheet, map)).toBe(true);
  expect(sheet.height).toBeLessThanOrEqual(map.height / 2 + 1);
  await list.getByRole('button').last().scrollIntoViewIfNeeded();
  expect(inside((await list.getByRole('button').last().boundingBox())!, sheet)).toBe(true);
  await page.screenshot({ path: '/tmp/pile-list-phone.png' });
});

// Grid headers never flash English (issue 26): the alerts grid's headers were English on 2 of 3 loads
// and the places grid's until a reload, because the grid read its translated columns once, when it
// mounted, sometimes before the catalogue had arrived. Each grid is loaded fresh in Swedish, with the
// catalogue held back until the grid's rows have come (the order of the race that lost). Glide's
// accessible table is watched from the page's start: the first headers it ever holds must already be
// Swedish (not only those at the first ready state, which a late re-render could have mended).
import { expect, test, type Page } from './fixtures.ts';
import { signInReading } from './readerAccount.ts';
import { CATALOG } from '../../server/src/i18n/catalog.ts';

const swedish = (english: string) => CATALOG.find((e) => e.en === english)?.sv ?? english;

const GRIDS = [
  { path: '/alerts', rows: 'query AlertGrid', headers: ['Name', 'Type', 'Enabled', 'Notify all new users'] },
  { path: '/places', rows: 'query GridPlaces', headers: ['Name', 'Type', 'Status', 'Machines in'] },
] as const;

/** Records the first headers the grid's accessible table holds, at the mutation that put them there. */
async function recordFirstHeaders(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { firstHeaders?: string[] };
    new MutationObserver((_, observer) => {
      const headers = [...document.querySelectorAll('table[role="grid"] [role="columnheader"]')];
      if (headers.length === 0) return;
      w.firstHeaders = headers.map((th) => th.textContent?.trim() ?? '');
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Holds the catalogue's answer until the grid's first page of rows has been answered. */
async function catalogueAfterRows(page: Page, rowsOperation: string) {
  const rowsAnswered = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes(rowsOperation));
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('query Translations')) return route.fallback();
    await rowsAnswered;
    await route.fallback();
  });
}

test('grid headers are in the reader’s language from the first drawn, also when the catalogue comes after the rows', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInReading(page, request, 'sv', 'grid-headers');
  await recordFirstHeaders(page);
  for (const grid of GRIDS) {
    const expected = grid.headers.map(swedish);
    for (const held of [true, false, false]) {
      if (held) await catalogueAfterRows(page, grid.rows);
      await page.goto(grid.path);
      await expect(page.locator(`[data-testid="data-grid"][data-path="${grid.path}"]`)).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
      // Glide fills its accessible table a moment after it draws (a debounced memo): wait for the first headers, once.
      const firstHeaders = () => page.evaluate(() => (window as unknown as { firstHeaders?: string[] }).firstHeaders ?? null);
      await expect.poll(firstHeaders, { timeout: 15_000 }).not.toBeNull();
      const headers = (await firstHeaders()) ?? [];
      expect(headers.slice(0, expected.length), `${grid.path}${held ? ', catalogue after the rows' : ''}`).toEqual(expected);
      await page.unrouteAll({ behavior: 'wait' });
    }
  }
});

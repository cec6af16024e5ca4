import { expect, test, type Browser, type BrowserContext, type Page } from './fixtures.ts';
import { PAGES, pageFiles, readManifest, weigh, type PageDef } from '../../scripts/pageWeight.mjs';
import { signIn } from './helpers.ts';

// What a browser really downloads for a page, against the budget test's list of files
// (tests/unit/pageWeight.test.ts): the same JS and CSS files, each sent brotli-compressed, and the
// same bytes. A fresh browser context per page, so nothing comes from the cache. The page's weight on
// the wire is its bodies plus every answer's headers, as Chromium counts them (issue 28).

interface Download {
  path: string;
  encoding: string | undefined;
  bytes: number;
  headerBytes: number;
}

function record(page: Page): Download[] {
  const downloads: Download[] = [];
  // Read once, now: a late answer may arrive after the test has ended, when test.info() throws.
  const origin = new URL(String(test.info().project.use.baseURL)).origin;
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (url.origin !== origin) return;
    const document = res.request().resourceType() === 'document';
    if (!(document || url.pathname.startsWith('/assets/'))) return;
    const headers = await res.allHeaders();
    // A response without Content-Length (the tiniest files are streamed as they are) counts its body.
    const bytes = headers['content-length'] !== undefined ? Number(headers['content-length']) : (await res.body()).length;
    const headerBytes = (await res.request().sizes()).responseHeadersSize;
    downloads.push({ path: document ? 'index.html' : url.pathname.slice(1), encoding: headers['content-encoding'], bytes, headerBytes });
  });
  return downloads;
}

async function freshPage(browser: Browser, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser.newContext({ storageState, baseURL: test.info().project.use.baseURL });
  // The online map style is unreachable here; fail it at once (the fallback is the embedded map).
  await context.route('https://tiles.openfreemap.org/**', (route) => route.abort('internetdisconnected'));
  return context.newPage();
}

function check(downloads: Download[], chunks: PageDef['chunks']) {
  const expected = pageFiles(readManifest(), chunks);
  const got = [...new Set(downloads.map((d) => d.path))].sort();
  expect(got).toEqual(expected);
  for (const d of downloads) if (d.bytes >= 300) expect(d.encoding, d.path).toBe('br');
  // Each file's bytes on the wire are the built brotli twin's (or the raw file's for the tiniest).
  const wire = Object.fromEntries(downloads.map((d) => [d.path, d.bytes]));
  const built = Object.fromEntries(expected.map((f) => [f, weigh([f]).brotli]));
  expect(wire).toEqual(built);
  const bodies = Object.values(wire).reduce((n, b) => n + b, 0);
  const headers = downloads.reduce((n, d) => n + d.headerBytes, 0);
  test.info().annotations.push({ type: 'on the wire', description: `${downloads.length} answers: ${bodies} B of bodies + ${headers} B of headers` });
  return bodies + headers;
}

test('the login page downloads exactly the budgeted files, brotli-compressed, within its budget on the wire', async ({ browser }) => {
  const login = PAGES.find((p) => p.path === '/')!;
  const page = await freshPage(browser);
  const downloads = record(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(check(downloads, login.chunks)).toBeLessThanOrEqual(login.wireBudget!);
});

test('the map page downloads exactly the budgeted files, brotli-compressed, within its budget on the wire', async ({ browser }) => {
  test.setTimeout(150_000); // a first map start on a loaded 2-core machine (software WebGL)
  const map = PAGES.find((p) => p.path === '/map')!;
  const signInPage = await freshPage(browser);
  await signInPage.goto('/');
  await signIn(signInPage, 'owner@nordbygg.example');
  await expect(signInPage).toHaveURL(/\/map/);
  const state = await signInPage.context().storageState();

  const page = await freshPage(browser, state);
  const downloads = record(page);
  await page.goto('/map');
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-state', 'ready', { timeout: 100_000 });
  expect(check(downloads, map.chunks)).toBeLessThanOrEqual(map.wireBudget!);
});

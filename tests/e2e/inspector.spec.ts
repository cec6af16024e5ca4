// Issue 7, finding 8: the machine inspector. The test server allows it (SITELINE_INSPECTOR=on in
// playwright.config.ts); without the setting a production build ignores ?inspect (tests/api/inspector.test.ts).
import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, signIn } from './helpers.ts';

// The base map's own host (the default OpenFreeMap style, tiles and fonts) is the map's business, not the inspector's.
const MAP_HOST = 'https://tiles.openfreemap.org/';

test('?inspect shows the local panel, with no network beyond the app and its map, and survives the login redirect', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!['http://localhost', 'data:', 'blob:', MAP_HOST].some((allowed) => url.startsWith(allowed))) foreign.push(url);
  });
  await page.goto('/?inspect');
  const panel = page.getByRole('complementary', { name: 'State machine inspector' });
  await expect(panel).toContainText('session: "signedOut"');
  await signIn(page, 'owner@nordbygg.example');
  await expect(page).toHaveURL(/\/map$/);
  await expect(panel).toContainText('session: {"signedIn":"active"}');
  await expect(panel).not.toContainText(DEMO_PASSWORD);
  expect(foreign).toEqual([]);
});

test('?inspect=stately talks to Stately’s origin only, and never sends a password or a token', async ({ page, context }) => {
  // Stands in for https://stately.ai/inspect: says hello to its opener and keeps what it receives.
  await context.route('https://stately.ai/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><script>
        window.received = [];
        addEventListener('message', (e) => window.received.push(JSON.stringify(e.data)));
        window.opener.postMessage({ type: '@statelyai.connected' }, '*');
      </script>`,
    }),
  );
  const popup = context.waitForEvent('page');
  await page.goto('/?inspect=stately');
  const stately = await popup;
  await signIn(page, 'owner@nordbygg.example');
  await expect(page).toHaveURL(/\/map$/);
  // Waits for the session's signed-in snapshot itself: the word "signedIn" alone is already in the login
  // machine's definition, sent before the password is typed.
  await expect
    .poll(async () => (await stately.evaluate(() => (window as unknown as { received: string[] }).received)).join('\n'), { timeout: 30_000 })
    .toContain('"value":{"signedIn":"active"}');
  const received = (await stately.evaluate(() => (window as unknown as { received: string[] }).received)).join('\n');
  expect(received).toContain('[redacted]');
  expect(received).not.toContain(DEMO_PASSWORD);
  expect(received).not.toMatch(/eyJ[\w-]{10,}\.[\w-]{10,}\./);
  await page.evaluate(() => sessionStorage.removeItem('siteline.inspect'));
});

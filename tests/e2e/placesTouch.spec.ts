// Drawing and reshaping a geofence on a phone with touch (issue 10): at 390x844 with a touch screen
// the editor is a bottom sheet under the map, corners are set with taps (page.touchscreen.tap), a
// corner is dragged with a finger (touch events through the DevTools protocol: Playwright has no
// touch drag), and what is saved is the reshaped ring. terra-draw sees the pointer events the
// browser makes of the touches; the map's own touch panning must not steal the drag.
import { expect, test, type Page } from './fixtures.ts';
import { signIn } from './helpers.ts';

const EMAIL = 'admin@nordbygg.example';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function token(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(decodeURIComponent(document.cookie.split('siteline_session=')[1].split(';')[0])).accessToken);
}

/** The polygon terra-draw holds: its ring as [lng, lat] (closed), or null. */
const drawnRing = (page: Page) =>
  page.evaluate(() => {
    for (const f of window.__sitelineDraw?.getSnapshot() ?? []) if (f.geometry.type === 'Polygon') return f.geometry.coordinates[0];
    return null;
  });

/** A finger put down at `from`, moved in steps to `to`, lifted. */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  for (let i = 1; i <= 10; i++) {
    const x = from.x + ((to.x - from.x) * i) / 10;
    const y = from.y + ((to.y - from.y) * i) / 10;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await page.waitForTimeout(40);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('on a phone a geofence is drawn with taps, a corner dragged with a finger, and the reshaped ring is saved', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signIn(page, EMAIL);
  const map = page.getByTestId('map');
  await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 90_000 });
  // Open country a few kilometres from Uppsala's centre, at street scale.
  await page.evaluate(() => window.__sitelineMap!.map.jumpTo({ center: [17.52, 59.9], zoom: 15 }));
  await page.getByRole('button', { name: 'Add place' }).tap();

  const editor = page.getByTestId('place-editor');
  await expect(page.getByTestId('draw-hint')).toContainText('Tap the map to set the corners of the geofence.');
  await expect.poll(() => page.evaluate(() => window.__sitelineDraw?.getMode())).toBe('polygon');
  // The editor is a sheet over the lower part of the screen: the map stays in view above it.
  const box = (await map.boundingBox())!;
  const sheet = (await editor.boundingBox())!;
  expect(sheet.y).toBeGreaterThan(box.y + box.height * 0.5);
  expect(sheet.width).toBe(box.width);

  const corners = [
    { x: box.x + box.width * 0.25, y: box.y + box.height * 0.15 },
    { x: box.x + box.width * 0.75, y: box.y + box.height * 0.15 },
    { x: box.x + box.width * 0.75, y: box.y + box.height * 0.42 },
    { x: box.x + box.width * 0.25, y: box.y + box.height * 0.42 },
  ];
  for (const c of [...corners, corners[0]]) {
    await page.touchscreen.tap(c.x, c.y);
    await page.waitForTimeout(400);
  }
  await expect.poll(async () => (await drawnRing(page))?.length ?? 0).toBe(5);
  await page.screenshot({ path: test.info().outputPath('place-editor-touch-drawn-390.png') });

  // Reshaping: the third corner dragged 50 px right and 40 px down with a finger.
  await expect(editor.getByLabel('Name')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.__sitelineDraw?.getMode())).toBe('select');
  const before = (await drawnRing(page))!;
  const target = { x: corners[2].x + 50 - box.x, y: corners[2].y + 40 - box.y };
  const expected = await page.evaluate(({ x, y }) => window.__sitelineMap!.map.unproject([x, y]), target);
  await touchDrag(page, corners[2], { x: corners[2].x + 50, y: corners[2].y + 40 });
  const moved = (ring: number[][] | null) => (ring ?? []).some(([lng, lat]) => Math.abs(lng - expected.lng) < 2e-5 && Math.abs(lat - expected.lat) < 2e-5);
  await expect.poll(async () => moved(await drawnRing(page))).toBe(true);
  // Only that corner moved: the map did not pan under the finger.
  const after = (await drawnRing(page))!;
  expect(after.filter(([lng, lat]) => before.some(([l2, a2]) => l2 === lng && a2 === lat))).toHaveLength(4);
  await page.screenshot({ path: test.info().outputPath('place-editor-touch-reshaped-390.png') });

  const name = `Touch site ${Date.now()}`;
  await editor.getByLabel('Name').fill(name);
  await editor.getByRole('button', { name: 'Save place' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'Place added' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/placeId=\d+/, { timeout: 30_000 });
  const placeId = Number(new URL(page.url()).searchParams.get('placeId'));
  const headers = { authorization: `Bearer ${await token(page)}` };
  const saved = (await (await page.request.get(`/api/web/v1/places/${placeId}`, { headers })).json()).data;
  expect(saved.name).toBe(name);
  expect(saved.geofence).toHaveLength(4);
  expect(
    saved.geofence.some(
      (p: { latitude: number; longitude: number }) => Math.abs(p.longitude - expected.lng) < 2e-5 && Math.abs(p.latitude - expected.lat) < 2e-5,
    ),
  ).toBe(true);
  expect((await page.request.delete('/api/web/v1/places', { headers, data: { id: placeId } })).status()).toBe(200);
});

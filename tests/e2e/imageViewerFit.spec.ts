// Issue 27 item 2: the image viewer shows the whole photo, its caption and its controls inside the
// screen, whatever the photo's proportions and the screen's. Five photos (landscape 4:3, portrait 3:4,
// square, very wide 6:1, very tall 1:5) are uploaded through the product's upload API to a machine
// without images, then each is looked at in the viewer on a desktop, a phone held upright and a
// phone turned sideways, and checked by the boxes the browser laid out.
import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures.ts';
import { apiLogin, OWNER } from './accounts.ts';
import { signIn } from './helpers.ts';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const PHOTOS = [
  { name: 'landscape', width: 1600, height: 1200, color: '#c92a2a' },
  { name: 'portrait', width: 900, height: 1200, color: '#2b8a3e' },
  { name: 'square', width: 1200, height: 1200, color: '#1864ab' },
  { name: 'very-wide', width: 2400, height: 400, color: '#e67700' },
  { name: 'very-tall', width: 400, height: 2000, color: '#5f3dc4' },
] as const;

const SCREENS = [
  { name: 'desktop', width: 1400, height: 860 },
  { name: 'phone portrait', width: 390, height: 844 },
  { name: 'phone landscape', width: 844, height: 390 },
] as const;

/** A machine of the owner's company with no images yet (the upload must not replace a demo photo). */
async function machineWithoutImages(request: APIRequestContext, token: string): Promise<number> {
  const positions: { assetId: number }[] = (await (await request.get('/api/web/v1/assets/positions', { headers: auth(token) })).json()).data;
  for (const { assetId } of positions.slice(40)) {
    const keys = (await (await request.get(`/api/web/v1/images/assets/${assetId}/imageKeys`, { headers: auth(token) })).json()).data;
    if (keys.length === 0) return assetId;
  }
  throw new Error('no machine without images in the demo fleet');
}

async function uploadPhotos(request: APIRequestContext, token: string, assetId: number): Promise<string[]> {
  const keys: string[] = [];
  for (const photo of PHOTOS) {
    const buffer = await sharp({ create: { width: photo.width, height: photo.height, channels: 3, background: photo.color } })
      .jpeg()
      .toBuffer();
    const res = await request.post('/api/common/v1/files?fileType=MachineImage', {
      headers: auth(token),
      multipart: { file: { name: `${photo.name}.jpg`, mimeType: 'image/jpeg', buffer } },
    });
    expect(res.status(), await res.text()).toBe(200);
    keys.push((await res.json()).data.key);
  }
  const saved = await request.put(`/api/web/v1/images/assets/${assetId}/imageKeys`, { headers: auth(token), data: { imageKeys: keys } });
  expect(saved.status(), await saved.text()).toBe(200);
  return keys;
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'laid out').not.toBeNull();
  return { left: b!.x, top: b!.y, right: b!.x + b!.width, bottom: b!.y + b!.height, width: b!.width, height: b!.height };
}
type Box = Awaited<ReturnType<typeof box>>;

/** Half a pixel for sub-pixel layout. */
const SLACK = 0.5;
function expectInside(inner: Box, outer: Pick<Box, 'left' | 'top' | 'right' | 'bottom'>, what: string) {
  expect(inner.left, `${what}: left`).toBeGreaterThanOrEqual(outer.left - SLACK);
  expect(inner.top, `${what}: top`).toBeGreaterThanOrEqual(outer.top - SLACK);
  expect(inner.right, `${what}: right`).toBeLessThanOrEqual(outer.right + SLACK);
  expect(inner.bottom, `${what}: bottom`).toBeLessThanOrEqual(outer.bottom + SLACK);
}

/** The viewer showing `key`, decoded. */
async function shownImage(viewer: Locator, key: string): Promise<Locator> {
  const image = viewer.locator(`img[data-key="${key}"]`);
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image;
}

async function checkLayout(page: Page, viewer: Locator, image: Locator, photo: (typeof PHOTOS)[number], where: string) {
  const screen = page.viewportSize()!;
  const viewport = { left: 0, top: 0, right: screen.width, bottom: screen.height };
  const dialog = await box(viewer);
  const stage = await box(viewer.getByRole('region', { name: 'Image, scroll to pan' }));
  const picture = await box(image);
  const caption = await box(viewer.getByRole('heading'));
  const close = await box(viewer.getByRole('button', { name: 'Close' }));

  expectInside(dialog, viewport, `${where}: the dialog in the screen`);
  expectInside(picture, viewport, `${where}: the picture in the screen`);
  expectInside(picture, dialog, `${where}: the picture in the dialog`);
  // Not cropped by the box it scrolls in, either.
  expectInside(picture, stage, `${where}: the picture in its stage`);
  // Fitted, not just small: it touches the stage's sides or its top and bottom.
  expect(Math.max(picture.width / stage.width, picture.height / stage.height), `${where}: fills the stage`).toBeGreaterThan(0.98);
  // Its proportions are the photo's (the server's originals keep them).
  expect(picture.width / picture.height, `${where}: proportions`).toBeCloseTo(photo.width / photo.height, 1);

  expectInside(caption, viewport, `${where}: the caption in the screen`);
  expect(caption.bottom, `${where}: the caption above the picture`).toBeLessThanOrEqual(picture.top + SLACK);
  expectInside(close, viewport, `${where}: the controls in the screen`);
  expect(close.top, `${where}: the controls below the picture`).toBeGreaterThanOrEqual(picture.bottom - SLACK);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where}: no sideways scroll`).toBeLessThanOrEqual(screen.width);
}

test('the viewer shows every photo whole, with its caption and controls, on desktop and phone screens', async ({ page, request }) => {
  test.setTimeout(240_000);
  const token = await apiLogin(request, OWNER);
  const assetId = await machineWithoutImages(request, token);
  const keys = await uploadPhotos(request, token, assetId);

  await page.goto(`/fleet?assetId=${assetId}`);
  await signIn(page, OWNER);
  const panel = page.getByTestId('machine-panel');
  await expect(panel.getByRole('list', { name: 'Thumbnails' }).getByRole('listitem')).toHaveCount(PHOTOS.length, { timeout: 30_000 });
  await panel.getByRole('button', { name: 'Open image 1', exact: true }).click();
  const viewer = page.getByTestId('image-viewer');

  for (const screen of SCREENS) {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    for (const [index, photo] of PHOTOS.entries()) {
      await expect(viewer).toHaveAttribute('data-index', String(index));
      await expect(viewer.getByRole('heading')).toHaveText(`Image ${index + 1} of ${PHOTOS.length}${index === 0 ? ' · primary' : ''}`);
      const image = await shownImage(viewer, keys[index]);
      await checkLayout(page, viewer, image, photo, `${photo.name} on ${screen.name}`);
      if (process.env.E2E_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/viewer-${screen.width}x${screen.height}-${photo.name}.png` });
      // Next wraps around, so each screen starts again at the first photo.
      await viewer.getByRole('button', { name: 'Next image' }).click();
    }
  }

  // Zoomed, the picture grows past the stage, which scrolls instead of the dialog growing; reset fits again.
  await page.setViewportSize({ width: 1400, height: 860 });
  await expect(viewer).toHaveAttribute('data-index', '0');
  const image = await shownImage(viewer, keys[0]);
  const fitted = await box(image);
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer).toHaveAttribute('data-zoom', '1.5');
  await expect.poll(async () => Math.round(((await box(image)).width / fitted.width) * 100)).toBe(150);
  expectInside(await box(viewer), { left: 0, top: 0, right: 1400, bottom: 860 }, 'zoomed: the dialog in the screen');
  await viewer.getByRole('button', { name: 'Reset zoom' }).click();
  await checkLayout(page, viewer, image, PHOTOS[0], 'landscape after reset zoom');
});

import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

// window.__sitelineMap is declared by src/features/map (the map's test hook).

async function openMapAs(page: Page, email: string) {
  await page.goto('/');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/map$/);
  const map = page.getByTestId('map');
  await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 45_000 });
  return map;
}

test('the owner of Nordbygg AB sees every machine of the company on the map, and only those', async ({ page, request }) => {
  const map = await openMapAs(page, 'owner@nordbygg.example');

  // What the API says the company has, as the same user.
  const token = await page.evaluate(() => JSON.parse(decodeURIComponent(document.cookie.split('siteline_session=')[1].split(';')[0])).accessToken);
  const positions: { assetId: number; lat: number; long: number }[] = (
    await (await request.get('/api/web/v1/assets/positions', { headers: { authorization: `Bearer ${token}` } })).json()
  ).data;
  expect(positions.length).toBeGreaterThan(100);
  await expect(map).toHaveAttribute('data-machine-count', String(positions.length));

  // deck.gl picking at each of a sample of machines' projected positions finds a machine of this company.
  const ids = new Set(positions.map((p) => p.assetId));
  const picked = await page.evaluate(
    (sample) => {
      const { map: m, overlay } = window.__sitelineMap!;
      return sample.map((p) => {
        const { x, y } = m.project([p.long, p.lat]);
        return overlay.pickObject({ x, y, radius: 2 })?.object?.assetId ?? null;
      });
    },
    positions.filter((_, i) => i % 10 === 0),
  );
  expect(picked.length).toBeGreaterThan(10);
  for (const id of picked) {
    expect(id).not.toBeNull();
    expect(ids.has(id)).toBe(true);
  }
});

test('clicking a machine sets ?assetId', async ({ page }) => {
  const map = await openMapAs(page, 'owner@fjordmaskin.example');
  const box = (await map.boundingBox())!;
  // Find a machine whose dot is inside the visible map and not under the summary card.
  const target = await page.evaluate(
    ({ width, height }) => {
      const { overlay } = window.__sitelineMap!;
      for (let y = 40; y < height - 40; y += 6) {
        for (let x = 320; x < width - 60; x += 6) {
          const hit = overlay.pickObject({ x, y, radius: 0 });
          if (hit?.object) return { x, y, assetId: hit.object.assetId };
        }
      }
      return null;
    },
    { width: box.width, height: box.height },
  );
  expect(target).not.toBeNull();
  await page.mouse.click(box.x + target!.x, box.y + target!.y);
  await expect(page).toHaveURL(new RegExp(`/map\\?assetId=${target!.assetId}$`));
});

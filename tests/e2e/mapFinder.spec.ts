// The map's machine list without the canvas: "Find a machine" in the legend, by keyboard only.
import { expect, test } from './fixtures.ts';
import { signIn } from './helpers.ts';
import { sessionToken } from './accounts.ts';

test('a machine is found and opened from the legend with the keyboard, without the canvas', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'owner@fjordmaskin.example');
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-state', 'ready', { timeout: 45_000 });
  const res = await page.request.get('/api/web/v1/assets/positions', { headers: { authorization: `Bearer ${await sessionToken(page)}` } });
  const [machine] = ((await res.json()).data as { assetId: number; name: string; internalId: string }[]).sort((a, b) => a.assetId - b.assetId);

  const finder = page.getByRole('button', { name: 'Find a machine' });
  for (let i = 0; i < 40 && !(await finder.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(finder).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type(machine.internalId);
  const list = page.getByRole('list', { name: 'Machines' });
  await expect(list.getByRole('button', { name: new RegExp(machine.internalId) })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('map-finder-desktop.png') });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/map\\?assetId=${machine.assetId}$`));
  await expect(list).toHaveCount(0);
  // The machine's panel opened; closing it leaves the map (on a phone the panel covers the map).
  await page.getByRole('button', { name: 'Close machine panel' }).click();
  await expect(page).toHaveURL(/\/map$/);

  // On a phone the legend folds into one line (the map stays visible); the finder is inside it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Legend' }).click();
  await page.getByRole('button', { name: 'Find a machine' }).click();
  await page.keyboard.type(machine.internalId);
  await expect(list.getByRole('button', { name: new RegExp(machine.internalId) })).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('map-finder-phone.png') });
});

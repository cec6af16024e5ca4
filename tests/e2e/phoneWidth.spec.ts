// Every screen of the web app at phone widths: nothing makes the page scroll sideways (a card with
// a desktop minimum width, a toolbar that does not wrap). The owner sees every screen.
import { expect, test } from './fixtures.ts';
import { signIn } from './helpers.ts';

const SCREENS = [
  '/map',
  '/fleet',
  '/places',
  '/telematics',
  '/analytics',
  '/analytics/reports',
  '/alerts',
  '/service',
  '/admin/users',
  '/admin/client-management',
  '/admin/integrations',
  '/settings/profile',
  '/settings/language',
  '/settings/notifications',
  '/ver',
  '/permissions',
];

for (const width of [390, 320]) {
  test(`no screen scrolls sideways at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await signIn(page, 'owner@nordbygg.example');
    await expect(page).toHaveURL(/\/map/);
    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      // Wait until the screen has drawn its content (its heading, or the map's summary line).
      await expect(page.locator('main h1, [data-testid="map-summary"]').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Nothing drawn past the right edge, except inside an area that scrolls sideways by design
      // (a grid's columns, the panel's tab list): the rest of the screen is what a user must see.
      const cut = await page.evaluate((right) => {
        const scrollsSideways = (el: Element | null): boolean => {
          for (let e = el; e && e !== document.body; e = e.parentElement) {
            const x = getComputedStyle(e).overflowX;
            if ((x === 'auto' || x === 'scroll') && e.scrollWidth > e.clientWidth) return true;
            if (e.getAttribute('data-testid') === 'data-grid') return true;
          }
          return false;
        };
        return [...document.querySelectorAll('main *')]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return (
              box.width > 0 && box.height > 0 && box.right > right + 1 && getComputedStyle(el).visibility !== 'hidden' && !scrollsSideways(el.parentElement)
            );
          })
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(el.getBoundingClientRect().right)}`);
      }, width);
      expect.soft(cut, `${path} at ${width} px: drawn past the right edge`).toEqual([]);
      expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px: the page`).toBeLessThanOrEqual(width);
    }
  });
}

// Issue 27 item 11: on a phone the machine panel's six tabs are wider than the screen. The tab list
// scrolls inside the panel with a chevron at each edge that hides tabs, every tab is reachable by
// keyboard and by the chevrons, the active tab is always fully in view (also when the panel opens on
// a remembered tab at the end), and nothing of the panel runs past the screen. Checked by boxes.
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { OWNER } from './accounts.ts';
import { signIn } from './helpers.ts';

const TABS = ['Details', 'Service', 'History', 'Telematics', 'Inputs', 'Events'];
const SLACK = 0.5;

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'laid out').not.toBeNull();
  return { left: b!.x, right: b!.x + b!.width, top: b!.y, bottom: b!.y + b!.height };
}

/** The active tab lies wholly inside the screen and the list, and no chevron covers it. */
async function expectActiveInView(page: Page, panel: Locator, name: string) {
  const width = page.viewportSize()!.width;
  const tab = panel.getByRole('tab', { name, exact: true });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // The list may still be scrolling it in.
  await expect
    .poll(async () => {
      const t = await box(tab);
      const list = await box(panel.getByRole('tablist'));
      let covered = false;
      for (const chevron of [panel.getByTestId('tabs-scroll-before'), panel.getByTestId('tabs-scroll-after')]) {
        if ((await chevron.count()) === 0) continue;
        const c = await box(chevron);
        covered ||= c.left < t.right - SLACK && c.right > t.left + SLACK;
      }
      return t.left >= -SLACK && t.right <= width + SLACK && t.left >= list.left - SLACK && t.right <= list.right + SLACK && !covered;
    }, `${name} fully in view at ${width} px`)
    .toBe(true);
}

async function expectNothingPastTheScreen(page: Page, panel: Locator) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page scrolls sideways').toBeLessThanOrEqual(width);
  const p = await box(panel);
  expect(p.left).toBeGreaterThanOrEqual(-SLACK);
  expect(p.right).toBeLessThanOrEqual(width + SLACK);
  const list = await box(panel.getByRole('tablist'));
  expect(list.left).toBeGreaterThanOrEqual(-SLACK);
  expect(list.right).toBeLessThanOrEqual(width + SLACK);
}

for (const width of [390, 320]) {
  test(`at ${width} px every machine panel tab is reachable and the active one is in view`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/fleet?assetId=1');
    await signIn(page, OWNER);
    const panel = page.getByTestId('machine-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('tab')).toHaveCount(TABS.length);
    for (const [index, name] of TABS.entries()) await expect(panel.getByRole('tab').nth(index)).toHaveAccessibleName(name);
    await panel.getByRole('tab', { name: 'Details', exact: true }).click();
    await expectActiveInView(page, panel, 'Details');
    await expectNothingPastTheScreen(page, panel);

    // The list is wider than the screen and says so: a chevron at the end, none at the start.
    await expect(panel.getByTestId('tabs-scroll-after')).toBeVisible();
    await expect(panel.getByTestId('tabs-scroll-before')).toHaveCount(0);

    // The keyboard walks every tab; each one chosen scrolls fully into view.
    await panel.getByRole('tab', { name: 'Details', exact: true }).focus();
    for (const name of TABS.slice(1)) {
      await page.keyboard.press('ArrowRight');
      await expectActiveInView(page, panel, name);
      await expect(panel.getByRole('tab', { name, exact: true })).toBeFocused();
    }
    await expect(panel).toHaveAttribute('data-active-tab', 'events');
    // At the end: the chevron has moved to the start; back with the keyboard to the first tab.
    await expect(panel.getByTestId('tabs-scroll-before')).toBeVisible();
    await expect(panel.getByTestId('tabs-scroll-after')).toHaveCount(0);
    for (const name of [...TABS].reverse().slice(1)) {
      await page.keyboard.press('ArrowLeft');
      await expectActiveInView(page, panel, name);
    }
    await expectNothingPastTheScreen(page, panel);

    // The chevron scrolls the hidden tabs in for a pointer: Events can then be tapped.
    await panel.getByTestId('tabs-scroll-after').click();
    await expect(panel.getByTestId('tabs-scroll-before')).toBeVisible();
    const events = panel.getByRole('tab', { name: 'Events', exact: true });
    await expect.poll(async () => (await box(events)).right <= width + SLACK).toBe(true);
    await events.click();
    await expectActiveInView(page, panel, 'Events');

    // Opened again on the remembered last tab: it is in view at once, not hidden past the edge.
    await page.reload();
    await expect(panel).toHaveAttribute('data-active-tab', 'events');
    await expectActiveInView(page, panel, 'Events');
    await expectNothingPastTheScreen(page, panel);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/panel-tabs-${width}.png` });
  });
}

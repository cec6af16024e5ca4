import { expect, type Locator, type Page } from '@playwright/test';

/** The shared data grid (src/components/grid): glide draws rows on a canvas, so rows are clicked by position. */
export function dataGrid(page: Page, path?: string): Locator {
  return path ? page.locator(`[data-testid="data-grid"][data-path="${path}"]`) : page.getByTestId('data-grid');
}

export async function waitForRows(grid: Locator) {
  await expect(grid).toHaveAttribute('data-state', 'ready');
}

/**
 * Clicks the n-th loaded row (0-based) in the middle of its first column. It first waits until a
 * click at that point lands in the grid (glide's canvas or the scroller over it), as Playwright's
 * own hit check would for an element: not on a dialog's overlay still leaving, nor on a body that
 * a closing dialog left without pointer events.
 */
export async function clickRow(page: Page, grid: Locator, index: number) {
  const canvas = grid.locator('canvas').first();
  const box = (await canvas.boundingBox())!;
  const rowHeight = Number(await grid.getAttribute('data-row-height'));
  const headerHeight = 38;
  const x = box.x + 60;
  const y = box.y + headerHeight + rowHeight * index + rowHeight / 2;
  await expect
    .poll(() =>
      grid.evaluate(
        (el, [px, py]) => {
          const hit = document.elementFromPoint(px, py);
          return hit !== null && el.contains(hit) && getComputedStyle(hit).pointerEvents !== 'none' && getComputedStyle(document.body).pointerEvents !== 'none';
        },
        [x, y],
      ),
    )
    .toBe(true);
  await page.mouse.click(x, y);
}

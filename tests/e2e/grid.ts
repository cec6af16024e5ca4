import { expect, type Locator, type Page } from '@playwright/test';

/** The shared data grid (src/components/grid): glide draws rows on a canvas, so rows are clicked by position. */
export function dataGrid(page: Page, path?: string): Locator {
  return path ? page.locator(`[data-testid="data-grid"][data-path="${path}"]`) : page.getByTestId('data-grid');
}

export async function waitForRows(grid: Locator) {
  await expect(grid).toHaveAttribute('data-state', 'ready');
}

/** Clicks the n-th loaded row (0-based) in the middle of its first column. */
export async function clickRow(page: Page, grid: Locator, index: number) {
  const canvas = grid.locator('canvas').first();
  const box = (await canvas.boundingBox())!;
  const rowHeight = Number(await grid.getAttribute('data-row-height'));
  const headerHeight = 38;
  await page.mouse.click(box.x + 60, box.y + headerHeight + rowHeight * index + rowHeight / 2);
}

// The shared grid's query, layout and selection, replayed on /fleet (Nordbygg's owner, the real
// server answering every page). Glide draws on a canvas: headers are found through the grid's test
// hook (window.__sitelineGrid), the state through the grid's data attributes and the saved layout.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { signInByApi } from '../../tests/e2e/replay/kit.ts';
import { defineUi, elapse, notInBrowser, offered } from '../testing/ui.ts';
import { gridModel } from './grid.model.ts';

const grid = (page: Page) => page.locator('[data-testid="data-grid"][data-path="/fleet"]');
const sortOf = (s: AnyMachineSnapshot) => s.context.sort as { columnId: string; direction: string } | null;

/** Where a header is drawn, once the grid has laid its columns out. */
async function header(page: Page, columnId: string) {
  const read = () => page.evaluate((id) => window.__sitelineGrid?.headerBounds(id), columnId);
  await expect.poll(async () => Number.isFinite((await read())?.x), { message: `the fleet grid shows a "${columnId}" header` }).toBe(true);
  return (await read())!;
}

/** Opens a column's header menu (the button at the header's right end). */
async function headerMenu(page: Page, columnId: string) {
  const b = await header(page, columnId);
  await page.mouse.click(b.x + b.width - 14, b.y + b.height / 2);
  return page.getByTestId('grid-filter-popover');
}

/** The layout the grid saved for /fleet (written at once on every layout change). */
const savedLayout = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('siteline.grid./fleet') ?? 'null'));

export default defineUi(gridModel, {
  skipVariants: {
    'service?quickFilter=Soon with a saved layout':
      "the model's columns are the fleet's (name, tags), the service grid's are not; the quick filter from /service?quickFilter=Soon is checked by tests/e2e/service.spec.ts",
    'users (no archived toggle)': "the model's user columns are not the page's; the user list's grid is replayed by the fleet variant and users.spec.ts",
  },
  start: async ({ page }) => {
    await signInByApi(page, 'owner@nordbygg.example');
    await page.goto('/fleet');
    await expect(grid(page)).toBeVisible();
  },
  events: {
    'grid.sortChanged': {
      // The header menu's buttons name the order shown; the interface's 'asc' shows rows descending
      // (the spec's reversed mapping), and pressing the active button removes the sort.
      'name asc': offered(
        (s) => !(sortOf(s)?.columnId === 'name' && sortOf(s)?.direction === 'asc'),
        'the active sort button would remove the sort',
        async ({ page }) => (await headerMenu(page, 'name')).getByRole('button', { name: 'Sort descending' }).click(),
      ),
      unsorted: offered(
        (s) => sortOf(s)?.columnId === 'name',
        'only a sorted column can be unsorted',
        async ({ page, before }) => {
          const active = sortOf(before!)?.direction === 'asc' ? 'Sort descending' : 'Sort ascending';
          await (await headerMenu(page, 'name')).getByRole('button', { name: active }).click();
        },
      ),
      // A click on the Tags header: it does not sort.
      'not sortable': async ({ page }) => {
        const b = await header(page, 'tags');
        await page.mouse.click(b.x + 30, b.y + b.height / 2);
      },
    },
    'grid.filterChanged': {
      'brand contains': async ({ page }) => {
        const popover = await headerMenu(page, 'brand');
        await popover.getByLabel('Filter value').fill('Volvo');
        await popover.getByRole('button', { name: 'Apply' }).click();
      },
      'hours gte abc': notInBrowser('the engine-hours filter is a number field: letters cannot be typed into it'),
      'brand eq object': notInBrowser('a text field sends text, never an object'),
    },
    'grid.filterCleared': { status: notInBrowser("the fleet grid has no status column; the service grid has, but its columns are not the model's") },
    'grid.searchChanged': {
      typed: offered(
        (s) => s.context.textSearch === '',
        'the box already holds the text: typing it again sends nothing',
        ({ page }) => grid(page).getByRole('textbox', { name: 'Search' }).fill('excavator '),
      ),
    },
    'grid.archivedToggled': {
      show: offered(
        (s) => s.context.showArchived === 'Hide',
        'Show is already chosen',
        ({ page }) => grid(page).getByRole('radio', { name: 'Show' }).click(),
      ),
    },
    'grid.densityChanged': {
      compact: async ({ page }) => {
        await grid(page).getByRole('button', { name: 'Row density' }).click();
        await page.getByRole('menuitemradio', { name: 'Compact' }).click();
      },
    },
    'grid.columnMoved': {
      'first to third': async ({ page, data }) => {
        const first = (await page.evaluate(() => JSON.parse(localStorage.getItem('siteline.grid./fleet') ?? 'null')?.columnOrder?.[0])) ?? 'internalId';
        data.moved = first;
        const from = await header(page, first);
        const third = await page.evaluate(() => {
          const order = JSON.parse(localStorage.getItem('siteline.grid./fleet') ?? 'null')?.columnOrder;
          return order?.[2] ?? 'brand';
        });
        const to = await header(page, third);
        await page.mouse.move(from.x + 20, from.y + from.height / 2);
        await page.mouse.down();
        await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
        await page.mouse.up();
      },
    },
    'grid.columnResized': {
      // The Name header's right edge, dragged until the column is 240 px wide.
      'first 240': async ({ page }) => {
        const b = await header(page, 'name');
        if (Math.round(b.width) === 240) return;
        await page.mouse.move(b.x + b.width - 2, b.y + b.height / 2);
        await page.mouse.down();
        await page.mouse.move(b.x + 240, b.y + b.height / 2, { steps: 6 });
        await page.mouse.up();
      },
    },
    'grid.scrolledNearBottom': {
      near: ({ page }) => page.evaluate(() => void window.__sitelineGrid?.scrollToRow(1_000_000)),
    },
    'grid.refresh': { pressed: ({ page }) => grid(page).getByRole('button', { name: 'Refresh' }).click() },
    'grid.rowSelected': {
      'row 7': offered(
        (s) => s.context.textSearch === '',
        'the search "excavator " matches no machine of the demo fleet: there is no row to click',
        async ({ page }) => {
          const canvas = (await grid(page).locator('canvas').first().boundingBox())!;
          const rowHeight = Number(await grid(page).getAttribute('data-row-height'));
          await page.mouse.click(canvas.x + 60, canvas.y + 38 + rowHeight / 2);
          // The row opens its machine panel (?assetId), which covers the grid's toolbar: it is closed
          // again, as a user does before going on, which leaves the grid's selection as it is.
          const panel = page.getByTestId('machine-panel');
          await expect(panel).toBeVisible();
          await expect(page).toHaveURL(/[?&]assetId=\d+/);
          await panel.getByRole('button', { name: 'Close machine panel' }).click();
          await expect(panel).toBeHidden();
        },
      ),
    },
    'grid.resetFilter': { pressed: notInBrowser("the button shows only in the loader's empty-filter view; tests/e2e/fleet.spec.ts presses it") },
    'grid.resetSearch': {
      pressed: offered(
        (s) => s.context.textSearch !== '',
        'the clear button shows only with a search',
        ({ page }) => grid(page).getByRole('button', { name: 'Clear search' }).click(),
      ),
    },
    'grid.retry': { pressed: notInBrowser("Retry belongs to the loader's error views (gridLoader's replay presses it)") },
    'xstate.after.applyDebounce.grid.showing.debouncing': { elapsed: elapse() },
  },
  screens: [
    {
      when: { state: 'showing' },
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        await expect(grid(page)).toHaveAttribute('data-applying', String(expected.matches({ showing: 'debouncing' })));
        await expect(grid(page).getByRole('textbox', { name: 'Search' })).toHaveValue(expected.context.textSearch);
        await expect(grid(page).getByRole('radio', { name: 'Show' })).toBeChecked({ checked: expected.context.showArchived === 'Show' });
        // The saved layout holds the sort (sort is stored per route), the archived choice and the density.
        const layout = await savedLayout(page);
        expect(layout?.sort ?? null).toEqual(expected.context.sort);
        expect(layout?.showArchived ?? 'Hide').toBe(expected.context.showArchived);
        expect(layout?.density ?? 'comfortable').toBe(expected.context.density);
      },
    },
  ],
  effects: {
    // The model's columns are not the page's, so the layout is checked against what was dragged.
    'grid.columnMoved': async ({ page, data }) => expect.poll(async () => (await savedLayout(page))?.columnOrder?.[2]).toBe(data.moved),
    'grid.columnResized': async ({ page }) => expect.poll(async () => Math.round((await savedLayout(page))?.columnWidths?.name ?? 0)).toBe(240),
  },
});

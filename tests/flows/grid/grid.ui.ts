// The shared grid's query, layout and selection, replayed on /fleet (Nordbygg's owner, the real
// server answering every page but two kinds, shaped at the browser boundary: the model's brand
// filter finds nothing, so a filtered grid shows its empty view with Reset filter; and a next page
// asked for by Retry's step fails, so the rows get the bar with Retry). Glide draws on a canvas:
// headers are found through the grid's test hook (window.__sitelineGrid), the state through the
// grid's data attributes and the saved layout.
import { expect, type Page, type Request, type Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { poll, signInByApi } from '../../e2e/replay/kit.ts';
import { SPEC } from '../kit/specConstants.ts';
import { defineUi, elapse, notInBrowser, offered } from '../kit/ui.ts';
import { gridModel } from './grid.model.ts';

const grid = (page: Page) => page.locator('[data-testid="data-grid"][data-path="/fleet"]');
const sortOf = (s: AnyMachineSnapshot) => s.context.sort as { columnId: string; direction: string } | null;

/** Where a header is drawn, once the grid has laid its columns out. */
async function header(page: Page, columnId: string) {
  const read = () => page.evaluate((id) => window.__sitelineGrid?.headerBounds(id), columnId);
  await poll(async () => Number.isFinite((await read())?.x), { message: `the fleet grid shows a "${columnId}" header` }).toBe(true);
  // Where it stays: right after a column was dropped or the rows changed, glide may still be laying
  // the headers out, and a drag from an old edge would land on another column.
  let last = JSON.stringify(await read());
  await new Promise((resolve) => setTimeout(resolve, 100));
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await read());
        const still = now === last;
        last = now;
        return still;
      },
      { message: `the "${columnId}" header stays where it is`, intervals: [100] },
    )
    .toBe(true);
  return (await read())!;
}

/**
 * Opens a column's header menu (the button at the header's right end). A sort button leaves the
 * menu open, and whether the next click on the header closes it or opens it afresh depends on when
 * the popover began to listen for outside clicks (on a timer, under a clock that stands still): the
 * click is repeated until the menu shows. Opening a menu sends the grid nothing.
 */
async function headerMenu(page: Page, columnId: string) {
  const popover = page.getByTestId('grid-filter-popover');
  for (let attempt = 0; ; attempt++) {
    const b = await header(page, columnId);
    await page.mouse.click(b.x + b.width - 14, b.y + b.height / 2);
    try {
      await expect(popover).toBeVisible({ timeout: attempt < 2 ? 2_000 : 15_000 });
      return popover;
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

const hasBrand = (s: AnyMachineSnapshot) => (s.context.columns as Array<{ id: string }>).some((c) => c.id === 'brand');

/** Opens the column chooser and sets the Brand box to `visible` (a click only when it is not so already), then closes it. */
const chooseBrand =
  (visible: boolean) =>
  async ({ page }: { page: Page }) => {
    await grid(page).getByRole('button', { name: 'Columns' }).click();
    const box = page.getByTestId('grid-column-chooser').getByRole('checkbox', { name: 'Brand' });
    await expect(box).toBeVisible();
    if ((await box.getAttribute('aria-checked')) !== String(visible)) await box.click();
    await expect(box).toHaveAttribute('aria-checked', String(visible));
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('grid-column-chooser')).toBeHidden();
  };

/** The layout the grid saved for /fleet (written at once on every layout change). */
const savedLayout = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('siteline.grid./fleet') ?? 'null'));

const filtered = (s: AnyMachineSnapshot) => Object.keys(s.context.filters).length > 0;
const settledOn = (s: AnyMachineSnapshot) => s.matches({ showing: 'settled' });

/** The fleet grid's page request, with its variables. */
function fleetPage(request: Request): { start: number; filterExpressions: Array<{ fieldName: string }> } | null {
  const body = request.postDataJSON() as { operationName?: string; query?: string; variables?: { input?: any } } | null;
  const name = body?.operationName ?? /^\s*query\s+(\w+)/.exec(body?.query ?? '')?.[1];
  return name === 'FleetAssets' ? (body?.variables?.input ?? null) : null;
}

/**
 * The model's brand filter ('Volvo') finds nothing: the real answer's rows are taken away, so a
 * filtered grid shows "No matches for this filtering" and its Reset filter (the demo fleet has
 * Volvos; which brand matches is not the grid machine's business, the empty view is).
 */
async function brandFilterFindsNothing(page: Page) {
  await page.route('**/graphql', async (route, request) => {
    if (!fleetPage(request)?.filterExpressions?.some((f) => f.fieldName === 'brand')) return route.fallback();
    // A page still under way when the replay ends has no context left to answer it in.
    const response = await route.fetch().catch(() => null);
    if (!response) return;
    const json = await response.json();
    const data = json.data.fleetAssets.data;
    json.data.fleetAssets.data = { ...data, data: [], summary: { ...data.summary, total: 0 } };
    return route.fulfill({ response, json }).catch(() => {});
  });
}

/** A failed page as Mesh answers it when the REST call behind it fails (a 500: a 503 would be the maintenance overlay). */
const FAILED_PAGE = {
  data: { fleetAssets: null },
  errors: [
    {
      message: 'Upstream HTTP Error: 500',
      path: ['fleetAssets'],
      extensions: {
        code: 'DOWNSTREAM_SERVICE_ERROR',
        response: { status: 500, statusText: '', body: { data: null, succeeded: false, error: { code: 500, message: 'The machines could not be read' } } },
      },
    },
  ],
};

/**
 * Retry is the button of the bar a failed next page leaves under the rows. Unless the bar already
 * shows (an earlier Retry of this loader), the step scrolls to the end, lets the loader's own
 * scroll pause pass (the clock stands still in this replay) and has that page fail at the browser
 * boundary; Retry's page fails again, so the bar stays for a later Retry and no page is appended
 * (a loaded second page would leave nothing more to ask for). The scroll is the grid's
 * scrolledNearBottom, which in `settled` only forwards to the loader: the grid itself is unchanged.
 */
async function retryNextPage({ page }: { page: Page }) {
  const bar = grid(page).getByRole('alert').filter({ hasText: 'More rows could not be loaded.' });
  let asked = 0;
  const failNextPage = (route: Route, request: Request) => {
    if ((fleetPage(request)?.start ?? 0) === 0) return route.fallback();
    asked++;
    return route.fulfill({ status: 200, json: FAILED_PAGE });
  };
  await page.route('**/graphql', failNextPage);
  try {
    if (!(await bar.isVisible())) {
      await expect(grid(page)).toHaveAttribute('data-state', 'ready');
      expect(Number(await grid(page).getAttribute('data-total'))).toBeGreaterThan(SPEC.gridPageSize);
      await page.evaluate(() => void window.__sitelineGrid?.scrollToRow(1_000_000));
      await expect
        .poll(
          async () => {
            await page.clock.runFor(SPEC.gridScrollDebounceMs);
            return bar.isVisible();
          },
          { message: 'a next page was asked for (and failed) after the scroll pause' },
        )
        .toBe(true);
    }
    const before = asked;
    await bar.getByRole('button', { name: 'Retry' }).click({ timeout: 15_000 });
    await poll(() => asked, { message: 'Retry asked for the page again' }).toBe(before + 1);
    await expect(bar).toBeVisible();
  } finally {
    await page.unroute('**/graphql', failNextPage);
  }
}

/**
 * The browser tells filtered grids apart: here a filtered grid has no rows (its empty view offers
 * Reset filter, and neither a row to click nor a next page to retry).
 */
const browserModel: typeof gridModel = {
  ...gridModel,
  project: (snapshot) => ({ ...gridModel.project!(snapshot), filtered: filtered(snapshot) }),
};

export default defineUi(browserModel, {
  skipVariants: {
    'service?quickFilter=Soon with a saved layout':
      "the model's columns are the fleet's (name, tags), the service grid's are not; the quick filter from /service?quickFilter=Soon is checked by tests/e2e/service.spec.ts",
    'users (no archived toggle)': "the model's user columns are not the page's; the user list's grid is replayed by the fleet variant and users.spec.ts",
  },
  start: async ({ page }) => {
    await signInByApi(page, 'owner@nordbygg.example');
    await brandFilterFindsNothing(page);
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
      // A drag glide did not take as a resize (the saved width is not 240) is repeated; a repeated
      // resize to the same width leaves the grid as one does.
      'first 240': offered(
        (s) => !filtered(s),
        "in the empty view of a filtered grid glide often takes no drag on a header's edge as a resize (seen 2026-11-23, three drags in a row; not yet understood): resized where the grid has rows",
        async ({ page }) => {
          for (let attempt = 0; ; attempt++) {
            const b = await header(page, 'name');
            const saved = async () => Math.round((await savedLayout(page))?.columnWidths?.name ?? 0);
            if (attempt > 0 && (await saved()) === 240) return;
            if (attempt >= 3) throw new Error(`the Name column is saved ${await saved()} px wide after ${attempt} drags to 240 px`);
            await page.mouse.move(b.x + b.width - 2, b.y + b.height / 2);
            await page.mouse.down();
            await page.mouse.move(b.x + 240, b.y + b.height / 2, { steps: 6 });
            await page.mouse.up();
          }
        },
      ),
    },
    'grid.scrolledNearBottom': {
      near: ({ page }) => page.evaluate(() => void window.__sitelineGrid?.scrollToRow(1_000_000)),
    },
    'grid.refresh': { pressed: ({ page }) => grid(page).getByRole('button', { name: 'Refresh' }).click() },
    'grid.rowSelected': {
      'row 7': offered(
        (s) => s.context.textSearch === '' && !filtered(s),
        'the search "excavator " matches no machine of the demo fleet, and the brand filter is answered with none: there is no row to click',
        async ({ page }) => {
          // A header menu a sort button left open would take the click as one outside it: closed
          // first (Escape; closing a menu sends the grid nothing).
          const menu = page.getByTestId('grid-filter-popover');
          if (await menu.isVisible()) {
            await page.keyboard.press('Escape');
            await expect(menu).toBeHidden();
          }
          // The rows, not the skeleton a new query shows while its first page loads.
          await expect(grid(page)).toHaveAttribute('data-state', 'ready');
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
    // The chooser's Brand box set to the fixture's value: a box already so is left alone (the
    // machine's event then changes nothing either). The graph does not tell the columns shown apart.
    'grid.columnVisibilityChanged': {
      'hide brand': offered(hasBrand, 'the grid has no Brand column', chooseBrand(false)),
      'show brand': offered(hasBrand, 'the grid has no Brand column', chooseBrand(true)),
    },
    'grid.resetFilter': {
      pressed: offered(
        (s) => settledOn(s) && filtered(s) && s.context.textSearch === '',
        "the button shows only in the loader's empty view of a filtered grid (with a search, the empty view is the search's)",
        async ({ page }) => {
          await expect(grid(page)).toHaveAttribute('data-state', 'emptyFiltered');
          // Reset filter reloads the page (spec). The clock runs while the new page opens (React
          // reveals the lazy shell on a timer) and stands still again once the grid shows.
          await page.clock.resume();
          await Promise.all([page.waitForEvent('load'), grid(page).getByRole('button', { name: 'Reset filter' }).click()]);
          await expect(grid(page)).toHaveAttribute('data-state', 'ready');
          await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
        },
      ),
    },
    'grid.resetSearch': {
      pressed: offered(
        (s) => s.context.textSearch !== '',
        'the clear button shows only with a search',
        ({ page }) => grid(page).getByRole('button', { name: 'Clear search' }).click(),
      ),
    },
    'grid.retry': {
      pressed: offered(
        (s) => settledOn(s) && !filtered(s) && s.context.textSearch === '',
        'Retry shows under the rows once a next page failed: the step scrolls to the end for one, which needs more than a page of rows (not with the search or the brand filter) and a settled grid (scrolling while a change waits is not passed on)',
        retryNextPage,
      ),
    },
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
        expect(layout?.filters ?? []).toEqual(Object.values(expected.context.filters));
        expect(layout?.hiddenColumns ?? []).toEqual(expected.context.hiddenColumns);
        // A settled grid shows its query's rows: none for the brand filter (without a search, whose
        // empty view comes first).
        if (settledOn(expected) && filtered(expected) && expected.context.textSearch === '')
          await expect(grid(page)).toHaveAttribute('data-state', 'emptyFiltered');
      },
    },
  ],
  effects: {
    // The model's columns are not the page's, so the layout is checked against what was dragged.
    'grid.columnMoved': async ({ page, data }) => poll(async () => (await savedLayout(page))?.columnOrder?.[2]).toBe(data.moved),
    'grid.columnResized': async ({ page }) => poll(async () => Math.round((await savedLayout(page))?.columnWidths?.name ?? 0)).toBe(240),
    // The Brand header is drawn exactly when the machine shows the column.
    'grid.columnVisibilityChanged': async ({ page }, expected) => {
      const shown = !(expected.context.hiddenColumns as string[]).includes('brand');
      await poll(async () => Number.isFinite((await page.evaluate(() => window.__sitelineGrid?.headerBounds('brand')))?.x ?? NaN)).toBe(shown);
    },
  },
});

// The grid's loader replayed on its own paths, on /fleet as Nordbygg's owner: every page the loader
// asks for (FleetAssets) is held at the browser boundary and answered as the path says. A page is the
// real server's answer shaped to the model's page (its number of rows and its total: the demo fleet
// is one size, the model's pages are several); a failed page is the server's 400 for a too long
// search as Mesh forwards it. The filtered variant opens the page with a saved brand filter, so its
// loader's empty view is the filter's. The grid machine around the loader is the grid replay's
// (grid.ui.ts); here the query never changes, so one loader lives for the whole path.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { poll, signInByApi } from '../../e2e/replay/kit.ts';
import { defineUi, elapse, meshError, notInBrowser, offered, shape } from '../kit/ui.ts';
import { gridLoaderEvents, gridLoaderModel } from './gridLoader.model.ts';

const grid = (page: Page) => page.locator('[data-testid="data-grid"][data-path="/fleet"]');
const moreFailedBar = (page: Page) => grid(page).getByRole('alert').filter({ hasText: 'More rows could not be loaded.' });
/** What the page says for the server's 400 on the search text (the model's LOAD_ERROR). */
const SEARCH_TOO_LONG = 'Search text can be at most 200 characters. Shorten it to search.';

type Fixture = keyof (typeof gridLoaderEvents)['xstate.done.actor.loadPage'];

/**
 * The real first page with the model's number of rows and the model's total. The demo fleet is one
 * size (Nordbygg has 31 Volvos, so a filtered next page would be empty): every page is asked for from
 * the start, and where the model's page is beyond what came (or is a next page) the rows are the
 * real ones again under ids no machine has, so the rows are whole and distinct.
 */
const page = (fixture: Fixture) =>
  shape(
    (json, ui) => {
      const { rows, total } = gridLoaderEvents['xstate.done.actor.loadPage'][fixture].output;
      const data = json.data.fleetAssets.data;
      const real = data.data as Array<Record<string, unknown>>;
      // The page's own request (before the rewrite) says where the page starts.
      const start = Number(ui.requests.filter((r) => r.actor === 'loadPage').at(-1)?.body?.variables?.input?.start ?? 0);
      if (rows.length > 0 && real.length === 0) throw new Error('the demo fleet answered no rows for a page the model fills');
      const shaped = rows.map((_, i) => (start === 0 && i < real.length ? real[i] : { ...real[i % real.length], id: 1_000_000 + start + i }));
      return { ...json, data: { fleetAssets: { ...json.data.fleetAssets, data: { ...data, data: shaped, summary: { ...data.summary, total } } } } };
    },
    (body) => ({ ...body, variables: { ...body.variables, input: { ...body.variables.input, start: 0 } } }),
  );

/**
 * Scrolls the rows to the end. A page that just arrived has the grid look at the bottom on the next
 * animation frame, which runs on the page's clock (standing still in this replay): that frame runs
 * first, or it would come during the loader's scroll pause and start the pause again. The grid
 * hears of the scroll itself in the browser's own frame, not on the page's clock: the step waits in
 * real time until the grid shows other rows, and the clock does not move meanwhile (moved a
 * millisecond at a time, the scroll came within a step now and then, and the pause ended 1 ms
 * early), so the replay's next delay is the whole 200 ms. Where the rows already sit at the end (a second scroll while the pause runs) nothing
 * moves, and the pause runs on from the first scroll.
 */
async function scrollToEnd({ page: browser, before }: { page: Page; before?: AnyMachineSnapshot }) {
  if (before?.matches({ ready: 'settling' })) return browser.evaluate(() => void window.__sitelineGrid?.scrollToRow(1_000_000));
  await browser.clock.runFor(17);
  const visible = () => browser.evaluate(() => JSON.stringify(window.__sitelineGrid?.visibleRowIds() ?? null));
  const shown = await visible();
  await browser.evaluate(() => void window.__sitelineGrid?.scrollToRow(1_000_000));
  await poll(visible, { message: 'the grid shows the last rows' }).not.toBe(shown);
}

const stale = notInBrowser(
  "the page answers only the request under way: an older request's answer comes only after the query changed, and then the grid starts a new loader",
);

export default defineUi(gridLoaderModel, {
  skipVariants: {
    searched:
      "a search is not saved with the layout, so a searched grid's loader starts after the page's first one (whose page is this replay's first); the search's empty view is replayed by grid.ui.ts",
  },
  // The variant is read only where a path starts and by the screens (uiCover.ts, decision 0069).
  stepsAlikeInEveryVariant: true,
  start: async ({ page: browser, variant }) => {
    await signInByApi(browser, 'owner@nordbygg.example');
    if (variant === 'filtered') {
      const layout = { filters: [{ fieldName: 'brand', filterFunction: 'contains', value: 'Volvo' }] };
      await browser.addInitScript((saved) => localStorage.setItem('siteline.grid./fleet', saved), JSON.stringify(layout));
    }
    await browser.goto('/fleet');
    await expect(grid(browser)).toBeVisible();
  },
  calls: { loadPage: { graphql: 'FleetAssets' } },
  events: {
    'grid.scrolledNearBottom': {
      near: offered(
        (s) => s.hasTag('view:ready') && !s.hasTag('loadMoreFailed'),
        'only loaded rows scroll (a failed next page leaves its Retry, and scrolling does not retry)',
        scrollToEnd,
      ),
    },
    'grid.retry': {
      pressed: offered(
        (s) => s.hasTag('view:error') || s.hasTag('loadMoreFailed'),
        'Retry shows only with a failed page',
        ({ page: browser }) => grid(browser).getByRole('button', { name: 'Retry' }).click(),
      ),
    },
    'xstate.done.actor.loadPage': { page: page('page'), '37 rows': page('37 rows'), '37 of 500': page('37 of 500'), nothing: page('nothing'), stale },
    'xstate.error.actor.loadPage': {
      400: meshError(400, 100, 'textSearch: must be at most 200 characters;', { textSearch: ['must be at most 200 characters'] }),
      stale,
    },
    'xstate.after.scrollDebounce.gridLoader.ready.settling': { elapsed: elapse() },
  },
  screens: [
    {
      when: 'view:loading',
      check: async ({ page: browser }) => {
        await expect(grid(browser)).toHaveAttribute('data-state', 'loading');
        await expect(grid(browser).getByRole('button', { name: 'Retry' })).toHaveCount(0);
      },
    },
    {
      // The rows stay while a next page loads or after it failed.
      when: (s) => s.hasTag('view:ready') || s.hasTag('view:loadingMore'),
      check: async ({ page: browser }, expected: AnyMachineSnapshot) => {
        await expect(grid(browser)).toHaveAttribute('data-state', expected.hasTag('view:ready') ? 'ready' : 'loadingMore');
        await expect(grid(browser)).toHaveAttribute('data-row-count', String(expected.context.rows.length));
        await expect(grid(browser)).toHaveAttribute('data-total', String(expected.context.total));
        if (expected.hasTag('loadMoreFailed')) {
          await expect(moreFailedBar(browser)).toContainText(`More rows could not be loaded. ${SEARCH_TOO_LONG}`);
          await expect(moreFailedBar(browser).getByRole('button', { name: 'Retry' })).toBeVisible();
        } else {
          await expect(moreFailedBar(browser)).toHaveCount(0);
        }
      },
    },
    {
      when: 'view:error',
      check: async ({ page: browser }) => {
        await expect(grid(browser)).toHaveAttribute('data-state', 'error');
        await expect(grid(browser).getByText('The list could not be loaded')).toBeVisible();
        await expect(grid(browser).getByText(SEARCH_TOO_LONG)).toBeVisible();
        await expect(grid(browser).getByRole('button', { name: 'Retry' })).toBeVisible();
      },
    },
    {
      when: 'view:empty',
      check: async ({ page: browser }) => {
        await expect(grid(browser)).toHaveAttribute('data-state', 'empty');
        await expect(grid(browser).getByText('You do not have any machines yet')).toBeVisible();
      },
    },
    {
      when: 'view:emptyFiltered',
      check: async ({ page: browser }) => {
        await expect(grid(browser)).toHaveAttribute('data-state', 'emptyFiltered');
        await expect(grid(browser).getByText('No matches for this filtering')).toBeVisible();
        await expect(grid(browser).getByRole('button', { name: 'Reset filter' })).toBeVisible();
      },
    },
  ],
});

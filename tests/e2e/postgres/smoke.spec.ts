// The default first start on PostgreSQL, as an operator meets it: `DATABASE_URL=postgres://… npm
// start` on an empty database (scripts/serve-on-postgres.ts) migrates, seeds the demo fleet and
// writes the simulator's year through the real pipeline. A user then walks the main screens, and
// each shows what the API of the same server says: the map, the fleet, a machine's History, places,
// service and alerts. Everything else runs on both databases in the API suites; this proves the
// whole product on PostgreSQL from its first start (playwright.config.ts, project "postgres").
import { expect, test, type Page } from '../fixtures.ts';
import { OWNER, sessionToken } from '../accounts.ts';
import { dataGrid, waitForRows } from '../grid.ts';
import { signIn } from '../helpers.ts';

async function api<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const res = body === undefined ? await page.request.get(`/api${path}`, { headers }) : await page.request.post(`/api${path}`, { headers, data: body });
  expect(res.status(), path).toBe(200);
  return (await res.json()).data as T;
}

async function gridTotal(page: Page, path: string): Promise<number> {
  const grid = dataGrid(page, path);
  await waitForRows(grid);
  return Number(await grid.getAttribute('data-total'));
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

test('first start on PostgreSQL: sign in, map, fleet, a machine’s History, places, service, alerts', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await signIn(page, OWNER);
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-state', 'ready', { timeout: 60_000 });
  const positions = await api<{ assetId: number }[]>(page, '/web/v1/assets/positions');
  expect(positions.length, 'machines with a position after the simulated year').toBeGreaterThan(10);

  await page.goto('/fleet');
  const fleet = await gridTotal(page, '/fleet');
  expect(fleet).toBeGreaterThanOrEqual(positions.length);

  // A machine with hours in the last 30 days: its History tab shows the API's hours for that week.
  const to = new Date();
  const from = new Date(to.getTime() - 30 * 86_400_000);
  let worked: { assetId: number; hours: string } | undefined;
  for (const { assetId } of positions.slice(0, 30)) {
    const history = await api<{ hasActivity: boolean; hoursInRangeFormatted: string }>(
      page,
      `/web/v1/assets/${assetId}/history?StartDateMachineTime=${isoDay(from)}&EndDateMachineTime=${isoDay(to)}`,
    );
    if (history.hasActivity) {
      worked = { assetId, hours: history.hoursInRangeFormatted };
      break;
    }
  }
  expect(worked, 'a machine that worked in the last 30 days').toBeDefined();
  await page.goto(`/map?assetId=${worked!.assetId}`);
  const panel = page.getByTestId('machine-panel');
  await expect(panel).toHaveAttribute('data-asset-id', String(worked!.assetId));
  await panel.getByRole('tab', { name: 'History' }).click();
  await expect(panel.getByTestId('history-tab')).toHaveAttribute('data-view', 'ready');
  const week = await panel.getByTestId('week-navigator').getAttribute('data-week');
  const weekEnd = new Date(Date.parse(`${week}T12:00:00Z`) + 6 * 86_400_000);
  const thisWeek = await api<{ hoursInRangeFormatted: string }>(
    page,
    `/web/v1/assets/${worked!.assetId}/history?StartDateMachineTime=${week}&EndDateMachineTime=${isoDay(weekEnd)}`,
  );
  await expect(panel.getByTestId('hours-in-range')).toHaveText(thisWeek.hoursInRangeFormatted);

  await page.goto('/places');
  const places = await api<{ summary: { total: number } }>(page, '/web/v1/places/gridPlaces', { limit: 1 });
  expect(places.summary.total).toBeGreaterThan(0);
  expect(await gridTotal(page, '/places')).toBe(places.summary.total);

  await page.goto('/service');
  await expect(page.getByRole('heading', { name: 'Service', level: 1 })).toBeVisible();
  expect(await gridTotal(page, '/service')).toBeGreaterThan(0);

  await page.goto('/alerts');
  await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
  // Every company has the five machine alerts.
  expect(await gridTotal(page, '/alerts')).toBeGreaterThanOrEqual(5);
});

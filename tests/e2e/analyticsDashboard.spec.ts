// The /analytics dashboard end to end on the demo fleet: the fleet-now cards add up to the fleet, a
// family's and a tag's count open the fleet grid listing exactly that many machines, the weekly
// trend is reachable by keyboard and readable as a table, and the per-machine table's xlsx holds the
// figures the API answers for the same range.
import ExcelJS from 'exceljs';
import { expect, test, type Page } from './fixtures.ts';
import { OWNER, sessionToken } from './accounts.ts';
import { signIn } from './helpers.ts';
import { dataGrid, waitForRows } from './grid.ts';

const section = (page: Page, name: string) => page.getByRole('region', { name });
const count = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function openDashboard(page: Page, signInAs?: string) {
  await page.goto('/analytics');
  if (signInAs) await signIn(page, signInAs);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByTestId('total-engineHours')).toBeVisible();
}

/** Opens the first group's count on a fleet-now tab and checks the grid lists that many machines. */
async function groupOpensGrid(page: Page, tab: string, param: RegExp) {
  const now = section(page, 'Fleet now');
  await now.getByRole('tab', { name: tab }).click();
  const link = now
    .getByRole('tabpanel')
    .getByRole('link', { name: /machines, open in Fleet$/ })
    .first();
  const expected = count(await link.textContent());
  expect(expected).toBeGreaterThan(0);
  await link.click();
  await expect(page).toHaveURL(param);
  const grid = dataGrid(page, '/fleet');
  await waitForRows(grid);
  await expect(page.getByText(expected === 1 ? '1 result' : `${expected} results`, { exact: true })).toBeVisible();
}

test('the dashboard: counts open the filtered fleet, the trend by keyboard and as a table, an xlsx with the API figures', async ({ page }) => {
  test.setTimeout(120_000);
  await openDashboard(page, OWNER);

  // Every machine is in exactly one state.
  const states = ['working', 'idling', 'off', 'silent', 'untracked'];
  const cards = await Promise.all(states.map(async (s) => count(await page.getByTestId(`fleet-now-${s}`).textContent())));
  const all = count(
    await section(page, 'Fleet now')
      .getByRole('link', { name: /^All machines: / })
      .textContent(),
  );
  expect(cards.reduce((a, b) => a + b, 0)).toBe(all);

  await groupOpensGrid(page, 'By family', /\/fleet\?family=\d+$/);
  await page.goBack();
  await openDashboard(page);
  await groupOpensGrid(page, 'By tag', /\/fleet\?tag=\d+$/);
  await page.goBack();
  await openDashboard(page);

  // The range the page shows is the server's default (the last 4 full weeks in the user's zone).
  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  const api = (await (await page.request.post('/api/web/v1/analytics/utilization', { headers, data: {} })).json()).data;
  await expect(page.getByTestId('analytics-range')).toHaveText(`${api.fromDay.replaceAll('-', '/')} – ${api.toDay.replaceAll('-', '/')}`);

  // The trend: one Tab stop, arrows move between the weeks, each bar says its figures.
  const utilization = section(page, 'Utilization');
  const bars = utilization.locator('.trend-bar');
  await expect(bars).toHaveCount(api.weeks.length);
  await bars.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(bars.nth(1)).toBeFocused();
  await expect(bars.nth(1)).toHaveAttribute('aria-label', new RegExp(`^Week ${Number(api.weeks[1].week.slice(-2))} `));
  await utilization.getByRole('button', { name: 'Show as table' }).click();
  await expect(utilization.getByRole('table', { name: 'Hours per week' }).getByRole('row')).toHaveCount(api.weeks.length + 1);

  // The per-machine table as xlsx: the API's machines page for the same range, figure for figure.
  const machines = (
    await (
      await page.request.post('/api/web/v1/analytics/utilization/machines', { headers, data: { fromDay: api.fromDay, toDay: api.toDay, limit: 100 } })
    ).json()
  ).data;
  await utilization.getByRole('button', { name: 'Export Per machine' }).click();
  const saved = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`utilization-machines_${api.fromDay}_${api.toDay}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    'Machine',
    'Internal ID',
    'Engine hours',
    'Working hours',
    'Idle hours',
    'Idle %',
    'Days used',
    'Hours per working day',
  ]);
  expect(sheet.rowCount).toBe(machines.data.length + 1);
  for (const [i, m] of machines.data.slice(0, 5).entries()) {
    expect(sheet.getRow(i + 2).values).toEqual([
      undefined,
      m.name,
      m.internalId,
      m.engineHours,
      m.workingHours,
      m.idleHours,
      m.idlePercent ?? undefined,
      m.daysUsed,
      m.hoursPerWorkingDay ?? undefined,
    ]);
  }
});

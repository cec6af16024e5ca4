// The /analytics dashboard end to end on the demo fleet: the fleet-now cards add up to the fleet, a
// state's, a family's and a tag's count open the fleet grid listing exactly that many machines, the weekly
// trend is reachable by keyboard and readable as a table, and the per-machine table's xlsx holds the
// figures the API answers for the same range; a calibration shows under hour-meter integrity and as
// the machine's flag in its Service tab.
import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { OWNER, sessionToken } from './accounts.ts';
import { signIn } from './helpers.ts';
import { dataGrid, waitForRows } from './grid.ts';
import { addDaysTo, dayIn } from '../../machines/format/clock.ts';

const section = (page: Page, name: string) => page.getByRole('region', { name });
const KIND_LABEL = { offlineJump: 'Hours gained offline', aempDisagrees: 'AEMP disagrees', calibration: 'Calibration' };
const count = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function openDashboard(page: Page, signInAs?: string) {
  await page.goto('/analytics');
  if (signInAs) await signIn(page, signInAs);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByTestId('total-engineHours')).toBeVisible();
}

/** Opens the first group's count on a fleet-now tab (its row's last link) and checks the grid lists that many machines. */
async function groupOpensGrid(page: Page, tab: string, param: RegExp) {
  const now = section(page, 'Fleet now');
  await now.getByRole('tab', { name: tab }).click();
  await opensGrid(page, now.getByRole('tabpanel').getByRole('row').nth(1).getByRole('link').last(), param);
}

async function opensGrid(page: Page, link: Locator, param: RegExp) {
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
  // A state's count (one the live demo units cannot change under the test: a unit installed or not,
  // heard within 24 h or not); the states of each group are compared with the grid in tests/api.
  const steady = ['untracked', 'silent', 'off'].find((s) => cards[states.indexOf(s)] > 0)!;
  await opensGrid(page, page.getByTestId(`fleet-now-${steady}`).getByRole('link'), new RegExp(`/fleet\\?state=${steady}$`));
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

test("after-hours use and the benchmark follow the range and show the API's figures", async ({ page }) => {
  test.setTimeout(120_000);
  await openDashboard(page, OWNER);
  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  const post = async (path: string) => (await (await page.request.post(`/api/web/v1/analytics/${path}`, { headers, data: {} })).json()).data;
  const [afterHours, benchmark] = await Promise.all([post('after-hours'), post('benchmark')]);

  const after = section(page, 'After-hours use');
  if (afterHours.placesWithShifts === 0) {
    await expect(after.getByText(/^No place has work shifts yet: add a place alert/)).toBeVisible();
  } else {
    await expect(after.getByTestId('after-hours-total-afterHoursHours')).not.toHaveText('');
  }

  // The benchmark's machines: the API's first page, most engine hours first; its xlsx holds them all.
  const bench = section(page, 'Benchmark');
  const table = bench.getByRole('table', { name: 'Machines against the median' });
  await expect(table.getByRole('row')).toHaveCount(Math.min(10, benchmark.machines.rows.length) + 1);
  await expect(table.getByRole('rowheader').first()).toHaveText(benchmark.machines.rows[0].name);
  await bench.getByRole('button', { name: 'Export Machines against the median' }).click();
  const saved = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`benchmark-machines_${benchmark.fromDay}_${benchmark.toDay}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  expect(sheet.rowCount).toBe(benchmark.machines.rows.length + 1);
  const first = benchmark.machines.rows[0];
  expect(sheet.getRow(2).values).toEqual([
    undefined,
    first.name,
    first.internalId,
    first.group,
    first.peers,
    first.engineHours,
    first.median.engineHours,
    first.difference.engineHours ?? undefined,
    first.idlePercent ?? undefined,
    first.median.idlePercent ?? undefined,
    first.difference.idlePercent ?? undefined,
    first.hoursPerWorkingDay ?? undefined,
    first.median.hoursPerWorkingDay ?? undefined,
    first.difference.hoursPerWorkingDay ?? undefined,
  ]);

  // Brand and model: the medians per model.
  await bench.getByRole('radio', { name: 'Brand and model' }).click();
  await bench.getByRole('tab', { name: 'By model' }).click();
  await expect(bench.getByRole('table', { name: 'Medians per model' })).toBeVisible();
});

test("a calibration is listed under hour-meter integrity and flags the machine's Service tab", async ({ page }) => {
  test.setTimeout(120_000);
  await openDashboard(page, OWNER);
  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  const body = async (res: Promise<{ json: () => Promise<unknown> }>) => ((await (await res).json()) as { data: any }).data;
  // A machine with a unit, calibrated eight days ago (inside the default last four full weeks) to
  // the hours its telemetry gives then: a calibration that changes nothing else the journeys read.
  const machine = (await body(page.request.get('/api/web/v1/assets/positions', { headers })))[0] as { assetId: number; name: string };
  const profile = await body(page.request.get('/api/common/v1/profile', { headers }));
  const at = `${dayIn(Date.now() - 8 * 86_400_000, profile.timezoneId)}T10:00`;
  const hours = (await body(page.request.get(`/api/web/v1/services/${machine.assetId}/engineTime/${at}`, { headers }))).engineTime ?? 1000;
  const set = await page.request.post('/api/web/v1/services/calibrate', {
    headers,
    data: { assetId: machine.assetId, engineTimeAtUserTime: at, engineTime: hours },
  });
  expect(set.status(), await set.text()).toBe(200);

  await page.reload();
  const api = await body(page.request.post('/api/web/v1/analytics/hour-meter', { headers, data: {} }));
  expect(api.totals.calibration).toBeGreaterThan(0);
  const integrity = section(page, 'Hour-meter integrity');
  await expect(integrity.getByTestId('hour-meter-total-calibration')).toHaveText(String(api.totals.calibration));
  await expect(integrity.getByTestId('hour-meter-total-machines')).toHaveText(String(api.totals.machines));
  const table = integrity.getByRole('table', { name: 'Findings, newest first' });
  await expect(table.getByRole('row')).toHaveCount(Math.min(10, api.findings.rows.length) + 1);
  await expect(table.getByRole('rowheader').first()).toHaveText(api.findings.rows[0].name);
  await expect(table.getByRole('row').nth(1)).toContainText(KIND_LABEL[api.findings.rows[0].kind as keyof typeof KIND_LABEL]);

  // The machine's Service tab flags it: the call's count for its last 90 days and its newest finding.
  const today = dayIn(Date.now(), profile.timezoneId);
  const own = await body(
    page.request.post('/api/web/v1/analytics/hour-meter', { headers, data: { fromDay: addDaysTo(today, -89), toDay: today, assetIds: [machine.assetId] } }),
  );
  expect(own.findings.rows.some((f: { kind: string }) => f.kind === 'calibration')).toBe(true);
  await page.goto(`/fleet?assetId=${machine.assetId}`);
  const panel = page.getByTestId('machine-panel');
  await panel.getByRole('tab', { name: 'Service' }).click();
  const flag = panel.getByTestId('hour-meter-flag');
  await expect(flag).toContainText(
    own.totals.findings === 1 ? 'Hour meter: 1 finding in the last 90 days' : `Hour meter: ${own.totals.findings} findings in the last 90 days`,
  );
  await expect(flag.getByRole('listitem').first()).toContainText(KIND_LABEL[own.findings.rows[0].kind as keyof typeof KIND_LABEL]);
  await flag.getByRole('link', { name: 'See hour-meter integrity in Analytics' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
});

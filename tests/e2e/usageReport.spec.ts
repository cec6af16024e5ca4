// Usage report end to end: a user picks two machines and a range on /analytics/reports, downloads
// the xlsx, and the test opens it and checks its numbers against the integration API's daily usage
// (the same telemetry, read another way).
import ExcelJS from 'exceljs';
import { expect, test, type Page } from './fixtures.ts';
import { expectAccessible } from './a11y.ts';
import { OWNER, sessionToken } from './accounts.ts';
import { shoot, signIn } from './helpers.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Daily usage per machine through the integration API (a client made for the check). */
async function apiUsage(page: Page, fromDay: string, toDay: string) {
  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  const created = (await (await page.request.post('/api/web/v1/integrations/clients', { headers, data: { name: `Report check ${Date.now()}` } })).json()).data;
  const token = (
    await (
      await page.request.post('/api/auth/v1/token', {
        form: { grant_type: 'client_credentials', client_id: created.clientId, client_secret: created.clientSecret },
      })
    ).json()
  ).access_token as string;
  const res = await page.request.get(`/api/integration/v1/usage?fromDay=${fromDay}&toDay=${toDay}&limit=1000`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  await page.request.delete(`/api/web/v1/integrations/clients/${created.clientId}`, { headers });
  type Usage = { machineId: number; days: { day: string; engineHours: number; idleHours: number; productionHours: number }[] };
  return (await res.json()).data.items as Usage[];
}

test('a user downloads a usage report whose numbers match the API', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/analytics/reports');
  await signIn(page, OWNER);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Usage report' }).click();
  await expect(page).toHaveURL(/\/analytics\/reports\/usage-report\/pick-machines$/);
  await expect(page.getByText(/0 of \d+ machines selected/)).toBeVisible();

  // The machines the report covers, as the report list call answers them.
  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  const listed = (await (await page.request.post('/api/web/v1/reports/usage/assets', { headers, data: {} })).json()).data.data as {
    assetId: number;
    name: string;
    internalId: string;
  }[];
  const fromDay = day(-8);
  const toDay = day(-2);
  const usage = await apiUsage(page, fromDay, toDay);
  // Two machines that worked in the range.
  const worked = usage.filter((u) => u.days.length > 0).slice(0, 2);
  expect(worked).toHaveLength(2);
  const picks = worked.map((u) => listed.find((m) => m.assetId === u.machineId)!);

  await page.getByRole('textbox', { name: 'From', exact: true }).fill(fromDay.replaceAll('-', '/'));
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(toDay.replaceAll('-', '/'));
  const download = page.getByRole('button', { name: 'Download report' });
  await expect(download).toBeDisabled();
  for (const m of picks) {
    await page.getByRole('textbox', { name: 'Search machines' }).fill(m.internalId);
    await page
      .getByRole('group', { name: 'Machines' })
      .getByRole('checkbox', { name: new RegExp(m.name) })
      .first()
      .check();
  }
  await expect(page.getByText(/^2 of \d+ machines selected$/)).toBeVisible();
  await expectAccessible(page, 'usage report');
  await shoot(page, 'usage-report');

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(`usage-report_${fromDay}_${toDay}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const rows = book.getWorksheet('Usage per day')!.getSheetValues().slice(2) as unknown[][];
  // Seven days for each of the two machines.
  expect(rows).toHaveLength(14);
  for (const u of worked) {
    const m = listed.find((x) => x.assetId === u.machineId)!;
    for (const d of u.days) {
      const row = rows.find((r) => r[2] === m.internalId && r[5] === d.day.replaceAll('-', '/'))!;
      expect(row, `${m.internalId} ${d.day}`).toBeTruthy();
      // The sheet's hours are cut to one decimal as an hour meter reads them (machines/format/numbers.ts
      // hoursFigure); the API's carry two.
      for (const [cell, api] of [
        [row[6], d.engineHours],
        [row[7], d.idleHours],
        [row[8], d.productionHours],
      ] as [number, number][]) {
        expect(Math.abs(cell * 10 - Math.round(cell * 10))).toBeLessThan(1e-6);
        expect(api - cell).toBeGreaterThan(-0.006);
        expect(api - cell).toBeLessThan(0.106);
      }
    }
  }
});

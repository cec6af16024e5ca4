import { expect, test, type Page } from './fixtures.ts';
import { expectAccessible } from './a11y.ts';
import { apiLogin, OWNER } from './accounts.ts';
import { clickRow, dataGrid, waitForRows } from './grid.ts';
import { shoot, signIn } from './helpers.ts';

// Issue 11 'Done means': the service screen's counts match the grid, 'See in list' on Overdue,
// a machine's Service tab, a report with a calibration, and the machine leaves the overdue list.
// The server is the real one with the demo fleet (seeded mix of overdue, soon, done, none).

const shot = (page: Page, name: string) => shoot(page, name, process.env.SERVICE_SHOTS);

const card = (page: Page, quickFilter: string) => page.getByTestId(`summary-${quickFilter}`);
const count = async (page: Page, quickFilter: string) => Number((await card(page, quickFilter).getByTestId('summary-count').innerText()).replace(/\D/g, ''));

async function openService(page: Page, path = '/service') {
  await page.goto(path);
  await signIn(page, OWNER);
  await expect(page.getByRole('heading', { name: 'Service', level: 1 })).toBeVisible();
  await expect(card(page, 'Overdue').getByTestId('summary-count')).toBeVisible();
}

/** 'YYYY-MM-DDTHH:mm' some hours ago on the browser's clock (typed as its day and its 24 h time). */
function hoursAgo(hours: number): string {
  const d = new Date(Date.now() - hours * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

test('the cards match the grid; reporting an overdue machine with a calibration takes it off the overdue list', async ({ page }) => {
  // Many steps and accessibility scans on a loaded machine.
  test.setTimeout(180_000);
  await openService(page);
  const grid = dataGrid(page, '/service');
  await waitForRows(grid);
  await shot(page, 'service-screen');
  await expectAccessible(page, 'service screen');

  for (const quickFilter of ['Soon', 'NoService', 'Overdue']) {
    const expected = await count(page, quickFilter);
    await card(page, quickFilter)
      .getByRole('button', { name: /See in list/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`quickFilter=${quickFilter}`));
    await waitForRows(grid);
    await expect(grid).toHaveAttribute('data-total', String(expected));
  }
  const overdue = await count(page, 'Overdue');
  expect(overdue).toBeGreaterThan(0);

  // A machine from the overdue list opens on its Service tab.
  await clickRow(page, grid, 0);
  const panel = page.getByTestId('machine-panel');
  await expect(panel).toHaveAttribute('data-active-tab', 'service');
  const tab = panel.getByTestId('service-tab');
  await expect(tab.getByTestId('service-status')).toHaveAttribute('data-status', '3');
  await shot(page, 'service-tab');
  await expectAccessible(page, 'service tab');

  await tab.getByRole('button', { name: 'Report service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report service' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('calibration'), 'the calibration section waits for a time').toHaveCount(0);
  const submit = dialog.getByRole('button', { name: /report service$/i });
  await expect(submit).toBeDisabled();

  const performed = hoursAgo(3);
  await dialog.getByLabel('Time (HH:mm)').fill(performed.slice(11));
  await dialog.getByLabel('Service performed').fill(performed.slice(0, 10).replaceAll('-', '/'));
  const hours = dialog.getByLabel('Machine hours at that time');
  await expect(hours).toBeEnabled();
  await expect(hours).not.toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Report service', exact: true })).toBeDisabled();
  const calibrated = Math.round(Number(await hours.inputValue()) + 12);
  await hours.fill(String(calibrated));
  await dialog.getByLabel('Comment').fill('500 h service: engine oil, filters; hour meter checked');
  const calibrate = dialog.getByRole('button', { name: 'Calibrate and report service' });
  await expect(calibrate).toBeEnabled();
  await shot(page, 'service-report-dialog');
  await expectAccessible(page, 'service report dialog');
  await calibrate.click();

  await expect(dialog).toBeHidden();
  await expect(tab.getByTestId('service-status')).not.toHaveAttribute('data-status', '3');
  const history = tab.getByRole('list', { name: 'Service history' });
  await expect(history.getByRole('listitem').first()).toContainText('Calibrated');
  await expect(history.getByRole('listitem').first()).toContainText('hour meter checked');
  await expect(history.getByRole('listitem').first()).toContainText(`${calibrated}`);

  // The list and the cards follow.
  await expect(card(page, 'Overdue').getByTestId('summary-count')).toHaveText((overdue - 1).toLocaleString('en-US'));
  await waitForRows(grid);
  await expect(grid).toHaveAttribute('data-total', String(overdue - 1));
});

test('setting up a calendar service on a machine without service: both parts needed, save asks, delete asks', async ({ page }) => {
  // Many steps and accessibility scans on a loaded machine.
  test.setTimeout(180_000);
  await openService(page, '/service?quickFilter=NoService');
  const grid = dataGrid(page, '/service');
  await waitForRows(grid);
  const none = await count(page, 'NoService');
  await expect(grid).toHaveAttribute('data-total', String(none));
  await clickRow(page, grid, 0);
  const tab = page.getByTestId('service-tab');
  await expect(tab.getByTestId('service-status')).toHaveAttribute('data-status', '0');

  await tab.getByRole('button', { name: 'Edit' }).click();
  await tab.getByLabel('Next service date').fill('2030-01-15');
  await tab.getByRole('button', { name: 'Save' }).click();
  await expect(tab.getByText('Calendar service needs both a start date and an interval')).toBeVisible();
  await tab.getByRole('combobox', { name: 'Interval' }).click();
  await page.getByRole('option', { name: 'Yearly' }).click();
  await tab.getByLabel('Every (years)').fill('2');
  await expect(tab.getByTestId('service-every')).toHaveText('Every 2 years');
  await shot(page, 'service-edit');
  await expectAccessible(page, 'service tab edit');
  await tab.getByRole('button', { name: 'Save' }).click();
  const save = page.getByRole('alertdialog', { name: 'Save service setup?' });
  await expect(save).toBeVisible();
  await expectAccessible(page, 'service save dialog');
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(save).toBeHidden();
  await expect(tab.getByTestId('service-calendar')).toHaveText('Next on 2030/01/15, Every 2 years');
  await expect(tab.getByTestId('service-status')).toHaveAttribute('data-status', '1');
  await expect(card(page, 'NoService').getByTestId('summary-count')).toHaveText((none - 1).toLocaleString('en-US'));

  // Undo without changes leaves edit mode at once; deleting the calendar service asks first.
  await tab.getByRole('button', { name: 'Edit' }).click();
  await tab.getByRole('button', { name: 'Undo' }).click();
  await expect(tab.getByTestId('service-view')).toBeVisible();
  await tab.getByRole('button', { name: 'Delete calendar service' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete calendar service?' });
  await expectAccessible(page, 'service delete dialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(tab.getByTestId('service-status')).toHaveAttribute('data-status', '0');
  await expect(card(page, 'NoService').getByTestId('summary-count')).toHaveText(none.toLocaleString('en-US'));
});

test('/service?quickFilter=Soon works as a link: the grid shows the Soon machines the card counts', async ({ page }) => {
  await openService(page, '/service?quickFilter=Soon');
  const grid = dataGrid(page, '/service');
  await waitForRows(grid);
  await expect(grid).toHaveAttribute('data-total', String(await count(page, 'Soon')));
});

interface SetupAnswer {
  assetId: number;
  nextServicePredictionUserTimeFormatted: string | null;
  nextServiceDueBy: string | null;
  nextServiceInDays: number | null;
  usageHoursPerWeek: number | null;
  calendarServiceIntervalType: number | null;
  calendarServiceFrequency: number | null;
}

/** The reason's words, written from docs/features/service.md (not the app's code). */
function expectedReason(s: SetupAnswer): string {
  if (s.nextServiceDueBy === 'HoursReached') return 'engine hours reached';
  if (s.nextServiceDueBy === 'Calendar') {
    const n = s.calendarServiceFrequency!;
    const unit = s.calendarServiceIntervalType === 3 ? 'month' : 'year';
    return n === 1 ? `calendar: every ${unit}` : `calendar: every ${n} ${unit}s`;
  }
  const days = s.nextServiceInDays!;
  const when =
    days <= 1
      ? 'tomorrow'
      : days < 14
        ? `in about ${days} days`
        : days < 91
          ? `in about ${Math.round(days / 7)} weeks`
          : `in about ${Math.round(days / 30.44)} months`;
  const pace = (Math.floor(s.usageHoursPerWeek! * 10 + 1e-9) / 10).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${when} at ${pace} h/week`;
}

test("the next service shows its reason: the hours at the machine's pace, or the calendar rule, as the server predicted it", async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiLogin(request, OWNER);
  const headers = { Authorization: `Bearer ${token}` };
  const grid = await request.post('/api/web/v1/services', { headers, data: { start: 0, limit: 100, showArchivedAssets: false } });
  expect(grid.status()).toBe(200);
  const ids = ((await grid.json()).data.data as { id: number }[]).map((r) => r.id);
  // One machine whose day comes from the hours at its pace, one whose day is the calendar's.
  const found: Partial<Record<'Hours' | 'Calendar', SetupAnswer>> = {};
  for (const id of ids) {
    if (found.Hours && found.Calendar) break;
    const setup = (await (await request.get(`/api/web/v1/services/${id}/setup`, { headers })).json()).data as SetupAnswer;
    const by = setup.nextServiceDueBy;
    if ((by === 'Hours' || by === 'Calendar') && !found[by]) found[by] = setup;
  }
  expect(found.Hours, 'a demo machine predicted by its hours').toBeDefined();
  expect(found.Calendar, 'a demo machine predicted by its calendar').toBeDefined();

  await openService(page);
  for (const setup of [found.Hours!, found.Calendar!]) {
    await page.goto(`/service?assetId=${setup.assetId}`);
    const tab = page.getByTestId('service-tab');
    const prediction = tab.getByTestId('service-prediction');
    await expect(prediction).toHaveText(`${setup.nextServicePredictionUserTimeFormatted} (${expectedReason(setup)})`);
    if (setup.nextServiceDueBy === 'Hours') await expect(tab.getByTestId('service-prediction-reason')).toContainText(' h/week');
    await shot(page, `service-prediction-${setup.nextServiceDueBy}`);
  }
});

test('the calendar limits show as the user types: monthly 14 and yearly 9 are refused before Save, 11 months is fine', async ({ page }) => {
  test.setTimeout(120_000);
  await openService(page, '/service?quickFilter=NoService');
  const grid = dataGrid(page, '/service');
  await waitForRows(grid);
  await clickRow(page, grid, 0);
  const tab = page.getByTestId('service-tab');
  await tab.getByRole('button', { name: 'Edit' }).click();
  await tab.getByRole('combobox', { name: 'Interval' }).click();
  await page.getByRole('option', { name: 'Monthly' }).click();
  const frequency = tab.getByLabel('Every (months)');
  await frequency.fill('14');
  // No Save pressed: the message is there as typed, and no 'Every 14 months'.
  await expect(tab.getByText('Monthly: 1-11 months', { exact: true })).toBeVisible();
  await expect(frequency).toHaveAttribute('aria-invalid', 'true');
  await expect(tab.getByTestId('service-every')).toHaveCount(0);
  await shot(page, 'service-limit-monthly');
  await frequency.fill('11');
  await expect(tab.getByText('Monthly: 1-11 months', { exact: true })).toHaveCount(0);
  await expect(tab.getByTestId('service-every')).toHaveText('Every 11 months');
  await tab.getByRole('combobox', { name: 'Interval' }).click();
  await page.getByRole('option', { name: 'Yearly' }).click();
  await expect(tab.getByText('Yearly: 1-5 years', { exact: true })).toBeVisible();
  await tab.getByLabel('Every (years)').fill('9');
  await expect(tab.getByText('Yearly: 1-5 years', { exact: true })).toBeVisible();
  await expect(tab.getByTestId('service-every')).toHaveCount(0);
  await expectAccessible(page, 'service tab limits');
  await tab.getByLabel('Every (years)').fill('5');
  await expect(tab.getByText('Yearly: 1-5 years', { exact: true })).toHaveCount(0);
  await expect(tab.getByTestId('service-every')).toHaveText('Every 5 years');
  // Nothing is saved: Undo asks, and the machine is left without service.
  await tab.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click();
  await expect(tab.getByTestId('service-view')).toBeVisible();
  await expect(tab.getByTestId('service-status')).toHaveAttribute('data-status', '0');
});

// The date pickers (decision 0039) as a Swedish user meets them: the usage report's range and a place
// alert's holiday, each picked once with the mouse and once with the keyboard only. The calendar
// opens in Swedish, Monday first, the fields read YYYY/MM/DD, and the picked days reach the form:
// the report call carries the range, the alert lists the holiday.
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { expectAccessible } from './a11y.ts';
import { createActiveUser } from './accounts.ts';
import { shoot, signIn } from './helpers.ts';

const SWEDISH_MONTH = /^(januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december) \d{4}$/;
const DAY_TEXT = /^\d{4}\/\d{2}\/\d{2}$/;
const slashes = (day: string) => day.replaceAll('-', '/');

/** 'YYYY-MM-DD' `days` after `day` (calendar arithmetic, no clock). */
function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const calendar = (page: Page) => page.getByRole('dialog', { name: 'Kalender' });

/** The open calendar is Swedish and starts its weeks on Monday; answers the first day of the month shown. */
async function expectSwedishCalendar(page: Page): Promise<string> {
  const open = calendar(page);
  await expect(open.locator('.rdp-caption_label')).toHaveText(SWEDISH_MONTH);
  const weekdays = open.locator('.rdp-weekday');
  await expect(weekdays).toHaveCount(7);
  await expect(weekdays.first()).toHaveAttribute('aria-label', 'måndag');
  await expect(weekdays.last()).toHaveAttribute('aria-label', 'söndag');
  const first = await open.locator('.rdp-day:not(.rdp-outside)').first().getAttribute('data-day');
  expect(first).toMatch(/^\d{4}-\d{2}-01$/);
  return first!;
}

const dayButton = (page: Page, day: string) => calendar(page).locator(`[data-day="${day}"] button`);

async function signInSwedish(page: Page, request: Parameters<typeof createActiveUser>[0], label: string) {
  const user = await createActiveUser(request, label, { firstName: 'Dagny', lastName: 'Datumsson' }, undefined, 1);
  await page.goto('/settings/language');
  await signIn(page, user.email, user.password);
  await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'Svenska', exact: true }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
}

/** The report call's range, answered at the browser (the journey in usageReport.spec.ts downloads a real one). */
async function reportRange(page: Page, download: Locator): Promise<{ fromDay: string; toDay: string }> {
  const sent = new Promise<{ fromDay: string; toDay: string }>((resolve) => {
    void page.route('**/api/web/v1/reports/usage', async (route) => {
      resolve(route.request().postDataJSON());
      await route.fulfill({ status: 200, body: 'PK', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    });
  });
  await download.click();
  const range = await sent;
  await page.unroute('**/api/web/v1/reports/usage');
  return range;
}

test('in Svenska, the usage report range is picked with the mouse and with the keyboard and reaches the report call', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInSwedish(page, request, 'dates-range');
  await page.goto('/analytics/reports/usage-report/pick-machines');
  const from = page.getByRole('textbox', { name: 'Från', exact: true });
  const to = page.getByRole('textbox', { name: 'Till', exact: true });
  await expect(from).toHaveValue(DAY_TEXT);
  await expect(to).toHaveValue(DAY_TEXT);
  const download = page.getByRole('button', { name: 'Ladda ned rapporten' });
  await page.getByRole('group', { name: 'Maskiner' }).getByRole('checkbox').first().click();

  // Mouse: the From field's calendar, the month before, its 3rd to its 12th.
  await page.getByRole('button', { name: 'Öppna kalendern' }).first().click();
  await expectSwedishCalendar(page);
  await expect(calendar(page).getByText('Välj den första dagen')).toBeVisible();
  await shoot(page, 'date-range-picker-sv');
  await expectAccessible(page, 'date range picker');
  await calendar(page).getByRole('button', { name: 'Gå till föregående månad' }).click();
  const month = await expectSwedishCalendar(page);
  await dayButton(page, addDays(month, 2)).click();
  await expect(calendar(page).getByText('Välj den sista dagen')).toBeVisible();
  await dayButton(page, addDays(month, 11)).click();
  await expect(calendar(page)).toHaveCount(0);
  await expect(from).toHaveValue(slashes(addDays(month, 2)));
  await expect(to).toHaveValue(slashes(addDays(month, 11)));
  expect(await reportRange(page, download)).toMatchObject({ fromDay: addDays(month, 2), toDay: addDays(month, 11) });

  // Keyboard only: from the To field, Tab to its calendar button, Enter; the calendar focuses the
  // range's first day; one day on and Enter starts the range, two weeks down and Enter ends it.
  await to.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(calendar(page)).toBeVisible();
  await expect(dayButton(page, addDays(month, 2))).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(calendar(page)).toHaveCount(0);
  await expect(from).toHaveValue(slashes(addDays(month, 3)));
  await expect(to).toHaveValue(slashes(addDays(month, 17)));
  // Focus is back on the To field's button; Enter opens again, Escape closes without a change.
  const toButton = page.getByRole('button', { name: 'Öppna kalendern' }).nth(1);
  await expect(toButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar(page)).toHaveCount(0);
  await expect(toButton).toBeFocused();
  await expect(to).toHaveValue(slashes(addDays(month, 17)));
  expect(await reportRange(page, download)).toMatchObject({ fromDay: addDays(month, 3), toDay: addDays(month, 17) });

  // Typed: the product's pattern and a pasted ISO day are both read; leaving the field shows the
  // ISO day in the product's pattern.
  await from.fill(slashes(addDays(month, 1)));
  await to.fill(addDays(month, 4));
  await to.blur();
  await expect(to).toHaveValue(slashes(addDays(month, 4)));
  expect(await reportRange(page, download)).toMatchObject({ fromDay: addDays(month, 1), toDay: addDays(month, 4) });
});

test('in Svenska, a holiday is picked with the mouse and with the keyboard and reaches the place alert form', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInSwedish(page, request, 'dates-holiday');
  await page.goto('/alerts');
  await page.getByRole('button', { name: 'Nytt platslarm' }).click();
  const details = page.getByTestId('alert-details');
  await expect(details.getByRole('heading', { name: 'Nytt platslarm' })).toBeVisible();
  const field = details.getByRole('textbox', { name: 'Helgdagar' });
  const add = details.getByRole('button', { name: 'Lägg till helgdag' });

  // Mouse: the calendar opens on today's month; its 10th.
  await details.getByRole('button', { name: 'Öppna kalendern' }).click();
  const month = await expectSwedishCalendar(page);
  await shoot(page, 'date-picker-sv');
  await dayButton(page, addDays(month, 9)).click();
  await expect(calendar(page)).toHaveCount(0);
  await expect(field).toHaveValue(slashes(addDays(month, 9)));
  await add.click();
  await expect(details.getByTestId('alert-holidays')).toContainText(slashes(addDays(month, 9)));
  await expect(field).toHaveValue('');

  // Keyboard only: Tab from the empty field to its button, Enter; the calendar focuses today;
  // Home goes to the week's Monday, a week down, Enter.
  await field.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(calendar(page)).toBeVisible();
  const today = calendar(page).locator('.rdp-today button');
  await expect(today).toBeFocused();
  const todayDay = (await calendar(page).locator('.rdp-today').getAttribute('data-day'))!;
  const monday = addDays(todayDay, -((new Date(`${todayDay}T00:00:00Z`).getUTCDay() + 6) % 7));
  await page.keyboard.press('Home');
  await expect(dayButton(page, monday)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(calendar(page)).toHaveCount(0);
  await expect(field).toHaveValue(slashes(addDays(monday, 7)));
  await expect(details.getByRole('button', { name: 'Öppna kalendern' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(details.getByTestId('alert-holidays')).toContainText(slashes(addDays(monday, 7)));
});

// /alerts end to end on the demo fleet (features spec §2, §4 "Alerts", §8): the list through the
// shared grid; a new place alert with the weekdays preset; selecting it from the list, changing a
// trigger and the preset, saving (the details are read again and the list refreshes); deleting it
// clears the selection; a machine alert saved with PUT; the spec's four error texts with a 500 routed
// at the browser; the phone layout (list, then details over it). axe at both widths.
import { expect, test, type Page } from './fixtures.ts';
import { expectAccessible } from './a11y.ts';
import { signIn } from './helpers.ts';
import { clickRow, dataGrid, waitForRows } from './grid.ts';

const EMAIL = 'admin@nordbygg.example';
const SHOTS = process.env.ALERTS_SHOTS_DIR ?? 'test-results';

async function token(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(decodeURIComponent(document.cookie.split('siteline_session=')[1].split(';')[0])).accessToken);
}

async function restGet(page: Page, path: string) {
  const response = await page.request.get(`/api/web/v1/notifications${path}`, { headers: { authorization: `Bearer ${await token(page)}` } });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

const isOperation = (name: string) => (request: import('@playwright/test').Request) =>
  request.url().endsWith('/graphql') && request.method() === 'POST' && (request.postData() ?? '').includes(name);

/** The next call of this GraphQL operation answers 500, as a failing server would. */
async function failNext(page: Page, operation: string) {
  await page.route(
    '**/graphql',
    async (route) => {
      if (!(route.request().postData() ?? '').includes(operation)) return route.fallback();
      await route.fulfill({
        status: 500,
        json: {
          errors: [
            {
              message: 'Upstream HTTP Error: 500',
              extensions: { response: { status: 500, body: { data: null, succeeded: false, error: { code: 500, message: 'Internal server error' } } } },
            },
          ],
        },
      });
    },
    { times: 1 },
  );
}

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });
/** The toast shows; it is dismissed so the next one is read alone. */
async function sawToast(page: Page, title: string) {
  await expect(toast(page, title)).toBeVisible();
  await toast(page, title).getByRole('button', { name: 'Dismiss' }).click();
}
const details = (page: Page) => page.getByTestId('alert-details');

test('place alerts: create with a preset, select from the list, change and save, errors, delete; a machine alert saved', async ({ page }) => {
  // Two alerts' whole lives with a save error each: past 60 s on a busy 2-core machine (a clean clone at load 15).
  test.setTimeout(120_000);
  await page.goto('/alerts');
  await signIn(page, EMAIL);
  await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
  const grid = dataGrid(page, '/alerts');
  await waitForRows(grid);
  // Every company has the five machine alerts (created on first use).
  const before = Number(await grid.getAttribute('data-total'));
  expect(before).toBeGreaterThanOrEqual(5);
  await page.screenshot({ path: `${SHOTS}/alerts-list-1400.png` });

  // A new place alert: the place, the weekdays preset; a failed create shows the spec's text.
  await page.getByRole('button', { name: 'New place alert' }).click();
  await expect(page).toHaveURL(/alertId=new/);
  await expect(details(page).getByRole('heading', { name: 'New place alert' })).toBeVisible();
  await details(page).getByRole('combobox', { name: 'Place' }).click();
  const option = page.getByRole('option').first();
  const placeName = (await option.textContent())!.trim();
  await option.click();
  await details(page).getByRole('radio', { name: 'Weekdays' }).click();
  await expect(details(page).getByTestId('alert-shift')).toHaveCount(1);
  await expect(details(page).getByLabel('From')).toHaveValue('18:00');
  await expect(details(page).getByLabel('To')).toHaveValue('06:00');
  await expect(details(page).getByText('Ends the next day')).toBeVisible();
  await expectAccessible(page, 'alerts: new place alert');
  await page.screenshot({ path: `${SHOTS}/alerts-new-1400.png` });
  await failNext(page, 'SavePlaceAlert');
  await details(page).getByRole('button', { name: 'Create alert' }).click();
  await sawToast(page, 'Error while creating place alert.');
  await details(page).getByRole('button', { name: 'Create alert' }).click();
  await sawToast(page, 'Place alert created');
  await expect(page).toHaveURL(/alertId=\d+&alertType=Place/);
  const alertId = Number(new URL(page.url()).searchParams.get('alertId'));
  await expect(details(page).getByRole('heading', { name: placeName })).toBeVisible();
  await waitForRows(grid);
  await expect(grid).toHaveAttribute('data-total', String(before + 1));
  expect(await restGet(page, `/places/alerts/${alertId}`)).toMatchObject({
    triggerOnEnter: true,
    triggerOnExit: false,
    triggers: { workShifts: [{ monday: true, friday: true, saturday: false, startPlaceTime: '18:00', endPlaceTime: '06:00' }] },
  });

  // Select it from the list (search by its place), change a trigger and the preset, save.
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(details(page)).toBeHidden();
  await expect(page).not.toHaveURL(/alertId/);
  await grid.getByRole('textbox', { name: 'Search' }).fill(placeName);
  await expect(grid).toHaveAttribute('data-total', '1');
  await waitForRows(grid);
  await clickRow(page, grid, 0);
  await expect(page).toHaveURL(new RegExp(`alertId=${alertId}&alertType=Place`));
  await expect(details(page).getByRole('radio', { name: 'Weekdays' })).toBeChecked();
  await details(page).getByRole('checkbox', { name: 'A machine leaves the place' }).click();
  await details(page).getByRole('radio', { name: 'Weekend' }).click();
  await expect(details(page).getByText('The whole day')).toBeVisible();
  await failNext(page, 'SavePlaceAlert');
  await details(page).getByRole('button', { name: 'Save' }).click();
  await sawToast(page, 'Error while saving place alert details.');
  const reload = page.waitForRequest(isOperation('query PlaceAlert('));
  const listRefresh = page.waitForRequest(isOperation('query AlertGrid'));
  await details(page).getByRole('button', { name: 'Save' }).click();
  await Promise.all([reload, listRefresh]);
  await sawToast(page, 'Place alert saved');
  await expect(details(page).getByRole('radio', { name: 'Weekend' })).toBeChecked();
  await expect(details(page).getByRole('checkbox', { name: 'A machine leaves the place' })).toBeChecked();
  expect(await restGet(page, `/places/alerts/${alertId}`)).toMatchObject({
    triggerOnExit: true,
    triggers: { workShifts: [{ monday: false, saturday: true, sunday: true, startPlaceTime: '00:00', endPlaceTime: '00:00' }] },
  });
  await page.screenshot({ path: `${SHOTS}/alerts-place-1400.png` });
  await expectAccessible(page, 'alerts: place alert details');

  // A rule the form keeps: an alert that watches nothing is not sent.
  await details(page).getByRole('checkbox', { name: 'A machine enters the place' }).click();
  await details(page).getByRole('checkbox', { name: 'A machine leaves the place' }).click();
  await details(page).getByRole('radio', { name: 'None' }).click();
  await details(page).getByRole('button', { name: 'Save' }).click();
  await expect(details(page).getByText('Choose what the alert watches: entry, exit, a work shift or a holiday')).toBeVisible();
  await details(page).getByRole('button', { name: 'Undo' }).click();
  await expect(details(page).getByRole('radio', { name: 'Weekend' })).toBeChecked();

  // Delete: a failure keeps it; then it goes, and the selection with it.
  await failNext(page, 'DeletePlaceAlert');
  await details(page).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete place alert' }).click();
  await sawToast(page, 'Error while deleting place alert.');
  await details(page).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete place alert' }).click();
  await sawToast(page, 'Place alert deleted');
  await expect(details(page)).toBeHidden();
  await expect(page).not.toHaveURL(/alertId/);
  // The list was read again with the search kept: nothing matches any more.
  await expect(grid).toHaveAttribute('data-state', 'emptySearch');
  await expect(grid).toHaveAttribute('data-total', '0');
  await grid.getByRole('textbox', { name: 'Search' }).fill('');
  await expect(grid).toHaveAttribute('data-total', String(before));

  // A machine alert: the first row (machine alerts sort first). Notify all new users flips and is saved with PUT.
  await waitForRows(grid);
  await clickRow(page, grid, 0);
  await expect(page).toHaveURL(/alertType=Machine/);
  const machineAlertId = Number(new URL(page.url()).searchParams.get('alertId'));
  const stored = await restGet(page, `/assets/alerts/${machineAlertId}`);
  await expect(details(page).getByRole('heading', { name: stored.name })).toBeVisible();
  const allNew = details(page).getByRole('switch', { name: 'Notify all new users' });
  await expect(allNew).toHaveAttribute('aria-checked', String(stored.notifyAllNewUsers));
  await allNew.click();
  await failNext(page, 'SaveAssetAlert');
  await details(page).getByRole('button', { name: 'Save' }).click();
  await sawToast(page, 'Error while saving asset alert details.');
  await details(page).getByRole('button', { name: 'Save' }).click();
  await sawToast(page, 'Machine alert saved');
  await expect(allNew).toHaveAttribute('aria-checked', String(!stored.notifyAllNewUsers));
  expect((await restGet(page, `/assets/alerts/${machineAlertId}`)).notifyAllNewUsers).toBe(!stored.notifyAllNewUsers);
  await page.screenshot({ path: `${SHOTS}/alerts-machine-1400.png` });
  await expectAccessible(page, 'alerts: machine alert details');
  // Back as it was: the other journeys share this fleet.
  await allNew.click();
  await details(page).getByRole('button', { name: 'Save' }).click();
  await expect(allNew).toHaveAttribute('aria-checked', String(stored.notifyAllNewUsers));
  await expect.poll(async () => (await restGet(page, `/assets/alerts/${machineAlertId}`)).notifyAllNewUsers).toBe(stored.notifyAllNewUsers);
});

test('on a phone: the list, then the details over it, and back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/alerts');
  await signIn(page, EMAIL);
  const grid = dataGrid(page, '/alerts');
  await waitForRows(grid);
  await page.screenshot({ path: `${SHOTS}/alerts-list-390.png` });
  await clickRow(page, grid, 0);
  await expect(details(page).getByRole('switch', { name: 'Enabled' })).toBeVisible();
  const box = (await details(page).boundingBox())!;
  expect(box.width).toBeGreaterThan(380);
  await page.screenshot({ path: `${SHOTS}/alerts-machine-390.png` });
  await expectAccessible(page, 'alerts: phone details', { widths: ['phone'] });
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(details(page)).toBeHidden();
  await page.getByRole('button', { name: 'New place alert' }).click();
  await expect(details(page).getByRole('combobox', { name: 'Place' })).toBeVisible();
  await details(page).getByRole('radio', { name: 'Weekend' }).click();
  await page.screenshot({ path: `${SHOTS}/alerts-new-390.png`, fullPage: true });
  await expectAccessible(page, 'alerts: phone new place alert', { widths: ['phone'] });
});

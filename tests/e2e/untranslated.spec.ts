// A Swedish and a Norwegian admin walk every main screen and dialog; on each, every text they read
// is checked against the English side of the catalogue (untranslated.ts). One list of what is still
// English, by screen, at the end of each walk. Each screen is visited once; its dialogs and panels are
// opened from there and closed again. An admin made for the test (readerAccount.ts), so the demo logins
// keep their language for the other specs.
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { clickRow, dataGrid, waitForRows } from './grid.ts';
import { signInReading } from './readerAccount.ts';
import { inLanguage, UntranslatedReport, type Translated } from './untranslated.ts';

/** Nothing busy or spinning in `scope`: what it loads has come. */
async function loaded(scope: Locator) {
  await expect(scope.locator('[aria-busy="true"], .rt-Spinner')).toHaveCount(0, { timeout: 30_000 });
}

/** The page's main heading is drawn and every grid on it has its first rows (or says it has none). */
async function settled(page: Page, ready: Locator = page.getByRole('heading', { level: 1 }).first()) {
  await expect(ready).toBeVisible({ timeout: 30_000 });
  const grids = page.getByTestId('data-grid');
  for (let i = 0; i < (await grids.count()); i++) {
    await expect(grids.nth(i)).toHaveAttribute('data-state', /^(ready|empty)$/, { timeout: 30_000 });
  }
}

/** Every tab of a tab list, one after the other, checked once each is shown. */
async function eachTab(report: UntranslatedReport, page: Page, scope: Locator, screen: string) {
  const tabs = scope.getByRole('tab');
  const count = await tabs.count();
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const shown = scope.locator('[role="tabpanel"][data-state="active"]');
    await expect(shown).toBeVisible();
    await loaded(shown);
    await report.check(page, `${screen} → tab ${i + 1} (${await tab.innerText()})`);
  }
}

async function walk(page: Page, language: Translated, report: UntranslatedReport) {
  const tr = (english: string) => inLanguage(language, english);
  const button = (english: string, scope: Page | Locator = page) => scope.getByRole('button', { name: tr(english), exact: true });
  const at = async (path: string, ready?: Locator, allowed: readonly string[] = []) => {
    await page.goto(path);
    // The catalogue has arrived (the app sets the page's language with it): what shows before is a flash, tested apart.
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await settled(page, ready);
    await report.check(page, path, allowed);
  };
  /** A dialog or popover opened by `open`, checked, and closed with Escape. */
  const opened = async (screen: string, open: Locator, shown: Locator = page.getByRole('dialog')) => {
    await open.click();
    await expect(shown).toBeVisible();
    await loaded(shown);
    await report.check(page, screen);
    await page.keyboard.press('Escape');
    await expect(shown).toBeHidden();
  };

  // The map has no page heading: its summary line (the layer legend) says it has drawn the fleet.
  await at('/map', page.getByTestId('map-summary'));
  await opened('/map → machine finder', button('Find a machine'));
  await opened('/map → place finder', page.getByRole('button', { name: tr('Find a place') }), page.getByTestId('place-finder'));
  await opened('notifications popover', page.getByTestId('notifications-button'), page.getByTestId('notifications-popover'));

  await at('/fleet');
  await opened('/fleet → machine tags', button('Tags'));
  const fleet = dataGrid(page, '/fleet');
  await waitForRows(fleet);
  await clickRow(page, fleet, 0);
  const panel = page.getByTestId('machine-panel');
  await expect(panel).toBeVisible();
  await eachTab(report, page, panel, 'machine panel');
  await panel.getByRole('tab', { name: tr('Service') }).click();
  await opened('machine panel → report service', button('Report service', panel));
  await button('Edit', panel).click();
  await expect(button('Undo', panel)).toBeVisible();
  await report.check(page, 'machine panel → service setup form');
  await panel.getByRole('tab', { name: tr('Details') }).click();
  await panel.getByRole('button', { name: tr('Edit machine details') }).click();
  await expect(button('Save', panel)).toBeVisible();
  await loaded(panel);
  await report.check(page, 'machine panel → machine details form');

  await at('/places');
  await opened('/places → place tags', button('Tags'));
  const places = dataGrid(page, '/places');
  await waitForRows(places);
  await clickRow(page, places, 0);
  const place = page.getByTestId('place-details');
  await expect(place).toBeVisible();
  await eachTab(report, page, place, 'place details');
  await button('Add place').click();
  await expect(page.getByTestId('draw-hint')).toBeVisible({ timeout: 30_000 });
  await report.check(page, 'place editor (new place on the map)');

  await at('/telematics');
  await at('/service');
  await at('/alerts');
  const alerts = dataGrid(page, '/alerts');
  await waitForRows(alerts);
  await clickRow(page, alerts, 0);
  const close = button('Close');
  await expect(close).toBeVisible();
  await loaded(page.locator('main'));
  await report.check(page, '/alerts → first alert');
  await close.click();
  await button('New place alert').click();
  await expect(close).toBeVisible();
  await loaded(page.locator('main'));
  await report.check(page, '/alerts → new place alert');

  await at('/analytics');
  await at('/analytics/reports');
  await at('/admin/users');
  await opened('/admin/users → add user', button('Add user'));
  await at('/admin/client-management');
  await opened('/admin/client-management → create API client', button('Create client'));
  await at('/admin/integrations');
  // One "Add integration" a provider, each named "Add integration to <provider>": the first opens the dialog.
  await opened('/admin/integrations → add integration', page.getByRole('button', { name: tr('Add integration') }).first());
  await at('/settings/profile');
  await at('/settings/language');
  await at('/settings/notifications');
  await at('/ver');
  await at('/permissions');
}

for (const language of ['sv', 'nb'] as const) {
  test(`an admin reading ${language} meets no English on the main screens and dialogs`, async ({ page, request }) => {
    test.setTimeout(420_000);
    await signInReading(page, request, language, 'untranslated');
    const report = new UntranslatedReport(language);
    await walk(page, language, report);
    report.expectNone();
  });
}

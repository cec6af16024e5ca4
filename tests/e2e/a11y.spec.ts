// Every screen and dialog of the app scanned with axe (tests/e2e/a11y.ts) at desktop and phone width:
// no serious or critical WCAG A/AA violation. Journeys are grouped by who signs in, so each signs in once.
// A new screen adds one line: `await expectAccessible(page, 'places')` where its spec shows it.
import { expect, test, type Page } from './fixtures.ts';
import { expectAccessible } from './a11y.ts';
import { signIn } from './helpers.ts';
import { clickRow, dataGrid, waitForRows } from './grid.ts';

test.describe.configure({ timeout: 240_000 });

async function visit(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
}

test('signed-out screens: login steps, password reset, activation, API docs', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page, 'login: email');
  await page.getByLabel('Email').fill('owner@nordbygg.example');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expectAccessible(page, 'login: password');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await expectAccessible(page, 'login: reset password');

  await page.goto('/?ActivationKey=not-a-real-key&Email=nobody%40nordbygg.example&FirstName=Ada&LastName=Berg');
  await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  await expectAccessible(page, 'activation');
  await page.goto('/?ResetPasswordKey=not-a-real-key');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page, 'finish reset');

  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByLabel('cURL sample').first()).toBeVisible();
  await expectAccessible(page, 'docs');
  await page.screenshot({ path: test.info().outputPath('docs-desktop.png') });
});

test('an owner: map, fleet with its dialogs, telematics', async ({ page }) => {
  await page.goto('/map');
  await signIn(page, 'owner@nordbygg.example');
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-state', 'ready', { timeout: 45_000 });
  await expectAccessible(page, 'map');

  await page.goto('/fleet');
  const fleet = dataGrid(page, '/fleet');
  await waitForRows(fleet);
  await expectAccessible(page, 'fleet');
  await page.getByRole('button', { name: 'Tags', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Machine tags' }).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, 'fleet: tag manager');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The Name header's filter menu (its button sits at the header's right end).
  // Clicked again until the menu opens: the closing tag manager's focus return can swallow the first
  // click on the canvas (the popover toggles, so a second click only comes when none opened).
  const box = (await fleet.locator('canvas').first().boundingBox())!;
  await expect(async () => {
    await page.mouse.click(box.x + 120 + 220 - 14, box.y + 19);
    await expect(page.getByTestId('grid-filter-popover')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expectAccessible(page, 'fleet: filter popover');
  await page.keyboard.press('Escape');

  await page.goto('/telematics');
  await waitForRows(dataGrid(page, '/telematics'));
  await expectAccessible(page, 'telematics');
});

test('an owner: user management and its dialogs', async ({ page }) => {
  await page.goto('/admin/users');
  await signIn(page, 'owner@nordbygg.example');
  const users = dataGrid(page, '/admin/users');
  await waitForRows(users);
  await expectAccessible(page, 'admin: users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const add = page.getByRole('dialog', { name: 'Add user' });
  await add.getByRole('button', { name: 'Add user' }).click();
  await expect(add.getByText('Email is required')).toBeVisible();
  await expectAccessible(page, 'admin: add user (with errors)');
  await add.getByRole('button', { name: 'Cancel' }).click();
  await users.getByRole('textbox', { name: 'Search' }).fill('user@nordbygg.example');
  await expect(users).toHaveAttribute('data-total', '1');
  await waitForRows(users);
  await clickRow(page, users, 0);
  const edit = page.getByRole('dialog');
  await expect(edit.getByLabel('Role')).toBeVisible();
  await expectAccessible(page, 'admin: edit user');
  await edit.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete user?' })).toBeVisible();
  await expectAccessible(page, 'admin: delete user');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
});

// Two journeys of six screens each, so that a slow machine (24 scans took 4 minutes on one) stays
// well within each test's limit.
const OWNER_AREAS = {
  'admin and settings': [
    ['/admin/client-management', 'Client management'],
    ['/settings/profile', 'Settings'],
    ['/settings/language', 'Settings'],
    ['/settings/notifications', 'Settings'],
    ['/ver', 'Version'],
    ['/permissions', 'Permissions'],
  ],
  'places, alerts, service, analytics': [
    ['/places', 'Places'],
    ['/alerts', 'Alerts'],
    ['/service', 'Service'],
    ['/analytics', 'Analytics'],
    ['/analytics/reports', 'Reports'],
    ['/no-such-page', 'Page not found'],
  ],
} as const;

for (const [areas, screens] of Object.entries(OWNER_AREAS)) {
  test(`an owner: ${areas}`, async ({ page }) => {
    await page.goto('/ver');
    await signIn(page, 'owner@nordbygg.example');
    await expect(page.getByRole('heading', { name: 'Version' })).toBeVisible();
    for (const [path, title] of screens) {
      await visit(page, path, title);
      await expectAccessible(page, path);
    }
  });
}

test('a support agent: companies, a company’s users, impersonation started and ended', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'support@siteline.example', undefined, { support: true });
  const grid = dataGrid(page, '/support/companies/');
  await waitForRows(grid);
  await expectAccessible(page, 'support: companies');
  await grid.getByLabel('Search').fill('Nordbygg');
  await expect(grid).toHaveAttribute('data-row-count', '1');
  await waitForRows(grid);
  await clickRow(page, grid, 0);
  const panel = page.getByRole('complementary', { name: 'Company - Users' });
  await expect(panel.getByTestId('company-user').first()).toBeVisible();
  await expectAccessible(page, 'support: company users');

  await panel.getByLabel('Search users').fill('user@nordbygg');
  await panel.getByRole('button', { name: /^Impersonate / }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Impersonation started');
  await expectAccessible(page, 'impersonation started');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('map')).toHaveAttribute('data-map-state', 'ready', { timeout: 45_000 });
  await expectAccessible(page, 'map while impersonating');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Back to admin' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Impersonation ended');
  await expectAccessible(page, 'impersonation ended');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/support\/companies\/?$/);
});

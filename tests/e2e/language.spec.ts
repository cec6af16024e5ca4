// Settings → Language & Region: a user switches to Svenska and the navigation, the settings, the
// fleet and the service screens read Swedish (after a reload too); switching back restores English.
// A user made for the test, so no demo login changes language under the other specs.
import { expect, test, type Page } from './fixtures.ts';
import { expectAccessible } from './a11y.ts';
import { createActiveUser } from './accounts.ts';
import { signIn } from './helpers.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [label, size] of [
    ['desktop', { width: 1400, height: 860 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png` });
  }
  await page.setViewportSize({ width: 1400, height: 860 });
}

/** The side navigation, by its name in the language on screen. */
const nav = (page: Page, name = 'Huvudmeny') => page.getByRole('navigation', { name, exact: true });

test('a user switches to Svenska, sees the app in Swedish, and back to English', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await createActiveUser(request, 'language', { firstName: 'Sara', lastName: 'Språksson' });
  await page.goto('/settings/language');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/settings\/language$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Language & Region' })).toHaveAttribute('aria-current', 'page');
  const languages = page.getByRole('radiogroup', { name: 'Language' });
  await expect(languages.getByRole('radio', { name: 'English', exact: true })).toBeChecked();
  await expect(page.getByText('Dates look like this: 2026/11/23')).toBeVisible();
  await expectAccessible(page, 'language settings');
  await shoot(page, 'language-en');

  await languages.getByRole('radio', { name: 'Svenska', exact: true }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dina inställningar har uppdaterats' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { name: 'Inställningar', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Språk och region' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Maskinpark' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Hem' })).toBeVisible();
  await expect(nav(page).getByRole('button', { name: 'Logga ut' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spara ändringarna' })).toBeDisabled();
  await shoot(page, 'language-sv');

  // Another screen, through the Swedish navigation, and after a reload (the choice is the profile's).
  await nav(page).getByRole('link', { name: 'Maskinpark' }).click();
  await expect(page).toHaveURL(/\/fleet$/);
  await expect(page.getByRole('heading', { name: 'Maskinpark', level: 1 })).toBeVisible();
  await expect(page.getByText('Alla ert företags maskiner: sortera, filtrera och sök.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Sök' })).toBeVisible();
  await expect(page.getByTestId('data-grid-total')).toHaveText(/^\d[\d\s\u00a0,]* träffar?$/);
  await shoot(page, 'fleet-sv');
  await page.goto('/service');
  await expect(page.getByRole('heading', { name: 'Service', level: 1 })).toBeVisible();
  await expect(page.getByText('Försenade servicar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Visa i listan: Snart service' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Maskinpark' })).toBeVisible();
  await expectAccessible(page, 'service in Swedish', { widths: ['desktop'] });

  await nav(page).getByRole('link', { name: 'Inställningar' }).click();
  await page.getByRole('link', { name: 'Språk och region' }).click();
  await expect(page).toHaveURL(/\/settings\/language$/);
  await page.getByRole('radiogroup', { name: 'Språk' }).getByRole('radio', { name: 'English', exact: true }).click();
  await page.getByRole('button', { name: 'Spara ändringarna' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your settings have been updated' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(nav(page, 'Main').getByRole('link', { name: 'Fleet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

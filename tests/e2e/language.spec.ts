// Settings → Language & Region: a user switches to Svenska and the navigation, the settings, the
// fleet and the service screens read Swedish (after a reload too); switching back restores English.
// Then an admin in Swedish walks every other screen: the machine panel's tabs, the grid's column
// menu, the map, telematics, the usage report, users and API clients with their dialogs, the API
// documentation, version and permission pages. Users made for the test, so no demo login changes
// language under the other specs; except the support login (the only support account, which the
// API cannot create): its language is changed through the profile API for its test and always
// restored, and the specs run one at a time (playwright.config.ts: one worker).
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { expectAccessible } from './a11y.ts';
import { createActiveUser } from './accounts.ts';
import { clickRow, dataGrid, waitForRows } from './grid.ts';
import { DEMO_PASSWORD, shoot, signIn } from './helpers.ts';

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

/** On Settings → Language & Region: Svenska, saved; the confirmation already reads Swedish. */
async function switchToSwedish(page: Page) {
  await expect(page).toHaveURL(/\/settings\/language$/);
  await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'Svenska', exact: true }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dina inställningar har uppdaterats' })).toBeVisible();
}

test('an admin in Svenska: the machine panel, map, telematics, report, admin, docs, version and permissions read Swedish', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await createActiveUser(request, 'language-admin', { firstName: 'Sven', lastName: 'Svensson' }, undefined, 1);
  await page.goto('/settings/language');
  await signIn(page, admin.email, admin.password);
  await switchToSwedish(page);

  // The fleet's column menu (the Name header's menu button) and its filter form.
  await page.goto('/fleet');
  const grid = dataGrid(page, '/fleet');
  await waitForRows(grid);
  const canvas = (await grid.locator('canvas').first().boundingBox())!;
  await page.mouse.click(canvas.x + 120 + 220 - 14, canvas.y + 19);
  const menu = page.getByTestId('grid-filter-popover');
  await expect(menu.getByRole('button', { name: 'Sortera stigande' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Tillämpa' })).toBeVisible();
  await expect(menu.getByRole('combobox', { name: 'Villkor' })).toHaveText('Innehåller');
  await page.keyboard.press('Escape');

  // The machine panel, tab by tab.
  await clickRow(page, grid, 0);
  const panel = page.getByTestId('machine-panel');
  await expect(panel.getByRole('heading', { name: 'Identifiering' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Maskininformation' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Redigera maskinuppgifter' })).toBeVisible();
  await shoot(page, 'panel-details-sv');
  await panel.getByRole('tab', { name: 'Service' }).click();
  await expect(panel.getByText('Servicehistorik', { exact: true })).toBeVisible();
  await panel.getByRole('tab', { name: 'Historik' }).click();
  await expect(panel.getByRole('button', { name: 'Aktuell vecka' })).toBeVisible();
  await expect(panel.getByTestId('week-label')).toHaveText(/^Vecka \d+, \d{4}$/);
  await shoot(page, 'panel-history-sv');
  await panel.getByRole('tab', { name: 'Telematik' }).click();
  await expect(panel.getByText(/^(GNSS-kvalitet|Inga telematikdata finns)$/).first()).toBeVisible();
  await panel.getByRole('tab', { name: 'Ingångar' }).click();
  await expect(panel.getByText(/^(Strömförsörjning|Inga batteridata finns för den valda perioden)$/).first()).toBeVisible();
  await shoot(page, 'panel-inputs-sv');
  await panel.getByRole('tab', { name: 'Händelser' }).click();
  await expect(panel.getByText('Från', { exact: true })).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Datum (Till)' })).toBeVisible();
  await panel.getByRole('button', { name: 'Stäng maskinpanelen' }).click();

  await page.goto('/map');
  await expect(page.getByRole('button', { name: 'Hitta en maskin' })).toBeVisible();
  await expect(page.getByTestId('map-summary')).toContainText(/maskiner? på kartan/);
  await shoot(page, 'map-sv');

  await page.goto('/telematics');
  await expect(page.getByRole('heading', { name: 'Telematik', level: 1 })).toBeVisible();
  await expect(page.getByText('Dina telematikenheter: status, batteri, GNSS-kvalitet och senaste kommunikation.')).toBeVisible();

  await page.goto('/analytics/reports');
  await expect(page.getByRole('heading', { name: 'Rapporter', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Användningsrapport' }).click();
  await expect(page.getByRole('button', { name: 'Ladda ned rapporten' })).toBeVisible();
  await expect(page.getByText(/^\d+ av \d+ maskiner valda$/)).toBeVisible();
  await shoot(page, 'report-sv');

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Användarhantering', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Lägg till användare' }).click();
  const addUser = page.getByRole('dialog', { name: 'Lägg till användare' });
  await expect(addUser.getByText('Skicka inbjudan via e-post')).toBeVisible();
  await shoot(page, 'add-user-sv');
  await addUser.getByRole('button', { name: 'Avbryt' }).click();

  await page.goto('/admin/client-management');
  await expect(page.getByRole('heading', { name: 'Klienthantering', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Skapa klient' }).click();
  await expect(page.getByRole('dialog', { name: 'Skapa klient' }).getByText('Namn', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // The API documentation: its own texts read Swedish; the API reference (summaries, paths, field
  // names) stays English by decision (src/features/docs/DocsPage.tsx).
  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: 'Exempelkod' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Svar', exact: true })).toBeVisible();
  await expect(page.getByText(/^Bas-URL http/)).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Språk för exemplet' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Kopiera Exempel i / }).first()).toBeVisible();
  const filter = page.getByPlaceholder('Filtrera anrop');
  await expect(filter).toBeVisible();
  await expect(page.getByText(/^\d+ anrop$/)).toBeVisible();
  await filter.fill('login');
  await expect(page.getByText(/^\d+ av \d+ anrop$/)).toBeVisible();
  await filter.fill('ingenting-sådant');
  await expect(page.getByText('Inga anrop matchar ”ingenting-sådant”.')).toBeVisible();
  await filter.fill('');
  await shoot(page, 'docs-sv');

  await page.goto('/ver');
  await expect(page.getByText('Vad den här webbläsaren kör och vad servern kör.')).toBeVisible();
  await expect(page.getByText('Miljö', { exact: true })).toBeVisible();

  await page.goto('/permissions');
  await expect(page.getByRole('heading', { name: 'Behörigheter', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Vad den ger tillgång till' })).toBeVisible();
  await expect(page.getByText('Beviljad').first()).toBeVisible();
  await shoot(page, 'permissions-sv');
});

const SUPPORT = 'support@siteline.example';

type Profile = { firstName: string; lastName: string; languageId: number; timezoneId: string; jobTitle: string | null };

/** The support login's access token (support scope: apiType 3, as 'Login as support' signs in). */
async function supportToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/v1/login', { data: { login: SUPPORT, password: DEMO_PASSWORD, apiType: 3 } });
  expect(res.status(), 'support login').toBe(200);
  return (await res.json()).data.access_token as string;
}

async function readProfile(request: APIRequestContext, token: string): Promise<Profile> {
  const res = await request.get('/api/common/v1/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  const { firstName, lastName, languageId, timezoneId, jobTitle } = (await res.json()).data as Profile;
  return { firstName, lastName, languageId, timezoneId, jobTitle };
}

async function writeProfile(request: APIRequestContext, token: string, profile: Profile) {
  const res = await request.put('/api/common/v1/profile', { headers: { Authorization: `Bearer ${token}` }, data: profile });
  expect(res.status(), await res.text()).toBe(200);
}

/** The support login's own profile while its test runs: restored after it, whatever happened. */
let supportProfile: Profile | undefined;
test.afterEach(async ({ request }) => {
  if (!supportProfile) return;
  await writeProfile(request, await supportToken(request), supportProfile);
  supportProfile = undefined;
});

test('a support agent in Svenska: the companies screen and the impersonation alerts read Swedish', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await supportToken(request);
  supportProfile = await readProfile(request, token);
  await writeProfile(request, token, { ...supportProfile, languageId: 2 });
  await page.goto('/');
  await signIn(page, SUPPORT, undefined, { support: true });
  await expect(page).toHaveURL(/\/support\/companies\/$/);
  await expect(page.getByRole('heading', { name: 'Företag', level: 1 })).toBeVisible();
  await expect(page.getByText('Att agera som en användare är bara tillåtet från det interna nätverket eller via VPN.')).toBeVisible();

  const grid = dataGrid(page, '/support/companies/');
  await waitForRows(grid);
  await grid.getByLabel('Sök', { exact: true }).fill('Nordbygg');
  await expect(grid).toHaveAttribute('data-row-count', '1');
  await waitForRows(grid);
  await clickRow(page, grid, 0);
  const panel = page.getByRole('complementary', { name: 'Företag – Användare' });
  await expect(panel.getByText('Nordbygg AB')).toBeVisible();
  await expect(panel.getByPlaceholder('Sök förnamn, efternamn eller inloggning')).toBeVisible();
  await panel.getByLabel('Sök användare').fill('OWNER@nordbygg');
  await expect(panel.getByTestId('company-user')).toHaveCount(1);
  await panel.getByRole('button', { name: /^Agera som / }).click();

  // The start is announced in the agent's language, with the user's name.
  const alert = page.getByRole('alertdialog');
  await expect(alert.getByRole('heading', { name: 'Du agerar nu som en annan användare' })).toBeVisible();
  await expect(alert).toContainText('Du är nu inloggad som ');
  await expect(alert).toContainText("Använd 'Tillbaka till admin' för att återgå till ditt eget konto.");
  await shoot(page, 'impersonation-started-sv');
  // The session is already the owner's, whose (English) translations load meanwhile: the alert
  // keeps the words it opened with.
  await page.waitForTimeout(1000);
  await expect(alert.getByRole('heading', { name: 'Du agerar nu som en annan användare' })).toBeVisible();
  await alert.getByRole('button', { name: 'Fortsätt' }).click({ timeout: 30_000 });

  // The impersonated owner reads English (the demo logins' language); back to the agent, whose
  // own language announces the end.
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.locator('[data-impersonating]')).toBeVisible();
  await nav(page, 'Main').getByRole('button', { name: 'Back to admin' }).click();
  await expect(alert.getByRole('heading', { name: 'Du agerar inte längre som en annan användare' })).toBeVisible();
  await expect(alert).toContainText('Du är inloggad med ditt eget konto igen.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/support\/companies\/?$/);
  await expect(nav(page).getByRole('link', { name: 'Företag' })).toBeVisible();
});

// Admin → Integrations (/admin/integrations) end to end: the demo's portal-fed (AEMP) machines show
// under their portals' integrations; the owner adds an integration to a provider the demo does not use
// (a name the server cleans to nothing is refused at the field), imports a small ISO 15143-3 feed
// file (JSON: two machines and one broken entry), sees the summary and the machines imported, renames
// it and deletes it (the machines stay). An admin whose manage:integration is revoked sees no tab,
// cannot type the URL, and the server refuses the calls. The demo's own integrations are never
// deleted here: that would release their machines' locked fields, which machineDetails.spec.ts reads.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from './fixtures.ts';
import { expectAccessible } from './a11y.ts';
import { apiLogin, createActiveUser, OWNER, serverDataDir, sessionToken } from './accounts.ts';
import { shoot, signIn } from './helpers.ts';

/** A fleet snapshot as a Cat portal would write it; serials unique per run, so both machines are new. */
function feed() {
  const run = Date.now().toString(36).toUpperCase();
  const at = new Date().toISOString();
  return JSON.stringify({
    version: '1',
    snapshotTime: at,
    Links: [{ rel: 'self', href: 'https://cat.example/Fleet/1' }],
    Equipment: [
      {
        EquipmentHeader: { OEMName: 'Caterpillar', Model: '320', SerialNumber: `E2E${run}A`, PIN: `CAT0320E2E${run}A` },
        Location: { datetime: at, Latitude: 59.33, Longitude: 18.06 },
        CumulativeOperatingHours: { datetime: at, Hour: 812.5 },
      },
      {
        EquipmentHeader: { OEMName: 'Caterpillar', Model: 'unknown model', SerialNumber: `E2E${run}B`, PIN: `CATXE2E${run}B` },
        Location: { datetime: at, Latitude: 57.7, Longitude: 11.97 },
      },
      { EquipmentHeader: { EquipmentID: `BROKEN-${run}` }, Location: { datetime: at, Latitude: 200, Longitude: 10 } },
    ],
  });
}

/** The provider this journey adds to: one no demo machine comes from. */
const OTHER = { id: 'aemp-other', name: 'Another AEMP 2.0 source' };

/** An earlier run's integrations with that provider (the server may be reused). */
async function removeIntegrationsOf(page: Page, providerId: string) {
  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  const res = await page.request.get('/api/web/v1/integrations/providers', { headers });
  expect(res.status()).toBe(200);
  const provider = ((await res.json()).data as { id: string; integrations: { id: number }[] }[]).find((p) => p.id === providerId)!;
  for (const i of provider.integrations) expect((await page.request.delete(`/api/web/v1/integrations/${i.id}`, { headers })).status()).toBe(200);
}

/** The owner's company's AEMP machines per portal, read from the journey server's database: what the screen must list. */
function aempMachinesByPortal(email: string): Map<string, number> {
  const dir = serverDataDir();
  const db = new Database(join(dir, 'siteline.db'), { readonly: true });
  try {
    const rows = db
      .prepare(
        `select d.hardware_unit as portal, count(*) as n from assets a join devices d on d.asset_id = a.id and d.telematic_type = 'AEMP'
         where a.integration_source = 'AEMP' and a.company_id = (select company_id from users where email = ?) group by d.hardware_unit`,
      )
      .all(email.toLowerCase()) as { portal: string; n: number }[];
    return new Map(rows.map((r) => [r.portal, r.n]));
  } finally {
    db.close();
  }
}

test("the demo's portal-fed machines show under their portals' integrations", async ({ page }) => {
  test.setTimeout(120_000);
  const expected = aempMachinesByPortal(OWNER);
  expect(expected.size, 'the demo has AEMP machines').toBeGreaterThan(0);
  await page.goto('/admin/integrations');
  await signIn(page, OWNER);
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  const providers = page.getByRole('list', { name: 'Providers' });
  await expect(providers.getByRole('heading', { level: 2 }).first()).toBeVisible();
  for (const [portal, machines] of expected) {
    const card = providers.getByRole('listitem').filter({ has: page.getByRole('heading', { name: portal, exact: true, level: 2 }) });
    const row = card.getByTestId('integration-row');
    await expect(row, portal).toHaveCount(1);
    await expect(row).toContainText(portal);
    await expect(row).toContainText(machines === 1 ? '1 machine imported' : `${machines} machines imported`);
    await expect(row).toContainText('Last import ');
  }
  // Every provider the demo does not use still says so.
  const unused = providers.getByRole('listitem').filter({ hasText: 'No integrations with this provider yet.' });
  await expect(unused).toHaveCount((await providers.getByRole('heading', { level: 2 }).count()) - expected.size);
  await shoot(page, 'integrations-demo');

  // One opens with its machines and the latest import: all of them updated, nothing new or skipped.
  const [portal, machines] = [...expected].sort((a, b) => b[1] - a[1])[0];
  await providers.getByRole('button', { name: portal, exact: true }).click();
  const detail = page.getByRole('dialog', { name: portal, exact: true });
  await expect(detail.getByTestId('integration-machines')).toHaveText(String(machines));
  await expect(detail.getByTestId('import-created')).toHaveText('0');
  await expect(detail.getByTestId('import-skipped')).toHaveText('0');
  await shoot(page, 'integrations-demo-detail');
});

test('the owner adds an integration, imports a feed file, renames it and deletes it', async ({ page }) => {
  // Four screens scanned by axe at two widths, on a loaded machine.
  test.setTimeout(240_000);
  await page.goto('/admin/integrations');
  await signIn(page, OWNER);
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  await removeIntegrationsOf(page, OTHER.id);
  await page.reload();
  const other = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: OTHER.name }) });
  await expect(other.getByText('No integrations with this provider yet.')).toBeVisible();
  await expect(
    page
      .getByRole('tab', { name: 'Integrations' })
      .or(page.getByRole('link', { name: 'Integrations' }))
      .first(),
  ).toBeVisible();
  await expectAccessible(page, 'integrations');
  await shoot(page, 'integrations-empty');

  // Add: a name the server cleans to nothing (< and > are removed) comes back as the field's message.
  await other.getByRole('button', { name: `Add integration to ${OTHER.name}` }).click();
  const add = page.getByRole('dialog', { name: 'Add integration' });
  await add.getByRole('textbox', { name: 'Name' }).fill('<>');
  await add.getByRole('button', { name: 'Add integration' }).click();
  await expect(add.locator('#integration-name-error')).toHaveText('Name is required');
  await expectAccessible(page, 'add integration dialog');
  await shoot(page, 'integrations-add');
  await add.getByRole('textbox', { name: 'Name' }).fill('Cat rentals');
  await add.getByRole('button', { name: 'Add integration' }).click();
  await expect(add).toHaveCount(0);
  const row = other.getByTestId('integration-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Cat rentals');
  await expect(row).toContainText('0 machines imported');
  await expect(row).toContainText('Never imported');

  // Open it and import the file: two new machines, the broken entry skipped with its reason.
  await row.getByRole('button', { name: 'Cat rentals', exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Cat rentals', exact: true });
  await expect(detail.getByText('No file imported yet.')).toBeVisible();
  await detail.locator('#integration-feed-file').setInputFiles({ name: 'cat-fleet.json', mimeType: 'application/json', buffer: Buffer.from(feed()) });
  await detail.getByRole('combobox', { name: 'Machine family for unknown models' }).click();
  await page.getByRole('option', { name: 'Wheel loader' }).click();
  await detail.getByRole('button', { name: 'Import file' }).click();
  await expect(detail.getByText('Imported: 2 new, 0 updated, 1 skipped of 3.')).toBeVisible();
  await expect(detail.getByTestId('integration-machines')).toHaveText('2');
  await expect(detail.getByTestId('import-total')).toHaveText('3');
  await expect(detail.getByTestId('import-created')).toHaveText('2');
  await expect(detail.getByTestId('import-skipped')).toHaveText('1');
  await expect(detail.getByRole('list', { name: 'Skipped entries' })).toContainText("Latitude '200'");
  await expectAccessible(page, 'integration dialog');
  await shoot(page, 'integrations-imported');
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('2 machines imported');
  await expect(row).toContainText('Last import ');

  // Rename.
  await row.getByRole('button', { name: 'Rename Cat rentals' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename integration' });
  await rename.getByRole('textbox', { name: 'Name' }).fill('Cat rentals north');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Cat rentals north', exact: true })).toBeVisible();
  await shoot(page, 'integrations-list');

  // Delete: the confirmation says the machines stay; the provider is unconnected again.
  await expect(async () => {
    await row.getByRole('button', { name: 'Cat rentals north', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Cat rentals north' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const opened = page.getByRole('dialog', { name: 'Cat rentals north' });
  await expect(opened.getByTestId('import-created')).toHaveText('2');
  await opened.getByRole('button', { name: 'Delete integration' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete integration?' });
  await expect(confirm).toContainText('stay in the fleet and become editable');
  await expectAccessible(page, 'delete integration confirmation');
  await shoot(page, 'integrations-delete');
  await confirm.getByRole('button', { name: 'Delete integration' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Integration deleted' })).toBeVisible();
  await expect(other.getByText('No integrations with this provider yet.')).toBeVisible();
});

function revokeIntegrations(email: string) {
  const dir = serverDataDir();
  const db = new Database(join(dir, 'siteline.db'));
  try {
    const changed = db.prepare("update users set extra_permissions = 'revoke:manage:integration' where email = ?").run(email.toLowerCase()).changes;
    expect(changed, `user ${email} in the test database`).toBe(1);
  } finally {
    db.close();
  }
}

test('an admin without manage:integration sees no Integrations tab, cannot open it, and the server refuses', async ({ page, request }) => {
  const { email, password } = await createActiveUser(request, 'nointegration', { firstName: 'Ivar', lastName: 'Utan' }, undefined, 1);
  revokeIntegrations(email);
  const auth = { Authorization: `Bearer ${await apiLogin(request, email, password)}` };
  expect((await request.get('/api/web/v1/integrations/providers', { headers: auth })).status()).toBe(403);
  const put = await request.put('/api/web/v1/integrations', { headers: auth, data: { integrations: [{ providerId: 'cat-product-link', name: 'Mine' }] } });
  expect(put.status()).toBe(403);

  await page.goto('/admin/users');
  await signIn(page, email, password);
  await expect(page.getByRole('link', { name: 'Client management' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Integrations' })).toHaveCount(0);
  // A typed URL of the hidden page goes home (the route carries the permission).
  await page.goto('/admin/integrations');
  await expect(page).toHaveURL(/\/map/);
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toHaveCount(0);
});

// Client management (/admin/client-management) end to end: an admin creates an API client, copies
// the secret from the one-time popup, and a script uses it (OAuth client credentials) to read the
// fleet through the integration API and the ISO 15143-3 feed; rename, new secret (the old token
// stops), delete (the new token stops, the list is empty again).
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures.ts';
import { expectAccessible } from './a11y.ts';
import { OWNER, sessionToken } from './accounts.ts';
import { clickRow, dataGrid, waitForRows } from './grid.ts';
import { shoot, signIn } from './helpers.ts';

/** What a customer's script does: the token from the client credentials, then the calls. */
async function integrationToken(request: APIRequestContext, clientId: string, clientSecret: string) {
  const res = await request.post('/api/auth/v1/token', { form: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret } });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token as string;
}

const machines = (request: APIRequestContext, token: string) =>
  request.get('/api/integration/v1/machines?limit=1000', { headers: { Authorization: `Bearer ${token}` } });

async function removeAllClients(page: Page) {
  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  const list = await page.request.post('/api/web/v1/integrations/clients/list', { headers, data: { start: 0, limit: 100 } });
  for (const c of (await list.json()).data.data as { clientId: string }[]) {
    expect((await page.request.delete(`/api/web/v1/integrations/clients/${c.clientId}`, { headers })).status()).toBe(200);
  }
}

/**
 * Opens the first client from the list. Right after a dialog closes, Radix keeps the page inert for a
 * moment (pointer events off while it unmounts), and a click then lands on nothing: click again, as a
 * user would, until the client's dialog shows.
 */
async function openClient(page: Page, grid: Locator, dialog: Locator) {
  await waitForRows(grid);
  await expect(async () => {
    await clickRow(page, grid, 0);
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('an admin creates an API client, a script reads the fleet with its secret; new secret and delete stop the old tokens', async ({ page, context }) => {
  // Five screens scanned by axe at two widths, on a loaded machine.
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/admin/client-management');
  await signIn(page, OWNER);
  await expect(page.getByRole('heading', { name: 'Client management', level: 1 })).toBeVisible();
  await removeAllClients(page);
  await page.reload();
  const grid = dataGrid(page, '/admin/client-management');
  await expect(grid.getByText('No clients found')).toBeVisible();
  await expectAccessible(page, 'client management');
  await shoot(page, 'clients-empty');

  // Create: the name rule answers before anything is sent.
  await page.getByRole('button', { name: 'Create client' }).click();
  const create = page.getByRole('dialog', { name: 'Create client' });
  await create.getByRole('button', { name: 'Create client' }).click();
  await expect(create.getByText('Name is required')).toBeVisible();
  await expectAccessible(page, 'create client dialog');
  await create.getByRole('textbox', { name: 'Name' }).fill('ERP export');
  await create.getByRole('button', { name: 'Create client' }).click();

  // The one-time popup: clientId and secret, copied with the button.
  const popup = page.getByRole('dialog', { name: 'Client secret' });
  await expect(popup).toBeVisible();
  const clientId = await popup.getByRole('textbox', { name: 'Client ID' }).inputValue();
  expect(clientId).toMatch(/^sl_[0-9a-f]{32}$/);
  await popup.getByRole('button', { name: 'Copy client secret' }).click();
  const clientSecret = await page.evaluate(() => navigator.clipboard.readText());
  expect(clientSecret).toBe(await popup.getByRole('textbox', { name: 'Client secret' }).inputValue());
  expect(clientSecret.length).toBeGreaterThanOrEqual(40);
  await expectAccessible(page, 'client secret popup');
  await shoot(page, 'clients-secret');
  await popup.getByRole('button', { name: 'Done' }).click();
  await expect(popup).toHaveCount(0);
  await expect(grid).toHaveAttribute('data-total', '1');
  // Nothing shows the secret again.
  await expect(page.getByText(clientSecret)).toHaveCount(0);

  // A script: token, machines, the ISO 15143-3 feed. The fleet is the company's, as the web API says.
  const token = await integrationToken(page.request, clientId, clientSecret);
  const fleet = await machines(page.request, token);
  expect(fleet.status()).toBe(200);
  const items = (await fleet.json()).data.items as { id: number; internalId: string; archived: boolean }[];
  const web = await page.request.post('/api/web/v1/assets/assets', {
    headers: { Authorization: `Bearer ${await sessionToken(page)}` },
    data: { start: 0, limit: 1 },
  });
  expect(web.status()).toBe(200);
  expect(items.length).toBe((await web.json()).data.summary.total);
  expect(items.length).toBeGreaterThan(0);
  const feed = await page.request.get('/api/integration/v1/iso15143-3/Fleet/1', { headers: { Authorization: `Bearer ${token}` } });
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  expect(xml).toContain('xmlns="http://standards.iso.org/iso/15143/-3"');
  expect(xml.match(/<Equipment>/g)?.length).toBe(Math.min(100, items.length));
  expect(xml).toContain(`<EquipmentID>${items[0].internalId}</EquipmentID>`);

  // Rename.
  await waitForRows(grid);
  await clickRow(page, grid, 0);
  const edit = page.getByRole('dialog', { name: 'ERP export' });
  await expect(edit.getByText(clientId)).toBeVisible();
  await expectAccessible(page, 'edit client dialog');
  await shoot(page, 'clients-edit');
  await edit.getByRole('textbox', { name: 'Name' }).fill('ERP export (nightly)');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Client updated' })).toBeVisible();
  await expect(edit).toHaveCount(0);

  // A new secret, after a confirmation: the old token stops at once.
  const renamed = page.getByRole('dialog', { name: 'ERP export (nightly)' });
  await openClient(page, grid, renamed);
  await renamed.getByRole('button', { name: 'Generate new secret' }).click();
  await page.getByRole('alertdialog', { name: 'Generate a new secret?' }).getByRole('button', { name: 'Generate new secret' }).click();
  await expect(popup).toBeVisible();
  const renewed = await popup.getByRole('textbox', { name: 'Client secret' }).inputValue();
  expect(renewed).not.toBe(clientSecret);
  await popup.getByRole('button', { name: 'Done' }).click();
  expect((await machines(page.request, token)).status()).toBe(401);
  const second = await integrationToken(page.request, clientId, renewed);
  expect((await machines(page.request, second)).status()).toBe(200);

  // Delete, after a confirmation: the list is empty and the token stops at once.
  await openClient(page, grid, renamed);
  await renamed.getByRole('button', { name: 'Delete client' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete client?' });
  await expectAccessible(page, 'delete client confirmation');
  await confirm.getByRole('button', { name: 'Delete client' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Client deleted' })).toBeVisible();
  await expect(grid.getByText('No clients found')).toBeVisible();
  const refused = await machines(page.request, second);
  expect(refused.status()).toBe(401);
});

// Issue 11, access: a user whose access:service is revoked (revoke:access:service, spec: a
// permission is denied when its revoke counterpart is present) sees no Service entry, no Service
// tab in the machine panel, cannot reach /service by typing it, and the server refuses the calls
// the screen would make, so hiding is not the only guard.
// No screen grants or revokes extra permissions (the spec has none): the test writes the revoke into
// the test server's database before the user's first sign-in, as an operator would.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures.ts';
import { apiLogin, createActiveUser, serverDataDir } from './accounts.ts';
import { signIn } from './helpers.ts';

function revokeServiceAccess(email: string) {
  const dir = serverDataDir();
  const db = new Database(join(dir, 'siteline.db'));
  try {
    const changed = db.prepare("update users set extra_permissions = 'revoke:access:service' where email = ?").run(email.toLowerCase()).changes;
    expect(changed, `user ${email} in the test database`).toBe(1);
  } finally {
    db.close();
  }
}

test('without access:service: no Service entry, no Service tab, no /service, and the server answers 403', async ({ page, request }) => {
  const { email, password } = await createActiveUser(request, 'noservice');
  revokeServiceAccess(email);

  const token = await apiLogin(request, email, password);
  const auth = { Authorization: `Bearer ${token}` };
  // What the service screen and tab would ask: the list, the summary, one machine's setup.
  const list = await request.post('/api/web/v1/services', { headers: auth, data: { start: 0, limit: 10 } });
  expect(list.status()).toBe(403);
  expect((await request.get('/api/web/v1/services/summary', { headers: auth })).status()).toBe(403);
  const fleet = await request.post('/api/web/v1/assets/assets', { headers: auth, data: { start: 0, limit: 1 } });
  expect(fleet.status()).toBe(200);
  const assetId = ((await fleet.json()).data.data as { id: number }[])[0].id;
  expect((await request.get(`/api/web/v1/services/${assetId}/setup`, { headers: auth })).status()).toBe(403);

  await page.goto(`/fleet?assetId=${assetId}`);
  await signIn(page, email, password);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Fleet' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Service' })).toHaveCount(0);

  const panel = page.getByTestId('machine-panel');
  await expect(panel).toHaveAttribute('data-asset-id', String(assetId));
  await expect(panel.getByRole('tab', { name: 'Details' })).toBeVisible();
  expect(await panel.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('data-tab')))).not.toContain('service');

  // A typed URL of a hidden page goes home (the route carries the navigation entry's permission).
  await page.goto('/service');
  await expect(page).toHaveURL(/\/map/);
  await expect(page.getByRole('heading', { name: 'Service', level: 1 })).toHaveCount(0);
});

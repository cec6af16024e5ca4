// User management (/admin/users) end to end: add with invitation (the mail lands in the outbox),
// promote, delete with confirmation, and the permission guard.
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { signIn } from './helpers.ts';
import { clickRow, dataGrid, waitForRows } from './grid.ts';
import { mailCount, mailedLink, OWNER, pathOf, sessionToken } from './accounts.ts';

async function openUsers(page: Page, email: string) {
  await page.goto('/admin/users');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'User management', level: 1 })).toBeVisible();
  const grid = dataGrid(page, '/admin/users');
  await waitForRows(grid);
  return grid;
}

/** Narrows the list to one address with the grid's search box and opens that row. */
async function openRow(page: Page, grid: Locator, email: string) {
  await grid.getByRole('textbox', { name: 'Search' }).fill(email);
  await expect(grid).toHaveAttribute('data-total', '1');
  await waitForRows(grid);
  await clickRow(page, grid, 0);
}

async function apiUserRow(page: Page, email: string) {
  const res = await page.request.post('/api/web/v1/users/users', {
    headers: { Authorization: `Bearer ${await sessionToken(page)}` },
    data: { start: 0, limit: 10, textSearch: email },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()).data.data as { email: string; userRole: number; status: string }[]).find((u) => u.email === email);
}

test('an owner adds a user with an invitation, makes them Admin and deletes them', async ({ page }) => {
  const grid = await openUsers(page, OWNER);
  const before = Number(await grid.getAttribute('data-total'));
  const email = `e2e.users.${Date.now()}@nordbygg.example`;

  // Add: the shared rules answer before anything is sent.
  await page.getByRole('button', { name: 'Add user' }).click();
  const add = page.getByRole('dialog', { name: 'Add user' });
  await add.getByRole('button', { name: 'Add user' }).click();
  await expect(add.getByText('First name is required')).toBeVisible();
  await expect(add.getByText('Email is required')).toBeVisible();
  await add.getByLabel('First name').fill('Ebba');
  await add.getByLabel('Last name').fill('Testare');
  await add.getByLabel('Email').fill('ebba@');
  await add.getByLabel('Job title').fill('Machine operator');
  await expect(add.getByText('Enter a valid email address')).toBeVisible();
  await add.getByLabel('Email').fill(email);
  await expect(add.getByLabel('Role')).toHaveText('User');
  await expect(add.getByRole('checkbox', { name: 'Send invitation e-mail' })).toBeChecked();
  await add.getByRole('button', { name: 'Add user' }).click();

  await expect(add).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'User added' })).toContainText(`An invitation e-mail was sent to ${email}.`);
  await expect(grid).toHaveAttribute('data-total', String(before + 1));
  expect(pathOf(await mailedLink(email, 'ActivationKey'))).toMatch(/^\/\?ActivationKey=/);
  expect(mailCount(email)).toBe(1);

  // Open the row, make the user an Admin.
  await openRow(page, grid, email);
  const edit = page.getByRole('dialog', { name: 'Ebba Testare' });
  await expect(edit.getByText(email)).toBeVisible();
  await expect(edit.getByText('Invited', { exact: true })).toBeVisible();
  await expect(edit.getByLabel('Job title')).toHaveValue('Machine operator');
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await edit.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();

  await expect(edit).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'User updated' })).toBeVisible();
  // The list was reloaded (a new grid: the search is gone) and the server has the new role.
  await expect(grid.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  await waitForRows(grid);
  await expect(grid).toHaveAttribute('data-total', String(before + 1));
  expect(await apiUserRow(page, email)).toMatchObject({ userRole: 1, status: 'Invited' });

  // Delete: Cancel in the confirmation goes back to the dialog; confirming removes the user.
  await openRow(page, grid, email);
  await expect(edit.getByLabel('Role')).toHaveText('Admin');
  await edit.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete user?' });
  await expect(confirm).toContainText('Ebba Testare will no longer be able to sign in');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(edit).toBeVisible();
  await edit.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirm.getByRole('button', { name: 'Delete user' }).click();

  await expect(confirm).toHaveCount(0);
  await expect(edit).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'User deleted' })).toBeVisible();
  await waitForRows(grid);
  await expect(grid).toHaveAttribute('data-total', String(before));
  await grid.getByRole('textbox', { name: 'Search' }).fill(email);
  await expect(grid).toHaveAttribute('data-state', 'emptySearch');
  expect(await apiUserRow(page, email)).toBeUndefined();
});

test('an admin may add Users and Admins but not Owners', async ({ page }) => {
  await openUsers(page, 'admin@nordbygg.example');
  await page.getByRole('button', { name: 'Add user' }).click();
  const add = page.getByRole('dialog', { name: 'Add user' });
  await add.getByLabel('Role').click();
  await expect(page.getByRole('option')).toHaveText(['User', 'Admin']);
  await page.keyboard.press('Escape');
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toHaveCount(0);
});

test('a User cannot open user management and lands on the map', async ({ page }) => {
  await page.goto('/admin/users');
  await signIn(page, 'user@nordbygg.example');
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByRole('heading', { name: 'User management' })).toHaveCount(0);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/map$/);
});

import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';
import { clickRow, dataGrid, waitForRows } from './grid.ts';

test('shots', async ({ page }) => {
  await page.goto('/admin/users');
  await signIn(page, 'owner@nordbygg.example');
  const grid = dataGrid(page, '/admin/users');
  await waitForRows(grid);
  const search = grid.getByRole('textbox', { name: 'Search' });
  // Delete yourself: refused by the server.
  await search.fill('owner@');
  await expect(grid).toHaveAttribute('data-total', '1');
  await waitForRows(grid);
  await clickRow(page, grid, 0);
  const edit = page.getByRole('dialog', { name: 'Lars Eriksson' });
  await edit.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Error while deleting user' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/shots/8-delete-self.png' });
  // Demote yourself as the last owner: refused.
  await edit.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Error while updating user' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/9-last-owner.png' });
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toHaveCount(0);

  // An invited user: resend.
  await page.getByRole('button', { name: 'Add user' }).click();
  const add = page.getByRole('dialog', { name: 'Add user' });
  await add.getByLabel('First name').fill('Nils');
  await add.getByLabel('Last name').fill('Invitesson');
  await add.getByLabel('Email').fill(`nils.${Date.now()}@nordbygg.example`);
  await add.getByRole('checkbox', { name: 'Send invitation e-mail' }).uncheck();
  await add.getByRole('button', { name: 'Add user' }).click();
  await expect(add).toHaveCount(0);
  await waitForRows(grid);
  await page.waitForTimeout(300);
  await page.screenshot({ path: '/tmp/shots/10-list-invited.png' });
  await search.fill('Invitesson');
  await expect(grid).toHaveAttribute('data-total', '1');
  await waitForRows(grid);
  await clickRow(page, grid, 0);
  const nils = page.getByRole('dialog', { name: 'Nils Invitesson' });
  await nils.getByRole('button', { name: 'Resend invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invitation sent' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/11-resent.png' });
});

// The tag manager on /fleet end to end: create a new tag from the search box, no Create row for a
// name that exists in other case, delete with confirmation; the fleet grid reloads after changes.
import { expect, test } from './fixtures.ts';
import { signIn } from './helpers.ts';
import { dataGrid, waitForRows } from './grid.ts';

test('an owner creates a machine tag, is offered no duplicate in other case, and deletes it', async ({ page }) => {
  await page.goto('/fleet');
  await signIn(page, 'owner@fjordmaskin.example');
  await expect(page).toHaveURL(/\/fleet$/);
  const grid = dataGrid(page, '/fleet');
  await waitForRows(grid);

  await page.getByRole('button', { name: 'Tags', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Machine tags' });
  const list = dialog.getByRole('list', { name: 'Tags' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const search = dialog.getByRole('textbox', { name: 'Find or create a tag' });
  const createRow = dialog.getByRole('button', { name: /^Create “/ });

  // A seeded tag in other case: found, not offered for creation.
  const seeded = (await list.getByRole('listitem').first().getAttribute('aria-label'))!;
  await search.fill(seeded.toUpperCase());
  await expect(list.getByRole('listitem', { name: seeded, exact: true })).toBeVisible();
  await expect(createRow).toHaveCount(0);

  // A new name: the Create row creates it, the box empties and the tag is listed.
  const name = `E2E tag ${Date.now()}`;
  await search.fill(name);
  await expect(list.getByRole('listitem')).toHaveCount(0);
  await expect(createRow).toHaveText(`Create “${name}”`);
  await page.screenshot({ path: test.info().outputPath('tag-manager-create.png') });
  await createRow.click();
  await expect(search).toHaveValue('');
  const row = list.getByRole('listitem', { name, exact: true });
  await expect(row).toBeVisible();
  await expect(row).toContainText('0 machines');
  await waitForRows(grid);

  // The same name in other case: listed, no Create row.
  await search.fill(name.toUpperCase());
  await expect(row).toBeVisible();
  await expect(createRow).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('tag-manager.png') });

  // Delete, after the confirmation.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete tag?' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Delete tag' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toHaveCount(0);
  // Nothing by that name is left: the Create row is back.
  await expect(createRow).toBeVisible();
  await waitForRows(grid);
});

test('a User without manage:asset gets no Tags button', async ({ page }) => {
  await page.goto('/fleet');
  await signIn(page, 'user@nordbygg.example');
  await waitForRows(dataGrid(page, '/fleet'));
  await expect(page.getByRole('heading', { name: 'Fleet', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tags', exact: true })).toHaveCount(0);
});

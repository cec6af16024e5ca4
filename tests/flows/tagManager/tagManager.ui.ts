// The machine tag manager on /fleet replayed in the browser as Nordbygg's owner. The model's list is
// a fixture (ADR certified, Owned, Rental with ids 11-13) that each load answers, so no call of this
// replay reaches the real server's tags: a rename or delete of the fixture's ids would change (or
// miss) real tags other journeys count. The calls are answered at the browser boundary with the
// fixtures' data; tests/e2e/tags.spec.ts creates and deletes a real tag end to end.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { expectToast, signInByApi, toast } from '../../e2e/replay/kit.ts';
import { defineUi, meshError, notInBrowser, offered, respond, type UiContext, type UiStep } from '../kit/ui.ts';
import { TAG_ADD_FAILED, TAG_DELETE_FAILED, TAG_UPDATE_FAILED, TAGS_LOAD_FAILED } from '../../../machines/tagManager/tagManager.machine.ts';
import { createdTag, DUPLICATE, seededTags, tagManagerEvents, tagManagerModel } from './tagManager.model.ts';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Machine tags' });
const search = (page: Page) => dialog(page).getByRole('textbox', { name: 'Find or create a tag' });
const row = (page: Page, name: string) => dialog(page).getByRole('listitem', { name });
const confirm = (page: Page) => page.getByRole('alertdialog', { name: 'Delete tag?' });

/** The rows each query of the fixtures shows (written out, not computed by the app's filter). */
const SHOWN: Record<string, string[]> = {
  '': ['ADR certified', 'Owned', 'Rental'],
  [tagManagerEvents['tags.queryChanged'].existing.text]: ['Rental'],
  [tagManagerEvents['tags.queryChanged'].fresh.text]: [],
};
const FRESH_NAME = 'Winter tyres';
const TAKEN = DUPLICATE.fields!.name[0];
const refusedName = meshError(400, 100, TAKEN, { name: [TAKEN] });

/** Rental's row is on screen (the rename, colour and delete of the fixtures are all Rental's). */
const rentalShown = (s: AnyMachineSnapshot) => SHOWN[s.context.query as string].includes('Rental');
const onRental = (step: (ui: UiContext) => Promise<unknown>): UiStep => offered(rentalShown, 'the search leaves Rental off the list', step);

async function closeRename(page: Page) {
  const cancel = row(page, 'Rental').getByRole('button', { name: 'Cancel rename' });
  if (await cancel.isVisible()) await cancel.click();
}

/** The inline rename of Rental, opened unless it still is (a rename the fixtures answer keeps the name). */
const renameTo =
  (name: string, refused = false) =>
  async ({ page }: UiContext) => {
    const field = dialog(page).getByRole('textbox', { name: 'New name for Rental' });
    if (!(await field.isVisible())) await row(page, 'Rental').getByRole('button', { name: 'Rename Rental' }).click();
    await field.fill(name);
    await field.press('Enter');
    // Another tag's name: the field refuses it and sends nothing; Cancel leaves the rename.
    if (refused) await closeRename(page);
  };

const recolour =
  (color: string) =>
  async ({ page }: UiContext) => {
    await row(page, 'Rental').getByRole('button', { name: 'Colour of Rental' }).click();
    await page.getByRole('dialog', { name: 'Tag colours' }).getByRole('button', { name: color }).click();
  };

const data = (field: string, value: unknown) => respond(200, { data: { [field]: { data: value } } });

/** A name the server refuses stands on its row: the toast then carries none of its words. */
async function refusalToast(page: Page, title: string) {
  await expect(toast(page, title)).toHaveCount(1);
  await expect(toast(page, title)).not.toContainText(TAKEN);
  await expectToast(page, title);
}

export default defineUi(tagManagerModel, {
  start: async ({ page }) => {
    await signInByApi(page, 'owner@nordbygg.example');
    await page.goto('/fleet');
    await page.getByRole('button', { name: 'Tags', exact: true }).click();
    await expect(dialog(page)).toBeVisible();
  },
  calls: {
    loadTags: { graphql: 'ManagedTags' },
    createTag: { graphql: 'CreateTag' },
    updateTag: { graphql: 'UpdateTag' },
    deleteTag: { graphql: 'DeleteTag' },
  },
  events: {
    'tags.queryChanged': {
      fresh: ({ page }) => search(page).fill(tagManagerEvents['tags.queryChanged'].fresh.text),
      existing: ({ page }) => search(page).fill(tagManagerEvents['tags.queryChanged'].existing.text),
    },
    // Enter in the search box: it reaches the machine whether or not the Create row is offered.
    'tags.createRequested': { pressed: ({ page }) => search(page).press('Enter') },
    'tags.renameRequested': {
      ok: onRental(renameTo(tagManagerEvents['tags.renameRequested'].ok.name)),
      taken: onRental(renameTo(tagManagerEvents['tags.renameRequested'].taken.name, true)),
    },
    'tags.colorChanged': {
      purple: onRental(recolour(tagManagerEvents['tags.colorChanged'].purple.color)),
      same: onRental(recolour(tagManagerEvents['tags.colorChanged'].same.color)),
    },
    'tags.deleteRequested': {
      rental: onRental(async ({ page }) => {
        await closeRename(page);
        await row(page, 'Rental').getByRole('button', { name: 'Delete Rental' }).click();
      }),
      missing: notInBrowser('only listed tags have a Delete button'),
    },
    'tags.deleteConfirmed': { pressed: ({ page }) => confirm(page).getByRole('button', { name: 'Delete tag' }).click() },
    'tags.deleteCancelled': { pressed: ({ page }) => confirm(page).getByRole('button', { name: 'Cancel' }).click() },
    'tags.retry': { pressed: ({ page }) => dialog(page).getByRole('button', { name: 'Try again' }).click() },
    'xstate.done.actor.loadTags': { seeded: data('tags', seededTags) },
    // The fixture's "offline": a network failure would bring the maintenance overlay (spec).
    'xstate.error.actor.loadTags': { offline: meshError(500, 500, '') },
    'xstate.done.actor.createTag': { ok: data('createTag', createdTag) },
    'xstate.error.actor.createTag': {
      duplicate: refusedName,
      offline: meshError(500, 500, ''),
    },
    'xstate.done.actor.updateTag': { ok: data('updateTag', { ...seededTags[2], name: 'Hired' }) },
    'xstate.error.actor.updateTag': {
      duplicate: refusedName,
      // Spec: a 403 is retried once after a token refresh, so the server refuses twice.
      forbidden: async (ui) => {
        const refused = { kind: 'meshError', status: 403, code: 103, message: 'Forbidden' } as const;
        await ui.settle('updateTag', refused);
        await ui.settle('updateTag', refused);
      },
    },
    'xstate.done.actor.deleteTag': { ok: data('deleteTag', { id: 11, removedLinks: 17 }) },
    'xstate.error.actor.deleteTag': { notFound: meshError(404, 104, 'Tag not found') },
  },
  screens: [
    {
      when: 'view:loading',
      check: async ({ page }) => {
        await expect(dialog(page)).toBeVisible();
        await expect(search(page)).toHaveCount(0);
        await expect(dialog(page).getByRole('alert')).toHaveCount(0);
      },
    },
    {
      when: 'view:error',
      check: async ({ page }) => {
        await expect(dialog(page).getByRole('alert')).toContainText(TAGS_LOAD_FAILED);
        await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeVisible();
      },
    },
    {
      when: 'view:list',
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        const query = expected.context.query as string;
        await expect(search(page)).toHaveValue(query);
        const shown = SHOWN[query];
        await expect(dialog(page).getByRole('listitem')).toHaveCount(shown.length);
        for (const name of shown) await expect(row(page, name)).toBeVisible();
        const create = dialog(page).getByRole('button', { name: `Create “${FRESH_NAME}”` });
        const creatable = shown.length === 0 || expected.hasTag('busy:create');
        await (creatable ? expect(create).toBeVisible() : expect(create).toHaveCount(0));
        if (creatable) await (expected.hasTag('busy') ? expect(create).toBeDisabled() : expect(create).toBeEnabled());
        const newError = expected.context.rowError?.target === 'new' ? expected.context.rowError.message : null;
        if (newError) await expect(dialog(page).getByRole('alert')).toHaveText(newError);
        await expect(confirm(page)).toHaveCount(0);
      },
    },
    {
      when: 'view:confirmDelete',
      check: async ({ page }, expected: AnyMachineSnapshot) => {
        await expect(confirm(page)).toContainText('Rental comes off 17 machines carrying it.');
        const cancel = confirm(page).getByRole('button', { name: 'Cancel' });
        await (expected.hasTag('busy') ? expect(cancel).toBeDisabled() : expect(cancel).toBeEnabled());
      },
    },
  ],
  effects: {
    'xstate.error.actor.createTag': ({ page }) => refusalToast(page, TAG_ADD_FAILED),
    'xstate.error.actor.updateTag': ({ page }, _expected, fixture) =>
      fixture === 'forbidden' ? expectToast(page, TAG_UPDATE_FAILED, 'Forbidden') : refusalToast(page, TAG_UPDATE_FAILED),
    'xstate.error.actor.deleteTag': ({ page }) => expectToast(page, TAG_DELETE_FAILED, 'Tag not found'),
    'xstate.error.actor.loadTags': async ({ page, before }) => {
      if (before?.matches('refreshing')) await expectToast(page, TAGS_LOAD_FAILED);
      else await expect(toast(page, TAGS_LOAD_FAILED)).toHaveCount(0);
    },
  },
});

// The machine images of the Details tab replayed in the browser on /fleet with a real machine's panel
// open on Details, as Nordbygg's owner (manage:asset) or its User. Every call of the gallery is held
// and answered at the browser boundary with the model's fixtures, so nothing reaches the demo fleet's
// images: the key list (MachineImageKeys: none, or k1-k3), each upload (POST /api/common/v1/files,
// one request per file, each answered with a new key, or the server's 400 for a corrupt image), the
// saved list (SaveMachineImageKeys); a failed load or save is the server's 500 as Mesh forwards it
// (a network failure would show the maintenance overlay over the whole page, spec). Image bytes are
// a small PNG. Files are picked through the file chooser of Add images (Choose images in the
// dropzone, Add in the viewer), written to disk with the model's names, sizes and first bytes.
// The viewer is the gallery's child (imageViewer.ui.ts replays its own paths): its end, the
// gallery's `xstate.done.actor.viewer`, is what the user does in it: Close; the third image set as
// primary, then Close; or every image deleted, which closes it.
// machineDetails.spec.ts uploads, orders, sets a primary and deletes for real.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { answerImageBytes, fileLike, openDetails } from '../../e2e/replay/images.ts';
import { expectToast } from '../../e2e/replay/kit.ts';
import { defineUi, meshError, notInBrowser, offered, respond, type UiContext, type UiStep } from '../kit/ui.ts';
import { imageGalleryEvents, imageGalleryModel } from './imageGallery.model.ts';
import type { ImageGalleryContext, SelectedFile } from '../../../machines/imageGallery/imageGallery.types.ts';

const KEYS_LOAD_FAILED = 'Error while loading asset image keys. Please try again later';
const KEYS_UPDATE_FAILED = 'Error while updating asset image keys. Please try again later';
const UPLOAD_FAILED = 'The image could not be uploaded';
/** The spec's limit of images per machine (section 5). */
const LIMIT = 12;

const panel = (page: Page) => page.getByTestId('machine-panel');
// While a dialog (the reorder dialog, the viewer) is open the page behind it is aria-hidden, still shown.
const region = (page: Page) => panel(page).getByRole('region', { name: 'Machine images', includeHidden: true });
const thumbnails = (page: Page) => panel(page).getByRole('list', { name: 'Thumbnails', includeHidden: true }).getByRole('listitem', { includeHidden: true });
const reorder = (page: Page) => page.getByRole('dialog', { name: 'Order the images' });
const viewer = (page: Page) => page.getByTestId('image-viewer');
const viewerButton = (page: Page, name: string) => viewer(page).getByRole('button', { name, exact: true, includeHidden: true });
const ctx = (s: AnyMachineSnapshot) => s.context as ImageGalleryContext;

/** Picks the fixture's files through the file chooser of the button the screen shows for adding. */
const pick =
  (fixture: keyof (typeof imageGalleryEvents)['images.filesSelected']) =>
  async ({ page, before }: UiContext): Promise<void> => {
    const files: readonly SelectedFile[] = imageGalleryEvents['images.filesSelected'][fixture].files;
    const paths = files.map((f) => fileLike(f.name, f.size, f.kind));
    const chooser = page.waitForEvent('filechooser');
    if (before!.hasTag('view:viewer')) await viewerButton(page, 'Add').click();
    else if (ctx(before!).keys.length === 0) await region(page).getByRole('button', { name: 'Choose images', exact: true }).click();
    else await region(page).getByRole('button', { name: 'Add images', exact: true }).click();
    await (await chooser).setFiles(paths);
  };
const ADD =
  'files are picked through Add images (Choose images without images, Add in the viewer), which shows only with manage:asset and fewer than 12 images';
const canAdd = (s: AnyMachineSnapshot) => ctx(s).canEdit && ctx(s).keys.length < LIMIT;

/** Each file of the selection goes up on its own request, answered with a new key. */
const uploaded = async (ui: UiContext) => {
  const count = ctx(ui.before!).selection.length;
  for (let i = 0; i < count; i++) await ui.settle('uploadFiles', { kind: 'fulfill', status: 200, json: { data: { key: `n${i + 1}` } } });
};

/** The key list saved, answered with the list asked for. */
const keysSaved = (ui: UiContext, keys: readonly string[]) =>
  ui.settle('saveKeys', { kind: 'fulfill', status: 200, json: { data: { updateAssetImageKeys: { data: keys } } } });

/** The viewer's own steps, as in imageViewer.ui.ts. */
async function viewerIndex(page: Page): Promise<number> {
  return Number(await viewer(page).getAttribute('data-index'));
}
async function makeThirdPrimary(ui: UiContext) {
  const { page } = ui;
  while ((await viewerIndex(page)) !== 2) {
    const at = await viewerIndex(page);
    await viewerButton(page, 'Next image').click();
    await expect(viewer(page)).toHaveAttribute('data-index', String((at + 1) % 3));
  }
  const keys = ctx(ui.before!).keys;
  await viewerButton(page, 'Set as primary').click();
  await keysSaved(ui, [keys[2], keys[0], keys[1]]);
  await expect(viewer(page)).toHaveAttribute('data-index', '0');
  await viewerButton(page, 'Close').click();
}
async function deleteAll(ui: UiContext) {
  const { page } = ui;
  const keys = [...ctx(ui.before!).keys];
  while (keys.length) {
    const index = await viewerIndex(page);
    await viewerButton(page, 'Delete').click();
    await page.getByRole('alertdialog', { name: 'Delete image?' }).getByRole('button', { name: 'Delete image', exact: true }).click();
    keys.splice(index, 1);
    await keysSaved(ui, [...keys]);
    if (keys.length) await expect(viewer(page).getByRole('heading', { includeHidden: true })).toContainText(`of ${keys.length}`);
  }
}

/** Loads and saves that fail: the server's 500 (see above). */
const FAILED = meshError(500, 500, 'Internal server error');

const done = imageGalleryEvents['xstate.done.actor.loadKeys'];
const keysAnswer = (keys: readonly string[]): UiStep => respond(200, { data: { assetImageKeys: { data: keys } } });

export default defineUi(imageGalleryModel, {
  // Long walks ran slower step by step (uploads and their previews pile up on the page): a 96-step
  // walk ran past its 606 s budget on the 2-core machine, while 24-step walks take seconds each.
  maxPathLength: 24,
  // The variant is read only where a path starts and by the screens (uiCover.ts, decision 0069).
  stepsAlikeInEveryVariant: true,
  start: async ({ page, variant }) => {
    await answerImageBytes(page);
    await openDetails(page, variant.startsWith('owner'));
  },
  calls: {
    loadKeys: { graphql: 'MachineImageKeys' },
    // The gallery's save after an upload, and the viewer's (set as primary, delete) in the viewer's steps.
    saveKeys: { graphql: 'SaveMachineImageKeys' },
    uploadFiles: { url: /\/api\/common\/v1\/files/ },
  },
  events: {
    'images.retry': { pressed: ({ page }) => panel(page).getByRole('button', { name: 'Try again', exact: true }).click() },
    'images.filesSelected': {
      one: offered(canAdd, ADD, pick('one')),
      three: offered(canAdd, ADD, pick('three')),
      ten: offered(canAdd, ADD, pick('ten')),
      mixed: offered(canAdd, ADD, pick('mixed')),
    },
    'images.warningsDismissed': {
      // Which warnings show is not in the model's projection (the browser's graph cannot ask for it):
      // Dismiss is pressed where the warnings show; where none do, there is nothing to dismiss, as
      // the model's event changes nothing there either.
      pressed: async ({ page, before }) => {
        if (ctx(before!).warnings.length) await panel(page).getByTestId('image-warnings').getByRole('button', { name: 'Dismiss' }).click();
      },
    },
    'images.moved': {
      // The dialog moves a file one place per press: the last of the list to the top is two presses up.
      lastFirst: async ({ page, before }) => {
        const name = ctx(before!).selection[2].name;
        for (let i = 0; i < 2; i++)
          await reorder(page)
            .getByRole('button', { name: `Move ${name} up`, exact: true })
            .click();
        await expect(reorder(page).getByRole('listitem').first()).toHaveAccessibleName(name);
      },
    },
    'images.uploadConfirmed': {
      pressed: ({ page }) =>
        reorder(page)
          .getByRole('button', { name: /^Upload \d+ images$/ })
          .click(),
    },
    'images.uploadCancelled': { pressed: ({ page }) => reorder(page).getByRole('button', { name: 'Cancel', exact: true }).click() },
    'images.progress': {
      half: notInBrowser('progress comes from the browser’s own upload events, which a request held at the browser boundary does not produce in given amounts'),
    },
    'images.opened': {
      first: offered(
        (s) => ctx(s).keys.length > 0,
        'a thumbnail shows only for an image the machine has',
        ({ page }) => panel(page).getByRole('button', { name: 'Open image 1', exact: true }).click(),
      ),
      third: offered(
        (s) => ctx(s).keys.length > 2,
        'a thumbnail shows only for an image the machine has',
        ({ page }) => panel(page).getByRole('button', { name: 'Open image 3', exact: true }).click(),
      ),
    },
    'xstate.done.actor.loadKeys': { none: keysAnswer(done.none.output), three: keysAnswer(done.three.output) },
    'xstate.error.actor.loadKeys': { offline: FAILED },
    'xstate.done.actor.uploadFiles': {
      uploaded: offered(
        (s) => ctx(s).selection.length === imageGalleryEvents['xstate.done.actor.uploadFiles'].uploaded.output.length,
        'the page’s upload answers one key per file, and the model’s answer is three keys (n1-n3): only a selection of three images ends so',
        uploaded,
      ),
    },
    'xstate.error.actor.uploadFiles': {
      refused: {
        call: {
          kind: 'fulfill',
          status: 400,
          json: { data: null, succeeded: false, error: { code: 100, message: 'invalid image: the image is corrupt or truncated' } },
        },
      },
    },
    'xstate.done.actor.saveKeys': { saved: (ui) => keysSaved(ui, ctx(ui.before!).pendingKeys) },
    'xstate.error.actor.saveKeys': { failed: FAILED },
    'xstate.done.actor.viewer': {
      unchanged: offered(
        (s) => ctx(s).keys.length === imageGalleryEvents['xstate.done.actor.viewer'].unchanged.output.keys.length,
        'the model’s viewer hands back three keys (k1-k3): closing it changes nothing only where the machine has three images',
        ({ page }) => viewerButton(page, 'Close').click(),
      ),
      newPrimary: offered(
        (s) => ctx(s).canEdit && ctx(s).keys.length === 3,
        'the viewer hands back k3, k1, k2 when the third of three images is set as primary, which needs manage:asset',
        makeThirdPrimary,
      ),
      allDeleted: offered((s) => ctx(s).canEdit, 'Delete shows only with manage:asset', deleteAll),
    },
  },
  screens: [
    {
      when: 'view:loading',
      check: async ({ page }) => {
        await expect(panel(page).getByTestId('details-tab')).toBeVisible();
        await expect(region(page)).toHaveCount(0);
        await expect(panel(page).getByRole('alert').filter({ hasText: KEYS_LOAD_FAILED })).toHaveCount(0);
      },
    },
    {
      when: 'view:loadFailed',
      check: async ({ page }) => {
        await expect(panel(page).getByRole('alert').filter({ hasText: KEYS_LOAD_FAILED })).toBeVisible();
        await expect(panel(page).getByRole('button', { name: 'Try again', exact: true })).toBeVisible();
      },
    },
    {
      when: 'view:gallery',
      check: async ({ page }, s) => {
        const { keys, canEdit, warnings } = ctx(s);
        await expect(region(page)).toBeAttached();
        if (keys.length === 0) {
          await expect(thumbnails(page)).toHaveCount(0);
          if (canEdit) await expect(panel(page).getByTestId('image-dropzone')).toBeVisible();
          else await expect(region(page).getByText('No images', { exact: true })).toBeVisible();
        } else {
          await expect(thumbnails(page)).toHaveCount(keys.length);
          const add = region(page).getByRole('button', { name: 'Add images', exact: true, includeHidden: true });
          await expect(add).toHaveCount(canEdit && keys.length < LIMIT ? 1 : 0);
          if (canEdit && keys.length < LIMIT) {
            if (s.hasTag('busy')) await expect(add).toBeDisabled();
            else await expect(add).toBeEnabled();
          }
        }
        const shown = panel(page).getByTestId('image-warnings');
        await expect(shown).toHaveCount(warnings.length ? 1 : 0);
        for (const w of warnings) await expect(shown).toContainText(w);
        await expect(panel(page).getByRole('status', { name: 'Uploading images', includeHidden: true })).toHaveCount(s.hasTag('busy:upload') ? 1 : 0);
        await expect(reorder(page)).toHaveCount(s.hasTag('view:reorder') ? 1 : 0);
        await expect(viewer(page)).toHaveCount(s.hasTag('view:viewer') ? 1 : 0);
      },
    },
    {
      when: 'view:reorder',
      check: async ({ page }, s) => {
        const { selection, keys } = ctx(s);
        await expect(reorder(page).getByRole('listitem')).toHaveCount(selection.length);
        for (const [i, f] of selection.entries()) await expect(reorder(page).getByRole('listitem').nth(i)).toHaveAccessibleName(f.name);
        await expect(reorder(page).getByRole('button', { name: `Upload ${selection.length} images`, exact: true })).toBeVisible();
        await expect(reorder(page)).toContainText(
          keys.length ? 'The images are added after the ones the machine has.' : 'The first image becomes the primary image.',
        );
      },
    },
    {
      when: 'view:viewer',
      check: async ({ page }, s) => {
        const { keys, index } = ctx(s);
        await expect(viewer(page).getByRole('heading', { includeHidden: true })).toHaveText(
          `Image ${index + 1} of ${keys.length}${index === 0 ? ' · primary' : ''}`,
        );
      },
    },
  ],
  effects: {
    'xstate.error.actor.loadKeys': ({ page }) => expectToast(page, KEYS_LOAD_FAILED),
    'xstate.error.actor.saveKeys': ({ page }) => expectToast(page, KEYS_UPDATE_FAILED),
    'xstate.error.actor.uploadFiles': ({ page }) => expectToast(page, UPLOAD_FAILED, 'invalid image: the image is corrupt or truncated'),
  },
});

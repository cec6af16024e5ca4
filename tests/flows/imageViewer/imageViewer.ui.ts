// The image viewer replayed in the browser on its own paths. The viewer exists only as the image
// gallery's child (imageGallery.machine.ts invokes it on a thumbnail), so, as the grid's loader is
// replayed on its own and as the grid's child, `start` brings the page to the viewer's first state
// through the gallery: the Details tab of a real machine's panel on /fleet, its image keys answered
// at the browser with the model's three (k1, k2, k3), every thumbnail and original a small PNG, and
// the variant's thumbnail clicked (Nordbygg's owner: the first or the third; its User: the second).
// Set as primary and Delete save the key list (SaveMachineImageKeys), answered at the browser, so
// nothing is written; a failed save is the server's 500 as Mesh forwards it. The viewer's final
// state is the dialog gone and the gallery showing the keys the viewer handed back. The gallery's
// own replay (imageGallery.ui.ts) performs the viewer's ends (Close, Set as primary, Delete) as the
// gallery's `xstate.done.actor.viewer`. machineDetails.spec.ts does the same with real images.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { answerImageBytes, openDetails } from '../../e2e/replay/images.ts';
import { expectToast } from '../../e2e/replay/kit.ts';
import { defineUi, meshError, offered, type UiContext } from '../kit/ui.ts';
import { imageViewerModel, viewerKeys } from './imageViewer.model.ts';
import type { ImageViewerContext } from '../../../machines/imageViewer/imageViewer.types.ts';

const KEYS_UPDATE_FAILED = 'Error while updating asset image keys. Please try again later';
/** The spec's zoom steps (features spec, section 4): 100 % to 400 %. */
const MAX_ZOOM = 4;

const panel = (page: Page) => page.getByTestId('machine-panel');
const viewer = (page: Page) => page.getByTestId('image-viewer');
/** The viewer's controls; while the delete confirmation is open the dialog behind it is aria-hidden, still shown. */
const button = (page: Page, name: string) => viewer(page).getByRole('button', { name, exact: true, includeHidden: true });
const confirm = (page: Page) => page.getByRole('alertdialog', { name: 'Delete image?' });
const ctx = (s: AnyMachineSnapshot) => s.context as ImageViewerContext;

function operation(body: any): string | undefined {
  return body?.operationName ?? /^\s*(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1];
}

/** The key list saved: answered at the browser with the list asked for (the viewer reads no answer). */
const saved = (ui: UiContext) =>
  ui.settle('saveKeys', { kind: 'fulfill', status: 200, json: { data: { updateAssetImageKeys: { data: ctx(ui.before!).pendingKeys } } } });

const press = (name: string) => (ui: UiContext) => button(ui.page, name).click();

export default defineUi(imageViewerModel, {
  // The variant is read only where a path starts and by the screens (uiCover.ts, decision 0069).
  stepsAlikeInEveryVariant: true,
  start: async ({ page, variant }) => {
    // The gallery's keys are the model's three (answered here: the gallery's load is not this machine's call).
    await page.route('**/graphql', (route) => {
      if (operation(route.request().postDataJSON()) !== 'MachineImageKeys') return route.fallback();
      return route.fulfill({ status: 200, json: { data: { assetImageKeys: { data: viewerKeys } } } });
    });
    await answerImageBytes(page);
    await openDetails(page, variant.startsWith('owner'));
    const index = imageViewerModel.variants[variant].input.index;
    const thumbnails = panel(page).getByRole('list', { name: 'Thumbnails' }).getByRole('listitem');
    await expect(thumbnails).toHaveCount(viewerKeys.length);
    await panel(page)
      .getByRole('button', { name: `Open image ${index + 1}`, exact: true })
      .click();
  },
  calls: { saveKeys: { graphql: 'SaveMachineImageKeys' } },
  events: {
    'viewer.next': { pressed: offered((s) => ctx(s).keys.length > 1, 'Next is disabled with one image', press('Next image')) },
    'viewer.previous': { pressed: offered((s) => ctx(s).keys.length > 1, 'Previous is disabled with one image', press('Previous image')) },
    'viewer.zoomIn': { pressed: offered((s) => ctx(s).zoom < MAX_ZOOM, 'Zoom in is disabled at 400 %', press('Zoom in')) },
    'viewer.zoomOut': { pressed: offered((s) => ctx(s).zoom > 1, 'Zoom out is disabled at 100 %', press('Zoom out')) },
    'viewer.zoomReset': { pressed: offered((s) => ctx(s).zoom !== 1, 'Reset zoom is disabled at 100 %', press('Reset zoom')) },
    'viewer.primary': {
      pressed: offered(
        (s) => ctx(s).canEdit && ctx(s).index > 0,
        'Set as primary shows only with manage:asset and is disabled on the primary image',
        press('Set as primary'),
      ),
    },
    'viewer.download': {
      pressed: async ({ page }) => {
        const download = page.waitForEvent('download');
        await button(page, 'Download').click();
        expect((await download).suggestedFilename()).toBe('machine-image.png');
      },
    },
    'viewer.delete': { pressed: offered((s) => ctx(s).canEdit, 'Delete shows only with manage:asset', press('Delete')) },
    'viewer.deleteConfirmed': { pressed: ({ page }) => confirm(page).getByRole('button', { name: 'Delete image', exact: true }).click() },
    'viewer.deleteCancelled': { pressed: ({ page }) => confirm(page).getByRole('button', { name: 'Cancel', exact: true }).click() },
    'viewer.closed': { pressed: press('Close') },
    'xstate.done.actor.saveKeys': { saved },
    'xstate.error.actor.saveKeys': { failed: meshError(500, 500, 'Internal server error') },
  },
  screens: [
    {
      // Closed: the dialog is gone and the gallery shows the keys the viewer handed back.
      when: (s) => s.status === 'done',
      check: async ({ page }, s) => {
        await expect(viewer(page)).toHaveCount(0);
        const keys = ctx(s).keys;
        const thumbnails = panel(page).getByRole('list', { name: 'Thumbnails' }).getByRole('listitem');
        if (keys.length) await expect(thumbnails).toHaveCount(keys.length);
        else await expect(panel(page).getByTestId('image-dropzone')).toBeVisible();
      },
    },
    {
      when: 'view:viewer',
      check: async ({ page }, s) => {
        const { keys, index, zoom, canEdit } = ctx(s);
        const busy = s.hasTag('busy');
        await expect(viewer(page)).toBeVisible();
        await expect(viewer(page).getByRole('heading', { includeHidden: true })).toHaveText(
          `Image ${index + 1} of ${keys.length}${index === 0 ? ' · primary' : ''}`,
        );
        await expect(viewer(page)).toHaveAttribute('data-index', String(index));
        await expect(viewer(page)).toHaveAttribute('data-zoom', String(zoom));
        await expect(viewer(page).getByText(`${Math.round(zoom * 100)}%`, { exact: true })).toBeVisible();
        const enabled = async (name: string, on: boolean) => (on ? expect(button(page, name)).toBeEnabled() : expect(button(page, name)).toBeDisabled());
        // Moving and zooming only while the image shows (not while a confirmation is open or the list
        // saves); Reset zoom whenever the image is zoomed.
        const showing = s.matches('showing');
        await enabled('Previous image', showing && keys.length > 1);
        await enabled('Next image', showing && keys.length > 1);
        await enabled('Zoom in', showing && zoom < MAX_ZOOM);
        await enabled('Zoom out', showing && zoom > 1);
        await enabled('Reset zoom', zoom !== 1);
        await expect(button(page, 'Set as primary')).toHaveCount(canEdit ? 1 : 0);
        await expect(button(page, 'Delete')).toHaveCount(canEdit ? 1 : 0);
        if (canEdit) {
          await enabled('Set as primary', showing && index > 0);
          await enabled('Delete', !busy);
        }
      },
    },
    {
      when: () => true,
      check: async ({ page }, s) => {
        await expect(confirm(page)).toHaveCount(s.hasTag('view:confirmDelete') ? 1 : 0);
      },
    },
  ],
  effects: {
    'xstate.error.actor.saveKeys': ({ page }) => expectToast(page, KEYS_UPDATE_FAILED),
  },
});

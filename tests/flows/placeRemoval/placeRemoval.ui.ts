// Deleting a place from its details panel on /places, replayed in the browser as Nordbygg's owner
// with one of the company's real places. The delete call is answered at the browser boundary, so
// the place stays for the other journeys (tests/e2e/places.spec.ts deletes one for real); a
// successful delete closes the panel, and the next request opens it again.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { expectToast, signInByApi } from '../../e2e/replay/kit.ts';
import { defineUi, meshError, type UiContext } from '../kit/ui.ts';
import { PLACE_DELETE_FAILED, PLACE_DELETED } from '../../../machines/placeRemoval/placeRemoval.machine.ts';
import { placeRemovalModel } from './placeRemoval.model.ts';

const confirm = (page: Page) => page.getByRole('alertdialog', { name: 'Delete place' });
const place = (ui: UiContext) => ui.data.place as { id: number; name: string };

export default defineUi(placeRemovalModel, {
  start: async (ui) => {
    const token = await signInByApi(ui.page, 'owner@nordbygg.example');
    const res = await ui.page.request.post('/api/web/v1/places/gridPlaces', { headers: { authorization: `Bearer ${token}` }, data: { limit: 1 } });
    const [first] = (await res.json()).data.data as { id: number; name: string }[];
    ui.data.place = { id: first.id, name: first.name };
    await ui.page.goto(`/places?placeId=${first.id}`);
  },
  calls: { deletePlace: { graphql: 'DeletePlace' } },
  events: {
    'place.deleteRequested': {
      // The model's place is a fixture; on screen it is the place whose panel is open.
      site: async (ui) => {
        const remove = ui.page.getByRole('button', { name: 'Delete', exact: true });
        if (!(await remove.isVisible())) await ui.page.goto(`/places?placeId=${place(ui).id}`);
        await remove.click();
      },
    },
    'place.deleteConfirmed': { pressed: ({ page }) => confirm(page).getByRole('button', { name: 'Delete place' }).click() },
    'place.deleteCancelled': { pressed: ({ page }) => confirm(page).getByRole('button', { name: 'Cancel' }).click() },
    'xstate.done.actor.deletePlace': {
      ok: async (ui) =>
        ui.settle('deletePlace', { kind: 'fulfill', status: 200, json: { data: { deletePlace: { data: { id: place(ui).id, machinesReleased: 0 } } } } }),
    },
    'xstate.error.actor.deletePlace': {
      notFound: meshError(404, 104, 'Place not found'),
      // The fixture's "offline": a network failure would bring the maintenance overlay (spec).
      offline: meshError(500, 500, ''),
    },
  },
  screens: [
    { when: { state: 'idle' }, check: ({ page }) => expect(confirm(page)).toHaveCount(0) },
    {
      when: 'view:confirm',
      check: async (ui, expected: AnyMachineSnapshot) => {
        const dialog = confirm(ui.page);
        await expect(dialog).toContainText(`Delete ${place(ui).name}?`);
        const error = dialog.getByRole('alert');
        await (expected.context.error ? expect(error).toHaveText(expected.context.error) : expect(error).toHaveCount(0));
        const cancel = dialog.getByRole('button', { name: 'Cancel' });
        await (expected.hasTag('busy') ? expect(cancel).toBeDisabled() : expect(cancel).toBeEnabled());
      },
    },
  ],
  effects: {
    'xstate.done.actor.deletePlace': async (ui) => {
      await expectToast(ui.page, PLACE_DELETED, place(ui).name);
      // The panel closes with the place gone.
      await expect(ui.page).not.toHaveURL(/placeId=/);
    },
    'xstate.error.actor.deletePlace': ({ page }, _expected, fixture) =>
      expectToast(page, PLACE_DELETE_FAILED, fixture === 'notFound' ? 'Place not found' : undefined),
  },
});

// The machine panel's Details tab replayed in the browser on /fleet with a real machine's panel open
// on Details: as Nordbygg's owner (manage:asset) or its User. Every call of the form is held and
// answered at the browser boundary with the model's fixtures: the load (MachineDetails) is the real
// answer with the model's machine (the excavator or the AEMP loader, under the real machine's id),
// the company's tags and depots; the save (SaveMachineDetails, then its own MachineDetails read of
// the saved machine), the time-zone lookup and the tag creation are answered without reaching the
// server, so nothing is changed in the demo fleet. A failed load or lookup is the server's 500 (see
// OFFLINE), a refused save and a taken tag name are the server's 400 as Mesh forwards it.
// machineDetails.spec.ts does the writes for real.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { openDetails } from '../../e2e/replay/images.ts';
import { expectToast, poll } from '../../e2e/replay/kit.ts';
import { defineUi, meshError, notInBrowser, offered, respond, type CallOutcome, type UiContext, type UiStep } from '../kit/ui.ts';
import { assetDetailsEvents, assetDetailsModel } from './assetDetails.model.ts';
import type { AssetDetails, AssetDetailsContext, DetailsLoad } from '../../../machines/assetDetails/assetDetails.types.ts';

const panel = (page: Page) => page.getByTestId('machine-panel');
const tab = (page: Page) => panel(page).getByTestId('details-tab');
const ctx = (s: AnyMachineSnapshot) => s.context as AssetDetailsContext;
/**
 * The model's projection of a snapshot. What decides whether the screen offers a fixture must be in
 * it: the browser's graph is built from one snapshot per vertex, while a path reaches the vertex with
 * its own history (which tags are chosen, say), so anything else would leave out or offer the wrong steps.
 */
const projected = (s: AnyMachineSnapshot) =>
  assetDetailsModel.project!(s as never) as { valid: boolean; dirty: boolean; automatic: boolean; knownTags: number };

/** The spec's texts (features spec, section 8). */
const LOAD_FAILED = "We're having trouble loading the data. Give it another try soon.";
const SAVE_FAILED = 'Error while saving machine details. Try again later';
const TAG_ADD_FAILED = 'Error while adding tag. Please try again later';
/** Ours (issue 27 item 6, docs/decisions/0040): the word after a save that went through. */
const SAVED = 'Machine details saved';
const VOLTAGE_RULE = 'Allowed values are 0 & range 10-30';
const AEMP_LOCKED = 'Imported from AEMP cannot be changed';

/** Copies the __typename the real answer gives an object (urql's document cache reads it). */
const typed = <T extends object>(real: unknown, value: T): T => {
  const name = (real as { __typename?: string } | null | undefined)?.__typename;
  return name ? { __typename: name, ...value } : value;
};

/** The real MachineDetails answer with the model's load, the machine under the real machine's id. */
function shapedLoad(json: any, ui: UiContext, load: DetailsLoad) {
  const realDetails = json.data.assetDetails?.data;
  const realTag = json.data.tags?.data?.[0] ?? realDetails?.tags?.[0];
  const realDepot = json.data.depotNames?.data?.[0];
  const details = typed(realDetails, { ...load.details, id: ui.data.assetId as number, tags: load.details.tags.map((t) => typed(realTag, t)) });
  return {
    ...json,
    data: {
      ...json.data,
      assetDetails: { ...json.data.assetDetails, data: details },
      depotNames: { ...json.data.depotNames, data: load.depots.map((d) => typed(realDepot, d)) },
      tags: { ...json.data.tags, data: load.tags.map((t) => typed(realTag, t)) },
    },
  };
}
const loadAnswer = (load: DetailsLoad): UiStep => ({ call: { kind: 'shape', shape: (json, ui) => shapedLoad(json, ui, load) } });

/**
 * The save's two requests: the PUT (answered at the browser: nothing is written) and the read of the
 * saved machine the save makes before it ends, the model's saved machine. The reload that follows
 * (the machine's `reloading`) is the path's next step.
 */
const saved = async (ui: UiContext) => {
  const output: AssetDetails = assetDetailsEvents['xstate.done.actor.saveDetails'].saved.output;
  await ui.settle('saveDetails', { kind: 'fulfill', status: 200, json: { data: { updateAssetDetails: { data: { id: ui.data.assetId } } } } });
  const load = { ...ctx(ui.before!).loaded!, details: output };
  await ui.settle('loadDetails', { kind: 'shape', shape: (json, context) => shapedLoad(json, context, load) });
};

/**
 * Undo, Save, or (while a tag is created) the switch to automatic: the machine leaves the state and
 * stops its call, whose request is still held here. It is answered (the page ignores it) so that the next
 * call of that actor is the one the path settles.
 */
async function leaving(ui: UiContext, act: () => Promise<unknown>): Promise<void> {
  await act();
  if (ui.before!.matches({ editing: 'creatingTag' })) await ui.settle('createTag', (tagCreated as { call: CallOutcome }).call);
  if (ui.before!.matches({ editing: 'lookingUpZone' })) await ui.settle('lookupTimeZone', (zoneFound as { call: CallOutcome }).call);
}
const tagCreated = respond(200, {
  data: { createTag: { data: { ...assetDetailsEvents['xstate.done.actor.createTag'].ok.output, entityType: 0, usageCount: 0 } } },
});
const zoneFound = respond(200, { data: { timezoneName: { data: { timezoneName: assetDetailsEvents['xstate.done.actor.lookupTimeZone'].stockholm.output } } } });

const field = (page: Page, name: string) => tab(page).getByRole('textbox', { name, exact: true });
const voltage = (page: Page) => tab(page).getByRole('spinbutton', { name: 'Default voltage', exact: true });
const automatic = (page: Page) => tab(page).getByRole('switch', { name: 'Automatic time zone', exact: true });
const tagPicker = (page: Page) => tab(page).getByRole('textbox', { name: 'Find or create a tag', exact: true });

/** A field the form lets the user change: in edit mode and not locked (an AEMP machine locks every field with a value). */
const editable = (s: AnyMachineSnapshot, f: AssetDetailsContext['locked'][number]) => s.hasTag('mode:edit') && !ctx(s).locked.includes(f);
const LOCKED =
  'the field is locked (the AEMP machine locks every field with a value), so the form sends no change; the change that changes nothing is the model’s alone';

/**
 * The model's failed load and lookup are "offline". In the browser a network failure shows the
 * maintenance overlay over the whole page (spec: a 503 or a network error), which hides the tab and
 * its Retry: the failure the tab shows is the server's 500. The machine reads nothing of either
 * error (the load's failure view has the generic text, a failed lookup keeps the zone).
 */
const OFFLINE = meshError(500, 500, 'Internal server error');

/** What the Details tab shows, read from the page in one go (see `expectedForm`). */
function readForm(page: Page) {
  return tab(page).evaluate((root, locked) => {
    const clean = (t: string | null | undefined) => (t ?? '').replace(/\s+/g, ' ').trim();
    const buttons = [...root.querySelectorAll('button')];
    const button = (text: string) => buttons.find((b) => clean(b.textContent) === text || clean(b.textContent) === text + text);
    const state = (b: HTMLButtonElement | undefined) => (b ? (b.disabled ? 'disabled' : 'enabled') : 'absent');
    const shown = (id: string) => root.querySelector(`[data-testid="detail-${id}"]`)?.textContent ?? null;
    const lock = (label: string) => root.querySelector(`[data-locked="true"][aria-label="${label}: ${locked}"]`) !== null;
    const input = (label: string) => root.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)?.value ?? null;
    const error = (id: string) => root.querySelector(`#${id}-error`)?.textContent ?? null;
    const alerts = [...root.querySelectorAll('[role="alert"]')].map((a) => clean(a.textContent));
    return {
      pen: state(root.querySelector<HTMLButtonElement>('button[aria-label="Edit machine details"]') ?? undefined),
      save: state(button('Save')),
      undo: state(button('Undo')),
      alerts,
      name: { shown: shown('name'), locked: lock('Name'), input: input('Name'), error: error('name') },
      voltage: { shown: shown('defaultPowerSupply'), locked: lock('Default voltage'), input: input('Default voltage'), error: error('defaultPowerSupply') },
      automatic: {
        shown: shown('automaticTimeZone'),
        locked: lock('Automatic time zone'),
        on: root.querySelector('[role="switch"][aria-label="Automatic time zone"]')?.getAttribute('aria-checked') ?? null,
      },
      zone: { shown: shown('timezone'), input: input('Time zone') },
      tags: [...root.querySelectorAll('[role="list"][aria-label="Machine tags"] [role="listitem"]')].map((t) => clean(t.textContent)),
      noTags: [...root.querySelectorAll('span')].some((e) => clean(e.textContent) === 'No tags'),
      offered: buttons.map((b) => clean(b.textContent)).filter((t) => ['Rental', 'Winter', 'Night shift'].includes(t)),
    };
  }, AEMP_LOCKED);
}

/** What the Details tab must show for the snapshot (the spec's texts, the form's values). */
function expectedForm(s: AnyMachineSnapshot): Awaited<ReturnType<typeof readForm>> {
  const c = ctx(s);
  const d = c.loaded!.details;
  const editing = s.hasTag('mode:edit');
  const saving = s.matches('saving');
  const locked = (f: AssetDetailsContext['locked'][number]) => editing && c.locked.includes(f);
  const control = (f: AssetDetailsContext['locked'][number]) => editing && !c.locked.includes(f);
  const errors = { ...c.fieldErrors, ...c.serverErrors } as Record<string, string | undefined>;
  const chosen = c.tagIds.map((id) => c.loaded!.tags.find((t) => t.id === id)?.name ?? '');
  const zoneShownAs = s.hasTag('busy:zone') ? 'Looking up…' : c.values.timezone;
  return {
    // The bar: the pen (manage:asset only) in view mode; Undo and Save in edit mode, Save enabled
    // only for a valid changed form, both disabled while saving; the pen disabled while reloading.
    pen: editing || !c.canEdit ? 'absent' : s.matches('reloading') ? 'disabled' : 'enabled',
    save: !editing ? 'absent' : !saving && projected(s).valid && projected(s).dirty ? 'enabled' : 'disabled',
    undo: !editing ? 'absent' : saving ? 'disabled' : 'enabled',
    // The save failure above the form, and the field messages (the rule's text, the server's).
    alerts: [
      ...(editing && c.saveError ? [SAVE_FAILED] : []),
      ...(editing && errors.name ? [errors.name] : []),
      ...(editing && errors.defaultPowerSupply ? [VOLTAGE_RULE] : []),
    ],
    name: {
      shown: editing ? null : c.values.name || '—',
      locked: locked('name'),
      input: control('name') ? c.values.name : null,
      error: editing && errors.name ? errors.name : null,
    },
    voltage: {
      shown: editing ? null : d.defaultPowerSupply === null ? '—' : `${d.defaultPowerSupply} V`,
      locked: locked('defaultPowerSupply'),
      input: control('defaultPowerSupply') ? String(c.values.defaultPowerSupply ?? '') : null,
      error: editing && errors.defaultPowerSupply ? VOLTAGE_RULE : null,
    },
    automatic: {
      shown: editing ? null : d.automaticTimeZoneEnabled ? 'On' : 'Off',
      locked: locked('automaticTimeZoneEnabled'),
      on: control('automaticTimeZoneEnabled') ? String(c.values.automaticTimeZoneEnabled) : null,
    },
    // The zone: a text in view mode; in edit mode a picker, or (automatic) the looked-up zone.
    zone: {
      shown: editing ? null : d.timezone,
      input: editing && !c.locked.includes('timezone') && c.values.automaticTimeZoneEnabled ? zoneShownAs : null,
    },
    tags: chosen,
    noTags: chosen.length === 0,
    // In edit mode every tag not chosen is offered for adding.
    offered: editing ? c.loaded!.tags.filter((t) => !c.tagIds.includes(t.id)).map((t) => t.name) : [],
  };
}

export default defineUi(assetDetailsModel, {
  // The variant is read only where a path starts and by the screens (uiCover.ts, decision 0069).
  stepsAlikeInEveryVariant: true,
  start: async (ui) => {
    ui.data.assetId = await openDetails(ui.page, ui.variant.startsWith('owner'));
  },
  calls: {
    loadDetails: { graphql: 'MachineDetails' },
    saveDetails: { graphql: 'SaveMachineDetails' },
    lookupTimeZone: { graphql: 'MachineTimeZone' },
    createTag: { graphql: 'CreateTag' },
  },
  events: {
    'details.retry': { pressed: ({ page }) => panel(page).getByRole('button', { name: 'Retry now' }).click() },
    'details.edit': {
      pen: offered(
        (s) => ctx(s).canEdit,
        'the edit pen shows only with manage:asset',
        ({ page }) => tab(page).getByRole('button', { name: 'Edit machine details' }).click(),
      ),
    },
    'details.changed': {
      // Typing 5 where the field holds 5 sends nothing, and the model's change then changes nothing
      // either (no voltage message from the server to clear). The name is typed with < and >, which
      // the form drops, so it differs from what the field holds and always sends.
      badVoltage: offered(
        (s) => editable(s, 'defaultPowerSupply'),
        LOCKED,
        ({ page }) => voltage(page).fill('5'),
      ),
      rename: offered(
        (s) => editable(s, 'name'),
        LOCKED,
        ({ page }) => field(page, 'Name').fill('Grävare <7>'),
      ),
      automaticOn: offered(
        (s) => editable(s, 'automaticTimeZoneEnabled') && !projected(s).automatic,
        `${LOCKED}; where the switch is already on, a click turns it off`,
        (ui) => leaving(ui, () => automatic(ui.page).click()),
      ),
    },
    'details.tagsChanged': {
      // The picker adds or removes one tag per click: the step clicks until Rental and Winter alone
      // are chosen (one click on Winter from Rental alone; nothing where they already are).
      addWinter: async ({ page, before }) => {
        const target = assetDetailsEvents['details.tagsChanged'].addWinter.tagIds;
        const { tagIds, loaded } = ctx(before!);
        const name = (id: number) => loaded!.tags.find((t) => t.id === id)!.name;
        for (const id of tagIds.filter((i) => !target.includes(i)))
          await tab(page)
            .getByRole('button', { name: `Remove tag ${name(id)}`, exact: true })
            .click();
        for (const id of target.filter((i) => !tagIds.includes(i)))
          await tab(page)
            .getByRole('button', { name: name(id), exact: true })
            .click();
      },
    },
    'details.tagCreateRequested': {
      newName: offered(
        (s) => projected(s).knownTags === assetDetailsEvents['xstate.done.actor.loadDetails'].excavator.output.tags.length,
        'the picker offers Create only for a name no tag has: once Night shift is created, typing it finds the tag',
        async ({ page }) => {
          await tagPicker(page).fill('Night shift');
          await tab(page).getByRole('button', { name: 'Create “Night shift”', exact: true }).click();
        },
      ),
      existing: notInBrowser('the picker offers Create only for a name no tag has, ignoring case: typing " WINTER " offers the Winter tag, no Create'),
    },
    'details.save': {
      pressed: offered(
        (s) => projected(s).valid && projected(s).dirty,
        'Save is disabled while the form is invalid or unchanged',
        (ui) => leaving(ui, () => tab(ui.page).getByRole('button', { name: 'Save', exact: true }).click()),
      ),
    },
    'details.undo': { pressed: (ui) => leaving(ui, () => tab(ui.page).getByRole('button', { name: 'Undo', exact: true }).click()) },
    'xstate.done.actor.loadDetails': {
      excavator: loadAnswer(assetDetailsEvents['xstate.done.actor.loadDetails'].excavator.output),
      aemp: loadAnswer(assetDetailsEvents['xstate.done.actor.loadDetails'].aemp.output),
    },
    'xstate.error.actor.loadDetails': { offline: OFFLINE },
    'xstate.done.actor.saveDetails': { saved },
    'xstate.error.actor.saveDetails': {
      refused: meshError(400, 100, 'name: Imported from AEMP cannot be changed;', { name: ['Imported from AEMP cannot be changed'] }),
    },
    'xstate.done.actor.lookupTimeZone': {
      stockholm: zoneFound,
    },
    'xstate.error.actor.lookupTimeZone': { offline: OFFLINE },
    'xstate.done.actor.createTag': {
      ok: tagCreated,
    },
    'xstate.error.actor.createTag': { taken: meshError(400, 100, 'A tag with this name already exists') },
  },
  screens: [
    { when: 'view:loading', check: ({ page }) => expect(panel(page).getByText('Loading machine details')).toBeVisible() },
    {
      when: 'view:loadFailed',
      check: async ({ page }) => {
        await expect(panel(page).getByRole('alert')).toContainText(LOAD_FAILED);
        await expect(panel(page).getByRole('button', { name: 'Retry now' })).toBeVisible();
        await expect(tab(page)).toHaveCount(0);
      },
    },
    {
      // The whole form in one read, polled until it is what the snapshot says (one round trip a poll:
      // a check per field made a 24-step path run past its budget on a busy machine).
      when: 'view:details',
      check: async ({ page }, s) => {
        await expect(tab(page)).toBeVisible();
        await poll(() => readForm(page), { message: 'the Details tab shows the snapshot' }).toEqual(expectedForm(s));
      },
    },
  ],
  effects: {
    'xstate.done.actor.saveDetails': ({ page }) => expectToast(page, SAVED),
    'xstate.error.actor.saveDetails': ({ page }) => expectToast(page, SAVE_FAILED, AEMP_LOCKED),
    'xstate.error.actor.createTag': ({ page }) => expectToast(page, TAG_ADD_FAILED, 'A tag with this name already exists'),
    // (The panel's header shows the saved name only until it reads the machine again, from a server
    // this replay never wrote to: machineDetails.spec.ts checks it after a real save.)
  },
});

// A place alert's details on /alerts replayed in the browser, as an admin of Nordbygg AB: one of the
// company's place alerts (made in `start` when there is none) opened by its address, or a new one
// (?alertId=new) whose users and places are answered with the model's (answerNewAlertOptions).
//
// The model's alert (Depå Gävle, Anna Berg notified, weekday nights) is the fixture, not the demo
// company's data, so loads go to the real server and their answers are shaped to the fixture, and a
// save or delete is answered at the browser (the fixture's user ids are not users of Nordbygg AB, and
// the alert must stay for the next path). The real calls are tested in tests/e2e/alertsList.spec.ts.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { signInByApi, toast } from '../../e2e/replay/kit.ts';
import { defineUi, meshError, offered, respond, shape } from '../kit/ui.ts';
import {
  PLACE_ALERT_CREATE_FAILED,
  PLACE_ALERT_CREATED,
  PLACE_ALERT_SAVE_FAILED,
  PLACE_ALERT_SAVED,
} from '../../../machines/placeAlertForm/placeAlertForm.machine.ts';
import { ANNA, BO, CHRISTMAS, placeAlertFormModel, storedAlert, TAKEN } from './placeAlertForm.model.ts';
import { formProblems, presetOf } from '../../../machines/placeAlertForm/placeAlertForm.rules.ts';
import type { PlaceAlertValues } from '../../../machines/placeAlertForm/placeAlertForm.types.ts';

const panel = (page: Page) => page.getByTestId('alert-details');
const values = (s: AnyMachineSnapshot) => s.context.values as PlaceAlertValues;
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

/** The fixture as Mesh answers it (with urql's __typename fields). */
const fixtureAlert = {
  __typename: 'PlaceAlert',
  ...storedAlert,
  notificationUsers: storedAlert.notificationUsers.map((u) => ({ __typename: 'AlertNotificationUser', ...u })),
  triggers: {
    __typename: 'query_placeAlert_data_triggers',
    workShifts: storedAlert.triggers.workShifts.map((s) => ({ __typename: 'WorkShift', ...s })),
    holidays: storedAlert.triggers.holidays,
  },
};

const dismiss = async (page: Page, title: string, text?: string) => {
  const message = toast(page, title);
  await expect(message).toBeVisible();
  if (text) await expect(message).toContainText(text);
  await message.getByRole('button', { name: 'Dismiss' }).click();
};

async function placeAlertId(page: Page, token: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const list = await page.request.post('/api/web/v1/notifications/alerts', {
    headers,
    data: { limit: 1, filterExpressions: [{ fieldName: 'alertType', value: 'Place', filterFunction: 'eq' }] },
  });
  const rows = (await list.json()).data.data as { id: number }[];
  if (rows.length > 0) return rows[0].id;
  const places = (await (await page.request.get('/api/web/v1/places/places', { headers })).json()).data as { id: number }[];
  const created = await page.request.post('/api/web/v1/notifications/places/alerts', {
    headers,
    data: {
      placeId: places[0].id,
      enabled: true,
      notifyAllNewUsers: true,
      notificationUsers: [],
      triggerOnEnter: true,
      triggerOnExit: false,
      triggers: { workShifts: [], holidays: [] },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return (await created.json()).data.id;
}

/**
 * The model's place, under an id no place of the demo fleet has: the company's alerts cannot have
 * taken it, and the save that would name it is answered at the browser.
 */
const DEPOT = { id: 900_000 + storedAlert.placeId, name: storedAlert.placeName };

/**
 * A new alert starts from the users dictionary and the places without an alert
 * (NewPlaceAlertOptions): answered with the model's users, Anna Berg under the signed-in admin's own
 * id (the form ticks the current user, as the model's Anna), Bo Ek under an id no user has, and the
 * model's place as the only one left.
 */
async function answerNewAlertOptions(page: Page, token: string): Promise<void> {
  const me = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { id: number }).id;
  await page.route('**/graphql', async (route) => {
    if ((route.request().postDataJSON() as { operationName?: string } | null)?.operationName !== 'NewPlaceAlertOptions') return route.fallback();
    const response = await route.fetch();
    const json = await response.json();
    json.data.dictionaryUsers.data = [
      { ...json.data.dictionaryUsers.data[0], id: me, name: ANNA.name },
      { ...json.data.dictionaryUsers.data[0], id: 900_000 + BO.id, name: BO.name },
    ];
    json.data.placeList.data = [{ ...json.data.placeList.data[0], ...DEPOT }];
    return route.fulfill({ response, json });
  });
}

export default defineUi(placeAlertFormModel, {
  // Long walks ran slower step by step: a 43-step walk ran past its 288 s budget on the 2-core
  // machine (the form's paths run one at a time, tests/e2e/replay/register.ts), while 24-step walks take
  // seconds each.
  maxPathLength: 24,
  // Saving names the variant (create or edit); the rest reads it only at the start and on screens (decision 0069).
  stepsAlikeInEveryVariant: { except: ['alert.saveRequested', 'xstate.done.actor.savePlaceAlert', 'xstate.error.actor.savePlaceAlert'] },
  start: async ({ page, variant }) => {
    const token = await signInByApi(page, 'admin@nordbygg.example');
    if (variant === 'create') {
      await answerNewAlertOptions(page, token);
      await page.goto('/alerts?alertId=new');
    } else {
      await page.goto(`/alerts?alertId=${await placeAlertId(page, token)}&alertType=Place`);
    }
  },
  calls: { loadPlaceAlert: { graphql: 'PlaceAlert' }, savePlaceAlert: { graphql: 'SavePlaceAlert' }, deletePlaceAlert: { graphql: 'DeletePlaceAlert' } },
  events: {
    'alert.placeChosen': {
      depot: offered(
        (s) => s.context.alertId === null && values(s).placeId === null,
        'the place picker shows only for a new alert, and sends nothing when its own place is chosen again',
        async ({ page }) => {
          await panel(page).getByRole('combobox', { name: 'Place' }).click();
          await page.getByRole('option', { name: DEPOT.name }).click();
        },
      ),
    },
    'alert.switched': {
      enterOff: offered(
        (s) => values(s).triggerOnEnter,
        'the tick clears only a ticked trigger',
        ({ page }) => panel(page).getByRole('checkbox', { name: 'A machine enters the place' }).click(),
      ),
    },
    'alert.recipientToggled': {
      annaOff: offered(
        (s) => values(s).recipients.some((r) => r.id === ANNA.id && r.active),
        'the tick clears only a ticked recipient',
        ({ page }) => panel(page).getByRole('checkbox', { name: ANNA.name }).click(),
      ),
    },
    'alert.presetChosen': {
      weekdays: ({ page }) => panel(page).getByRole('radio', { name: 'Weekdays' }).click(),
      weekend: ({ page }) => panel(page).getByRole('radio', { name: 'Weekend' }).click(),
      none: ({ page }) => panel(page).getByRole('radio', { name: 'None' }).click(),
    },
    'alert.shiftsChanged': {
      // Unticking Monday to Friday of the one weekday shift leaves the fixture's shift without a day.
      noWeekday: offered(
        (s) => presetOf(values(s).workShifts) === 'weekdays',
        'the fixture is the weekday shift with its days unticked',
        async ({ page }) => {
          for (const day of DAYS) await panel(page).getByTestId('alert-shift').getByRole('checkbox', { name: day }).click();
        },
      ),
    },
    'alert.holidaysChanged': {
      christmas: offered(
        (s) => values(s).holidays.length === 0,
        'the fixture is the list of two days, added to an empty list',
        async ({ page }) => {
          for (const day of CHRISTMAS) {
            await panel(page).getByLabel('Holidays').fill(day);
            await panel(page).getByRole('button', { name: 'Add holiday' }).click();
          }
        },
      ),
    },
    'alert.saveRequested': {
      pressed: ({ page, variant }) =>
        panel(page)
          .getByRole('button', { name: variant === 'create' ? 'Create alert' : 'Save', exact: true })
          .click(),
    },
    'alert.undoRequested': { pressed: ({ page }) => panel(page).getByRole('button', { name: 'Undo' }).click() },
    'alert.deleteRequested': {
      pressed: offered(
        (s) => s.context.alertId !== null,
        'a new alert has no Delete button (nothing is stored to delete)',
        ({ page }) => panel(page).getByRole('button', { name: 'Delete' }).click(),
      ),
    },
    'alert.deleteConfirmed': { pressed: ({ page }) => page.getByRole('alertdialog').getByRole('button', { name: 'Delete place alert' }).click() },
    'alert.deleteCancelled': { pressed: ({ page }) => page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click() },
    'alert.retry': { pressed: ({ page }) => panel(page).getByRole('button', { name: 'Try again' }).click() },
    'xstate.done.actor.loadPlaceAlert': { stored: shape((json) => ({ ...json, data: { placeAlert: { ...json.data.placeAlert, data: fixtureAlert } } })) },
    // The fixture's "offline": a network failure would bring the maintenance overlay (spec).
    'xstate.error.actor.loadPlaceAlert': { offline: meshError(500, 500, 'Failed to fetch') },
    'xstate.done.actor.savePlaceAlert': {
      stored: respond(200, { data: { savePlaceAlert: { __typename: 'savePlaceAlert_200_response', data: fixtureAlert } } }),
    },
    'xstate.error.actor.savePlaceAlert': {
      refused: meshError(400, 100, `placeId: ${TAKEN};`, { placeId: [TAKEN] }),
      offline: meshError(500, 500, 'Failed to fetch'),
    },
    'xstate.done.actor.deletePlaceAlert': {
      ok: respond(200, {
        data: { deletePlaceAlert: { __typename: 'deletePlaceAlert_200_response', data: { __typename: 'DeletedAlert', id: storedAlert.id } } },
      }),
    },
    'xstate.error.actor.deletePlaceAlert': { offline: meshError(500, 500, 'Failed to fetch') },
  },
  screens: [
    { when: 'view:loading', check: ({ page }) => expect(panel(page).locator('.rt-Spinner')).toBeVisible() },
    { when: 'view:loadFailed', check: ({ page }) => expect(panel(page).getByRole('button', { name: 'Try again' })).toBeVisible() },
    {
      when: 'view:form',
      check: async ({ page, variant }, expected: AnyMachineSnapshot) => {
        const v = values(expected);
        const dialog = page.getByRole('alertdialog');
        // The confirmation is modal: the pane behind it is hidden from the accessibility tree.
        if (expected.hasTag('view:confirmDelete')) return expect(dialog).toContainText(storedAlert.placeName);
        await expect(dialog).toBeHidden();
        if (variant === 'create') {
          await expect(panel(page).getByRole('heading', { name: 'New place alert' })).toBeVisible();
          // The picker shows the chosen place, or asks for one.
          await expect(panel(page).getByRole('combobox', { name: 'Place' })).toHaveText(v.placeId === null ? 'Choose a place' : DEPOT.name);
          await expect(panel(page).getByRole('button', { name: 'Delete' })).toHaveCount(0);
        } else {
          await expect(panel(page).getByRole('heading', { name: storedAlert.placeName })).toBeVisible();
        }
        await expect(panel(page).getByRole('checkbox', { name: 'A machine enters the place' })).toHaveAttribute('aria-checked', String(v.triggerOnEnter));
        await expect(panel(page).getByRole('checkbox', { name: ANNA.name })).toHaveAttribute(
          'aria-checked',
          String(v.recipients.find((r) => r.id === ANNA.id)!.active),
        );
        const preset = presetOf(v.workShifts);
        const label = { weekdays: 'Weekdays', weekend: 'Weekend', none: 'None', custom: 'Custom' }[preset];
        await expect(panel(page).getByRole('radio', { name: label })).toHaveAttribute('aria-checked', 'true');
        await expect(panel(page).getByTestId('alert-shift')).toHaveCount(v.workShifts.length);
        await (v.holidays.length
          ? expect(panel(page).getByTestId('alert-holidays')).toBeVisible()
          : expect(panel(page).getByText('No holidays')).toBeVisible());
        const problems = expected.context.submitted ? Object.keys(formProblems(v)) : [];
        const watches = panel(page).getByText('Choose what the alert watches: entry, exit, a work shift or a holiday');
        await (problems.includes('triggers') ? expect(watches).toBeVisible() : expect(watches).toBeHidden());
      },
    },
    {
      // The new alert is selected: its details are read (held at the browser, as the path ends here).
      when: { state: 'created' },
      check: async ({ page }) => {
        await expect(page).toHaveURL(new RegExp(`alertId=${storedAlert.id}(&|$)`));
        await expect(panel(page).getByRole('heading', { name: 'New place alert' })).toHaveCount(0);
      },
    },
    {
      when: { state: 'deleted' },
      check: async ({ page }) => {
        await expect(panel(page)).toBeHidden();
        await expect(page).not.toHaveURL(/alertId/);
      },
    },
  ],
  effects: {
    'xstate.done.actor.savePlaceAlert': ({ page, variant }) => dismiss(page, variant === 'create' ? PLACE_ALERT_CREATED : PLACE_ALERT_SAVED),
    'xstate.error.actor.savePlaceAlert': ({ page, variant }) => dismiss(page, variant === 'create' ? PLACE_ALERT_CREATE_FAILED : PLACE_ALERT_SAVE_FAILED),
    'xstate.done.actor.deletePlaceAlert': ({ page }) => dismiss(page, 'Place alert deleted'),
    'xstate.error.actor.deletePlaceAlert': ({ page }) => dismiss(page, 'Error while deleting place alert.'),
  },
});

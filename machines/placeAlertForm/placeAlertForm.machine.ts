import { assign, not, setup } from 'xstate';
import { failureFields, failureText, failureToastText } from '../callFailure.ts';
import { deletePlaceAlert, loadPlaceAlert, savePlaceAlert } from './placeAlertForm.actors.ts';
import { isValid, newAlertValues, placeAlertRequest, presetShifts, valuesFromDetail } from './placeAlertForm.rules.ts';
import type { PlaceAlertFormContext, PlaceAlertFormEvent, PlaceAlertFormInput, PlaceAlertFormOutput, PlaceAlertNotice } from './placeAlertForm.types.ts';

/** Features spec, section 8. */
export const PLACE_ALERT_CREATE_FAILED = 'Error while creating place alert.';
export const PLACE_ALERT_SAVE_FAILED = 'Error while saving place alert details.';
export const PLACE_ALERT_DELETE_FAILED = 'Error while deleting place alert.';
/** Ours: the spec names no success or load-failure texts for alerts. */
export const PLACE_ALERT_CREATED = 'Place alert created';
export const PLACE_ALERT_SAVED = 'Place alert saved';
export const PLACE_ALERT_DELETED = 'Place alert deleted';
export const PLACE_ALERT_LOAD_FAILED = 'The alert could not be loaded';

/**
 * A place alert's details (features spec §4 "Alerts"): an existing alert is loaded first, a new one
 * starts from defaults with a place to choose. Save sends the whole alert; a saved alert is loaded
 * again (the details show what the server stored) and the list is told to refresh; a created one
 * ends with its id so the page selects it. Delete asks first and ends the form (the page clears the
 * selection). Failures stay in the form with the spec's texts.
 */
export const placeAlertFormMachine = setup({
  types: {
    context: {} as PlaceAlertFormContext,
    events: {} as PlaceAlertFormEvent,
    input: {} as PlaceAlertFormInput,
    output: {} as PlaceAlertFormOutput,
  },
  actors: { loadPlaceAlert, savePlaceAlert, deletePlaceAlert },
  actions: {
    /** Refresh the alerts list (src/). */
    alertsChanged: () => {},
    /** One toast (src/). */
    notify: (_, _params: PlaceAlertNotice) => {},
  },
  guards: {
    creating: ({ context }) => context.alertId === null,
    canSave: ({ context }) => isValid(context.values),
  },
}).createMachine({
  id: 'placeAlertForm',
  context: ({ input }) => {
    const values = newAlertValues(input.users, input.currentUserId);
    return {
      alertId: input.alertId,
      placeName: '',
      timeZone: null,
      values,
      initial: values,
      submitted: false,
      serverErrors: {},
      loadError: null,
      createdId: null,
    };
  },
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'creating', target: 'editing' }, { target: 'loading' }] },
    loading: {
      tags: ['view:loading'],
      invoke: {
        id: 'loadPlaceAlert',
        src: 'loadPlaceAlert',
        input: ({ context }) => ({ id: context.alertId! }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => {
            const values = valuesFromDetail(event.output);
            return { values, initial: values, placeName: event.output.placeName, timeZone: event.output.placeTimeZone, submitted: false, serverErrors: {} };
          }),
        },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => failureText(event.error) ?? PLACE_ALERT_LOAD_FAILED }) },
      },
    },
    loadFailed: { tags: ['view:loadFailed'], on: { 'alert.retry': 'loading' } },
    editing: {
      tags: ['view:form'],
      on: {
        // The place of an existing alert is fixed (one alert per place).
        'alert.placeChosen': {
          guard: 'creating',
          actions: assign(({ context, event }) => ({ values: { ...context.values, placeId: event.placeId }, serverErrors: {} })),
        },
        'alert.switched': { actions: assign(({ context, event }) => ({ values: { ...context.values, [event.field]: event.value }, serverErrors: {} })) },
        'alert.recipientToggled': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, recipients: context.values.recipients.map((r) => (r.id === event.userId ? { ...r, active: event.active } : r)) },
            serverErrors: {},
          })),
        },
        'alert.presetChosen': {
          actions: assign(({ context, event }) => ({ values: { ...context.values, workShifts: presetShifts(event.preset) }, serverErrors: {} })),
        },
        'alert.shiftsChanged': { actions: assign(({ context, event }) => ({ values: { ...context.values, workShifts: event.workShifts }, serverErrors: {} })) },
        'alert.holidaysChanged': { actions: assign(({ context, event }) => ({ values: { ...context.values, holidays: event.holidays }, serverErrors: {} })) },
        'alert.undoRequested': { actions: assign(({ context }) => ({ values: context.initial, submitted: false, serverErrors: {} })) },
        'alert.saveRequested': [
          { guard: 'canSave', target: 'saving', actions: assign({ submitted: true }) },
          // Every problem shows; nothing is sent.
          { actions: assign({ submitted: true }) },
        ],
        // A new alert has nothing to delete.
        'alert.deleteRequested': { guard: not('creating'), target: 'confirmDelete' },
      },
    },
    saving: {
      tags: ['view:form', 'busy'],
      invoke: {
        id: 'savePlaceAlert',
        src: 'savePlaceAlert',
        input: ({ context }) => placeAlertRequest(context.alertId, context.values),
        onDone: [
          {
            guard: 'creating',
            target: 'created',
            actions: [
              assign({ createdId: ({ event }) => event.output.id }),
              'alertsChanged',
              { type: 'notify', params: ({ event }) => ({ tone: 'success', title: PLACE_ALERT_CREATED, text: event.output.placeName }) },
            ],
          },
          {
            // The details are read again: what shows is what the server stored.
            target: 'loading',
            actions: [
              'alertsChanged',
              { type: 'notify', params: ({ event }) => ({ tone: 'success', title: PLACE_ALERT_SAVED, text: event.output.placeName }) },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            assign({ serverErrors: ({ event }) => failureFields(event.error) }),
            {
              type: 'notify',
              params: ({ context, event }) => ({
                tone: 'error',
                title: context.alertId === null ? PLACE_ALERT_CREATE_FAILED : PLACE_ALERT_SAVE_FAILED,
                text: failureToastText(event.error),
              }),
            },
          ],
        },
      },
    },
    confirmDelete: {
      tags: ['view:form', 'view:confirmDelete'],
      on: { 'alert.deleteConfirmed': 'deleting', 'alert.deleteCancelled': 'editing' },
    },
    deleting: {
      tags: ['view:form', 'view:confirmDelete', 'busy'],
      invoke: {
        id: 'deletePlaceAlert',
        src: 'deletePlaceAlert',
        input: ({ context }) => ({ id: context.alertId! }),
        onDone: {
          target: 'deleted',
          actions: ['alertsChanged', { type: 'notify', params: ({ context }) => ({ tone: 'success', title: PLACE_ALERT_DELETED, text: context.placeName }) }],
        },
        onError: {
          target: 'editing',
          actions: { type: 'notify', params: ({ event }) => ({ tone: 'error', title: PLACE_ALERT_DELETE_FAILED, text: failureText(event.error) }) },
        },
      },
    },
    created: { type: 'final' },
    deleted: { type: 'final' },
  },
  output: ({ context }) => (context.createdId !== null ? { result: 'created', id: context.createdId } : { result: 'deleted' }),
});

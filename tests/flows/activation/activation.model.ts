// The activation machine's test model: starting points and event fixtures for the generated paths
// (activation.model.test.ts, scripts/paths.ts). Not imported by the app.
//
// Every `activation.changed` fixture carries the whole form, so the state after it depends on the
// fixture alone and {valid, changed} tells the graph's vertices apart exactly. Partial patches
// (what the UI sends, one field at a time) are covered by the hand-written journeys.
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { TokenPair } from '../../../machines/session/session.types.ts';
import { fakeAccessToken } from '../kit/fixtures.ts';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { loginTexts } from '../../../machines/login/texts.ts';
import { activationMachine } from '../../../machines/activation/activation.machine.ts';
import type { AccountFailure, ActivationEvent, ActivationValues, WorkTitle } from '../../../machines/activation/activation.types.ts';
import { activationFieldErrors, sameValues } from '../../../machines/activation/activation.validation.ts';

/** The server's list (server/src/domain/dictionaries.ts): 'Other' is id 9. */
export const WORK_TITLES: WorkTitle[] = [
  'Fleet manager',
  'Site manager',
  'Machine operator',
  'Service technician',
  'Rental coordinator',
  'Project manager',
  'Purchaser',
  'Administrator',
  'Other',
].map((name, i) => ({ id: i + 1, name }));

export const NEW_PASSWORD = 'Fresh.Start9';

export const activationTokens: TokenPair = {
  access_token: fakeAccessToken({ id: 31, email: 'ingrid.berg@nordbygg.example', firstName: 'Ingrid', lastName: 'Berg', scope: 'web', permissions: '' }),
  expires_in: 900,
  token_type: 'Bearer',
};

const complete: ActivationValues = {
  firstName: 'Ingrid',
  lastName: 'Berg',
  password: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
  workTitleId: 1,
  workTitleOther: '',
};

export const activationForms = {
  complete,
  completeOther: { ...complete, workTitleId: 9, workTitleOther: ' Crane <coordinator> ' },
  otherEmpty: { ...complete, workTitleId: 9, workTitleOther: '  ' },
  weakPassword: { ...complete, password: 'fresh.start9', confirmPassword: 'fresh.start9' },
  mismatch: { ...complete, confirmPassword: 'Fresh.Start8' },
  shortName: { ...complete, firstName: 'I<>' },
} satisfies Record<string, ActivationValues>;

export type ActivationModelEvent =
  | ActivationEvent
  | DoneActorEvent<WorkTitle[], 'loadWorkTitles'>
  | ErrorActorEvent<unknown, 'loadWorkTitles'>
  | DoneActorEvent<TokenPair, 'activateAccount'>
  | ErrorActorEvent<AccountFailure, 'activateAccount'>;

const changed = (values: ActivationValues) => ({ type: 'activation.changed' as const, values });

export const activationEvents = {
  'activation.changed': {
    complete: changed(activationForms.complete),
    completeOther: changed(activationForms.completeOther),
    otherEmpty: changed(activationForms.otherEmpty),
    weakPassword: changed(activationForms.weakPassword),
    mismatch: changed(activationForms.mismatch),
    shortName: changed(activationForms.shortName),
  },
  'activation.submit': { pressed: { type: 'activation.submit' } },
  'activation.retry': { pressed: { type: 'activation.retry' } },
  'xstate.done.actor.loadWorkTitles': { ok: { type: 'xstate.done.actor.loadWorkTitles', actorId: 'loadWorkTitles', output: WORK_TITLES } },
  'xstate.error.actor.loadWorkTitles': {
    offline: { type: 'xstate.error.actor.loadWorkTitles', actorId: 'loadWorkTitles', error: { status: 0, message: 'Failed to fetch' } },
  },
  'xstate.done.actor.activateAccount': { ok: { type: 'xstate.done.actor.activateAccount', actorId: 'activateAccount', output: activationTokens } },
  'xstate.error.actor.activateAccount': {
    expired: {
      type: 'xstate.error.actor.activateAccount',
      actorId: 'activateAccount',
      error: { status: 400, message: 'Activation link is invalid or has expired' },
    },
    500: { type: 'xstate.error.actor.activateAccount', actorId: 'activateAccount', error: { status: 500 } },
  },
} satisfies EventFixtures<ActivationModelEvent>;

export const activationModel = defineModel({
  machine: activationMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    editing: ['view:form'],
    loadFailed: ['view:loadFailed'],
    loadingWorkTitles: ['view:loading'],
    submitting: ['busy', 'view:form'],
  },
  variants: {
    'en, names in the link': {
      input: { activationKey: 'key-1', email: 'ingrid.berg@nordbygg.example', firstName: 'Ingrid', lastName: 'Berg', locale: 'en-US' },
    },
    'sv-SE, no names in the link': {
      input: { activationKey: 'key-2', email: 'ingrid.berg@nordbygg.example', firstName: '', lastName: '', locale: 'sv-SE' },
    },
  },
  events: activationEvents,
  // What the submit guards read. The fixtures replace the whole form, so nothing else steers the graph.
  project: ({ context }) => ({
    valid: Object.keys(activationFieldErrors(context.values, context.workTitles, loginTexts(context.locale))).length === 0,
    changed: !sameValues(context.values, context.initial),
  }),
  unreachableGuardOutcomes: {
    // and(['formValid', 'formChanged']) reads formChanged only for a valid form.
    formChanged: { never: false, why: 'a valid form has a password, and the form starts without one' },
  },
});

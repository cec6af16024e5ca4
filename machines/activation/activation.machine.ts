import { and, assign, setup } from 'xstate';
import { failureText } from '../callFailure.ts';
import { loginTexts } from '../login/texts.ts';
import { activateAccount, loadWorkTitles } from './activation.actors.ts';
import type { ActivationContext, ActivationEvent, ActivationInput, ActivationOutput, ActivationValues, FailureNotice } from './activation.types.ts';
import { activationFieldErrors, activationRequest, cleanValues, sameValues } from './activation.validation.ts';

const errorsOf = (context: Pick<ActivationContext, 'values' | 'workTitles' | 'locale'>) =>
  activationFieldErrors(context.values, context.workTitles, loginTexts(context.locale));

/**
 * Account activation from the mailed link: load the work titles, edit (names prefilled, email
 * read-only), submit once the form is valid and changed. Success ends the machine with the tokens;
 * a failure keeps the form and asks src/ for the 'Error activating account.' toast.
 */
export const activationMachine = setup({
  types: {
    context: {} as ActivationContext,
    input: {} as ActivationInput,
    events: {} as ActivationEvent,
    output: {} as ActivationOutput,
  },
  actors: { loadWorkTitles, activateAccount },
  actions: {
    /** The failure toast with its 20 s 'Contact support' action (src/). */
    notifyFailure: (_, _params: FailureNotice) => {},
    change: assign(({ context }, params: { values: Partial<ActivationValues> }) => {
      const values = { ...context.values, ...cleanValues(params.values) };
      return { values, fieldErrors: errorsOf({ ...context, values }) };
    }),
  },
  guards: {
    formValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    formChanged: ({ context }) => !sameValues(context.values, context.initial),
  },
}).createMachine({
  id: 'activation',
  context: ({ input }) => {
    const initial: ActivationValues = {
      firstName: input.firstName,
      lastName: input.lastName,
      password: '',
      confirmPassword: '',
      workTitleId: null,
      workTitleOther: '',
    };
    return {
      activationKey: input.activationKey,
      email: input.email,
      locale: input.locale,
      initial,
      values: initial,
      workTitles: [],
      fieldErrors: {},
      tokens: null,
    };
  },
  initial: 'loadingWorkTitles',
  states: {
    loadingWorkTitles: {
      tags: ['view:loading'],
      invoke: {
        id: 'loadWorkTitles',
        src: 'loadWorkTitles',
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({ workTitles: event.output, fieldErrors: errorsOf({ ...context, workTitles: event.output }) })),
        },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: {
      tags: ['view:loadFailed'],
      on: { 'activation.retry': 'loadingWorkTitles' },
    },
    editing: {
      tags: ['view:form'],
      on: {
        'activation.changed': { actions: { type: 'change', params: ({ event }) => event } },
        'activation.submit': { guard: and(['formValid', 'formChanged']), target: 'submitting' },
      },
    },
    // Still the form on screen, with the button busy.
    submitting: {
      tags: ['view:form', 'busy'],
      invoke: {
        id: 'activateAccount',
        src: 'activateAccount',
        input: ({ context }) => activationRequest(context.activationKey, context.values, context.workTitles),
        onDone: { target: 'activated', actions: assign({ tokens: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: {
            type: 'notifyFailure',
            params: ({ context, event }) => ({ title: loginTexts(context.locale).activation.failure, text: failureText(event.error) }),
          },
        },
      },
    },
    activated: { type: 'final' },
  },
  // `tokens` is always set on the way into `activated`.
  output: ({ context }) => ({ tokens: context.tokens!, message: loginTexts(context.locale).activation.success }),
});

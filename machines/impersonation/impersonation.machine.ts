import { assign, setup } from 'xstate';
import { failureText } from '../callFailure.ts';
import { decodeClaims } from '../session/session.claims.ts';
import { endImpersonation, impersonate } from './impersonation.actors.ts';
import type { ImpersonationContext, ImpersonationEvent, ImpersonationInput, StartFailedNotice, SwapTokensParams } from './impersonation.types.ts';
import { msg } from '../i18n.ts';

/** Where each end of an impersonation lands, with a page reload (spec, section 2). */
export const IMPERSONATION_START_PATH = '/map';
export const IMPERSONATION_END_PATH = '/support/companies/';
export const START_FAILED_TITLE = msg('Impersonation could not be started');

/**
 * Support impersonation (spec, section 4). Start: the impersonate call, then the agent's session is
 * saved (session storage) and the tokens are swapped for the target's; an alert announces it and
 * its acknowledgement reloads on /map. End: the end call (its failure does not trap the agent), then
 * the saved session is written back and announced, and acknowledging reloads on the companies
 * screen; without saved data an alert asks the agent to log out and in again.
 *
 * The actor lives as long as the page. src/ says at its start whether the session is an
 * impersonation (the claims' impersonatedBy): the agent's screens can only start one, and only
 * an impersonated session can end one ('Back to admin').
 */
export const impersonationMachine = setup({
  types: {
    context: {} as ImpersonationContext,
    events: {} as ImpersonationEvent,
    input: {} as ImpersonationInput,
  },
  actors: { impersonate, endImpersonation },
  actions: {
    /** Copy the session cookie (the agent's tokens) into session storage. */
    saveOriginalSession: () => {},
    /** `session.signedIn` with the impersonated pair: the session machine stays the only owner of tokens. */
    swapTokens: (_, _params: SwapTokensParams) => {},
    /** `session.signedIn` with the saved pair, then forget the saved copy. */
    restoreOriginalSession: () => {},
    /** A full navigation: every cache of the other identity goes with the page. */
    reloadAt: (_, _params: { path: string }) => {},
    /** Sign out and go to the login page. */
    signOut: () => {},
    /** Toast on the companies screen. */
    notifyStartFailed: (_, _params: StartFailedNotice) => {},
  },
  guards: {
    /** Session storage holds the agent's session (src/). */
    hasSavedSession: () => false,
    impersonatingAtStart: ({ context }) => context.impersonating,
  },
}).createMachine({
  id: 'impersonation',
  context: ({ input }) => ({ target: null, endFailed: false, impersonating: input?.impersonating ?? false }),
  initial: 'opening',
  states: {
    // Transient: the agent's own session, or an impersonation.
    opening: {
      always: [{ guard: 'impersonatingAtStart', target: 'impersonating' }, { target: 'idle' }],
    },
    // The agent's own session: the companies screen may start an impersonation.
    idle: {
      on: {
        'impersonation.start': {
          target: 'starting',
          actions: assign(({ event }) => ({ target: { userUuid: event.userUuid, displayName: event.displayName.trim() }, endFailed: false })),
        },
      },
    },
    // An impersonated session: 'Back to admin' ends it.
    impersonating: {
      on: { 'impersonation.end': { target: 'ending', actions: assign({ endFailed: false }) } },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'impersonate',
        src: 'impersonate',
        input: ({ context }) => ({ userUuid: context.target!.userUuid }),
        onDone: {
          target: 'announcingStart',
          // Save first: the swap overwrites the cookie the saved copy is read from.
          actions: [
            'saveOriginalSession',
            { type: 'swapTokens', params: ({ event }) => ({ tokens: event.output }) },
            assign(({ context, event }) => ({
              target: { ...context.target!, displayName: announcedName(context.target!.displayName, event.output.access_token) },
            })),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'notifyStartFailed', params: ({ event }) => ({ title: START_FAILED_TITLE, text: failureText(event.error) }) },
            assign({ target: null }),
          ],
        },
      },
    },
    announcingStart: {
      tags: ['view:announceStart'],
      on: { 'impersonation.acknowledged': { target: 'leaving', actions: { type: 'reloadAt', params: { path: IMPERSONATION_START_PATH } } } },
    },
    ending: {
      tags: ['busy'],
      invoke: {
        id: 'endImpersonation',
        src: 'endImpersonation',
        onDone: { target: 'restoring' },
        // Offline or already expired: the agent still gets their own session back.
        onError: { target: 'restoring', actions: assign({ endFailed: true }) },
      },
    },
    // Transient: restore the saved session, or say there is none.
    restoring: {
      always: [{ guard: 'hasSavedSession', target: 'announcingEnd', actions: 'restoreOriginalSession' }, { target: 'sessionMissing' }],
    },
    announcingEnd: {
      tags: ['view:announceEnd'],
      on: { 'impersonation.acknowledged': { target: 'leaving', actions: { type: 'reloadAt', params: { path: IMPERSONATION_END_PATH } } } },
    },
    sessionMissing: {
      tags: ['view:sessionMissing'],
      on: { 'impersonation.acknowledged': { target: 'leaving', actions: 'signOut' } },
    },
    // The page is navigating away.
    leaving: { type: 'final' },
  },
});

/** The companies screen's name for the user, else the token's name, else its e-mail. */
function announcedName(displayName: string, accessToken: string): string {
  if (displayName !== '') return displayName;
  const claims = decodeClaims(accessToken);
  if (!claims) return '';
  return `${claims.firstName} ${claims.lastName}`.trim() || claims.email;
}

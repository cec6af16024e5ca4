import { fromPromise } from 'xstate';
import type { TokenPair } from '../session/session.types.ts';
import type { ActivateAccountRequest, WorkTitle } from './activation.types.ts';

/** GET /web/v1/accountActivation/workTitle (no session). */
export const loadWorkTitles = fromPromise<WorkTitle[], void>(async () => {
  throw new Error('activation: actor "loadWorkTitles" not provided');
});

/** POST /web/v1/accountActivation/activateAccount. Resolves with data (the token pair); rejects with an `AccountFailure`. */
export const activateAccount = fromPromise<TokenPair, ActivateAccountRequest>(async () => {
  throw new Error('activation: actor "activateAccount" not provided');
});

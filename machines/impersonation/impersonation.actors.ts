import { fromPromise } from 'xstate';
import type { TokenPair } from '../session/session.types.ts';
import type { ImpersonateRequest } from './impersonation.types.ts';

/** POST /auth/v1/impersonate with the agent's session. Resolves with the target's token pair; rejects with `{ status, message? }`. */
export const impersonate = fromPromise<TokenPair, ImpersonateRequest>(async () => {
  throw new Error('impersonation: actor "impersonate" not provided');
});

/** POST /web/v1/impersonation/end with the impersonated session: audited, and its tokens stop working. */
export const endImpersonation = fromPromise<void, void>(async () => {
  throw new Error('impersonation: actor "endImpersonation" not provided');
});

import { fromPromise } from 'xstate';
import type { TokenPair } from '../session/session.types.ts';
import type { ResetPasswordRequest } from './resetPassword.types.ts';

/** POST /auth/v1/resetPassword. Resolves with data (the token pair: data.access_token …); rejects with an `AccountFailure`. */
export const resetPassword = fromPromise<TokenPair, ResetPasswordRequest>(async () => {
  throw new Error('resetPassword: actor "resetPassword" not provided');
});

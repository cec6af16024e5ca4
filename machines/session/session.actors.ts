import { fromPromise } from 'xstate';
import type { EndSessionInput, RefreshTokensInput, RefreshTokensOutput } from './session.types.ts';

/**
 * POST /auth/v1/refresh with the HttpOnly refresh cookie. src/ provides the real call; it rejects
 * when the refresh is refused, and resolves with the new pair plus the time the answer arrived.
 */
export const refreshTokens = fromPromise<RefreshTokensOutput, RefreshTokensInput>(async () => {
  throw new Error('session: actor "refreshTokens" not provided');
});

/** POST /auth/v1/logout: the server revokes the sign-in and clears the refresh cookie. src/ provides it. */
export const endSession = fromPromise<void, EndSessionInput>(async () => {
  throw new Error('session: actor "endSession" not provided');
});

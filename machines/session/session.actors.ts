import { fromPromise } from 'xstate';
import type { RefreshTokensInput, RefreshTokensOutput } from './session.types.ts';

/**
 * POST /auth/v1/refresh. src/ provides the real call; it rejects when the refresh is refused, and
 * resolves with the new pair plus the time the answer arrived.
 */
export const refreshTokens = fromPromise<RefreshTokensOutput, RefreshTokensInput>(async () => {
  throw new Error('session: actor "refreshTokens" not provided');
});

// Ending every session of a user (password change, reset, disable, delete).
// Access tokens carry `iat` in whole seconds, so "issued before the change" is decided per second:
// tokens_valid_after is rounded UP to the next second, which refuses every token issued in the
// second of the change as well. A caller that must keep working (the user who changed their own
// password) gets a new pair issued once that second has passed: waitForFreshTokens().
import type { Db } from '../db/database.ts';
import type { TokenService } from './tokens.ts';

export interface Revocation {
  /** ISO time from which new tokens are accepted. */
  validAfter: string;
}

export async function revokeSessions(db: Db, tokens: TokenService, userId: number): Promise<Revocation> {
  const validAfterMs = Math.ceil((Date.now() + 1) / 1000) * 1000;
  const validAfter = new Date(validAfterMs).toISOString();
  await db.updateTable('users').set({ tokens_valid_after: validAfter }).where('id', '=', userId).execute();
  await tokens.revokeAllForUser(userId);
  return { validAfter };
}

/** Resolves once tokens issued now would be accepted (at most about a second). */
export async function waitForFreshTokens({ validAfter }: Revocation): Promise<void> {
  const wait = Date.parse(validAfter) - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

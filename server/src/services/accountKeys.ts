// Single-use, expiring keys for activation and password-reset links. The link carries 256 random
// bits; the table holds only their sha256, so a database leak opens no accounts.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

export type KeyPurpose = 'activation' | 'reset';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Creates a key and retires the user's older unused keys of the same purpose (only the newest link works). */
export async function issueAccountKey(db: Db, userId: number, purpose: KeyPurpose, ttlSeconds: number): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('account_keys')
      .set({ used_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('account_keys')
      .values({
        user_id: userId,
        purpose,
        key_hash: sha256(key),
        expires_at: new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      })
      .execute();
  });
  return key;
}

/**
 * Spends a key: one UPDATE … WHERE used_at IS NULL AND not expired, so two concurrent
 * redemptions cannot both succeed. Returns the user id, or null for unknown, used or expired keys.
 */
export async function redeemAccountKey(db: Db, key: string, purpose: KeyPurpose): Promise<number | null> {
  const now = new Date().toISOString();
  const row = await db
    .updateTable('account_keys')
    .set({ used_at: now })
    .where('key_hash', '=', sha256(key))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export type AccountKeyStatus = 'valid' | 'used' | 'expired' | 'unknown';

/** What a link's key is worth now, without spending it: the page says so before the form is filled in. */
export async function accountKeyStatus(db: Db, key: string, purpose: KeyPurpose): Promise<AccountKeyStatus> {
  const row = await db
    .selectFrom('account_keys')
    .select(['used_at', 'expires_at'])
    .where('key_hash', '=', sha256(key))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return 'unknown';
  if (row.used_at) return 'used';
  return row.expires_at > new Date().toISOString() ? 'valid' : 'expired';
}

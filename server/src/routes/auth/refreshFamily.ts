// Reads the row of a presented refresh token (by its sha256, as TokenService stores it) so the
// refresh route can apply impersonation rules before rotating.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';

export function refreshFamily(db: Db, refreshToken: string) {
  const hash = createHash('sha256').update(refreshToken).digest('hex');
  return db.selectFrom('refresh_tokens').select(['family_id', 'impersonated_by']).where('token_hash', '=', hash).executeTakeFirst();
}

// Impersonation sessions: every start and end is written to impersonation_audit, and a session is
// alive only while its audit row is open, unexpired and its agent still may impersonate. The auth
// hook asks isImpersonationAlive() on every impersonated request, so ending the session, disabling
// the agent or withdrawing access:impersonate takes effect on the next call, not at token expiry.
import type { Db } from '../db/database.ts';
import type { User } from '../db/schema.ts';
import { hasPermission, permissionList } from '../domain/permissions.ts';
import type { IssuedTokens, TokenService } from './tokens.ts';

export const IMPERSONATE_PERMISSION = 'access:impersonate';
/** The root company; with is_internal companies, its users are never impersonated. */
export const ROOT_COMPANY_ID = 1;

export interface StartOptions {
  agentId: number;
  target: User;
  ip: string;
  ttlSeconds: number;
  accessTtlSeconds: number;
}

/** Opens a session (closing an earlier open one of the same agent and target) and issues the target's tokens. */
export async function startImpersonation(db: Db, tokens: TokenService, o: StartOptions): Promise<IssuedTokens> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + o.ttlSeconds * 1000).toISOString();
  await endImpersonation(db, tokens, o.agentId, o.target.id);
  const familyId = await tokens.startFamily(o.target.id);
  await db
    .insertInto('impersonation_audit')
    .values({
      support_user_id: o.agentId,
      target_user_id: o.target.id,
      target_company_id: o.target.company_id,
      started_at: now.toISOString(),
      expires_at: expiresAt,
      ended_at: null,
      ip: o.ip,
      family_id: familyId,
    })
    .execute();
  const issued = await tokens.issue(o.target, { familyId, impersonatedBy: o.agentId, ttlSeconds: Math.min(o.accessTtlSeconds, o.ttlSeconds) });
  await clampFamily(db, familyId, expiresAt);
  return issued;
}

/** The audited impersonation a token family belongs to, if any, is over (logout ended it). */
export async function endAuditedSession(db: Db, familyId: string) {
  await db
    .updateTable('impersonation_audit')
    .set({ ended_at: new Date().toISOString() })
    .where('family_id', '=', familyId)
    .where('ended_at', 'is', null)
    .execute();
}

/** Refresh tokens of an impersonation family never outlive the session. */
export async function clampFamily(db: Db, familyId: string, expiresAt: string) {
  await db.updateTable('refresh_tokens').set({ expires_at: expiresAt }).where('family_id', '=', familyId).where('expires_at', '>', expiresAt).execute();
}

/** Writes ended_at on the open session(s) of this agent and target and revokes their token families. Returns how many ended. */
export async function endImpersonation(db: Db, tokens: TokenService, agentId: number, targetId: number): Promise<number> {
  const open = await db
    .selectFrom('impersonation_audit')
    .select(['id', 'family_id'])
    .where('support_user_id', '=', agentId)
    .where('target_user_id', '=', targetId)
    .where('ended_at', 'is', null)
    .execute();
  if (open.length === 0) return 0;
  await db
    .updateTable('impersonation_audit')
    .set({ ended_at: new Date().toISOString() })
    .where(
      'id',
      'in',
      open.map((r) => r.id),
    )
    .execute();
  for (const row of open) await tokens.revokeFamily(row.family_id);
  return open.length;
}

const agentMayImpersonate = (agent: Pick<User, 'disabled' | 'deleted_at' | 'scope' | 'role' | 'extra_permissions'>) =>
  !agent.disabled &&
  !agent.deleted_at &&
  agent.scope === 'support' &&
  hasPermission(permissionList(agent.role, agent.scope, agent.extra_permissions), IMPERSONATE_PERMISSION);

/** One indexed query: the open, unexpired session of agent → target joined with the agent's row. */
export async function isImpersonationAlive(db: Db, agentId: number, targetId: number): Promise<boolean> {
  const row = await db
    .selectFrom('impersonation_audit as a')
    .innerJoin('users as u', 'u.id', 'a.support_user_id')
    .select(['u.disabled', 'u.deleted_at', 'u.scope', 'u.role', 'u.extra_permissions'])
    .where('a.support_user_id', '=', agentId)
    .where('a.target_user_id', '=', targetId)
    .where('a.ended_at', 'is', null)
    .where('a.expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row !== undefined && agentMayImpersonate(row);
}

/** For /auth/v1/refresh: the session a refresh-token family belongs to, if it is still alive. */
export async function familySession(db: Db, familyId: string) {
  return db.selectFrom('impersonation_audit').selectAll().where('family_id', '=', familyId).executeTakeFirst();
}

export async function isFamilyAlive(db: Db, familyId: string): Promise<{ alive: boolean; expiresAt?: string }> {
  const session = await familySession(db, familyId);
  if (!session) return { alive: false };
  const alive =
    !session.ended_at && session.expires_at > new Date().toISOString() && (await isImpersonationAlive(db, session.support_user_id, session.target_user_id));
  return { alive, expiresAt: session.expires_at };
}

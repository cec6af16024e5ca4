// Who may give which role, and the Owner safeguards (our decisions, the spec leaves them open):
// - any role other than User needs update:usrrole; Owner needs assign:ownerrole (403 otherwise);
// - changing, disabling or deleting an existing Owner also needs assign:ownerrole, so an Admin
//   cannot demote the Owners above them;
// - a company always keeps one activated Owner: the last one cannot be demoted, disabled or deleted.
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { hasPermission, UserRole } from '../../domain/permissions.ts';
import { ErrorCode, forbidden, HttpError } from '../../http/envelope.ts';
import { activeOwnerCount } from './users.queries.ts';

export const LAST_OWNER = 'A company must keep at least one Owner';

export function assertMayAssignRole(permissions: readonly string[], role: number) {
  if (role !== UserRole.User && !hasPermission(permissions, 'update:usrrole')) throw forbidden('You may not assign this role');
  if (role === UserRole.Owner && !hasPermission(permissions, 'assign:ownerrole')) throw forbidden('Only an Owner may grant the Owner role');
}

export function assertMayChangeRole(permissions: readonly string[]) {
  if (!hasPermission(permissions, 'update:usrrole')) throw forbidden('You may not change user roles');
}

export function assertMayManageOwner(permissions: readonly string[], target: Pick<User, 'role'>) {
  if (target.role === UserRole.Owner && !hasPermission(permissions, 'assign:ownerrole')) throw forbidden('Only an Owner may change an Owner');
}

/** Refuses taking away the company's last activated Owner. */
export async function assertNotLastOwner(db: Db, target: User) {
  const countsAsOwner = target.role === UserRole.Owner && !target.disabled && target.password_hash !== null;
  if (countsAsOwner && (await activeOwnerCount(db, target.company_id)) <= 1) {
    throw new HttpError(400, ErrorCode.Conflict, LAST_OWNER);
  }
}

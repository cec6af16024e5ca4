// Reads of a company's users. Every query takes the company id: a row of another company is
// simply not found (404), never forbidden, so ids of other tenants reveal nothing.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { nameOf, userRoles } from '../../domain/dictionaries.ts';
import { UserRole } from '../../domain/permissions.ts';
import { notFound } from '../../http/envelope.ts';

export type UserStatusValue = 'Active' | 'Invited' | 'Disabled';

export const statusOf = (u: Pick<User, 'disabled' | 'password_hash'>): UserStatusValue =>
  u.disabled ? 'Disabled' : u.password_hash === null ? 'Invited' : 'Active';

/** The same rule as statusOf, in SQL, for sorting and filtering the grid. */
export const STATUS_SQL = sql`(case when u.disabled = 1 then 'Disabled' when u.password_hash is null then 'Invited' else 'Active' end)`;

export function toRow(u: User) {
  return {
    id: u.id,
    userUuid: u.uuid,
    firstName: u.first_name,
    lastName: u.last_name,
    email: u.email,
    userRole: u.role,
    userRoleFormatted: nameOf(userRoles, u.role) ?? 'User',
    jobTitle: u.job_title,
    lastWebLogin: u.last_web_login,
    status: statusOf(u),
  };
}

export const toDetail = (u: User) => ({ ...toRow(u), languageId: u.language_id, timezoneId: u.timezone_id });

export async function companyUser(db: Db, companyId: number, id: number): Promise<User> {
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound('User');
  return user;
}

/** Owners who can act: activated, not disabled, not deleted. */
export async function activeOwnerCount(db: Db, companyId: number): Promise<number> {
  const { n } = await db
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('n'))
    .where('company_id', '=', companyId)
    .where('role', '=', UserRole.Owner)
    .where('deleted_at', 'is', null)
    .where('disabled', '=', 0)
    .where('password_hash', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

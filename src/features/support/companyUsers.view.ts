// Pure rules of the 'Company - Users' panel.
import { formatDateTime } from '../../../machines/format/clock.ts';

/** Root company (id 1) and internal companies: their users are support agents (spec, section 6). */
export const ROOT_COMPANY_ID = 1;

export function isImpersonationBlocked(companyId: number, isInternal: boolean): boolean {
  return companyId === ROOT_COMPANY_ID || isInternal;
}

/** Search by first name, last name or login, case-insensitive (spec, Companies screen). */
export function filterCompanyUsers<T extends { firstName: string; lastName: string; login: string }>(users: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...users];
  return users.filter((u) => [u.firstName, u.lastName, u.login].some((field) => field.toLocaleLowerCase().includes(needle)));
}

/** YYYY/MM/DD HH:mm in `timeZone` (the signed-in user's: one clock, decision 0038), or 'never'. */
export function formatLoginTime(iso: string | null | undefined, timeZone: string): string {
  return formatDateTime(iso, timeZone) || 'never';
}

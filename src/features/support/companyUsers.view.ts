// Pure rules of the 'Company - Users' panel.

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

/** YYYY/MM/DD HH:mm in the browser's time zone (spec date display), or 'never'. */
export function formatLoginTime(iso: string | null | undefined): string {
  if (!iso) return 'never';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return 'never';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

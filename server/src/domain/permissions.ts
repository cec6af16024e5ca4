// Which permissions a role grants. The spec leaves the mapping "not shown"; this is our decision:
// - User: day-to-day fleet work (alerts, service, place insight) but no machine editing and no admin.
// - Admin: everything a User has, plus machine editing, integrations and user administration.
// - Owner: everything an Admin has, plus granting the Owner role and the company's data retention
//   (manage:retention, decision 0057).
// Support agents get nothing from a role; their permissions (access:impersonate) are granted per user.
export const UserRole = { User: 0, Admin: 1, Owner: 2 } as const;
export type UserRoleValue = (typeof UserRole)[keyof typeof UserRole];

const userPermissions = ['access:alert', 'access:service', 'show:place.insight'];
const adminPermissions = [...userPermissions, 'manage:asset', 'manage:integration', 'access:administration', 'invite:usr', 'update:usrrole'];
const ownerPermissions = [...adminPermissions, 'assign:ownerrole', 'manage:retention'];

export function rolePermissions(role: number, scope: string): string[] {
  if (scope === 'support') return [];
  if (role === UserRole.Owner) return ownerPermissions;
  if (role === UserRole.Admin) return adminPermissions;
  return userPermissions;
}

/** The token's space-separated list: role grants, then per-user grants and revoke:* entries. */
export function permissionList(role: number, scope: string, extra: string): string[] {
  const list = [...rolePermissions(role, scope)];
  for (const p of extra.split(/\s+/).filter(Boolean)) if (!list.includes(p)) list.push(p);
  return list;
}

/** A permission is denied when its revoke counterpart is in the list (spec, section 6). */
export function hasPermission(list: readonly string[], permission: string): boolean {
  return list.includes(permission) && !list.includes(`revoke:${permission}`);
}

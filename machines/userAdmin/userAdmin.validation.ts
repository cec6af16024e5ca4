// The user forms' rules: names and e-mail with the shared rules (spec, section 5), and which roles
// the signed-in user may give (platform spec, section 6). The server applies the same rules.
import { hasPermission } from '../session/session.claims.ts';
import { emailError, nameError, stripAngleBrackets } from '../login/validation.ts';
import type { CreateUserRequest, EditUserValues, NewUserValues, UpdateUserRequest, UserDetail, UserFieldErrors, UserRole } from './userAdmin.types.ts';
import { msg } from '../i18n.ts';

export const USER_MESSAGES = {
  firstNameRequired: msg('First name is required'),
  lastNameRequired: msg('Last name is required'),
  nameTooShort: msg('Must be at least 2 characters'),
  roleRequired: msg('Choose a role'),
} as const;

export const ROLE = { User: 0, Admin: 1, Owner: 2 } as const satisfies Record<string, UserRole>;
export const USER_ROLES: readonly { value: UserRole; label: string }[] = [
  { value: ROLE.User, label: msg('User') },
  { value: ROLE.Admin, label: msg('Admin') },
  { value: ROLE.Owner, label: msg('Owner') },
];

export const roleLabel = (role: number) => USER_ROLES.find((r) => r.value === role)?.label ?? 'User';
const isRole = (role: unknown): role is UserRole => USER_ROLES.some((r) => r.value === role);

/** User always; Admin and Owner with update:usrrole; Owner also needs assign:ownerrole. */
export function assignableRoles(permissions: readonly string[]): UserRole[] {
  const roles: UserRole[] = [ROLE.User];
  if (hasPermission(permissions, 'update:usrrole')) {
    roles.push(ROLE.Admin);
    if (hasPermission(permissions, 'assign:ownerrole')) roles.push(ROLE.Owner);
  }
  return roles;
}

/** Whether a user's role may be changed at all: needs update:usrrole, and for an Owner assign:ownerrole. */
export function roleEditable(permissions: readonly string[], currentRole: number): boolean {
  if (!hasPermission(permissions, 'update:usrrole')) return false;
  return currentRole !== ROLE.Owner || hasPermission(permissions, 'assign:ownerrole');
}

export const EMPTY_NEW_USER: NewUserValues = {
  firstName: '',
  lastName: '',
  email: '',
  jobTitle: '',
  userRole: ROLE.User,
  sendInviteEmail: true,
};

export function editValuesOf(user: UserDetail): EditUserValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    jobTitle: user.jobTitle ?? '',
    userRole: isRole(user.userRole) ? user.userRole : ROLE.User,
    disabled: user.status === 'Disabled',
  };
}

/** Names and job title lose < and > as they are typed (spec, section 5). */
export function cleanPatch<T extends Partial<NewUserValues & EditUserValues>>(patch: T): T {
  const clean = { ...patch };
  for (const key of ['firstName', 'lastName', 'jobTitle'] as const) if (typeof clean[key] === 'string') clean[key] = stripAngleBrackets(clean[key]);
  return clean;
}

const compact = (errors: UserFieldErrors): UserFieldErrors => Object.fromEntries(Object.entries(errors).filter(([, m]) => m !== undefined));

function nameErrors(v: { firstName: string; lastName: string }): UserFieldErrors {
  const m = USER_MESSAGES;
  return {
    firstName: nameError(v.firstName, { required: m.firstNameRequired, tooShort: m.nameTooShort }) ?? undefined,
    lastName: nameError(v.lastName, { required: m.lastNameRequired, tooShort: m.nameTooShort }) ?? undefined,
  };
}

export function newUserFieldErrors(v: NewUserValues): UserFieldErrors {
  return compact({
    ...nameErrors(v),
    email: emailError(v.email) ?? undefined,
    userRole: isRole(v.userRole) ? undefined : USER_MESSAGES.roleRequired,
  });
}

export function editUserFieldErrors(v: EditUserValues): UserFieldErrors {
  return compact({ ...nameErrors(v), userRole: isRole(v.userRole) ? undefined : USER_MESSAGES.roleRequired });
}

const jobTitleOf = (value: string) => stripAngleBrackets(value).trim() || null;

export function createRequest(v: NewUserValues): CreateUserRequest {
  return {
    firstName: stripAngleBrackets(v.firstName).trim(),
    lastName: stripAngleBrackets(v.lastName).trim(),
    jobTitle: jobTitleOf(v.jobTitle),
    email: v.email.trim().toLowerCase(),
    userRole: v.userRole,
    sendInviteEmail: v.sendInviteEmail,
  };
}

export function updateRequest(id: number, v: EditUserValues): UpdateUserRequest {
  return {
    id,
    firstName: stripAngleBrackets(v.firstName).trim(),
    lastName: stripAngleBrackets(v.lastName).trim(),
    jobTitle: jobTitleOf(v.jobTitle),
    userRole: v.userRole,
    disabled: v.disabled,
  };
}

const FORM_FIELDS = new Set<string>(['firstName', 'lastName', 'email', 'jobTitle', 'userRole', 'sendInviteEmail', 'disabled']);

/** The server's field map on the form's fields; messages for other fields are left to the toast or the error line. */
export function serverFieldErrors(fields: Record<string, string[]> | undefined): UserFieldErrors {
  const errors: UserFieldErrors = {};
  for (const [field, messages] of Object.entries(fields ?? {})) {
    if (FORM_FIELDS.has(field) && messages.length) errors[field as keyof UserFieldErrors] = messages.join(', ');
  }
  return errors;
}

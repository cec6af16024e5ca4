// The demo logins: a Siteline support user and owner/admin/user accounts of the two customers, all
// sharing the demo password (hashed once by the caller).
import { UserRole } from '../domain/permissions.ts';
import { companyCreatedMs, SITELINE_COMPANY_ID } from './companies.ts';
import type { Rng } from './random.ts';
import { iso, randomTimeAfter } from './time.ts';
import type { Row } from './types.ts';

interface DemoUser {
  companyId: number;
  email: string;
  first: string;
  last: string;
  scope: string;
  role: number;
  extraPermissions: string;
  /** English (1) for every demo login: the shared browser-test identities read English; each user picks theirs in /settings/language. */
  languageId: number;
  timeZone: string;
  jobTitle: string | null;
}

export const demoUsers: DemoUser[] = [
  {
    companyId: SITELINE_COMPANY_ID,
    email: 'support@siteline.example',
    first: 'Sara',
    last: 'Support',
    scope: 'support',
    role: UserRole.User,
    extraPermissions: 'access:impersonate',
    languageId: 1,
    timeZone: 'Europe/Stockholm',
    jobTitle: null,
  },
  {
    companyId: 2,
    email: 'owner@nordbygg.example',
    first: 'Lars',
    last: 'Eriksson',
    scope: 'web',
    role: UserRole.Owner,
    extraPermissions: '',
    languageId: 1,
    timeZone: 'Europe/Stockholm',
    jobTitle: 'Fleet manager',
  },
  {
    companyId: 2,
    email: 'admin@nordbygg.example',
    first: 'Karin',
    last: 'Lindqvist',
    scope: 'web',
    role: UserRole.Admin,
    extraPermissions: '',
    languageId: 1,
    timeZone: 'Europe/Stockholm',
    jobTitle: 'Rental coordinator',
  },
  {
    companyId: 2,
    email: 'user@nordbygg.example',
    first: 'Johan',
    last: 'Nilsson',
    scope: 'web',
    role: UserRole.User,
    extraPermissions: '',
    languageId: 1,
    timeZone: 'Europe/Stockholm',
    jobTitle: 'Site manager',
  },
  {
    companyId: 3,
    email: 'owner@fjordmaskin.example',
    first: 'Ingrid',
    last: 'Haugen',
    scope: 'web',
    role: UserRole.Owner,
    extraPermissions: '',
    languageId: 1,
    timeZone: 'Europe/Oslo',
    jobTitle: 'Fleet manager',
  },
];

/** One row per demo login; each is created within two weeks of its company. */
export function generateUsers(rng: Rng, nowMs: number, passwordHash: string): Row<'users'>[] {
  return demoUsers.map((u, i) => ({
    id: i + 1,
    uuid: rng.uuid(),
    company_id: u.companyId,
    email: u.email.toLowerCase(),
    first_name: u.first,
    last_name: u.last,
    password_hash: passwordHash,
    scope: u.scope,
    role: u.role,
    extra_permissions: u.extraPermissions,
    language_id: u.languageId,
    timezone_id: u.timeZone,
    job_title: u.jobTitle,
    disabled: 0,
    tokens_valid_after: null,
    last_web_login: null,
    last_mobile_login: null,
    created_at: iso(randomTimeAfter(rng, companyCreatedMs(u.companyId, nowMs), 0, 14)),
    deleted_at: null,
  }));
}

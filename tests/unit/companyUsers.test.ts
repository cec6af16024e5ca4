import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterCompanyUsers, formatLoginTime, isImpersonationBlocked } from '../../src/features/support/companyUsers.view.ts';

const users = [
  { firstName: 'Åsa', lastName: 'Lindqvist', login: 'asa@nordbygg.example' },
  { firstName: 'Lars', lastName: 'Eriksson', login: 'owner@nordbygg.example' },
  { firstName: 'Ola', lastName: 'Nordmann', login: 'ola@fjordmaskin.example' },
];

describe('Company - Users panel rules', () => {
  it('filters by first name, last name or login, case-insensitively', () => {
    expect(filterCompanyUsers(users, 'åsa').map((u) => u.lastName)).toEqual(['Lindqvist']);
    expect(filterCompanyUsers(users, 'ERIKS').map((u) => u.firstName)).toEqual(['Lars']);
    expect(filterCompanyUsers(users, 'fjordmaskin').map((u) => u.firstName)).toEqual(['Ola']);
    expect(filterCompanyUsers(users, '  ')).toHaveLength(3);
    expect(filterCompanyUsers(users, 'nobody')).toEqual([]);
  });

  it('every user matches a search for any part of their own login', () => {
    fc.assert(
      fc.property(fc.constantFrom(...users), fc.nat(), fc.nat(), (user, a, b) => {
        const [from, to] = [a % user.login.length, b % user.login.length].sort((x, y) => x - y);
        const part = user.login.slice(from, to + 1).toUpperCase();
        expect(filterCompanyUsers(users, part)).toContain(user);
      }),
    );
  });

  it('blocks impersonation for the root company and internal companies only', () => {
    expect(isImpersonationBlocked(1, false)).toBe(true);
    expect(isImpersonationBlocked(7, true)).toBe(true);
    expect(isImpersonationBlocked(2, false)).toBe(false);
  });

  it('formats login times as YYYY/MM/DD HH:mm, or never', () => {
    expect(formatLoginTime(null, 'Europe/Stockholm')).toBe('never');
    expect(formatLoginTime('garbage', 'Europe/Stockholm')).toBe('never');
    // The user's zone, whatever the machine running the test is set to.
    expect(formatLoginTime('2026-11-20T23:52:00.000Z', 'Europe/Stockholm')).toBe('2026/11/21 00:52');
    expect(formatLoginTime('2026-11-20T23:52:00.000Z', 'UTC')).toBe('2026/11/20 23:52');
  });
});

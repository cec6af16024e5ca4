import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeClaims, hasPermission } from '../../machines/session/session.claims.ts';
import { fakeAccessToken } from '../../machines/testing/fixtures.ts';

const anna = { id: 42, email: 'anna.berg@bergbygg.example', firstName: 'Anna', lastName: 'Berg', scope: 'web', permissions: 'access:alert' };

describe('session claims', () => {
  it('decodes the payload of an access token, UTF-8 names included', () => {
    const token = fakeAccessToken({ ...anna, firstName: 'Åsa', lastName: 'Öberg', scope: 'support', permissions: 'access:impersonate', impersonatedBy: 3 });
    expect(decodeClaims(token)).toEqual({
      id: 42,
      email: 'anna.berg@bergbygg.example',
      firstName: 'Åsa',
      lastName: 'Öberg',
      scope: 'support',
      permissions: ['access:impersonate'],
      impersonatedBy: 3,
    });
  });

  it('refuses what is not a Siteline access token', () => {
    expect(decodeClaims('')).toBeNull();
    expect(decodeClaims('a.b')).toBeNull();
    expect(decodeClaims('x.!!!.y')).toBeNull();
    expect(decodeClaims(fakeAccessToken({ ...anna, scope: 'admin' }))).toBeNull();
    expect(decodeClaims(fakeAccessToken({ ...anna, id: '42' }))).toBeNull();
    fc.assert(fc.property(fc.string(), (text) => decodeClaims(text) === null || text.split('.').length === 3));
  });

  it('denies a permission whose revoke counterpart is in the list', () => {
    expect(hasPermission(['manage:integration', 'revoke:manage:integration'], 'manage:integration')).toBe(false);
    expect(hasPermission(['manage:asset'], 'manage:asset')).toBe(true);
    expect(hasPermission([], 'manage:asset')).toBe(false);
    const permission = fc.stringMatching(/^[a-z]{1,8}:[a-z.]{1,10}$/);
    fc.assert(
      fc.property(fc.array(permission), permission, (list, p) => {
        expect(hasPermission(list, p)).toBe(list.includes(p) && !list.includes(`revoke:${p}`));
      }),
    );
  });
});

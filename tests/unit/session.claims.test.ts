import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeClaims, hasPermission } from '../../machines/session/session.claims.ts';
import { fakeAccessToken } from '../flows/kit/fixtures.ts';

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

  it('firstName and lastName default to empty text; impersonatedBy only when it is a number', () => {
    expect(decodeClaims(fakeAccessToken({ id: 1, email: 'a@b.se', scope: 'web', firstName: 7, impersonatedBy: '3' }))).toStrictEqual({
      id: 1,
      email: 'a@b.se',
      firstName: '',
      lastName: '',
      scope: 'web',
      permissions: [],
    });
  });

  it('needs a finite number id and a non-empty text e-mail', () => {
    expect(decodeClaims(token('{"id":1e999,"email":"a@b.se","scope":"web"}'))).toBeNull();
    expect(decodeClaims(fakeAccessToken({ ...anna, email: '' }))).toBeNull();
    expect(decodeClaims(fakeAccessToken({ ...anna, email: 5 }))).toBeNull();
    expect(decodeClaims(fakeAccessToken({ ...anna, email: undefined }))).toBeNull();
    expect(decodeClaims(fakeAccessToken({ ...anna, scope: 'support' }))?.scope).toBe('support');
  });

  it('permissions: space-separated text, or a list of which only the texts count; anything else is none', () => {
    expect(decodeClaims(fakeAccessToken({ ...anna, permissions: '  access:alert\tmanage:asset \n' }))?.permissions).toEqual(['access:alert', 'manage:asset']);
    expect(decodeClaims(fakeAccessToken({ ...anna, permissions: ['access:alert', 5, null, 'manage:asset'] }))?.permissions).toEqual([
      'access:alert',
      'manage:asset',
    ]);
    expect(decodeClaims(fakeAccessToken({ ...anna, permissions: 5 }))?.permissions).toEqual([]);
    expect(decodeClaims(fakeAccessToken({ ...anna, permissions: undefined }))?.permissions).toEqual([]);
  });

  it('reads base64url (- and _ for + and /) without padding', () => {
    // '???>>>' is 'Pz8/Pj4+' in base64: the token carries 'Pz8_Pj4-'.
    const claims = decodeClaims(fakeAccessToken({ ...anna, firstName: '???>>>' }));
    expect(claims?.firstName).toBe('???>>>');
    const padded = btoa(JSON.stringify({ ...anna, firstName: 'Ann' }));
    expect(padded.endsWith('=')).toBe(true);
    expect(decodeClaims(`x.${padded}.y`)).toBeNull();
    expect(decodeClaims(`x.${padded.replace(/=+$/, '')}.y`)?.firstName).toBe('Ann');
  });

  it('refuses a payload that is not UTF-8 or not a JSON object', () => {
    const latin1 = '{"id":1,"email":"\xe5sa@b.se","scope":"web"}';
    expect(decodeClaims(`x.${base64Url(latin1)}.y`)).toBeNull();
    expect(decodeClaims(token('{"id":1,'))).toBeNull();
    expect(decodeClaims(token('[1,2,3]'))).toBeNull();
    expect(decodeClaims(token('null'))).toBeNull();
  });
});

/** A token whose payload is this JSON text (UTF-8). */
function token(json: string): string {
  return `x.${base64Url(String.fromCharCode(...new TextEncoder().encode(json)))}.y`;
}

/** base64url of a binary string (one character a byte), unpadded. */
function base64Url(binary: string): string {
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

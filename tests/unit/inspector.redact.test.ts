import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, redact } from '../../src/app/inspection/redact.ts';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6NDJ9.c2lnbmF0dXJl';

describe('inspector redaction', () => {
  it('hides passwords, tokens, secrets and keys wherever they are, and keeps the rest', () => {
    const context = {
      email: 'anna@x.example',
      password: 'Siteline.2026',
      form: { currentPassword: 'a', newPassword: 'b', confirmPassword: 'c', firstName: 'Anna' },
      accessToken: jwt,
      tokens: { access_token: jwt, expires_in: 900 },
      activationKey: 'k-123',
      resetPasswordKey: 'r-456',
      clientSecret: 's',
      headers: { Authorization: `Bearer ${jwt}` },
      list: [{ refresh_token: 'x' }, jwt, 'plain'],
      keyboard: 'fine',
      error: null,
    };
    expect(redact(context)).toEqual({
      email: 'anna@x.example',
      password: REDACTED,
      form: { currentPassword: REDACTED, newPassword: REDACTED, confirmPassword: REDACTED, firstName: 'Anna' },
      accessToken: REDACTED,
      tokens: REDACTED,
      activationKey: REDACTED,
      resetPasswordKey: REDACTED,
      clientSecret: REDACTED,
      headers: { Authorization: REDACTED },
      list: [{ refresh_token: REDACTED }, REDACTED, 'plain'],
      keyboard: 'fine',
      error: null,
    });
  });

  it('copes with cycles and depth, and never lets a JWT through', () => {
    const cyclic: Record<string, unknown> = { name: 'a' };
    cyclic.self = cyclic;
    expect(redact(cyclic)).toEqual({ name: 'a', self: '[…]' });
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const holder = { value, nested: { deep: [value, jwt] } };
        expect(JSON.stringify(redact(holder))).not.toContain(jwt);
      }),
    );
  });
});

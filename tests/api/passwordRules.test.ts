// Property tests: the server's password rules against the spec's wording (platform spec, section 5):
// at least 8 characters; 1 uppercase; 1 lowercase; 1 number; 1 special from . , ! @ # ?; none of
// å ä ö < >; only the first failing rule's message is shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { passwordError, confirmPasswordError } from '../../server/src/domain/passwordRules.ts';
import { createWorld, type World } from './fixture.ts';

const M = {
  required: 'Password is required',
  tooShort: 'Password must be at least 8 characters',
  uppercase: 'Password must contain at least 1 uppercase letter',
  lowercase: 'Password must contain at least 1 lowercase letter',
  number: 'Password must contain at least 1 number',
  special: 'Password must contain at least 1 special character (. , ! @ # ?)',
  forbidden: 'Password must not contain å, ä, ö, < or >',
};

/** The spec, read literally, as an independent oracle. */
function specOracle(p: string): string | null {
  const chars = [...p];
  if (p === '') return M.required;
  if (chars.length < 8) return M.tooShort;
  if (!chars.some((c) => c !== c.toLowerCase())) return M.uppercase;
  if (!chars.some((c) => c !== c.toUpperCase())) return M.lowercase;
  if (!chars.some((c) => c >= '0' && c <= '9')) return M.number;
  if (!chars.some((c) => '.,!@#?'.includes(c))) return M.special;
  if (chars.some((c) => 'åäöÅÄÖ<>'.includes(c))) return M.forbidden;
  return null;
}

// Characters that exercise every rule: ASCII letters and digits, the specials, other punctuation,
// the forbidden letters and brackets, and some other non-ASCII letters (é, ß, Ø, Ж).
const alphabet = fc.constantFrom(...'abcXYZ019.,!@#?-_ $%åäöÅÄÖ<>éßØЖ'.split(''));
const password = fc.array(alphabet, { maxLength: 16 }).map((cs) => cs.join(''));

/** Passwords built to satisfy every rule. */
const validPassword = fc
  .tuple(
    fc.constantFrom(...'ABCXYZ'),
    fc.constantFrom(...'abcxyz'),
    fc.constantFrom(...'0123456789'),
    fc.constantFrom(...'.,!@#?'),
    fc.array(fc.constantFrom(...'aZ9.-_ $%éß'.split('')), { minLength: 4, maxLength: 20 }),
  )
  .chain(([u, l, d, s, rest]) => fc.shuffledSubarray([u, l, d, s, ...rest], { minLength: 4 + rest.length }))
  .map((cs) => cs.join(''));

describe('password rules (server)', () => {
  it('give exactly the spec oracle’s first failing message for any password', () => {
    fc.assert(
      fc.property(password, (p) => {
        expect(passwordError(p)).toBe(specOracle(p));
      }),
      { numRuns: 2000 },
    );
  });

  it('accept every password that meets all rules', () => {
    fc.assert(
      fc.property(validPassword, (p) => {
        expect(passwordError(p)).toBeNull();
      }),
    );
  });

  it('refuse a valid password with any forbidden character added, with the forbidden message', () => {
    fc.assert(
      fc.property(validPassword, fc.constantFrom(...'åäö<>'.split('')), fc.nat(), (p, bad, at) => {
        const i = at % (p.length + 1);
        expect(passwordError(p.slice(0, i) + bad + p.slice(i))).toBe(M.forbidden);
      }),
    );
  });

  it('refuse anything shorter than 8 with the length message first', () => {
    fc.assert(
      fc.property(
        password.filter((p) => p.length > 0 && [...p].length < 8),
        (p) => {
          expect(passwordError(p)).toBe(M.tooShort);
        },
      ),
    );
  });

  it('require the confirmation to match', () => {
    fc.assert(
      fc.property(validPassword, fc.string({ minLength: 1 }), (p, other) => {
        expect(confirmPasswordError(p, p)).toBeNull();
        expect(confirmPasswordError(p, '')).toBe('Confirm password is required');
        if (other !== p) expect(confirmPasswordError(p, other)).toBe('Passwords do not match');
      }),
    );
  });
});

describe('password rules over HTTP', () => {
  let world: World;
  beforeAll(async () => {
    world = await createWorld({ loginMaxPerIp: 10_000 });
  });
  afterAll(() => world.close());

  it('resetPassword answers the same first message as the rules, field newPassword', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(password, validPassword), async (p) => {
        const res = await world.app.inject({
          method: 'POST',
          url: '/api/auth/v1/resetPassword',
          payload: { resetPasswordKey: 'unknown', newPassword: p, confirmPassword: p },
        });
        expect(res.statusCode).toBe(400);
        const expected = specOracle(p);
        if (expected) expect(res.json().error.fields.newPassword).toEqual([expected]);
        else expect(res.json().error).toEqual({ code: 100, message: 'Password reset link is invalid or has expired' });
      }),
      { numRuns: 60 },
    );
  });
});

// Property tests of the login page's validation against the wording of spec section 5.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginTexts, type LoginTexts } from '../../../machines/login/texts.ts';
import {
  ALLOWED_ORIGINS,
  confirmPasswordError,
  emailError,
  isAllowedReturnUrl,
  isValidEmail,
  loginPasswordError,
  nameError,
  passwordError,
  stripAngleBrackets,
} from '../../../machines/login/validation.ts';

const chars = (s: string) => [...s];
const LETTERS = chars('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
const DIGITS = chars('0123456789');
const str = (alphabet: string[], minLength = 1, maxLength = 12) => fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength });

// "local part of letters, digits and . _ % + -": dot-separated runs, so no two dots meet.
const localPart = fc.array(str([...LETTERS, ...DIGITS, ...chars('_%+-')]), { minLength: 1, maxLength: 3 }).map((runs) => runs.join('.'));
// "a domain": labels of letters, digits and '-'.
const domain = fc.array(str([...LETTERS, ...DIGITS, '-']), { minLength: 1, maxLength: 3 }).map((labels) => labels.join('.'));
// "a top-level part of at least 2 letters".
const tld = str(LETTERS, 2, 8);
const validEmail = fc.tuple(localPart, domain, tld).map(([l, d, t]) => `${l}@${d}.${t}`);

describe('email pattern (spec 5)', () => {
  it('accepts every address built from the spec grammar', () => {
    fc.assert(fc.property(validEmail, (email) => isValidEmail(email) && emailError(email) === null));
  });

  it('refuses a top-level part shorter than 2 letters or with a digit', () => {
    fc.assert(
      fc.property(localPart, domain, fc.constantFrom(...LETTERS), fc.constantFrom(...DIGITS), (l, d, letter, digit) => {
        expect(isValidEmail(`${l}@${d}.${letter}`)).toBe(false);
        expect(isValidEmail(`${l}@${d}.${letter}${digit}`)).toBe(false);
      }),
    );
  });

  it('refuses two consecutive @ or dot characters anywhere', () => {
    fc.assert(
      fc.property(validEmail, fc.nat(), fc.constantFrom('..', '@@', '.@', '@.'), (email, at, pair) => {
        const i = at % (email.length + 1);
        expect(isValidEmail(email.slice(0, i) + pair + email.slice(i))).toBe(false);
      }),
    );
  });

  it('refuses a missing @, a second @ and characters outside the local-part set', () => {
    fc.assert(
      fc.property(localPart, domain, tld, fc.constantFrom(' ', '!', '#', 'å', '<', '"', ',', '('), (l, d, t, bad) => {
        expect(isValidEmail(`${l}${d}.${t}`)).toBe(false);
        expect(isValidEmail(`${l}@${l}@${d}.${t}`)).toBe(false);
        expect(isValidEmail(`${l}${bad}@${d}.${t}`)).toBe(false);
      }),
    );
  });

  it('gives the spec messages', () => {
    expect(emailError('')).toBe('Email is required');
    expect(emailError('   ')).toBe('Email is required');
    expect(emailError('anna@bergbygg')).toBe('Enter a valid email address');
    expect(emailError('anna.berg@bergbygg.se')).toBeNull();
    expect(loginPasswordError('')).toBe('Password is required');
    expect(loginPasswordError(' ')).toBeNull();
  });
});

// Password rules for activation and reset, in the spec's order; only the first failing one shows.
const UPPER = chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const LOWER = chars('abcdefghijklmnopqrstuvwxyz');
const SPECIAL = chars('.,!@#?');
const FORBIDDEN = chars('åäö<>');
const MESSAGES = {
  tooShort: 'Password must be at least 8 characters',
  uppercase: 'Password must contain at least 1 uppercase letter',
  lowercase: 'Password must contain at least 1 lowercase letter',
  number: 'Password must contain at least 1 number',
  special: 'Password must contain at least 1 special character (. , ! @ # ?)',
  forbidden: 'Password must not contain å, ä, ö, < or >',
};

/** A shuffled password with at least one character from each group, padded to `length`. */
const passwordFrom = (groups: string[][], filler: string[], length = 8) =>
  fc
    .tuple(
      fc.tuple(...groups.map((g) => fc.constantFrom(...g))),
      fc.array(fc.constantFrom(...filler), { minLength: length, maxLength: length + 8 }),
      fc.integer(),
    )
    .map(([required, rest, seed]) => {
      const all = [...required, ...rest];
      for (let i = all.length - 1; i > 0; i--) {
        const j = Math.abs(seed + i * 7919) % (i + 1);
        [all[i], all[j]] = [all[j], all[i]];
      }
      return all.join('');
    });

describe('password rules (spec 5)', () => {
  it('accepts any password meeting every rule', () => {
    const any = [...UPPER, ...LOWER, ...DIGITS, ...SPECIAL];
    fc.assert(fc.property(passwordFrom([UPPER, LOWER, DIGITS, SPECIAL], any), (p) => passwordError(p) === null));
  });

  it('reports the first failing rule only, in the spec order', () => {
    const cases: Array<[keyof typeof MESSAGES, fc.Arbitrary<string>]> = [
      ['tooShort', passwordFrom([UPPER, LOWER, DIGITS, SPECIAL], [...LOWER, ...FORBIDDEN], 0).filter((p) => p.length < 8)],
      ['uppercase', passwordFrom([LOWER, DIGITS, SPECIAL], [...LOWER, ...DIGITS, ...FORBIDDEN])],
      ['lowercase', passwordFrom([UPPER, DIGITS, SPECIAL], [...UPPER, ...DIGITS, '<'])],
      ['number', passwordFrom([UPPER, LOWER, SPECIAL], [...UPPER, ...LOWER, '>'])],
      ['special', passwordFrom([UPPER, LOWER, DIGITS], [...UPPER, ...LOWER, ...DIGITS, ...FORBIDDEN])],
      ['forbidden', passwordFrom([UPPER, LOWER, DIGITS, SPECIAL, FORBIDDEN], [...LOWER, ...DIGITS])],
    ];
    for (const [rule, arbitrary] of cases) {
      fc.assert(
        fc.property(arbitrary, (p) => {
          expect(passwordError(p)).toBe(MESSAGES[rule]);
        }),
      );
    }
  });

  it('agrees with the rule list for any string', () => {
    const oracle = (p: string): string | null => {
      if (p === '') return 'Password is required';
      if ([...p].length < 8) return MESSAGES.tooShort;
      if (!/\p{Lu}/u.test(p)) return MESSAGES.uppercase;
      if (!/\p{Ll}/u.test(p)) return MESSAGES.lowercase;
      if (!/[0-9]/.test(p)) return MESSAGES.number;
      if (![...p].some((c) => SPECIAL.includes(c))) return MESSAGES.special;
      if ([...p].some((c) => 'åäöÅÄÖ<>'.includes(c))) return MESSAGES.forbidden;
      return null;
    };
    const unit = fc.constantFrom(...UPPER.slice(0, 3), ...LOWER.slice(0, 3), '1', '9', '.', '?', 'å', 'Ö', '<', ' ', 'é');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 14 }), (p) => {
        expect(passwordError(p)).toBe(oracle(p));
      }),
    );
  });

  it('confirms the password', () => {
    expect(confirmPasswordError('Sommar2025!', '')).toBe('Confirm password is required');
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (a, b) => {
        expect(confirmPasswordError(a, a)).toBeNull();
        if (a !== b) expect(confirmPasswordError(a, b)).toBe('Passwords do not match');
      }),
    );
  });
});

describe('returnUrl (spec 5: only known product origins)', () => {
  const here = 'https://app.siteline.example';
  const path = fc.webPath().filter((p) => p.startsWith('/') && !p.startsWith('//'));

  it('allows relative paths starting with a single /', () => {
    fc.assert(fc.property(path, (p) => isAllowedReturnUrl(p, here)));
    expect(isAllowedReturnUrl('/fleet?assetId=7#service', here)).toBe(true);
  });

  it('allows product origins, the current origin and local development', () => {
    fc.assert(fc.property(fc.constantFrom(...ALLOWED_ORIGINS, here), path, (origin, p) => isAllowedReturnUrl(origin + p, here)));
    fc.assert(
      fc.property(fc.constantFrom('localhost', '127.0.0.1'), fc.integer({ min: 1, max: 65535 }), path, (host, port, p) =>
        isAllowedReturnUrl(`http://${host}:${port}${p}`, here),
      ),
    );
    expect(isAllowedReturnUrl('http://localhost:5173/map', 'http://localhost:5173')).toBe(true);
  });

  it('refuses other hosts, protocol-relative and script URLs', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const { origin, protocol, hostname } = new URL(url);
        const local = protocol === 'http:' && ['localhost', '127.0.0.1'].includes(hostname);
        const known = ALLOWED_ORIGINS.includes(origin) || origin === here || local;
        expect(isAllowedReturnUrl(url, here)).toBe(known);
      }),
    );
    for (const url of [
      '//evil.example/login',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,hi',
      'https://app.siteline.example.evil.example/',
      'https://app.siteline.example@evil.example/',
      'http://app.siteline.example/',
      'https://localhost:8080/',
      'fleet',
      '',
    ]) {
      expect(isAllowedReturnUrl(url, here), url).toBe(false);
    }
  });
});

describe('names (spec 5: required, min 2, < and > stripped)', () => {
  const messages = { required: 'First name is required', tooShort: 'Must be at least 2 characters' };

  it('strips < and > and nothing else', () => {
    fc.assert(fc.property(fc.string(), (s) => stripAngleBrackets(s) === [...s].filter((c) => c !== '<' && c !== '>').join('')));
  });

  it('asks for a name, then for 2 characters after stripping and trimming', () => {
    expect(nameError('', messages)).toBe('First name is required');
    expect(nameError(' <> ', messages)).toBe('First name is required');
    expect(nameError('Å<', messages)).toBe('Must be at least 2 characters');
    expect(nameError(' Ek ', messages)).toBeNull();
    expect(nameError('Åsa', messages)).toBeNull();
  });
});

describe('login texts', () => {
  const keys = (t: object, prefix = ''): string[] =>
    Object.entries(t).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
  const values = (t: LoginTexts) => JSON.stringify(t);

  it('is Swedish for sv-SE and English otherwise, with the same keys and no empty text', () => {
    const sv = loginTexts('sv-SE');
    const en = loginTexts('en-US');
    expect(loginTexts('de-DE')).toBe(en);
    expect(loginTexts(undefined)).toBe(en);
    expect(keys(sv)).toEqual(keys(en));
    for (const t of [sv, en]) expect(values(t)).not.toMatch(/:""/);
    expect(sv.errors.incorrectCredentials).toBe('Felaktigt lösenord och/eller användarnamn.');
    expect(en.errors.incorrectCredentials).toBe('Incorrect password and/or username.');
    expect(en.errors.resetRequestFailedPrefix).toBe('Error resetting password: ');
    expect(en.password.mismatch).toBe('Passwords do not match');
  });
});

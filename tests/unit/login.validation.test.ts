import { describe, expect, it } from 'vitest';
import { isAllowedReturnUrl } from '../../machines/login/validation.ts';

const here = 'https://customer.example';

describe('isAllowedReturnUrl: where login may send the user', () => {
  it('no URL is not allowed', () => {
    expect(isAllowedReturnUrl(null, here)).toBe(false);
    expect(isAllowedReturnUrl(undefined, here)).toBe(false);
    expect(isAllowedReturnUrl('', here)).toBe(false);
  });

  it('each product origin (alpha, beta, production) from any page', () => {
    expect(isAllowedReturnUrl('https://alpha.siteline.example/map', here)).toBe(true);
    expect(isAllowedReturnUrl('https://beta.siteline.example/map', here)).toBe(true);
    expect(isAllowedReturnUrl('https://app.siteline.example/map', here)).toBe(true);
  });

  it('the current origin, whatever it is', () => {
    expect(isAllowedReturnUrl('https://customer.example/fleet', here)).toBe(true);
    expect(isAllowedReturnUrl('https://customer.example/fleet', 'https://other.example')).toBe(false);
  });

  it('only http(s): a blob URL of a product origin is refused', () => {
    expect(isAllowedReturnUrl('blob:https://app.siteline.example/0b5e', here)).toBe(false);
  });

  it('refuses URLs that carry a user name or a password', () => {
    expect(isAllowedReturnUrl('https://anna@app.siteline.example/', here)).toBe(false);
    expect(isAllowedReturnUrl('https://:secret@app.siteline.example/', here)).toBe(false);
    expect(isAllowedReturnUrl('https://anna:secret@app.siteline.example/', here)).toBe(false);
  });
});

// HTTP Basic client authentication of the token endpoint, against the vectors of RFC 6749 itself:
// §4.4.2's example request (client s6BhdRkqt3, secret gX1fBat3bV) and Appendix B's form-urlencoding
// example (the secret " %&+£€" sent as "+%25%26%2B%C2%A3%E2%82%AC").
import { describe, expect, it } from 'vitest';
import { basicCredentials } from '../../server/src/routes/integrations/oauth.routes.ts';

const basic = (raw: string) => `Basic ${Buffer.from(raw, 'utf8').toString('base64')}`;

describe('basicCredentials (RFC 6749 §2.3.1)', () => {
  it('reads the header of §4.4.2’s example request', () => {
    expect(basicCredentials('Basic czZCaGRSa3F0MzpnWDFmQmF0M2JW')).toEqual({ id: 's6BhdRkqt3', secret: 'gX1fBat3bV' });
  });

  it('form-decodes both parts, as Appendix B encodes them', () => {
    expect(basicCredentials(basic('s6BhdRkqt3:+%25%26%2B%C2%A3%E2%82%AC'))).toEqual({ id: 's6BhdRkqt3', secret: ' %&+£€' });
  });

  it('is null without Basic credentials, malformed for a broken Basic header', () => {
    expect(basicCredentials(undefined)).toBeNull();
    expect(basicCredentials('Bearer abc')).toBeNull();
    expect(basicCredentials('Basic ***')).toBe('malformed');
    expect(basicCredentials(basic('no-colon'))).toBe('malformed');
    expect(basicCredentials(basic('id:%E2%82'))).toBe('malformed');
  });

  it('holds the body bounds: no control character (the NUL a fuzzer sent, a 500 on PostgreSQL), no over-long part', () => {
    expect(basicCredentials(basic('%00:secret'))).toBe('malformed');
    expect(basicCredentials(basic('id:se%0Acret'))).toBe('malformed');
    expect(basicCredentials(basic(`${'i'.repeat(65)}:secret`))).toBe('malformed');
    expect(basicCredentials(basic(`id:${'s'.repeat(129)}`))).toBe('malformed');
    expect(basicCredentials(basic(`${'i'.repeat(64)}:${'s'.repeat(128)}`))).toEqual({ id: 'i'.repeat(64), secret: 's'.repeat(128) });
  });
});

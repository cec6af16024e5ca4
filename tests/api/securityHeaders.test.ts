// Issue 7, finding 6: every answer carries the security headers; another site cannot frame the app;
// HSTS only over https. (That the app, the map workers and the docs page run under this CSP is
// checked in the browser: tests/e2e/fixtures.ts fails a journey on any violation.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixture.ts';

let world: World;
let proxied: World;
beforeAll(async () => {
  world = await createWorld();
  proxied = await createWorld({ trustProxy: true, recaptchaSiteKey: 'site', recaptchaSecret: 'secret', mapStyleUrl: 'https://tiles.example.com/style.json' });
});
afterAll(async () => {
  await world.close();
  await proxied.close();
});

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it.each(['/api/health', '/api/no/such/route', '/api/web/v1/assets/positions'])('%s carries them, whatever the status', async (url) => {
    const res = await world.app.inject({ url });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets the default base map (OpenFreeMap) load its style, tiles, glyphs and sprites, the embedded map nothing more; the inspector keeps its window', async () => {
    const online = await createWorld({ mapStyleUrl: 'https://tiles.openfreemap.org/styles/liberty' });
    const offline = await createWorld({ mapStyleUrl: '' });
    try {
      const csp = directives(String((await online.app.inject({ url: '/api/health' })).headers['content-security-policy']));
      expect(csp['connect-src']).toEqual(["'self'", 'https://tiles.openfreemap.org']);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tiles.openfreemap.org']);
      const embedded = directives(String((await offline.app.inject({ url: '/api/health' })).headers['content-security-policy']));
      expect(embedded['connect-src']).toEqual(["'self'"]);
      expect(embedded['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      const inspecting = await createWorld({ inspector: true });
      try {
        const res = await inspecting.app.inject({ url: '/' });
        expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      } finally {
        await inspecting.close();
      }
    } finally {
      await online.close();
      await offline.close();
    }
  });

  it('sends HSTS over https only, and opens the CSP for reCAPTCHA and a remote map style only when configured', async () => {
    const https = await proxied.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await proxied.app.inject({ url: '/api/health' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    const csp = directives(String(https.headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(csp['connect-src']).toContain('https://tiles.example.com');
    expect(csp['img-src']).toContain('https://tiles.example.com');
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });
});

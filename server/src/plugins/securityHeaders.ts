// Security headers on every answer (@fastify/helmet): nosniff, no framing by other sites
// (frame-ancestors 'none' and X-Frame-Options DENY), a referrer policy, same-origin opener and
// resource policies, and a Content-Security-Policy that allows exactly what the app loads:
// - scripts from our own origin only (Vite's build has no inline script); styles from our origin plus
//   inline ones: style attributes (React, Radix, the data grid) and <style> elements libraries insert;
// - maplibre's workers, which it starts from blob: URLs, and canvas/map images from data:/blob:;
// - connections to our own origin, plus the configured remote map style's origin (default
//   https://tiles.openfreemap.org: style, TileJSON, tiles, glyphs, sprites), also as an image source;
// - Google's reCAPTCHA script and frame, only when reCAPTCHA is configured.
// tests/e2e/fixtures.ts fails any browser journey that meets a CSP violation.
// HSTS is sent only on https (behind a proxy: SITELINE_TRUST_PROXY makes X-Forwarded-Proto count).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers that govern a document (the page and what it may load, frame or open) and do nothing on a
 * script, style sheet, image or font: built files other than the page are sent without them, about
 * 1 KB less for each of the login page's 40-odd files (issue 28). Kept on every answer: nosniff and
 * the cross-origin resource policy (both apply to subresources) and HSTS (any https answer sets it).
 * No built file is a worker script (maplibre starts its workers from blob: URLs, which inherit the
 * page's policy); a worker served from dist/ would need the CSP back.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Takes the document-only headers off a response that is not a document (helmet set them on the raw response). */
export function removeDocumentOnlyHeaders(res: { removeHeader(name: string): void }): void {
  for (const header of DOCUMENT_ONLY_HEADERS) res.removeHeader(header);
}

function mapOrigins(config: Config): string[] {
  if (!config.mapStyleUrl) return [];
  try {
    return [new URL(config.mapStyleUrl).origin];
  } catch {
    return [];
  }
}

export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const recaptcha = Boolean(config.recaptchaSiteKey && config.recaptchaSecret);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(recaptcha ? RECAPTCHA_SCRIPTS : [])],
    // Inline <style> elements too: Radix's scroll lock (react-remove-scroll-bar) and other libraries
    // insert them at run time with computed content (the scrollbar gap), so no fixed hash covers them,
    // and a nonce would need a per-response index.html (no precompressed static page). Scripts, where
    // injection does harm, stay 'self' only.
    'style-src': ["'self'", "'unsafe-inline'"],
    'style-src-attr': ["'unsafe-inline'"],
    'worker-src': ["'self'", 'blob:'],
    // The map's sprites and raster tiles are decoded as images, so the style's origin is an image source too.
    'img-src': ["'self'", 'data:', 'blob:', ...mapOrigins(config)],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...mapOrigins(config), ...(recaptcha ? ['https://www.google.com/recaptcha/'] : [])],
    'frame-src': recaptcha ? RECAPTCHA_FRAMES : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    // Same-origin, except that the Stately inspector window the developer opens (SITELINE_INSPECTOR=on)
    // must keep its opener to receive the machines' events.
    crossOriginOpenerPolicy: { policy: config.inspector ? 'same-origin-allow-popups' : 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below, and only over https: on plain http it would only confuse.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

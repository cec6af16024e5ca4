// Links in notification e-mails are absolute: a mail client cannot open a path.
import { describe, expect, it } from 'vitest';
import { notificationMailOrigin } from '../../server/src/telemetry/runtime.ts';

function log() {
  const warnings: string[] = [];
  return { warnings, warn: (_obj: object, msg: string) => void warnings.push(msg) };
}

describe('the origin of notification e-mail links', () => {
  it('is SITELINE_PUBLIC_URL without a trailing slash, with no warning', () => {
    const l = log();
    expect(notificationMailOrigin({ publicBaseUrl: 'https://fleet.example.com/', port: 8080 }, l)).toBe('https://fleet.example.com');
    expect(l.warnings).toEqual([]);
  });

  it('is this server on localhost when none is set, and start-up says so', () => {
    const l = log();
    expect(notificationMailOrigin({ publicBaseUrl: '', port: 8080 }, l)).toBe('http://localhost:8080');
    expect(l.warnings).toEqual(['SITELINE_PUBLIC_URL is not set: links in notification e-mails point at http://localhost:8080']);
  });
});

import type { SessionClaims } from './session.types.ts';

/**
 * Reads the payload of a JWT access token. No signature check: the server verifies tokens, the
 * client only needs to know who is signed in and what they may do. Returns null for anything
 * that is not a well-formed Siteline access token.
 */
export function decodeClaims(accessToken: string): SessionClaims | null {
  const parts = accessToken.split('.');
  if (parts.length !== 3) return null;
  const payload = parseJson(base64UrlDecode(parts[1]));
  if (!isRecord(payload)) return null;

  const { id, email, firstName, lastName, scope, permissions, impersonatedBy } = payload;
  if (typeof id !== 'number' || !Number.isFinite(id)) return null;
  if (typeof email !== 'string' || email === '') return null;
  if (scope !== 'web' && scope !== 'support') return null;

  const claims: SessionClaims = {
    id,
    email,
    firstName: typeof firstName === 'string' ? firstName : '',
    lastName: typeof lastName === 'string' ? lastName : '',
    scope,
    permissions: splitPermissions(permissions),
  };
  if (typeof impersonatedBy === 'number') claims.impersonatedBy = impersonatedBy;
  return claims;
}

/** A permission is denied when its revoke counterpart is in the list (spec, section 6). */
export function hasPermission(permissions: readonly string[], permission: string): boolean {
  return permissions.includes(permission) && !permissions.includes(`revoke:${permission}`);
}

function splitPermissions(value: unknown): string[] {
  if (typeof value === 'string') return value.split(/\s+/).filter(Boolean);
  if (Array.isArray(value)) return value.filter((p): p is string => typeof p === 'string');
  return [];
}

function base64UrlDecode(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    // Names such as "Åsa" arrive as UTF-8 bytes.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

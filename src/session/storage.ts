// Where the session lives in the browser: the access token in a cookie (spec: secure, SameSite=Lax;
// kept as long as the refresh session, docs/decisions/0028-session-lifetime.md), the permissions in local storage, remembered detail tabs in local storage.
// The refresh token is not here: the server keeps it in an HttpOnly cookie scripts cannot read
// (docs/decisions/0010-refresh-token-cookie.md).
import type { SessionCookie, StoredSession } from '../../machines/session/session.types.ts';

const COOKIE = 'siteline_session';
const PERMISSIONS_KEY = 'siteline.permissions';
export const DETAIL_TAB_KEY_PREFIX = 'siteline.detailTab.';

/**
 * `Secure` cookies are refused on plain http except for localhost (a "potentially trustworthy"
 * origin), so we only mark the cookie Secure where the browser would keep it: https or localhost.
 */
function secureFlag(): string {
  const { protocol, hostname } = window.location;
  return protocol === 'https:' || hostname === 'localhost' || hostname === '127.0.0.1' ? '; Secure' : '';
}

export function readSessionCookie(): StoredSession | null {
  const raw = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  if (!raw) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as StoredSession;
    return typeof value.accessToken === 'string' && typeof value.expiresAt === 'number' ? { accessToken: value.accessToken, expiresAt: value.expiresAt } : null;
  } catch {
    return null;
  }
}

export function writeSession(cookie: SessionCookie, permissions: string[]) {
  const stored: StoredSession = { accessToken: cookie.accessToken, expiresAt: cookie.expiresAt };
  const expires = new Date(cookie.keepUntil).toUTCString();
  document.cookie = `${COOKIE}=${encodeURIComponent(JSON.stringify(stored))}; Path=/; Expires=${expires}; SameSite=Lax${secureFlag()}`;
  localStorage.setItem(PERMISSIONS_KEY, permissions.join(' '));
}

export function clearSessionStorage() {
  document.cookie = `${COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${secureFlag()}`;
  localStorage.removeItem(PERMISSIONS_KEY);
}

export function clearRememberedTabs() {
  for (const key of Object.keys(localStorage)) if (key.startsWith(DETAIL_TAB_KEY_PREFIX)) localStorage.removeItem(key);
}

// REST calls with the session's bearer, for what Mesh cannot carry (files: images, the usage report,
// grid exports). One refresh and one retry on a 401, as the urql client does.
import { authBridge } from './session.ts';

/** The answer as it comes (a failed status included); a rejection only when nothing answered. */
export async function authorizedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const send = () => fetch(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${authBridge.accessToken() ?? ''}` } });
  const res = await send();
  return res.status === 401 && (await authBridge.refresh()) ? send() : res;
}

/**
 * A JSON POST; a failed answer rejects with the app's ApiError shape (status, and the envelope's
 * code, message and fields when it has one), no answer at all with status 0.
 */
export async function authorizedPost(url: string, body: unknown): Promise<Response> {
  const res = await authorizedFetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch(() =>
    Promise.reject({ status: 0, code: null, message: '' }),
  );
  if (!res.ok) {
    const envelope = (await res.json().catch(() => null)) as { error?: { code?: number; message?: string; fields?: Record<string, string[]> } } | null;
    throw { status: res.status, code: envelope?.error?.code ?? null, message: envelope?.error?.message ?? '', fields: envelope?.error?.fields };
  }
  return res;
}

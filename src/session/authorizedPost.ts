// A REST call with the session's bearer, for what Mesh cannot carry (files: the usage report, grid
// exports). One refresh and one retry on a 401, as the urql client does. A failed answer rejects
// with the app's ApiError shape (status, and the envelope's code, message and fields when it has one).
import { authBridge } from './session.ts';

export async function authorizedPost(url: string, body: unknown): Promise<Response> {
  const send = () =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${authBridge.accessToken() ?? ''}` },
      body: JSON.stringify(body),
    });
  // No answer at all (offline, the connection cut): status 0, as the app's other calls say it.
  const offline = () => Promise.reject({ status: 0, code: null, message: '' });
  let res = await send().catch(offline);
  if (res.status === 401 && (await authBridge.refresh())) res = await send().catch(offline);
  if (!res.ok) {
    const envelope = (await res.json().catch(() => null)) as { error?: { code?: number; message?: string; fields?: Record<string, string[]> } } | null;
    throw { status: res.status, code: envelope?.error?.code ?? null, message: envelope?.error?.message ?? '', fields: envelope?.error?.fields };
  }
  return res;
}

import { useCallback, useEffect, useState } from 'react';
import { parseApiDocument, type ApiCatalogue } from './openapi.catalogue.ts';
import { msg } from '../../i18n/i18n.ts';

/** Public, unauthenticated: the page works signed out, so it uses plain fetch, not the session's client. */
export const API_DOCUMENT_URL = '/api/swagger/Integration/swagger.json';

/** An error's `message` is English, shown through t() (with `values` for its placeholders) or serverText(). */
export type CatalogueState =
  { status: 'loading' } | { status: 'error'; message: string; values?: Record<string, string> } | { status: 'ready'; catalogue: ApiCatalogue };

class HttpStatusError extends Error {
  constructor(readonly status: string) {
    super(msg('The server answered {status}.'));
  }
}

/** Fetches and parses the API description; `retry` fetches it again after an error. */
export function useApiCatalogue(url: string = API_DOCUMENT_URL): { state: CatalogueState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CatalogueState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new HttpStatusError(`${res.status} ${res.statusText}`.trim());
        return parseApiDocument(await res.json());
      })
      .then((catalogue) => setState({ status: 'ready', catalogue }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof HttpStatusError) setState({ status: 'error', message: error.message, values: { status: error.status } });
        else setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [url, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}

import { useCallback, useEffect, useState } from 'react';
import { parseApiDocument, type ApiCatalogue } from './openapi.model.ts';

/** Public, unauthenticated: the page works signed out, so it uses plain fetch, not the session's client. */
export const API_DOCUMENT_URL = '/api/swagger/Integration/swagger.json';

export type CatalogueState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; catalogue: ApiCatalogue };

/** Fetches and parses the API description; `retry` fetches it again after an error. */
export function useApiCatalogue(url: string = API_DOCUMENT_URL): { state: CatalogueState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CatalogueState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`The server answered ${res.status}${res.statusText ? ` ${res.statusText}` : ''}.`);
        return parseApiDocument(await res.json());
      })
      .then((catalogue) => setState({ status: 'ready', catalogue }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => controller.abort();
  }, [url, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}

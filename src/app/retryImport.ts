// A feature chunk's import() that can be tried again. Chromium keeps a dynamic import that failed in
// its module map for the page's life: import() of the same URL rejects at once, without a request,
// so the lazy module's 3 attempts 1 s apart were one attempt (found by its browser replay,
// tests/flows/lazyModule/lazyModule.ui.ts). After a failure the chunk is imported again under its URL
// with a query of its own, which the browser fetches anew; the chunks it imports keep their URLs,
// so shared modules stay single instances.
const FAILED_URL = /dynamically imported module:\s*(\S+)/;
let retries = 0;

/** `importUrl` is the browser's import() (a test hands in its own). */
export function retryableImport<T>(
  load: () => Promise<T>,
  importUrl: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): () => Promise<T> {
  let failedUrl: string | undefined;
  return async () => {
    try {
      if (!failedUrl) return await load();
      return (await importUrl(`${failedUrl.split('?')[0]}?retry=${++retries}`)) as T;
    } catch (error) {
      failedUrl = FAILED_URL.exec(error instanceof Error ? error.message : String(error))?.[1] ?? failedUrl;
      throw error;
    }
  };
}

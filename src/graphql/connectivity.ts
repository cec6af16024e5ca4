// A tiny store for "the backend is unreachable": a 503 or a network error anywhere shows the
// maintenance overlay (spec, Maintenance and updates). Read with useSyncExternalStore.
type Listener = () => void;

let down = false;
const listeners = new Set<Listener>();

export const connectivity = {
  isDown: () => down,
  reportDown() {
    if (down) return;
    down = true;
    listeners.forEach((l) => l());
  },
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** fetch for urql: flags maintenance on 503 / network failure, otherwise passes through. */
export async function monitoredFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) connectivity.reportDown();
    throw error;
  }
  if (response.status === 503) connectivity.reportDown();
  return response;
}

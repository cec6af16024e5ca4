// The browser boundary of a replay: the requests of a machine's invoked actors are held as they
// leave the page, and released the way the path says (the real server, a shaped answer, an HTTP
// error, a Mesh error, a network failure). While held, the machine sits in its invoking state, so
// the replay can check what the screen shows meanwhile.
import type { Page, Request, Route } from '@playwright/test';
import type { CallMatcher, CallOutcome, UiContext } from '../../flows/kit/ui.ts';

interface Parked {
  route: Route;
  request: Request;
}

export class CallGate {
  private parked = new Map<string, Parked[]>();
  private waiting = new Map<string, Array<(p: Parked) => void>>();
  /** Every held request so far, in order, by actor id (for checks of what was asked). */
  readonly log: Array<{ actor: string; url: string; body: any }> = [];

  constructor(
    private readonly page: Page,
    private readonly matchers: Readonly<Record<string, CallMatcher>>,
  ) {}

  async install(): Promise<void> {
    const graphql = Object.entries(this.matchers).filter(([, m]) => m.graphql);
    if (graphql.length) {
      await this.page.route('**/graphql', (route, request) => {
        const name = operationName(request);
        const actor = graphql.find(([, m]) => [m.graphql].flat().includes(name))?.[0];
        return actor ? this.park(actor, route, request) : route.fallback();
      });
    }
    for (const [actor, matcher] of Object.entries(this.matchers)) {
      if (matcher.url) await this.page.route(matcher.url, (route, request) => this.park(actor, route, request));
    }
  }

  private park(actor: string, route: Route, request: Request): void {
    this.log.push({ actor, url: request.url(), body: jsonBody(request) });
    const entry = { route, request };
    const waiter = this.waiting.get(actor)?.shift();
    if (waiter) waiter(entry);
    else this.parked.set(actor, [...(this.parked.get(actor) ?? []), entry]);
  }

  /** The next request of `actor` (held, or the next to leave the page). */
  private next(actor: string, timeoutMs: number): Promise<Parked> {
    const ready = this.parked.get(actor)?.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no request of "${actor}" left the page within ${timeoutMs} ms`)), timeoutMs);
      this.waiting.set(actor, [
        ...(this.waiting.get(actor) ?? []),
        (p) => {
          clearTimeout(timer);
          resolve(p);
        },
      ]);
    });
  }

  /** Ends the next request of `actor` as `outcome` says. */
  async settle(actor: string, outcome: CallOutcome, ui: UiContext, timeoutMs = 15_000): Promise<void> {
    const { route, request } = await this.next(actor, timeoutMs);
    switch (outcome.kind) {
      case 'pass':
        return outcome.rewrite ? route.continue({ postData: JSON.stringify(outcome.rewrite(request.postDataJSON())) }) : route.continue();
      case 'abort':
        return route.abort('failed');
      case 'fulfill':
        return outcome.json !== undefined
          ? route.fulfill({ status: outcome.status, json: outcome.json })
          : route.fulfill({ status: outcome.status, body: outcome.body ?? '', contentType: outcome.contentType ?? 'text/plain' });
      case 'shape': {
        const body = outcome.rewrite ? outcome.rewrite(request.postDataJSON()) : request.postDataJSON();
        const response = await route.fetch(outcome.rewrite ? { postData: JSON.stringify(body) } : {});
        return route.fulfill({ response, json: await outcome.shape(await response.json(), ui, body) });
      }
      case 'meshError':
        return route.fulfill({ status: 200, json: meshErrorBody(request, outcome) });
    }
  }

  /** How many requests of `actor` are held and not yet ended. */
  pending(actor: string): number {
    return this.parked.get(actor)?.length ?? 0;
  }

  /** Lets whatever is still held through, so nothing hangs while the page closes. */
  async release(): Promise<void> {
    for (const list of this.parked.values()) for (const { route } of list) await route.continue().catch(() => {});
    this.parked.clear();
  }
}

/** The request's JSON body; null for none or another kind (an upload's multipart form). */
function jsonBody(request: Request): any {
  try {
    return request.postDataJSON?.() ?? null;
  } catch {
    return null;
  }
}

export function operationName(request: Request): string | undefined {
  const body = request.postDataJSON?.() as { operationName?: string; query?: string } | null;
  return body?.operationName ?? /^\s*(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1];
}

/** What Mesh answers when the REST call behind a field fails (captured from the real server). */
export function meshErrorBody(request: Request, outcome: Extract<CallOutcome, { kind: 'meshError' }>) {
  const query = (request.postDataJSON() as { query: string }).query;
  const field = /\{\s*(\w+)/.exec(query.slice(query.indexOf('{')))?.[1] ?? 'data';
  const error = { code: outcome.code, message: outcome.message, ...(outcome.fields ? { fields: outcome.fields } : {}) };
  return {
    data: { [field]: null },
    errors: [
      {
        message: `Upstream HTTP Error: ${outcome.status}`,
        path: [field],
        extensions: { code: 'DOWNSTREAM_SERVICE_ERROR', response: { status: outcome.status, statusText: '', body: { data: null, succeeded: false, error } } },
      },
    ],
  };
}

// `?inspect` in the address attaches an inspector to every machine actor of the app, so developers
// can watch live states. Only in development builds, or when the server allows it
// (SITELINE_INSPECTOR=on, GET /api/inspector): a production user cannot turn it on. What it shows is
// redacted (passwords, tokens, keys: inspection/redact.ts) and stays in the tab unless the developer
// asks for Stately's window:
//   ?inspect          the local panel (works offline)
//   ?inspect=stately  Stately's hosted inspector, in a window the developer opens (network needed)
//   ?inspect=off      detach
// The choice sticks for the browser tab (sessionStorage): the app redirects (login → map) and would
// otherwise drop the query parameter.
import type { InspectionEvent, Observer } from 'xstate';

const FLAG = 'siteline.inspect';
type Mode = 'local' | 'stately';

function requestedMode(): Mode | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.search);
  if (params.has('inspect')) {
    const value = params.get('inspect');
    sessionStorage.setItem(FLAG, value === 'off' ? '' : value === 'stately' ? 'stately' : 'local');
  }
  const mode = sessionStorage.getItem(FLAG);
  return mode === 'local' || mode === 'stately' ? mode : null;
}

async function allowedHere(): Promise<boolean> {
  if (import.meta.env.DEV) return true;
  try {
    const response = await fetch('/api/inspector', { credentials: 'same-origin' });
    return response.ok && ((await response.json()) as { enabled?: unknown }).enabled === true;
  } catch {
    return false;
  }
}

async function attach(mode: Mode): Promise<Observer<InspectionEvent>> {
  const [{ createInspector }, { redact }, adapters] = await Promise.all([
    import('@statelyai/inspect'),
    import('./inspection/redact.ts'),
    import('./inspection/adapters.ts'),
  ]);
  const clean = <T>(value: T) => redact(value) as T;
  const adapter = mode === 'stately' ? adapters.statelyWindow(clean) : adapters.localPanel();
  const inspector = createInspector(adapter, { sanitizeContext: clean, sanitizeEvent: clean, serialize: clean });
  inspector.start();
  return inspector.inspect;
}

/** Events kept while the inspector loads: the app's start, a few hundred. */
const MAX_EARLY_EVENTS = 10_000;

/**
 * An observer that the actors get at once, while the inspector loads (or is refused): the events
 * until then are kept and given to it in order, so the panel still shows the app's first states.
 * Not a top-level await: this module is part of the page's first chunk, and the inspector's own
 * chunks import from that chunk, so awaiting them while it evaluates never ends (the page stayed
 * blank under ?inspect once the login page came in few chunks, decision 0055).
 */
function deferredInspector(mode: Mode): Observer<InspectionEvent> {
  /** undefined: still loading; null: refused (or failed), events are dropped. */
  let target: Observer<InspectionEvent> | null | undefined;
  const early: InspectionEvent[] = [];
  const settle = (observer: Observer<InspectionEvent> | null) => {
    for (const event of early) observer?.next?.(event);
    early.length = 0;
    target = observer;
  };
  allowedHere()
    .then((allowed) => (allowed ? attach(mode) : null))
    .then(settle, () => settle(null));
  return {
    next(event) {
      if (target === undefined) {
        if (early.length < MAX_EARLY_EVENTS) early.push(event);
      } else target?.next?.(event);
    },
  };
}

/**
 * Pass as `{ inspect }` to createActor / useActorRef; undefined when inspection is not asked for.
 * The inspector is loaded only when asked for and allowed, so it costs the normal app nothing.
 */
const mode = requestedMode();
export const inspect: Observer<InspectionEvent> | undefined = mode ? deferredInspector(mode) : undefined;

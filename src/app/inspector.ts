// `?inspect` in the address attaches the Stately inspector to every machine actor of the app, so
// developers can watch live states. The flag sticks for the browser tab (sessionStorage) because
// the app redirects (login → map) and would otherwise drop the query parameter.
import type { InspectionEvent, Observer } from 'xstate';

const FLAG = 'siteline.inspect';

function inspectorRequested(): boolean {
  if (typeof window === 'undefined') return false;
  const params = new URLSearchParams(window.location.search);
  if (params.has('inspect')) sessionStorage.setItem(FLAG, params.get('inspect') === 'off' ? '0' : '1');
  return sessionStorage.getItem(FLAG) === '1';
}

/**
 * Pass as `{ inspect }` to createActor / useActorRef; undefined when inspection is off.
 * The inspector is loaded only when asked for, so it costs the normal app nothing.
 */
export const inspect: Observer<InspectionEvent> | undefined = inspectorRequested()
  ? (await import('@statelyai/inspect')).createBrowserInspector({ autoStart: true }).inspect
  : undefined;

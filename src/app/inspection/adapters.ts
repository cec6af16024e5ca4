// Where inspection events go. Both are built on @statelyai/inspect's createInspector; neither posts
// to an unknown window or origin (its browser adapter posts everything with target origin '*').
// - localPanel: a panel in the page listing every running machine, its state and its latest events.
//   No network, no other window: it works offline and shows nothing outside the developer's tab.
// - statelyWindow: Stately's hosted inspector, opened by the developer (?inspect=stately), talked to
//   with its exact origin and only after it said hello from that origin.
import type { StatelyInspectionEvent } from '@statelyai/inspect';

export interface InspectionAdapter {
  start(): void;
  stop(): void;
  send(event: StatelyInspectionEvent): void;
}

interface ActorRow {
  name: string;
  state: string;
  events: string[];
}

const EVENTS_SHOWN = 6;

export function localPanel(): InspectionAdapter {
  const actors = new Map<string, ActorRow>();
  let panel: HTMLElement | null = null;
  let scheduled = false;

  const render = () => {
    scheduled = false;
    if (!panel) return;
    const list = panel.querySelector('ol')!;
    list.replaceChildren(
      ...[...actors.values()].map((a) => {
        const item = document.createElement('li');
        const title = document.createElement('strong');
        title.textContent = `${a.name}: ${a.state}`;
        const events = document.createElement('div');
        events.textContent = a.events.join(' · ');
        item.append(title, events);
        return item;
      }),
    );
  };
  const schedule = () => {
    if (!scheduled) {
      scheduled = true;
      requestAnimationFrame(render);
    }
  };

  return {
    start() {
      panel = document.createElement('aside');
      panel.setAttribute('aria-label', 'State machine inspector');
      panel.setAttribute(
        'style',
        'position:fixed;right:8px;bottom:8px;z-index:2147483647;max-width:420px;max-height:45vh;overflow:auto;' +
          'background:rgba(20,20,24,.92);color:#eee;font:11px/1.4 ui-monospace,monospace;padding:8px 10px;border-radius:6px',
      );
      const heading = document.createElement('div');
      heading.textContent = 'Machines (?inspect=off to close)';
      panel.append(heading, document.createElement('ol'));
      document.body.append(panel);
      schedule();
    },
    stop() {
      panel?.remove();
      panel = null;
    },
    send(event) {
      if (event.type === '@xstate.actor' || event.type === '@xstate.snapshot') {
        const row = actors.get(event.sessionId) ?? { name: event.type === '@xstate.actor' ? event.name : event.sessionId, state: '', events: [] };
        const snapshot = event.snapshot as { value?: unknown; status?: string };
        row.state = snapshot.value !== undefined ? JSON.stringify(snapshot.value) : (snapshot.status ?? '');
        if (event.type === '@xstate.snapshot') row.events = [...row.events, `${event.event.type}`].slice(-EVENTS_SHOWN);
        actors.set(event.sessionId, row);
        schedule();
      }
    },
  };
}

export const STATELY_ORIGIN = 'https://stately.ai';

export function statelyWindow(serialize: (e: StatelyInspectionEvent) => unknown): InspectionAdapter {
  let target: Window | null = null;
  let connected = false;
  const pending: StatelyInspectionEvent[] = [];
  // As JSON: a context may hold what a window cannot receive (functions, actor references), and one
  // DataCloneError would stop every later event.
  const post = (e: StatelyInspectionEvent) => {
    let data: unknown;
    try {
      data = JSON.parse(JSON.stringify(serialize(e)) ?? 'null');
    } catch {
      return;
    }
    target?.postMessage(data, STATELY_ORIGIN);
  };
  const onMessage = (message: MessageEvent) => {
    if (message.origin !== STATELY_ORIGIN || message.source !== target) return;
    if ((message.data as { type?: string } | null)?.type !== '@statelyai.connected') return;
    connected = true;
    pending.splice(0).forEach(post);
  };
  return {
    start() {
      target = window.open(`${STATELY_ORIGIN}/inspect`, 'xstateinspector');
      window.addEventListener('message', onMessage);
    },
    stop() {
      window.removeEventListener('message', onMessage);
      target?.postMessage({ type: '@statelyai.disconnected' }, STATELY_ORIGIN);
      target = null;
    },
    send(event) {
      if (connected) post(event);
      else if (pending.push(event) > 200) pending.shift();
    },
  };
}

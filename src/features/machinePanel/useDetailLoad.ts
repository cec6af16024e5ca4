// Runs a detailLoad machine for one of the panel's loads: the call as its actor, new parameters
// (another week) sent as they change, and the view read from its tags.
import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { detailLoadMachine } from '../../../machines/detailLoad/detailLoad.machine.ts';
import type { DetailLoadKind } from '../../../machines/detailLoad/detailLoad.types.ts';
import { inspect } from '../../app/inspector.ts';
import { clearRememberedTabs } from './panelStorage.ts';

export type LoadView = 'loading' | 'ready' | 'empty' | 'error';
const VIEWS: readonly LoadView[] = ['loading', 'ready', 'empty', 'error'];

export function useDetailLoad<P, T>(kind: DetailLoadKind, params: P, load: (params: P, signal: AbortSignal) => Promise<T | null>) {
  const [machine] = useState(() =>
    detailLoadMachine.provide({
      actors: { load: fromPromise<unknown, unknown>(({ input, signal }) => load(input as P, signal)) },
      actions: { clearRememberedTabs },
    }),
  );
  const actor = useActorRef(machine, { input: { kind, params }, inspect });
  const key = JSON.stringify(params);
  const sent = useRef(key);
  useEffect(() => {
    if (sent.current === key) return;
    sent.current = key;
    actor.send({ type: 'load.paramsChanged', params: JSON.parse(key) as P });
  }, [actor, key]);
  const view = useSelector(actor, (s) => VIEWS.find((v) => s.hasTag(`view:${v}`)) ?? 'loading');
  const data = useSelector(actor, (s) => s.context.data as T | null);
  const error = useSelector(actor, (s) => s.context.error);
  return { view, data, error, retry: () => actor.send({ type: 'load.retry' }) };
}

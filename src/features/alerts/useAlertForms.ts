// Runs the alert form machines for the details pane: the alert calls as their actors, toasts for
// `notify` (texts translated where shown), the list refreshed on `alertsChanged`, and the place
// form's end (created, deleted) handed to the page, which moves the selection.
import { useEffect, useRef, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { assetAlertFormMachine } from '../../../machines/assetAlertForm/assetAlertForm.machine.ts';
import { placeAlertFormMachine } from '../../../machines/placeAlertForm/placeAlertForm.machine.ts';
import type { PlaceAlertFormInput, PlaceAlertFormOutput } from '../../../machines/placeAlertForm/placeAlertForm.types.ts';
import { inspect } from '../../app/inspector.ts';
import { asWritten, type Notice, showNotice } from '../../app/toast/showNotice.ts';
import { deletePlaceAlertCall, loadAssetAlertCall, loadPlaceAlertCall, saveAssetAlertCall, savePlaceAlertCall } from './alerts.api.ts';

export type PlaceAlertFormActor = ActorRefFrom<typeof placeAlertFormMachine>;
export type AssetAlertFormActor = ActorRefFrom<typeof assetAlertFormMachine>;

const notify = (_: unknown, notice: Notice) => showNotice(notice, asWritten);

function useLatestRef<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}

export function usePlaceAlertForm(input: PlaceAlertFormInput, onChanged: () => void, onDone: (output: PlaceAlertFormOutput) => void): PlaceAlertFormActor {
  const changed = useLatestRef(onChanged);
  const done = useLatestRef(onDone);
  const [machine] = useState(() =>
    placeAlertFormMachine.provide({
      actors: {
        loadPlaceAlert: fromPromise(({ input: i }) => loadPlaceAlertCall(i.id)),
        savePlaceAlert: fromPromise(({ input: i }) => savePlaceAlertCall(i)),
        deletePlaceAlert: fromPromise(({ input: i }) => deletePlaceAlertCall(i.id)),
      },
      actions: { alertsChanged: () => changed.current(), notify },
    }),
  );
  const actor = useActorRef(machine, { input, inspect });
  useEffect(() => {
    const sub = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done' && snapshot.output) done.current(snapshot.output);
    });
    return () => sub.unsubscribe();
  }, [actor, done]);
  return actor;
}

export function useAssetAlertForm(alertId: number, onChanged: () => void): AssetAlertFormActor {
  const changed = useLatestRef(onChanged);
  const [machine] = useState(() =>
    assetAlertFormMachine.provide({
      actors: {
        loadAssetAlert: fromPromise(({ input: i }) => loadAssetAlertCall(i.id)),
        saveAssetAlert: fromPromise(({ input: i }) => saveAssetAlertCall(i)),
      },
      actions: { alertsChanged: () => changed.current(), notify },
    }),
  );
  return useActorRef(machine, { input: { alertId }, inspect });
}

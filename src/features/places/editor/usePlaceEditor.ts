// Runs the placeEditor machine for the map: the place calls as its actors, toasts for `notify`,
// places refreshed on a save, and the outcome handed to the page when the editor ends.
import { useEffect, useRef, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { PLACE_LOOKUP_PENDING, placeEditorMachine } from '../../../../machines/placeEditor/placeEditor.machine.ts';
import { t } from '../../../i18n/i18n.ts';
import type { PlaceEditorInput, PlaceEditorOutput } from '../../../../machines/placeEditor/placeEditor.types.ts';
import { inspect } from '../../../app/inspector.ts';
import { showNotice } from '../../../app/toast/showNotice.ts';
import { loadPlaceCall, savePlaceCall } from '../places.api.ts';
import { placesRefresh } from '../placesRefresh.ts';

export type PlaceEditorActor = ActorRefFrom<typeof placeEditorMachine>;

export function usePlaceEditor(input: PlaceEditorInput, onDone: (output: PlaceEditorOutput) => void): PlaceEditorActor {
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  const [machine] = useState(() =>
    placeEditorMachine.provide({
      actors: {
        loadPlace: fromPromise(({ input }) => loadPlaceCall(input.id)),
        savePlace: fromPromise(({ input }) => savePlaceCall(input)),
      },
      actions: {
        placesChanged: () => placesRefresh.changed(),
        // The machine's own texts are translated; a server's failure message is shown as it came.
        notify: (_, notice) => showNotice(notice, (text) => (text === PLACE_LOOKUP_PENDING ? t(text) : text)),
      },
    }),
  );
  const actor = useActorRef(machine, { input, inspect });
  useEffect(() => {
    const sub = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done' && snapshot.output) done.current(snapshot.output);
    });
    return () => sub.unsubscribe();
  }, [actor]);
  return actor;
}

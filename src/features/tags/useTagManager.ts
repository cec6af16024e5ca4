// Runs the tagManager machine while the dialog is open: the calls as its actors, toasts for
// `notify`, and `tagsChanged` handed to the page (which refreshes what shows tags).
import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { tagManagerMachine } from '../../../machines/tagManager/tagManager.machine.ts';
import type { TagEntityType } from '../../../machines/tagManager/tagManager.types.ts';
import { inspect } from '../../app/inspector.ts';
import { useLatest } from '../../app/useLatest.ts';
import { asWritten, showNotice } from '../../app/toast/showNotice.ts';
import { createTagCall, deleteTagCall, loadTagsCall, updateTagCall } from './tags.api.ts';

export type TagManagerActor = ActorRefFrom<typeof tagManagerMachine>;

export function useTagManager(entityType: TagEntityType, onTagsChanged: () => void): TagManagerActor {
  const changed = useLatest(onTagsChanged);
  // Made once: the actor keeps the machine of its first render.
  const [machine] = useState(() =>
    tagManagerMachine.provide({
      actors: {
        loadTags: fromPromise(({ input }) => loadTagsCall(input.entityType)),
        createTag: fromPromise(({ input }) => createTagCall(input)),
        updateTag: fromPromise(({ input }) => updateTagCall(input)),
        deleteTag: fromPromise(({ input }) => deleteTagCall(input.id)),
      },
      actions: {
        tagsChanged: () => changed()(),
        notify: (_, notice) => showNotice(notice, asWritten),
      },
    }),
  );
  return useActorRef(machine, { input: { entityType }, inspect });
}

// Runs the imageGallery machine (and, through it, the viewer): calls as actors, toasts, downloads.
import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { imageGalleryMachine } from '../../../machines/imageGallery/imageGallery.machine.ts';
import { imageViewerMachine } from '../../../machines/imageViewer/imageViewer.machine.ts';
import { inspect } from '../../app/inspector.ts';
import { toastStore } from '../../app/toast/toastStore.ts';
import { type Notice, showNotice } from '../../app/toast/showNotice.ts';
import { loadImageKeysCall, saveImageKeysCall } from './details.api.ts';
import { downloadImage, uploadFilesCall } from './images.api.ts';
import { t } from '../../i18n/i18n.ts';
import { IMAGE_LOAD_FAILED, SOMETHING_WENT_WRONG } from '../../../machines/imageGallery/imageGallery.rules.ts';

export type ImageGalleryActor = ActorRefFrom<typeof imageGalleryMachine>;
export type ImageViewerActor = ActorRefFrom<typeof imageViewerMachine>;

const saveKeys = fromPromise<string[], { assetId: number; keys: string[] }>(({ input }) => saveImageKeysCall(input.assetId, input.keys));
const notify = (_: unknown, notice: Notice) => showNotice({ ...notice, tone: 'error' });

export function useImageGallery(assetId: number, canEdit: boolean) {
  /** The picked File objects by the id the machine knows them by. */
  const [files] = useState(() => new Map<string, File>());
  const [machine] = useState(() =>
    imageGalleryMachine.provide({
      actors: {
        loadKeys: fromPromise(({ input }) => loadImageKeysCall(input.assetId)),
        uploadFiles: fromPromise(({ input }) => uploadFilesCall(files)(input)),
        saveKeys,
        imageViewer: imageViewerMachine.provide({
          actors: { saveKeys },
          actions: {
            notify,
            download: (_, { key }) =>
              void downloadImage(assetId, key).catch(() => toastStore.show({ title: t(IMAGE_LOAD_FAILED), text: t(SOMETHING_WENT_WRONG), tone: 'error' })),
          },
        }),
      },
      actions: { notify, imagesChanged: () => {} },
    }),
  );
  const actor = useActorRef(machine, { input: { assetId, canEdit }, inspect });
  return { actor, files };
}

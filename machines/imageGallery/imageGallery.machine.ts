import { assign, setup } from 'xstate';
import { imageViewerMachine } from '../imageViewer/imageViewer.machine.ts';
import { loadKeys, saveKeys, uploadFiles } from './imageGallery.actors.ts';
import { KEYS_LOAD_FAILED, KEYS_UPDATE_FAILED, moved, screenFiles, withUploaded } from './imageGallery.rules.ts';
import type { ImageFailure, ImageGalleryContext, ImageGalleryEvent, ImageGalleryInput, SelectedFile } from './imageGallery.types.ts';
import { msg } from '../i18n.ts';

const message = (error: unknown) => (error as ImageFailure | null)?.message ?? null;

/** Files picked anywhere (dropzone, gallery, viewer): refused, uploaded at once, or ordered first. */
const filesSelected = [
  {
    guard: 'nothingToUpload' as const,
    target: '#imageGallery.ready',
    actions: 'screen' as const,
  },
  { guard: 'oneToUpload' as const, target: '#imageGallery.uploading', actions: 'screen' as const },
  { guard: 'canEdit' as const, target: '#imageGallery.reordering', actions: 'screen' as const },
];

/**
 * The machine's images (features spec, section 4): no images → a dropzone; one file uploads at once;
 * several open the reorder dialog (the first becomes primary on a machine without images); a
 * thumbnail opens the viewer (imageViewer, a child machine), which hands back the keys when it
 * closes. Limits and texts from sections 5 and 8.
 */
export const imageGalleryMachine = setup({
  types: { context: {} as ImageGalleryContext, events: {} as ImageGalleryEvent, input: {} as ImageGalleryInput },
  actors: { loadKeys, uploadFiles, saveKeys, imageViewer: imageViewerMachine },
  actions: {
    notify: (_, _params: { title: string; text: string | null }) => {},
    /** Something shows the primary image elsewhere (src/). */
    imagesChanged: () => {},
    screen: assign(({ context, event }) => {
      const { accepted, warnings } = screenFiles((event as { files: SelectedFile[] }).files, context.keys.length);
      return { selection: accepted, warnings, progress: null };
    }),
  },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    nothingToUpload: ({ context, event }) =>
      context.canEdit && screenFiles((event as { files: SelectedFile[] }).files, context.keys.length).accepted.length === 0,
    oneToUpload: ({ context, event }) => context.canEdit && screenFiles((event as { files: SelectedFile[] }).files, context.keys.length).accepted.length === 1,
    validIndex: ({ context }, params: { index: number }) => Number.isInteger(params.index) && params.index >= 0 && params.index < context.keys.length,
    keysChanged: ({ context }, params: { keys: string[] }) => params.keys.join() !== context.keys.join(),
  },
}).createMachine({
  id: 'imageGallery',
  context: ({ input }) => ({
    assetId: input.assetId,
    canEdit: input.canEdit,
    keys: [],
    selection: [],
    warnings: [],
    progress: null,
    pendingKeys: [],
    index: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['view:loading'],
      invoke: {
        id: 'loadKeys',
        src: 'loadKeys',
        input: ({ context }) => ({ assetId: context.assetId }),
        onDone: { target: 'ready', actions: assign({ keys: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: { type: 'notify', params: { title: KEYS_LOAD_FAILED, text: null } } },
      },
    },
    loadFailed: { tags: ['view:loadFailed'], on: { 'images.retry': 'loading' } },
    ready: {
      tags: ['view:gallery'],
      on: {
        'images.filesSelected': filesSelected,
        'images.warningsDismissed': { actions: assign({ warnings: [] }) },
        'images.opened': {
          guard: { type: 'validIndex', params: ({ event }) => ({ index: event.index }) },
          target: 'viewer',
          actions: assign({ index: ({ event }) => event.index }),
        },
      },
    },
    reordering: {
      tags: ['view:gallery', 'view:reorder'],
      on: {
        'images.moved': { actions: assign({ selection: ({ context, event }) => moved(context.selection, event.from, event.to) }) },
        'images.uploadConfirmed': 'uploading',
        'images.uploadCancelled': { target: 'ready', actions: assign({ selection: [] }) },
      },
    },
    uploading: {
      tags: ['view:gallery', 'busy', 'busy:upload'],
      entry: assign({ progress: ({ context }) => ({ loaded: 0, total: context.selection.reduce((n, f) => n + f.size, 0) }) }),
      on: { 'images.progress': { actions: assign({ progress: ({ event }) => ({ loaded: event.loaded, total: event.total }) }) } },
      invoke: {
        id: 'uploadFiles',
        src: 'uploadFiles',
        input: ({ context, self }) => ({
          assetId: context.assetId,
          files: context.selection,
          report: ({ loaded, total }) => self.send({ type: 'images.progress', loaded, total }),
        }),
        onDone: { target: 'saving', actions: assign({ pendingKeys: ({ context, event }) => withUploaded(context.keys, event.output) }) },
        onError: {
          target: 'ready',
          actions: [
            assign({ selection: [], progress: null }),
            { type: 'notify', params: ({ event }) => ({ title: msg('The image could not be uploaded'), text: message(event.error) }) },
          ],
        },
      },
    },
    saving: {
      tags: ['view:gallery', 'busy'],
      invoke: {
        id: 'saveKeys',
        src: 'saveKeys',
        input: ({ context }) => ({ assetId: context.assetId, keys: context.pendingKeys }),
        onDone: { target: 'ready', actions: [assign({ keys: ({ context }) => context.pendingKeys, selection: [], progress: null }), 'imagesChanged'] },
        onError: {
          target: 'ready',
          actions: [assign({ selection: [], progress: null }), { type: 'notify', params: { title: KEYS_UPDATE_FAILED, text: null } }],
        },
      },
    },
    viewer: {
      tags: ['view:gallery', 'view:viewer'],
      on: {
        // 'Add' in the viewer: the viewer closes and the files go the usual way.
        'images.filesSelected': filesSelected,
      },
      invoke: {
        id: 'viewer',
        src: 'imageViewer',
        input: ({ context }) => ({ assetId: context.assetId, keys: context.keys, index: context.index, canEdit: context.canEdit }),
        onDone: [
          {
            guard: { type: 'keysChanged', params: ({ event }) => ({ keys: event.output.keys }) },
            target: 'ready',
            actions: [assign({ keys: ({ event }) => event.output.keys }), 'imagesChanged'],
          },
          { target: 'ready' },
        ],
      },
    },
  },
});

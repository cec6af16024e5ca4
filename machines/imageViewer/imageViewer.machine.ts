import { assign, setup } from 'xstate';
import { saveKeys } from '../imageGallery/imageGallery.actors.ts';
import { asPrimary, KEYS_UPDATE_FAILED, without, ZOOM_STEPS, zoomStep } from '../imageGallery/imageGallery.rules.ts';
import type { ImageViewerContext, ImageViewerEvent, ImageViewerInput, ImageViewerOutput } from './imageViewer.types.ts';

const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1];

/**
 * The viewer the image gallery opens on a thumbnail. Next and previous wrap around and reset the
 * zoom; set as primary and delete (after a confirmation) save the key list; deleting the last image
 * closes the viewer. 'Add' is the gallery's: it closes the viewer.
 */
export const imageViewerMachine = setup({
  types: { context: {} as ImageViewerContext, events: {} as ImageViewerEvent, input: {} as ImageViewerInput, output: {} as ImageViewerOutput },
  actors: { saveKeys },
  actions: {
    notify: (_, _params: { title: string; text: string | null }) => {},
    /** Save the image as a file (src/: the original, full size). */
    download: (_, _params: { key: string }) => {},
  },
  guards: {
    several: ({ context }) => context.keys.length > 1,
    canZoomIn: ({ context }) => context.zoom < MAX_ZOOM,
    canZoomOut: ({ context }) => context.zoom > 1,
    notPrimary: ({ context }) => context.canEdit && context.index > 0,
    canEdit: ({ context }) => context.canEdit,
    noneLeft: ({ context }) => context.pendingKeys.length === 0,
  },
}).createMachine({
  id: 'imageViewer',
  context: ({ input }) => ({
    assetId: input.assetId,
    canEdit: input.canEdit,
    keys: input.keys,
    index: Math.min(Math.max(0, input.index), Math.max(0, input.keys.length - 1)),
    zoom: 1,
    pendingKeys: [],
  }),
  initial: 'showing',
  output: ({ context }) => ({ keys: context.keys }),
  states: {
    showing: {
      tags: ['view:viewer'],
      on: {
        'viewer.next': { guard: 'several', actions: assign({ index: ({ context }) => (context.index + 1) % context.keys.length, zoom: 1 }) },
        'viewer.previous': {
          guard: 'several',
          actions: assign({ index: ({ context }) => (context.index - 1 + context.keys.length) % context.keys.length, zoom: 1 }),
        },
        'viewer.zoomIn': { guard: 'canZoomIn', actions: assign({ zoom: ({ context }) => zoomStep(context.zoom, 1) }) },
        'viewer.zoomOut': { guard: 'canZoomOut', actions: assign({ zoom: ({ context }) => zoomStep(context.zoom, -1) }) },
        'viewer.zoomReset': { actions: assign({ zoom: 1 }) },
        'viewer.download': { actions: { type: 'download', params: ({ context }) => ({ key: context.keys[context.index] }) } },
        'viewer.primary': { guard: 'notPrimary', target: 'saving', actions: assign({ pendingKeys: ({ context }) => asPrimary(context.keys, context.index) }) },
        'viewer.delete': { guard: 'canEdit', target: 'confirmDelete' },
        'viewer.closed': 'closed',
      },
    },
    confirmDelete: {
      tags: ['view:viewer', 'view:confirmDelete'],
      on: {
        'viewer.deleteConfirmed': { target: 'saving', actions: assign({ pendingKeys: ({ context }) => without(context.keys, context.index) }) },
        'viewer.deleteCancelled': 'showing',
      },
    },
    saving: {
      tags: ['view:viewer', 'busy'],
      invoke: {
        id: 'saveKeys',
        src: 'saveKeys',
        input: ({ context }) => ({ assetId: context.assetId, keys: context.pendingKeys }),
        onDone: [
          // Spec: deleting the last image closes the viewer.
          { guard: 'noneLeft', target: 'closed', actions: assign({ keys: [], index: 0, zoom: 1, pendingKeys: [] }) },
          {
            target: 'showing',
            actions: assign(({ context }) => {
              const primary = context.pendingKeys[0] === context.keys[context.index];
              return { keys: context.pendingKeys, index: primary ? 0 : Math.min(context.index, context.pendingKeys.length - 1), zoom: 1, pendingKeys: [] };
            }),
          },
        ],
        onError: { target: 'showing', actions: [assign({ pendingKeys: [] }), { type: 'notify', params: { title: KEYS_UPDATE_FAILED, text: null } }] },
      },
    },
    closed: { type: 'final' },
  },
});

// The image viewer's test model (imageViewer.model.test.ts, scripts/paths.ts): three
// images opened on the first or the third, for an owner and for a User (no set-as-primary, no delete).
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { ImageFailure } from '../../../machines/imageGallery/imageGallery.types.ts';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { imageViewerMachine } from '../../../machines/imageViewer/imageViewer.machine.ts';
import type { ImageViewerEvent } from '../../../machines/imageViewer/imageViewer.types.ts';

export const viewerKeys = ['k1', 'k2', 'k3'];

export type ImageViewerModelEvent = ImageViewerEvent | DoneActorEvent<string[], 'saveKeys'> | ErrorActorEvent<ImageFailure, 'saveKeys'>;

export const imageViewerEvents = {
  'viewer.next': { pressed: { type: 'viewer.next' } },
  'viewer.previous': { pressed: { type: 'viewer.previous' } },
  'viewer.zoomIn': { pressed: { type: 'viewer.zoomIn' } },
  'viewer.zoomOut': { pressed: { type: 'viewer.zoomOut' } },
  'viewer.zoomReset': { pressed: { type: 'viewer.zoomReset' } },
  'viewer.primary': { pressed: { type: 'viewer.primary' } },
  'viewer.download': { pressed: { type: 'viewer.download' } },
  'viewer.delete': { pressed: { type: 'viewer.delete' } },
  'viewer.deleteConfirmed': { pressed: { type: 'viewer.deleteConfirmed' } },
  'viewer.deleteCancelled': { pressed: { type: 'viewer.deleteCancelled' } },
  'viewer.closed': { pressed: { type: 'viewer.closed' } },
  'xstate.done.actor.saveKeys': { saved: { type: 'xstate.done.actor.saveKeys', actorId: 'saveKeys', output: [] } },
  'xstate.error.actor.saveKeys': {
    failed: { type: 'xstate.error.actor.saveKeys', actorId: 'saveKeys', error: { status: 500, message: 'Internal server error' } },
  },
} satisfies EventFixtures<ImageViewerModelEvent>;

export const imageViewerModel = defineModel({
  machine: imageViewerMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    confirmDelete: ['view:confirmDelete', 'view:viewer'],
    saving: ['busy', 'view:viewer'],
    showing: ['view:viewer'],
  },
  variants: {
    'owner, opened on the first': { input: { assetId: 7, keys: viewerKeys, index: 0, canEdit: true } },
    'owner, opened on the third': { input: { assetId: 7, keys: viewerKeys, index: 2, canEdit: true } },
    User: { input: { assetId: 7, keys: viewerKeys, index: 1, canEdit: false } },
  },
  events: imageViewerEvents,
  // Counts and positions are what guards read; which key is where, the test's oracle follows.
  project: ({ context }) => ({ keys: context.keys.length, index: context.index, zoom: context.zoom, pending: context.pendingKeys.length }),
});

// The image gallery's test model (imageGallery.model.test.ts, scripts/paths.ts).
// Machines load with no images or with three; files come as one photo, three photos, ten photos
// (too many next to three) or a mix with an SVG and a 31 MB photo.
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { imageGalleryMachine } from '../../../machines/imageGallery/imageGallery.machine.ts';
import type { ImageFailure, ImageGalleryEvent, SelectedFile } from '../../../machines/imageGallery/imageGallery.types.ts';
import type { ImageViewerOutput } from '../../../machines/imageViewer/imageViewer.types.ts';

const photo = (n: number, kind: SelectedFile['kind'] = 'jpeg', size = 2_000_000): SelectedFile => ({ id: `f${n}`, name: `IMG_000${n}.jpg`, size, kind });
export const selections = {
  one: [photo(1)],
  three: [photo(1), photo(2, 'png'), photo(3, 'webp')],
  ten: Array.from({ length: 10 }, (_, i) => photo(i + 1)),
  mixed: [photo(1), { id: 'f8', name: 'logo.svg', size: 2000, kind: null }, photo(9, 'jpeg', 31 * 1024 * 1024)],
} satisfies Record<string, SelectedFile[]>;

export const storedKeys = ['k1', 'k2', 'k3'];

export type ImageGalleryModelEvent =
  | ImageGalleryEvent
  | DoneActorEvent<string[], 'loadKeys'>
  | ErrorActorEvent<ImageFailure, 'loadKeys'>
  | DoneActorEvent<string[], 'uploadFiles'>
  | ErrorActorEvent<ImageFailure, 'uploadFiles'>
  | DoneActorEvent<string[], 'saveKeys'>
  | ErrorActorEvent<ImageFailure, 'saveKeys'>
  | DoneActorEvent<ImageViewerOutput, 'viewer'>;

const picked = (files: SelectedFile[]) => ({ type: 'images.filesSelected' as const, files });

export const imageGalleryEvents = {
  'images.retry': { pressed: { type: 'images.retry' } },
  'images.filesSelected': { one: picked(selections.one), three: picked(selections.three), ten: picked(selections.ten), mixed: picked(selections.mixed) },
  'images.warningsDismissed': { pressed: { type: 'images.warningsDismissed' } },
  'images.moved': { lastFirst: { type: 'images.moved', from: 2, to: 0 } },
  'images.uploadConfirmed': { pressed: { type: 'images.uploadConfirmed' } },
  'images.uploadCancelled': { pressed: { type: 'images.uploadCancelled' } },
  'images.progress': { half: { type: 'images.progress', loaded: 3_000_000, total: 6_000_000 } },
  'images.opened': { first: { type: 'images.opened', index: 0 }, third: { type: 'images.opened', index: 2 } },
  'xstate.done.actor.loadKeys': {
    none: { type: 'xstate.done.actor.loadKeys', actorId: 'loadKeys', output: [] },
    three: { type: 'xstate.done.actor.loadKeys', actorId: 'loadKeys', output: storedKeys },
  },
  'xstate.error.actor.loadKeys': { offline: { type: 'xstate.error.actor.loadKeys', actorId: 'loadKeys', error: { status: 0, message: 'Failed to fetch' } } },
  'xstate.done.actor.uploadFiles': { uploaded: { type: 'xstate.done.actor.uploadFiles', actorId: 'uploadFiles', output: ['n1', 'n2', 'n3'] } },
  'xstate.error.actor.uploadFiles': {
    refused: {
      type: 'xstate.error.actor.uploadFiles',
      actorId: 'uploadFiles',
      error: { status: 400, message: 'invalid image: the image is corrupt or truncated' },
    },
  },
  'xstate.done.actor.saveKeys': { saved: { type: 'xstate.done.actor.saveKeys', actorId: 'saveKeys', output: [] } },
  'xstate.error.actor.saveKeys': {
    failed: { type: 'xstate.error.actor.saveKeys', actorId: 'saveKeys', error: { status: 500, message: 'Internal server error' } },
  },
  // The viewer closing: nothing changed, a new primary, or the last image deleted.
  'xstate.done.actor.viewer': {
    unchanged: { type: 'xstate.done.actor.viewer', actorId: 'viewer', output: { keys: storedKeys } },
    newPrimary: { type: 'xstate.done.actor.viewer', actorId: 'viewer', output: { keys: ['k3', 'k1', 'k2'] } },
    allDeleted: { type: 'xstate.done.actor.viewer', actorId: 'viewer', output: { keys: [] } },
  },
} satisfies EventFixtures<ImageGalleryModelEvent>;

export const imageGalleryModel = defineModel({
  machine: imageGalleryMachine,
  // The tags the screens read, state by state: every replayed step is checked against this table.
  tags: {
    loadFailed: ['view:loadFailed'],
    loading: ['view:loading'],
    ready: ['view:gallery'],
    reordering: ['view:gallery', 'view:reorder'],
    saving: ['busy', 'view:gallery'],
    uploading: ['busy', 'busy:upload', 'view:gallery'],
    viewer: ['view:gallery', 'view:viewer'],
  },
  variants: {
    'owner (manage:asset)': { input: { assetId: 7, canEdit: true } },
    'User (no manage:asset)': { input: { assetId: 7, canEdit: false } },
  },
  events: imageGalleryEvents,
  // What the guards read: how many images, the viewer's start, the selection and the list being saved.
  // (Which keys, in which order, the test's oracle follows step by step.)
  project: ({ context }) => ({ keys: context.keys.length, index: context.index, selection: context.selection.length, pending: context.pendingKeys.length }),
});

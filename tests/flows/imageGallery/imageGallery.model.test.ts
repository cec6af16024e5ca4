import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { imageGalleryMachine } from '../../../machines/imageGallery/imageGallery.machine.ts';
import { imageGalleryModel, selections, storedKeys } from './imageGallery.model.ts';
import type { SelectedFile, UploadRequest } from '../../../machines/imageGallery/imageGallery.types.ts';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { createSpies, effectTracker, once, type Spies } from '../kit/harness.ts';

// The spec's texts (features spec, sections 5 and 8), written out.
const TOO_MANY = 'You have selected too many images. Image limit per machine is 12.';
const TOO_LARGE = 'image exceeds the allowed size limit. Maximum image size is 30MB.';
const INVALID = 'invalid image format. Supported formats are JPEG, PNG, WEBP.';
const LOAD_FAILED = 'Error while loading asset image keys. Please try again later';
const UPDATE_FAILED = 'Error while updating asset image keys. Please try again later';

const ACTIONS = ['notify', 'imagesChanged'] as const;
type Snapshot = SnapshotFrom<typeof imageGalleryMachine>;

function checker(spies: Spies<(typeof ACTIONS)[number]>, canEdit: boolean) {
  const effects = effectTracker(spies);
  let keys: string[] = [];
  let selection: SelectedFile[] = [];
  let warnings: string[] = [];
  let state = 'loading';
  return ({ label, after, invocations }: StepInfo) => {
    const snap = after as Snapshot;
    const effect = effects.next();
    let expectedEffect = {};
    const selecting = label.startsWith('images.filesSelected') && canEdit && (state === 'ready' || state === 'viewer');
    if (label === 'done:loadKeys(none)') [keys, state] = [[], 'ready'];
    if (label === 'done:loadKeys(three)') [keys, state] = [[...storedKeys], 'ready'];
    if (label.startsWith('error:loadKeys')) {
      state = 'loadFailed';
      expectedEffect = once('notify');
      expect(spies.notify).toHaveBeenLastCalledWith(expect.anything(), { title: LOAD_FAILED, text: null });
    }
    if (label === 'images.retry' && state === 'loadFailed') state = 'loading';
    if (selecting) {
      const files = selections[label.slice('images.filesSelected('.length, -1) as keyof typeof selections];
      // Spec: 12 per machine (the whole selection refused), 30 MB and JPEG/PNG/WEBP per file.
      if (keys.length + files.length > 12) [selection, warnings] = [[], [TOO_MANY]];
      else {
        warnings = files.flatMap((f) => (f.kind === null ? [`${f.name}: ${INVALID}`] : f.size > 30 * 1024 * 1024 ? [`${f.name}: ${TOO_LARGE}`] : []));
        selection = files.filter((f) => f.kind !== null && f.size <= 30 * 1024 * 1024);
      }
      state = selection.length === 0 ? 'ready' : selection.length === 1 ? 'uploading' : 'reordering';
    }
    if (label === 'images.warningsDismissed' && state === 'ready') warnings = [];
    if (label === 'images.moved' && state === 'reordering') selection = [selection[2], selection[0], selection[1], ...selection.slice(3)];
    if (label === 'images.uploadConfirmed' && state === 'reordering') state = 'uploading';
    if (label === 'images.uploadCancelled' && state === 'reordering') [selection, state] = [[], 'ready'];
    if (label === 'done:uploadFiles') state = 'saving';
    if (label.startsWith('error:uploadFiles')) {
      [selection, state] = [[], 'ready'];
      expectedEffect = once('notify');
      expect(spies.notify).toHaveBeenLastCalledWith(expect.anything(), {
        title: 'The image could not be uploaded',
        text: 'invalid image: the image is corrupt or truncated',
      });
    }
    if (label === 'done:saveKeys') {
      keys = [...keys, 'n1', 'n2', 'n3'];
      [selection, state] = [[], 'ready'];
      expectedEffect = once('imagesChanged');
    }
    if (label.startsWith('error:saveKeys')) {
      [selection, state] = [[], 'ready'];
      expectedEffect = once('notify');
      expect(spies.notify).toHaveBeenLastCalledWith(expect.anything(), { title: UPDATE_FAILED, text: null });
    }
    if (label.startsWith('images.opened') && state === 'ready') {
      const index = label.endsWith('(first)') ? 0 : 2;
      if (index < keys.length) state = 'viewer';
    }
    if (label.startsWith('done:viewer')) {
      const next = label.endsWith('(unchanged)') ? storedKeys : label.endsWith('(newPrimary)') ? ['k3', 'k1', 'k2'] : [];
      if (next.join() !== keys.join()) expectedEffect = once('imagesChanged');
      [keys, state] = [[...next], 'ready'];
    }

    expect(snap.value, `state after ${label}`).toBe(state);
    expect(snap.context.keys).toEqual(keys);
    expect(snap.context.selection.map((f) => f.id)).toEqual(selection.map((f) => f.id));
    expect(snap.context.warnings).toEqual(warnings);
    expect(effect, `side effects of ${label}`).toEqual(expectedEffect);
    expect(snap.hasTag('view:reorder')).toBe(state === 'reordering');
    if (state === 'uploading' && label !== 'images.progress')
      expect(invocations.at(-1)).toMatchObject({ src: 'uploadFiles', input: { assetId: 7, files: selection } });
    if (state === 'saving') expect(invocations.at(-1)).toEqual({ src: 'saveKeys', input: { assetId: 7, keys: [...keys, 'n1', 'n2', 'n3'] } });
    if (label === 'images.progress' && state === 'uploading') expect(snap.context.progress).toEqual({ loaded: 3_000_000, total: 6_000_000 });
  };
}

describe('imageGallery: generated paths', () => {
  for (const graph of buildModelGraphs(imageGalleryModel)) {
    const canEdit = (graph.input as { canEdit: boolean }).canEdit;
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        const spies = createSpies(ACTIONS);
        await replayPath(graph, modelPath, { actions: spies, advanceTime: () => {}, onStep: checker(spies, canEdit) });
      });
    }
  }
});

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('imageGallery: journeys', () => {
  it('three photos on an empty machine: reordered, uploaded with progress, the chosen first is primary', async () => {
    const progress: number[] = [];
    const saved: string[][] = [];
    const actor = createActor(
      imageGalleryMachine.provide({
        actors: {
          loadKeys: fromPromise<string[], { assetId: number }>(async () => []),
          uploadFiles: fromPromise<string[], UploadRequest>(async ({ input }) => {
            input.report({ loaded: 1, total: 3 });
            input.report({ loaded: 3, total: 3 });
            return input.files.map((f) => `key-${f.id}`);
          }),
          saveKeys: fromPromise<string[], { assetId: number; keys: string[] }>(async ({ input }) => {
            saved.push(input.keys);
            return input.keys;
          }),
        },
      }),
      { input: { assetId: 7, canEdit: true } },
    ).start();
    actor.subscribe((s) => s.context.progress && progress.push(s.context.progress.loaded));
    await flush();
    actor.send({ type: 'images.filesSelected', files: selections.three });
    expect(actor.getSnapshot().value).toBe('reordering');
    actor.send({ type: 'images.moved', from: 2, to: 0 });
    actor.send({ type: 'images.uploadConfirmed' });
    await flush();
    expect(saved).toEqual([['key-f3', 'key-f1', 'key-f2']]);
    expect(actor.getSnapshot().context.keys[0]).toBe('key-f3');
    expect(progress).toEqual(expect.arrayContaining([1, 3]));
    expect(actor.getSnapshot().value).toBe('ready');
  });
});

import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { imageViewerMachine } from '../../../machines/imageViewer/imageViewer.machine.ts';
import { imageViewerModel, viewerKeys } from './imageViewer.model.ts';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { createSpies, effectTracker, once, type Spies } from '../kit/harness.ts';

const UPDATE_FAILED = 'Error while updating asset image keys. Please try again later';
const ACTIONS = ['notify', 'download'] as const;
type Snapshot = SnapshotFrom<typeof imageViewerMachine>;
const ZOOMS = [1, 1.5, 2, 3, 4];

/** The viewer as the spec describes it, followed independently of the machine. */
function checker(spies: Spies<(typeof ACTIONS)[number]>, input: { index: number; canEdit: boolean }) {
  const effects = effectTracker(spies);
  let keys = [...viewerKeys];
  let index = input.index;
  let zoom = 1;
  let pending: string[] | null = null;
  let state = 'showing';
  return ({ label, after, invocations }: StepInfo) => {
    const snap = after as Snapshot;
    const effect = effects.next();
    const showing = state === 'showing';
    if (label === 'viewer.next' && showing && keys.length > 1) [index, zoom] = [(index + 1) % keys.length, 1];
    if (label === 'viewer.previous' && showing && keys.length > 1) [index, zoom] = [(index + keys.length - 1) % keys.length, 1];
    if (label === 'viewer.zoomIn' && showing) zoom = ZOOMS[Math.min(ZOOMS.indexOf(zoom) + 1, 4)];
    if (label === 'viewer.zoomOut' && showing) zoom = ZOOMS[Math.max(ZOOMS.indexOf(zoom) - 1, 0)];
    if (label === 'viewer.zoomReset' && showing) zoom = 1;
    if (label === 'viewer.primary' && showing && input.canEdit && index > 0) {
      pending = [keys[index], ...keys.filter((_, i) => i !== index)];
      state = 'saving';
    }
    if (label === 'viewer.delete' && showing && input.canEdit) state = 'confirmDelete';
    if (label === 'viewer.deleteCancelled' && state === 'confirmDelete') state = 'showing';
    if (label === 'viewer.deleteConfirmed' && state === 'confirmDelete') {
      pending = keys.filter((_, i) => i !== index);
      state = 'saving';
    }
    if (label === 'viewer.closed' && showing) state = 'closed';
    if (label === 'done:saveKeys') {
      const wasPrimary = pending![0] === keys[index];
      keys = pending!;
      index = wasPrimary ? 0 : Math.min(index, keys.length - 1);
      zoom = 1;
      pending = null;
      // Spec: deleting the last image closes the viewer.
      state = keys.length === 0 ? 'closed' : 'showing';
    }
    if (label === 'error:saveKeys') {
      pending = null;
      state = 'showing';
    }

    expect(snap.value, `state after ${label}`).toBe(state);
    expect(snap.context.keys).toEqual(keys);
    if (keys.length) expect(snap.context.index).toBe(index);
    expect(snap.context.zoom).toBe(zoom);
    if (state === 'closed') expect(snap.output).toEqual({ keys });
    if (label === 'viewer.download' && showing) {
      expect(effect).toEqual(once('download'));
      expect(spies.download).toHaveBeenLastCalledWith(expect.anything(), { key: keys[index] });
    } else if (label === 'error:saveKeys') {
      expect(effect).toEqual(once('notify'));
      expect(spies.notify).toHaveBeenLastCalledWith(expect.anything(), { title: UPDATE_FAILED, text: null });
    } else expect(effect, `side effects of ${label}`).toEqual({});
    if (state === 'saving' && label.startsWith('viewer.')) expect(invocations.at(-1)).toEqual({ src: 'saveKeys', input: { assetId: 7, keys: pending } });
  };
}

describe('imageViewer: generated paths', () => {
  for (const graph of buildModelGraphs(imageViewerModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        const spies = createSpies(ACTIONS);
        await replayPath(graph, modelPath, {
          actions: spies,
          advanceTime: () => {},
          onStep: checker(spies, graph.input as { index: number; canEdit: boolean }),
        });
      });
    }
  }
});

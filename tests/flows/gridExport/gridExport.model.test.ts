import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { gridExportMachine } from '../../../machines/gridExport/gridExport.machine.ts';
import { FILE, gridExportModel, TOO_MANY } from './gridExport.model.ts';
import { createSpies, effectTracker, once, type Spies } from '../kit/harness.ts';

// Our text (the spec has no export), written out so a changed text fails here.
const EXPORT_FAILED = 'The export failed';

const ACTIONS = ['download', 'notifyFailure'] as const;
type Action = (typeof ACTIONS)[number];
type Snapshot = SnapshotFrom<typeof gridExportMachine>;

function checker(spies: Spies<Action>) {
  const effects = effectTracker(spies);
  return ({ label, before, after, invocations }: StepInfo) => {
    const snap = after as Snapshot;
    const prev = before as Snapshot | undefined;
    const was = prev ? String(prev.value) : 'idle';
    // One export at a time: a request while one is written changes nothing.
    const expected = label.startsWith('export.requested') ? 'exporting' : label === 'xstate.init' ? 'idle' : 'idle';
    expect(String(snap.value), `state after ${label}`).toBe(label.startsWith('export.requested') && was === 'exporting' ? 'exporting' : expected);
    expect(snap.hasTag('busy')).toBe(snap.value === 'exporting');
    const effect = label === 'done:exportFile' ? once('download') : label.startsWith('error:exportFile') ? once('notifyFailure') : {};
    expect(effects.next(), `side effects of ${label}`).toEqual(effect);
    if (label === 'done:exportFile') expect(spies.download.mock.lastCall?.[1]).toEqual(FILE);
    if (label === 'error:exportFile(tooMany)') expect(spies.notifyFailure.mock.lastCall?.[1]).toEqual({ title: EXPORT_FAILED, text: TOO_MANY });
    if (label === 'error:exportFile(offline)') expect(spies.notifyFailure.mock.lastCall?.[1]).toEqual({ title: EXPORT_FAILED, text: null });
    if (label.startsWith('export.requested') && was === 'idle') {
      const format = label.includes('csv') ? 'csv' : 'xlsx';
      expect(snap.context.format).toBe(format);
      expect(invocations.at(-1)).toEqual({ src: 'exportFile', input: { format } });
    }
    if (label.startsWith('export.requested') && was === 'exporting') expect(snap.context.format).toBe(prev!.context.format);
    if (label === 'xstate.init') expect(snap.context).toEqual({ format: 'xlsx' });
  };
}

describe('gridExport: generated paths', () => {
  for (const graph of buildModelGraphs(gridExportModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        const spies = createSpies(ACTIONS);
        await replayPath(graph, modelPath, { actions: spies, advanceTime: () => {}, onStep: checker(spies) });
      });
    }
  }
});

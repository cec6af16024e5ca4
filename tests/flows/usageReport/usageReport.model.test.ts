import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { usageReportMachine } from '../../../machines/usageReport/usageReport.machine.ts';
import { FILE, MACHINES, RANGE, usageReportModel } from './usageReport.model.ts';
import { defaultRange, fallbackFileName, rangeError } from '../../../machines/usageReport/usageReport.range.ts';
import type { ReportFile, UsageReportRequest } from '../../../machines/usageReport/usageReport.types.ts';
import { createSpies, effectTracker, once, type Spies } from '../kit/harness.ts';

// The features spec's text (section 8) and ours, written out so a changed text fails here.
const REPORT_FAILED = 'Error while generating report. Please try again later';
const MACHINES_FAILED = 'The machines could not be loaded. Please try again later';

const ACTIONS = ['download'] as const;
type Action = (typeof ACTIONS)[number];
type Snapshot = SnapshotFrom<typeof usageReportMachine>;
const stateOf = (s: Snapshot | undefined) => (s ? String(s.value) : 'loading');
const rangeOk = (s: Snapshot) => rangeError(s.context.fromDay, s.context.toDay) === null;

function expectedState(label: string, before: Snapshot | undefined): string {
  const from = stateOf(before);
  if (label === 'xstate.init') return 'loading';
  if (label === 'done:loadMachines') return 'picking';
  if (label === 'error:loadMachines') return 'loadFailed';
  if (label === 'report.retried') return 'loading';
  if (label.startsWith('report.toggled') || label.startsWith('report.allToggled') || label.startsWith('report.rangeChanged')) return from;
  // Only with machines picked and a valid range.
  if (label === 'report.generateRequested') return before!.context.selected.length > 0 && rangeOk(before!) ? 'generating' : from;
  if (label === 'done:generateReport' || label === 'error:generateReport') return 'picking';
  throw new Error(`no expectation for ${label}`);
}

function checker(spies: Spies<Action>) {
  const effects = effectTracker(spies);
  return ({ label, before, after, invocations }: StepInfo) => {
    const snap = after as Snapshot;
    const prev = before as Snapshot | undefined;
    const state = stateOf(snap);
    expect(state, `state after ${label}`).toBe(expectedState(label, prev));
    expect(snap.hasTag('busy')).toBe(state === 'loading' || state === 'generating');
    expect(effects.next(), `side effects of ${label}`).toEqual(label === 'done:generateReport' ? once('download') : {});

    if (label === 'done:generateReport') expect(spies.download.mock.lastCall?.[1]).toEqual(FILE);
    if (state === 'generating' && stateOf(prev) !== 'generating') {
      expect(invocations.at(-1)).toEqual({
        src: 'generateReport',
        input: { assetIds: prev!.context.selected, fromDay: prev!.context.fromDay, toDay: prev!.context.toDay },
      });
      expect(snap.context.error).toBeNull();
    }
    if (label === 'error:generateReport') expect(snap.context.error).toBe(REPORT_FAILED);
    if (label === 'error:loadMachines') expect(snap.context.error).toBe(MACHINES_FAILED);
    if (label === 'done:loadMachines') expect(snap.context).toMatchObject({ machines: MACHINES, error: null });
    // A failure keeps the choices.
    if (label.startsWith('error:generateReport')) expect(snap.context.selected).toEqual(prev!.context.selected);
    if (label === 'report.toggled(first)') expect(snap.context.selected.includes(11)).toBe(!prev!.context.selected.includes(11));
    if (label === 'report.allToggled(all)') {
      const wasAll = [11, 12].every((id) => prev!.context.selected.includes(id));
      expect([...snap.context.selected].sort()).toEqual(wasAll ? [] : [11, 12]);
    }
    expect(new Set(snap.context.selected).size, 'no machine twice').toBe(snap.context.selected.length);
  };
}

describe('usageReport: generated paths', () => {
  for (const graph of buildModelGraphs(usageReportModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        const spies = createSpies(ACTIONS);
        await replayPath(graph, modelPath, { actions: spies, advanceTime: () => {}, onStep: checker(spies) });
      });
    }
  }
});

const flush = async () => {
  for (let i = 0; i < 8; i++) await Promise.resolve();
};

describe('usageReport: journeys', () => {
  it('picks two machines and a month, fails once, then downloads with the same choices', async () => {
    const asked: UsageReportRequest[] = [];
    let fail = true;
    const download = createSpies(ACTIONS);
    const actor = createActor(
      usageReportMachine.provide({
        actions: download,
        actors: {
          loadMachines: fromPromise(async () => MACHINES),
          generateReport: fromPromise<ReportFile, UsageReportRequest>(async ({ input }) => {
            asked.push(input);
            if (fail) {
              fail = false;
              throw { status: 500 };
            }
            return { fileName: fallbackFileName(input.fromDay, input.toDay), blob: new Blob(['x']) };
          }),
        },
      }),
      { input: RANGE },
    ).start();
    await flush();
    actor.send({ type: 'report.generateRequested' });
    expect(actor.getSnapshot().value).toBe('picking');
    actor.send({ type: 'report.toggled', assetId: 12 });
    actor.send({ type: 'report.toggled', assetId: 11 });
    actor.send({ type: 'report.rangeChanged', fromDay: '2026-10-01', toDay: '2026-10-31' });
    actor.send({ type: 'report.generateRequested' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe(REPORT_FAILED);
    actor.send({ type: 'report.generateRequested' });
    await flush();
    expect(asked).toEqual([
      { assetIds: [12, 11], fromDay: '2026-10-01', toDay: '2026-10-31' },
      { assetIds: [12, 11], fromDay: '2026-10-01', toDay: '2026-10-31' },
    ]);
    expect(download.download.mock.lastCall?.[1].fileName).toBe('usage-report_2026-10-01_2026-10-31.xlsx');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('checks the range as the server does', () => {
    expect(rangeError('2026-11-01', '2026-11-01')).toBeNull();
    expect(rangeError('2026-10-01', '2026-10-31')).toBeNull();
    expect(rangeError('2026-10-01', '2026-11-01')).toBe('At most 31 days');
    expect(rangeError('2026-11-02', '2026-11-01')).toBe('The start must not be after the end');
    expect(rangeError('2026-02-30', '2026-03-01')).toBe('Pick both dates');
    expect(defaultRange(Date.parse('2026-11-23T04:00:00Z'), 'UTC')).toEqual({ fromDay: '2026-11-16', toDay: '2026-11-22' });
    // 23:30 UTC is already the next day in Stockholm: yesterday is the user's, not UTC's or the browser's.
    expect(defaultRange(Date.parse('2026-11-22T23:30:00Z'), 'Europe/Stockholm')).toEqual({ fromDay: '2026-11-16', toDay: '2026-11-22' });
    expect(defaultRange(Date.parse('2026-11-22T23:30:00Z'), 'UTC')).toEqual({ fromDay: '2026-11-15', toDay: '2026-11-21' });
  });
});

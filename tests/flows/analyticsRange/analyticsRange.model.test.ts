import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { analyticsRangeMachine } from '../../../machines/analyticsRange/analyticsRange.machine.ts';
import type { UtilizationRequest } from '../../../machines/analyticsRange/analyticsRange.types.ts';
import { analyticsRangeModel, TODAY, VIEW } from './analyticsRange.model.ts';

// Ours (decision 0058), written out so a changed text fails here.
const FAILED = 'The utilization figures could not be loaded. Please try again later';
// The presets for Tuesday 2026-11-17, counted by hand: full ISO weeks before the current one
// (Monday 2026-11-16), and October for the previous month.
const RANGES: Record<string, { fromDay: string; toDay: string }> = {
  last4Weeks: { fromDay: '2026-10-19', toDay: '2026-11-15' },
  last13Weeks: { fromDay: '2026-08-17', toDay: '2026-11-15' },
  lastMonth: { fromDay: '2026-10-01', toDay: '2026-10-31' },
  custom: { fromDay: '2026-09-01', toDay: '2026-09-30' },
};

type Snapshot = SnapshotFrom<typeof analyticsRangeMachine>;
const stateOf = (s: Snapshot | undefined) => (s ? String(s.value) : 'loading');

/** Whether the event changes what is asked (and so loads again), from the spec of the screen. */
function reloads(label: string, before: Snapshot): boolean {
  // A preset reloads unless it is the one shown already.
  if (label === 'range.presetChosen(last4Weeks)') return before.context.preset !== 'last4Weeks';
  if (label === 'range.presetChosen(last13Weeks)') return before.context.preset !== 'last13Weeks';
  if (label === 'drill.opened') return true;
  if (label === 'range.customApplied(september)') return true;
  if (label === 'range.customApplied(reversed)' || label === 'range.unusedDaysChanged(tooMany)') return false;
  // 14 days fits every range the fixtures reach (28, 91 or 30 days).
  if (label === 'range.unusedDaysChanged(fourteen)') return true;
  if (label === 'drill.closed') return before.context.drill !== null;
  throw new Error(`no expectation for ${label}`);
}

function expectedState(label: string, before: Snapshot | undefined): string {
  if (label === 'xstate.init') return 'loading';
  if (label === 'done:loadUtilization') return 'ready';
  if (label === 'error:loadUtilization') return 'failed';
  if (label === 'range.retried') return 'loading';
  return reloads(label, before!) ? 'loading' : stateOf(before);
}

function check({ label, before, after, invocations }: StepInfo) {
  const snap = after as Snapshot;
  const prev = before as Snapshot | undefined;
  const state = stateOf(snap);
  expect(state, `state after ${label}`).toBe(expectedState(label, prev));
  expect(snap.hasTag('busy')).toBe(state === 'loading');
  const { preset, fromDay, toDay, unusedDays, drill } = snap.context;
  expect({ fromDay, toDay }, "the range is the preset's").toEqual(RANGES[preset]);
  if (label === 'range.presetChosen(last13Weeks)') expect(preset).toBe('last13Weeks');
  if (label === 'range.presetChosen(last4Weeks)') expect(preset).toBe('last4Weeks');
  if (label === 'range.customApplied(september)') expect(preset).toBe('custom');
  if (label === 'range.unusedDaysChanged(fourteen)') expect(unusedDays).toBe(14);
  if (label === 'range.unusedDaysChanged(tooMany)') expect(unusedDays).toBe(prev!.context.unusedDays);
  if (label === 'drill.opened') expect(drill).toEqual({ kind: 'family', id: 1, name: 'Excavator' });
  if (label === 'drill.closed') expect(drill).toBeNull();
  if (label === 'done:loadUtilization') expect(snap.context).toMatchObject({ view: VIEW, error: null });
  if (label === 'error:loadUtilization') expect(snap.context.error).toBe(FAILED);
  // A failure keeps what was shown and chosen.
  if (label === 'error:loadUtilization') expect({ ...snap.context, error: null }).toEqual({ ...prev!.context, error: null });
  // Each entry to loading asks for exactly the chosen range, N and drill-down.
  const entered = state === 'loading' && (label === 'xstate.init' || expectedState(label, prev) === 'loading');
  if (entered) {
    const expected: UtilizationRequest = { fromDay, toDay, unusedDays, ...(drill ? { familyIds: [1] } : {}) };
    expect(invocations.at(-1)).toEqual({ src: 'loadUtilization', input: expected });
  }
}

describe('analyticsRange: generated paths', () => {
  for (const graph of buildModelGraphs(analyticsRangeModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        await replayPath(graph, modelPath, { actions: {}, advanceTime: () => {}, onStep: check });
      });
    }
  }
});

const flush = async () => {
  for (let i = 0; i < 8; i++) await Promise.resolve();
};

describe('analyticsRange: journeys', () => {
  it('drops an answer overtaken by a newer choice and shows the newest', async () => {
    const asked: UtilizationRequest[] = [];
    const pending: ((v: typeof VIEW) => void)[] = [];
    const actor = createActor(
      analyticsRangeMachine.provide({
        actors: {
          loadUtilization: fromPromise<typeof VIEW, UtilizationRequest>(({ input }) => {
            asked.push(input);
            return new Promise((resolve) => pending.push(resolve));
          }),
        },
      }),
      { input: { today: TODAY } },
    ).start();
    actor.send({ type: 'range.presetChosen', preset: 'lastMonth' });
    actor.send({ type: 'drill.opened', drill: { kind: 'tag', id: 9, name: 'Rented' } });
    const stale = { ...VIEW, machines: { total: 0, data: [] } };
    pending[0](stale);
    pending[1](stale);
    await flush();
    expect(actor.getSnapshot().value).toBe('loading');
    pending[2](VIEW);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.view).toBe(VIEW);
    expect(asked).toEqual([
      { fromDay: '2026-10-19', toDay: '2026-11-15', unusedDays: 7 },
      { fromDay: '2026-10-01', toDay: '2026-10-31', unusedDays: 7 },
      { fromDay: '2026-10-01', toDay: '2026-10-31', unusedDays: 7, tagIds: [9] },
    ]);
  });

  it('keeps N within a shorter range and a place drill-down as placeIds', async () => {
    const asked: UtilizationRequest[] = [];
    const actor = createActor(analyticsRangeMachine.provide({ actors: { loadUtilization: fromPromise(async ({ input }) => (asked.push(input), VIEW)) } }), {
      input: { today: '2026-03-10' },
    }).start();
    await flush();
    actor.send({ type: 'range.unusedDaysChanged', days: 28 });
    await flush();
    actor.send({ type: 'range.presetChosen', preset: 'lastMonth' });
    await flush();
    actor.send({ type: 'drill.opened', drill: { kind: 'place', id: 5, name: 'Depot' } });
    await flush();
    // February 2026 has 28 days: N = 28 still fits; the 2026-02-02..2026-03-01 default had 28 too.
    expect(asked.at(-1)).toEqual({ fromDay: '2026-02-01', toDay: '2026-02-28', unusedDays: 28, placeIds: [5] });
    actor.send({ type: 'range.customApplied', fromDay: '2026-02-20', toDay: '2026-02-28' });
    await flush();
    expect(asked.at(-1)).toEqual({ fromDay: '2026-02-20', toDay: '2026-02-28', unusedDays: 9, placeIds: [5] });
    expect(actor.getSnapshot().value).toBe('ready');
  });
});

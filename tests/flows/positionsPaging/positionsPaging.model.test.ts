import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { positionsPagingMachine } from '../../../machines/positionsPaging/positionsPaging.machine.ts';
import { AFTERNOON_FROM, AFTERNOON_TO, ASSET_ID, FIRST, FROM, MIDDLE, NONE, OFFLINE, positionsPagingModel, REST, STUCK, TO } from './positionsPaging.model.ts';
import type { LoadPositionsInput, PositionsPage, TrackPoint } from '../../../machines/positionsPaging/positionsPaging.types.ts';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';

type Snapshot = SnapshotFrom<typeof positionsPagingMachine>;
const VIEWS = ['view:loading', 'view:track', 'view:empty', 'view:error'];

interface Expected {
  /** the window asked for */
  window: { from: string; to: string };
  view: string;
  busy: boolean;
  /** assetTimes merged so far */
  times: string[];
  /** where the next request starts */
  from: string;
  truncated: boolean;
}

const PAGES: Record<string, PositionsPage> = { first: FIRST, middle: MIDDLE, rest: REST, stuck: STUCK, none: NONE };

/**
 * Features spec, section 4 'Positions': while isTruncated, fetch again from the last item's time and
 * merge without duplicates by assetTime. Ours: stop when a page brings nothing later (the track is
 * then truncated), and an empty first answer is "no movements".
 */
function expected(label: string, before: Expected | undefined): Expected {
  if (label === 'xstate.init') return { window: { from: FROM, to: TO }, view: 'view:loading', busy: true, times: [], from: FROM, truncated: false };
  const s = before!;
  // Another session: everything starts over on its window.
  if (label === 'positions.windowChanged') {
    return { window: { from: AFTERNOON_FROM, to: AFTERNOON_TO }, view: 'view:loading', busy: true, times: [], from: AFTERNOON_FROM, truncated: false };
  }
  if (label === 'positions.retry') return { ...s, view: s.times.length ? 'view:track' : 'view:loading', busy: true };
  if (label === 'error:loadPositions') return { ...s, view: 'view:error', busy: false };
  const page = PAGES[/\((\w+)\)$/.exec(label)![1]];
  const times = [...s.times];
  for (const p of page.items) if (!times.includes(p.assetTime)) times.push(p.assetTime);
  times.sort();
  const last = times.at(-1) ?? s.from;
  // Progress: new points, and the page ends elsewhere than where it was asked from.
  const progressed = times.length > s.times.length && page.items.at(-1)?.assetTime !== s.from;
  if (page.isTruncated && progressed) return { ...s, view: 'view:track', busy: true, times, from: last, truncated: false };
  if (times.length === 0) return { ...s, view: 'view:empty', busy: false };
  return { ...s, view: 'view:track', busy: false, times, from: last, truncated: page.isTruncated };
}

function checker() {
  let state: Expected | undefined;
  return ({ label, after, invocations }: StepInfo) => {
    const snap = after as Snapshot;
    state = expected(label, state);
    expect(
      VIEWS.filter((v) => snap.hasTag(v)),
      `view after ${label}`,
    ).toEqual([state.view]);
    expect(snap.hasTag('busy')).toBe(state.busy);
    expect(snap.context.items.map((p) => p.assetTime)).toEqual(state.times);
    expect(snap.context.truncated).toBe(state.truncated);
    if (state.busy) {
      expect(invocations.at(-1)).toEqual({ src: 'loadPositions', input: { assetId: ASSET_ID, fromMachineTime: state.from, toMachineTime: state.window.to } });
    }
  };
}

describe('positionsPaging: generated paths', () => {
  for (const graph of buildModelGraphs(positionsPagingModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        await replayPath(graph, modelPath, { advanceTime: () => {}, onStep: checker() });
      });
    }
  }
});

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** A server with `total` positions, 15 s apart, answering at most `pageSize` from the asked time on (inclusive). */
function pagingServer(total: number, pageSize: number) {
  const all: TrackPoint[] = Array.from({ length: total }, (_, i) => {
    const t = new Date(Date.UTC(2026, 10, 24, 6, 0, 0) + i * 15_000).toISOString().slice(0, 19);
    return { lat: 60 + i / 1e4, long: 17 + i / 1e4, assetTime: t };
  });
  const asked: LoadPositionsInput[] = [];
  const loadPositions = fromPromise<PositionsPage, LoadPositionsInput>(async ({ input }) => {
    asked.push(input);
    const rest = all.filter((p) => p.assetTime >= input.fromMachineTime && p.assetTime < input.toMachineTime);
    return { items: rest.slice(0, pageSize), isTruncated: rest.length > pageSize };
  });
  return { all, asked, loadPositions };
}

describe('positionsPaging: journeys', () => {
  it('a 2,500-position day in pages of 1,000 arrives whole, in order, without the repeated boundary points', async () => {
    const server = pagingServer(2500, 1000);
    const actor = createActor(positionsPagingMachine.provide({ actors: { loadPositions: server.loadPositions } }), {
      input: { assetId: ASSET_ID, fromMachineTime: FROM, toMachineTime: TO },
    }).start();
    await flush();
    const end = actor.getSnapshot();
    expect(end.value).toBe('complete');
    expect(end.context.items).toEqual(server.all);
    expect(end.context.truncated).toBe(false);
    expect(server.asked.map((a) => a.fromMachineTime)).toEqual([FROM, server.all[999].assetTime, server.all[1998].assetTime]);
  });

  it('a server that never stops saying truncated is asked at most 20 times; the track says it is truncated', async () => {
    const server = pagingServer(100_000, 10);
    const actor = createActor(positionsPagingMachine.provide({ actors: { loadPositions: server.loadPositions } }), {
      input: { assetId: ASSET_ID, fromMachineTime: FROM, toMachineTime: TO },
    }).start();
    for (let i = 0; i < 30; i++) await flush();
    const end = actor.getSnapshot();
    expect(end.value).toBe('complete');
    expect(server.asked).toHaveLength(20);
    expect(end.context.truncated).toBe(true);
    expect(end.context.items).toEqual(server.all.slice(0, 10 + 19 * 9));
  });

  it('offline on the second page keeps the first on screen; retry continues where it stopped', async () => {
    const answers: Array<PositionsPage | typeof OFFLINE> = [FIRST, OFFLINE, REST];
    const asked: string[] = [];
    const machine = positionsPagingMachine.provide({
      actors: {
        loadPositions: fromPromise<PositionsPage, LoadPositionsInput>(async ({ input }) => {
          asked.push(input.fromMachineTime);
          const a = answers.shift()!;
          if (a === OFFLINE) throw a;
          return a as PositionsPage;
        }),
      },
    });
    const actor = createActor(machine, { input: { assetId: ASSET_ID, fromMachineTime: FROM, toMachineTime: TO } }).start();
    await flush();
    expect(actor.getSnapshot().hasTag('view:error')).toBe(true);
    expect(actor.getSnapshot().context.items).toEqual(FIRST.items);
    actor.send({ type: 'positions.retry' });
    await flush();
    const end = actor.getSnapshot();
    expect(end.value).toBe('complete');
    expect(end.context.items).toEqual([...FIRST.items, ...REST.items.slice(1)]);
    expect(asked).toEqual([FROM, FIRST.items[2].assetTime, FIRST.items[2].assetTime]);
  });

  it('selecting another session while a page is on its way: the old answer never lands', async () => {
    const pending: Array<{ input: LoadPositionsInput; resolve: (p: PositionsPage) => void }> = [];
    const machine = positionsPagingMachine.provide({
      actors: { loadPositions: fromPromise<PositionsPage, LoadPositionsInput>(({ input }) => new Promise((resolve) => pending.push({ input, resolve }))) },
    });
    const actor = createActor(machine, { input: { assetId: ASSET_ID, fromMachineTime: FROM, toMachineTime: TO } }).start();
    actor.send({ type: 'positions.windowChanged', fromMachineTime: AFTERNOON_FROM, toMachineTime: AFTERNOON_TO });
    pending[0].resolve(FIRST);
    await flush();
    expect(actor.getSnapshot().context.items).toEqual([]);
    expect(pending[1].input).toEqual({ assetId: ASSET_ID, fromMachineTime: AFTERNOON_FROM, toMachineTime: AFTERNOON_TO });
    pending[1].resolve(REST);
    await flush();
    const end = actor.getSnapshot();
    expect(end.value).toBe('complete');
    expect(end.context.items).toEqual(REST.items);
  });
});

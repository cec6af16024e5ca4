import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { eventLogMachine } from '../../../machines/eventLog/eventLog.machine.ts';
import { ASSET_ID, eventItems, eventLogModel, FULL_PAGE, NO_DATA, SERVER_ERROR, SHORT_PAGE, TODAY } from './eventLog.model.ts';
import type { EventLogItem, LoadEventsInput } from '../../../machines/eventLog/eventLog.types.ts';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { createSpies, effectTracker, once, type Spies } from '../kit/harness.ts';

type Snapshot = SnapshotFrom<typeof eventLogMachine>;
const ACTIONS = ['clearRememberedTabs'] as const;
type Action = (typeof ACTIONS)[number];
const VIEWS = ['view:noRange', 'view:loading', 'view:empty', 'view:list', 'view:error'];

// Features spec: default range 7 days back with the end day included; no load while a bound is
// empty; pages of 100, more only while the loaded count is a multiple of 100; failed event log
// loads clear the remembered tabs; code 106 is ignored (an empty log).
const PAGE = 100;
const DEFAULT = { from: '2026-11-18', to: '2026-11-25' };
const RANGES: Record<string, { from: string; to: string }> = {
  lastMonth: { from: '2026-10-01', to: '2026-10-31' },
  noStart: { from: '', to: '2026-11-25' },
  reversed: { from: '2026-11-25', to: '2026-11-01' },
};
const usable = (r: { from: string; to: string }) => r.from !== '' && r.to !== '' && r.from <= r.to;

interface Expected {
  view: string;
  busy: boolean;
  range: { from: string; to: string };
  count: number;
  /** the last page was short */
  exhausted: boolean;
  failed: boolean;
}

const moreAllowed = (s: Expected) => s.view === 'view:list' && !s.busy && !s.failed && !s.exhausted && s.count > 0 && s.count % PAGE === 0;
const arg = (label: string) => /\((\w+)\)$/.exec(label)?.[1] ?? '';

function expected(label: string, s: Expected | undefined): Expected {
  const fresh = (range: { from: string; to: string }): Expected => ({
    view: usable(range) ? 'view:loading' : 'view:noRange',
    busy: false,
    range,
    count: 0,
    exhausted: false,
    failed: false,
  });
  if (label === 'xstate.init') return fresh(DEFAULT);
  if (label.startsWith('events.rangeChanged')) return fresh(RANGES[arg(label)]);
  const st = s!;
  const firstPage = st.view === 'view:loading';
  if (label === 'events.loadMore') return moreAllowed(st) ? { ...st, busy: true } : st;
  if (label === 'events.retry') return firstPage || st.view === 'view:error' ? fresh(st.range) : { ...st, busy: true, failed: false };
  if (label.startsWith('done:loadEvents')) {
    const n = { full: 100, short: 3, none: 0 }[arg(label) as 'full' | 'short' | 'none'];
    if (firstPage && n === 0) return { ...st, view: 'view:empty' };
    return { ...st, view: 'view:list', busy: false, count: (firstPage ? 0 : st.count) + n, exhausted: n < PAGE };
  }
  if (label === 'error:loadEvents(noData)') return firstPage ? { ...st, view: 'view:empty' } : { ...st, busy: false, exhausted: true };
  if (label === 'error:loadEvents(failed)') return firstPage ? { ...st, view: 'view:error', failed: true } : { ...st, busy: false, failed: true };
  throw new Error(`no expectation for ${label}`);
}

function checker(spies: Spies<Action>) {
  const effects = effectTracker(spies);
  let state: Expected | undefined;
  return ({ label, after, invocations }: StepInfo) => {
    const snap = after as Snapshot;
    const before = state;
    state = expected(label, state);
    expect(
      VIEWS.filter((v) => snap.hasTag(v)),
      `view after ${label}`,
    ).toEqual([state.view]);
    expect(snap.hasTag('busy')).toBe(state.busy);
    expect(snap.context.range).toEqual(state.range);
    expect(snap.context.items).toHaveLength(state.count);
    expect(snap.context.error).toEqual(state.failed ? SERVER_ERROR : null);
    expect(effects.next(), `side effects of ${label}`).toEqual(label === 'error:loadEvents(failed)' ? once('clearRememberedTabs') : {});
    // What is asked: the two days (the events call reads a day-only upper bound as the whole day:
    // the end day is included), the next page at the count.
    const asking = (state.view === 'view:loading' && (label === 'xstate.init' || before?.view !== 'view:loading' || label.startsWith('events.'))) || state.busy;
    if (asking) {
      expect(invocations.at(-1)).toEqual({
        src: 'loadEvents',
        input: {
          assetId: ASSET_ID,
          fromUserTime: state.range.from,
          toUserTime: state.range.to,
          offset: state.count,
          limit: PAGE,
        },
      });
    }
    expect(snap.can({ type: 'events.loadMore' }), 'more to load').toBe(moreAllowed(state));
  };
}

describe('eventLog: generated paths', () => {
  for (const graph of buildModelGraphs(eventLogModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        const spies = createSpies(ACTIONS);
        await replayPath(graph, modelPath, { actions: spies, advanceTime: () => {}, onStep: checker(spies) });
      });
    }
  }
});

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** A log of `total` events; answers pages by offset and limit. */
function logServer(total: number) {
  const all = eventItems(total);
  const asked: LoadEventsInput[] = [];
  const loadEvents = fromPromise<EventLogItem[], LoadEventsInput>(async ({ input }) => {
    asked.push(input);
    return all.slice(input.offset, input.offset + input.limit);
  });
  return { all, asked, loadEvents };
}

describe('eventLog: journeys', () => {
  it('250 events: three pages on scrolling, then nothing more is asked', async () => {
    const server = logServer(250);
    const actor = createActor(eventLogMachine.provide({ actors: { loadEvents: server.loadEvents } }), { input: { assetId: ASSET_ID, today: TODAY } }).start();
    await flush();
    for (let i = 0; i < 5; i++) {
      actor.send({ type: 'events.loadMore' });
      await flush();
    }
    const end = actor.getSnapshot();
    expect(end.context.items).toEqual(server.all);
    expect(server.asked.map((a) => a.offset)).toEqual([0, 100, 200]);
    expect(server.asked[0]).toMatchObject({ fromUserTime: '2026-11-18', toUserTime: '2026-11-25', limit: 100 });
  });

  it('exactly 200 events: the empty third page ends the paging', async () => {
    const server = logServer(200);
    const actor = createActor(eventLogMachine.provide({ actors: { loadEvents: server.loadEvents } }), { input: { assetId: ASSET_ID, today: TODAY } }).start();
    await flush();
    for (let i = 0; i < 5; i++) {
      actor.send({ type: 'events.loadMore' });
      await flush();
    }
    expect(server.asked.map((a) => a.offset)).toEqual([0, 100, 200]);
    expect(actor.getSnapshot().context.items).toHaveLength(200);
  });

  it('clearing a date stops loading; filling it in loads the new range; a failure clears the remembered tabs', async () => {
    const answers: Array<EventLogItem[] | typeof SERVER_ERROR> = [FULL_PAGE, SERVER_ERROR, NO_DATA, SHORT_PAGE];
    const asked: LoadEventsInput[] = [];
    const spies = createSpies(ACTIONS);
    const machine = eventLogMachine.provide({
      actions: spies,
      actors: {
        loadEvents: fromPromise<EventLogItem[], LoadEventsInput>(async ({ input }) => {
          asked.push(input);
          const a = answers.shift()!;
          if (!Array.isArray(a)) throw a;
          return a;
        }),
      },
    });
    const actor = createActor(machine, { input: { assetId: ASSET_ID, today: TODAY } }).start();
    await flush();
    actor.send({ type: 'events.rangeChanged', range: { from: '2026-11-01', to: '' } });
    expect(actor.getSnapshot().hasTag('view:noRange')).toBe(true);
    expect(actor.getSnapshot().context.items).toEqual([]);
    actor.send({ type: 'events.rangeChanged', range: { from: '2026-11-01', to: '2026-11-10' } });
    await flush();
    expect(actor.getSnapshot().hasTag('view:error')).toBe(true);
    expect(spies.clearRememberedTabs).toHaveBeenCalledTimes(1);
    actor.send({ type: 'events.retry' });
    await flush();
    expect(actor.getSnapshot().hasTag('view:empty')).toBe(true);
    actor.send({ type: 'events.rangeChanged', range: { from: '2026-11-10', to: '2026-11-10' } });
    await flush();
    const end = actor.getSnapshot();
    expect(end.hasTag('view:list')).toBe(true);
    expect(end.context.items).toEqual(SHORT_PAGE);
    expect(asked.map((a) => [a.fromUserTime, a.toUserTime])).toEqual([
      ['2026-11-18', '2026-11-25'],
      ['2026-11-01', '2026-11-10'],
      ['2026-11-01', '2026-11-10'],
      ['2026-11-10', '2026-11-10'],
    ]);
    expect(spies.clearRememberedTabs).toHaveBeenCalledTimes(1);
  });
});

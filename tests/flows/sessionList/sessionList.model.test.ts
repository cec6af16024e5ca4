import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { sessionListMachine } from '../../../machines/sessionList/sessionList.machine.ts';
import { LAST_WEEK, MONDAY, sessionListModel, THIS_WEEK, THURSDAY, TUESDAY } from './sessionList.model.ts';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';

type Snapshot = SnapshotFrom<typeof sessionListMachine>;

interface Expected {
  week: 'none' | 'this' | 'last';
  selected: string | null;
  sort: string;
}

// The spec: a session card toggles selection. Ours: days to come cannot be selected (they have
// nothing to show), and a new week drops a selection it does not contain. Default order: To day.
const KEYS: Record<string, string> = { monday: MONDAY, tuesday: TUESDAY, thursday: THURSDAY };
const PAST_THIS_WEEK = new Set([MONDAY, TUESDAY]);

function expected(label: string, before: Expected | undefined): Expected {
  if (label === 'xstate.init') return { week: 'none', selected: null, sort: 'toDay' };
  const s = before!;
  const arg = /\((\w+)\)$/.exec(label)?.[1] ?? '';
  if (label.startsWith('sessions.loaded')) {
    const week = arg === 'thisWeek' ? 'this' : 'last';
    return { ...s, week, selected: week === 'this' && s.week === 'this' ? s.selected : null };
  }
  if (label.startsWith('sessions.toggled')) {
    const key = KEYS[arg];
    if (s.selected === key) return { ...s, selected: null };
    return s.week === 'this' && PAST_THIS_WEEK.has(key) ? { ...s, selected: key } : s;
  }
  if (label.startsWith('sessions.sortChanged')) return { ...s, sort: arg };
  throw new Error(`no expectation for ${label}`);
}

function checker() {
  let state: Expected | undefined;
  return ({ label, after }: StepInfo) => {
    const snap = after as Snapshot;
    state = expected(label, state);
    expect(snap.context.selected, `selection after ${label}`).toBe(state.selected);
    expect(snap.context.sort).toBe(state.sort);
    expect(snap.context.sessions).toEqual(state.week === 'none' ? [] : state.week === 'this' ? THIS_WEEK : LAST_WEEK);
    expect(snap.can({ type: 'sessions.toggled', key: THURSDAY }), 'a day to come').toBe(false);
  };
}

describe('sessionList: generated paths', () => {
  for (const graph of buildModelGraphs(sessionListModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        await replayPath(graph, modelPath, { advanceTime: () => {}, onStep: checker() });
      });
    }
  }
});

describe('sessionList: journeys', () => {
  it('click Monday, click Tuesday, click Tuesday again: nothing selected; the order is remembered across weeks', () => {
    const actor = createActor(sessionListMachine, { input: {} }).start();
    actor.send({ type: 'sessions.loaded', sessions: THIS_WEEK });
    actor.send({ type: 'sessions.toggled', key: MONDAY });
    expect(actor.getSnapshot().context.selected).toBe(MONDAY);
    actor.send({ type: 'sessions.toggled', key: TUESDAY });
    expect(actor.getSnapshot().context.selected).toBe(TUESDAY);
    actor.send({ type: 'sessions.sortChanged', sort: 'fromDay' });
    // The same week reloaded (the 30 s refresh, a retry): the selection stays.
    actor.send({ type: 'sessions.loaded', sessions: [...THIS_WEEK] });
    expect(actor.getSnapshot().context.selected).toBe(TUESDAY);
    actor.send({ type: 'sessions.toggled', key: TUESDAY });
    actor.send({ type: 'sessions.loaded', sessions: LAST_WEEK });
    const end = actor.getSnapshot();
    expect(end.context).toEqual({ sessions: LAST_WEEK, selected: null, sort: 'fromDay' });
  });

  it('an unknown sort is refused', () => {
    const actor = createActor(sessionListMachine, { input: { sort: 'fromDay' } }).start();
    expect(actor.getSnapshot().can({ type: 'sessions.sortChanged', sort: 'byHours' as never })).toBe(false);
  });
});

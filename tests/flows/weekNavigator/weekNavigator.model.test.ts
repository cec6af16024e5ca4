import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { buildModelGraphs } from '../kit/model.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { weekNavigatorMachine } from '../../../machines/weekNavigator/weekNavigator.machine.ts';
import { NEAR_ONE_YEAR_BACK, TODAY, weekNavigatorModel } from './weekNavigator.model.ts';

type Snapshot = SnapshotFrom<typeof weekNavigatorMachine>;

// The oracle, written from the spec's rules (ISO weeks, back to one year ago) with its own date
// arithmetic: Monday 2026-11-23 is the week of Wednesday 2026-11-25; one year before that day is
// Tuesday 2025-11-25, whose week starts Monday 2025-11-24.
const CURRENT = '2026-11-23';
const EARLIEST = '2025-11-24';
const shift = (monday: string, days: number) => new Date(Date.parse(`${monday}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function expectedWeek(label: string, before: string | undefined, variant: string): string {
  if (label === 'xstate.init') return variant === 'this week' ? CURRENT : '2025-12-01';
  const week = before!;
  if (label === 'week.previous') return week === EARLIEST ? week : shift(week, -7);
  if (label === 'week.next') return week === CURRENT ? week : shift(week, 7);
  if (label === 'week.current') return CURRENT;
  throw new Error(`no expectation for ${label}`);
}

function checker(variant: string) {
  let week: string | undefined;
  return ({ label, after }: StepInfo) => {
    const snap = after as Snapshot;
    week = expectedWeek(label, week, variant);
    expect(snap.context.week, `week after ${label}`).toBe(week);
    expect(new Date(`${snap.context.week}T00:00:00Z`).getUTCDay(), 'a Monday').toBe(1);
    // Buttons: previous off one year back; next and current-week off on the current week.
    expect(snap.can({ type: 'week.previous' })).toBe(week !== EARLIEST);
    expect(snap.can({ type: 'week.next' })).toBe(week !== CURRENT);
    expect(snap.can({ type: 'week.current' })).toBe(week !== CURRENT);
  };
}

describe('weekNavigator: generated paths', () => {
  for (const graph of buildModelGraphs(weekNavigatorModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        await replayPath(graph, modelPath, { advanceTime: () => {}, onStep: checker(graph.variant) });
      });
    }
  }
});

describe('weekNavigator: journeys', () => {
  it('goes back exactly 52 weeks from the current week, then no further; the current-week button comes back', () => {
    const actor = createActor(weekNavigatorMachine, { input: { today: TODAY } }).start();
    const seen = new Set<string>();
    while (actor.getSnapshot().can({ type: 'week.previous' })) {
      seen.add(actor.getSnapshot().context.week);
      actor.send({ type: 'week.previous' });
    }
    seen.add(actor.getSnapshot().context.week);
    expect(seen.size).toBe(53);
    expect(actor.getSnapshot().context.week).toBe(EARLIEST);
    actor.send({ type: 'week.previous' });
    expect(actor.getSnapshot().context.week).toBe(EARLIEST);
    actor.send({ type: 'week.next' });
    expect(actor.getSnapshot().context.week).toBe('2025-12-01');
    actor.send({ type: 'week.current' });
    const end = actor.getSnapshot();
    expect(end.context.week).toBe(CURRENT);
    expect(end.can({ type: 'week.current' })).toBe(false);
    expect(end.can({ type: 'week.next' })).toBe(false);
  });

  it('a starting week outside the year is held to its ends, any day of a week means its Monday', () => {
    const start = (week: string) =>
      createActor(weekNavigatorMachine, { input: { today: TODAY, week } })
        .start()
        .getSnapshot().context.week;
    expect(start('2027-03-01')).toBe(CURRENT);
    expect(start('2024-06-01')).toBe(EARLIEST);
    expect(start(NEAR_ONE_YEAR_BACK)).toBe('2025-12-01');
    expect(start('2026-11-29')).toBe(CURRENT); // a Sunday
    expect(start('not a date')).toBe(CURRENT);
  });

  it('across New Year: ISO week 53 of 2026 ends on Sunday 2027-01-03', () => {
    const actor = createActor(weekNavigatorMachine, { input: { today: '2027-01-03' } }).start();
    expect(actor.getSnapshot().context.week).toBe('2026-12-28');
    actor.send({ type: 'week.previous' });
    expect(actor.getSnapshot().context.week).toBe('2026-12-21');
  });

  it('on 29 February the year back ends on 28 February', () => {
    const actor = createActor(weekNavigatorMachine, { input: { today: '2028-02-29' } }).start();
    // 2027-02-28 is a Sunday: its week starts Monday 2027-02-22.
    expect(actor.getSnapshot().context.earliest).toBe('2027-02-22');
  });
});

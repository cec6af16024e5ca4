import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { machinePileMachine } from '../../../machines/machinePile/machinePile.machine.ts';
import { machinePileModel, pileOf, PILES } from './machinePile.model.ts';
import { SPEC } from '../kit/specConstants.ts';
import { replayPath, type StepInfo } from '../kit/replay.ts';
import { createSpies, effectTracker, graphsOf, once, type Spies } from '../kit/harness.ts';
import type { PileMember } from '../../../machines/machinePile/machinePile.types.ts';

type Snapshot = SnapshotFrom<typeof machinePileMachine>;
const ACTIONS = ['openMachine'] as const;
type Action = (typeof ACTIONS)[number];

// Decision 0046, written out: up to 20 spread, more listed; the list shows 100 a page and a search
// (name or internal id, any case) starts again at the first page.
const matching = (members: readonly PileMember[], query: string) =>
  members.filter((m) => `${m.name}\n${m.internalId}`.toLowerCase().includes(query.trim().toLowerCase()));

function checker(spies: Spies<Action>) {
  const effects = effectTracker(spies);
  let view: 'closed' | 'spread' | 'list' = 'closed';
  let members: readonly PileMember[] = [];
  let query = '';
  let shown = SPEC.pileListPage;
  return ({ label, event, after }: StepInfo) => {
    const snap = after as Snapshot;
    let effect: Partial<Record<Action, number>> = {};
    const type = label.split('(')[0];
    if (type === 'pile.open') {
      members = (event as unknown as { members: PileMember[] }).members;
      view = members.length <= SPEC.pileSpreadMax ? 'spread' : 'list';
      [query, shown] = ['', SPEC.pileListPage];
    } else if (type === 'pile.list' && view === 'spread') view = 'list';
    else if (type === 'pile.spread' && view === 'list' && members.length <= SPEC.pileSpreadMax) view = 'spread';
    else if (type === 'pile.search' && view === 'list') [query, shown] = [(event as unknown as { query: string }).query, SPEC.pileListPage];
    else if (type === 'pile.more' && view === 'list' && matching(members, query).length > shown) shown += SPEC.pileListPage;
    else if (type === 'pile.choose' && view !== 'closed') {
      effect = once('openMachine');
      expect(spies.openMachine.mock.lastCall?.[1]).toEqual({ assetId: (event as unknown as { assetId: number }).assetId });
    } else if (type === 'pile.close') view = 'closed';
    else if (type === 'pile.zoomed' && view === 'spread') view = 'closed';
    expect(effects.next(), `side effects of ${label}`).toEqual(effect);
    expect(snap.value, `view after ${label}`).toBe(view);
    if (view === 'closed') return;
    expect(snap.context.members).toEqual(members);
    expect(snap.context.query).toBe(query);
    expect(snap.context.shown).toBe(shown);
  };
}

describe('machinePile: generated paths', () => {
  for (const graph of graphsOf(machinePileModel)) {
    for (const modelPath of graph.paths) {
      it(modelPath.description, async () => {
        const spies = createSpies(ACTIONS);
        await replayPath(graph, modelPath, { actions: spies, advanceTime: () => {}, onStep: checker(spies) });
      });
    }
  }
});

describe('machinePile: journeys', () => {
  it('a depot of 16 spreads; the list of a yard of 350 pages by 100 and a search starts again at its first page', () => {
    const actor = createActor(machinePileMachine).start();
    actor.send({ type: 'pile.open', members: pileOf(16, 'X') });
    expect(actor.getSnapshot().value).toBe('spread');
    actor.send({ type: 'pile.open', members: pileOf(350, 'Y') });
    expect(actor.getSnapshot().value).toBe('list');
    actor.send({ type: 'pile.more' });
    actor.send({ type: 'pile.more' });
    actor.send({ type: 'pile.more' });
    expect(actor.getSnapshot().context.shown).toBe(400);
    expect(actor.getSnapshot().can({ type: 'pile.more' })).toBe(false);
    actor.send({ type: 'pile.search', query: 'VOLVO' });
    expect(actor.getSnapshot().context.shown).toBe(100);
    expect(actor.getSnapshot().can({ type: 'pile.more' })).toBe(true); // 117 Volvos
    expect(actor.getSnapshot().can({ type: 'pile.spread' })).toBe(false);
    actor.send({ type: 'pile.zoomed' });
    expect(actor.getSnapshot().value).toBe('list');
  });

  it('a search longer than any name is cut at 100 characters', () => {
    const actor = createActor(machinePileMachine).start();
    actor.send({ type: 'pile.open', members: PILES.yard });
    actor.send({ type: 'pile.search', query: 'x'.repeat(5000) });
    expect(actor.getSnapshot().context.query).toHaveLength(100);
  });

  it('closed, nothing but a pile opens it', () => {
    const actor = createActor(machinePileMachine).start();
    for (const type of ['pile.list', 'pile.spread', 'pile.more', 'pile.close', 'pile.zoomed'] as const) expect(actor.getSnapshot().can({ type })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'pile.choose', assetId: 1 })).toBe(false);
  });
});

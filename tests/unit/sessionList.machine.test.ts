// sessionList (features spec §4 'Session list'): choosing the sort already in use is no change.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionListMachine } from '../../machines/sessionList/sessionList.machine.ts';

describe('sessionList sort', () => {
  it('the sort in use cannot be chosen again; the other one can', () => {
    const actor = createActor(sessionListMachine, { input: {} }).start();
    expect(actor.getSnapshot().context.sort).toBe('toDay');
    expect(actor.getSnapshot().can({ type: 'sessions.sortChanged', sort: 'toDay' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'sessions.sortChanged', sort: 'fromDay' })).toBe(true);
    actor.send({ type: 'sessions.sortChanged', sort: 'fromDay' });
    expect(actor.getSnapshot().context.sort).toBe('fromDay');
    expect(actor.getSnapshot().can({ type: 'sessions.sortChanged', sort: 'fromDay' })).toBe(false);
  });
});

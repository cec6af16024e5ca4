// lazyModule as an actor (spec §9): 3 attempts 1 s apart, then the error fallback (by default) or
// one page reload, with the last attempt's message kept in each case.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { lazyModuleMachine } from '../../machines/lazyModule/lazyModule.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Every import rejects with `reason`; `reloadedRecently` as src/ would answer, or the default. */
function failing(reason: unknown, reloadedRecently?: boolean) {
  const reloads: string[] = [];
  const machine = lazyModuleMachine.provide({
    actors: { importModule: fromPromise(() => Promise.reject(reason)) },
    actions: { markReload: () => reloads.push('mark'), reloadPage: () => reloads.push('reload') },
    ...(reloadedRecently === undefined ? {} : { guards: { reloadedRecently: () => reloadedRecently } }),
  });
  return { actor: createActor(machine, { input: { name: 'map' } }).start(), reloads };
}

describe('lazyModule machine', () => {
  it('keeps the failed attempt’s message while waiting to retry', async () => {
    const { actor } = failing(new Error('chunk missing'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context).toEqual({ name: 'map', attempts: 1, error: 'chunk missing', module: undefined });
  });

  it('without a reload-time check, three failures show the error fallback and never reload', async () => {
    const { actor, reloads } = failing(new Error('chunk missing'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('view:error')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ name: 'map', attempts: 3, error: 'chunk missing', module: undefined });
    expect(reloads).toEqual([]);
  });

  it('a page not reloaded recently reloads once after three failures, keeping the message', async () => {
    const { actor, reloads } = failing(new Error('chunk gone'), false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(actor.getSnapshot().context.error).toBe('chunk gone');
    expect(reloads).toEqual(['mark', 'reload']);
  });

  it.each([
    [true, 'failed'],
    [false, 'reloading'],
  ])('after three failures (reloaded recently: %s) the message is the third attempt’s', async (recently, state) => {
    const reasons = [new Error('first'), new Error('second'), new Error('third')];
    let attempt = 0;
    const machine = lazyModuleMachine.provide({
      actors: { importModule: fromPromise(() => Promise.reject(reasons[attempt++])) },
      actions: { markReload: () => {}, reloadPage: () => {} },
      guards: { reloadedRecently: () => recently },
    });
    const actor = createActor(machine, { input: { name: 'fleet' } }).start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.error).toBe('second');
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().context.error).toBe('third');
  });

  it('a rejection with a string keeps that string as the message', async () => {
    const { actor } = failing('network down', true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('network down');
  });

  it.each([[undefined], [{ message: 'not an Error' }], [42]])('a rejection with %j reads "Failed to load module"', async (reason) => {
    const { actor } = failing(reason, true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Failed to load module');
  });
});

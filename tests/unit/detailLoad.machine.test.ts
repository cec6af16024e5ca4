// detailLoad (features spec §4, §8): an answer of nothing at all (null or undefined) is "nothing to
// show", not data.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { detailLoadMachine } from '../../machines/detailLoad/detailLoad.machine.ts';

const settle = () => new Promise((r) => setTimeout(r, 0));

async function answered(output: unknown) {
  const machine = detailLoadMachine.provide({ actors: { load: fromPromise<unknown, unknown>(() => Promise.resolve(output)) } });
  const actor = createActor(machine, { input: { kind: 'history', params: { assetId: 9 } } }).start();
  await settle();
  return actor.getSnapshot();
}

describe('detailLoad machine', () => {
  it.each([[null], [undefined]])('an answer of %j shows the empty view without data', async (output) => {
    const snapshot = await answered(output);
    expect(snapshot.value).toBe('empty');
    expect(snapshot.hasTag('view:empty')).toBe(true);
    expect(snapshot.context).toEqual({ kind: 'history', params: { assetId: 9 }, data: null, error: null });
  });

  it('any other answer, even an empty list, is data', async () => {
    const snapshot = await answered([]);
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.data).toEqual([]);
  });
});

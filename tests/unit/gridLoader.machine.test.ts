// gridLoader as an actor (features spec §9 grids: pages of rows, "load more only if the loaded count
// is a multiple of the page size", the error view): when scrolling asks for another page, what an
// empty page means, and the message a failed page shows whatever shape the failure has.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { gridLoaderMachine } from '../../machines/grid/gridLoader.machine.ts';
import type { GridQuery, GridRow, LoadPageInput, LoadPageOutput } from '../../machines/grid/grid.types.ts';

const QUERY: GridQuery = { sortExpressions: [], filterExpressions: [], textSearch: '' };

const rows = (from: number, count: number): GridRow[] => Array.from({ length: count }, (_, i) => ({ id: from + i }));
const page = (from: number, count: number, total: number): LoadPageOutput => ({ rows: rows(from, count), total, textSearchColumns: ['name'] });

/** Each request gets the next answer; a request beyond them stays pending. */
function start(answers: (() => Promise<LoadPageOutput>)[]) {
  const requests: LoadPageInput[] = [];
  const machine = gridLoaderMachine.provide({
    actors: {
      loadPage: fromPromise<LoadPageOutput, LoadPageInput>(({ input }) => {
        const answer = answers[requests.length] ?? (() => new Promise<LoadPageOutput>(() => {}));
        requests.push(input);
        return answer();
      }),
    },
  });
  const actor = createActor(machine, { input: { query: QUERY, pageSize: 100, emptyReason: 'none' } }).start();
  return { actor, requests, starts: () => requests.map((r) => r.request.start) };
}

/** Scroll near the bottom and wait out the 200 ms pause. */
async function scroll(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'grid.scrolledNearBottom' });
  await vi.advanceTimersByTimeAsync(1000);
}

describe('gridLoader machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts loading the first page with no rows, total 0, no search columns and no error', () => {
    const { actor, requests } = start([]);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toEqual({
      query: QUERY,
      pageSize: 100,
      emptyReason: 'none',
      rows: [],
      total: 0,
      textSearchColumns: [],
      error: null,
      requestId: 1,
    });
    expect(requests).toEqual([{ request: { ...QUERY, start: 0, limit: 100 }, requestId: 1 }]);
  });

  describe('scrolling near the bottom', () => {
    it('asks for the next page when a whole page is loaded and the total says there is more', async () => {
      const { actor, starts } = start([() => Promise.resolve(page(0, 100, 101))]);
      await vi.advanceTimersByTimeAsync(0);
      await scroll(actor);
      expect(starts()).toEqual([0, 100]);
      expect(actor.getSnapshot().value).toBe('loadingMore');
    });

    it.each([
      ['100 of 100 (the total reached)', 100, 100],
      ['37 of 500 (not a whole page)', 37, 500],
    ])('asks for nothing with %s', async (_, count, total) => {
      const { actor, starts } = start([() => Promise.resolve(page(0, count, total))]);
      await vi.advanceTimersByTimeAsync(0);
      await scroll(actor);
      expect(starts()).toEqual([0]);
      expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    });

    it('asks for nothing more once a page comes back empty, whatever the total said', async () => {
      const { actor, starts } = start([() => Promise.resolve(page(0, 100, 300)), () => Promise.resolve(page(100, 0, 300))]);
      await vi.advanceTimersByTimeAsync(0);
      await scroll(actor);
      expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
      expect(actor.getSnapshot().context.total).toBe(100);
      expect(actor.getSnapshot().context.rows).toHaveLength(100);
      await scroll(actor);
      expect(starts()).toEqual([0, 100]);
    });
  });

  describe('a failed first page shows', () => {
    it.each([
      ["the server's message", { status: 500, message: 'Server unavailable' }, 'Server unavailable'],
      ['"Loading failed" for an empty message', { status: 500, message: '' }, 'Loading failed'],
      ['"Loading failed" without a message', { status: 500 }, 'Loading failed'],
      ['"Loading failed" for a message that is no text', { message: 42 }, 'Loading failed'],
      ['"Loading failed" for a bare text', 'boom', 'Loading failed'],
      ['"Loading failed" for null', null, 'Loading failed'],
      ['"Loading failed" for undefined', undefined, 'Loading failed'],
    ])('%s', async (_, failure, shown) => {
      const { actor } = start([() => Promise.reject(failure)]);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().status).toBe('active');
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.error).toBe(shown);
    });

    it('nothing for a failure naming another request (it is dropped)', async () => {
      const { actor } = start([() => Promise.reject({ requestId: 99, message: 'Old query failed' })]);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('loading');
      expect(actor.getSnapshot().context.error).toBeNull();
    });

    it('the message of a failure naming the request under way', async () => {
      const { actor } = start([() => Promise.reject({ requestId: 1, message: 'Server unavailable' })]);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.error).toBe('Server unavailable');
    });
  });

  it('a next page rejected with null keeps the rows and shows "Loading failed" under them', async () => {
    const { actor } = start([() => Promise.resolve(page(0, 100, 300)), () => Promise.reject(null)]);
    await vi.advanceTimersByTimeAsync(0);
    await scroll(actor);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toEqual({ ready: 'moreFailed' });
    expect(actor.getSnapshot().context.rows).toHaveLength(100);
    expect(actor.getSnapshot().context.error).toBe('Loading failed');
  });
});

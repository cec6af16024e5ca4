import { assign, setup } from 'xstate';
import { callFailure } from '../callFailure.ts';
import { loadPositions } from './positionsPaging.actors.ts';
import { mergePositions } from './positionsPaging.merge.ts';
import type { PositionsPage, PositionsPagingContext, PositionsPagingEvent, PositionsPagingInput } from './positionsPaging.types.ts';

/**
 * Most pages one track asks for. The server thins a track to what a screen can show, so a normal
 * session needs one page; this bounds a pathological one (the track then says it is truncated).
 */
export const MAX_POSITION_PAGES = 20;

/** The page moved the track forward: it added points and ends somewhere else than where it was asked from. */
const progressed = (context: PositionsPagingContext, page: PositionsPage) => {
  const last = page.items[page.items.length - 1];
  return last !== undefined && last.assetTime !== context.cursor && mergePositions(context.items, page.items).length > context.items.length;
};

const pageInput = ({ context }: { context: PositionsPagingContext }) => ({
  assetId: context.assetId,
  fromMachineTime: context.cursor,
  toMachineTime: context.toMachineTime,
});

/**
 * A session's positions (features spec, section 4 'Positions'): asked for again while the answer
 * says isTruncated, each time from the last item's time, merged without duplicates by assetTime.
 * Paging stops when the server says it is complete, when a page brings nothing new, or after
 * MAX_POSITION_PAGES; in the last two cases the track is marked truncated.
 */
export const positionsPagingMachine = setup({
  types: {
    context: {} as PositionsPagingContext,
    input: {} as PositionsPagingInput,
    events: {} as PositionsPagingEvent,
  },
  actors: { loadPositions },
  actions: {
    countPage: assign({ pages: ({ context }) => context.pages + 1, error: null }),
    markTruncated: assign((_, params: { page: PositionsPage }) => ({ truncated: params.page.isTruncated })),
    fail: assign((_, params: { error: unknown }) => ({ error: callFailure(params.error) })),
    merge: assign(({ context }, params: { page: PositionsPage }) => {
      const items = mergePositions(context.items, params.page.items);
      return { items, cursor: items.length ? items[items.length - 1].assetTime : context.cursor };
    }),
  },
  guards: {
    hasItems: ({ context }) => context.items.length > 0,
    continues: ({ context }, params: { page: PositionsPage }) =>
      params.page.isTruncated && context.pages < MAX_POSITION_PAGES && progressed(context, params.page),
    nothing: ({ context }, params: { page: PositionsPage }) => context.items.length === 0 && params.page.items.length === 0,
  },
}).createMachine({
  id: 'positionsPaging',
  context: ({ input }) => ({
    assetId: input.assetId,
    fromMachineTime: input.fromMachineTime,
    toMachineTime: input.toMachineTime,
    cursor: input.fromMachineTime,
    items: [],
    pages: 0,
    truncated: false,
    error: null,
  }),
  initial: 'loading',
  on: {
    // Another session (or the whole week): start over on its window; an older answer cannot land.
    'positions.windowChanged': {
      target: '.loading',
      reenter: true,
      actions: assign(({ event }) => ({
        fromMachineTime: event.fromMachineTime,
        toMachineTime: event.toMachineTime,
        cursor: event.fromMachineTime,
        items: [],
        pages: 0,
        truncated: false,
        error: null,
      })),
    },
  },
  states: {
    loading: {
      tags: ['view:loading', 'busy'],
      entry: 'countPage',
      invoke: {
        id: 'loadPositions',
        src: 'loadPositions',
        input: pageInput,
        onDone: [
          {
            guard: { type: 'continues', params: ({ event }) => ({ page: event.output }) },
            target: 'loadingMore',
            actions: { type: 'merge', params: ({ event }) => ({ page: event.output }) },
          },
          { guard: { type: 'nothing', params: ({ event }) => ({ page: event.output }) }, target: 'empty' },
          {
            target: 'complete',
            actions: [
              { type: 'merge', params: ({ event }) => ({ page: event.output }) },
              { type: 'markTruncated', params: ({ event }) => ({ page: event.output }) },
            ],
          },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The track so far is on screen while the next page comes.
    loadingMore: {
      tags: ['view:track', 'busy'],
      entry: 'countPage',
      invoke: {
        id: 'loadPositions',
        src: 'loadPositions',
        input: pageInput,
        onDone: [
          {
            guard: { type: 'continues', params: ({ event }) => ({ page: event.output }) },
            target: 'loadingMore',
            reenter: true,
            actions: { type: 'merge', params: ({ event }) => ({ page: event.output }) },
          },
          {
            target: 'complete',
            actions: [
              { type: 'merge', params: ({ event }) => ({ page: event.output }) },
              { type: 'markTruncated', params: ({ event }) => ({ page: event.output }) },
            ],
          },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    complete: { tags: ['view:track'] },
    empty: { tags: ['view:empty'] },
    // A failed first page shows the error; a failed later page keeps the track so far under it.
    failed: {
      tags: ['view:error'],
      on: { 'positions.retry': [{ guard: 'hasItems', target: 'loadingMore' }, { target: 'loading' }] },
    },
  },
});

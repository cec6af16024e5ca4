import { assign, setup } from 'xstate';
import type { MachinePileContext, MachinePileEvent, PileMember } from './machinePile.types.ts';
import { membersMatching, PILE_QUERY_MAX } from './machinePile.rules.ts';

/** Most machines spread on the map around their point; a bigger pile opens as a list (decision 0046). */
export const SPREAD_MAX = 20;
/** Rows the pile's list shows at first and adds on each "Show more". */
export const LIST_PAGE = 100;

const opened = (members: readonly PileMember[]): MachinePileContext => ({ members, query: '', shown: LIST_PAGE });

/**
 * Machines piled at one point on the map (a depot's yard): closed, spread out around the point
 * (markers with leader lines to it), or listed with a search. Choosing a machine opens its panel
 * (src/ provides `openMachine`) and keeps the pile open, so a depot's machines can be gone through
 * one after another. The spread is laid out in pixels, so zooming folds it; the list stays.
 */
export const machinePileMachine = setup({
  types: { context: {} as MachinePileContext, events: {} as MachinePileEvent },
  actions: {
    /** Open the machine's panel (src/: ?assetId=). */
    openMachine: (_, _params: { assetId: number }) => {},
  },
  guards: {
    fitsSpread: (_, params: { count: number }) => params.count <= SPREAD_MAX,
    hasMore: ({ context }) => membersMatching(context.members, context.query).length > context.shown,
  },
}).createMachine({
  id: 'machinePile',
  context: opened([]),
  initial: 'closed',
  on: {
    'pile.open': [
      {
        guard: { type: 'fitsSpread', params: ({ event }) => ({ count: event.members.length }) },
        target: '.spread',
        actions: assign(({ event }) => opened(event.members)),
      },
      { target: '.list', actions: assign(({ event }) => opened(event.members)) },
    ],
  },
  states: {
    closed: { tags: ['view:closed'] },
    spread: {
      tags: ['view:spread'],
      on: {
        'pile.list': 'list',
        'pile.choose': { actions: { type: 'openMachine', params: ({ event }) => ({ assetId: event.assetId }) } },
        'pile.close': 'closed',
        'pile.zoomed': 'closed',
      },
    },
    list: {
      tags: ['view:list'],
      on: {
        'pile.spread': { guard: { type: 'fitsSpread', params: ({ context }) => ({ count: context.members.length }) }, target: 'spread' },
        'pile.search': { actions: assign({ query: ({ event }) => event.query.slice(0, PILE_QUERY_MAX), shown: LIST_PAGE }) },
        'pile.more': { guard: 'hasMore', actions: assign({ shown: ({ context }) => context.shown + LIST_PAGE }) },
        'pile.choose': { actions: { type: 'openMachine', params: ({ event }) => ({ assetId: event.assetId }) } },
        'pile.close': 'closed',
      },
    },
  },
});

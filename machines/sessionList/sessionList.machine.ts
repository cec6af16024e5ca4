import { assign, setup } from 'xstate';
import type { SessionListContext, SessionListEvent, SessionListInput, SessionSort } from './sessionList.types.ts';

const SORTS: readonly SessionSort[] = ['fromDay', 'toDay'];
/** The input's type for `setup` (every field of it is optional, so `{}` needs no assertion). */
const INPUT_TYPE: SessionListInput = {};

/**
 * The History tab's session cards (features spec, section 4 'Session list'): a card toggles its
 * selection (the track shows that session; none selected shows the whole week), days to come are
 * not selectable, and the list is ordered by From day or To day.
 */
export const sessionListMachine = setup({
  types: {
    context: {} as SessionListContext,
    input: INPUT_TYPE,
    events: {} as SessionListEvent,
  },
  guards: {
    selectable: ({ context }, params: { key: string }) => context.sessions.some((s) => s.key === params.key && !s.future),
    isSelected: ({ context }, params: { key: string }) => context.selected === params.key,
    otherSort: ({ context }, params: { sort: string }) => SORTS.includes(params.sort as SessionSort) && params.sort !== context.sort,
  },
}).createMachine({
  id: 'sessionList',
  context: ({ input }) => ({ sessions: [], selected: null, sort: input.sort ?? 'toDay' }),
  initial: 'listing',
  states: {
    listing: {
      on: {
        'sessions.loaded': {
          actions: assign(({ context, event }) => ({
            sessions: event.sessions,
            selected: event.sessions.some((s) => s.key === context.selected && !s.future) ? context.selected : null,
          })),
        },
        'sessions.toggled': [
          { guard: { type: 'isSelected', params: ({ event }) => ({ key: event.key }) }, actions: assign({ selected: null }) },
          { guard: { type: 'selectable', params: ({ event }) => ({ key: event.key }) }, actions: assign({ selected: ({ event }) => event.key }) },
        ],
        'sessions.sortChanged': {
          guard: { type: 'otherSort', params: ({ event }) => ({ sort: event.sort }) },
          actions: assign({ sort: ({ event }) => event.sort }),
        },
      },
    },
  },
});

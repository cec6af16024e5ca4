// The session list's test model (sessionList.model.test.ts, scripts/paths.ts).
import { defineModel, type EventFixtures } from '../kit/model.ts';
import { sessionListMachine } from '../../../machines/sessionList/sessionList.machine.ts';
import type { SessionListEvent, SessionRef } from '../../../machines/sessionList/sessionList.types.ts';

export const MONDAY = '2026-11-23T00:00:00';
export const TUESDAY = '2026-11-24T00:00:00';
export const THURSDAY = '2026-11-26T00:00:00';

/** This week on Wednesday: Monday and Tuesday ran, Thursday is still to come. */
export const THIS_WEEK: SessionRef[] = [
  { key: MONDAY, future: false },
  { key: TUESDAY, future: false },
  { key: THURSDAY, future: true },
];
/** Another week: none of this week's keys. */
export const LAST_WEEK: SessionRef[] = [{ key: '2026-11-16T00:00:00', future: false }];

export const sessionListEvents = {
  'sessions.loaded': {
    thisWeek: { type: 'sessions.loaded', sessions: THIS_WEEK },
    lastWeek: { type: 'sessions.loaded', sessions: LAST_WEEK },
  },
  'sessions.toggled': {
    monday: { type: 'sessions.toggled', key: MONDAY },
    tuesday: { type: 'sessions.toggled', key: TUESDAY },
    thursday: { type: 'sessions.toggled', key: THURSDAY },
  },
  'sessions.sortChanged': {
    fromDay: { type: 'sessions.sortChanged', sort: 'fromDay' },
    toDay: { type: 'sessions.sortChanged', sort: 'toDay' },
  },
} satisfies EventFixtures<SessionListEvent>;

export const sessionListModel = defineModel({
  machine: sessionListMachine,
  variants: { 'history tab': { input: {} } },
  events: sessionListEvents,
  project: ({ context }) => ({
    week: context.sessions === LAST_WEEK ? 'last' : context.sessions.length ? 'this' : 'none',
    selected: context.selected,
    sort: context.sort,
  }),
});

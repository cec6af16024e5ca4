/** How the daily history is ordered: first day first ('From day') or last day first ('To day'). */
export type SessionSort = 'fromDay' | 'toDay';

/** What the list needs of a session card. */
export interface SessionRef {
  /** Stable within a week: the session's start time. */
  key: string;
  /** A day still to come (runningType Future): nothing to show, not selectable. */
  future: boolean;
}

export interface SessionListInput {
  sort?: SessionSort;
}

export interface SessionListContext {
  sessions: SessionRef[];
  selected: string | null;
  sort: SessionSort;
}

export type SessionListEvent =
  /** The week's sessions arrived (another week, another machine): the selection goes unless the session is still there. */
  | { type: 'sessions.loaded'; sessions: SessionRef[] }
  /** A session card was clicked. */
  | { type: 'sessions.toggled'; key: string }
  | { type: 'sessions.sortChanged'; sort: SessionSort };

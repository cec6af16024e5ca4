import type { IsoDate } from './isoWeek.ts';

export interface WeekNavigatorInput {
  /** Today in the machine's (or user's) zone. */
  today: IsoDate;
  /** Any day of the week to show first; default the current week. */
  week?: IsoDate;
}

export interface WeekNavigatorContext {
  /** Monday of the current week. */
  current: IsoDate;
  /** Monday of the earliest week one may go back to: the week holding today one year ago. */
  earliest: IsoDate;
  /** Monday of the week shown. */
  week: IsoDate;
}

export type WeekNavigatorEvent =
  /** Previous week. */
  | { type: 'week.previous' }
  /** Next week. */
  | { type: 'week.next' }
  /** The current-week button. */
  | { type: 'week.current' };

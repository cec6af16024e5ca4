import type { CallFailure } from '../callFailure.ts';
import type { IsoDate } from '../weekNavigator/isoWeek.ts';

/** A machine event log item (features spec, section 3). */
export interface EventLogItem {
  id: number;
  eventName: string;
  header: string;
  message: string;
  userTimeFormatted: string;
  placeId: number | null;
}

/** A failed call (machines/callFailure.ts). */
export type LoadFailure = CallFailure;

/** The date filter; '' is an empty bound. */
export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

export interface EventLogInput {
  assetId: number;
  /** Today in the user's zone: the default range is the 7 days back from it. */
  today: IsoDate;
}

/** POST /web/v1/assets/{id}/events: a window in the user's time, one page. */
export interface LoadEventsInput {
  assetId: number;
  fromUserTime: string;
  toUserTime: string;
  offset: number;
  limit: number;
}

export interface EventLogContext {
  assetId: number;
  range: DateRange;
  items: EventLogItem[];
  /** The last page came back short: there is no more. */
  exhausted: boolean;
  error: LoadFailure | null;
}

export type EventLogEvent =
  | { type: 'events.rangeChanged'; range: DateRange }
  /** Scrolled to the bottom of the list. */
  | { type: 'events.loadMore' }
  | { type: 'events.retry' };

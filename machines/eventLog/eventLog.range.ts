// The event log's dates (features spec, section 5: default 7 days back, end date inclusive).
import { addDays, isIsoDate, type IsoDate } from '../weekNavigator/isoWeek.ts';
import type { DateRange } from './eventLog.types.ts';

export const DEFAULT_DAYS_BACK = 7;

export const defaultRange = (today: IsoDate): DateRange => ({ from: addDays(today, -DEFAULT_DAYS_BACK), to: today });

/** Both bounds are dates and the start is not after the end. */
export const isCompleteRange = (range: DateRange): range is { from: IsoDate; to: IsoDate } =>
  isIsoDate(range.from) && isIsoDate(range.to) && range.from <= range.to;

/**
 * The request window in user time: the two days as they are. The events call reads a day-only
 * upper bound as the whole of that day, which is the spec's "end date inclusive".
 */
export const requestWindow = (range: { from: IsoDate; to: IsoDate }) => ({ fromUserTime: range.from, toUserTime: range.to });

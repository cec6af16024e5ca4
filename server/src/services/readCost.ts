// What a read costs by what it returns (issue 24): a track over a range costs the points it may hold
// (days × one fix every 20 s, at most the rows one call ever reads), a list its page size. The
// /graphql door adds up its root fields' costs and refuses an operation above MAX_READ_COST before
// anything runs (plugins/graphqlCost.ts); REST asks the same functions whether a call is heavy, so
// it takes one of the company's heavy-call slots (services/heavyCalls.ts). One REST call can never
// cost more than MAX_READ_COST (a range is at most MAX_RANGE_DAYS, a track read at most
// POSITIONS_READ_BUDGET rows), so whatever one REST call may read, one GraphQL field may too.
// Decision: docs/decisions/0030-result-cost-and-heavy-calls.md.
import { POSITIONS_READ_BUDGET } from '../telemetry/read.ts';
import { DAY_MS } from '../telemetry/time.ts';
/**
 * Fixes a day a track may hold: one every 20 s, as a unit in motion reports (the simulator's recent
 * days too). The estimate bounds the work, so it takes the dense case: at one fix per 5 minutes 49
 * aliased week-long tracks would pass and, on a busy machine's week, read over a million rows.
 */
export const TRACK_POINTS_PER_DAY = 4_320;
/** Battery samples a day the Inputs tab reads (one per 15 minutes). */
export const INPUT_SAMPLES_PER_DAY = 96;
/** Engine sessions a day, generously. */
export const SESSIONS_PER_DAY = 10;
/** The most one /graphql operation may read: two long tracks (a year counts 50,000) or three weeks (30,240 each). */
export const MAX_READ_COST = 100_000;
/** A track over more days than this is a heavy call (the machine panel reads a week, or one session). */
export const HEAVY_TRACK_DAYS = 8;

/** Whole days a range touches (at least one). */
export function rangeDays(fromMs: number, toMs: number): number {
  return Math.max(1, Math.ceil((toMs - fromMs) / DAY_MS));
}

/** Points one track read may read: days × 4,320, never more than one call reads. */
export function trackPoints(days: number): number {
  return Math.min(Math.max(1, Math.ceil(days)) * TRACK_POINTS_PER_DAY, POSITIONS_READ_BUDGET);
}

export function isHeavyTrack(days: number): boolean {
  return days > HEAVY_TRACK_DAYS;
}

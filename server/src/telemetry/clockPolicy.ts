// The clock policy every device door applies (decision 0032): a well-formed report from a registered
// unit is never refused for its clock, because units retry the oldest report until it is taken and
// one refusal strands the unit for good.
//
// - In the past (any age back to 2000-01-01): history. Stored at its own time; the pipeline keeps a
//   report older than the unit's latest as a track position only (it rewrites nothing derived) and
//   counts it as late.
// - More than AHEAD_TOLERANCE_MS ahead of the server, or before 2000 (a GPS week-number rollover, an
//   unset RTC): a clock that cannot be right. Stored at the server's receive time, the unit's time
//   kept beside it (`claimedTs`), and counted on the unit (devices.clock_faults) for the operator.
import type { Report } from './pipeline.ts';

/** A unit's clock may run this far ahead before its time is replaced (network time is ±seconds; a phone a few minutes). */
export const AHEAD_TOLERANCE_MS = 10 * 60_000;
/** Earlier than this, a unit's time is a reset clock, not history. */
export const EARLIEST_TS = Date.UTC(2000, 0, 1);

const wrong = (ts: number, receivedTs: number) => ts > receivedTs + AHEAD_TOLERANCE_MS || ts < EARLIEST_TS;

/**
 * One request's or packet's reports as stored: each at its own time, or (wrong clock) moved so the
 * latest of the wrong ones lands on `receivedTs` with the spacing between them kept (a buffer from
 * a fast clock still derives the same engine time), their own times in `claimedTs`. The two kinds
 * of wrong (ahead, before 2000) are moved separately.
 */
export function placeInTime(reports: readonly Report[], receivedTs: number): Report[] {
  if (!reports.some((r) => wrong(r.ts, receivedTs))) return reports as Report[];
  let latestAhead = -Infinity;
  let latestReset = -Infinity;
  for (const r of reports) {
    if (r.ts < EARLIEST_TS) latestReset = Math.max(latestReset, r.ts);
    else if (r.ts > receivedTs + AHEAD_TOLERANCE_MS) latestAhead = Math.max(latestAhead, r.ts);
  }
  return reports.map((r) => {
    if (!wrong(r.ts, receivedTs)) return r;
    const latest = r.ts < EARLIEST_TS ? latestReset : latestAhead;
    return { ...r, ts: receivedTs - (latest - r.ts), claimedTs: r.ts };
  });
}

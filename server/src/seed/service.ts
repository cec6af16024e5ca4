// Service plans and history for the demo fleet, so the service screen opens on a realistic mix:
// about 15% of the active machines without a plan, about 12% overdue (past their hours or their
// date), about 15% soon (under 50 h or two weeks to go), a few serviced this week, the rest
// scheduled. Engine-hour intervals follow the family's utilisation (250/500/1000 h); machines
// without an engine (trailers, huts) get a yearly inspection. Every machine with a plan has one to
// four earlier services, one interval apart. Pure: rows from the machines' rows, `now` and the seed.
// The status columns are computed afterwards by servicePlan/refresh.ts (seed → refreshAllPlans).
import type { Rng } from './random.ts';
import { DAY, HOUR } from './time.ts';

const MINUTE = 60_000;
import type { Row } from './types.ts';
import { addDays, addMonths, CalendarIntervalType } from '../servicePlan/status.ts';
import { dayStart, localDay } from '../telemetry/time.ts';

type Asset = Row<'assets'> & { id: number };

const COMMENTS = [
  'Engine oil and filter changed, greased all points',
  'Hydraulic oil filters changed, leak at boom cylinder fixed',
  'Fuel filters and air filter changed',
  'Yearly inspection: brakes, lights, safety equipment OK',
  'Service per manufacturer schedule, no remarks',
  'Coolant topped up, fan belt replaced, track tension adjusted',
  'Oil sample taken; bucket teeth replaced',
  'Greased and checked; new wiper blades',
];

export interface ServiceSeed {
  service_setups: Row<'service_setups'>[];
  service_reports: Row<'service_reports'>[];
}

type Kind = 'none' | 'overdue' | 'soon' | 'doneThisWeek' | 'scheduled';

function pickKind(rng: Rng): Kind {
  const x = rng.next();
  if (x < 0.15) return 'none';
  if (x < 0.27) return 'overdue';
  if (x < 0.42) return 'soon';
  if (x < 0.47) return 'doneThisWeek';
  return 'scheduled';
}

/** Monday 00:00 (machine zone) of the week holding `nowMs`. */
function weekStart(nowMs: number, timeZone: string): number {
  const today = localDay(nowMs, timeZone);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return dayStart(addDays(today, -weekday), timeZone);
}

export function generateServicePlans(rng: Rng, assets: readonly Asset[], companyUserId: number | null, nowMs: number): ServiceSeed {
  const out: ServiceSeed = { service_setups: [], service_reports: [] };
  const created = new Date(nowMs).toISOString();
  for (const a of assets) {
    const r = rng.fork(`machine:${a.id}`);
    const kind = pickKind(r);
    if (a.archived_at || kind === 'none') continue;
    const hours = a.engine_hours ?? 0;
    const engine = hours > 0;
    const interval = !engine ? null : hours > 6000 ? 500 : r.chance(0.5) ? 250 : 500;
    const today = localDay(nowMs, a.timezone);
    // Calendar service: a yearly inspection, or every 6 months; machines without an engine always have one.
    const calendar = !engine || r.chance(0.55);
    const yearly = !engine || r.chance(0.6);
    const type = yearly ? CalendarIntervalType.Yearly : CalendarIntervalType.Monthly;
    const frequency = yearly ? 1 : 6;
    const months = yearly ? 12 : 6;

    // The last service, and from it the next ones.
    let lastTs: number;
    let lastHours: number;
    if (kind === 'doneThisWeek') {
      const from = weekStart(nowMs, a.timezone) + 7 * HOUR;
      lastTs = from < nowMs - HOUR ? r.int(from, nowMs - HOUR) : nowMs - r.int(5, 50) * MINUTE;
      lastHours = Math.max(0, Math.round((hours - r.float(0, 6)) * 10) / 10);
    } else {
      const ago = kind === 'overdue' ? r.int(200, 420) : kind === 'soon' ? r.int(150, 340) : r.int(20, 150);
      lastTs = nowMs - ago * DAY + r.int(7, 15) * HOUR;
      lastHours = Math.max(0, Math.round((hours - (interval ?? 0) * r.float(0.2, 0.9)) * 10) / 10);
    }
    let nextHours: number | null = null;
    if (interval) {
      if (kind === 'overdue') nextHours = Math.max(0, Math.round(hours - r.int(3, 80)));
      else if (kind === 'soon') nextHours = Math.round(hours + r.int(8, 45));
      else nextHours = Math.round(lastHours + interval);
      if (kind === 'scheduled' && nextHours - hours < 80) nextHours = Math.round(hours + r.int(80, interval));
    }
    let nextDay: string | null = null;
    if (calendar) {
      if (kind === 'overdue' && !interval) nextDay = addDays(today, -r.int(2, 40));
      else if (kind === 'soon' && !interval) nextDay = addDays(today, r.int(2, 12));
      else nextDay = addMonths(localDay(lastTs, a.timezone), months);
      // A date that would contradict the kind (e.g. a scheduled machine's date already past) moves out.
      if (kind !== 'overdue' && nextDay < today) nextDay = addDays(today, r.int(20, 120));
      if (kind === 'scheduled' && nextDay <= addDays(today, 14)) nextDay = addDays(today, r.int(20, 120));
    }
    out.service_setups.push({
      asset_id: a.id,
      company_id: a.company_id,
      engine_hours_allowed: interval ? 1 : 0,
      next_engine_hours: nextHours,
      engine_hours_interval: interval,
      next_calendar_day: nextDay,
      calendar_interval_type: calendar ? type : null,
      calendar_frequency: calendar ? frequency : null,
      description: interval ? `${interval} h service per manufacturer schedule` : 'Yearly inspection',
      hours_reached_day: null,
      usage_hours_per_day: null,
      usage_day: null,
      updated_at: created,
      updated_by: companyUserId,
    });
    // History: the last service and up to three before it, one interval apart.
    const count = r.int(1, 4);
    for (let i = 0; i < count; i++) {
      const ts = i === 0 ? lastTs : lastTs - i * months * 30 * DAY - r.int(0, 10) * DAY;
      const at = Math.max(0, Math.round((lastHours - i * (interval ?? 0)) * 10) / 10);
      if (at === 0 && i > 0 && engine) break;
      out.service_reports.push({
        asset_id: a.id,
        company_id: a.company_id,
        performed_ts: ts,
        engine_hours: at,
        comment: COMMENTS[r.int(0, COMMENTS.length - 1)],
        calibrated: 0,
        user_id: companyUserId,
        created_at: new Date(Math.min(nowMs, ts + HOUR)).toISOString(),
      });
    }
  }
  return out;
}

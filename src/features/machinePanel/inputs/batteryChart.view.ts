// The battery voltage chart's geometry, computed with d3 (scales, line generator) and rendered by
// React as SVG. Pure: tests/unit/batteryChart.test.ts runs it in node.
import { extent, line, scaleLinear, scaleUtc } from 'd3';
import { addDays } from '../../../../machines/weekNavigator/isoWeek.ts';
import { msg, t } from '../../../i18n/i18n.ts';

export interface BatteryPoint {
  /** User time, 'YYYY-MM-DDTHH:mm:ss' (no offset). */
  userTime: string;
  value: number;
}

export interface BatteryChartInput {
  points: readonly BatteryPoint[];
  /** Monday of the ISO week shown. */
  weekStart: string;
  threshold: number | null;
  showThreshold: boolean;
  width: number;
  height: number;
}

/** A gap longer than this between two samples breaks the line (the unit was off or silent). */
export const LINE_GAP_MS = 2 * 60 * 60 * 1000;
const MARGIN = { top: 12, right: 14, bottom: 26, left: 44 };
const WEEKDAYS = [msg('Mon'), msg('Tue'), msg('Wed'), msg('Thu'), msg('Fri'), msg('Sat'), msg('Sun')];

/** User times carry no zone; they are placed on a UTC axis so the week's days line up with them. */
const timeOf = (userTime: string) => Date.parse(`${userTime.slice(0, 19)}Z`);

export function batteryChart({ points, weekStart, threshold, showThreshold, width, height }: BatteryChartInput) {
  const start = timeOf(`${weekStart}T00:00:00`);
  const end = timeOf(`${addDays(weekStart, 7)}T00:00:00`);
  const x = scaleUtc()
    .domain([start, end])
    .range([MARGIN.left, Math.max(MARGIN.left + 1, width - MARGIN.right)]);
  const values = points.map((p) => p.value);
  const withThreshold = showThreshold && threshold !== null ? [...values, threshold] : values;
  const [lo = 0, hi = 30] = extent(withThreshold);
  const pad = Math.max(0.5, (hi - lo) * 0.1);
  const y = scaleLinear()
    .domain([lo - pad, hi + pad])
    .nice()
    .range([height - MARGIN.bottom, MARGIN.top]);

  // Samples in time order, with a break (null) wherever two samples are far apart.
  const series: (BatteryPoint | null)[] = [];
  let previous: number | null = null;
  for (const p of points) {
    const t = timeOf(p.userTime);
    if (!Number.isFinite(t) || t < start || t >= end) continue;
    if (previous !== null && t - previous > LINE_GAP_MS) series.push(null);
    series.push(p);
    previous = t;
  }
  const path =
    line<BatteryPoint | null>()
      .defined((p) => p !== null)
      .x((p) => x(timeOf(p!.userTime)))
      .y((p) => y(p!.value))(series) ?? '';

  const days = Array.from({ length: 7 }, (_, i) => {
    const day = addDays(weekStart, i);
    return { x: x(timeOf(`${day}T00:00:00`)), label: `${t(WEEKDAYS[i])} ${Number(day.slice(8, 10))}` };
  });
  const yTicks = y.ticks(4).map((v) => ({ y: y(v), label: `${v} V` }));
  return {
    width,
    height,
    plot: { left: MARGIN.left, right: width - MARGIN.right, top: MARGIN.top, bottom: height - MARGIN.bottom },
    path,
    days,
    dayWidth: (x(end) - x(start)) / 7,
    yTicks,
    thresholdY: showThreshold && threshold !== null ? y(threshold) : null,
    samples: series.filter((p): p is BatteryPoint => p !== null).length,
  };
}

import { describe, expect, it } from 'vitest';
import { batteryChart } from '../../src/features/machinePanel/inputs/batteryChart.view.ts';

const WEEK = '2026-11-16';
const sample = (day: number, hh: number, value: number) => ({
  userTime: `2026-11-${String(16 + day).padStart(2, '0')}T${String(hh).padStart(2, '0')}:00:00`,
  value,
});

describe('battery voltage chart', () => {
  const base = { weekStart: WEEK, threshold: 23.6, showThreshold: false, width: 700, height: 200 };

  it('spans the ISO week Monday to Sunday with one label per day', () => {
    const chart = batteryChart({ ...base, points: [sample(0, 6, 24.5)] });
    expect(chart.days.map((d) => d.label)).toEqual(['Mon 16', 'Tue 17', 'Wed 18', 'Thu 19', 'Fri 20', 'Sat 21', 'Sun 22']);
    expect(chart.days[0].x).toBe(chart.plot.left);
    expect(chart.dayWidth * 7).toBeCloseTo(chart.plot.right - chart.plot.left, 6);
  });

  it('draws the samples inside the week as one line, broken where the unit was silent for more than 2 h', () => {
    const points = [sample(0, 6, 24.5), sample(0, 7, 24.4), sample(1, 6, 24.1), sample(1, 7, 24.0), { userTime: '2026-11-23T00:00:00', value: 25 }];
    const chart = batteryChart({ ...base, points });
    expect(chart.samples).toBe(4);
    expect(chart.path.match(/M/g)).toHaveLength(2);
  });

  it('shows the alarm threshold only when switched on, and keeps it inside the scale', () => {
    const points = [sample(2, 6, 25.1), sample(2, 7, 25.3)];
    expect(batteryChart({ ...base, points }).thresholdY).toBeNull();
    const chart = batteryChart({ ...base, points, showThreshold: true });
    expect(chart.thresholdY).not.toBeNull();
    expect(chart.thresholdY!).toBeGreaterThanOrEqual(chart.plot.top);
    expect(chart.thresholdY!).toBeLessThanOrEqual(chart.plot.bottom);
    expect(batteryChart({ ...base, points, threshold: null, showThreshold: true }).thresholdY).toBeNull();
  });
});

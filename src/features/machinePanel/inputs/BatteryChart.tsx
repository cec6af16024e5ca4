// The battery voltage of one ISO week as a line, with the alarm threshold when switched on.
import { useEffect, useMemo, useRef, useState } from 'react';
import { batteryChart, type BatteryPoint } from './batteryChart.view.ts';
import { useT } from '../../../i18n/useT.ts';

interface Props {
  points: readonly BatteryPoint[];
  weekStart: string;
  threshold: number | null;
  showThreshold: boolean;
  height: number;
  testId?: string;
}

/** The chart fills its container's width (followed with a ResizeObserver). */
export function BatteryChart({ points, weekStart, threshold, showThreshold, height, testId }: Props) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const chart = useMemo(
    () => (width > 0 ? batteryChart({ points, weekStart, threshold, showThreshold, width, height }) : null),
    [points, weekStart, threshold, showThreshold, width, height],
  );

  return (
    <div ref={box} style={{ width: '100%', height }} data-testid={testId} data-samples={chart?.samples}>
      {chart ? (
        <svg width={chart.width} height={chart.height} role="img" aria-label={t('Battery voltage during the week')} style={{ display: 'block' }}>
          {chart.days.map((d, i) => (
            <g key={d.label}>
              {i % 2 === 1 ? (
                <rect x={d.x} y={chart.plot.top} width={chart.dayWidth} height={chart.plot.bottom - chart.plot.top} fill="var(--gray-a2)" />
              ) : null}
              <text x={d.x + chart.dayWidth / 2} y={chart.height - 8} textAnchor="middle" fontSize={11} fill="var(--gray-11)">
                {d.label}
              </text>
            </g>
          ))}
          {chart.yTicks.map((tick) => (
            <g key={tick.label}>
              <line x1={chart.plot.left} x2={chart.plot.right} y1={tick.y} y2={tick.y} stroke="var(--gray-a5)" />
              <text x={chart.plot.left - 6} y={tick.y + 4} textAnchor="end" fontSize={11} fill="var(--gray-11)">
                {tick.label}
              </text>
            </g>
          ))}
          {chart.thresholdY !== null ? (
            <g data-testid="battery-threshold">
              <line x1={chart.plot.left} x2={chart.plot.right} y1={chart.thresholdY} y2={chart.thresholdY} stroke="var(--red-9)" strokeDasharray="5 4" />
              <text x={chart.plot.right} y={chart.thresholdY - 4} textAnchor="end" fontSize={11} fill="var(--red-11)">
                {t('Alarm {value} V', { value: threshold ?? '' })}
              </text>
            </g>
          ) : null}
          <path d={chart.path} fill="none" stroke="var(--accent-9)" strokeWidth={1.75} strokeLinejoin="round" />
        </svg>
      ) : null}
    </div>
  );
}

// The weekly trend: working and idle hours per ISO week as stacked bars, drawn with d3's scales.
// Accessible: the chart is a labelled group whose bars are focusable (Tab, arrow keys) and each
// says its figures; "Show as table" gives the same numbers as a table.
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { max, scaleBand, scaleLinear } from 'd3';
import { Button, Flex, Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import type { WeekUsage } from '../../../machines/analyticsRange/analyticsRange.types.ts';
import { useFormat } from '../../format/format.ts';
import { useT } from '../../i18n/useT.ts';
import { FigureHeader } from './FigureHeader.tsx';
import { FIGURES } from './figures.ts';
import { figureText } from './UsageTable.tsx';

const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 44 };

export function TrendChart({ weeks }: { weeks: readonly WeekUsage[] }) {
  const t = useT();
  const format = useFormat();
  const [asTable, setAsTable] = useState(false);
  const [width, setWidth] = useState(640);
  const observer = useRef<ResizeObserver | null>(null);
  const measure = (el: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!el) return;
    observer.current = new ResizeObserver(([entry]) => setWidth(Math.max(240, Math.floor(entry.contentRect.width))));
    observer.current.observe(el);
  };
  const bars = useRef<(SVGGElement | null)[]>([]);
  const { x, y, ticks } = useMemo(() => {
    const x = scaleBand<string>()
      .domain(weeks.map((w) => w.week))
      .range([MARGIN.left, width - MARGIN.right])
      .padding(0.25);
    const top = max(weeks, (w) => w.engineHours) ?? 0;
    const y = scaleLinear()
      .domain([0, top > 0 ? top : 1])
      .nice()
      .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
    return { x, y, ticks: y.ticks(4) };
  }, [weeks, width]);
  const describe = (w: WeekUsage) =>
    t('Week {week} ({from} – {to}): {working} working, {idle} idle, {engine} engine hours', {
      week: w.week.slice(-2).replace(/^0/, ''),
      from: format.day(w.fromDay),
      to: format.day(w.toDay),
      working: format.hours(w.workingHours),
      idle: format.hours(w.idleHours),
      engine: format.hours(w.engineHours),
    });
  const onKey = (i: number) => (e: KeyboardEvent) => {
    const next = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? weeks.length - 1 : null;
    if (next === null || next < 0 || next >= weeks.length) return;
    e.preventDefault();
    bars.current[next]?.focus();
  };
  const bandLabel = (w: WeekUsage) => t('W{week}', { week: w.week.slice(-2) });

  return (
    <Flex direction="column" gap="2">
      <Flex justify="between" align="center" gap="2" wrap="wrap">
        <Heading as="h3" size="3" id="trend-title">
          {t('Hours per week')}
        </Heading>
        <Button size="1" variant="soft" color="gray" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
          {asTable ? t('Show as chart') : t('Show as table')}
        </Button>
      </Flex>
      {weeks.length === 0 ? (
        <Text size="2" color="gray">
          {t('No weeks in the range.')}
        </Text>
      ) : asTable ? (
        <Table.Root size="1" variant="surface">
          {/* Radix puts aria-* on its wrapper, not the <table>: the caption names the table itself. */}
          <VisuallyHidden asChild>
            <caption>{t('Hours per week')}</caption>
          </VisuallyHidden>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('Week')}</Table.ColumnHeaderCell>
              {FIGURES.map((f) => (
                <Table.ColumnHeaderCell key={f.key} justify="end">
                  <FigureHeader label={f.label} explain={f.explain} />
                </Table.ColumnHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {weeks.map((w) => (
              <Table.Row key={w.week}>
                <Table.RowHeaderCell style={{ whiteSpace: 'nowrap' }}>
                  {w.week} <Text color="gray">{format.day(w.fromDay)}</Text>
                </Table.RowHeaderCell>
                {FIGURES.map((f) => (
                  <Table.Cell key={f.key} justify="end" style={{ whiteSpace: 'nowrap' }}>
                    {f.key === 'daysUsed' ? format.count(w.daysUsed) : figureText(format, f, w[f.key])}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : (
        <div ref={measure} style={{ width: '100%' }}>
          <svg width={width} height={HEIGHT} role="group" aria-labelledby="trend-title" style={{ display: 'block', overflow: 'visible' }}>
            {ticks.map((tick) => (
              <g key={tick} aria-hidden>
                <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke="var(--gray-a5)" />
                <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize="11" fill="var(--gray-11)">
                  {format.count(tick)}
                </text>
              </g>
            ))}
            {weeks.map((w, i) => {
              // Bars at most 72 px wide, centred in their band (a few weeks on a wide screen).
              const bw = Math.min(72, x.bandwidth());
              const left = (x(w.week) ?? 0) + (x.bandwidth() - bw) / 2;
              const working = y(0) - y(w.workingHours);
              const idle = y(0) - y(w.idleHours);
              return (
                <g
                  key={w.week}
                  ref={(el) => {
                    bars.current[i] = el;
                  }}
                  tabIndex={i === 0 ? 0 : -1}
                  role="img"
                  aria-label={describe(w)}
                  onKeyDown={onKey(i)}
                  className="trend-bar"
                >
                  <title>{describe(w)}</title>
                  <rect x={left} y={y(0) - working} width={bw} height={Math.max(0, working)} fill="var(--accent-9)" />
                  <rect x={left} y={y(0) - working - idle} width={bw} height={Math.max(0, idle)} fill="var(--amber-9)" />
                  <rect x={left - 2} y={MARGIN.top} width={bw + 4} height={HEIGHT - MARGIN.top - MARGIN.bottom} fill="transparent" className="trend-focus" />
                  <text x={left + bw / 2} y={HEIGHT - MARGIN.bottom + 16} textAnchor="middle" fontSize="11" fill="var(--gray-11)" aria-hidden>
                    {bandLabel(w)}
                  </text>
                </g>
              );
            })}
          </svg>
          <Flex gap="4" mt="1" aria-hidden>
            <Legend color="var(--accent-9)" label={t('Working hours')} />
            <Legend color="var(--amber-9)" label={t('Idle hours')} />
          </Flex>
        </div>
      )}
    </Flex>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Flex gap="1" align="center">
      <span style={{ width: 10, height: 10, background: color, borderRadius: 2, display: 'inline-block' }} />
      <Text size="1" color="gray">
        {label}
      </Text>
    </Flex>
  );
}

// The machine's use in the History tab's week (issue 29): engine, working and idle hours, idle %,
// hours per working day and days used, beside the median of its family among the company's machines
// and its own previous week. It is the dashboard's benchmark call for this one machine (decision
// 0062), so the figures are the dashboard's to the hundredth. A plain effect (useSectionLoad), as the
// dashboard's following sections: no flow of its own.
import { Table, Text, VisuallyHidden } from '@radix-ui/themes';
import { useFormat, type Formatter } from '../../../format/format.ts';
import { msg } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/useT.ts';
import { FollowingSection } from '../../analytics/FollowingSection.tsx';
import { loadBenchmarkCall, type Benchmark } from '../../analytics/analytics.api.ts';
import { useSectionLoad } from '../../analytics/useSectionLoad.ts';

type Kind = 'hours' | 'percent' | 'perDay' | 'days';

interface Row {
  label: string;
  kind: Kind;
  week: (b: Benchmark) => number | null;
  /** Only the compared values have a median. */
  median?: (b: Benchmark) => number | null;
  previous: (b: Benchmark) => number | null;
}

const machine = (b: Benchmark) => b.machines.rows[0];

const ROWS: readonly Row[] = [
  {
    label: msg('Engine hours'),
    kind: 'hours',
    week: (b) => b.current.engineHours,
    median: (b) => machine(b).median.engineHours,
    previous: (b) => b.previous.engineHours,
  },
  { label: msg('Working hours'), kind: 'hours', week: (b) => b.current.workingHours, previous: (b) => b.previous.workingHours },
  { label: msg('Idle hours'), kind: 'hours', week: (b) => b.current.idleHours, previous: (b) => b.previous.idleHours },
  {
    label: msg('Idle %'),
    kind: 'percent',
    week: (b) => b.current.idlePercent,
    median: (b) => machine(b).median.idlePercent,
    previous: (b) => b.previous.idlePercent,
  },
  {
    label: msg('Hours per working day'),
    kind: 'perDay',
    week: (b) => b.current.hoursPerWorkingDay,
    median: (b) => machine(b).median.hoursPerWorkingDay,
    previous: (b) => b.previous.hoursPerWorkingDay,
  },
  { label: msg('Days used'), kind: 'days', week: (b) => b.current.daysUsed, previous: (b) => b.previous.daysUsed },
];

function cell(format: Formatter, kind: Kind, value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  if (kind === 'hours') return format.hours(value);
  if (kind === 'percent') return format.percent(value);
  if (kind === 'days') return format.count(value);
  return format.decimal(value, 2, 2);
}

export function WeekUse({ assetId, from, to }: { assetId: number; from: string; to: string }) {
  const { state, retry } = useSectionLoad(loadBenchmarkCall, { fromDay: from, toDay: to, assetIds: [assetId], groupBy: 'family' as const });
  return (
    <FollowingSection
      id="week-use"
      title={msg('Use this week')}
      intro={msg(
        'From the engine sessions, as on Analytics: this machine against the median of the company’s machines of its family, and against its previous week.',
      )}
      loading={msg('Loading the week’s use…')}
      failed={msg('The week’s use could not be loaded. Please try again later')}
      load={state}
      retry={retry}
    >
      {state.data && state.data.machines.rows.length ? <WeekUseTable data={state.data} /> : null}
    </FollowingSection>
  );
}

function WeekUseTable({ data }: { data: Benchmark }) {
  const t = useT();
  const format = useFormat();
  const own = machine(data);
  return (
    <Table.Root size="1" variant="surface">
      <caption style={{ captionSide: 'bottom', textAlign: 'start', paddingTop: 'var(--space-2)' }}>
        <Text size="1" color="gray">
          {t('Median of the company’s {count} machines in {family}, this one included; {workingDays} working days in the week.', {
            count: format.count(own.peers),
            family: t(own.group),
            workingDays: format.count(data.workingDays),
          })}
        </Text>
      </caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>
            <VisuallyHidden>{t('Figure')}</VisuallyHidden>
          </Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">{t('This week')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">{t('Median')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell justify="end">{t('Week before')}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {ROWS.map((r) => (
          <Table.Row key={r.label}>
            <Table.RowHeaderCell>{t(r.label)}</Table.RowHeaderCell>
            <Table.Cell justify="end">{cell(format, r.kind, r.week(data))}</Table.Cell>
            <Table.Cell justify="end">{r.median ? cell(format, r.kind, r.median(data)) : '–'}</Table.Cell>
            <Table.Cell justify="end">{cell(format, r.kind, r.previous(data))}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

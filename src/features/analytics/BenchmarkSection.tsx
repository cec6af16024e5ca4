// "Benchmark" over the utilization range (and its drill-down): each machine against the median of
// its family (or brand and model) among the company's machines, and the totals against the previous
// period of the same length (decision 0062).
import { useState } from 'react';
import { Card, Flex, Grid, SegmentedControl, Tabs, Text } from '@radix-ui/themes';
import type { Drill } from '../../../machines/analyticsRange/analyticsRange.types.ts';
import { useFormat, type Formatter } from '../../format/format.ts';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { loadBenchmarkCall, type Page, type Benchmark, type BenchmarkGroupBy, type BenchmarkMachine, type BenchmarkValues } from './analytics.api.ts';
import { FigureHeader } from './FigureHeader.tsx';
import { signed } from './figures.ts';
import { FigureTable, MachineLink, type FigureColumn } from './FigureTable.tsx';
import { FollowingSection } from './FollowingSection.tsx';
import { useMoreRows, usePageLoader, type PageLoader } from './useMoreRows.ts';
import { sectionRequest, useSectionLoad } from './useSectionLoad.ts';

type Kind = 'hours' | 'percent' | 'perDay';
const VALUES: readonly { key: keyof BenchmarkValues; label: string; median: string; difference: string; kind: Kind; explain: string }[] = [
  {
    key: 'engineHours',
    label: msg('Engine hours'),
    median: msg('Median engine hours'),
    difference: msg('Engine hours vs median'),
    kind: 'hours',
    explain: msg('Time with the ignition on, summed over the days of the range.'),
  },
  {
    key: 'idlePercent',
    label: msg('Idle %'),
    median: msg('Median idle %'),
    difference: msg('Idle % vs median'),
    kind: 'percent',
    explain: msg('Idle hours ÷ engine hours × 100. Empty without engine time.'),
  },
  {
    key: 'hoursPerWorkingDay',
    label: msg('Hours per working day'),
    median: msg('Median hours per working day'),
    difference: msg('Hours per working day vs median'),
    kind: 'perDay',
    explain: msg('Engine hours ÷ working days (Monday to Friday) in the range.'),
  },
];

const MEDIAN_EXPLAINED = msg(
  'The middle value of the company’s machines in the same group over the same range (the mean of the two middle ones for an even count). Idle %: only machines with engine time.',
);
const DIFFERENCE_EXPLAINED = msg('The machine’s value minus the median: hours, or percentage points for idle %.');

function valueText(format: Formatter, kind: Kind, value: number | null): string {
  if (value === null) return '–';
  if (kind === 'hours') return format.hours(value);
  if (kind === 'percent') return format.percent(value);
  return format.decimal(value, 2, 2);
}

function differenceText(format: Formatter, t: ReturnType<typeof useT>, kind: Kind, value: number | null): string {
  if (value === null) return '–';
  if (kind === 'percent') return signed(t('{value} points', { value: format.decimal(value, 1, 1) }), value);
  return signed(valueText(format, kind, value), value);
}

const load = (request: Parameters<typeof loadBenchmarkCall>[0]) => loadBenchmarkCall(request);
const machinesPage = (request: Parameters<typeof loadBenchmarkCall>[0], page: Page) => loadBenchmarkCall(request, page).then((d) => d.machines.rows);

export function BenchmarkSection({ fromDay, toDay, drill }: { fromDay: string; toDay: string; drill: Drill | null }) {
  const t = useT();
  const [groupBy, setGroupBy] = useState<BenchmarkGroupBy>('family');
  const request = { ...sectionRequest(fromDay, toDay, drill), groupBy };
  const { state, retry } = useSectionLoad(load, request);
  const pageOf = usePageLoader(request, machinesPage);
  return (
    <FollowingSection
      id="benchmark"
      title={msg('Benchmark')}
      intro={msg(
        'Each machine against the median of its family (or model) among the company’s machines over the same range, and the totals against the previous period of the same length.',
      )}
      loading={msg('Loading the benchmark…')}
      failed={msg('The benchmark could not be loaded. Please try again later')}
      load={state}
      retry={retry}
    >
      {state.data ? (
        <Flex direction="column" gap="4">
          <Flex align="center" gap="2" wrap="wrap">
            <Text size="2" id="benchmark-group-by">
              {t('Compare with')}
            </Text>
            <SegmentedControl.Root size="1" value={groupBy} onValueChange={(v) => setGroupBy(v as BenchmarkGroupBy)} aria-labelledby="benchmark-group-by">
              <SegmentedControl.Item value="family">{t('Family')}</SegmentedControl.Item>
              <SegmentedControl.Item value="model">{t('Brand and model')}</SegmentedControl.Item>
            </SegmentedControl.Root>
          </Flex>
          <BenchmarkFigures data={state.data} pageOf={pageOf} />
        </Flex>
      ) : null}
    </FollowingSection>
  );
}

function BenchmarkFigures({ data, pageOf }: { data: Benchmark; pageOf: PageLoader<BenchmarkMachine> }) {
  const t = useT();
  const format = useFormat();
  const machines = useMoreRows(data.machines.rows, data.machines.total, pageOf);
  const stem = (what: string) => `benchmark-${what}_${data.fromDay}_${data.toDay}`;
  const period = (p: Benchmark['current']) => `${p.fromDay.replaceAll('-', '/')}–${p.toDay.replaceAll('-', '/')}`;
  if (data.machines.total === 0) {
    return (
      <Text size="2" color="gray" as="p">
        {t('No machines in this selection: add machines under Fleet, or show the whole fleet.')}
      </Text>
    );
  }
  const changes: { label: string; explain: string; now: string; before: string; change: string }[] = [
    {
      label: msg('Engine hours'),
      explain: msg('Engine hours of the selected machines in the range and in the previous period of the same length; the change in hours and in %.'),
      now: format.hours(data.current.engineHours),
      before: format.hours(data.previous.engineHours),
      change:
        differenceText(format, t, 'hours', data.change.engineHours) +
        (data.change.engineHoursPercent === null ? '' : ` (${signed(format.percent(data.change.engineHoursPercent), data.change.engineHoursPercent)})`),
    },
    {
      label: msg('Idle %'),
      explain: msg('Idle hours ÷ engine hours × 100 in each period; the change in percentage points.'),
      now: valueText(format, 'percent', data.current.idlePercent),
      before: valueText(format, 'percent', data.previous.idlePercent),
      change: differenceText(format, t, 'percent', data.change.idlePercent),
    },
    {
      label: msg('Hours per working day'),
      explain: msg('Engine hours ÷ (machines × working days) in each period; the change in hours.'),
      now: valueText(format, 'perDay', data.current.hoursPerWorkingDay),
      before: valueText(format, 'perDay', data.previous.hoursPerWorkingDay),
      change: differenceText(format, t, 'perDay', data.change.hoursPerWorkingDay),
    },
    {
      label: msg('Days used'),
      explain: msg('Machine-days with engine time in each period; the change in days.'),
      now: format.count(data.current.daysUsed),
      before: format.count(data.previous.daysUsed),
      change: signed(format.count(data.change.daysUsed), data.change.daysUsed),
    },
  ];
  const machineColumns: FigureColumn<BenchmarkMachine>[] = [
    { label: msg('Internal ID'), explain: msg('The machine’s internal ID.'), value: (r) => r.internalId, align: 'start' },
    {
      label: msg('Compared with'),
      explain: msg('The family, or brand and model, the machine is compared within.'),
      value: (r) => (data.groupBy === 'family' ? t(r.group) : r.group),
      align: 'start',
    },
    { label: msg('Peers'), explain: msg('The company’s machines in that group, this one included: the median is theirs.'), value: (r) => r.peers },
    ...VALUES.flatMap((v): FigureColumn<BenchmarkMachine>[] => [
      { label: v.label, explain: v.explain, value: (r) => r[v.key], cell: (r) => valueText(format, v.kind, r[v.key]) },
      {
        label: v.median,
        explain: MEDIAN_EXPLAINED,
        value: (r) => r.median[v.key],
        cell: (r) => valueText(format, v.kind, r.median[v.key]),
      },
      {
        label: v.difference,
        explain: DIFFERENCE_EXPLAINED,
        value: (r) => r.difference[v.key],
        cell: (r) => differenceText(format, t, v.kind, r.difference[v.key]),
      },
    ]),
  ];
  return (
    <Flex direction="column" gap="4">
      <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="3">
        {changes.map((c) => (
          <Card key={c.label} size="1">
            <FigureHeader label={c.label} explain={c.explain} align="start" />
            <Text as="p" size={{ initial: '4', sm: '5' }} weight="bold" data-testid={`benchmark-now-${c.label}`}>
              {c.now}
            </Text>
            <Text as="p" size="1" color="gray">
              {t('{change} against {before} in {period}', { change: c.change, before: c.before, period: period(data.previous) })}
            </Text>
          </Card>
        ))}
      </Grid>
      <Tabs.Root defaultValue="machines">
        <Tabs.List size="1" aria-label={t('Benchmark by')}>
          <Tabs.Trigger value="machines">{t('Machines')}</Tabs.Trigger>
          <Tabs.Trigger value="groups">{data.groupBy === 'family' ? t('By family') : t('By model')}</Tabs.Trigger>
        </Tabs.List>
        <Flex direction="column" pt="3">
          <Tabs.Content value="machines">
            <FigureTable
              id="benchmark-machines"
              title={msg('Machines against the median')}
              rows={machines.rows}
              rowKey={(r) => String(r.assetId)}
              nameLabel={msg('Machine')}
              name={(r) => r.name}
              nameCell={(r) => <MachineLink assetId={r.assetId} name={r.name} />}
              columns={machineColumns}
              empty={msg('No machines yet: add machines under Fleet to see their use here.')}
              footer={
                data.machines.total > machines.rows.length
                  ? t('The {shown} with the most engine hours, of {total} machines', {
                      shown: format.count(machines.rows.length),
                      total: format.count(data.machines.total),
                    })
                  : null
              }
              exportStem={stem('machines')}
              more={machines.more}
            />
          </Tabs.Content>
          <Tabs.Content value="groups">
            <FigureTable
              id="benchmark-groups"
              title={data.groupBy === 'family' ? msg('Medians per family') : msg('Medians per model')}
              rows={data.groups}
              rowKey={(r) => r.group}
              nameLabel={data.groupBy === 'family' ? msg('Family') : msg('Brand and model')}
              name={(r) => (data.groupBy === 'family' ? t(r.group) : r.group)}
              columns={[
                { label: msg('Machines'), explain: msg('The company’s machines in the group: the median is theirs.'), value: (r) => r.machines },
                ...VALUES.map((v): FigureColumn<Benchmark['groups'][number]> => ({
                  label: v.median,
                  explain: MEDIAN_EXPLAINED,
                  value: (r) => r.median[v.key],
                  cell: (r) => valueText(format, v.kind, r.median[v.key]),
                })),
              ]}
              empty={msg('No machines yet: add machines under Fleet to see their use here.')}
              exportStem={stem('groups')}
            />
          </Tabs.Content>
        </Flex>
      </Tabs.Root>
    </Flex>
  );
}

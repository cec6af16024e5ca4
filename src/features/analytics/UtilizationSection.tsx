// "Utilization" over the chosen range: totals, the weekly trend, the tables per machine, family,
// place and tag (a group's name drills down to its machines), top idlers and unused machines.
import { useSelector } from '@xstate/react';
import { Cross2Icon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Badge, Button, Callout, Card, Flex, Grid, Heading, IconButton, Link, Separator, Spinner, Tabs, Text } from '@radix-ui/themes';
import type { Drill, GroupUsage, MachineUsage, Utilization, UtilizationView } from '../../../machines/analyticsRange/analyticsRange.types.ts';
import { useFormat } from '../../format/format.ts';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { AfterHoursSection } from './AfterHoursSection.tsx';
import { BenchmarkSection } from './BenchmarkSection.tsx';
import { HourMeterSection } from './HourMeterSection.tsx';
import { FigureHeader } from './FigureHeader.tsx';
import { FIGURES, MACHINES_EXPLAINED } from './figures.ts';
import { RangeBar } from './RangeBar.tsx';
import { TrendChart } from './TrendChart.tsx';
import { figureText, UsageTable, type UsageRow } from './UsageTable.tsx';
import { MachineLink } from './FigureTable.tsx';
import { useAnalyticsRange } from './useAnalyticsRange.ts';
import { loadUtilizationMachinesCall, type Page, type SectionRequest } from './analytics.api.ts';
import { useMoreRows, usePageLoader } from './useMoreRows.ts';
import { sectionRequest } from './useSectionLoad.ts';

const machinesPage = (request: SectionRequest, page: Page) => loadUtilizationMachinesCall(request, page).then((d) => d.data);

const DRILL_LABEL = { family: msg('Family: {name}'), place: msg('Place: {name}'), tag: msg('Tag: {name}') } as const;

export function UtilizationSection() {
  const t = useT();
  const actor = useAnalyticsRange();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const view = useSelector(actor, (s) => s.context.view);
  const drill = useSelector(actor, (s) => s.context.drill);
  const error = useSelector(actor, (s) => s.context.error);
  const open = (d: Drill) => actor.send({ type: 'drill.opened', drill: d });

  return (
    <>
      <Flex direction="column" gap="4" asChild>
        <section aria-labelledby="utilization-title" aria-busy={busy}>
          <Flex justify="between" align="center" gap="2" wrap="wrap">
            <Heading as="h2" size="4" id="utilization-title">
              {t('Utilization')}
            </Heading>
            {busy ? (
              <Flex align="center" gap="2" role="status">
                <Spinner /> <Text size="2">{t('Loading utilization…')}</Text>
              </Flex>
            ) : null}
          </Flex>
          <RangeBar actor={actor} />
          {drill ? (
            <Flex align="center" gap="2">
              <Badge size="2" color="blue" data-testid="analytics-drill">
                {t(DRILL_LABEL[drill.kind], { name: drill.name })}
              </Badge>
              <IconButton size="1" variant="ghost" aria-label={t('Show the whole fleet')} onClick={() => actor.send({ type: 'drill.closed' })}>
                <Cross2Icon />
              </IconButton>
            </Flex>
          ) : null}
          {failed ? (
            <Flex direction="column" gap="2" align="start">
              <Callout.Root color="red" role="alert" size="1">
                <Callout.Icon>
                  <ExclamationTriangleIcon />
                </Callout.Icon>
                <Callout.Text>{error ? t(error) : null}</Callout.Text>
              </Callout.Root>
              <Button variant="soft" onClick={() => actor.send({ type: 'range.retried' })}>
                {t('Try again')}
              </Button>
            </Flex>
          ) : null}
          {view ? (
            <div style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' }}>
              <Figures view={view} drill={drill} onDrill={open} />
            </div>
          ) : null}
        </section>
      </Flex>
      {view ? (
        <>
          <Separator size="4" />
          <AfterHoursSection fromDay={view.utilization.fromDay} toDay={view.utilization.toDay} drill={drill} />
          <Separator size="4" />
          <BenchmarkSection fromDay={view.utilization.fromDay} toDay={view.utilization.toDay} drill={drill} />
          <Separator size="4" />
          <HourMeterSection fromDay={view.utilization.fromDay} toDay={view.utilization.toDay} drill={drill} />
        </>
      ) : null}
    </>
  );
}

/** The group tabs: one table each, the same columns, their own words. */
const GROUP_TABS = [
  {
    kind: 'family',
    groups: 'byFamily',
    title: msg('Per family'),
    nameLabel: msg('Family'),
    empty: msg('No machines yet: add machines under Fleet to see their use here.'),
    stem: 'families',
  },
  {
    kind: 'place',
    groups: 'byPlace',
    title: msg('Per place (where the machines are now)'),
    nameLabel: msg('Place'),
    empty: msg('No places yet: draw depots and work sites under Places to group machines by where they are.'),
    stem: 'places',
  },
  {
    kind: 'tag',
    groups: 'byTag',
    title: msg('Per tag'),
    nameLabel: msg('Tag'),
    empty: msg('No machine has a tag yet: add tags to machines under Fleet (Tags) to count them here.'),
    stem: 'tags',
  },
] as const satisfies readonly { kind: Drill['kind']; groups: 'byFamily' | 'byPlace' | 'byTag'; [text: string]: string }[];

const groupRows = (
  u: Utilization,
  groups: readonly GroupUsage[],
  kind: Drill['kind'],
  onDrill: (d: Drill) => void,
  noPlace: string,
  drillLabel: string,
  /** Family names are the dictionary's English, translated like the grid's Category options. */
  translate: (text: string) => string,
): UsageRow[] =>
  groups.map((g) => {
    const name = g.id === null ? noPlace : kind === 'family' ? translate(g.name) : g.name;
    return {
      ...g,
      key: String(g.id),
      name,
      possibleDays: u.workingDays * g.machines,
      extra: [g.machines],
      // "No place" is not a selection the calls take (place ids only).
      nameCell:
        g.id === null ? undefined : (
          <Link asChild>
            <button type="button" className="rt-reset" aria-label={drillLabel.replace('{name}', name)} onClick={() => onDrill({ kind, id: g.id!, name })}>
              {name}
            </button>
          </Link>
        ),
    };
  });

const machineRows = (u: Utilization, machines: readonly MachineUsage[], lastUsed = false): UsageRow[] =>
  machines.map((m) => ({
    ...m,
    key: String(m.assetId),
    name: m.name,
    possibleDays: u.workingDays,
    extra: lastUsed ? [m.internalId, m.lastUsedDay === null ? null : m.lastUsedDay.replaceAll('-', '/')] : [m.internalId],
    nameCell: <MachineLink assetId={m.assetId} name={m.name} />,
  }));

function Figures({ view, drill, onDrill }: { view: UtilizationView; drill: Drill | null; onDrill: (d: Drill) => void }) {
  const t = useT();
  const format = useFormat();
  const u = view.utilization;
  const machines = useMoreRows(view.machines.data, view.machines.total, usePageLoader(sectionRequest(u.fromDay, u.toDay, drill), machinesPage));
  const stem = (what: string) => `utilization-${what}_${u.fromDay}_${u.toDay}`;
  if (u.totals.machines === 0) {
    return (
      <Text size="2" color="gray" as="p">
        {drill
          ? t('No machines in this selection: show the whole fleet, or pick another family, place or tag.')
          : t('No machines yet: add machines under Fleet to see their use here.')}
      </Text>
    );
  }
  const noUse = u.totals.engineHours === 0;
  const drillLabel = t('Show the figures of {name}');
  const machineCol = [{ label: msg('Internal ID'), explain: msg('The machine’s internal ID.') }];
  const groupCol = [{ label: msg('Machines'), explain: MACHINES_EXPLAINED }];
  return (
    <Flex direction="column" gap="5">
      {noUse ? (
        <Callout.Root color="gray" size="1">
          <Callout.Text>
            {t('No engine time in this range. Pick a longer range, or check under Telematics that the machines’ units report the ignition.')}
          </Callout.Text>
        </Callout.Root>
      ) : null}
      <Grid columns={{ initial: '2', sm: '3', md: '6' }} gap="3">
        {FIGURES.map((f) => (
          <Card key={f.key} size="1">
            <FigureHeader label={f.label} explain={f.explain} align="start" />
            <Text as="p" size={{ initial: '4', sm: '5' }} weight="bold" data-testid={`total-${f.key}`}>
              {f.key === 'daysUsed'
                ? t('{used} of {working}', { used: format.count(u.totals.daysUsed), working: format.count(u.workingDays * u.totals.machines) })
                : figureText(format, f, u.totals[f.key])}
            </Text>
          </Card>
        ))}
      </Grid>
      <Text size="1" color="gray">
        {t('{machines} machines, {days} working days (Monday to Friday) in the range.', {
          machines: format.count(u.totals.machines),
          days: format.count(u.workingDays),
        })}
      </Text>
      <TrendChart weeks={u.weeks} />
      <Tabs.Root defaultValue="machines">
        <Tabs.List size="1" aria-label={t('Utilization by')}>
          <Tabs.Trigger value="machines">{t('Machines')}</Tabs.Trigger>
          <Tabs.Trigger value="family">{t('By family')}</Tabs.Trigger>
          <Tabs.Trigger value="place">{t('By place')}</Tabs.Trigger>
          <Tabs.Trigger value="tag">{t('By tag')}</Tabs.Trigger>
        </Tabs.List>
        <Flex direction="column" pt="3">
          <Tabs.Content value="machines">
            <UsageTable
              id="usage-machines"
              title={msg('Per machine')}
              nameLabel={msg('Machine')}
              rows={machineRows(u, machines.rows)}
              extra={machineCol}
              empty={msg('No machines yet: add machines under Fleet to see their use here.')}
              footer={
                view.machines.total > machines.rows.length
                  ? t('The {shown} with the most engine hours, of {total} machines', {
                      shown: format.count(machines.rows.length),
                      total: format.count(view.machines.total),
                    })
                  : null
              }
              exportStem={stem('machines')}
              more={machines.more}
            />
          </Tabs.Content>
          {GROUP_TABS.map((g) => (
            <Tabs.Content key={g.kind} value={g.kind}>
              <UsageTable
                id={`usage-${g.kind}`}
                title={g.title}
                nameLabel={g.nameLabel}
                rows={groupRows(u, u[g.groups].groups, g.kind, onDrill, g.kind === 'place' ? t('In no place') : '', drillLabel, t)}
                extra={groupCol}
                empty={g.empty}
                exportStem={stem(g.stem)}
              />
            </Tabs.Content>
          ))}
        </Flex>
      </Tabs.Root>
      <Grid columns={{ initial: '1', xl: '2' }} gap="5">
        <UsageTable
          id="top-idlers"
          title={msg('Top idlers')}
          nameLabel={msg('Machine')}
          rows={machineRows(u, u.topIdlers)}
          extra={machineCol}
          figures={['idleHours', 'idlePercent', 'engineHours']}
          empty={msg('No machine idled in this range.')}
          exportStem={stem('top-idlers')}
        />
        <UsageTable
          id="unused"
          title={msg('Unused for the last {days} days')}
          titleValues={{ days: u.unusedDays }}
          nameLabel={msg('Machine')}
          rows={machineRows(u, u.unused.machines, true)}
          extra={[...machineCol, { label: msg('Last used'), explain: msg('The last day of the range with engine time; empty if none.') }]}
          figures={['engineHours', 'daysUsed']}
          empty={msg('Every machine ran in these days.')}
          footer={
            u.unused.total > u.unused.machines.length
              ? t('{shown} of {total}, by name', { shown: format.count(u.unused.machines.length), total: format.count(u.unused.total) })
              : null
          }
          exportStem={stem('unused')}
        />
      </Grid>
    </Flex>
  );
}

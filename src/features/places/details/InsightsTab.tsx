// Insights (features spec §3 "Place insights", permission show:place.insight): for a depot, how many
// machines were there, how many belong to it and how long a stay lasted, with the longest and
// shortest stays; for a work site, production, engine time and idle while on the site.
import { useState } from 'react';
import { useT } from '../../../i18n/useT.ts';
import { msg } from '../../../i18n/i18n.ts';
import { useQuery } from 'urql';
import { Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { describeGridError } from '../../../components/grid/gridFetch.ts';
import { useRefetchOnPlacesChange } from '../placesRefresh.ts';
import { completeRange, DateRangeFields, defaultRange, type DayRange } from './DateRangeFields.tsx';
import { DepotInsightsQuery, WorksiteInsightsQuery } from './placeDetails.queries.ts';
import { StatCard } from './StatCard.tsx';

export function InsightsTab({ placeId, placeType, timeZone }: { placeId: number; placeType: number; timeZone: string }) {
  const t = useT();
  const [range, setRange] = useState<DayRange>(() => defaultRange(30, timeZone));
  if (placeType === 2) {
    return (
      <Text size="2" color="gray">
        {t('Insights are kept for depots and work sites. A region shows its inventory and event log.')}
      </Text>
    );
  }
  return (
    <Flex direction="column" gap="3">
      <Flex justify="end">
        <DateRangeFields idPrefix="insights" range={range} onChange={setRange} />
      </Flex>
      {!completeRange(range) ? (
        <Text size="2" color="gray">
          {t('Choose a start and an end day.')}
        </Text>
      ) : placeType === 0 ? (
        <DepotInsights placeId={placeId} range={range} />
      ) : (
        <WorksiteInsights placeId={placeId} range={range} />
      )}
    </Flex>
  );
}

function Failure({ error }: { error: unknown }) {
  return (
    <Callout.Root size="1" color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>{describeGridError(error)}</Callout.Text>
    </Callout.Root>
  );
}

function DepotInsights({ placeId, range }: { placeId: number; range: DayRange }) {
  const t = useT();
  const window = { fromPlaceTime: range.from, toPlaceTime: range.to };
  const [result, refetch] = useQuery({
    query: DepotInsightsQuery,
    variables: { id: placeId, input: window, stays: { ...window, limit: 5 } },
    requestPolicy: 'network-only',
  });
  useRefetchOnPlacesChange(refetch);
  if (result.error) return <Failure error={result.error} />;
  const d = result.data?.depotInsights?.data;
  return (
    <Flex direction="column" gap="3" data-testid="depot-insights">
      <Flex gap="2" wrap="wrap">
        <StatCard label={t('Machines in the depot')} value={d?.machinesInDepot} hint={t('at some time in the period')} />
        <StatCard label={t('Machines of this depot')} value={d?.totalMachines} />
        <StatCard label={t('Average stay')} value={d?.durationAverageFormatted} />
      </Flex>
      <StayList title={t('Longest stays')} items={result.data?.depotLongestStays?.data?.items} />
      <StayList title={t('Shortest finished stays')} items={result.data?.depotShortestStays?.data?.items} />
    </Flex>
  );
}

interface StayItem {
  id: number;
  internalId: string;
  assetDescription: string;
  entryPlaceTimeFormatted: string;
  exitPlaceTimeFormatted?: string | null;
  durationFormatted: string;
  isActive: boolean;
}

function StayList({ title, items }: { title: string; items: readonly (StayItem | null)[] | undefined }) {
  const t = useT();
  const list = (items ?? []).filter((s): s is StayItem => s !== null);
  return (
    <Card size="1">
      <Heading as="h3" size="2" mb="2">
        {title}
      </Heading>
      {items !== undefined && list.length === 0 ? (
        <Text size="2" color="gray">
          {t('No stays in this period')}
        </Text>
      ) : null}
      <Flex direction="column" gap="1" asChild>
        <ol style={{ margin: 0, paddingLeft: 18 }}>
          {list.map((s) => (
            <li key={s.id}>
              <Text size="2">
                <Text weight="medium">{s.durationFormatted}</Text> · {s.assetDescription} ({s.internalId}) · {s.entryPlaceTimeFormatted} –{' '}
                {s.isActive ? t('still inside') : s.exitPlaceTimeFormatted}
              </Text>
            </li>
          ))}
        </ol>
      </Flex>
    </Card>
  );
}

const KPI_FALLBACK = [msg('Production'), msg('Engine time'), msg('Idle')];

function WorksiteInsights({ placeId, range }: { placeId: number; range: DayRange }) {
  const t = useT();
  const [result, refetch] = useQuery({
    query: WorksiteInsightsQuery,
    variables: { id: placeId, from: range.from, to: range.to },
    requestPolicy: 'network-only',
  });
  useRefetchOnPlacesChange(refetch);
  if (result.error) return <Failure error={result.error} />;
  const d = result.data?.worksiteInsights?.data;
  return (
    <Flex direction="column" gap="3" data-testid="worksite-insights">
      <Flex gap="2" wrap="wrap">
        {(d?.kpiValues ?? [undefined, undefined, undefined]).map((k, i) => (
          <StatCard key={k?.kpiType ?? i} label={t(k?.nameFormatted ?? KPI_FALLBACK[i])} value={d ? (k?.valueFormatted ?? null) : undefined} />
        ))}
      </Flex>
      <Flex gap="2" wrap="wrap">
        <StatCard label={t('Machines on the site')} value={d?.totalMachines} hint={t('at some time in the period')} />
        <StatCard label={t('Machines that worked here')} value={d?.machinesWithProductivityData} hint={t('engine running on the site')} />
      </Flex>
    </Flex>
  );
}

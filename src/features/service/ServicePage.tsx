// /service (features spec §2 "Service screen"): four summary cards whose 'See in list' sets the
// quickFilter, the shared grid of every machine's service status below, and the machine panel on
// its Service tab for a row. /service?quickFilter=Soon works as a link. A change in the Service tab
// reloads the cards and the grid.
import { useCallback, useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { useSearchParams } from 'wouter';
import { Button, Card, Flex, Grid, Skeleton, Text } from '@radix-ui/themes';
import type { GridRequest } from '../../../machines/grid/grid.types.ts';
import { DictionaryGrid } from '../../components/grid/DictionaryGrid.tsx';
import { fetchGridPage } from '../../components/grid/gridFetch.ts';
import { Page } from '../../app/layout/Page.tsx';
import { PageHeader } from '../../app/layout/PageHeader.tsx';
import { apiClient } from '../../graphql/apiClient.ts';
import { MachinePanel } from '../machinePanel/MachinePanel.tsx';
import { ServiceSummaryQuery } from './service.api.ts';
import { ServiceGridQuery, serviceColumns } from './service.grid.ts';
import { onServiceChanged } from './serviceEvents.ts';
import { STATUS_COLOURS } from './serviceStatus.ts';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { useFormat } from '../../format/format.ts';

type SummaryKey = 'doneThisWeekCount' | 'overdueServiceCount' | 'soonToServiceCount' | 'noServiceCount';

/** Spec: the cards in order, and the quickFilter each one's 'See in list' sets. */
const CARDS: readonly { key: SummaryKey; title: string; quickFilter: string; status: number }[] = [
  { key: 'doneThisWeekCount', title: msg('Service done this week'), quickFilter: 'Scheduled', status: 1 },
  { key: 'overdueServiceCount', title: msg('Overdue Services'), quickFilter: 'Overdue', status: 3 },
  { key: 'soonToServiceCount', title: msg('Soon to service'), quickFilter: 'Soon', status: 2 },
  { key: 'noServiceCount', title: msg('No service'), quickFilter: 'NoService', status: 0 },
];

export default function ServicePage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const quickFilter = params.get('quickFilter');
  const [version, setVersion] = useState(0);
  useEffect(() => onServiceChanged(() => setVersion((v) => v + 1)), []);
  const seeInList = (value: string) =>
    setParams((p) => {
      p.set('quickFilter', value);
      p.delete('assetId');
      return p;
    });
  return (
    <Page>
      <PageHeader title={t('Service')} description={t('Service planned by engine hours and calendar: whichever comes first makes a machine due.')} />
      <SummaryCards version={version} active={quickFilter} onSeeInList={seeInList} />
      <ServiceGrid key={version} quickFilter={quickFilter} />
      <MachinePanel area="service" />
    </Page>
  );
}

function SummaryCards({ version, active, onSeeInList }: { version: number; active: string | null; onSeeInList: (quickFilter: string) => void }) {
  const t = useT();
  const format = useFormat();
  const [{ data, error }, reexecute] = useQuery({ query: ServiceSummaryQuery, requestPolicy: 'network-only' });
  useEffect(() => {
    if (version > 0) reexecute({ requestPolicy: 'network-only' });
  }, [version, reexecute]);
  const summary = data?.serviceSummary?.data;
  return (
    <Grid columns={{ initial: '2', md: '4' }} gap="3" px={{ initial: '3', sm: '5' }} pt="3" role="list" aria-label={t('Service summary')}>
      {CARDS.map((card) => (
        <Card key={card.key} role="listitem" data-testid={`summary-${card.quickFilter}`} data-active={active === card.quickFilter || undefined}>
          <Flex direction="column" gap="1">
            <Flex align="center" gap="2">
              <span aria-hidden style={{ width: 10, height: 10, borderRadius: 5, background: STATUS_COLOURS[card.status], flex: 'none' }} />
              <Text size="2" color="gray">
                {t(card.title)}
              </Text>
            </Flex>
            {summary ? (
              <Text size="6" weight="bold" data-testid="summary-count">
                {format.count(summary[card.key])}
              </Text>
            ) : error ? (
              <Text size="2" color="red">
                {t('Not available')}
              </Text>
            ) : (
              <Skeleton height="32px" width="60px" />
            )}
            <Flex>
              <Button size="1" variant="ghost" onClick={() => onSeeInList(card.quickFilter)} aria-label={t('See in list: {card}', { card: t(card.title) })}>
                {t('See in list')}
              </Button>
            </Flex>
          </Flex>
        </Card>
      ))}
    </Grid>
  );
}

function ServiceGrid({ quickFilter }: { quickFilter: string | null }) {
  const [, setParams] = useSearchParams();
  const fetchPage = useCallback(
    (request: GridRequest, signal: AbortSignal) => fetchGridPage(apiClient, ServiceGridQuery, { input: request }, signal, (d) => d.serviceGrid?.data),
    [],
  );
  return (
    <DictionaryGrid
      path="/service"
      exportTo={{ url: '/web/v1/services', stem: 'service' }}
      columnsFor={serviceColumns}
      fetchPage={fetchPage}
      quickFilter={quickFilter}
      emptyText={msg('No services found')}
      archivedToggle
      onRowClick={(row) =>
        setParams((p) => {
          p.set('assetId', String(row.id));
          return p;
        })
      }
    />
  );
}

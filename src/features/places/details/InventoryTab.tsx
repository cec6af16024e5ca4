// Inventory (features spec §3 "Place inventory"): who is inside now (depots: and how many of them
// belong here), and the stays of a time range in the shared grid, 20 rows a page. While the server
// is still matching machines to a changed geofence the overview says so and is asked again.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useT } from '../../../i18n/useT.ts';
import { msg } from '../../../i18n/i18n.ts';
import { useQuery } from 'urql';
import { useLocation } from 'wouter';
import { Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import type { GridColumnDef, GridRequest } from '../../../../machines/grid/grid.types.ts';
import { DataGrid } from '../../../components/grid/DataGrid.tsx';
import { describeGridError, fetchGridPage } from '../../../components/grid/gridFetch.ts';
import { apiClient } from '../../../graphql/apiClient.ts';
import { readFragment } from '../../../graphql/graphql.ts';
import { usePlacesVersion, useRefetchOnPlacesChange } from '../placesRefresh.ts';
import { completeRange, DateRangeFields, defaultRange, type DayRange } from './DateRangeFields.tsx';
import { StatCard } from './StatCard.tsx';
import {
  DepotInventoryQuery,
  DepotOverviewQuery,
  OverviewFields,
  RegionInventoryQuery,
  RegionOverviewQuery,
  WorksiteInventoryQuery,
  WorksiteOverviewQuery,
} from './placeDetails.queries.ts';

/** Spec, section 9: the place inventory grid's page size. */
export const INVENTORY_PAGE_SIZE = 20;
const PENDING_POLL_MS = 2000;

const OVERVIEW = [DepotOverviewQuery, WorksiteOverviewQuery, RegionOverviewQuery] as const;

function inventoryColumns(isDepot: boolean): GridColumnDef[] {
  return [
    { id: 'internalId', title: msg('Internal ID'), kind: 'text', width: 110 },
    { id: 'assetDescription', title: msg('Machine'), kind: 'text', width: 190 },
    { id: 'entryPlaceTimeFormatted', title: msg('Entry'), kind: 'date', width: 140 },
    { id: 'exitPlaceTimeFormatted', title: msg('Exit'), kind: 'date', width: 140 },
    { id: 'durationFormatted', title: msg('Stayed'), kind: 'text', width: 110, filterable: false },
    { id: 'isActive', title: msg('Inside'), kind: 'boolean', width: 80 },
    ...(isDepot ? [{ id: 'partOfThePlace', title: msg('Home depot'), kind: 'boolean', width: 110 } satisfies GridColumnDef] : []),
    { id: 'tags', title: msg('Tags'), kind: 'tags', width: 160, sortable: false, filterable: false },
  ];
}

export function InventoryTab({ placeId, placeType, timeZone }: { placeId: number; placeType: number; timeZone: string }) {
  const t = useT();
  const version = usePlacesVersion();
  const [range, setRange] = useState<DayRange>(() => defaultRange(30, timeZone));
  const [overviewResult, refetchOverview] = useQuery({
    query: OVERVIEW[placeType] ?? WorksiteOverviewQuery,
    variables: { id: placeId },
    requestPolicy: 'network-only',
  });
  const data = overviewResult.data as Record<string, { data?: unknown } | null> | undefined;
  const raw = data ? Object.values(data)[0]?.data : undefined;
  const overview = raw ? readFragment(OverviewFields, raw as never) : null;
  const upToDate = overview?.inventoryUpToDate ?? true;

  useRefetchOnPlacesChange(refetchOverview);
  useEffect(() => {
    if (upToDate) return;
    const timer = window.setTimeout(() => refetchOverview({ requestPolicy: 'network-only' }), PENDING_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [upToDate, overviewResult.data, refetchOverview]);

  const isDepot = placeType === 0;
  return (
    <Flex direction="column" gap="3" style={{ flex: 1, minHeight: 0 }}>
      <Flex gap="2" wrap="wrap" data-testid="inventory-overview">
        <StatCard label={t('Machines inside now')} value={overview?.totalMachinesIn} />
        {isDepot ? (
          <>
            <StatCard label={t('Home machines inside')} value={overview?.depotMachinesIn} />
            <StatCard label={t('Machines of this depot')} value={overview?.totalDepotMachines} />
          </>
        ) : null}
      </Flex>
      {!upToDate ? (
        <Callout.Root size="1" color="blue" role="status">
          <Callout.Icon>
            <Spinner size="1" />
          </Callout.Icon>
          <Callout.Text>{t('Looking up machines inside the geofence in their stored history…')}</Callout.Text>
        </Callout.Root>
      ) : null}
      {overviewResult.error ? (
        <Callout.Root size="1" color="red" role="alert">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>{describeGridError(overviewResult.error)}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex align="end" justify="between" gap="2" wrap="wrap">
        <Text size="2" weight="medium">
          {t('Stays')}
        </Text>
        <DateRangeFields idPrefix="inventory" range={range} onChange={setRange} />
      </Flex>
      {/* A new range, a change of places or a finished lookup is a new grid. */}
      {completeRange(range) ? (
        <InventoryGrid
          key={`${placeId}:${range.from}:${range.to}:${version}:${upToDate}`}
          placeId={placeId}
          placeType={placeType}
          range={range}
          isDepot={isDepot}
        />
      ) : (
        <Text size="2" color="gray">
          {t('Choose a start and an end day.')}
        </Text>
      )}
    </Flex>
  );
}

function InventoryGrid({ placeId, placeType, range, isDepot }: { placeId: number; placeType: number; range: DayRange; isDepot: boolean }) {
  const [, navigate] = useLocation();
  const columns = useMemo(() => inventoryColumns(isDepot), [isDepot]);
  const fetchPage = useCallback(
    (request: GridRequest, signal: AbortSignal) => {
      const input = { ...request, fromPlaceTime: range.from || undefined, toPlaceTime: range.to || undefined };
      const pick = (d: Record<string, { data?: unknown } | null>) => Object.values(d)[0]?.data as never;
      if (placeType === 0) return fetchGridPage(apiClient, DepotInventoryQuery, { id: placeId, input }, signal, pick);
      if (placeType === 2) return fetchGridPage(apiClient, RegionInventoryQuery, { id: placeId, input }, signal, pick);
      return fetchGridPage(apiClient, WorksiteInventoryQuery, { id: placeId, input }, signal, pick);
    },
    [placeId, placeType, range],
  );
  return (
    <div style={{ display: 'flex', flex: 1, minHeight: 320 }} data-testid="inventory-grid">
      <DataGrid
        path="/places/inventory"
        columns={columns}
        fetchPage={fetchPage}
        pageSize={INVENTORY_PAGE_SIZE}
        emptyText={msg('No machines were inside in this period')}
        describeError={describeGridError}
        onRowClick={(row) => navigate(`/map?assetId=${String(row.assetId)}`)}
      />
    </div>
  );
}

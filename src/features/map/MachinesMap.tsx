// The map with the fleet on it, once settings are known: picks the base map (online style or the
// embedded fallback), reads positions, the fleet count and family names, keeps the selection in
// `?assetId=` and composes the map view with its layers and legend.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { useActorRef } from '@xstate/react';
import { useSearchParams } from 'wouter';
import { Flex, Spinner, Text } from '@radix-ui/themes';
import { useRefreshVersion } from '../../app/dataRefresh.ts';
import { describeApiError, toApiError } from '../../graphql/errors.ts';
import { MapView } from './MapView.tsx';
import { MachinesLayer } from './MachinesLayer.tsx';
import { MachinesLegend } from './MachinesLegend.tsx';
import { PlacesOnMap } from '../places/map/PlacesOnMap.tsx';
import { MachineFinder } from './MachineFinder.tsx';
import { MachinePile } from './MachinePile.tsx';
import { byName } from './pile.ts';
import { machinePileMachine } from '../../../machines/machinePile/machinePile.machine.ts';
import { inspect } from '../../app/inspector.ts';
import { MachineFamiliesQuery, MachinePositionsQuery, PositionSummaryQuery } from './map.queries.ts';
import { compact, POSITIONS_REFRESH_MS, readAssetId, summarizeMachines, withAssetId, type MachinePosition, type MapSettings } from './map.view.ts';
import { useBaseStyle } from './baseStyle.ts';
import { useT } from '../../i18n/useT.ts';
import { msg } from '../../i18n/i18n.ts';

export function MachinesMap({ settings }: { settings: MapSettings }) {
  const t = useT();
  const [positionsResult, refreshPositions] = useQuery({ query: MachinePositionsQuery, requestPolicy: 'cache-and-network' });
  const [fleetResult, refreshFleet] = useQuery({ query: PositionSummaryQuery, requestPolicy: 'cache-and-network' });
  const [familiesResult] = useQuery({ query: MachineFamiliesQuery });
  const base = useBaseStyle(settings);

  // Staleness is judged against the clock of the last refresh, which moves it along.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(Date.now());
      refreshPositions({ requestPolicy: 'network-only' });
      refreshFleet({ requestPolicy: 'network-only' });
    }, POSITIONS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refreshPositions, refreshFleet]);
  // A machine saved in its panel: read the positions (names, families) and the fleet count again.
  const mapVersion = useRefreshVersion('map');
  useEffect(() => {
    if (mapVersion === 0) return;
    refreshPositions({ requestPolicy: 'network-only' });
    refreshFleet({ requestPolicy: 'network-only' });
  }, [mapVersion, refreshPositions, refreshFleet]);

  const data = positionsResult.data?.assetPositions?.data;
  const positions = useMemo(() => compact(data), [data]);
  const families = useMemo(() => compact(familiesResult.data?.dictionaryMachineFamily?.data), [familiesResult.data]);
  const summary = useMemo(() => summarizeMachines(positions, now), [positions, now]);
  const fleet = fleetResult.data?.assetPositionSummary?.data ?? undefined;

  const [params, setParams] = useSearchParams();
  const selectedId = readAssetId(params);
  const onSelect = useCallback(
    (assetId: number | null) => {
      if (assetId !== selectedId) setParams((prev) => withAssetId(prev, assetId));
    },
    [selectedId, setParams],
  );
  // The pile of machines at one point: choosing one of them selects it as a click on its dot would
  // (the address is read when it happens: the machine is made once, with the first render's values).
  const [pileMachine] = useState(() =>
    machinePileMachine.provide({
      actions: {
        openMachine: (_, { assetId }) => {
          if (readAssetId(new URLSearchParams(window.location.search)) !== assetId) setParams((prev) => withAssetId(prev, assetId));
        },
      },
    }),
  );
  const pile = useActorRef(pileMachine, { inspect });
  const openPile = useCallback((members: readonly MachinePosition[]) => pile.send({ type: 'pile.open', members: [...members].sort(byName) }), [pile]);
  const closePile = useCallback(() => pile.send({ type: 'pile.close' }), [pile]);

  const error = positionsResult.error ? describeApiError(toApiError(positionsResult.error), msg('Machine positions could not be loaded')) : undefined;

  if (!base.url) {
    return (
      <Flex align="center" justify="center" gap="2" flexGrow="1" role="status" data-testid="map-loading">
        <Spinner size="3" />
        <Text size="2" color="gray">
          {t('Loading map…')}
        </Text>
      </Flex>
    );
  }
  return (
    <MapView styleUrl={base.url} kind={base.kind} center={settings.center} zoom={settings.zoom} onBaseMapError={base.fail}>
      {positionsResult.data ? (
        <MachinesLayer
          positions={positions}
          families={families}
          now={now}
          selectedId={selectedId}
          onSelect={onSelect}
          onPile={openPile}
          onEmptyMap={closePile}
        />
      ) : null}
      <MachinePile actor={pile} positions={positions} families={families} now={now} selectedId={selectedId} />
      <MachinesLegend summary={summary} fleet={fleet} loading={positionsResult.fetching} error={error}>
        {positions.length > 0 ? <MachineFinder positions={positions} onSelect={onSelect} /> : null}
      </MachinesLegend>
      <PlacesOnMap />
    </MapView>
  );
}

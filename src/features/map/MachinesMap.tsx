// The map with the fleet on it, once settings are known: reads positions and family names, keeps
// the selection in `?assetId=` and composes the map view with its layers and legend.
import { useCallback, useEffect, useMemo } from 'react';
import { useQuery } from 'urql';
import { useSearchParams } from 'wouter';
import { describeApiError, toApiError } from '../../graphql/errors.ts';
import { MapView } from './MapView.tsx';
import { MachinesLayer } from './MachinesLayer.tsx';
import { MachinesLegend } from './MachinesLegend.tsx';
import { PlacesOnMap } from '../places/map/PlacesOnMap.tsx';
import { MachineFamiliesQuery, MachinePositionsQuery } from './map.queries.ts';
import { compact, POSITIONS_REFRESH_MS, readAssetId, summarizeMachines, withAssetId, type MapSettings } from './map.model.ts';

export function MachinesMap({ settings }: { settings: MapSettings }) {
  const [positionsResult, refreshPositions] = useQuery({ query: MachinePositionsQuery, requestPolicy: 'cache-and-network' });
  const [familiesResult] = useQuery({ query: MachineFamiliesQuery });

  useEffect(() => {
    const timer = window.setInterval(() => refreshPositions({ requestPolicy: 'network-only' }), POSITIONS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refreshPositions]);

  const data = positionsResult.data?.assetPositions?.data;
  const positions = useMemo(() => compact(data), [data]);
  // Staleness is judged when the positions arrive; the refresh above moves the clock along.
  const now = useMemo(() => Date.now(), [positions]);
  const families = useMemo(() => compact(familiesResult.data?.dictionaryMachineFamily?.data), [familiesResult.data]);
  const summary = useMemo(() => summarizeMachines(positions, now), [positions, now]);

  const [params, setParams] = useSearchParams();
  const selectedId = readAssetId(params);
  const onSelect = useCallback(
    (assetId: number | null) => {
      if (assetId !== selectedId) setParams((prev) => withAssetId(prev, assetId));
    },
    [selectedId, setParams],
  );

  const error = positionsResult.error ? describeApiError(toApiError(positionsResult.error), 'Machine positions could not be loaded') : undefined;

  return (
    <MapView settings={settings}>
      {positionsResult.data ? <MachinesLayer positions={positions} families={families} now={now} selectedId={selectedId} onSelect={onSelect} /> : null}
      <MachinesLegend summary={summary} loading={positionsResult.fetching} error={error} />
      <PlacesOnMap />
    </MapView>
  );
}

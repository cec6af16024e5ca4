// Location (features spec, section 2): a small map at machine zoom 17, the place the machine is in,
// 'Unknown position' without one, 'Location not found' when no place contains it; 'Open on map' on
// the fleet and telematics pages.
import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useQuery } from 'urql';
import { useLocation } from 'wouter';
import maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { Box, Button, Flex, Text } from '@radix-ui/themes';
import type { PanelArea } from '../../../machines/machinePanel/machinePanel.types.ts';
import { MapSettingsQuery } from '../map/map.queries.ts';
import { mapSettingsFrom } from '../map/map.model.ts';
import { Section } from './DetailsSections.tsx';
import type { AssetDetailsActor } from './useAssetDetails.ts';

export const UNKNOWN_POSITION = 'Unknown position';
export const LOCATION_NOT_FOUND = 'Location not found';
export const MACHINE_ZOOM = 17;

function SmallMap({ lat, long }: { lat: number; long: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [{ data }] = useQuery({ query: MapSettingsQuery });
  const settings = mapSettingsFrom(data?.appSettings?.data);
  useEffect(() => {
    if (!ref.current || !settings) return;
    const map = new maplibregl.Map({
      container: ref.current,
      style: settings.styleUrl,
      center: [long, lat],
      zoom: MACHINE_ZOOM,
      interactive: false,
      attributionControl: false,
    });
    new maplibregl.Marker({ color: '#0b7285' }).setLngLat([long, lat]).addTo(map);
    return () => map.remove();
  }, [settings?.styleUrl, lat, long]);
  return <div ref={ref} role="img" aria-label="Machine location map" data-testid="location-map" style={{ height: 180, borderRadius: 8, overflow: 'hidden' }} />;
}

export function LocationSection({ actor, area }: { actor: AssetDetailsActor; area: PanelArea }) {
  const d = useSelector(actor, (s) => s.context.loaded!.details);
  const [, navigate] = useLocation();
  const known = d.positionLat !== null && d.positionLong !== null;
  return (
    <Section title="Location">
      <Box gridColumn="1 / -1" style={{ gridColumn: '1 / -1' }}>
        {known ? (
          <Flex direction="column" gap="2">
            <SmallMap lat={d.positionLat!} long={d.positionLong!} />
            <Text weight="medium" data-testid="location-name">
              {d.locationName ?? LOCATION_NOT_FOUND}
            </Text>
            <Text size="1" color="gray">
              {d.positionLat!.toFixed(5)}, {d.positionLong!.toFixed(5)}
              {d.positionUserTimeFormatted ? ` · ${d.positionUserTimeFormatted}` : ''}
            </Text>
          </Flex>
        ) : (
          <Text color="gray" data-testid="location-name">
            {UNKNOWN_POSITION}
          </Text>
        )}
        {known && (area === 'fleet' || area === 'telematics') ? (
          <Button mt="2" variant="soft" onClick={() => navigate(`/map?assetId=${d.id}`)}>
            Open on map
          </Button>
        ) : null}
      </Box>
    </Section>
  );
}

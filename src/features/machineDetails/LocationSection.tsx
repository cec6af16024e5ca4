// Location (features spec, section 2): a small map at machine zoom 17, the place the machine is in,
// 'Unknown position' without one, 'Location not found' when no place contains it; 'Open on map' on
// the fleet and telematics pages.
import { useEffect, useRef, type Ref } from 'react';
import { useSelector } from '@xstate/react';
import { useQuery } from 'urql';
import { useLocation } from 'wouter';
import maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { Box, Button, Flex, Text } from '@radix-ui/themes';
import type { PanelArea } from '../../../machines/machinePanel/machinePanel.types.ts';
import { MapSettingsQuery } from '../map/map.queries.ts';
import { EMBEDDED_PIN_ZOOM, mapSettingsFrom, type MapSettings } from '../map/map.view.ts';
import { absoluteRequest, failOverOnEarlyError, useBaseStyle } from '../map/baseStyle.ts';
import { mapLocale } from '../map/mapLocale.ts';
import { mapMotionOptions } from '../map/mapMotion.ts';
import { Section } from './DetailsSections.tsx';
import type { AssetDetailsActor } from './useAssetDetails.ts';
import { useT } from '../../i18n/useT.ts';
import { msg } from '../../i18n/i18n.ts';

export const UNKNOWN_POSITION = msg('Unknown position');
export const LOCATION_NOT_FOUND = msg('Location not found');
export const MACHINE_ZOOM = 17;

function SmallMap({ lat, long }: { lat: number; long: number }) {
  const [{ data }] = useQuery({ query: MapSettingsQuery });
  const settings = mapSettingsFrom(data?.appSettings?.data);
  return settings ? <SmallMapView settings={settings} lat={lat} long={long} /> : <MapBox />;
}

function MapBox({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const t = useT();
  return (
    <div ref={ref} role="img" aria-label={t('Machine location map')} data-testid="location-map" style={{ height: 180, borderRadius: 8, overflow: 'hidden' }} />
  );
}

/** The base map the big map uses (online style, the operator's street map, or the embedded one), at machine zoom. */
function SmallMapView({ settings, lat, long }: { settings: MapSettings; lat: number; long: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const { url, kind, fail } = useBaseStyle(settings);
  useEffect(() => {
    if (!ref.current || !url) return;
    const map = new maplibregl.Map({
      container: ref.current,
      style: url,
      center: [long, lat],
      // The embedded map has no streets: the machine is shown among the nearest towns instead.
      zoom: kind === 'embedded' ? EMBEDDED_PIN_ZOOM : MACHINE_ZOOM,
      interactive: false,
      attributionControl: false,
      transformRequest: absoluteRequest,
      locale: mapLocale(),
      ...mapMotionOptions(),
    });
    failOverOnEarlyError(map, kind, fail);
    new maplibregl.Marker({ color: '#0b7285' }).setLngLat([long, lat]).addTo(map);
    map.addControl(new maplibregl.ScaleControl({ unit: 'metric' }), 'bottom-left');
    return () => map.remove();
  }, [url, kind, fail, lat, long]);
  return <MapBox ref={ref} />;
}

export function LocationSection({ actor, area }: { actor: AssetDetailsActor; area: PanelArea }) {
  const t = useT();
  const d = useSelector(actor, (s) => s.context.loaded!.details);
  const [, navigate] = useLocation();
  const known = d.positionLat !== null && d.positionLong !== null;
  return (
    <Section title={msg('Location')} rows={false}>
      <Box>
        {known ? (
          <Flex direction="column" gap="2">
            <SmallMap lat={d.positionLat!} long={d.positionLong!} />
            <Text weight="medium" data-testid="location-name">
              {d.locationName ?? t(LOCATION_NOT_FOUND)}
            </Text>
            <Text size="1" color="gray">
              {d.positionLat!.toFixed(5)}, {d.positionLong!.toFixed(5)}
              {d.positionUserTimeFormatted ? ` · ${d.positionUserTimeFormatted}` : ''}
            </Text>
          </Flex>
        ) : (
          <Text color="gray" data-testid="location-name">
            {t(UNKNOWN_POSITION)}
          </Text>
        )}
        {known && (area === 'fleet' || area === 'telematics') ? (
          <Button mt="2" variant="soft" onClick={() => navigate(`/map?assetId=${d.id}`)}>
            {t('Open on map')}
          </Button>
        ) : null}
      </Box>
    </Section>
  );
}

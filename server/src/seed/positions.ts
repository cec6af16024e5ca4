// Last known positions: where each machine with a working device was last reported (at its depot,
// on a work site, on the road between cities, or somewhere loose in town), and which depot or work
// site that point lies in.
import { PlaceKind, TelematicStatus } from '../domain/dictionaries.ts';
import { randomOffset, randomPointIn } from './geo.ts';
import { offset, ringContains, round6 } from '../telemetry/geo.ts';
import type { CompanyPlan } from './companies.ts';
import { cities } from './nordic.ts';
import { weightedPicker, type Rng } from './random.ts';
import { iso, SECOND } from './time.ts';
import { type AssetInfo, type PlaceInfo, type Row } from './types.ts';

type Whereabouts = 'depot' | 'site' | 'transit' | 'loose';

const whereaboutsMobile = weightedPicker<Whereabouts>([
  ['depot', 30],
  ['site', 40],
  ['transit', 22],
  ['loose', 8],
]);
const whereaboutsStationary = weightedPicker<Whereabouts>([
  ['depot', 38],
  ['site', 52],
  ['transit', 4],
  ['loose', 6],
]);
const whereaboutsInactive = weightedPicker<Whereabouts>([
  ['depot', 70],
  ['site', 20],
  ['loose', 10],
]);

/** What the position generator needs to know about the device that reported it. */
export interface ReportingDevice {
  status: number;
  createdMs: number;
  lastCommunicationMs: number;
}

export type LastKnownPosition = (rng: Rng, asset: AssetInfo, device: ReportingDevice) => Row<'asset_positions'>;

const rounded = (p: { lat: number; lng: number }) => ({ lat: round6(p.lat), lng: round6(p.lng) });

/** Prepares the company's places once; returns the generator to call for each reporting machine. */
export function lastKnownPositions(plan: CompanyPlan, places: PlaceInfo[]): LastKnownPosition {
  const depots = places.filter((p) => p.type === PlaceKind.Depot);
  const sites = places.filter((p) => p.type === PlaceKind.WorkSite);
  const activeSites = sites.filter((p) => p.status === 'active');
  // Where a machine "is": depots win over work sites when geofences overlap; regions are areas, not locations.
  const detectable = [...depots, ...sites];
  const companyCities = [...new Set([...depots, ...activeSites].map((p) => p.city))];

  const locate = (lat: number, lng: number): number | null => {
    for (const p of detectable) {
      if (lat < p.box.minLat || lat > p.box.maxLat || lng < p.box.minLng || lng > p.box.maxLng) continue;
      if (ringContains(p.ring, lat, lng)) return p.id;
    }
    return null;
  };

  const pointFor = (rng: Rng, a: AssetInfo, whereabouts: Whereabouts): { lat: number; lng: number } => {
    const home = a.depot;
    if (whereabouts === 'site' && activeSites.length > 0) {
      const near = activeSites.filter((s) => s.city === home.city);
      const site = near.length > 0 && rng.chance(0.6) ? rng.pick(near) : rng.pick(activeSites);
      return randomPointIn(rng, site.ring, site.box, site.center);
    }
    if (whereabouts === 'transit') {
      const destinations = companyCities.filter((c) => c !== home.city);
      const to = destinations.length > 0 ? rng.pick(destinations) : rng.pick(cities.filter((c) => c.country === plan.country && c !== home.city));
      const t = rng.float(0.15, 0.85);
      const lat = home.center.lat + (to.lat - home.center.lat) * t;
      const lng = home.center.lng + (to.lng - home.center.lng) * t;
      // Roads are not straight lines: drift off the straight line by a kilometre or two.
      return rounded(offset(lat, lng, rng.normal(0, 1500), rng.normal(0, 1500)));
    }
    if (whereabouts === 'loose') return rounded(randomOffset(rng, home.city.lat, home.city.lng, 1500, 15_000));
    // At a depot (a site machine without any active site is back at a depot too), mostly its own.
    const depot = rng.chance(0.85) ? home : rng.pick(depots);
    return randomPointIn(rng, depot.ring, depot.box, depot.center);
  };

  return (rng, a, device) => {
    // AEMP portals pass positions on with a delay of up to a few hours; Siteline units within minutes.
    const positionDelay = a.aemp ? rng.int(0, 4 * 3600) : rng.int(0, 300);
    const assetTimeMs = Math.max(device.createdMs, device.lastCommunicationMs - positionDelay * SECOND);
    const whereabouts = (device.status !== TelematicStatus.Active ? whereaboutsInactive : a.family.mobile ? whereaboutsMobile : whereaboutsStationary)(rng);
    const point = pointFor(rng, a, whereabouts);
    return {
      asset_id: a.id,
      company_id: plan.id,
      lat: point.lat,
      lng: point.lng,
      asset_time: iso(assetTimeMs),
      location_place_id: locate(point.lat, point.lng),
    };
  };
}

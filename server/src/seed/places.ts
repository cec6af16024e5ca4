// A company's places: depots (where machines are kept), work sites (with a contract period) and
// regions (large areas of responsibility). Each place has an irregular polygon geofence.
import { irregularPolygon, randomOffset } from './geo.ts';
import { boxOfRing, type LatLng } from '../../../machines/placeEditor/geofence.ts';
import type { CompanyPlan } from './companies.ts';
import { cityByName, industrialStreets, zipCode, type City } from './nordic.ts';
import type { Rng } from './random.ts';
import { iso, randomTimeAfter } from './time.ts';
import { type HomeCountry, type NextId, type PlaceInfo, type Row, type WorkSiteStatus } from './types.ts';
import { generateWorkSites } from './work-sites.ts';
import { PlaceKind } from '../domain/dictionaries.ts';

/** Everything about one place; the city gives its city, country and time zone. */
export interface PlaceSpec {
  type: PlaceKind;
  city: City;
  center: { lat: number; lng: number };
  ring: LatLng[];
  status?: WorkSiteStatus;
  name: string;
  address: string | null;
  zip: string | null;
  description: string;
  validFrom?: string;
  validTo?: string;
  contract?: string;
  createdAt: string;
}

export type AddPlace = (spec: PlaceSpec) => void;

export interface GeneratedPlaces {
  rows: Row<'places'>[];
  infos: PlaceInfo[];
}

const depotDescriptions: Record<HomeCountry, readonly string[]> = {
  SE: [
    'Verkstad, tvätthall och uppställningsyta för maskiner.',
    'Uppställning, bränsle och service. Grind öppen 06–18.',
    'Maskinhall med verkstad och förråd för tillbehör.',
  ],
  NO: [
    'Verksted, vaskehall og oppstillingsplass for maskiner.',
    'Oppstilling, drivstoff og service. Porten åpen 06–18.',
    'Maskinhall med verksted og lager for utstyr.',
  ],
};

function depotName(country: HomeCountry, city: City, headOffice: boolean): string {
  if (country === 'SE') return headOffice ? `Huvuddepå ${city.name}` : `Depå ${city.name}`;
  return headOffice ? `Hoveddepot ${city.name}` : `Depot ${city.name}`;
}

function regionDescription(country: HomeCountry, city: City): string {
  return country === 'SE' ? `Regionalt ansvarsområde kring ${city.name}.` : `Regionalt ansvarsområde rundt ${city.name}.`;
}

/** Depots, then work sites, then regions, with ids from `nextId`. */
export function generatePlaces(rng: Rng, plan: CompanyPlan, nowMs: number, companyCreatedMs: number, nextId: NextId): GeneratedPlaces {
  const rows: Row<'places'>[] = [];
  const infos: PlaceInfo[] = [];
  const add: AddPlace = (p) => {
    const id = nextId();
    infos.push({ type: p.type, city: p.city, center: p.center, ring: p.ring, timeZone: p.city.timeZone, status: p.status ?? null, id, box: boxOfRing(p.ring) });
    rows.push({
      id,
      company_id: plan.id,
      name: p.name,
      place_type: p.type,
      address: p.address,
      city: p.city.name,
      zip: p.zip,
      country: p.city.country,
      description: p.description,
      valid_from: p.validFrom ?? null,
      valid_to: p.validTo ?? null,
      contract: p.contract ?? null,
      archived_at: null,
      created_at: p.createdAt,
      geofence: JSON.stringify(p.ring),
      timezone_name: p.city.timeZone,
    });
  };
  /** Depots and regions are set up in the company's first two months. */
  const earlyCreatedAt = () => iso(randomTimeAfter(rng, companyCreatedMs, 0, 60));

  const depotCities = generateDepots(rng, plan, earlyCreatedAt, add);
  generateWorkSites(rng, plan, depotCities, nowMs, companyCreatedMs, add);
  generateRegions(rng, plan, earlyCreatedAt, add);
  return { rows, infos };
}

/** The head office depot plus 2-4 more, each in its own city, on the industrial outskirts. Returns their cities. */
function generateDepots(rng: Rng, plan: CompanyPlan, createdAt: () => string, add: AddPlace): City[] {
  const depotCities = [cityByName(plan.hq), ...rng.sample(plan.depotPool, rng.int(2, 4)).map(cityByName)];
  depotCities.forEach((c, i) => {
    const center = randomOffset(rng, c.lat, c.lng, 2500, 8000);
    const ring = irregularPolygon(rng, center.lat, center.lng, rng.float(130, 170), 5, 8);
    const description = rng.pick(depotDescriptions[plan.country]);
    add({
      type: PlaceKind.Depot,
      city: c,
      center,
      ring,
      name: depotName(plan.country, c, i === 0),
      address: `${rng.pick(industrialStreets[c.country])} ${rng.int(1, 60)}`,
      zip: zipCode(rng, c),
      description,
      createdAt: createdAt(),
    });
  });
  return depotCities;
}

/** The head office region plus one or two more, tens of kilometres across. */
function generateRegions(rng: Rng, plan: CompanyPlan, createdAt: () => string, add: AddPlace) {
  const regions = [plan.regions[0], ...rng.sample(plan.regions.slice(1), rng.int(1, 2))];
  for (const [name, cityName] of regions) {
    const c = cityByName(cityName);
    const ring = irregularPolygon(rng, c.lat, c.lng, rng.float(20_000, 45_000), 12, 20);
    add({
      type: PlaceKind.Region,
      city: c,
      center: { lat: c.lat, lng: c.lng },
      ring,
      name,
      address: null,
      zip: null,
      description: regionDescription(plan.country, c),
      createdAt: createdAt(),
    });
  }
}

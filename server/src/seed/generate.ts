// Demo and benchmark data: three companies (Siteline support, Nordbygg AB in Sweden, Fjord Maskin AS
// in Norway), their users, depots, work sites and regions, machines, telematics devices, last known
// positions and tags. Every random choice comes from a seeded PRNG, so the same seed gives the same
// rows; timestamps are offsets from `now`, which therefore changes only the dates, never the fleet.
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { TelematicStatus } from '../domain/dictionaries.ts';
import { UserRole } from '../domain/permissions.ts';
import { hashPassword } from '../services/passwords.ts';
import { bbox, containsPoint, irregularPolygon, offset, randomOffset, randomPointIn, round6, type BBox, type LatLng } from './geo.ts';
import {
  aempPortals,
  asciiSlug,
  assetTagNames,
  cities,
  cityByName,
  customers,
  emissionClassId,
  emissionStageFor,
  families,
  firstNames,
  fuelFor,
  fuelTypeId,
  industrialStreets,
  installers,
  lastNames,
  megaProjects,
  nicknames,
  phoneNumber,
  pinOrVin,
  placeTagNames,
  registrationNumber,
  siteKinds,
  siteNames,
  streets,
  tagColors,
  telematicUnits,
  withLuhn,
  zipCode,
  type City,
  type Country,
  type Family,
  type MachineModel,
  type TelematicUnit,
} from './nordic.ts';
import { Rng, unique, weightedPicker, type Weighted } from './random.ts';

export const DEMO_PASSWORD = 'Siteline.2026';
export const DEFAULT_SEED = 2026;
export const DEFAULT_ASSETS = 300;
export const AEMP_READONLY_FIELDS = '["Name","SerialNumber","PinOrVin","Brand","Model"]';

export interface SeedOptions {
  /** Total machines, split 2/3 Nordbygg AB and 1/3 Fjord Maskin AS (default 300). */
  assets?: number;
  /** PRNG seed (default 2026). */
  seed?: number;
  /** Wipe every table first; otherwise seed only when there are no companies. */
  reset?: boolean;
  /** Reference time all timestamps are relative to (default: the current time). */
  now?: Date;
  log?: (message: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  seed: number;
  /** Rows inserted per table (empty when nothing was seeded). */
  counts: Partial<Record<keyof Database, number>>;
  generateMs: number;
  insertMs: number;
  totalMs: number;
}

type Row<T extends keyof Database> = Insertable<Database[T]>;

export interface SeedData {
  companies: Row<'companies'>[];
  users: Row<'users'>[];
  places: Row<'places'>[];
  assets: Row<'assets'>[];
  devices: Row<'devices'>[];
  asset_positions: Row<'asset_positions'>[];
  tags: Row<'tags'>[];
  tag_links: Row<'tag_links'>[];
}

// ---------------------------------------------------------------------------------------------

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;
const YEAR = 365.25 * DAY;
const iso = (ms: number) => new Date(ms).toISOString();
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface CompanyPlan {
  id: number;
  code: 'NB' | 'FM';
  name: string;
  country: 'SE' | 'NO';
  timeZone: string;
  /** Share of the requested machines. */
  share: number;
  createdDaysAgo: number;
  hq: string;
  depotPool: string[];
  /** Cities abroad where the company occasionally has a work site. */
  abroad: string[];
  regions: [string, string][];
  /** Electric machines are more common in Norway (zero-emission sites in Oslo and Bergen). */
  electricBoost: number;
}

const plans: CompanyPlan[] = [
  {
    id: 2,
    code: 'NB',
    name: 'Nordbygg AB',
    country: 'SE',
    timeZone: 'Europe/Stockholm',
    share: 2 / 3,
    createdDaysAgo: 1460,
    hq: 'Stockholm',
    depotPool: ['Göteborg', 'Malmö', 'Uppsala', 'Västerås', 'Örebro', 'Linköping', 'Umeå', 'Luleå', 'Sundsvall', 'Jönköping', 'Norrköping', 'Gävle', 'Helsingborg'],
    abroad: ['København', 'Helsinki', 'Turku'],
    regions: [
      ['Region Stockholm–Mälardalen', 'Stockholm'],
      ['Region Väst', 'Göteborg'],
      ['Region Syd', 'Malmö'],
      ['Region Öresund', 'København'],
      ['Region Finland', 'Helsinki'],
      ['Region Norr', 'Umeå'],
    ],
    electricBoost: 1,
  },
  {
    id: 3,
    code: 'FM',
    name: 'Fjord Maskin AS',
    country: 'NO',
    timeZone: 'Europe/Oslo',
    share: 1 / 3,
    createdDaysAgo: 900,
    hq: 'Oslo',
    depotPool: ['Bergen', 'Trondheim', 'Stavanger', 'Kristiansand', 'Tromsø', 'Drammen', 'Fredrikstad'],
    abroad: ['Göteborg', 'Aarhus'],
    regions: [
      ['Region Østlandet', 'Oslo'],
      ['Region Vestlandet', 'Bergen'],
      ['Region Midt-Norge', 'Trondheim'],
      ['Region Sørlandet', 'Kristiansand'],
      ['Region Nord-Norge', 'Tromsø'],
    ],
    electricBoost: 3,
  },
];

interface PlaceInfo {
  id: number;
  type: 0 | 1 | 2;
  city: City;
  center: { lat: number; lng: number };
  ring: LatLng[];
  box: BBox;
  timeZone: string;
  status: 'active' | 'expired' | 'upcoming' | null;
}

interface AssetInfo {
  id: number;
  family: Family;
  model: MachineModel;
  year: number;
  aemp: boolean;
  pin: string | null;
  serial: string;
  depot: PlaceInfo;
  createdMs: number;
  archivedMs: number | null;
}

/** Uniqueness sets shared by both companies (PINs, IMEIs and serials are globally unique). */
interface UsedValues {
  serials: Set<string>;
  plates: Record<'SE' | 'NO', Set<string>>;
  deviceSerials: Set<string>;
  imeis: Set<string>;
}

function person(rng: Rng, country: Country, domain: string) {
  const first = rng.pick(firstNames[country]);
  const last = rng.pick(lastNames[country]);
  return { name: `${first} ${last}`, email: `${asciiSlug(first)}.${asciiSlug(last)}@${domain}`, phone: phoneNumber(rng, country) };
}

// ---------------------------------------------------------------------------------------------
// Places

function generatePlaces(rng: Rng, plan: CompanyPlan, nowMs: number, companyCreatedMs: number, nextId: () => number) {
  const rows: Row<'places'>[] = [];
  const infos: PlaceInfo[] = [];
  const today = Math.floor(nowMs / DAY) * DAY;
  const se = plan.country === 'SE';
  const createdAt = () => iso(companyCreatedMs + rng.int(0, 60) * DAY + rng.int(0, 86399) * SECOND);

  const add = (info: Omit<PlaceInfo, 'box' | 'id'>, row: Omit<Row<'places'>, 'id' | 'geofence' | 'timezone_name' | 'company_id'>) => {
    const id = nextId();
    infos.push({ ...info, id, box: bbox(info.ring) });
    rows.push({ id, company_id: plan.id, ...row, geofence: JSON.stringify(info.ring), timezone_name: info.timeZone });
  };

  // Depots: the head office depot plus 2-4 more, each in its own city, on the industrial outskirts.
  const depotCities = [cityByName(plan.hq), ...rng.sample(plan.depotPool, rng.int(2, 4)).map(cityByName)];
  depotCities.forEach((c, i) => {
    const center = randomOffset(rng, c.lat, c.lng, 2500, 8000);
    const ring = irregularPolygon(rng, center.lat, center.lng, rng.float(130, 170), 5, 8);
    const name = i === 0 ? (se ? `Huvuddepå ${c.name}` : `Hoveddepot ${c.name}`) : se ? `Depå ${c.name}` : `Depot ${c.name}`;
    const description = se
      ? rng.pick(['Verkstad, tvätthall och uppställningsyta för maskiner.', 'Uppställning, bränsle och service. Grind öppen 06–18.', 'Maskinhall med verkstad och förråd för tillbehör.'])
      : rng.pick(['Verksted, vaskehall og oppstillingsplass for maskiner.', 'Oppstilling, drivstoff og service. Porten åpen 06–18.', 'Maskinhall med verksted og lager for utstyr.']);
    add(
      { type: 0, city: c, center, ring, timeZone: c.timeZone, status: null },
      {
        name,
        place_type: 0,
        address: `${rng.pick(industrialStreets[c.country])} ${rng.int(1, 60)}`,
        city: c.name,
        zip: zipCode(rng, c),
        country: c.country,
        description,
        valid_from: null,
        valid_to: null,
        contract: null,
        archived_at: null,
        created_at: createdAt(),
      },
    );
  });

  // Work sites: mostly around the depots, a few elsewhere in the country or abroad.
  const otherCities = cities.filter((c) => c.country === plan.country && !depotCities.includes(c));
  const usedSiteNames = new Set<string>();
  const siteCount = rng.int(8, 15);
  // Mostly active sites, but always at least one active, one expired and one upcoming.
  const statuses = Array.from({ length: siteCount }, () =>
    rng.weighted<'active' | 'expired' | 'upcoming'>([
      ['active', 70],
      ['expired', 15],
      ['upcoming', 15],
    ]),
  );
  for (const required of ['active', 'expired', 'upcoming'] as const) {
    if (statuses.includes(required)) continue;
    // Replace the last status that another site also has, so no status disappears.
    const j = statuses.findLastIndex((st) => statuses.filter((x) => x === st).length > 1);
    statuses[j] = required;
  }
  for (let i = 0; i < siteCount; i++) {
    const where = rng.weighted<'depot' | 'country' | 'abroad'>([
      ['depot', 80],
      ['country', 12],
      ['abroad', 8],
    ]);
    const c = where === 'depot' ? rng.pick(depotCities) : where === 'country' ? rng.pick(otherCities) : cityByName(rng.pick(plan.abroad));
    const lang = c.country;
    const mega = (megaProjects[c.name] ?? []).filter((n) => !usedSiteNames.has(n));
    const name = unique(usedSiteNames, () =>
      mega.length > 0 && rng.chance(0.35) ? rng.pick(mega) : `${rng.pick(siteKinds[lang])} ${rng.pick(siteNames[lang])}`,
    );
    const center = randomOffset(rng, c.lat, c.lng, 500, 9000);
    const ring = irregularPolygon(rng, center.lat, center.lng, rng.float(250, 750), 6, 12);
    const status = statuses[i];
    let fromMs: number;
    let toMs: number;
    if (status === 'active') {
      fromMs = today - rng.int(10, 400) * DAY;
      toMs = today + rng.int(14, 500) * DAY;
    } else if (status === 'expired') {
      toMs = today - rng.int(3, 240) * DAY;
      fromMs = toMs - rng.int(60, 700) * DAY;
    } else {
      fromMs = today + rng.int(3, 120) * DAY;
      toMs = fromMs + rng.int(60, 700) * DAY;
    }
    const customer = rng.pick(customers[c.country]);
    const order = person(rng, c.country, customer.domain);
    const delivery = person(rng, c.country, customer.domain);
    const work = se
      ? rng.pick(['Markarbeten och grundläggning', 'Schakt och ledningsdragning', 'Asfaltering och återställning', 'Rivning och sanering', 'Stomresning och logistik'])
      : rng.pick(['Grunnarbeid og fundamentering', 'Graving og VA-arbeid', 'Asfaltering og istandsetting', 'Riving og sanering', 'Råbygg og logistikk']);
    add(
      { type: 1, city: c, center, ring, timeZone: c.timeZone, status },
      {
        name,
        place_type: 1,
        address: `${rng.pick(streets[c.country])} ${rng.int(1, 120)}`,
        city: c.name,
        zip: zipCode(rng, c),
        country: c.country,
        description: `${se ? 'Beställare' : 'Oppdragsgiver'}: ${customer.name}. ${work}.`,
        valid_from: iso(fromMs),
        valid_to: iso(toMs),
        contract: JSON.stringify({
          deliveryContact: delivery.name,
          deliveryContactEmail: delivery.email,
          deliveryContactPhone: delivery.phone,
          orderContact: order.name,
          orderContactEmail: order.email,
          orderContactPhone: order.phone,
        }),
        archived_at: null,
        created_at: iso(Math.min(nowMs - HOUR, Math.max(companyCreatedMs, fromMs - rng.int(5, 60) * DAY))),
      },
    );
  }

  // Regions: the head office region plus one or two more, tens of kilometres across.
  const regions = [plan.regions[0], ...rng.sample(plan.regions.slice(1), rng.int(1, 2))];
  for (const [name, cityName] of regions) {
    const c = cityByName(cityName);
    const ring = irregularPolygon(rng, c.lat, c.lng, rng.float(20_000, 45_000), 12, 20);
    add(
      { type: 2, city: c, center: { lat: c.lat, lng: c.lng }, ring, timeZone: c.timeZone, status: null },
      {
        name,
        place_type: 2,
        address: null,
        city: c.name,
        zip: null,
        country: c.country,
        description: se ? `Regionalt ansvarsområde kring ${c.name}.` : `Regionalt ansvarsområde rundt ${c.name}.`,
        valid_from: null,
        valid_to: null,
        contract: null,
        archived_at: null,
        created_at: createdAt(),
      },
    );
  }
  return { rows, infos };
}

// ---------------------------------------------------------------------------------------------
// Machines

function modelPickers(plan: CompanyPlan) {
  const all: [{ family: Family; model: MachineModel }, number][] = [];
  const aemp: [{ family: Family; model: MachineModel }, number][] = [];
  for (const f of families) {
    const total = f.models.reduce((s, x) => s + x.weight, 0);
    for (const model of f.models) {
      const weight = ((f.weight * model.weight) / total) * (model.power === 'electric' ? plan.electricBoost : 1);
      if (model.from <= 2026 && model.to >= 2008) all.push([{ family: f, model }, weight]);
      if (model.brand in aempPortals && model.from <= 2026 && model.to >= 2012) aemp.push([{ family: f, model }, weight]);
    }
  }
  return { all: weightedPicker(all), aemp: weightedPicker(aemp) };
}

function generateAssets(
  rng: Rng,
  plan: CompanyPlan,
  count: number,
  depots: PlaceInfo[],
  used: UsedValues,
  nowMs: number,
  companyCreatedMs: number,
  nextId: () => number,
) {
  const rows: Row<'assets'>[] = [];
  const infos: AssetInfo[] = [];
  const pickers = modelPickers(plan);
  const pickDepot = weightedPicker(depots.map((d, i): [PlaceInfo, number] => [d, i === 0 ? 3 : 1.5]));
  const latestPurchase = Math.floor(nowMs / DAY) * DAY - DAY;
  const prefix = plan.code;

  for (let n = 1; n <= count; n++) {
    const aemp = rng.chance(0.1);
    const { family, model } = (aemp ? pickers.aemp : pickers.all)(rng);
    const lo = Math.max(2008, model.from, aemp ? 2012 : 2008);
    const hi = Math.min(2026, model.to);
    // Newer years are more likely (fleets are renewed): density grows linearly with the year.
    const year = lo + Math.min(hi - lo, Math.floor(Math.sqrt(rng.next()) * (hi - lo + 1)));
    const used_ = rng.chance(0.15);
    const purchaseMs = Math.min(latestPurchase, Date.UTC(year, 0, 1) + rng.int(20, 480) * DAY + (used_ ? rng.int(365, 5 * 365) * DAY : 0));
    const depot = pickDepot(rng);
    const serial = unique(used.serials, () => `${rng.int(1, 9)}${rng.digits(7)}`);
    const pin = family.pin ? pinOrVin(model.brand, family, model.model, year, serial) : null;
    const registration = family.road ? unique(used.plates[plan.country], () => registrationNumber(rng, plan.country, model.power === 'electric')) : null;
    const nickname = !aemp && rng.chance(0.07) ? rng.pick(nicknames[plan.country]) : null;
    const name = aemp
      ? `${model.brand} ${model.model} ${serial.slice(-6)}`
      : nickname
        ? `${nickname} #${n}`
        : `${model.brand} ${model.model} #${n}`;
    const fuel = fuelFor(rng, model.power, plan.country, family.name);
    const emission = model.power === 'diesel' && !family.onRoad ? emissionStageFor(rng, year) : null;
    const automaticTimezone = rng.chance(0.9) ? 1 : 0;
    const createdMs = Math.min(nowMs - HOUR, Math.max(purchaseMs, companyCreatedMs) + rng.int(0, 45) * DAY + rng.int(0, 86399) * SECOND);
    const archivedMs = rng.chance(0.03) ? Math.min(nowMs - 60 * SECOND, Math.max(createdMs + DAY, nowMs - rng.int(1, 540) * DAY)) : null;
    const utilisation = Math.min(1.8, Math.max(0.3, rng.normal(1, 0.25)));
    const ageYears = Math.max(0, ((archivedMs ?? nowMs) - Date.UTC(year, 6, 1)) / YEAR);
    const engineHours = family.annualHours > 0 ? Math.round(family.annualHours * utilisation * ageYears * 10) / 10 : 0;

    const id = nextId();
    infos.push({ id, family, model, year, aemp, pin, serial, depot, createdMs, archivedMs });
    rows.push({
      id,
      company_id: plan.id,
      internal_id: `${prefix}-${String(n).padStart(5, '0')}`,
      name,
      registration_number: registration,
      pin_or_vin: pin,
      serial_number: serial,
      brand: model.brand,
      model: model.model,
      category: family.id,
      production_year: year,
      purchase_date: isoDate(purchaseMs),
      depot_place_id: depot.id,
      default_power_supply: family.volts,
      emission_class: emission === null ? null : emissionClassId(emission),
      fuel_type: fuel === null ? null : fuelTypeId(fuel),
      timezone: depot.timeZone,
      automatic_timezone: automaticTimezone,
      readonly_field_names: aemp ? AEMP_READONLY_FIELDS : '[]',
      integration_source: aemp ? 'AEMP' : null,
      engine_hours: engineHours,
      archived_at: archivedMs === null ? null : iso(archivedMs),
      created_at: iso(createdMs),
    });
  }
  return { rows, infos };
}

// ---------------------------------------------------------------------------------------------
// Devices and positions

const TRACKER_FAMILIES = new Set(['Trailer', 'Site hut', 'Attachment', 'Plate compactor', 'Light tower']);

function siteLineUnit(rng: Rng, a: AssetInfo): TelematicUnit {
  if (a.family.name === 'Truck' || a.family.name === 'Van') return rng.chance(0.8) ? telematicUnits.FMC650 : telematicUnits.TU600;
  if (TRACKER_FAMILIES.has(a.family.name)) return telematicUnits.TU501;
  if (a.year >= 2016) return rng.chance(0.85) ? telematicUnits.TU600 : telematicUnits.FMC650;
  return rng.chance(0.5) ? telematicUnits.TU501 : telematicUnits.TU600;
}

function deviceSerial(rng: Rng, unit: TelematicUnit, used: Set<string>) {
  return unique(used, () => `${unit.serialPrefix}${rng.int(1, 9)}${rng.digits(unit.serialDigits - 1)}`);
}

function imei(rng: Rng, unit: TelematicUnit, used: Set<string>) {
  return unique(used, () => withLuhn(`${unit.tac}${rng.digits(6)}`));
}

function batteryFor(rng: Rng, status: number): number {
  if (status === TelematicStatus.Active) return rng.chance(0.08) ? rng.int(5, 30) : rng.int(55, 100);
  if (status === TelematicStatus.NoSignal) return rng.int(0, 40);
  return rng.int(0, 20);
}

const gnssActive = weightedPicker<number>([
  [2, 75],
  [1, 18],
  [0, 7],
]);
const gnssNoSignal = weightedPicker<number>([
  [0, 50],
  [1, 30],
  [2, 20],
]);
const gnssInactive = weightedPicker<number>([
  [2, 60],
  [1, 25],
  [0, 15],
]);

type Mode = 'depot' | 'site' | 'transit' | 'loose';
const modeMobile = weightedPicker<Mode>([
  ['depot', 30],
  ['site', 40],
  ['transit', 22],
  ['loose', 8],
]);
const modeStationary = weightedPicker<Mode>([
  ['depot', 38],
  ['site', 52],
  ['transit', 4],
  ['loose', 6],
]);
const modeInactive = weightedPicker<Mode>([
  ['depot', 70],
  ['site', 20],
  ['loose', 10],
]);

function generateDevicesAndPositions(
  rng: Rng,
  plan: CompanyPlan,
  assets: AssetInfo[],
  places: PlaceInfo[],
  used: UsedValues,
  nowMs: number,
  nextId: () => number,
) {
  const devices: Row<'devices'>[] = [];
  const positions: Row<'asset_positions'>[] = [];
  const depots = places.filter((p) => p.type === 0);
  const sites = places.filter((p) => p.type === 1);
  const activeSites = sites.filter((p) => p.status === 'active');
  // Where a machine "is": depots win over work sites when geofences overlap; regions are areas, not locations.
  const detectable = [...depots, ...sites];
  const companyCities = [...new Set([...depots, ...activeSites].map((p) => p.city))];
  const installerNames = installers[plan.country];

  const locate = (lat: number, lng: number): number | null => {
    for (const p of detectable) {
      if (lat < p.box.minLat || lat > p.box.maxLat || lng < p.box.minLng || lng > p.box.maxLng) continue;
      if (containsPoint(p.ring, lat, lng)) return p.id;
    }
    return null;
  };

  for (const a of assets) {
    const hasDevice = a.aemp || rng.chance(0.835);
    if (!hasDevice) continue;
    const archived = a.archivedMs !== null;
    let status: number;
    let lastCommMs: number;
    // Installed within a few weeks of the machine being registered (and before it was archived).
    const createdMs = Math.min(nowMs - 2 * HOUR, (a.archivedMs ?? Infinity) - HOUR, a.createdMs + rng.int(0, 20) * DAY + rng.int(0, 86399) * SECOND);
    const deviceId = nextId();

    if (a.aemp) {
      status = archived
        ? TelematicStatus.Inactive
        : rng.weighted<number>([
            [TelematicStatus.Active, 92],
            [TelematicStatus.NoSignal, 6],
            [TelematicStatus.Inactive, 2],
          ]);
      lastCommMs = lastCommunication(rng, status, nowMs, true);
      devices.push({
        id: deviceId,
        company_id: plan.id,
        asset_id: a.id,
        serial_number: a.pin ?? a.serial,
        imei: null,
        telematic_type: 'AEMP',
        integration_source: 'AEMP',
        status,
        battery_level: null,
        gnss_quality: null,
        hardware_unit: aempPortals[a.model.brand] ?? null,
        installer: null,
        last_communication_at: iso(clampComm(lastCommMs, createdMs, a.archivedMs)),
        created_at: iso(createdMs),
      });
    } else {
      status = archived
        ? TelematicStatus.Inactive
        : rng.weighted<number>([
            [TelematicStatus.Active, 88],
            [TelematicStatus.NoSignal, 7],
            [TelematicStatus.Inactive, 5],
          ]);
      const unit = siteLineUnit(rng, a);
      lastCommMs = lastCommunication(rng, status, nowMs, false);
      const gnss = status === TelematicStatus.Active ? gnssActive : status === TelematicStatus.NoSignal ? gnssNoSignal : gnssInactive;
      devices.push({
        id: deviceId,
        company_id: plan.id,
        asset_id: a.id,
        serial_number: deviceSerial(rng, unit, used.deviceSerials),
        imei: imei(rng, unit, used.imeis),
        telematic_type: unit.type,
        integration_source: 'Siteline',
        status,
        battery_level: batteryFor(rng, status),
        gnss_quality: gnss(rng),
        hardware_unit: rng.pick(unit.hardware),
        installer: rng.pick(installerNames),
        last_communication_at: iso(clampComm(lastCommMs, createdMs, a.archivedMs)),
        created_at: iso(createdMs),
      });
    }
    if (archived) continue;

    // Last known position.
    const positionDelay = a.aemp ? rng.int(0, 4 * 3600) : rng.int(0, 300);
    const commMs = clampComm(lastCommMs, createdMs, null);
    const assetTimeMs = Math.max(createdMs, commMs - positionDelay * SECOND);
    const mode = (status !== TelematicStatus.Active ? modeInactive : a.family.mobile ? modeMobile : modeStationary)(rng);
    const home = a.depot;
    let point: { lat: number; lng: number };
    if (mode === 'site' && activeSites.length > 0) {
      const near = activeSites.filter((s) => s.city === home.city);
      const site = near.length > 0 && rng.chance(0.6) ? rng.pick(near) : rng.pick(activeSites);
      point = randomPointIn(rng, site.ring, site.box, site.center);
    } else if (mode === 'transit') {
      const destinations = companyCities.filter((c) => c !== home.city);
      const to = destinations.length > 0 ? rng.pick(destinations) : rng.pick(cities.filter((c) => c.country === plan.country && c !== home.city));
      const t = rng.float(0.15, 0.85);
      const lat = home.center.lat + (to.lat - home.center.lat) * t;
      const lng = home.center.lng + (to.lng - home.center.lng) * t;
      // Roads are not straight lines: drift off the straight line by a kilometre or two.
      const p = offset(lat, lng, rng.normal(0, 1500), rng.normal(0, 1500));
      point = { lat: round6(p.lat), lng: round6(p.lng) };
    } else if (mode === 'loose') {
      const p = randomOffset(rng, home.city.lat, home.city.lng, 1500, 15_000);
      point = { lat: round6(p.lat), lng: round6(p.lng) };
    } else {
      const depot = rng.chance(0.85) ? home : rng.pick(depots);
      point = randomPointIn(rng, depot.ring, depot.box, depot.center);
    }
    positions.push({
      asset_id: a.id,
      company_id: plan.id,
      lat: point.lat,
      lng: point.lng,
      asset_time: iso(assetTimeMs),
      location_place_id: locate(point.lat, point.lng),
    });
  }

  // Spare units on the shelf, not yet installed.
  const spares = 3 + Math.round(assets.length / 100);
  for (let i = 0; i < spares; i++) {
    const unit = rng.pick([telematicUnits.TU600, telematicUnits.TU600, telematicUnits.TU501, telematicUnits.FMC650]);
    devices.push({
      id: nextId(),
      company_id: plan.id,
      asset_id: null,
      serial_number: deviceSerial(rng, unit, used.deviceSerials),
      imei: imei(rng, unit, used.imeis),
      telematic_type: unit.type,
      integration_source: 'Siteline',
      status: TelematicStatus.NotInstalled,
      battery_level: rng.int(80, 100),
      gnss_quality: null,
      hardware_unit: rng.pick(unit.hardware),
      installer: null,
      last_communication_at: null,
      created_at: iso(nowMs - rng.int(5, 200) * DAY - rng.int(0, 86399) * SECOND),
    });
  }
  return { devices, positions };
}

/** Active units report within the last hours (sometimes a day or two), no-signal ones days ago, inactive ones weeks ago. */
function lastCommunication(rng: Rng, status: number, nowMs: number, aemp: boolean): number {
  if (status === TelematicStatus.Active) {
    if (aemp) return nowMs - rng.int(10 * 60, 12 * 3600) * SECOND;
    return nowMs - (rng.chance(0.8) ? rng.int(30, 3 * 3600) : rng.int(3 * 3600, 72 * 3600)) * SECOND;
  }
  if (status === TelematicStatus.NoSignal) return nowMs - rng.int(26 * 3600, 7 * 86400) * SECOND;
  return nowMs - rng.int(14 * 86400, 70 * 86400) * SECOND;
}

function clampComm(commMs: number, deviceCreatedMs: number, archivedMs: number | null): number {
  let ms = Math.max(commMs, deviceCreatedMs + 60 * SECOND);
  if (archivedMs !== null) ms = Math.min(ms, archivedMs);
  return ms;
}

// ---------------------------------------------------------------------------------------------
// Tags

const OWNERSHIP_TAGS = new Set(['Rental', 'Owned', 'Leased']);

function generateTags(rng: Rng, plan: CompanyPlan, assets: AssetInfo[], places: PlaceInfo[], nowMs: number, companyCreatedMs: number, nextId: () => number) {
  const tags: Row<'tags'>[] = [];
  const links: Row<'tag_links'>[] = [];
  const colors = rng.shuffle(tagColors);
  const createdAt = () => iso(Math.min(nowMs - HOUR, companyCreatedMs + rng.int(1, 400) * DAY + rng.int(0, 86399) * SECOND));

  const assetTags: [{ id: number; name: string }, number][] = assetTagNames[plan.country].map(([name, weight], i) => {
    const id = nextId();
    tags.push({ id, company_id: plan.id, name, entity_type: 0, style: JSON.stringify({ color: colors[i % colors.length] }), created_at: createdAt() });
    return [{ id, name }, weight];
  });
  const placeTagIds = placeTagNames[plan.country].map((name, i) => {
    const id = nextId();
    tags.push({ id, company_id: plan.id, name, entity_type: 1, style: JSON.stringify({ color: colors[(i + 3) % colors.length] }), created_at: createdAt() });
    return id;
  });

  const pickAssetTag = weightedPicker(assetTags as Weighted<{ id: number; name: string }>);
  for (const a of assets) {
    if (!rng.chance(0.4)) continue;
    const first = pickAssetTag(rng);
    links.push({ tag_id: first.id, entity_type: 0, entity_id: a.id, company_id: plan.id });
    if (rng.chance(0.3)) {
      const second = pickAssetTag(rng);
      const bothOwnership = OWNERSHIP_TAGS.has(first.name) && OWNERSHIP_TAGS.has(second.name);
      if (second.id !== first.id && !bothOwnership) links.push({ tag_id: second.id, entity_type: 0, entity_id: a.id, company_id: plan.id });
    }
  }
  for (const p of places) {
    if (p.type === 2 || !rng.chance(0.35)) continue;
    links.push({ tag_id: rng.pick(placeTagIds), entity_type: 1, entity_id: p.id, company_id: plan.id });
  }
  return { tags, links };
}

// ---------------------------------------------------------------------------------------------

/**
 * Builds every row in memory (pure: no database access). Ids are assigned explicitly from 1, which is
 * correct because rows are only inserted into an empty (or just wiped) database.
 */
export function generateSeedData(options: { seed: number; assets: number; now: Date; passwordHash: string }): SeedData {
  const { seed, assets: total, passwordHash } = options;
  if (!Number.isInteger(total) || total < 0) throw new Error(`assets must be a non-negative integer, got ${total}`);
  const nowMs = options.now.getTime();
  const root = new Rng(seed);
  const counter = () => {
    let n = 0;
    return () => ++n;
  };
  const placeId = counter();
  const assetId = counter();
  const deviceId = counter();
  const tagId = counter();
  const used: UsedValues = { serials: new Set(), plates: { SE: new Set(), NO: new Set() }, deviceSerials: new Set(), imeis: new Set() };

  const data: SeedData = { companies: [], users: [], places: [], assets: [], devices: [], asset_positions: [], tags: [], tag_links: [] };

  const sitelineCreatedMs = nowMs - 2400 * DAY;
  data.companies.push({ id: 1, name: 'Siteline', country: 'SE', is_internal: 1, created_at: iso(sitelineCreatedMs) });
  for (const plan of plans) data.companies.push({ id: plan.id, name: plan.name, country: plan.country, is_internal: 0, created_at: iso(nowMs - plan.createdDaysAgo * DAY) });

  const userRng = root.fork('users');
  const demoUsers: [number, string, string, string, string, number, string, number, string, string | null][] = [
    // company, email, first, last, scope, role, extra permissions, language, time zone, job title
    [1, 'support@siteline.example', 'Sara', 'Support', 'support', UserRole.User, 'access:impersonate', 1, 'Europe/Stockholm', null],
    [2, 'owner@nordbygg.example', 'Lars', 'Eriksson', 'web', UserRole.Owner, '', 2, 'Europe/Stockholm', 'Fleet manager'],
    [2, 'admin@nordbygg.example', 'Karin', 'Lindqvist', 'web', UserRole.Admin, '', 2, 'Europe/Stockholm', 'Rental coordinator'],
    [2, 'user@nordbygg.example', 'Johan', 'Nilsson', 'web', UserRole.User, '', 2, 'Europe/Stockholm', 'Site manager'],
    [3, 'owner@fjordmaskin.example', 'Ingrid', 'Haugen', 'web', UserRole.Owner, '', 3, 'Europe/Oslo', 'Fleet manager'],
  ];
  demoUsers.forEach(([companyId, email, first, last, scope, role, extra, language, timeZone, jobTitle], i) => {
    const companyCreated = Date.parse(String(data.companies.find((c) => c.id === companyId)!.created_at));
    data.users.push({
      id: i + 1,
      uuid: userRng.uuid(),
      company_id: companyId,
      email: email.toLowerCase(),
      first_name: first,
      last_name: last,
      password_hash: passwordHash,
      scope,
      role,
      extra_permissions: extra,
      language_id: language,
      timezone_id: timeZone,
      job_title: jobTitle,
      disabled: 0,
      tokens_valid_after: null,
      last_web_login: null,
      last_mobile_login: null,
      created_at: iso(companyCreated + userRng.int(0, 14) * DAY + userRng.int(0, 86399) * SECOND),
      deleted_at: null,
    });
  });

  const nbCount = Math.round(total * plans[0].share);
  const counts = [nbCount, total - nbCount];
  plans.forEach((plan, i) => {
    const companyCreatedMs = nowMs - plan.createdDaysAgo * DAY;
    const places = generatePlaces(root.fork(`places:${plan.code}`), plan, nowMs, companyCreatedMs, placeId);
    const depots = places.infos.filter((p) => p.type === 0);
    const assets = generateAssets(root.fork(`assets:${plan.code}`), plan, counts[i], depots, used, nowMs, companyCreatedMs, assetId);
    const telematics = generateDevicesAndPositions(root.fork(`devices:${plan.code}`), plan, assets.infos, places.infos, used, nowMs, deviceId);
    const tags = generateTags(root.fork(`tags:${plan.code}`), plan, assets.infos, places.infos, nowMs, companyCreatedMs, tagId);
    data.places.push(...places.rows);
    pushAll(data.assets, assets.rows);
    pushAll(data.devices, telematics.devices);
    pushAll(data.asset_positions, telematics.positions);
    data.tags.push(...tags.tags);
    pushAll(data.tag_links, tags.links);
  });
  return data;
}

/** push(...rows) overflows the call stack for very large arrays. */
function pushAll<T>(target: T[], rows: T[]) {
  for (const r of rows) target.push(r);
}

// ---------------------------------------------------------------------------------------------
// Database

/** Insert order respects foreign keys. */
const INSERT_ORDER = ['companies', 'users', 'places', 'assets', 'devices', 'asset_positions', 'tags', 'tag_links'] as const;
/** Delete order for the tables the seeder knows (children first). */
const WIPE_ORDER = ['tag_links', 'tags', 'asset_positions', 'devices', 'assets', 'places', 'refresh_tokens', 'error_logs', 'usage_logs', 'users', 'companies'] as const;

/** SQLite allows 32766 bound parameters per statement; stay well below. */
const MAX_PARAMETERS = 30_000;
const MAX_CHUNK_ROWS = 2000;

async function insertRows(db: Db, table: keyof Database, rows: readonly object[]) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]).length;
  const size = Math.max(1, Math.min(MAX_CHUNK_ROWS, Math.floor(MAX_PARAMETERS / columns)));
  for (let i = 0; i < rows.length; i += size) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await db.insertInto(table).values(rows.slice(i, i + size) as any).execute();
  }
}

/**
 * Deletes every row of every application table. Tables added by later migrations are emptied first
 * (they reference ours), retrying those that still have referencing rows.
 */
async function wipe(db: Db) {
  const known = new Set<string>(WIPE_ORDER);
  const tables = await db.introspection.getTables();
  let pending = tables.map((t) => t.name).filter((n) => !known.has(n) && !n.startsWith('kysely_') && !n.startsWith('sqlite_'));
  for (let pass = 0; pending.length > 0 && pass <= pending.length; pass++) {
    const failed: string[] = [];
    for (const t of pending) {
      try {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        await (db as any).deleteFrom(t).execute();
      } catch {
        failed.push(t);
      }
    }
    pending = failed;
  }
  if (pending.length > 0) throw new Error(`Could not empty tables: ${pending.join(', ')}`);
  for (const t of WIPE_ORDER) await db.deleteFrom(t).execute();
}

async function companyCount(db: Db): Promise<number> {
  const row = await db.selectFrom('companies').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Seeds the demo data when the database has no companies (or always, after wiping it, with
 * `reset`). Everything is inserted in one transaction.
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const seedValue = options.seed ?? DEFAULT_SEED;
  const total = options.assets ?? DEFAULT_ASSETS;
  const now = options.now ?? new Date();
  const started = performance.now();
  const skipped = (): SeedResult => ({ seeded: false, seed: seedValue, counts: {}, generateMs: 0, insertMs: 0, totalMs: performance.now() - started });

  if (!options.reset && (await companyCount(db)) > 0) {
    log('Database already has companies: not seeding (use --reset to wipe and reseed).');
    return skipped();
  }

  // The demo password is hashed once per run (scrypt is deliberately slow) and shared by all demo users.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const hashed = performance.now();
  const data = generateSeedData({ seed: seedValue, assets: total, now, passwordHash });
  const generated = performance.now();

  const inserted = await db.transaction().execute(async (trx) => {
    if (options.reset) await wipe(trx);
    else if ((await companyCount(trx)) > 0) return false; // another process seeded meanwhile
    for (const table of INSERT_ORDER) await insertRows(trx, table, data[table]);
    return true;
  });
  if (!inserted) {
    log('Database already has companies: not seeding.');
    return skipped();
  }
  const finished = performance.now();
  const counts = Object.fromEntries(INSERT_ORDER.map((t) => [t, data[t].length])) as SeedResult['counts'];
  const result: SeedResult = {
    seeded: true,
    seed: seedValue,
    counts,
    generateMs: generated - started,
    insertMs: finished - generated,
    totalMs: finished - started,
  };
  log(
    `Seeded ${data.assets.length} machines, ${data.devices.length} devices, ${data.asset_positions.length} positions, ` +
      `${data.places.length} places, ${data.tag_links.length} tag links (seed ${seedValue}) in ${Math.round(result.totalMs)} ms ` +
      `(password hash ${Math.round(hashed - started)} ms, generate ${Math.round(generated - hashed)} ms, insert ${Math.round(result.insertMs)} ms).`,
  );
  return result;
}

/** Seeds the default demo data when the database is empty; used by the server at start. */
export async function seedIfEmpty(db: Db, options: Omit<SeedOptions, 'reset'> = {}): Promise<SeedResult> {
  return seed(db, { ...options, reset: false });
}

// The demo/benchmark seeder: demo logins, sizes, determinism and geographic consistency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import type { Db } from '../../server/src/db/database.ts';
import { createTestDatabase, type TestDatabase } from './testDatabase.ts';
import { emissionClass, machineFamily, TelematicStatus } from '../../server/src/domain/dictionaries.ts';
import { UserRole } from '../../server/src/domain/permissions.ts';
import { verifyPassword } from '../../server/src/services/passwords.ts';
import { DEMO_PASSWORD, generateSeedData, seed, seedIfEmpty, type SeedResult } from '../../server/src/seed/generate.ts';
import { parseArgs } from '../../server/src/seed/cli.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const NOW = new Date('2026-11-20T10:00:00.000Z');
const NORDICS = { minLat: 54, maxLat: 71.5, minLng: 4, maxLng: 32 };
const AEMP_FIELDS = ['Name', 'SerialNumber', 'PinOrVin', 'Brand', 'Model'];

const opened: TestDatabase[] = [];
afterAll(async () => {
  for (const database of opened) await database.drop();
});

async function freshDb(): Promise<Db> {
  const database = await createTestDatabase();
  opened.push(database);
  return database.db;
}

/** Independent even-odd ray casting (not the seeder's), on {latitude, longitude} rings. */
function inside(ring: { latitude: number; longitude: number }[], lat: number, lng: number): boolean {
  let c = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (a.latitude > lat !== b.latitude > lat && lng < a.longitude + ((b.longitude - a.longitude) * (lat - a.latitude)) / (b.latitude - a.latitude)) c = !c;
  }
  return c;
}

function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Width and height of a ring's bounding box, in metres. */
function extentMeters(ring: { latitude: number; longitude: number }[]) {
  const lats = ring.map((p) => p.latitude);
  const lngs = ring.map((p) => p.longitude);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  return {
    height: (Math.max(...lats) - Math.min(...lats)) * 111_320,
    width: (Math.max(...lngs) - Math.min(...lngs)) * 111_320 * Math.cos((midLat * Math.PI) / 180),
  };
}

const familyName = (id: number) => machineFamily.find((f) => f.id === id)!.name;
const emissionName = (id: number | null) => (id === null ? null : emissionClass.find((e) => e.id === id)!.name);

let db: Db;
let result: SeedResult;
beforeAll(async () => {
  db = await freshDb();
  result = await seed(db, { now: NOW });
});
afterAll(() => db.destroy());

describe('demo companies and logins', () => {
  it('creates the three companies', async () => {
    const companies = await db.selectFrom('companies').select(['id', 'name', 'country', 'is_internal']).orderBy('id').execute();
    expect(companies).toEqual([
      { id: 1, name: 'Siteline', country: 'SE', is_internal: 1 },
      { id: 2, name: 'Nordbygg AB', country: 'SE', is_internal: 0 },
      { id: 3, name: 'Fjord Maskin AS', country: 'NO', is_internal: 0 },
    ]);
  });

  it('creates the demo users with the right companies, roles, scopes and languages', async () => {
    const users = await db
      .selectFrom('users as u')
      .innerJoin('companies as c', 'c.id', 'u.company_id')
      .select(['u.email', 'c.name as company', 'u.role', 'u.scope', 'u.extra_permissions', 'u.language_id', 'u.timezone_id', 'u.disabled', 'u.deleted_at'])
      .orderBy('u.id')
      .execute();
    expect(users).toEqual([
      {
        email: 'support@siteline.example',
        company: 'Siteline',
        role: 0,
        scope: 'support',
        extra_permissions: 'access:impersonate',
        language_id: 1,
        timezone_id: 'Europe/Stockholm',
        disabled: 0,
        deleted_at: null,
      },
      {
        email: 'owner@nordbygg.example',
        company: 'Nordbygg AB',
        role: UserRole.Owner,
        scope: 'web',
        extra_permissions: '',
        language_id: 1,
        timezone_id: 'Europe/Stockholm',
        disabled: 0,
        deleted_at: null,
      },
      {
        email: 'admin@nordbygg.example',
        company: 'Nordbygg AB',
        role: UserRole.Admin,
        scope: 'web',
        extra_permissions: '',
        language_id: 1,
        timezone_id: 'Europe/Stockholm',
        disabled: 0,
        deleted_at: null,
      },
      {
        email: 'user@nordbygg.example',
        company: 'Nordbygg AB',
        role: UserRole.User,
        scope: 'web',
        extra_permissions: '',
        language_id: 1,
        timezone_id: 'Europe/Stockholm',
        disabled: 0,
        deleted_at: null,
      },
      {
        email: 'owner@fjordmaskin.example',
        company: 'Fjord Maskin AS',
        role: UserRole.Owner,
        scope: 'web',
        extra_permissions: '',
        language_id: 1,
        timezone_id: 'Europe/Oslo',
        disabled: 0,
        deleted_at: null,
      },
    ]);
  });

  it('gives every demo user the demo password and a v4 uuid', async () => {
    const users = await db.selectFrom('users').select(['uuid', 'password_hash', 'first_name', 'last_name']).execute();
    expect(new Set(users.map((u) => u.password_hash)).size).toBe(1); // hashed once per run
    expect(await verifyPassword(DEMO_PASSWORD, users[0].password_hash)).toBe(true);
    expect(await verifyPassword('wrong', users[0].password_hash)).toBe(false);
    for (const u of users) {
      expect(u.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(u.first_name.length).toBeGreaterThan(1);
      expect(u.last_name.length).toBeGreaterThan(1);
    }
    expect(new Set(users.map((u) => u.uuid)).size).toBe(users.length);
  });

  it('lets the demo users sign in through the API', async () => {
    const config = loadConfig({ dataDir: mkdtempSync(join(tmpdir(), 'siteline-seed-')), jwtSecret: 'test-secret-0123456789' });
    const app = await buildApp({ db, config });
    try {
      for (const [login, apiType] of [
        ['owner@nordbygg.example', 0],
        ['USER@nordbygg.example', 0],
        ['owner@fjordmaskin.example', 0],
        ['support@siteline.example', 3],
      ] as const) {
        const res = await app.inject({ method: 'POST', url: '/api/auth/v1/login', payload: { login, password: DEMO_PASSWORD, apiType } });
        expect(res.statusCode, `${login}: ${res.body}`).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});

describe('fleet size and shape', () => {
  it('splits 300 machines 200/100 and reports what it inserted', async () => {
    const rows = await db
      .selectFrom('assets')
      .select(['company_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('company_id')
      .orderBy('company_id')
      .execute();
    expect(rows.map((r) => [r.company_id, Number(r.n)])).toEqual([
      [2, 200],
      [3, 100],
    ]);
    expect(result.seeded).toBe(true);
    expect(result.counts.assets).toBe(300);
    expect(result.counts.users).toBe(5);
  });

  it('has places of every type with polygons of plausible size', async () => {
    const places = await db.selectFrom('places').selectAll().execute();
    for (const companyId of [2, 3]) {
      const own = places.filter((p) => p.company_id === companyId);
      const count = (t: number) => own.filter((p) => p.place_type === t).length;
      expect(count(0)).toBeGreaterThanOrEqual(3);
      expect(count(0)).toBeLessThanOrEqual(5);
      expect(count(1)).toBeGreaterThanOrEqual(8);
      expect(count(1)).toBeLessThanOrEqual(15);
      expect(count(2)).toBeGreaterThanOrEqual(2);
      expect(count(2)).toBeLessThanOrEqual(3);
    }
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    for (const p of places) {
      const ring = JSON.parse(p.geofence) as { latitude: number; longitude: number }[];
      expect(ring.length).toBeGreaterThanOrEqual(5);
      for (const v of ring) expect(Object.keys(v).sort()).toEqual(['latitude', 'longitude']);
      const { width, height } = extentMeters(ring);
      const size = Math.max(width, height);
      // Depots, work sites and regions each have their size range (metres).
      const range = ({ 0: [150, 500], 1: [300, 2000], 2: [20_000, 120_000] } as Record<number, [number, number]>)[p.place_type];
      if (range) {
        expect(size).toBeGreaterThan(range[0]);
        expect(size).toBeLessThan(range[1]);
      }
      expect(p.timezone_name).toMatch(/^Europe\/(Stockholm|Oslo|Helsinki|Copenhagen)$/);
      expect(p.created_at).toMatch(iso);
      if (p.place_type === 1) {
        expect(p.valid_from).toMatch(iso);
        expect(p.valid_to).toMatch(iso);
        expect(p.valid_from! < p.valid_to!).toBe(true);
        expect(Object.keys(JSON.parse(p.contract!)).sort()).toEqual(
          ['deliveryContact', 'deliveryContactEmail', 'deliveryContactPhone', 'orderContact', 'orderContactEmail', 'orderContactPhone'].sort(),
        );
        expect(p.address).toBeTruthy();
        expect(p.zip).toBeTruthy();
      } else {
        expect(p.valid_from).toBeNull();
        expect(p.contract).toBeNull();
      }
    }
    const sites = places.filter((p) => p.place_type === 1);
    const nowIso = NOW.toISOString();
    expect(sites.some((s) => s.valid_to! < nowIso)).toBe(true); // expired
    expect(sites.some((s) => s.valid_from! > nowIso)).toBe(true); // upcoming
    expect(sites.filter((s) => s.valid_from! <= nowIso && nowIso <= s.valid_to!).length).toBeGreaterThan(sites.length / 2);
  });

  it('gives machines realistic, consistent attributes', async () => {
    const assets = await db.selectFrom('assets').selectAll().execute();
    const depots = await db.selectFrom('places').select(['id', 'company_id']).where('place_type', '=', 0).execute();
    const roadFamilies = new Set([
      'Wheeled excavator',
      'Wheel loader',
      'Backhoe loader',
      'Motor grader',
      'Telehandler',
      'Mobile crane',
      'Truck',
      'Van',
      'Trailer',
    ]);
    const aemp = assets.filter((a) => a.integration_source === 'AEMP');
    const archived = assets.filter((a) => a.archived_at !== null);
    expect(aemp.length / assets.length).toBeGreaterThan(0.04);
    expect(aemp.length / assets.length).toBeLessThan(0.16);
    expect(archived.length).toBeGreaterThanOrEqual(1);
    expect(archived.length / assets.length).toBeLessThan(0.07);
    expect(new Set(assets.map((a) => a.internal_id)).size).toBe(assets.length);

    for (const a of assets) {
      expect(a.internal_id).toMatch(a.company_id === 2 ? /^NB-\d{5}$/ : /^FM-\d{5}$/);
      expect(a.production_year).toBeGreaterThanOrEqual(2008);
      expect(a.production_year).toBeLessThanOrEqual(2026);
      expect(a.purchase_date! >= `${a.production_year}-01-01`).toBe(true);
      expect([12, 24]).toContain(a.default_power_supply);
      expect(depots.find((d) => d.id === a.depot_place_id)?.company_id).toBe(a.company_id);
      expect(a.engine_hours).toBeGreaterThanOrEqual(0);
      expect(a.engine_hours).toBeLessThan(60_000);
      if (a.pin_or_vin !== null) expect(a.pin_or_vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      const family = familyName(a.category);
      if (roadFamilies.has(family)) expect(a.registration_number).toMatch(a.company_id === 2 ? /^[A-Z]{3} \d{3}$/ : /^[A-Z]{2} [1-9]\d{4}$/);
      else expect(a.registration_number).toBeNull();
      const stage = emissionName(a.emission_class);
      if (stage !== null) {
        const y = a.production_year!;
        const allowed = y >= 2019 ? ['Stage5'] : y >= 2014 ? ['Stage4'] : y >= 2006 ? ['Stage3A', 'Stage3B'] : ['Stage2', 'Stage3A'];
        expect(allowed).toContain(stage);
      }
    }
    const plates = assets.map((a) => a.registration_number).filter((r) => r !== null);
    expect(new Set(plates).size).toBe(plates.length);
    const pins = assets.map((a) => a.pin_or_vin).filter((r) => r !== null);
    expect(new Set(pins).size).toBe(pins.length);
  });

  it('marks AEMP machines read-only for the imported fields', async () => {
    const assets = await db.selectFrom('assets').select(['id', 'integration_source', 'readonly_field_names']).execute();
    const devices = await db.selectFrom('devices').select(['asset_id', 'telematic_type', 'integration_source']).where('asset_id', 'is not', null).execute();
    for (const a of assets) {
      if (a.integration_source === 'AEMP') {
        expect(JSON.parse(a.readonly_field_names)).toEqual(AEMP_FIELDS);
        expect(devices.find((d) => d.asset_id === a.id)).toMatchObject({ telematic_type: 'AEMP', integration_source: 'AEMP' });
      } else {
        expect(a.integration_source).toBeNull();
        expect(a.readonly_field_names).toBe('[]');
      }
    }
  });

  it('equips most machines with a device with a valid IMEI, plus spare units', async () => {
    const devices = await db.selectFrom('devices').selectAll().execute();
    const assets = await db.selectFrom('assets').select(['id', 'company_id']).execute();
    const installed = devices.filter((d) => d.asset_id !== null);
    expect(installed.length / assets.length).toBeGreaterThan(0.78);
    expect(installed.length / assets.length).toBeLessThan(0.92);
    expect(new Set(installed.map((d) => d.asset_id)).size).toBe(installed.length);
    const spares = devices.filter((d) => d.asset_id === null);
    expect(spares.filter((d) => d.company_id === 2).length).toBeGreaterThanOrEqual(3);
    expect(spares.filter((d) => d.company_id === 3).length).toBeGreaterThanOrEqual(3);
    for (const d of spares) expect(d.status).toBe(TelematicStatus.NotInstalled);
    const active = installed.filter((d) => d.status === TelematicStatus.Active);
    expect(active.length / installed.length).toBeGreaterThan(0.75);
    for (const d of devices) {
      if (d.asset_id !== null) expect(assets.find((a) => a.id === d.asset_id)!.company_id).toBe(d.company_id);
      if (d.telematic_type === 'AEMP') {
        expect(d.imei).toBeNull();
        continue;
      }
      expect(d.integration_source).toBe('Siteline');
      expect(d.imei).toMatch(/^\d{15}$/);
      expect(luhnOk(d.imei!)).toBe(true);
      expect(d.battery_level).toBeGreaterThanOrEqual(0);
      expect(d.battery_level).toBeLessThanOrEqual(100);
      if (d.gnss_quality !== null) expect([0, 1, 2]).toContain(d.gnss_quality);
      const installedRecently = Date.parse(d.created_at) > NOW.getTime() - 21 * 86_400_000; // cannot have been silent for weeks
      if (d.status === TelematicStatus.Inactive && !installedRecently)
        expect(Date.parse(d.last_communication_at!)).toBeLessThan(NOW.getTime() - 7 * 86_400_000);
      if (d.last_communication_at !== null) expect(d.last_communication_at > d.created_at).toBe(true);
      if (d.status === TelematicStatus.Active) expect(Date.parse(d.last_communication_at!)).toBeGreaterThan(NOW.getTime() - 4 * 86_400_000);
    }
    expect(new Set(devices.map((d) => d.imei).filter(Boolean)).size).toBe(devices.filter((d) => d.imei).length);
    expect(new Set(devices.map((d) => d.serial_number)).size).toBe(devices.length);
  });

  it('tags about 40% of the machines, within the company', async () => {
    const tags = await db.selectFrom('tags').selectAll().execute();
    const links = await db.selectFrom('tag_links').selectAll().execute();
    const assets = await db.selectFrom('assets').select(['id', 'company_id']).execute();
    const places = await db.selectFrom('places').select(['id', 'company_id']).execute();
    for (const companyId of [2, 3]) {
      expect(tags.filter((t) => t.company_id === companyId && t.entity_type === 0).length).toBe(8);
      expect(tags.filter((t) => t.company_id === companyId && t.entity_type === 1).length).toBe(4);
    }
    for (const t of tags) expect(JSON.parse(t.style).color).toMatch(/^#[0-9a-f]{6}$/);
    for (const l of links) {
      const tag = tags.find((t) => t.id === l.tag_id)!;
      expect(tag.entity_type).toBe(l.entity_type);
      expect(tag.company_id).toBe(l.company_id);
      const entity = (l.entity_type === 0 ? assets : places).find((e) => e.id === l.entity_id)!;
      expect(entity.company_id).toBe(l.company_id);
    }
    const tagged = new Set(links.filter((l) => l.entity_type === 0).map((l) => l.entity_id));
    expect(tagged.size / assets.length).toBeGreaterThan(0.3);
    expect(tagged.size / assets.length).toBeLessThan(0.5);
    expect(links.some((l) => l.entity_type === 1)).toBe(true);
  });
});

describe('last known positions', () => {
  it('exist exactly for non-archived machines with a device, in the asset’s company', async () => {
    const positions = await db
      .selectFrom('asset_positions as p')
      .innerJoin('assets as a', 'a.id', 'p.asset_id')
      .select(['p.asset_id', 'p.company_id', 'a.company_id as asset_company', 'a.archived_at'])
      .execute();
    for (const p of positions) {
      expect(p.company_id).toBe(p.asset_company);
      expect(p.archived_at).toBeNull();
    }
    const expected = await db
      .selectFrom('assets as a')
      .innerJoin('devices as d', 'd.asset_id', 'a.id')
      .select('a.id')
      .where('a.archived_at', 'is', null)
      .execute();
    expect(positions.map((p) => p.asset_id).sort((x, y) => x - y)).toEqual(expected.map((e) => e.id).sort((x, y) => x - y));
  });

  it('lie in the Nordics, at recent times', async () => {
    const positions = await db.selectFrom('asset_positions').selectAll().execute();
    for (const p of positions) {
      expect(p.lat).toBeGreaterThan(NORDICS.minLat);
      expect(p.lat).toBeLessThan(NORDICS.maxLat);
      expect(p.lng).toBeGreaterThan(NORDICS.minLng);
      expect(p.lng).toBeLessThan(NORDICS.maxLng);
      const t = Date.parse(p.asset_time);
      expect(t).toBeLessThanOrEqual(NOW.getTime());
      expect(t).toBeGreaterThan(NOW.getTime() - 90 * 86_400_000);
    }
  });

  it('name a place only when its geofence contains the point; most machines are at a place', async () => {
    const positions = await db.selectFrom('asset_positions').selectAll().execute();
    const places = await db.selectFrom('places').select(['id', 'company_id', 'place_type', 'geofence']).execute();
    const byId = new Map(places.map((p) => [p.id, { ...p, ring: JSON.parse(p.geofence) }]));
    let located = 0;
    for (const p of positions) {
      if (p.location_place_id === null) {
        // Nothing of the company's depots or work sites contains it.
        for (const place of byId.values())
          if (place.company_id === p.company_id && place.place_type !== 2) expect(inside(place.ring, p.lat, p.lng)).toBe(false);
        continue;
      }
      located++;
      const place = byId.get(p.location_place_id)!;
      expect(place.company_id).toBe(p.company_id);
      expect(place.place_type).not.toBe(2);
      expect(inside(place.ring, p.lat, p.lng)).toBe(true);
      // A depot wins over a work site.
      if (place.place_type === 1) {
        for (const other of byId.values())
          if (other.company_id === p.company_id && other.place_type === 0) expect(inside(other.ring, p.lat, p.lng)).toBe(false);
      }
    }
    expect(located / positions.length).toBeGreaterThan(0.6);
    const atDepots = positions.filter((p) => p.location_place_id !== null && byId.get(p.location_place_id)!.place_type === 0).length;
    const atSites = positions.filter((p) => p.location_place_id !== null && byId.get(p.location_place_id)!.place_type === 1).length;
    expect(atDepots).toBeGreaterThan(0);
    expect(atSites).toBeGreaterThan(0);
  });
});

describe('determinism and options', () => {
  it('produces identical rows for the same seed', async () => {
    const other = await freshDb();
    try {
      await seed(other, { now: NOW });
      // Without ORDER BY, PostgreSQL answers rows updated by earlier tests last: compare in key order.
      const keyed = { assets: 'id', places: 'id', devices: 'id', asset_positions: 'asset_id', tags: 'id', tag_links: 'tag_id' } as const;
      for (const [table, key] of Object.entries(keyed) as [keyof typeof keyed, string][]) {
        const rows = (from: Db) =>
          (from.selectFrom(table).selectAll() as any)
            .orderBy(key)
            .orderBy(table === 'tag_links' ? 'entity_id' : key)
            .execute();
        expect(await rows(other), table).toEqual(await rows(db));
      }
      const usersA = await db.selectFrom('users').select(['id', 'uuid', 'email', 'created_at']).orderBy('id').execute();
      const usersB = await other.selectFrom('users').select(['id', 'uuid', 'email', 'created_at']).orderBy('id').execute();
      expect(usersB).toEqual(usersA);
    } finally {
      await other.destroy();
    }
  });

  it('keeps the fleet itself independent of the reference time, and changes it with the seed', () => {
    const base = generateSeedData({ seed: 2026, assets: 300, now: NOW, passwordHash: 'x' });
    const later = generateSeedData({ seed: 2026, assets: 300, now: new Date(NOW.getTime() + 40 * 86_400_000), passwordHash: 'x' });
    const fleet = (d: typeof base) => d.assets.map(({ created_at, archived_at, purchase_date, engine_hours, ...rest }) => rest);
    expect(fleet(later)).toEqual(fleet(base));
    expect(later.asset_positions.map((p) => [p.asset_id, p.lat, p.lng, p.location_place_id])).toEqual(
      base.asset_positions.map((p) => [p.asset_id, p.lat, p.lng, p.location_place_id]),
    );
    expect(later.devices.map((d) => [d.serial_number, d.imei, d.status])).toEqual(base.devices.map((d) => [d.serial_number, d.imei, d.status]));

    const different = generateSeedData({ seed: 7, assets: 300, now: NOW, passwordHash: 'x' });
    expect(fleet(different)).not.toEqual(fleet(base));
  });

  it('does not seed a database that already has companies, unless reset', async () => {
    const again = await seedIfEmpty(db, { now: NOW });
    expect(again.seeded).toBe(false);
    const n = await db
      .selectFrom('assets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(300);
  });

  it('honours the size option and wipes on reset', async () => {
    const other = await freshDb();
    try {
      await seed(other, { assets: 50, now: NOW });
      await other
        .insertInto('refresh_tokens')
        .values({ user_id: 2, token_hash: 'h', family_id: 'f', expires_at: NOW.toISOString(), created_at: NOW.toISOString() })
        .execute();
      const r = await seed(other, { assets: 1000, reset: true, now: NOW });
      expect(r.seeded).toBe(true);
      const rows = await other
        .selectFrom('assets')
        .select(['company_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('company_id')
        .orderBy('company_id')
        .execute();
      expect(rows.map((x) => [x.company_id, Number(x.n)])).toEqual([
        [2, 667],
        [3, 333],
      ]);
      expect(await other.selectFrom('refresh_tokens').selectAll().execute()).toEqual([]);
      expect((await other.selectFrom('users').selectAll().execute()).length).toBe(5);
      const maxId = await other
        .selectFrom('assets')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirstOrThrow();
      expect(Number(maxId.m)).toBe(1000);
    } finally {
      await other.destroy();
    }
  });

  it('parses the command line', () => {
    expect(parseArgs([])).toEqual({ reset: false, assets: 300, seed: 2026 });
    expect(parseArgs(['--reset', '--assets', '100000', '--seed=7'])).toEqual({ reset: true, assets: 100000, seed: 7 });
    expect(() => parseArgs(['--assets', 'many'])).toThrow(/non-negative integer/);
    expect(() => parseArgs(['--bogus'])).toThrow(/Unknown argument/);
  });
});

// Demo and benchmark data: three companies (Siteline support, Nordbygg AB in Sweden, Fjord Maskin AS
// in Norway), their users, depots, work sites and regions, machines, telematics devices, last known
// positions, tags, service plans and the AEMP integrations the portal-fed machines came through. Every random choice comes from a seeded PRNG, so the same seed gives the same
// rows; timestamps are offsets from `now`, which therefore changes only the dates, never the fleet.
// Each kind of row has its own module; this one puts them together and inserts the result.
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../services/passwords.ts';
import { companyCreatedMs, companyPlans, generateCompanies, machineCounts } from './companies.ts';
import { generateDevicesAndPositions } from './devices.ts';
import { companyCount, insertSeedData, rowCounts } from './insert.ts';
import { generateAssets } from './machines.ts';
import { generatePlaces } from './places.ts';
import { Rng } from './random.ts';
import { generateTags } from './tags.ts';
import { emptyUsedValues, idSequence, pushAll, type SeedData } from './types.ts';
import { generateUsers } from './users.ts';
import { generateServicePlans } from './service.ts';
import { generateIntegrations } from './integrations.ts';
import { refreshAllPlans } from '../servicePlan/refresh.ts';
import { markSoonKnown } from '../alerts/soon.ts';
import { sql } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import { PlaceKind } from '../domain/dictionaries.ts';

export { AEMP_READONLY_FIELDS } from './machines.ts';
export type { SeedData } from './types.ts';

export const DEMO_PASSWORD = 'Siteline.2026';
export const DEFAULT_SEED = 2026;
export const DEFAULT_ASSETS = 300;

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

/**
 * Builds every row in memory (pure: no database access). Ids are assigned explicitly from 1, which is
 * correct because rows are only inserted into an empty (or just wiped) database.
 */
export function generateSeedData(options: { seed: number; assets: number; now: Date; passwordHash: string }): SeedData {
  const { seed, assets: total, passwordHash } = options;
  if (!Number.isInteger(total) || total < 0) throw new Error(`assets must be a non-negative integer, got ${total}`);
  const nowMs = options.now.getTime();
  const root = new Rng(seed);
  const placeId = idSequence();
  const assetId = idSequence();
  const deviceId = idSequence();
  const tagId = idSequence();
  const integrationId = idSequence();
  const equipmentLinkId = idSequence();
  const used = emptyUsedValues();

  const data: SeedData = {
    companies: generateCompanies(nowMs),
    users: generateUsers(root.fork('users'), nowMs, passwordHash),
    places: [],
    assets: [],
    devices: [],
    asset_positions: [],
    tags: [],
    tag_links: [],
    service_setups: [],
    service_reports: [],
    integrations: [],
    aemp_equipment: [],
  };
  const counts = machineCounts(total);
  companyPlans.forEach((plan, i) => {
    const createdMs = companyCreatedMs(plan.id, nowMs);
    const places = generatePlaces(root.fork(`places:${plan.code}`), plan, nowMs, createdMs, placeId);
    const depots = places.infos.filter((p) => p.type === PlaceKind.Depot);
    const assets = generateAssets(root.fork(`assets:${plan.code}`), plan, counts[i], depots, used, nowMs, createdMs, assetId);
    const telematics = generateDevicesAndPositions(root.fork(`devices:${plan.code}`), plan, assets.infos, places.infos, used, nowMs, deviceId);
    const tags = generateTags(root.fork(`tags:${plan.code}`), plan, assets.infos, places.infos, nowMs, createdMs, tagId);
    pushAll(data.places, places.rows);
    pushAll(data.assets, assets.rows);
    pushAll(data.devices, telematics.devices);
    pushAll(data.asset_positions, telematics.positions);
    pushAll(data.tags, tags.tags);
    pushAll(data.tag_links, tags.links);
    // Reported by the company's owner (the first Owner of the company).
    const owner = data.users.find((u) => u.company_id === plan.id && u.role === 2)?.id ?? null;
    const service = generateServicePlans(root.fork(`service:${plan.code}`), assets.rows as ((typeof assets.rows)[number] & { id: number })[], owner, nowMs);
    pushAll(data.service_setups, service.service_setups);
    pushAll(data.service_reports, service.service_reports);
    const aemp = generateIntegrations(
      plan.id,
      assets.rows as ((typeof assets.rows)[number] & { id: number })[],
      telematics.devices as ((typeof telematics.devices)[number] & { id: number })[],
      owner,
      nowMs,
      integrationId,
      equipmentLinkId,
    );
    pushAll(data.integrations, aemp.integrations);
    pushAll(data.aemp_equipment, aemp.links);
  });
  return data;
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

  if (!(await insertSeedData(db, data, options.reset ?? false))) {
    log('Database already has companies: not seeding.');
    return skipped();
  }
  // The service status columns follow from the plans, the hours and the day (servicePlan/refresh.ts).
  await refreshAllPlans(db, now.getTime());
  // The demo's machines already Soon to service are history, not news: nobody is notified about them.
  await markSoonKnown(db, now.getTime());
  // PostgreSQL plans from table statistics, which a bulk load leaves empty until autovacuum comes
  // round (a minute or more): without them the first grid queries of a fresh 100k fleet chose
  // sequential scans (a tag filter took 500 ms instead of tens). VACUUM also marks the loaded pages
  // all-visible, as autovacuum does later for any table that grew: a grid's count can then be
  // answered from an index alone (a fleet's count was a 56 ms table scan before). SQLite plans from
  // its indexes alone.
  // One connection with no statement limit: VACUUM reads every table (seconds for 100k machines) and
  // cannot run in a transaction, so the limit is lifted on that connection and put back.
  if (dialectOf(db) === 'postgres')
    await db.connection().execute(async (connection) => {
      await sql`set statement_timeout = 0`.execute(connection);
      try {
        await sql`vacuum (analyze)`.execute(connection);
      } finally {
        await sql`reset statement_timeout`.execute(connection);
      }
    });
  const finished = performance.now();
  const result: SeedResult = {
    seeded: true,
    seed: seedValue,
    counts: rowCounts(data),
    generateMs: generated - started,
    insertMs: finished - generated,
    totalMs: finished - started,
  };
  log(
    `Seeded ${data.assets.length} machines, ${data.devices.length} devices, ${data.asset_positions.length} positions, ` +
      `${data.places.length} places, ${data.tag_links.length} tag links, ${data.integrations.length} AEMP integrations (seed ${seedValue}) in ${Math.round(result.totalMs)} ms ` +
      `(password hash ${Math.round(hashed - started)} ms, generate ${Math.round(generated - hashed)} ms, insert ${Math.round(result.insertMs)} ms).`,
  );
  return result;
}

/** Seeds the default demo data when the database is empty; used by the server at start. */
export async function seedIfEmpty(db: Db, options: Omit<SeedOptions, 'reset'> = {}): Promise<SeedResult> {
  return seed(db, { ...options, reset: false });
}

// `npm run seed -- [--reset] [--assets N] [--seed S]`: seeds the database named by the configuration.
// Without --reset it seeds only an empty database. Also re-exports seedIfEmpty for the server.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type RawBuilder, sql } from 'kysely';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase, type Db } from '../db/database.ts';
import { DEFAULT_ASSETS, DEFAULT_SEED, seed, seedIfEmpty, type SeedOptions } from './generate.ts';
import { seedMachineImages } from './images.ts';
import { rm } from 'node:fs/promises';
import { imagesRoot } from '../services/images/store.ts';

export { seed, seedIfEmpty };

const USAGE = 'Usage: npm run seed -- [--reset] [--assets N] [--seed S]';

export function parseArgs(argv: readonly string[]): Pick<SeedOptions, 'reset' | 'assets' | 'seed'> {
  const options: Pick<SeedOptions, 'reset' | 'assets' | 'seed'> = { reset: false, assets: DEFAULT_ASSETS, seed: DEFAULT_SEED };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2) as [string, string | undefined];
    const value = () => {
      const raw = inline ?? argv[++i];
      const n = Number(raw);
      if (raw === undefined || raw === '' || !Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a non-negative integer\n${USAGE}`);
      return n;
    };
    if (flag === '--reset') options.reset = true;
    else if (flag === '--assets') options.assets = value();
    else if (flag === '--seed') options.seed = value();
    else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`Unknown argument '${argv[i]}'\n${USAGE}`);
  }
  return options;
}

/** One line per company: users, places by type, machines (archived), devices, positions, tags. */
export async function companySummary(db: Db): Promise<string[]> {
  // Raw SQL with a bound table name: one counting query for several tables stays typed without `any`.
  const count = async (table: 'users' | 'assets' | 'devices' | 'asset_positions' | 'tags' | 'tag_links', where: RawBuilder<unknown> = sql`1 = 1`) => {
    const { rows } = await sql<{ company_id: number; n: number | string }>`
      select company_id, count(*) as n from ${sql.table(table)} where ${where} group by company_id`.execute(db);
    return new Map(rows.map((r) => [r.company_id, Number(r.n)]));
  };
  const companies = await db.selectFrom('companies').select(['id', 'name', 'country']).orderBy('id').execute();
  const placeRows = await db
    .selectFrom('places')
    .select(['company_id', 'place_type', (eb) => eb.fn.countAll().as('n')])
    .groupBy(['company_id', 'place_type'])
    .execute();
  const users = await count('users');
  const assets = await count('assets');
  const archived = await count('assets', sql`archived_at is not null`);
  const devices = await count('devices');
  const spare = await count('devices', sql`asset_id is null`);
  const positions = await count('asset_positions');
  const tags = await count('tags');
  const links = await count('tag_links');
  const places = (id: number, type: number) => Number(placeRows.find((r) => r.company_id === id && r.place_type === type)?.n ?? 0);
  return companies.map((c) => {
    const g = (m: Map<number, number>) => m.get(c.id) ?? 0;
    return (
      `  ${String(c.id).padStart(2)} ${c.name.padEnd(16)} ${c.country}  users ${g(users)}, machines ${g(assets)} (${g(archived)} archived), ` +
      `devices ${g(devices)} (${g(spare)} spare), positions ${g(positions)}, depots ${places(c.id, 0)}, work sites ${places(c.id, 1)}, ` +
      `regions ${places(c.id, 2)}, tags ${g(tags)}, tag links ${g(links)}`
    );
  });
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  // Seeding a million machines runs statements far longer than a request's time limit.
  const db = openDatabase(config.databaseUrl, { queryTimeoutMs: 0 });
  try {
    await migrateToLatest(db);
    console.log(`Database: ${config.databaseUrl}`);
    const result = await seed(db, { ...options, log: (m) => console.log(m) });
    if (result.seeded && (result.counts.assets ?? 0) <= 5000) {
      // A reset wiped the image rows: their files go too.
      if (options.reset) await rm(imagesRoot(config.dataDir), { recursive: true, force: true });
      const pictures = await seedMachineImages(db, config.dataDir);
      console.log(`Drew ${pictures.images} images for ${pictures.machines} machines (${pictures.renders} renders) in ${pictures.ms} ms.`);
    }
    if (!result.seeded) console.log('Nothing seeded. Current contents:');
    for (const line of await companySummary(db)) console.log(line);
  } finally {
    await db.destroy();
  }
}

function invokedDirectly(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (invokedDirectly()) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}

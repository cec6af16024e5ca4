// `npx tsx bench/usageReport.ts [machines=10000] [days=31]`: the usage report's worst case. Writes
// that many machines with telemetry every day into a throw-away SQLite database, then times the
// streamed xlsx (server/src/reports/usageWorkbook.ts) into a byte counter, as the route sends it.
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { loadavg } from 'node:os';
import { migrateToLatest, openDatabase } from '../server/src/db/database.ts';
import { daysOf, usageReportStream, usageReportTexts } from '../server/src/reports/usageWorkbook.ts';

const machines = Number(process.argv[2] ?? 10_000);
const dayCount = Number(process.argv[3] ?? 31);
const db = openDatabase('sqlite::memory:');
await migrateToLatest(db);
const { id: companyId } = await db
  .insertInto('companies')
  .values({ name: 'Bench', country: 'SE', is_internal: 0, created_at: new Date().toISOString() })
  .returning('id')
  .executeTakeFirstOrThrow();
const days = daysOf('2026-10-01', new Date(Date.parse('2026-10-01') + (dayCount - 1) * 86_400_000).toISOString().slice(0, 10));
const ids: number[] = [];
for (let i = 0; i < machines; i += 500) {
  const rows = await db
    .insertInto('assets')
    .values(
      Array.from({ length: Math.min(500, machines - i) }, (_, k) => ({
        company_id: companyId,
        internal_id: `M-${i + k}`,
        name: `Machine ${i + k}`,
        brand: 'Volvo',
        model: 'EC220E',
        category: 1,
        timezone: 'Europe/Stockholm',
        created_at: '2026-01-01T00:00:00.000Z',
      })),
    )
    .returning('id')
    .execute();
  ids.push(...rows.map((r) => r.id));
}
for (let i = 0; i < ids.length; i += 100) {
  const values = ids.slice(i, i + 100).flatMap((asset_id) =>
    days.map((day, d) => ({
      asset_id,
      day,
      company_id: companyId,
      engine_s: 3600 + ((asset_id * 37 + d * 11) % 28_800),
      idle_s: 600 + ((asset_id + d) % 3600),
      distance_m: 0,
    })),
  );
  await db.insertInto('asset_usage_daily').values(values).execute();
}
const list = await db.selectFrom('assets').select(['id', 'name', 'internal_id', 'brand', 'model']).execute();
const started = performance.now();
const cpuBefore = process.cpuUsage();
let bytes = 0;
await pipeline(
  usageReportStream(db, companyId, list, days[0], days.at(-1)!, usageReportTexts(1)),
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  }),
);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(
  `usage report: ${machines} machines × ${dayCount} days = ${machines * dayCount} rows in ${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} s CPU), ` +
    `${(bytes / 1_048_576).toFixed(1)} MB xlsx, peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
await db.destroy();

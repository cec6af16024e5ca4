import { openDatabase, migrateToLatest } from '/work/main/server/src/db/database.ts';
import { seed } from '/work/main/server/src/seed/generate.ts';
const n = Number(process.argv[2]); const file = process.argv[3];
const db = openDatabase(`sqlite:${file}`);
await migrateToLatest(db);
const t = performance.now();
const r = await seed(db, { assets: n, seed: 2026, reset: true, now: new Date('2026-11-20T10:00:00Z'), log: console.log });
console.log('total', Math.round(performance.now() - t), r.counts);
await db.destroy();

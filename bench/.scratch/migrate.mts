import { openDatabase, migrateToLatest } from '../../server/src/db/database.ts';
const db = openDatabase(`sqlite:${process.argv[2]}`);
const t = performance.now();
await migrateToLatest(db);
console.log('migrated in', Math.round(performance.now() - t), 'ms');
await db.destroy();

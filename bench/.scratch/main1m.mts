import { sql, type SqlBool } from 'kysely';
import { openDatabase } from '../../server/src/db/database.ts';
import { compileGrid } from '../../server/src/services/grid.ts';
import { FLEET } from '../../server/src/routes/assets/fleet.routes.ts';
const db = openDatabase(`sqlite:${process.argv[2]}`);
const ctx = { companyId: 2, timeZone: 'Europe/Stockholm' };
const which = process.argv[3] ?? 'main';
const reqs: Record<string, any> = {
  main: { sortExpressions: [{ fieldName: 'name', sortOrder: 0 }], filterExpressions: [{ fieldName: 'brand', value: 'volvo', filterFunction: 'contains' }], textSearch: 'ec220' },
  tags: { sortExpressions: [{ fieldName: 'name', sortOrder: 0 }], filterExpressions: [{ fieldName: 'tags', value: [1, 2], filterFunction: 'tags' }] },
  broad: { sortExpressions: [{ fieldName: 'name', sortOrder: 0 }], textSearch: 'volvo' },
};
const q = compileGrid(FLEET, reqs[which], ctx, [sql<SqlBool>`a.company_id = ${2}`, sql<SqlBool>`a.archived_at is null`]);
async function t(label: string, b: any) { const c = b.compile(db); const ts: number[] = []; for (let i = 0; i < 7; i++) { const s = performance.now(); await db.executeQuery(c); ts.push(performance.now() - s); } ts.sort((a, b) => a - b); const plan = (await sql`explain query plan ${b}`.execute(db)).rows.map((r: any) => r.detail).join(' | '); console.log(label.padEnd(14), ts[3].toFixed(1), '\n   ', plan, '\n   ', c.sql.slice(0, 400)); }
await t('count', sql`select count(*) as total from assets a ${q.countJoins} where ${q.where}`);
await t('keys walk', sql`select a.id as k from assets a ${q.keyJoins} where ${q.where} order by ${q.orderBy} limit 100`);
await t('keys sort', sql`select a.id as k from assets a ${q.keyJoins} where ${q.where} order by ${q.orderByUnindexed} limit 100`);
await db.destroy();

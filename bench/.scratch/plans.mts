import { sql, type SqlBool } from 'kysely';
import { openDatabase } from '../../server/src/db/database.ts';
import { compileGrid, type FleetGridRequestValue } from '../../server/src/services/grid.ts';
import { FLEET } from '../../server/src/routes/assets/fleet.routes.ts';
const db = openDatabase(`sqlite:${process.argv[2]}`);
const only = process.argv[3];
const ctx = { companyId: 2, timeZone: 'Europe/Stockholm' };
const cases: Record<string, FleetGridRequestValue> = {
  plainName: { sortExpressions: [{ fieldName: 'name', sortOrder: 0 }] },
  plainNameDesc: { sortExpressions: [{ fieldName: 'name', sortOrder: 1 }] },
  default: {},
  positionDesc: { sortExpressions: [{ fieldName: 'positionUtcTime', sortOrder: 1 }] },
  brandSort: { sortExpressions: [{ fieldName: 'brand', sortOrder: 0 }] },
  main: { sortExpressions: [{ fieldName: 'name', sortOrder: 0 }], filterExpressions: [{ fieldName: 'brand', value: 'volvo', filterFunction: 'contains' }], textSearch: 'ec220' },
  broadSearch: { sortExpressions: [{ fieldName: 'name', sortOrder: 0 }], textSearch: 'volvo' },
  shortSearch: { sortExpressions: [{ fieldName: 'name', sortOrder: 0 }], textSearch: 'vo' },
  selectiveSearch: { sortExpressions: [{ fieldName: 'name', sortOrder: 0 }], textSearch: 'nb-0012' },
  status: { sortExpressions: [{ fieldName: 'name', sortOrder: 0 }], filterExpressions: [{ fieldName: 'telematicStatus', value: [2], filterFunction: 'enum' }] },
  tags: { sortExpressions: [{ fieldName: 'name', sortOrder: 0 }], filterExpressions: [{ fieldName: 'tags', value: [1, 2], filterFunction: 'tags' }] },
  depot: { sortExpressions: [{ fieldName: 'name', sortOrder: 0 }], filterExpressions: [{ fieldName: 'depotName', value: 'göte', filterFunction: 'contains' }] },
  deep: { start: 20000, sortExpressions: [{ fieldName: 'name', sortOrder: 0 }] },
  archivedShown: { showArchivedAssets: true, sortExpressions: [{ fieldName: 'name', sortOrder: 0 }] },
  categorySort: { sortExpressions: [{ fieldName: 'categoryFormatted', sortOrder: 0 }] },
};
const all = sql.join([sql`left join asset_positions p on p.asset_id = a.id`, sql`left join places dp on dp.id = a.depot_place_id`, sql`left join places lp on lp.id = p.location_place_id`], sql` `);
async function time(q: ReturnType<typeof sql>) {
  const c = q.compile(db);
  const ts: number[] = []; let n = 0;
  for (let i = 0; i < 6; i++) { const t = performance.now(); const r = await db.executeQuery(c); n = r.rows.length; if (i) ts.push(performance.now() - t); }
  ts.sort((a, b) => a - b);
  return { ms: ts[2].toFixed(1), n };
}
for (const [name, req] of Object.entries(cases)) {
  if (only && name !== only) continue;
  const scope = [sql<SqlBool>`a.company_id = ${2}`];
  if (!req.showArchivedAssets) scope.push(sql<SqlBool>`a.archived_at is null`);
  const q = compileGrid(FLEET, req, ctx, scope);
  const countQ = sql`select count(*) as total from assets a ${q.countJoins} where ${q.where}`;
  const pageQ = sql`select a.id, a.name, dp.name as dn, lp.name as ln from assets a ${all} where ${q.where} order by ${q.orderBy} limit ${q.limit} offset ${q.offset}`;
  const c = await time(countQ); const p = await time(pageQ);
  const plan = (await sql`explain query plan ${pageQ}`.execute(db)).rows.map((r: any) => r.detail).join(' | ');
  const cplan = (await sql`explain query plan ${countQ}`.execute(db)).rows.map((r: any) => r.detail).join(' | ');
  console.log(`${name.padEnd(16)} count ${c.ms.padStart(7)} ms  page ${p.ms.padStart(7)} ms (${p.n} rows)\n    page: ${plan}\n    count: ${cplan}`);
}
await db.destroy();

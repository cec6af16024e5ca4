import { openDatabase } from '../../server/src/db/database.ts';
import type { FleetGridRequestValue } from '../../server/src/services/grid.ts';
import { fleetPage } from '../../server/src/routes/assets/fleet.routes.ts';
const db = openDatabase(`sqlite:${process.argv[2]}`);
const only = process.argv[3];
const ctx = { companyId: 2, timeZone: 'Europe/Stockholm' };
const cases: Record<string, FleetGridRequestValue> = {
  plainName: { sortExpressions: [{ fieldName: 'name', sortOrder: 0 }] },
  default: {},
  positionDesc: { sortExpressions: [{ fieldName: 'positionUtcTime', sortOrder: 1 }] },
  brandSort: { sortExpressions: [{ fieldName: 'brand', sortOrder: 0 }] },
  main: { sortExpressions: [{ fieldName: 'name', sortOrder: 0 }], filterExpressions: [{ fieldName: 'brand', value: 'volvo', filterFunction: 'contains' }], textSearch: 'ec220' },
  broadSearch: { sortExpressions: [{ fieldName: 'name', sortOrder: 0 }], textSearch: 'volvo' },
  shortSearch: { sortExpressions: [{ fieldName: 'name', sortOrder: 0 }], textSearch: 'vo' },
  selectiveSearch: { sortExpressions: [{ fieldName: 'name', sortOrder: 0 }], textSearch: 'nb-0012' },
  status: { sortExpressions: [{ fieldName: 'name', sortOrder: 0 }], filterExpressions: [{ fieldName: 'telematicStatus', value: [2], filterFunction: 'enum' }] },
  tags: { sortExpressions: [{ fieldName: 'name', sortOrder: 0 }], filterExpressions: [{ fieldName: 'tags', value: [1, 2], filterFunction: 'tags' }] },
  depot: { sortExpressions: [{ fieldName: 'name', sortOrder: 0 }], filterExpressions: [{ fieldName: 'depotName', value: 'örebro', filterFunction: 'contains' }] },
  deep: { start: 20000, sortExpressions: [{ fieldName: 'name', sortOrder: 0 }] },
  archivedShown: { showArchivedAssets: true, sortExpressions: [{ fieldName: 'name', sortOrder: 0 }] },
  categorySort: { sortExpressions: [{ fieldName: 'categoryFormatted', sortOrder: 0 }] },
  locationSort: { sortExpressions: [{ fieldName: 'locationName', sortOrder: 0 }] },
};
for (const [name, req] of Object.entries(cases)) {
  if (only && name !== only) continue;
  const ts: number[] = []; let r: any;
  for (let i = 0; i < 7; i++) { const t = performance.now(); r = await fleetPage(db, ctx, req); if (i) ts.push(performance.now() - t); }
  ts.sort((a, b) => a - b);
  console.log(`${name.padEnd(16)} median ${ts[3].toFixed(1).padStart(7)} ms  max ${ts[5].toFixed(1).padStart(7)}  total ${r.summary.total} rows ${r.data.length} first ${r.data[0]?.name}`);
}
await db.destroy();

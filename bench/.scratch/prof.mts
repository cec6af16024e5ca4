import { sql } from 'kysely';
import { openDatabase } from '../../server/src/db/database.ts';
import { userTime, tagsOf } from '../../server/src/services/gridFormat.ts';
const db = openDatabase(`sqlite:${process.argv[2]}`);
const ctx = { companyId: 2, timeZone: 'Europe/Stockholm' };
const ids = Array.from({ length: 100 }, (_, i) => i + 1);
async function t(label: string, f: () => Promise<unknown> | unknown) { const ts: number[] = []; for (let i = 0; i < 20; i++) { const s = performance.now(); await f(); ts.push(performance.now() - s); } ts.sort((a, b) => a - b); console.log(label.padEnd(30), ts[10].toFixed(2)); }
await t('count', () => sql`select count(*) from assets a where a.company_id = 2 and a.archived_at is null`.execute(db));
await t('keys', () => sql`select a.id as k from assets a where a.company_id = 2 and a.archived_at is null order by a.name collate nocase, a.id limit 100`.execute(db));
await t('rows', () => sql`select a.*, dp.name, lp.name from assets a left join asset_positions p on p.asset_id = a.id left join places dp on dp.id = a.depot_place_id left join places lp on lp.id = p.location_place_id where a.id in (${sql.join(ids)})`.execute(db));
await t('tagsOf', () => tagsOf(db, ctx, 0, ids));
await t('userTime x100', () => { for (let i = 0; i < 100; i++) userTime('2026-11-20T10:00:00.000Z', 'Europe/Stockholm'); });
await t('noop query', () => sql`select 1`.execute(db));

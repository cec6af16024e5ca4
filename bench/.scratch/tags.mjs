import Database from 'better-sqlite3';
const d = new Database(process.argv[2], { readonly: true });
function time(label, q, ...a) { const st = d.prepare(q); st.all(...a); const ts = []; let r; for (let i = 0; i < 5; i++) { const t = performance.now(); r = st.all(...a); ts.push(performance.now() - t); } ts.sort((x, y) => x - y); console.log(label.padEnd(40), ts[2].toFixed(1), JSON.stringify(r[0])); console.log('   ', d.prepare('explain query plan ' + q).all(...a).map(r => r.detail).join(' | ')); }
const tagIn = `a.id in (select tl.entity_id from tag_links tl where tl.entity_type = 0 and tl.company_id = 2 and tl.tag_id in (1, 2))`;
time('count', `select count(*) from assets a where a.company_id = 2 and a.archived_at is null and ${tagIn}`);
time('keys', `select a.id from assets a where a.company_id = 2 and a.archived_at is null and ${tagIn} order by a.name collate nocase, a.id limit 100`);
time('count exists', `select count(*) from assets a where a.company_id = 2 and a.archived_at is null and exists (select 1 from tag_links tl where tl.entity_type = 0 and tl.entity_id = a.id and tl.tag_id in (1,2))`);
time('keys exists', `select a.id from assets a where a.company_id = 2 and a.archived_at is null and exists (select 1 from tag_links tl where tl.entity_type = 0 and tl.entity_id = a.id and tl.tag_id in (1,2)) order by a.name collate nocase, a.id limit 100`);
const m = `"volvo"`;
time('fts keys IN', `select a.id from assets a where a.company_id = 2 and a.archived_at is null and a.id in (select rowid from asset_search where asset_search match ?) order by a.name collate nocase, a.id limit 100`, m);
time('fts keys probe', `select a.id from assets a where a.company_id = 2 and a.archived_at is null and exists (select 1 from asset_search s where s.asset_search match ? and s.rowid = a.id) order by a.name collate nocase, a.id limit 100`, m);
time('fts keys probe2', `select a.id from assets a where a.company_id = 2 and a.archived_at is null and a.id = (select rowid from asset_search s where s.asset_search match ? and s.rowid = a.id) order by a.name collate nocase, a.id limit 100`, m);
const m2 = `({brand} : "volvo") AND ("ec220")`;
time('main keys IN', `select a.id from assets a where a.company_id = 2 and a.archived_at is null and a.id in (select rowid from asset_search where asset_search match ?) order by a.name collate nocase, a.id limit 100`, m2);
time('main keys probe', `select a.id from assets a where a.company_id = 2 and a.archived_at is null and exists (select 1 from asset_search s where s.asset_search match ? and s.rowid = a.id) order by a.name collate nocase, a.id limit 100`, m2);
time('main count IN', `select count(*) from assets a where a.company_id = 2 and a.archived_at is null and a.id in (select rowid from asset_search where asset_search match ?)`, m2);
time('main window unindexed', `select a.id, count(*) over () from assets a where a.company_id = 2 and a.archived_at is null and a.id in (select rowid from asset_search where asset_search match ?) order by +a.name collate nocase, +a.id limit 100`, m2);

import Database from 'better-sqlite3';
const d = new Database(process.argv[2], { readonly: true });
function time(label, q, ...a) { const st = d.prepare(q); st.all(...a); const ts = []; let r; for (let i = 0; i < 5; i++) { const t = performance.now(); r = st.all(...a); ts.push(performance.now() - t); } ts.sort((x, y) => x - y); console.log(label.padEnd(40), ts[2].toFixed(1), JSON.stringify(r[0])); }
const m = `{internal_id name brand model registration_number serial_number pin_or_vin} : "volvo"`;
time('fts alone', `select count(*) from asset_search where asset_search match ?`, m);
time('count IN (current)', `select count(*) from assets a where a.company_id = 2 and a.archived_at is null and a.id in (select rowid from asset_search where asset_search match ?)`, m);
time('count +IN (scan company idx)', `select count(*) from assets a where a.company_id = 2 and a.archived_at is null and +a.id in (select rowid from asset_search where asset_search match ?)`, m);
time('count fts join', `select count(*) from asset_search s join assets a on a.id = s.rowid where asset_search match ? and a.company_id = 2 and a.archived_at is null`, m);
const m2 = `({brand} : "volvo") AND ({internal_id name brand model registration_number serial_number pin_or_vin} : "ec220")`;
time('main fts alone', `select count(*) from asset_search where asset_search match ?`, m2);
time('main count', `select count(*) from assets a where a.company_id = 2 and a.archived_at is null and a.id in (select rowid from asset_search where asset_search match ?)`, m2);
time('main page +order', `select a.id from assets a where a.company_id = 2 and a.archived_at is null and a.id in (select rowid from asset_search where asset_search match ?) order by +a.name collate nocase, a.id limit 100`, m2);
time('main page window', `select a.id, count(*) over () from assets a where a.company_id = 2 and a.archived_at is null and a.id in (select rowid from asset_search where asset_search match ?) order by +a.name collate nocase, a.id limit 100`, m2);
time('broad page +order', `select a.id from assets a where a.company_id = 2 and a.archived_at is null and a.id in (select rowid from asset_search where asset_search match ?) order by +a.name collate nocase, a.id limit 100`, m);
time('broad page idx', `select a.id from assets a where a.company_id = 2 and a.archived_at is null and a.id in (select rowid from asset_search where asset_search match ?) order by a.name collate nocase, a.id limit 100`, m);
console.log(d.prepare(`explain query plan select a.id from assets a where a.company_id = 2 and a.archived_at is null and a.id in (select rowid from asset_search where asset_search match ?) order by +a.name collate nocase, a.id limit 100`).all(m2).map(r => r.detail));

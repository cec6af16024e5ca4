import Database from 'better-sqlite3';
const d = new Database(process.argv[2]);
function time(label, q, ...a) { const st = d.prepare(q); st.all(...a); const ts = []; let r; for (let i = 0; i < 7; i++) { const t = performance.now(); r = st.all(...a); ts.push(performance.now() - t); } ts.sort((x, y) => x - y); console.log(label.padEnd(30), ts[3].toFixed(2), JSON.stringify(r[0])); console.log('   ', d.prepare('explain query plan ' + q).all(...a).map(r => r.detail).join(' | ')); }
const q = `select a.id from assets a where a.company_id = 2 and a.archived_at is null order by a.name collate nocase, a.id limit 100 offset 20000`;
time('deep current', q);
d.exec(`create index t_trailing on assets (company_id, name collate nocase, archived_at)`);
time('deep trailing', q);
d.exec(`drop index t_trailing; create index t_partial on assets (company_id, name collate nocase) where archived_at is null`);
time('deep partial', q);
time('first partial', q.replace('offset 20000', ''));
time('count partial?', `select count(*) from assets a where a.company_id = 2 and a.archived_at is null`);
d.exec(`drop index t_partial`);

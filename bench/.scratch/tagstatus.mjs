import Database from 'better-sqlite3';
const d = new Database(process.argv[2], { readonly: true });
function time(label, q, ...a) { const st = d.prepare(q); st.all(...a); const ts = []; let r; for (let i = 0; i < 7; i++) { const t = performance.now(); r = st.all(...a); ts.push(performance.now() - t); } ts.sort((x, y) => x - y); console.log(label.padEnd(30), ts[3].toFixed(1), JSON.stringify(r[0])); console.log('   ', d.prepare('explain query plan ' + q).all(...a).map(r => r.detail).join(' | ')); }
const rental = d.prepare("select id from tags where company_id = 2 and name = 'Rental' and entity_type = 0").get().id;
const w = `a.company_id = 2 and a.archived_at is null and a.id in (select tl.entity_id from tag_links tl where tl.entity_type = 0 and tl.company_id = 2 and tl.tag_id in (${rental})) and a.telematic_status in (1)`;
time('count', `select count(*) from assets a where ${w}`);
time('keys unindexed', `select a.id from assets a where ${w} order by +a.internal_id collate nocase desc, +a.id desc limit 100`);
time('keys indexed', `select a.id from assets a where ${w} order by a.internal_id collate nocase desc, a.id desc limit 100`);

import Database from 'better-sqlite3';
for (const hs of [0, 16 << 20, 64 << 20]) {
 for (const mode of ['trigger', 'bulk']) {
  const d = new Database(':memory:');
  d.exec(`attach '/tmp/gridexp/100k.db' as src`);
  d.exec(`create table a as select id, internal_id, name, brand, model, registration_number, serial_number, pin_or_vin from src.assets where 0`);
  d.exec(`create virtual table s using fts5(internal_id, name, brand, model, registration_number, serial_number, pin_or_vin, content='', contentless_delete=1, tokenize='trigram case_sensitive 0', detail=full)`);
  if (hs) d.exec(`insert into s(s, rank) values('hashsize', ${hs})`);
  if (mode === 'trigger') d.exec(`create trigger ai after insert on a begin insert into s(rowid, internal_id, name, brand, model, registration_number, serial_number, pin_or_vin) values (new.id, new.internal_id, new.name, new.brand, new.model, new.registration_number, new.serial_number, new.pin_or_vin); end`);
  const t = performance.now();
  d.exec('begin');
  d.exec(`insert into a select id, internal_id, name, brand, model, registration_number, serial_number, pin_or_vin from src.assets`);
  if (mode === 'bulk') d.exec(`insert into s(rowid, internal_id, name, brand, model, registration_number, serial_number, pin_or_vin) select * from a`);
  d.exec('commit');
  console.log('hashsize', hs, mode, Math.round(performance.now() - t), 'ms');
 }
}

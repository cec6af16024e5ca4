import { userTime } from '../../server/src/services/gridFormat.ts';
const ref = (iso: string, tz: string) => { const p: Record<string,string> = {}; for (const x of new Intl.DateTimeFormat('en-US', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(Date.parse(iso))) p[x.type] = x.value; return `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}`; };
let bad = 0;
for (const tz of ['Europe/Stockholm', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC', 'America/St_Johns', 'Not/AZone']) {
  for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * 60_000 + 13_000) {
    const iso = new Date(ms).toISOString();
    const r = tz === 'Not/AZone' ? ref(iso, 'UTC') : ref(iso, tz);
    if (userTime(iso, tz) !== r) { if (bad++ < 5) console.log(tz, iso, userTime(iso, tz), r); }
  }
}
console.log('mismatches', bad);
let t = performance.now(); for (let i = 0; i < 100000; i++) userTime('2026-11-20T10:00:00.000Z', 'Europe/Stockholm'); console.log('µs', ((performance.now() - t) / 100).toFixed(3));

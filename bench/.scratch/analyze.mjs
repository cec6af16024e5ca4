import { readFileSync, readdirSync } from 'node:fs';
const dir = process.argv[2];
const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
const prof = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = prof.timeDeltas; let total = 0;
const counts = new Map();
const skip = Number(process.argv[4] ?? 0) * 1000; let clock = 0;
prof.samples.forEach((id, i) => { clock += dt[i] ?? 0; if (clock < skip) return; counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)); total += dt[i] ?? 0; });
// self time per function+url
for (const [id, t] of counts) { const n = byId.get(id); const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*node_modules\//, 'nm/').replace(/.*\/work\/main\//, '')}:${n.callFrame.lineNumber}`; self.set(key, (self.get(key) ?? 0) + t); }
const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 40));
for (const [k, t] of top) console.log((t / total * 100).toFixed(1).padStart(5) + '%', k);
// inclusive by package
const parent = new Map(); for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const pkgTime = new Map();
for (const [id, t] of counts) {
  const seen = new Set(); let cur = id;
  while (cur !== undefined) { const n = byId.get(cur); const m = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(n.callFrame.url); const pkg = m ? m[1] : n.callFrame.url.includes('/work/main/') ? 'app:' + n.callFrame.url.replace(/.*\/work\/main\//, '').split('/').slice(0, 3).join('/') : null; if (pkg && !seen.has(pkg)) { seen.add(pkg); pkgTime.set(pkg, (pkgTime.get(pkg) ?? 0) + t); } cur = parent.get(cur); }
}
console.log('--- inclusive by package/module');
for (const [k, t] of [...pkgTime].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((t / total * 100).toFixed(1).padStart(5) + '%', k);

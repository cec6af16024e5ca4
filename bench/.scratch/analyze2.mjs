import { readFileSync, readdirSync } from 'node:fs';
const dir = process.argv[2];
const prof = JSON.parse(readFileSync(`${dir}/${readdirSync(dir)[0]}`, 'utf8'));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const skip = Number(process.argv[3] ?? 6000) * 1000; let clock = 0;
const cat = new Map(); const selfInMesh = new Map(); let total = 0;
const label = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*node_modules\//, 'nm/').replace(/.*\/work\/main\//, '')}`;
prof.samples.forEach((id, i) => {
  const t = prof.timeDeltas[i] ?? 0; clock += t; if (clock < skip) return; total += t;
  const stack = []; let cur = id; while (cur !== undefined) { stack.push(byId.get(cur)); cur = parent.get(cur); }
  const urls = stack.map((n) => n.callFrame.url + ' ' + n.callFrame.functionName).join('\n');
  let c;
  if (/inProcessFetch/.test(urls)) c = 'inner REST (inProcessFetch → inject)';
  else if (/graphql-mesh|graphql-tools|@envelop|graphql\/|whatwg-node|plugins\/mesh/.test(urls)) c = 'Mesh/GraphQL own';
  else if (stack[0].callFrame.functionName === '(idle)') c = 'idle';
  else if (stack[0].callFrame.functionName === '(garbage collector)') c = 'GC';
  else c = 'other (outer HTTP, fastify, client)';
  cat.set(c, (cat.get(c) ?? 0) + t);
  if (c === 'Mesh/GraphQL own') { const k = label(stack[0]); selfInMesh.set(k, (selfInMesh.get(k) ?? 0) + t); }
});
for (const [k, t] of [...cat].sort((a, b) => b[1] - a[1])) console.log((t / total * 100).toFixed(1).padStart(5) + '%', k);
console.log('--- self time inside Mesh/GraphQL own');
for (const [k, t] of [...selfInMesh].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((t / total * 100).toFixed(2).padStart(6) + '%', k);

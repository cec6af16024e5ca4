// The scale test's load balancer: Debian's HAProxy (installed with apt-get when absent) in front of
// the instances, as an operator would run it (docs/operations.md, "Many instances"):
// - web (HTTP): round robin, an instance gets traffic only while GET /api/ready answers 200, checked
//   every second (2 failures take it out, 2 successes put it back); a request whose connection
//   failed is sent to another instance (retry-on conn-failure), nothing else is retried;
// - OsmAnd ingest (HTTP): the same, the readiness checked on the instance's web port;
// - Teltonika (TCP): one connection a unit, balanced by connection, the same readiness check, each
//   connection opened with a PROXY protocol v2 header naming the unit's address
//   (SITELINE_TELTONIKA_PROXY_PROTOCOL=on): without it the door's per-address limit (20) counted the
//   balancer's address and let 20 units in per instance.
// The HTTP backends add X-Forwarded-For, which the instances trust (SITELINE_TRUST_PROXY=127.0.0.1).
// Why HAProxy rather than nginx: Debian's nginx has no active health checks (only passive ones, after
// failed requests), so it could not use /api/ready; HAProxy's httpchk does (decision 0057).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Backend {
  web: number;
  ingest: number;
  teltonika: number;
}

export interface Frontends {
  web: number;
  ingest: number;
  teltonika: number;
  /** HAProxy's own statistics page (CSV at /stats;csv): which servers it sends traffic to. */
  stats: number;
}

const haproxyPath = () => {
  try {
    return execFileSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).trim() || null;
  } catch {
    // Debian puts it in /usr/sbin, which a normal user's PATH may not hold.
    return existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : null;
  }
};

/** The haproxy binary, installed from Debian's packages when absent (root, or sudo without a password). */
export function ensureHaproxy(log: (m: string) => void): string {
  const found = haproxyPath();
  if (found) return found;
  log('installing haproxy from Debian packages');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (args: string[]) =>
    execFileSync(sudo[0] ?? args[0], [...sudo.slice(1), ...(sudo.length ? args : args.slice(1))], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'haproxy']);
  const installed = haproxyPath();
  if (!installed) throw new Error('haproxy is not installed and apt-get did not install it');
  return installed;
}

export function haproxyConfig(front: Frontends, backends: readonly Backend[]): string {
  // Both HTTP doors alike: round robin, readiness checked on the web port, X-Forwarded-For, a request
  // whose connection failed sent to another instance.
  const httpProxy = (name: string, bind: number, port: (b: Backend) => number) => `frontend ${name}
  mode http
  bind 127.0.0.1:${bind}
  default_backend ${name}

backend ${name}
  mode http
  balance roundrobin
  option forwardfor
  retry-on conn-failure
  option httpchk GET /api/ready
  http-check expect status 200
${servers(port)}
`;
  const servers = (port: (b: Backend) => number, extra = '') =>
    backends.map((b, i) => `  server s${i + 1} 127.0.0.1:${port(b)} check port ${b.web}${extra}`).join('\n');
  return `global
  # Two file descriptors a connection: 8,000 stays under a usual 20,000 open-file limit.
  maxconn 8000
  log stderr format short local0 warning

defaults
  log global
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  timeout check 2s
  retries 2
  option redispatch
  default-server inter 1s fall 2 rise 2

frontend stats
  mode http
  bind 127.0.0.1:${front.stats}
  stats enable
  stats uri /stats

${httpProxy('web', front.web, (b) => b.web)}
${httpProxy('ingest', front.ingest, (b) => b.ingest)}
frontend teltonika
  mode tcp
  bind 127.0.0.1:${front.teltonika}
  default_backend teltonika

backend teltonika
  mode tcp
  balance leastconn
  option httpchk GET /api/ready
  http-check expect status 200
${servers((b) => b.teltonika, ' send-proxy-v2')}
`;
}

/** HAProxy in the foreground (-db) with the config written to `dir`; killed with the run. */
export function startHaproxy(binary: string, dir: string, front: Frontends, backends: readonly Backend[]): ChildProcess {
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(front, backends));
  execFileSync(binary, ['-c', '-q', '-f', file]);
  const child = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  child.once('exit', (code, signal) => {
    if (signal !== 'SIGTERM') console.error(`[haproxy] exited with ${code ?? signal}`);
  });
  return child;
}

/** Resolves once HAProxy counts every server of every backend UP (its checks need 2 passes a second apart). */
export async function waitUntilAllUp(front: Frontends, servers: number, timeoutMs = 60_000): Promise<void> {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const csv = await fetch(`http://127.0.0.1:${front.stats}/stats;csv`).then(
      (r) => r.text(),
      () => '',
    );
    const up = csv.split('\n').filter((line) => /^(web|ingest|teltonika),s\d+,/.test(line) && line.split(',')[17] === 'UP').length;
    if (up === 3 * servers) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('HAProxy did not count every instance up within a minute');
}

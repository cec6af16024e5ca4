// The scale test's people, a process of its own: each signs in through the balancer, then works in a
// loop with a think time between calls: the fleet grid's first page (100 rows, as the grid asks), the
// map's positions, a machine's panel (a machine of the page), the notification bell's poll. Every
// call's time and status is recorded per kind; a failed connection counts as status "conn".
// Input (IPC): UsersInput. Output (IPC): UsersResult.
import { Agent, request } from 'node:http';

export interface UsersInput {
  webPort: number;
  login: string;
  password: string;
  users: number;
  seconds: number;
  thinkMs: number;
}

export interface CallStats {
  calls: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
}

export interface UsersResult {
  byCall: Record<string, CallStats>;
  all: CallStats;
  cpuMs: number;
}

const PAGE = JSON.stringify({ start: 0, limit: 100, sortExpressions: [{ fieldName: 'name', sortOrder: 0 }] });

function call(agent: Agent, port: number, method: string, path: string, token: string | null, body?: string): Promise<{ status: string; text: string }> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { 'accept-encoding': 'identity' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body) headers['content-type'] = 'application/json';
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent, timeout: 60_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: String(res.statusCode), text }));
      res.on('error', () => resolve({ status: 'conn', text: '' }));
    });
    req.on('error', () => resolve({ status: 'conn', text: '' }));
    req.on('timeout', () => req.destroy());
    req.end(body);
  });
}

function stats(times: number[], statuses: Record<string, number>): CallStats {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { calls: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0, statuses };
}

async function run(input: UsersInput): Promise<UsersResult> {
  const cpu0 = process.cpuUsage();
  const times: Record<string, number[]> = {};
  const statuses: Record<string, Record<string, number>> = {};
  const record = (kind: string, ms: number, status: string) => {
    (times[kind] ??= []).push(ms);
    const s = (statuses[kind] ??= {});
    s[status] = (s[status] ?? 0) + 1;
  };
  const end = Date.now() + input.seconds * 1000;
  const timed = async (agent: Agent, kind: string, method: string, path: string, token: string | null, body?: string) => {
    const t = performance.now();
    const answer = await call(agent, input.webPort, method, path, token, body);
    record(kind, performance.now() - t, answer.status);
    return answer;
  };

  const person = async (index: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    await new Promise((resolve) => setTimeout(resolve, (index * input.thinkMs) / input.users));
    let token: string | null = null;
    let assetIds: number[] = [];
    while (Date.now() < end) {
      if (!token) {
        const login = await timed(
          agent,
          'sign in',
          'POST',
          '/api/auth/v1/login',
          null,
          JSON.stringify({ login: input.login, password: input.password, apiType: 0 }),
        );
        token = login.status === '200' ? (JSON.parse(login.text) as { data: { access_token: string } }).data.access_token : null;
        if (!token) await new Promise((resolve) => setTimeout(resolve, 1000));
        continue;
      }
      const grid = await timed(agent, 'fleet grid', 'POST', '/api/web/v1/assets/assets', token, PAGE);
      if (grid.status === '200') assetIds = (JSON.parse(grid.text) as { data: { data: { id: number }[] } }).data.data.map((r) => r.id);
      await new Promise((resolve) => setTimeout(resolve, input.thinkMs));
      await timed(agent, 'map positions', 'GET', '/api/web/v1/assets/positions', token);
      await new Promise((resolve) => setTimeout(resolve, input.thinkMs));
      if (assetIds.length > 0) await timed(agent, 'machine panel', 'GET', `/api/web/v1/assets/${assetIds[Math.floor(Math.random() * assetIds.length)]}`, token);
      await new Promise((resolve) => setTimeout(resolve, input.thinkMs));
      const bell = await timed(agent, 'notifications', 'GET', '/api/web/v1/notifications/notifications/0/20', token);
      if (bell.status === '401') token = null;
      await new Promise((resolve) => setTimeout(resolve, input.thinkMs));
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: input.users }, (_, i) => person(i)));

  const byCall = Object.fromEntries(Object.keys(times).map((k) => [k, stats(times[k], statuses[k])]));
  const allStatuses: Record<string, number> = {};
  for (const s of Object.values(statuses)) for (const [k, v] of Object.entries(s)) allStatuses[k] = (allStatuses[k] ?? 0) + v;
  const cpu = process.cpuUsage(cpu0);
  return { byCall, all: stats(Object.values(times).flat(), allStatuses), cpuMs: (cpu.user + cpu.system) / 1000 };
}

process.once('message', (input: UsersInput) => {
  void run(input).then((result) => process.send!(result, () => process.exit(0)));
});

// `npm run bench -- --scale [--instances=3] [--machines=20000] [--scale-seconds=600] [--users=20]`
// The whole product under the load a 20,000-machine customer brings (issue 30): HAProxy in front of
// N instances of the built server on one PostgreSQL (fsync on); devices reporting at the rate of
// `machines` units every 30 s (OsmAnd and Teltonika, bench/scale/devices.ts), people working in the
// app (bench/scale/users.ts), every instance running the background jobs; halfway through one
// instance is killed with SIGKILL and started again 5 s later. Then the jobs drain and the run is
// checked (bench/scale/verify.ts). Prints a Markdown report; exits 1 when a check fails.
// CI's short form (scripts/test.mjs): 2 instances, 2 minutes, one kill.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/src/db/database.ts';
import { DEMO_PASSWORD } from '../../server/src/seed/generate.ts';
import { runChild } from '../benchApp.ts';
import { Cluster, postgresCpuMs, prepareDatabase, processCpuMs } from './cluster.ts';
import type { DevicesInput, DevicesResult } from './devices.ts';
import { ensureHaproxy, startHaproxy, waitUntilAllUp, type Backend, type Frontends } from './loadBalancer.ts';
import type { UsersInput, UsersResult } from './users.ts';
import { verify, type Verdict } from './verify.ts';

export interface ScaleOptions {
  instances: number;
  machines: number;
  seconds: number;
  users: number;
  /** First of the ports the run uses (frontends, then 10 a slot). */
  basePort: number;
}

const REPORT_PERIOD_S = 30;
const RESTART_AFTER_MS = 5000;

export interface ScaleResult {
  options: ScaleOptions;
  devices: DevicesResult;
  users: UsersResult;
  verdict: Verdict;
  killedAt: number;
  readyAgainMs: number;
  cpu: { instances: number; postgres: number; haproxy: number; devices: number; users: number };
  failures: string[];
}

export async function runScale(options: ScaleOptions, log: (m: string) => void): Promise<ScaleResult> {
  const haproxyBinary = ensureHaproxy(log);
  const database = await prepareDatabase(options.machines, log);
  const cluster = new Cluster(database.url);
  const lbDir = mkdtempSync(join(tmpdir(), 'siteline-scale-lb-'));
  const front: Frontends = { web: options.basePort, ingest: options.basePort + 1, teltonika: options.basePort + 2, stats: options.basePort + 3 };
  const slots: Backend[] = Array.from({ length: options.instances }, (_, i) => {
    const base = options.basePort + 10 * (i + 1);
    return { web: base, ingest: base + 1, teltonika: base + 2 };
  });
  const haproxy = startHaproxy(haproxyBinary, lbDir, front, slots);
  process.once('exit', () => haproxy.kill('SIGKILL'));
  try {
    // One after another: the first start runs the migrations' checks and creates the shared secret rows.
    for (const ports of slots) {
      const instance = cluster.start(ports);
      log(`instance on ${ports.web} ready in ${await cluster.ready(instance)} ms`);
    }
    // The balancer's checks run every second: wait until it sends traffic to every instance (the
    // Teltonika units connect at once and stay: to the instances counted up at that moment).
    await waitForBalancer(front.web, haproxy);
    await waitUntilAllUp(front, slots.length);

    const since = Date.now();
    const cpu0 = { instances: cluster.cpuMs(), postgres: postgresCpuMs(database.postmaster), haproxy: processCpuMs(haproxy.pid!) };
    const rate = options.machines / REPORT_PERIOD_S;
    log(`${options.machines} machines at ${rate.toFixed(0)} reports/s and ${options.users} people for ${options.seconds} s`);
    const devices = runChild<DevicesInput, DevicesResult>('scale/devices.ts', {
      ingestPort: front.ingest,
      teltonikaPort: front.teltonika,
      units: database.units.map((u) => ({ imei: u.identifier, deviceId: u.deviceId, home: u.home })),
      rate,
      seconds: options.seconds,
      teltonikaEvery: 10,
      alarmEvery: 50,
      // A real fleet is a connection a unit; the sender's keep-alive connections hold one request each,
      // so they are sized for about 5 requests a second each (a request may wait out the ingest's
      // commit window, decision 0070): 32 at most 160 reports/s, 134 at 20,000 machines.
      connections: Math.max(32, Math.ceil(rate / 5)),
    });
    const users = runChild<UsersInput, UsersResult>('scale/users.ts', {
      webPort: front.web,
      login: 'owner@nordbygg.example',
      password: DEMO_PASSWORD,
      users: options.users,
      seconds: options.seconds,
      thinkMs: 2000,
    });

    // Awaited after the kill; a simulator that fails before then must not be an unhandled rejection.
    const simulated = Promise.all([devices, users]);
    simulated.catch(() => undefined);

    // Halfway: one instance dies without warning and comes back.
    await new Promise((resolve) => setTimeout(resolve, (options.seconds * 1000) / 2));
    const victim = cluster.instances[cluster.instances.length - 1];
    const killedAt = Date.now() - since;
    log(`SIGKILL to the instance on ${victim.ports.web} at ${(killedAt / 1000).toFixed(0)} s`);
    await cluster.kill(victim);
    await new Promise((resolve) => setTimeout(resolve, RESTART_AFTER_MS));
    cluster.restart(victim);
    const readyAgainMs = RESTART_AFTER_MS + (await cluster.ready(victim));
    log(`the instance answers ready again ${readyAgainMs} ms after the kill`);

    const [deviceResult, userResult] = await simulated;
    log(`devices done: ${deviceResult.acked.length / 2} acknowledged; checking`);
    const db = openDatabase(database.url);
    let verdict: Verdict;
    try {
      verdict = await verify(db, { since, acked: deviceResult.acked, mailDirs: cluster.instances.flatMap((i) => i.dataDirs) });
    } finally {
      await db.destroy();
    }
    const cpu = {
      instances: cluster.cpuMs() - cpu0.instances,
      postgres: postgresCpuMs(database.postmaster) - cpu0.postgres,
      haproxy: processCpuMs(haproxy.pid!) - cpu0.haproxy,
      devices: deviceResult.cpuMs,
      users: userResult.cpuMs,
    };
    const failures = [
      verdict.ackedLost > 0 && `${verdict.ackedLost} acknowledged reports lost`,
      deviceResult.unacknowledged > 0 && `${deviceResult.unacknowledged} reports never acknowledged`,
      verdict.outboxUnprocessed > 0 && `${verdict.outboxUnprocessed} outbox rows not processed`,
      verdict.notificationsFound !== verdict.notificationsExpected &&
        `${verdict.notificationsFound} alarm notifications, ${verdict.notificationsExpected} expected`,
      verdict.notificationsDuplicated > 0 && `${verdict.notificationsDuplicated} notifications twice`,
      verdict.mailJobsWaiting > 0 && `${verdict.mailJobsWaiting} e-mails never sent`,
      verdict.mailFilesDuplicated > 0 && `${verdict.mailFilesDuplicated} e-mails sent twice`,
      deviceResult.alarms === 0 && 'no alarm was acknowledged: the notification check checked nothing',
    ].filter((f): f is string => typeof f === 'string');
    return { options, devices: { ...deviceResult, acked: [] }, users: userResult, verdict, killedAt, readyAgainMs, cpu, failures };
  } finally {
    await cluster.stop();
    haproxy.kill('SIGTERM');
    await database.postgres.stop();
    cluster.removeData();
    rmSync(lbDir, { recursive: true, force: true });
  }
}

async function waitForBalancer(port: number, haproxy: ChildProcess): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    if (haproxy.exitCode !== null) throw new Error(`haproxy exited with ${haproxy.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the balancer sent no traffic within 30 s');
}

const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;

export function scaleReport(r: ScaleResult): string {
  const { options: o, devices: d, users: u, verdict: v, cpu } = r;
  const acked = d.byDoor.osmand + d.byDoor.teltonika;
  const serverCpu = cpu.instances + cpu.postgres + cpu.haproxy;
  const lines = [
    `Scale run: ${o.instances} instances behind HAProxy on one PostgreSQL (fsync on), ${o.machines} machines reporting every ${REPORT_PERIOD_S} s, ${o.users} people, ${o.seconds} s; ${cpus().length} cores ${cpus()[0]?.model ?? ''}, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at the end.`,
    '',
    '| figure | value |',
    '|---|---|',
    `| reports due / acknowledged | ${d.due} / ${acked} (OsmAnd ${d.byDoor.osmand}, Teltonika ${d.byDoor.teltonika}) |`,
    `| reports/s held | ${(acked / o.seconds).toFixed(0)} (asked ${(o.machines / REPORT_PERIOD_S).toFixed(0)}) |`,
    `| ack time from due, p50 / p99 / max | ${ms(d.ackMs.p50)} / ${ms(d.ackMs.p99)} / ${ms(d.ackMs.max)} |`,
    `| sent again (no answer, 502/503) / reconnects OsmAnd, Teltonika | ${d.resent} / ${d.reconnects.osmand}, ${d.reconnects.teltonika}; ingest statuses ${JSON.stringify(d.statuses)} |`,
    `| acknowledged reports lost | **${v.ackedLost}** |`,
    `| kill -9 at / ready again after | ${(r.killedAt / 1000).toFixed(0)} s / ${(r.readyAgainMs / 1000).toFixed(1)} s |`,
    `| people's calls, p50 / p99 / max | ${ms(u.all.p50)} / ${ms(u.all.p99)} / ${ms(u.all.max)}; ${u.all.calls} calls, statuses ${JSON.stringify(u.all.statuses)} |`,
    ...Object.entries(u.byCall).map(([kind, s]) => `| · ${kind} p50 / p99 | ${ms(s.p50)} / ${ms(s.p99)} (${s.calls}) |`),
    `| machine events through the outbox | ${v.outboxRows} rows, ${v.outboxUnprocessed} unprocessed, ${v.outboxRedone} claimed again after the kill |`,
    `| alarm notifications expected / found / twice | ${v.notificationsExpected} / ${v.notificationsFound} / ${v.notificationsDuplicated} (${v.alarmEvents} alarms) |`,
    `| e-mail jobs / waiting / files / sent twice | ${v.mailJobs} / ${v.mailJobsWaiting} / ${v.mailFiles} / ${v.mailFilesDuplicated} |`,
    `| jobs drained after the devices stopped | ${(v.drainMs / 1000).toFixed(1)} s |`,
    `| CPU: instances / PostgreSQL / HAProxy | ${(cpu.instances / 1000).toFixed(0)} / ${(cpu.postgres / 1000).toFixed(0)} / ${(cpu.haproxy / 1000).toFixed(0)} s |`,
    `| CPU per acknowledged report (servers, PostgreSQL, balancer) | ${acked ? ((serverCpu * 1000) / acked).toFixed(0) : '-'} µs |`,
    `| CPU of the simulators (devices / people) | ${(cpu.devices / 1000).toFixed(0)} / ${(cpu.users / 1000).toFixed(0)} s |`,
    '',
    r.failures.length ? `FAILED: ${r.failures.join('; ')}` : 'All checks passed.',
  ];
  return lines.join('\n');
}

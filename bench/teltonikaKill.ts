// kill -9 durability of the Teltonika door: the door runs in a child process on a file SQLite
// database; units send packets over TCP as fast as the door answers and record every record count
// they are answered; the child is killed with SIGKILL mid-run; the database is reopened and every
// answered record must be in it (an answer is a promise that the unit may delete the records).
// The test suite runs it for a few seconds (tests/unit/teltonika.kill.test.ts); the issue's
// 10-minute run: `npm run bench -- --only=teltonika-kill --kill-seconds=600`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase, type Db } from '../server/src/db/database.ts';
import { encodeAvl, encodeHandshake } from '../server/src/telemetry/teltonika/encode.ts';
import { createBenchUnits } from './telemetryIngest.ts';

export interface KillCheckResult {
  seconds: number;
  units: number;
  packetsAnswered: number;
  recordsAnswered: number;
  /** Answers whose count was not the packet's record count (must be 0). */
  wrongCounts: number;
  /** Answered records not found after the kill (must be 0). */
  missing: number;
  /** Records found that were never answered (sent, committed, the answer lost in the kill): allowed. */
  storedUnanswered: number;
}

/** The check's own company and units (an empty database: no demo fleet). */
async function createUnits(db: Db, count: number): Promise<{ id: number; imei: string }[]> {
  const company = await db
    .insertInto('companies')
    .values({ name: 'Kill check', country: 'SE', is_internal: 0, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const units = await createBenchUnits(db, count, [{ lat: 59.33, lng: 18.06 }], company.id);
  return units.map((u) => ({ id: u.deviceId, imei: u.identifier }));
}

/** One unit: handshake, then packets of 1-10 records one after another, each after the previous answer; stops when the door dies. */
function runUnit(port: number, imei: string, firstTs: number, answered: number[], stats: { packets: number; wrongCounts: number }): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', noDelay: true });
    let buf = Buffer.alloc(0);
    let accepted = false;
    let next = firstTs;
    let inFlight: number[] = [];
    const send = () => {
      const n = 1 + Math.floor(Math.random() * 10);
      inFlight = Array.from({ length: n }, (_, k) => next + k * 1000);
      next += n * 1000;
      socket.write(encodeAvl(inFlight.map((ts, k) => ({ ts, lat: 59 + k * 1e-4, lng: 18, satellites: 9, speed: 10, io: [{ id: 239, width: 1, value: 1 }] }))));
    };
    socket.on('connect', () => socket.write(encodeHandshake(imei)));
    socket.on('data', (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      if (!accepted) {
        if (buf[0] !== 1) return socket.destroy();
        accepted = true;
        buf = buf.subarray(1);
        return send();
      }
      while (buf.length >= 4) {
        const count = buf.readUInt32BE(0);
        buf = buf.subarray(4);
        if (count !== inFlight.length) stats.wrongCounts++;
        stats.packets++;
        answered.push(...inFlight);
        send();
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve());
  });
}

export async function runKillCheck(options: { seconds: number; units?: number; log?: (m: string) => void }): Promise<KillCheckResult> {
  const log = options.log ?? (() => {});
  const dir = mkdtempSync(join(tmpdir(), 'siteline-teltonika-kill-'));
  const url = `sqlite:${join(dir, 'kill.db')}`;
  try {
    const setup = openDatabase(url);
    await migrateToLatest(setup);
    const units = await createUnits(setup, options.units ?? 8);
    await setup.destroy();

    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'teltonikaDoorChild.ts'), url, dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /PORT (\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      child.once('exit', (code) => reject(new Error(`door exited with ${code} before listening`)));
    });
    log(`door listening on ${port} (pid ${child.pid}); ${units.length} units for ${options.seconds} s`);
    // Records one second apart from a year back: a 10-minute run sends about 3 million a unit (35 days),
    // all in the past. Starting a day back put most of them ahead of the clock, where the clock policy
    // (decision 0032) stores them at their receive time, and the check by record time found them "missing".
    const firstTs = Date.now() - 365 * 86_400_000;
    const answered = units.map(() => [] as number[]);
    const stats = { packets: 0, wrongCounts: 0 };
    const running = units.map((u, i) => runUnit(port, u.imei, firstTs, answered[i], stats));
    await new Promise((r) => setTimeout(r, options.seconds * 1000));
    child.kill('SIGKILL');
    await exited;
    await Promise.all(running);

    const db = openDatabase(url);
    let missing = 0;
    let storedUnanswered = 0;
    for (const [i, unit] of units.entries()) {
      const rows = await db.selectFrom('telemetry_positions').select('ts').where('device_id', '=', unit.id).execute();
      const stored = new Set(rows.map((r) => Number(r.ts)));
      const acked = new Set(answered[i]);
      for (const ts of acked) if (!stored.has(ts)) missing++;
      for (const ts of stored) if (!acked.has(ts)) storedUnanswered++;
    }
    await db.destroy();
    const recordsAnswered = answered.reduce((n, a) => n + a.length, 0);
    const result = {
      seconds: options.seconds,
      units: units.length,
      packetsAnswered: stats.packets,
      wrongCounts: stats.wrongCounts,
      recordsAnswered,
      missing,
      storedUnanswered,
    };
    log(
      `answered ${stats.packets} packets, ${recordsAnswered} records (${stats.wrongCounts} wrong counts); missing after kill -9: ${missing}; stored but unanswered: ${storedUnanswered}`,
    );
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

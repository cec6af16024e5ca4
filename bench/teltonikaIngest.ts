// Teltonika throughput for the telemetry bench, beside the OsmAnd figures (telemetryIngest.ts): the
// Teltonika door with the server's own ingest options on a real port in this process, the units in
// another process (bench/teltonikaSender.ts). Sustained rate = records answered (committed) / wall time.
import { runChild } from './benchApp.ts';
import type { Db } from '../server/src/db/database.ts';
import { CommitQueue } from '../server/src/telemetry/commitQueue.ts';
import { DeviceDirectory, type IngestOptions } from '../server/src/telemetry/ingest.ts';
import { CODEC_8, CODEC_8_EXT } from '../server/src/telemetry/teltonika/codec.ts';
import { encodeAvl, type EncodeRecord } from '../server/src/telemetry/teltonika/encode.ts';
import { createTeltonikaDoor } from '../server/src/telemetry/teltonika/server.ts';
import { cpuMs, type BenchUnit } from './telemetryIngest.ts';
import type { TeltonikaSenderInput, TeltonikaSenderResult } from './teltonikaSender.ts';

export interface TeltonikaScenario {
  label: string;
  codec: typeof CODEC_8 | typeof CODEC_8_EXT;
  perPacket: number;
  /** Units connected at a time (each one connection, as FMB units hold theirs). */
  connections: number;
  reports: number;
  fromTs: number;
}

export interface TeltonikaRun extends TeltonikaSenderResult {
  scenario: TeltonikaScenario;
  rate: number;
  serverCpuMs: number;
  batches: number;
  accepted: number;
  late: number;
  duplicate: number;
}

/** What an FMB unit on a working machine sends: fix, ignition, movement, DIN1, voltages, odometer, ignition counter. */
function record(unit: BenchUnit, k: number, fromTs: number): EncodeRecord {
  return {
    ts: fromTs + k * 5000 + (unit.deviceId % 1000),
    lat: unit.home.lat + Math.sin(k / 40) * 0.002,
    lng: unit.home.lng + Math.cos(k / 40) * 0.004,
    altitude: 40,
    angle: 90,
    satellites: 10,
    speed: 8,
    io: [
      { id: 239, width: 1, value: k % 200 < 150 ? 1 : 0 },
      { id: 240, width: 1, value: 1 },
      { id: 1, width: 1, value: k % 50 < 20 ? 1 : 0 },
      { id: 69, width: 1, value: 1 },
      { id: 66, width: 2, value: 27_800 },
      { id: 67, width: 2, value: 4_050 },
      { id: 182, width: 2, value: 8 },
      { id: 16, width: 4, value: 100_000 + k * 11 },
      { id: 449, width: 4, value: 5000 * 3600 + k * 5 },
    ],
  };
}

/** Each unit's packets, `perPacket` records each, in time order; units share the reports evenly. */
function buildUnits(units: readonly BenchUnit[], s: TeltonikaScenario): TeltonikaSenderInput['units'] {
  const perUnit = Math.ceil(s.reports / units.length);
  return units.map((unit) => {
    const packets: Uint8Array[] = [];
    const records: number[] = [];
    for (let k = 0; k < perUnit; k += s.perPacket) {
      const n = Math.min(s.perPacket, perUnit - k);
      packets.push(
        encodeAvl(
          Array.from({ length: n }, (_, j) => record(unit, k + j, s.fromTs)),
          s.codec,
        ),
      );
      records.push(n);
    }
    return { imei: unit.identifier, packets, records };
  });
}

const send = (input: TeltonikaSenderInput) => runChild<TeltonikaSenderInput, TeltonikaSenderResult>('teltonikaSender.ts', input);

export async function runTeltonikaScenario(db: Db, options: IngestOptions, units: readonly BenchUnit[], scenario: TeltonikaScenario): Promise<TeltonikaRun> {
  const commits = new CommitQueue(db, options);
  const door = createTeltonikaDoor({ commits, devices: new DeviceDirectory(db, Date.now), log: options.log, limits: { maxPerAddress: 100_000 } });
  const port = await door.listen(Number(process.env.SITELINE_BENCH_TELTONIKA_PORT ?? 0), '127.0.0.1');
  try {
    const input = { port, units: buildUnits(units, scenario), connections: scenario.connections };
    const cpu = cpuMs();
    const sent = await send(input);
    const serverCpuMs = cpuMs() - cpu;
    const c = commits.counters;
    return {
      ...sent,
      scenario,
      rate: sent.records / (sent.ms / 1000),
      serverCpuMs,
      batches: c.batches,
      accepted: c.accepted,
      late: c.late,
      duplicate: c.duplicate,
    };
  } finally {
    await door.close();
    await commits.drain();
  }
}

/** A row of the telemetry bench's table, in the OsmAnd rows' shape. */
export function teltonikaRow(run: TeltonikaRun, load: string): string {
  const s = run.scenario;
  const cpuPerReport = (run.serverCpuMs * 1000) / Math.max(1, run.records);
  return (
    `| Teltonika ${s.codec === CODEC_8_EXT ? 'Codec 8E' : 'Codec 8'} over TCP, ${s.perPacket} record(s) a packet, ${s.connections} units connected at a time from another process, full processing, answered after commit | ` +
    `${run.records.toLocaleString('en-US')} records (${run.dropped} dropped, ${run.refused} refused; ${run.late} late, ${run.duplicate} repeated) | ` +
    `**${Math.round(run.rate).toLocaleString('en-US')} reports/s**; server ${Math.round(cpuPerReport)} µs CPU a report (${Math.round((run.serverCpuMs / run.ms) * 100)}% of a core), ` +
    `sender ${Math.round((run.cpuMs / run.ms) * 100)}% of a core; ${run.batches.toLocaleString('en-US')} transactions of ${Math.round(run.accepted / Math.max(1, run.batches))} reports; ` +
    `answer latency p50 ${run.latency.p50.toFixed(0)} ms, p95 ${run.latency.p95.toFixed(0)} ms | ${load} |`
  );
}

// Ingest throughput for the telemetry bench: the server's own ingest (same options as `npm start`,
// runtime.ts ingestOptions) on a real port in this process, and the sender in another process
// (bench/ingestSender.ts) with N keep-alive connections, as real trackers are other machines.
// Sustained rate = reports acknowledged (200: committed) / wall time of the run. Server CPU is this
// process's CPU over the run (the sender's is reported apart).
import { runChild } from './benchApp.ts';
import type { AddressInfo } from 'node:net';
import type { Db } from '../server/src/db/database.ts';
import { createIngest, type IngestOptions } from '../server/src/telemetry/ingest.ts';
import { encodeParams } from '../server/src/telemetry/osmand.ts';
import { emptyReport, type Report } from '../server/src/telemetry/pipeline.ts';
import type { SenderInput, SenderResult } from './ingestSender.ts';

export interface BenchUnit {
  identifier: string;
  deviceId: number;
  home: { lat: number; lng: number };
}

export interface IngestScenario {
  label: string;
  /** 'query': one report per GET (OsmAnd / Traccar Client); 'json': `perRequest` locations per POST. */
  form: 'query' | 'json';
  perRequest: number;
  connections: number;
  reports: number;
  /** First report time; each unit's reports follow 5 s apart. */
  fromTs: number;
}

export interface IngestRun extends SenderResult {
  scenario: IngestScenario;
  ok: number;
  rate: number;
  serverCpuMs: number;
  batches: number;
  accepted: number;
  late: number;
  duplicate: number;
}

export const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** A machine working in loops around its home: every field a real unit sends. */
function report(unit: BenchUnit, k: number, fromTs: number): Report {
  return {
    ...emptyReport(fromTs + k * 5000 + (unit.deviceId % 1000)),
    lat: unit.home.lat + Math.sin(k / 40) * 0.002,
    lng: unit.home.lng + Math.cos(k / 40) * 0.004,
    speed: 8,
    heading: 90,
    accuracy: 5,
    satellites: 10,
    ignition: k % 200 < 150,
    extVoltage: 27.8,
    hours: 5000 + k / 720,
    din1: k % 50 < 20,
  };
}

/** Traccar Client's JSON location for a report (speed m/s), as the batch form carries it. */
function jsonLocation(r: Report) {
  return {
    timestamp: new Date(r.ts).toISOString(),
    coords: { latitude: r.lat, longitude: r.lng, speed: (r.speed ?? 0) / 3.6, heading: r.heading, accuracy: r.accuracy, altitude: r.altitude ?? 0 },
    battery: { level: 0.9, is_charging: true },
    extras: { ignition: r.ignition, hours: r.hours, power: r.extVoltage, din1: r.din1 },
  };
}

/** Whole HTTP/1.1 requests, round-robin over the units so each unit's reports arrive in time order. */
export function buildRequests(units: readonly BenchUnit[], s: IngestScenario): string[] {
  const requests: string[] = [];
  const perUnit = Math.ceil(s.reports / units.length / s.perRequest);
  for (let k = 0; k < perUnit && requests.length * s.perRequest < s.reports; k++) {
    for (const unit of units) {
      if (requests.length * s.perRequest >= s.reports) break;
      if (s.form === 'query') {
        requests.push(`GET /?${encodeParams(unit.identifier, report(unit, k, s.fromTs))} HTTP/1.1\r\nHost: bench\r\n\r\n`);
        continue;
      }
      const locations = Array.from({ length: s.perRequest }, (_, j) => jsonLocation(report(unit, k * s.perRequest + j, s.fromTs)));
      const body = JSON.stringify({ device_id: unit.identifier, location: locations });
      requests.push(`POST / HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    }
  }
  return requests;
}

const send = (input: SenderInput) => runChild<SenderInput, SenderResult>('ingestSender.ts', input);

export async function runIngestScenario(db: Db, options: IngestOptions, units: readonly BenchUnit[], scenario: IngestScenario): Promise<IngestRun> {
  const ingest = await createIngest(db, options);
  await ingest.app.listen({ host: '127.0.0.1', port: Number(process.env.SITELINE_BENCH_INGEST_PORT ?? 0) });
  try {
    const port = (ingest.app.server.address() as AddressInfo).port;
    const requests = buildRequests(units, scenario);
    const cpu = cpuMs();
    const sent = await send({ port, requests, connections: scenario.connections });
    const serverCpuMs = cpuMs() - cpu;
    const ok = (sent.statuses['200'] ?? 0) * scenario.perRequest;
    const c = ingest.counters;
    return { ...sent, scenario, ok, rate: ok / (sent.ms / 1000), serverCpuMs, batches: c.batches, accepted: c.accepted, late: c.late, duplicate: c.duplicate };
  } finally {
    await ingest.close();
  }
}

/**
 * Units of their own for the ingest runs, installed on bench machines of the demo company at the
 * demo machines' homes (so geofences, places and shifts apply as for any machine): the demo units
 * already hold a year up to now, and reports older than a unit's latest are "late" (stored for the
 * track, nothing derived), which would measure the cheap path.
 */
export async function createBenchUnits(db: Db, count: number, homes: readonly { lat: number; lng: number }[], companyId = 2): Promise<BenchUnit[]> {
  const created = new Date().toISOString();
  const units: BenchUnit[] = [];
  for (let i = 0; i < count; i += 200) {
    const n = Math.min(200, count - i);
    const assets = await db
      .insertInto('assets')
      .values(
        Array.from({ length: n }, (_, j) => ({
          company_id: companyId,
          internal_id: `BENCH-U${i + j}`,
          name: `Bench unit ${i + j}`,
          brand: 'Volvo',
          model: 'EC220E',
          category: 1,
          timezone: 'Europe/Stockholm',
          created_at: created,
        })),
      )
      .returning('id')
      .execute();
    const devices = await db
      .insertInto('devices')
      .values(
        assets.map((a, j) => ({
          company_id: companyId,
          asset_id: a.id,
          serial_number: `BENCH-U${i + j}`,
          imei: String(359_000_000_000_000 + i + j),
          telematic_type: 'TU600',
          integration_source: 'Siteline',
          status: 1,
          created_at: created,
        })),
      )
      .returning(['id', 'imei'])
      .execute();
    devices.forEach((d, j) => units.push({ identifier: d.imei!, deviceId: d.id, home: homes[(i + j) % homes.length] }));
  }
  return units;
}

// One device's reports reaching two server instances on one database (issue 30): a unit's reports
// may land on any instance behind a load balancer, and each instance's ingest runs the pipeline
// (processBatch) with its own connection pool. The per-device state must come out as one instance
// would derive it: the same sessions, hours, daily usage, places and events.
// Alternately, one at a time, on both databases; at the same time, on PostgreSQL (SQLite has a single
// writer, and its instances are one process: a second pool there shares nothing to race for).
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/src/db/database.ts';
import { processBatch, type BatchItem } from '../../server/src/telemetry/store.ts';
import type { Report } from '../../server/src/telemetry/pipeline.ts';
import { TEST_DIALECT } from './testDatabase.ts';
import { createTelemetryWorld, DERIVED, dumpTables, type TelemetryWorld } from './telemetryFixture.ts';

/** Every table the pipeline writes, the outbox and the device states included. */
const dump = (db: Db) => dumpTables(db, [...DERIVED, 'telemetry_outbox', 'telemetry_device_state']);

/** The outbox rows' clock, fixed so two runs write the same rows. */
const now = () => Date.parse('2026-11-17T08:00:00Z');
/**
 * A-1's Monday from 06:00 to 09:59 (telemetryFixture.ts): parked in the depot, ignition on, leaving
 * the depot and the region, entering the work site, working, a work input on, standing idle.
 */
const morning = (w: TelemetryWorld): Report[] => w.reports.filter((r) => r.ts < Date.parse('2026-11-16T10:00:00+01:00'));

let opened: { world: TelemetryWorld; second: Db }[] = [];
afterEach(async () => {
  for (const { world, second } of opened) {
    await second.destroy();
    await world.close();
  }
  opened = [];
});

/** A telemetry world with nothing processed yet, and a second instance's pool on its database. */
async function twoInstances() {
  const world = await createTelemetryWorld({ process: false });
  const second = openDatabase(world.databaseUrl, { poolSize: 4 });
  opened.push({ world, second });
  return { world, first: world.db, second };
}

/** What one instance derives from these batches, one after another. */
async function oneInstance(batches: Report[][]) {
  const { world } = await twoInstances();
  for (const batch of batches)
    await processBatch(
      world.db,
      batch.map((report) => ({ deviceId: world.devices.alpha, report })),
      { now },
    );
  return dump(world.db);
}

describe('one device on two instances', () => {
  it('reports sent alternately to two instances derive what one instance derives', async () => {
    const { world, first, second } = await twoInstances();
    const reports = morning(world);
    for (const [i, report] of reports.entries()) {
      const result = await processBatch(i % 2 ? second : first, [{ deviceId: world.devices.alpha, report }], { now });
      expect(result.dispositions).toEqual(['processed']);
    }
    expect(await dump(world.db)).toEqual(await oneInstance([reports]));
  });

  // A real race: each instance answers its own stream in order, both streams at once.
  if (TEST_DIALECT === 'postgres') {
    it('reports sent to two instances at the same time derive what one instance derives in the order they committed', async () => {
      const { world, first, second } = await twoInstances();
      const reports = morning(world);
      const outcome = new Map<Report, string>();
      const stream = async (db: Db, mine: Report[]) => {
        for (const report of mine) {
          const item: BatchItem = { deviceId: world.devices.alpha, report };
          outcome.set(report, (await processBatch(db, [item], { now })).dispositions[0]);
        }
      };
      await Promise.all([
        stream(
          first,
          reports.filter((_, i) => i % 2 === 0),
        ),
        stream(
          second,
          reports.filter((_, i) => i % 2 === 1),
        ),
      ]);

      // Whichever batch committed first moved the device on: a report older than it came late and
      // keeps only its raw position, exactly as one instance treats a report that arrives late.
      const processed = reports.filter((r) => outcome.get(r) === 'processed');
      const late = reports.filter((r) => outcome.get(r) === 'late');
      expect(processed.length + late.length).toBe(reports.length);
      expect(await dump(world.db)).toEqual(await oneInstance([processed, late]));
    });
  }
});

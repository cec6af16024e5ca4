// Geofence reprocessing with two server instances on one database (issue 10): each instance has its
// own process (placeJobsInstance.ts), job runner and connection; the lease on place_jobs (places/jobLease.ts) makes every job run
// exactly once, in queue order per company, and lets a job whose instance died be taken over.
// Runs on SQLite (two connections to one file) and, in the api:postgres project, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Db } from '../../server/src/db/database.ts';
import { PlaceJobs } from '../../server/src/places/jobs.ts';
import { advanceJob, claimPlaceJob, LeaseLost } from '../../server/src/places/jobLease.ts';
import { bearer, createWorld, type World } from './fixture.ts';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-11-18T06:00:00.000Z');
const MINUTE = 60_000;

let world: World;
let secondDb: Db;
let owners: { alpha: string; beta: string };

beforeAll(async () => {
  world = await createWorld();
  secondDb = openDatabase(world.databaseUrl, { poolSize: 4 });
  owners = { alpha: (await world.login('owner@alpha.test')).access_token, beta: (await world.login('owner@beta.test')).access_token };
});
afterAll(async () => {
  await secondDb.destroy();
  await world.close();
});

const square = (lat: number, lng: number, half = 0.01) => [
  { latitude: lat - half, longitude: lng - half },
  { latitude: lat - half, longitude: lng + half },
  { latitude: lat + half, longitude: lng + half },
  { latitude: lat + half, longitude: lng - half },
];

/**
 * A work site written straight to the table (the API would queue and run its own creation job on the
 * app's runner, a third instance these tests do not want racing for their jobs).
 */
async function workSite(companyId: number, name: string, lat: number, lng: number): Promise<number> {
  const row = await world.db
    .insertInto('places')
    .values({
      company_id: companyId,
      name,
      place_type: 1,
      geofence: JSON.stringify(square(lat, lng)),
      timezone_name: 'Europe/Stockholm',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const inside = async (token: string, placeId: number) =>
  (await world.app.inject({ url: `/api/web/v1/places/worksite/${placeId}/inventory/overview`, headers: bearer(token) })).json().data.totalMachinesIn as number;

/** Two fixes inside the square around (lat, lng) from `start`, stored as the pipeline stores them. */
const parkInside = (assetId: number, lat: number, lng: number, start = T0) =>
  world.db
    .insertInto('telemetry_positions')
    .values([0, 1].map((i) => ({ asset_id: assetId, ts: start + i * HOUR, device_id: 9000 + assetId, lat: lat + 0.001 * i, lng, valid: 1, accuracy: 5 })))
    .execute();

/** A reprocessing job for the place as the write path queues it (places/write.ts). */
async function queue(companyId: number, placeId: number, lat: number, lng: number, extra: { claimed_by?: string; claimed_until_ts?: number } = {}) {
  const box = { minLat: lat - 0.01, maxLat: lat + 0.01, minLng: lng - 0.01, maxLng: lng + 0.01 };
  const row = await world.db
    .insertInto('place_jobs')
    .values({
      company_id: companyId,
      place_id: placeId,
      kind: 'geofence',
      payload: JSON.stringify({ boxes: [box], location: true }),
      status: 'pending',
      created_ts: T0,
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A server instance in its own process (placeJobsInstance.ts) on the world's database. */
function instance(worker: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(dirname(fileURLToPath(import.meta.url)), 'placeJobsInstance.ts'), world.databaseUrl, worker], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const next = () =>
    new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      child.once('exit', (code) => reject(new Error(`${worker} exited with ${code}`)));
    });
  const ready = next().then((line) => expect(line).toBe('ready'));
  return {
    ready,
    go: () => child.stdin.end('go\n'),
    ran: ready.then(next).then((line) => JSON.parse(line) as number[]),
  };
}

const jobRow = (id: number) => world.db.selectFrom('place_jobs').select(['status', 'claimed_by', 'assets_done']).where('id', '=', id).executeTakeFirstOrThrow();

describe('place jobs on two instances', () => {
  it('run every job exactly once, and the inventories come out right', async () => {
    const sites: { company: number; token: string; placeId: number; asset: number; lat: number }[] = [];
    for (let i = 0; i < 4; i++) {
      const lat = 61 + i * 0.1;
      sites.push({
        company: world.companies.alpha,
        token: owners.alpha,
        placeId: await workSite(world.companies.alpha, `Alpha site ${i}`, lat, 15),
        asset: world.assets.alpha[i],
        lat,
      });
    }
    for (let i = 0; i < 2; i++) {
      const lat = 63 + i * 0.1;
      sites.push({
        company: world.companies.beta,
        token: owners.beta,
        placeId: await workSite(world.companies.beta, `Beta site ${i}`, lat, 15),
        asset: world.assets.beta[i],
        lat,
      });
    }
    for (const s of sites) {
      expect(await inside(s.token, s.placeId)).toBe(0);
      await parkInside(s.asset, s.lat, 15);
    }
    const jobIds = [];
    for (const s of sites) jobIds.push(await queue(s.company, s.placeId, s.lat, 15));

    const a = instance('instance-a');
    const b = instance('instance-b');
    await Promise.all([a.ready, b.ready]);
    a.go();
    b.go();
    const [ranA, ranB] = await Promise.all([a.ran, b.ran]);
    expect([...ranA, ...ranB].sort((x, y) => x - y)).toEqual(jobIds);
    for (const id of jobIds) {
      const row = await jobRow(id);
      expect(row.status).toBe('done');
      expect(row.assets_done).toBe(1);
      expect(ranA.includes(id) ? 'instance-a' : 'instance-b').toBe(row.claimed_by);
    }
    // Each company's jobs ended in the order they were queued, whichever instance ran them.
    for (const company of [world.companies.alpha, world.companies.beta]) {
      const ended = await world.db
        .selectFrom('place_jobs')
        .select('id')
        .where('company_id', '=', company)
        .where('id', 'in', jobIds)
        .orderBy('finished_ts')
        .execute();
      const ids = ended.map((r) => r.id);
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
    }
    for (const s of sites) expect(await inside(s.token, s.placeId)).toBe(1);
    // This instance's waitFor (what a route awaits) sees a job another instance ran as finished.
    expect(await new PlaceJobs(world.db).waitFor(jobIds[0], 1000)).toBe(true);
  });

  it("leave a job leased by a live instance alone (and the company's later jobs), and take it over once the lease runs out", async () => {
    const lat = 64;
    const placeId = await workSite(world.companies.alpha, 'Leased site', lat, 16);
    const later = await workSite(world.companies.alpha, 'Queued after it', lat + 0.1, 16);
    // Machines 1 and 2 drove on from their test-1 sites to these two.
    await parkInside(world.assets.alpha[0], lat, 16, T0 + 5 * HOUR);
    await parkInside(world.assets.alpha[1], lat + 0.1, 16, T0 + 5 * HOUR);
    const now = Date.now();
    const leased = await queue(world.companies.alpha, placeId, lat, 16, { claimed_by: 'instance-dead', claimed_until_ts: now + 2 * MINUTE });
    const next = await queue(world.companies.alpha, later, lat + 0.1, 16);
    const betaPlace = await workSite(world.companies.beta, 'Beta free site', lat + 0.2, 16);
    const betaJob = await queue(world.companies.beta, betaPlace, lat + 0.2, 16);

    const a = new PlaceJobs(world.db, { worker: 'instance-a', now: () => now });
    await a.kick();
    expect(a.stats.map((s) => s.jobId)).toEqual([betaJob]);
    expect(await jobRow(leased)).toMatchObject({ status: 'pending', claimed_by: 'instance-dead' });
    expect(await jobRow(next)).toMatchObject({ status: 'pending', claimed_by: null });
    expect(await inside(owners.alpha, placeId)).toBe(0);

    const b = new PlaceJobs(secondDb, { worker: 'instance-b', now: () => now + 3 * MINUTE });
    await b.kick();
    expect(b.stats.map((s) => s.jobId)).toEqual([leased, next]);
    expect(await jobRow(leased)).toMatchObject({ status: 'done', claimed_by: 'instance-b', assets_done: 1 });
    expect(await inside(owners.alpha, placeId)).toBe(1);
    expect(await inside(owners.alpha, later)).toBe(1);
  });

  it('roll back the write of an instance whose lease another instance took over', async () => {
    const placeId = await workSite(world.companies.beta, 'Contested site', 65, 17);
    const jobId = await queue(world.companies.beta, placeId, 65, 17);
    const now = Date.now();
    expect((await claimPlaceJob(world.db, 'instance-a', now, MINUTE))?.id).toBe(jobId);
    // Held: the other instance finds nothing to do until the lease runs out, then takes the job.
    expect(await claimPlaceJob(secondDb, 'instance-b', now + MINUTE / 2, MINUTE)).toBeNull();
    expect((await claimPlaceJob(secondDb, 'instance-b', now + 2 * MINUTE, MINUTE))?.id).toBe(jobId);

    const marker = 'written by the instance that lost its lease';
    await expect(
      world.db.transaction().execute(async (trx) => {
        await trx.updateTable('places').set({ description: marker }).where('id', '=', placeId).execute();
        await advanceJob(trx, jobId, 'instance-a', world.assets.beta[0], now + 3 * MINUTE);
      }),
    ).rejects.toBeInstanceOf(LeaseLost);
    const place = await world.db.selectFrom('places').select('description').where('id', '=', placeId).executeTakeFirstOrThrow();
    expect(place.description).not.toBe(marker);
    // The new holder's write goes through and moves the cursor.
    await secondDb.transaction().execute((trx) => advanceJob(trx, jobId, 'instance-b', world.assets.beta[0], now + 3 * MINUTE));
    const row = await sql<{ cursor_asset_id: number; claimed_by: string }>`select cursor_asset_id, claimed_by from place_jobs where id = ${jobId}`.execute(
      world.db,
    );
    expect(row.rows.map((r) => [Number(r.cursor_asset_id), r.claimed_by])).toEqual([[world.assets.beta[0], 'instance-b']]);
  });
});

// One job runner per database: the routes queue and wait on it, the lifecycle timer resumes it.
// Keyed by the Db instance (tests build several apps, each on its own database).
import type { Db } from '../db/database.ts';
import { PlaceJobs } from './jobs.ts';

const runners = new WeakMap<Db, PlaceJobs>();

export function placeJobsFor(db: Db, log?: { warn(obj: unknown, msg: string): void }): PlaceJobs {
  let jobs = runners.get(db);
  if (!jobs) {
    jobs = new PlaceJobs(db, { warn: (message, error, jobId) => log?.warn({ err: error, job: 'place_jobs', jobId }, message) });
    runners.set(db, jobs);
  }
  return jobs;
}

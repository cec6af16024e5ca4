// Service planning at server start (started by telemetry/runtime.ts before the server listens): one
// pass over every plan (the hours may have moved while the server was down or during the
// simulator's backfill), then a sweep every few minutes for the machines whose local midnight has
// passed (a calendar date or the predicted day came closer). Between sweeps nothing is polled: hour
// changes arrive through the telemetry hook (hook.ts).
import type { Db } from '../db/database.ts';
import { refreshAllPlans, sweepDuePlans } from './refresh.ts';

interface Log {
  info: (msg: string) => void;
  error: (obj: object, msg: string) => void;
}

/** SITELINE_SERVICE_SWEEP_SECONDS: how often the sweep looks for machines past their midnight (default 300). */
export function sweepIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.SITELINE_SERVICE_SWEEP_SECONDS ?? 300);
  return Number.isFinite(seconds) && seconds >= 1 ? Math.min(seconds, 3600) * 1000 : 300_000;
}

export async function startServicePlanning(db: Db, log: Log, now: () => number = Date.now) {
  const started = performance.now();
  const { plans, changed } = await refreshAllPlans(db, now());
  log.info(`Service planning: ${plans} plans refreshed (${changed} changed) in ${Math.round(performance.now() - started)} ms`);
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => sweepDuePlans(db, now())).catch((err: unknown) => log.error({ err }, 'service sweep failed; retried at the next interval'));
  }, sweepIntervalMs());
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}

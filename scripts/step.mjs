// One step of a test script (scripts/test.mjs, scripts/changed.mjs): its name, the command run with
// the terminal, and how it ended and how long it took.
import { spawnSync } from 'node:child_process';

/** Runs `cmd args` with `env` added; true when it exited 0. */
export function runStep(name, cmd, args, env = {}) {
  console.log(`\n== ${name}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

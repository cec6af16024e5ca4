// One step of a test script (scripts/test.mjs, scripts/changed.mjs): its name, the command run with
// the terminal, and how it ended and how long it took; or several such steps at once.
import { spawn, spawnSync } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The typecheck: TypeScript 7, the compiler in Go, on the project's tsconfig (about 32 s of CPU where
 * TypeScript 6 took 110-140). typescript-eslint still needs TypeScript 6 (its peer range ends below
 * 6.1), which stays for ESLint and the editor (decision 0068). Called by path: both packages name
 * their command `tsc`, and which one npm links as node_modules/.bin/tsc is its choice.
 */
export const TYPECHECK = { cmd: process.execPath, args: ['node_modules/typescript-native/bin/tsc', '-p', 'tsconfig.json', '--noEmit'] };

/** Runs `cmd args` with `env` added; true when it exited 0. */
export function runStep(name, cmd, args, env = {}) {
  console.log(`\n== ${name}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

/**
 * Runs the steps at once (each keeps one core busy, as tsc and ESLint do) and reports them in the
 * given order as each ends: its output, kept in a file meanwhile so the steps' lines do not mix, then
 * how it ended. Resolves to each step's success, in order.
 */
export async function runStepsTogether(steps, outputDir) {
  const started = Date.now();
  const runs = steps.map(({ name, cmd, args, env = {} }, i) => {
    const file = join(outputDir, `step-${i}-${name}.log`);
    const child = spawn(cmd, args, { stdio: ['ignore', openSync(file, 'w'), openSync(file, 'a')], env: { ...process.env, ...env } });
    const ended = new Promise((resolve) => {
      child.once('error', () => resolve({ code: 1, at: Date.now() }));
      child.once('exit', (code) => resolve({ code, at: Date.now() }));
    });
    return { name, file, ended };
  });
  const results = [];
  for (const { name, file, ended } of runs) {
    const { code, at } = await ended;
    console.log(`\n== ${name}`);
    process.stdout.write(readFileSync(file, 'utf8'));
    console.log(`== ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${((at - started) / 1000).toFixed(1)} s (beside the others)`);
    results.push(code === 0);
  }
  return results;
}

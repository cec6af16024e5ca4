// The browser benches' server (mapIdle.ts, replayStart.ts; mapFrames.ts ends the same way): the
// built server on a throw-away data folder with the demo fleet (60 days of simulated history, no
// device doors), awaited until it answers; and the ending: run the measurement, then stop the server
// and remove its data folder once it has exited (it writes its outbox while it stops), whether the
// measurement passed or failed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `root`: the checkout whose build runs (another one for a before/after); `env`: settings on top. */
export function startBuiltServer(port: number, options: { root?: string; env?: Record<string, string> } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'siteline-bench-'));
  const server = spawn(process.execPath, ['build/server/main.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      SITELINE_DATA_DIR: dataDir,
      SITELINE_SIMULATOR_DAYS: '60',
      SITELINE_INGEST_PORT: '0',
      SITELINE_TELTONIKA_PORT: '0',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    cwd: options.root ?? process.cwd(),
  });
  return { server, dataDir };
}

/** Resolves once `base`/api/health answers (a first start seeds the demo fleet: minutes on a busy machine). */
export async function waitForHealth(base: string): Promise<void> {
  for (const started = Date.now(); Date.now() - started < 600_000;) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the server did not answer within 10 minutes');
}

export function runWithServer(main: () => Promise<void>, server: ChildProcess, stop: () => void, dataDir: string): void {
  main()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      stop();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 1000 });
    });
}

// The browser benches' ending (mapFrames.ts, mapIdle.ts): run the measurement, then stop the server
// they started and remove its throw-away data folder once it has exited (it writes its outbox while
// it stops), whether the measurement passed or failed.
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

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

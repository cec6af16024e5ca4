// kill -9 durability of the Teltonika door (bench/teltonikaKill.ts): a child process runs the door
// on a file SQLite database, units record every record count they are answered, the child is killed
// mid-run, and every answered record must be in the reopened database. A short run here; the
// issue's 10-minute run is `npm run bench -- --only=teltonika-kill --kill-seconds=600`.
import { expect, it } from 'vitest';
import { runKillCheck } from '../../bench/teltonikaKill.ts';

it('every record answered before a kill -9 is in the database after it', async () => {
  const result = await runKillCheck({ seconds: 4, units: 8 });
  expect(result.recordsAnswered).toBeGreaterThan(500);
  expect(result.wrongCounts).toBe(0);
  expect(result.missing).toBe(0);
});

// A scheduled-report runner in its own process for tests/api/reportSchedules.test.ts, as a server
// instance runs it (its own database connection, the outbox mailer): the test kills one with SIGKILL
// in the middle of a run and starts another, a real restart rather than a second call in one process.
// Prints "sent <recipient>" after each mail; with `die-at-second` it stops at the second mail, before
// writing it, and waits to be killed; at the end it prints "done <runs>".
import { openDatabase } from '../../server/src/db/database.ts';
import { runReportSchedules } from '../../server/src/reports/scheduleJob.ts';
import { createMailer, type Mailer } from '../../server/src/services/mailer.ts';

const [databaseUrl, dataDir, worker, now, mode] = process.argv.slice(2);
const db = openDatabase(databaseUrl, { poolSize: 2 });
const outbox = createMailer({ dataDir, smtpUrl: '', mailFrom: 'Siteline <no-reply@siteline.example>' });
let sends = 0;
const mailer: Mailer = {
  kind: 'outbox',
  async send(message) {
    if (++sends === 2 && mode === 'die-at-second') {
      console.log('stopping');
      await new Promise(() => {});
    }
    await outbox.send(message);
    console.log(`sent ${message.to}`);
  },
};
const runs = await runReportSchedules(db, mailer, { worker, publicUrl: 'https://siteline.example.com', now: () => Number(now) });
console.log(`done ${runs}`);
await db.destroy();

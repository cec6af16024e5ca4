// Scheduled reports (Settings → Scheduled reports; issue 29, decision 0061): the REST calls and the
// /graphql door Mesh makes of them, and the delivery job. Reports rights (any web user of the
// company, support only while impersonating); a user's own schedules only (another user's or
// company's id is a 404); recipients only of the same company (400 naming the field); every change
// audited. A due period is one run (unique schedule + period start) mailed once to each recipient,
// in their language, with the xlsx attached: across a runner's restart, a runner process killed
// mid-run and one started again, a runner that dies mid-run and two runners at once.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createWorld, type World } from './fixture.ts';
import { buildApp } from '../../server/src/app.ts';
import { createMailer, outboxDir, type Mailer, type MailMessage } from '../../server/src/services/mailer.ts';
import { claimRun, enqueueDueRuns, runReportSchedules } from '../../server/src/reports/scheduleJob.ts';
import { releaseClaims } from '../../server/src/ops/claims.ts';
import { MAX_COLLEAGUES_OFFERED } from '../../machines/reportSchedule/reportSchedule.rules.ts';

let world: World;
let meshApp: Awaited<ReturnType<typeof buildApp>>;
const tokens: Record<string, string> = {};
const DAY = 86_400_000;
const ORIGIN = 'https://siteline.example.com';

beforeAll(async () => {
  world = await createWorld({}, { accounts: true });
  for (const email of ['owner@alpha.test', 'admin@alpha.test', 'user@alpha.test', 'owner@beta.test']) tokens[email] = (await world.login(email)).access_token;
  tokens.support = (await world.login('support@siteline.test', 3)).access_token;
  // The user reads Swedish, the owner English (the default), the admin Norwegian.
  await world.db.updateTable('users').set({ language_id: 2 }).where('email', '=', 'user@alpha.test').execute();
  await world.db.updateTable('users').set({ language_id: 3 }).where('email', '=', 'admin@alpha.test').execute();
  meshApp = await buildApp({ db: world.db, config: world.config, withFrontends: true });
  await meshApp.ready();
});
afterAll(async () => {
  await meshApp.close();
  await world.close();
});

const URL = '/api/web/v1/settings/report-schedules';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', token: string | null, payload?: object, id?: number) =>
  world.app.inject({ method, url: id === undefined ? URL : `${URL}?id=${id}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const graphql = (token: string, query: string, variables: object = {}) =>
  meshApp.inject({ method: 'POST', url: '/graphql', headers: bearer(token), payload: { query, variables } });
const id = (email: string) => world.users[email].id;

describe('REST /api/web/v1/settings/report-schedules', () => {
  it('lists no schedules and the active colleagues of the same company (not the caller, not one never activated, no other company)', async () => {
    const res = await call('GET', tokens['owner@alpha.test']);
    expect(res.statusCode, res.body).toBe(200);
    const { schedules, colleagues } = res.json().data;
    expect(schedules).toEqual([]);
    expect(colleagues.map((c: { email: string }) => c.email).sort()).toEqual(['admin@alpha.test', 'user@alpha.test']);
  });

  it('creates, reads, changes and deletes a schedule, each change audited before and after', async () => {
    const created = await call('POST', tokens['owner@alpha.test'], { report: 'usage', frequency: 'weekly', recipients: [id('user@alpha.test')] });
    expect(created.statusCode, created.body).toBe(200);
    const schedule = created.json().data;
    expect(schedule).toMatchObject({ report: 'usage', frequency: 'weekly', recipients: [id('user@alpha.test')] });
    expect((await call('GET', tokens['owner@alpha.test'])).json().data.schedules).toEqual([schedule]);

    const changed = await call('PUT', tokens['owner@alpha.test'], { report: 'utilization', frequency: 'monthly', recipients: [] }, schedule.id);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ id: schedule.id, report: 'utilization', frequency: 'monthly', recipients: [] });

    const deleted = await call('DELETE', tokens['owner@alpha.test'], undefined, schedule.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ id: schedule.id });
    expect((await call('GET', tokens['owner@alpha.test'])).json().data.schedules).toEqual([]);

    const audit = await world.db.selectFrom('settings_audit').selectAll().where('setting', '=', 'reportSchedule').orderBy('id').execute();
    expect(audit.map((a) => [a.user_id, JSON.parse(a.before_value)?.report ?? null, JSON.parse(a.after_value)?.report ?? null])).toEqual([
      [id('owner@alpha.test'), null, 'usage'],
      [id('owner@alpha.test'), 'usage', 'utilization'],
      [id('owner@alpha.test'), 'utilization', null],
    ]);
  });

  it('answers 400 with a message per field: unknown report or frequency, missing, extra fields, too many or foreign recipients; nothing stored', async () => {
    const owner = tokens['owner@alpha.test'];
    const cases: [object, string][] = [
      [{ report: 'fuel', frequency: 'weekly', recipients: [] }, 'report'],
      [{ report: 'usage', frequency: 'daily', recipients: [] }, 'frequency'],
      [{ report: 'usage', recipients: [] }, 'frequency'],
      [{ report: 'usage', frequency: 'weekly', recipients: [0] }, 'recipients/0'],
      [{ report: 'usage', frequency: 'weekly', recipients: [], extra: 1 }, 'extra'],
      [{ report: 'usage', frequency: 'weekly', recipients: Array.from({ length: 21 }, (_, i) => i + 1) }, 'recipients'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}).join(' '), JSON.stringify(body)).toContain(field.split('/')[0]);
    }
    // Ids of another company's user, of a user never activated, of a support agent: refused by the server's check.
    for (const email of ['owner@beta.test', 'invited@alpha.test', 'support@siteline.test']) {
      const res = await call('POST', owner, { report: 'usage', frequency: 'weekly', recipients: [id(email)] });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().error.fields).toEqual({ recipients: ['Choose colleagues of your company'] });
    }
    expect(await world.db.selectFrom('report_schedules').selectAll().execute()).toEqual([]);
  });

  it('keeps schedules to their owner and company: another company’s or another user’s id is a 404; support is 403, anonymous 401', async () => {
    const { id: scheduleId } = (await call('POST', tokens['owner@alpha.test'], { report: 'usage', frequency: 'weekly', recipients: [] })).json().data;
    const body = { report: 'usage', frequency: 'monthly', recipients: [] };
    for (const who of ['owner@beta.test', 'user@alpha.test']) {
      expect((await call('PUT', tokens[who], body, scheduleId)).statusCode, who).toBe(404);
      expect((await call('DELETE', tokens[who], undefined, scheduleId)).statusCode, who).toBe(404);
      expect((await call('GET', tokens[who])).json().data.schedules, who).toEqual([]);
    }
    expect((await call('PUT', tokens['owner@alpha.test'], body, 999_999)).statusCode).toBe(404);
    expect((await call('GET', tokens.support)).statusCode).toBe(403);
    expect((await call('POST', tokens.support, body)).statusCode).toBe(403);
    expect((await call('GET', null)).statusCode).toBe(401);
    // Any web user has the reports rights: the plain user schedules their own.
    expect((await call('POST', tokens['user@alpha.test'], body)).statusCode).toBe(200);
    expect((await call('GET', tokens['owner@alpha.test'])).json().data.schedules).toEqual([expect.objectContaining({ id: scheduleId, frequency: 'weekly' })]);
    await world.db.deleteFrom('report_schedules').execute();
  });
});

describe('/graphql', () => {
  const READ = 'query { reportSchedules { data { schedules { id report frequency recipients } colleagues { userId email } } } }';
  const CREATE = 'mutation ($input: createReportSchedule_request_Input) { createReportSchedule(input: $input) { data { id report frequency recipients } } }';
  const DELETE = 'mutation ($id: PositiveInt!) { deleteReportSchedule(id: $id) { data { id } } }';

  it('creates, reads and deletes as REST does, with the same 400, 404 and 403', async () => {
    const owner = tokens['owner@alpha.test'];
    const created = (await graphql(owner, CREATE, { input: { report: 'utilization', frequency: 'weekly', recipients: [id('admin@alpha.test')] } })).json();
    expect(created.errors).toBeUndefined();
    const schedule = created.data.createReportSchedule.data;
    expect(schedule).toMatchObject({ report: 'utilization', frequency: 'weekly', recipients: [id('admin@alpha.test')] });
    const read = (await graphql(owner, READ)).json();
    expect(read.errors).toBeUndefined();
    expect(read.data.reportSchedules.data.schedules).toEqual([schedule]);

    const [foreign] = (await graphql(owner, CREATE, { input: { report: 'usage', frequency: 'weekly', recipients: [id('owner@beta.test')] } })).json().errors;
    expect(foreign.extensions.response.status).toBe(400);
    expect(foreign.extensions.response.body.error.fields).toEqual({ recipients: ['Choose colleagues of your company'] });
    const [stranger] = (await graphql(tokens['owner@beta.test'], DELETE, { id: schedule.id })).json().errors;
    expect(stranger.extensions.response.status).toBe(404);
    const [support] = (await graphql(tokens.support, READ)).json().errors;
    expect(support.extensions.response.status).toBe(403);

    const deleted = (await graphql(owner, DELETE, { id: schedule.id })).json();
    expect(deleted.errors).toBeUndefined();
    expect((await call('GET', owner)).json().data.schedules).toEqual([]);
  });
});

/** The outbox mailer, counting every send (a resend overwrites the same .eml file, so files alone would hide a double). */
function countingMailer(): Mailer & { sent: MailMessage[] } {
  const outbox = createMailer(world.config);
  const sent: MailMessage[] = [];
  return {
    kind: 'outbox',
    sent,
    async send(message) {
      sent.push(message);
      await outbox.send(message);
    },
  };
}

/** A report runner in its own process (reportRunnerInstance.ts) on the world's database and outbox. */
function runnerProcess(worker: string, now: number, mode = '') {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'reportRunnerInstance.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, world.databaseUrl, world.config.dataDir, worker, String(now), mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const watchers: Array<() => void> = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    for (const watch of watchers) watch();
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const printed = (line: string) =>
    new Promise<void>((resolve, reject) => {
      const watch = () => lines.includes(line) && resolve();
      watchers.push(watch);
      watch();
      void exit.then(() => reject(new Error(`${worker} ended before printing "${line}": ${lines.join(' / ')}`)));
    });
  return { lines, exit, printed, kill: () => child.kill('SIGKILL') };
}

async function readSheet(content: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  return workbook;
}

describe('delivery', () => {
  // A week and a day after the schedule is made, its last whole week is due.
  const later = () => Date.now() + 8 * DAY;

  it('mails a due week once to the owner and each colleague, in their language, with the xlsx attached; a restarted runner sends nothing again', async () => {
    const owner = tokens['owner@alpha.test'];
    const { id: scheduleId } = (
      await call('POST', owner, { report: 'usage', frequency: 'weekly', recipients: [id('user@alpha.test'), id('admin@alpha.test')] })
    ).json().data;
    const now = later();
    expect(await enqueueDueRuns(world.db, now)).toBe(1);
    const [run] = await world.db.selectFrom('report_runs').selectAll().where('schedule_id', '=', scheduleId).execute();
    // The ISO week before the current one: Monday to Sunday.
    expect(new Date(`${run.period_start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(Date.parse(`${run.period_end}T00:00:00Z`) - Date.parse(`${run.period_start}T00:00:00Z`)).toBe(6 * DAY);
    // Figures on the period's first day: Alpha's first machine 3 h engine, 1 h idle; Beta's must not show.
    await world.db
      .insertInto('asset_usage_daily')
      .values([
        { asset_id: world.assets.alpha[0], company_id: world.companies.alpha, day: run.period_start, engine_s: 3 * 3600, idle_s: 3600, distance_m: 0 },
        { asset_id: world.assets.beta[0], company_id: world.companies.beta, day: run.period_start, engine_s: 5 * 3600, idle_s: 0, distance_m: 0 },
      ])
      .execute();

    const mailer = countingMailer();
    expect(await runReportSchedules(world.db, mailer, { worker: 'instance-a', publicUrl: ORIGIN, now: () => now })).toBe(1);
    expect(mailer.sent.map((m) => m.to).sort()).toEqual(['admin@alpha.test', 'owner@alpha.test', 'user@alpha.test']);

    // The runner restarts (a new worker, a later tick): the period's run is done, nothing is sent again.
    const restarted = countingMailer();
    expect(await runReportSchedules(world.db, restarted, { worker: 'instance-a-restarted', publicUrl: ORIGIN, now: () => now + 60_000 })).toBe(0);
    expect(await runReportSchedules(world.db, restarted, { worker: 'instance-b', publicUrl: ORIGIN, now: () => now + DAY })).toBe(0);
    expect(restarted.sent).toEqual([]);
    expect(await world.db.selectFrom('report_runs').select('id').where('schedule_id', '=', scheduleId).execute()).toHaveLength(1);

    // The mails as a mail program reads them.
    const files = mailer.sent.map((m) => `${m.id}-${m.to}.eml`);
    const expected = {
      'owner@alpha.test': ['en', 'Usage per day', 'Usage report'],
      'user@alpha.test': ['sv', 'Användning per dag', 'Användningsrapport'],
      'admin@alpha.test': ['nb', 'Bruk per dag', 'Bruksrapport'],
    } as const;
    for (const file of files) {
      const parsed = await simpleParser(readFileSync(join(outboxDir(world.config), file)));
      const to = (Array.isArray(parsed.to) ? parsed.to[0] : parsed.to)!.value[0].address as keyof typeof expected;
      const [language, sheetName, reportName] = expected[to];
      expect(parsed.headers.get('content-language'), to).toBe(language);
      expect(parsed.subject, to).toContain(reportName);
      expect(parsed.subject, to).toContain(run.period_start.replaceAll('-', '/'));
      expect(parsed.text, to).toContain(`${ORIGIN}/analytics`);
      expect(parsed.text, to).toContain(`${ORIGIN}/settings/scheduled-reports`);
      expect(parsed.attachments, to).toHaveLength(1);
      const [attachment] = parsed.attachments;
      expect(attachment.filename).toBe(`usage-report_${run.period_start}_${run.period_end}.xlsx`);
      expect(attachment.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const workbook = await readSheet(attachment.content);
      const perDay = workbook.worksheets[0];
      expect(perDay.name, to).toBe(sheetName);
      const rows = perDay.getSheetValues().slice(2) as unknown[][];
      const names = new Set(rows.map((r) => r[1]));
      expect([...names].sort()).toEqual(['A machine 1', 'A machine 2', 'A machine 3']);
      const first = rows.find((r) => r[1] === 'A machine 1' && r[5] === run.period_start.replaceAll('-', '/'))!;
      expect(first.slice(6, 9)).toEqual([3, 1, 2]);
      expect(rows).toHaveLength(3 * 7);
    }
    await world.db.deleteFrom('report_schedules').execute();
  });

  it('a runner that dies mid-run: the run waits for its lease (or is given back), then mails only those not mailed yet', async () => {
    const { id: scheduleId } = (
      await call('POST', tokens['owner@alpha.test'], { report: 'utilization', frequency: 'weekly', recipients: [id('user@alpha.test')] })
    ).json().data;
    const now = later();
    await enqueueDueRuns(world.db, now);
    // The dead runner claimed the run and mailed the owner before it died.
    const claimed = await claimRun(world.db, 'dead-host:1', now, 120_000);
    expect(claimed).not.toBeNull();
    await world.db
      .updateTable('report_runs')
      .set({ sent_to: JSON.stringify([id('owner@alpha.test')]) })
      .where('id', '=', claimed!.id)
      .execute();

    const mailer = countingMailer();
    expect(await runReportSchedules(world.db, mailer, { worker: 'instance-b', publicUrl: ORIGIN, now: () => now + 1000 })).toBe(0);
    expect(mailer.sent).toEqual([]);
    // Its claim given back (a graceful stop), or its lease run out: the other runner finishes the run.
    expect((await releaseClaims(world.db, 'dead-host:1')).reportRuns).toBe(1);
    expect(await runReportSchedules(world.db, mailer, { worker: 'instance-b', publicUrl: ORIGIN, now: () => now + 2000 })).toBe(1);
    expect(mailer.sent.map((m) => m.to)).toEqual(['user@alpha.test']);
    const [attachment] = (await simpleParser(readFileSync(join(outboxDir(world.config), `${mailer.sent[0].id}-user@alpha.test.eml`)))).attachments;
    expect(attachment.filename).toMatch(/^utilization-summary_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = (await readSheet(attachment.content)).worksheets[0];
    expect(sheet.name).toBe('Nyttjande');
    expect(sheet.getRow(1).values).toContain('Motortimmar');
    expect(await world.db.selectFrom('report_runs').select('sent_ts').where('schedule_id', '=', scheduleId).execute()).toEqual([
      { sent_ts: expect.anything() },
    ]);
    await world.db.deleteFrom('report_schedules').execute();
  });

  it('a runner process killed mid-run and the instance started again: every recipient mailed exactly once, with the xlsx', async () => {
    const { id: scheduleId } = (
      await call('POST', tokens['owner@alpha.test'], { report: 'usage', frequency: 'weekly', recipients: [id('user@alpha.test'), id('admin@alpha.test')] })
    ).json().data;
    const now = later();
    const first = runnerProcess('host-a:1', now, 'die-at-second');
    await first.printed('stopping');
    first.kill();
    expect(await first.exit).not.toBe(0);
    // The instance started again, once the dead one's lease (2 minutes past its last mail) ran out.
    const second = runnerProcess('host-a:2', now + 121_000);
    expect(await second.exit).toBe(0);
    expect(second.lines.at(-1)).toBe('done 1');
    const mailed = [...first.lines, ...second.lines].filter((line) => line.startsWith('sent ')).map((line) => line.slice(5));
    expect(mailed.sort()).toEqual(['admin@alpha.test', 'owner@alpha.test', 'user@alpha.test']);
    // The period's one run is done (a later start finds nothing to send: the test above).
    const [run, ...others] = await world.db.selectFrom('report_runs').selectAll().where('schedule_id', '=', scheduleId).execute();
    expect(others).toEqual([]);
    expect(run.sent_ts).not.toBeNull();
    for (const to of mailed) {
      const { attachments } = await simpleParser(readFileSync(join(outboxDir(world.config), `report-${run.id}-${id(to)}-${to}.eml`)));
      expect(attachments.map((a) => a.contentType)).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    }
    await world.db.deleteFrom('report_schedules').execute();
  });

  it('two runners at once: one run per period, each recipient mailed once', async () => {
    await call('POST', tokens['owner@alpha.test'], { report: 'usage', frequency: 'weekly', recipients: [id('user@alpha.test')] });
    const now = later();
    const a = countingMailer();
    const b = countingMailer();
    const [doneA, doneB] = await Promise.all([
      runReportSchedules(world.db, a, { worker: 'instance-a', publicUrl: ORIGIN, now: () => now }),
      runReportSchedules(world.db, b, { worker: 'instance-b', publicUrl: ORIGIN, now: () => now }),
    ]);
    expect(doneA + doneB).toBe(1);
    expect([...a.sent, ...b.sent].map((m) => m.to).sort()).toEqual(['owner@alpha.test', 'user@alpha.test']);
    await world.db.deleteFrom('report_schedules').execute();
  });

  it('sends nothing once the owner is disabled, to the colleagues neither', async () => {
    const { id: scheduleId } = (
      await call('POST', tokens['user@alpha.test'], { report: 'usage', frequency: 'weekly', recipients: [id('owner@alpha.test')] })
    ).json().data;
    const now = later();
    await enqueueDueRuns(world.db, now);
    await world.db.updateTable('users').set({ disabled: 1 }).where('email', '=', 'user@alpha.test').execute();
    const mailer = countingMailer();
    expect(await runReportSchedules(world.db, mailer, { worker: 'instance-a', publicUrl: ORIGIN, now: () => now })).toBe(1);
    expect(mailer.sent).toEqual([]);
    const [run] = await world.db.selectFrom('report_runs').selectAll().where('schedule_id', '=', scheduleId).execute();
    expect(run.last_error).toBe('not sent: the owner is no longer active');
    // No run is made for a later period either.
    expect(await enqueueDueRuns(world.db, now + 7 * DAY)).toBe(0);
    await world.db.updateTable('users').set({ disabled: 0 }).where('email', '=', 'user@alpha.test').execute();
    await world.db.deleteFrom('report_schedules').execute();
  });

  it('sends nothing for a period that ended before the schedule was made, or for a deleted schedule', async () => {
    const { id: scheduleId } = (await call('POST', tokens['owner@alpha.test'], { report: 'usage', frequency: 'monthly', recipients: [] })).json().data;
    const mailer = countingMailer();
    // Today: last month ended before the schedule was made.
    expect(await runReportSchedules(world.db, mailer, { worker: 'instance-a', publicUrl: ORIGIN, now: () => Date.now() })).toBe(0);
    await call('DELETE', tokens['owner@alpha.test'], undefined, scheduleId);
    expect(await runReportSchedules(world.db, mailer, { worker: 'instance-a', publicUrl: ORIGIN, now: () => Date.now() + 40 * DAY })).toBe(0);
    expect(mailer.sent).toEqual([]);
  });
});

describe('a company with more colleagues than the form offers', () => {
  const LARGE = 'large-company.test';
  afterAll(async () => {
    await world.db.deleteFrom('report_schedules').where('user_id', '=', id('user@alpha.test')).execute();
    await world.db.deleteFrom('users').where('email', 'like', `%@${LARGE}`).execute();
  });

  it(`offers the first ${MAX_COLLEAGUES_OFFERED} by name, and a save still takes any colleague`, async () => {
    const user = await world.db.selectFrom('users').selectAll().where('email', '=', 'user@alpha.test').executeTakeFirstOrThrow();
    // Named after everybody already there ("zz…"), so the last of them falls outside the offered list.
    const rows = Array.from({ length: MAX_COLLEAGUES_OFFERED }, (_, i) => ({
      uuid: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
      company_id: user.company_id,
      email: `colleague${String(i).padStart(3, '0')}@${LARGE}`,
      first_name: `zz${String(i).padStart(3, '0')}`,
      last_name: 'Colleague',
      password_hash: user.password_hash,
      scope: 'web',
      role: user.role,
      extra_permissions: '',
      created_at: user.created_at,
    }));
    for (let i = 0; i < rows.length; i += 100)
      await world.db
        .insertInto('users')
        .values(rows.slice(i, i + 100))
        .execute();
    const listed = (await call('GET', tokens['user@alpha.test'])).json().data.colleagues as { email: string }[];
    expect(listed).toHaveLength(MAX_COLLEAGUES_OFFERED);
    const last = rows.at(-1)!.email;
    expect(listed.map((c) => c.email)).not.toContain(last);
    const lastId = (await world.db.selectFrom('users').select('id').where('email', '=', last).executeTakeFirstOrThrow()).id;
    const saved = await call('POST', tokens['user@alpha.test'], { report: 'usage', frequency: 'weekly', recipients: [lastId] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.recipients).toEqual([lastId]);
  });
});

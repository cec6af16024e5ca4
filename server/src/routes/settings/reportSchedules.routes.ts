// Scheduled reports (Settings → Scheduled reports; issue 29, decision 0061): a user's schedules of
// the usage report or the utilization summary, weekly or monthly, to themselves and colleagues.
// Reports rights, as the usage report and analytics: any web-scope user of the company (decision
// 0056); support agents only while impersonating. A user reads and changes only their own schedules:
// another user's or company's id is a 404. Recipients are checked against the company's active users
// here, whatever the client sent (400 with the field's message). Every change goes to settings_audit.
// The mails are sent by the delivery job (reports/scheduleJob.ts).
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, notFound, ok } from '../../http/envelope.ts';
import { FieldErrors } from '../../domain/passwordRules.ts';
import {
  colleagueIdsAmong,
  colleaguesOf,
  createSchedule,
  deleteSchedule,
  listSchedules,
  updateSchedule,
  type ScheduleValues,
  type Who,
} from '../../reports/schedules.ts';
import {
  MAX_REPORT_SCHEDULES,
  reportScheduleProblems,
  scheduleProblemText,
  type ReportScheduleField,
} from '../../../../machines/reportSchedule/reportSchedule.rules.ts';
import type { Db } from '../../db/database.ts';
import {
  DeletedReportSchedule,
  ReportColleague,
  ReportSchedule,
  ReportScheduleBody,
  ReportScheduleIdQuery,
  ReportSchedules,
} from './reportSchedules.schemas.ts';

const tags = ['Settings'];
const URL = '/web/v1/settings/report-schedules';

const whoOf = (auth: { companyId: number; userId: number; impersonatedBy?: number }): Who => ({
  companyId: auth.companyId,
  userId: auth.userId,
  impersonatedBy: auth.impersonatedBy,
});

/** The audit line of a change to a schedule: who (and who impersonated them), which schedule. */
function audit(log: { info: (fields: object, message: string) => void }, who: Who, schedule: number, what: 'created' | 'changed' | 'deleted') {
  log.info({ company: who.companyId, user: who.userId, impersonatedBy: who.impersonatedBy, setting: 'reportSchedule', schedule }, `report schedule ${what}`);
}

/** The body checked with the shared rules against the company's users now (400 naming the field). */
async function checked(db: Db, who: Who, body: ScheduleValues): Promise<ScheduleValues> {
  const colleagues = await colleagueIdsAmong(db, who, body.recipients);
  const problems = reportScheduleProblems(body, colleagues);
  const errors = new FieldErrors();
  for (const [field, problem] of Object.entries(problems) as [ReportScheduleField, { message: string }][]) errors.add(field, scheduleProblemText(problem));
  errors.throwIfAny();
  return { report: body.report, frequency: body.frequency, recipients: [...body.recipients] };
}

export async function reportScheduleRoutes(app: TypedApp, { db }: AppContext) {
  app.addSchema(ReportSchedule);
  app.addSchema(ReportColleague);

  app.get(
    URL,
    {
      schema: {
        operationId: 'reportSchedules',
        tags,
        summary: "The caller's scheduled reports and the colleagues a schedule may mail",
        response: envelopeResponses(ReportSchedules),
      },
    },
    async (request) => {
      const who = whoOf(request.auth);
      return ok({ schedules: await listSchedules(db, who), colleagues: await colleaguesOf(db, who) });
    },
  );

  app.post(
    URL,
    {
      schema: {
        operationId: 'createReportSchedule',
        tags,
        summary: `Schedule a report by e-mail to the caller and chosen colleagues (at most ${MAX_REPORT_SCHEDULES} schedules per user)`,
        body: ReportScheduleBody,
        response: envelopeResponses(Type.Ref('ReportSchedule')),
      },
    },
    async (request) => {
      const who = whoOf(request.auth);
      const values = await checked(db, who, request.body);
      if ((await listSchedules(db, who)).length >= MAX_REPORT_SCHEDULES) {
        new FieldErrors().add('report', `At most ${MAX_REPORT_SCHEDULES} schedules`).throwIfAny();
      }
      const saved = await createSchedule(db, who, values);
      audit(request.log, who, saved.id, 'created');
      return ok(saved);
    },
  );

  app.put(
    URL,
    {
      schema: {
        operationId: 'updateReportSchedule',
        tags,
        summary: "Change one of the caller's scheduled reports",
        querystring: ReportScheduleIdQuery,
        body: ReportScheduleBody,
        response: envelopeResponses(Type.Ref('ReportSchedule')),
      },
    },
    async (request) => {
      const who = whoOf(request.auth);
      const values = await checked(db, who, request.body);
      const saved = await updateSchedule(db, who, request.query.id, values);
      if (!saved) throw notFound('Report schedule');
      audit(request.log, who, saved.id, 'changed');
      return ok(saved);
    },
  );

  app.delete(
    URL,
    {
      schema: {
        operationId: 'deleteReportSchedule',
        tags,
        summary: "Delete one of the caller's scheduled reports; nothing more is sent for it",
        querystring: ReportScheduleIdQuery,
        response: envelopeResponses(DeletedReportSchedule),
      },
    },
    async (request) => {
      const who = whoOf(request.auth);
      if (!(await deleteSchedule(db, who, request.query.id))) throw notFound('Report schedule');
      audit(request.log, who, request.query.id, 'deleted');
      return ok({ id: request.query.id });
    },
  );
}

import { Type } from '@sinclair/typebox';
import { Count } from '../../http/bounds.ts';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';
import { enforceLimit, SlidingWindowLimiter } from '../../services/rateLimit.ts';

// The browser reports its errors and module use here. A page sends at most 20 error reports per
// load (src/app/errorReporting.ts); the limits stop a script or a looping page from filling the
// tables: per user, so one user cannot crowd out another's reports, the same on every instance.
export const ERROR_REPORTS_PER_10_MINUTES = 60;
export const USAGE_EVENTS_PER_10_MINUTES = 600;
/** The newest error reports kept per user; older ones are dropped as new ones arrive. */
export const ERROR_REPORTS_KEPT_PER_USER = 1000;
const TOO_MANY_REPORTS = 'Too many reports in a short period. Please try again later.';

const ErrorReport = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: 4000 }),
    uri: Type.String({ maxLength: 2000 }),
    lineNumber: Type.Optional(Type.Union([Count(), Type.Null()])),
  },
  { additionalProperties: false },
);

const UsageReport = Type.Object(
  {
    usageType: Type.String({ minLength: 1, maxLength: 100 }),
    module: Type.String({ minLength: 1, maxLength: 100 }),
    subFunction: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);

const Stored = Type.Object({ id: Type.Integer() });

export async function logRoutes(app: TypedApp, { db }: AppContext) {
  const windowMs = 10 * 60_000;
  const errorLimit = new SlidingWindowLimiter(db, { bucket: 'log-error-user', max: ERROR_REPORTS_PER_10_MINUTES, windowMs });
  const usageLimit = new SlidingWindowLimiter(db, { bucket: 'log-usage-user', max: USAGE_EVENTS_PER_10_MINUTES, windowMs });

  app.post(
    '/web/v1/logs/error',
    {
      schema: {
        operationId: 'logError',
        tags: ['Logs'],
        summary: 'Store a browser error report',
        description: `At most ${ERROR_REPORTS_PER_10_MINUTES} reports per user in 10 minutes (429 with Retry-After past it); the newest ${ERROR_REPORTS_KEPT_PER_USER} per user are kept.`,
        body: ErrorReport,
        response: envelopeResponses(Stored, [429]),
      },
    },
    async (request, reply) => {
      await enforceLimit(reply, errorLimit.consume(String(request.auth.userId)), TOO_MANY_REPORTS);
      const { message, uri, lineNumber } = request.body;
      const row = await db
        .insertInto('error_logs')
        .values({
          company_id: request.auth.companyId,
          user_id: request.auth.userId,
          message,
          uri,
          line_number: lineNumber ?? null,
          user_agent: String(request.headers['user-agent'] ?? '').slice(0, 500),
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await dropOldReports(db, request.auth.userId, row.id);
      return ok({ id: row.id });
    },
  );

  app.post(
    '/web/v1/logs/userInterface',
    {
      schema: {
        operationId: 'logUserInterface',
        tags: ['Logs'],
        summary: 'Store a usage event (which module and function was used)',
        description: `At most ${USAGE_EVENTS_PER_10_MINUTES} events per user in 10 minutes (429 with Retry-After past it).`,
        body: UsageReport,
        response: envelopeResponses(Stored, [429]),
      },
    },
    async (request, reply) => {
      await enforceLimit(reply, usageLimit.consume(String(request.auth.userId)), TOO_MANY_REPORTS);
      const { usageType, module, subFunction } = request.body;
      const row = await db
        .insertInto('usage_logs')
        .values({
          company_id: request.auth.companyId,
          user_id: request.auth.userId,
          usage_type: usageType,
          module,
          sub_function: subFunction,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok({ id: row.id });
    },
  );
}

/** Keeps the user's newest ERROR_REPORTS_KEPT_PER_USER error reports (ids grow with time). */
async function dropOldReports(db: AppContext['db'], userId: number, newest: number) {
  const boundary = await db
    .selectFrom('error_logs')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '<=', newest)
    .orderBy('id', 'desc')
    .offset(ERROR_REPORTS_KEPT_PER_USER)
    .limit(1)
    .executeTakeFirst();
  if (boundary) await db.deleteFrom('error_logs').where('user_id', '=', userId).where('id', '<=', boundary.id).execute();
}

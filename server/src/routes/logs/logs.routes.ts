import { Type } from '@sinclair/typebox';
import { Count } from '../../http/bounds.ts';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';

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
  app.post(
    '/web/v1/logs/error',
    {
      schema: { operationId: 'logError', tags: ['Logs'], summary: 'Store a browser error report', body: ErrorReport, response: envelopeResponses(Stored) },
    },
    async (request) => {
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
        body: UsageReport,
        response: envelopeResponses(Stored),
      },
    },
    async (request) => {
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

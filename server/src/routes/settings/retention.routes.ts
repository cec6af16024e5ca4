// The company's data retention (Settings → Data retention): how many months raw positions, events,
// notifications and daily figures are kept before the daily purge deletes them (retention/,
// decision 0057). Only the company owner: the Owner role grants manage:retention, checked here on
// the server whatever the client shows. Scoped to the caller's company: there is no company id to
// name, so another company's settings cannot be reached. A change is written to settings_audit.
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';
import { FieldErrors } from '../../domain/passwordRules.ts';
import { readRetention, writeRetention } from '../../retention/settings.ts';
import { problemText, RETENTION_FIELDS, retentionProblems } from '../../../../machines/retentionSettings/retentionSettings.rules.ts';
import { RetentionSettings, RetentionSettingsBody } from './retention.schemas.ts';

const tags = ['Settings'];
export const MANAGE_RETENTION = 'manage:retention';

export async function retentionRoutes(app: TypedApp, { db }: AppContext) {
  app.addSchema(RetentionSettings);

  app.get(
    '/web/v1/settings/retention',
    {
      config: { permission: MANAGE_RETENTION },
      schema: {
        operationId: 'retentionSettings',
        tags,
        summary: "How long the caller's company keeps its data (company owner only)",
        response: envelopeResponses(Type.Ref('RetentionSettings')),
      },
    },
    async (request) => ok(await readRetention(db, request.auth.companyId)),
  );

  app.put(
    '/web/v1/settings/retention',
    {
      config: { permission: MANAGE_RETENTION },
      schema: {
        operationId: 'updateRetentionSettings',
        tags,
        summary: "Set how long the caller's company keeps its data (company owner only); older data is deleted by the daily purge",
        body: RetentionSettingsBody,
        response: envelopeResponses(Type.Ref('RetentionSettings')),
      },
    },
    async (request) => {
      const body = request.body;
      const errors = new FieldErrors();
      const problems = retentionProblems(body);
      for (const field of RETENTION_FIELDS) {
        const problem = problems[field];
        if (problem) errors.add(field, problemText(problem));
      }
      errors.throwIfAny();
      const { companyId, userId, impersonatedBy } = request.auth;
      const saved = await writeRetention(db, { companyId, userId, impersonatedBy }, body);
      request.log.info({ company: companyId, user: userId, impersonatedBy, setting: 'retention', retention: saved }, 'retention settings changed');
      return ok(saved);
    },
  );
}

// Usage report (features spec: reports; POST /web/v1/reports/usage/assets with limit 10000, and
// POST /web/v1/reports/usage answering an xlsx). The caller's company only: ids of another
// company's machines are refused as unknown (400 naming them), never reported.
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { badRequest, envelopeResponses, fileResponses, ok } from '../../http/envelope.ts';
import { dayRange } from '../integrations/integrationApi.routes.ts';
import { usageReportStream, usageReportTexts, type UsageMachine } from '../../reports/usageWorkbook.ts';
import { Id } from '../../http/bounds.ts';
import { HEAVY_PER_COMPANY, HEAVY_PER_USER } from '../../services/heavyCalls.ts';

export const REPORT_ASSET_LIMIT = 10_000;
export const MAX_REPORT_DAYS = 31;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const day = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description });

const AssetsBody = Type.Object(
  {
    textSearch: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name, internal id, brand or model' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: REPORT_ASSET_LIMIT, default: REPORT_ASSET_LIMIT })),
  },
  { additionalProperties: false },
);

const ReportAsset = Type.Object({ assetId: Type.Integer(), name: Type.String(), internalId: Type.String(), brand: Type.String(), model: Type.String() });

const UsageBody = Type.Object(
  {
    assetIds: Type.Array(Id(), { minItems: 1, maxItems: REPORT_ASSET_LIMIT, uniqueItems: true }),
    fromDay: day('First day (YYYY-MM-DD)'),
    toDay: day(`Last day, included; at most ${MAX_REPORT_DAYS} days`),
  },
  { additionalProperties: false },
);

export async function reportRoutes(app: TypedApp, { db, heavy }: AppContext) {
  app.post(
    '/web/v1/reports/usage/assets',
    {
      schema: {
        operationId: 'usageReportAssets',
        tags: ['Reports'],
        summary: `The machines a usage report can cover (archived ones left out), by name, at most ${REPORT_ASSET_LIMIT}`,
        body: AssetsBody,
        response: envelopeResponses(Type.Object({ data: Type.Array(ReportAsset), total: Type.Integer() })),
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      const limit = request.body.limit ?? REPORT_ASSET_LIMIT;
      let query = db.selectFrom('assets').where('company_id', '=', companyId).where('archived_at', 'is', null);
      const search = request.body.textSearch?.trim();
      if (search) {
        const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or((['name', 'internal_id', 'brand', 'model'] as const).map((c) => eb(sql`lower(${sql.ref(c)})`, 'like', sql`${like} escape '\\'`))),
        );
      }
      const [{ total }] = await query.select((eb) => eb.fn.countAll<number>().as('total')).execute();
      const rows = await query.select(['id', 'name', 'internal_id', 'brand', 'model']).orderBy('name').orderBy('id').limit(limit).execute();
      return ok({
        data: rows.map((r) => ({ assetId: r.id, name: r.name, internalId: r.internal_id, brand: r.brand, model: r.model })),
        total: Number(total),
      });
    },
  );

  app.post(
    '/web/v1/reports/usage',
    {
      schema: {
        operationId: 'usageReport',
        tags: ['Reports'],
        summary: `Usage report (xlsx): engine, idle and production hours per machine and day, and per machine for the range (at most ${MAX_REPORT_DAYS} days)`,
        description: `The file name is in Content-Disposition: usage-report_{fromDay}_{toDay}.xlsx. A heavy call: at most ${HEAVY_PER_USER} at once per user and ${HEAVY_PER_COMPANY} per company (429 with Retry-After beyond).`,
        'x-mesh': false,
        body: UsageBody,
        produces: [XLSX],
        response: fileResponses('The workbook', [XLSX]),
      },
    },
    async (request, reply) => {
      const { companyId } = request.auth;
      const { fromDay, toDay } = dayRange(request.body);
      const days = (Date.parse(toDay) - Date.parse(fromDay)) / 86_400_000 + 1;
      if (days > MAX_REPORT_DAYS) throw badRequest(`toDay: at most ${MAX_REPORT_DAYS} days;`, { toDay: [`at most ${MAX_REPORT_DAYS} days`] });
      const ids = request.body.assetIds;
      const machines: UsageMachine[] = [];
      for (let i = 0; i < ids.length; i += 500) {
        machines.push(
          ...(await db
            .selectFrom('assets')
            .select(['id', 'name', 'internal_id', 'brand', 'model'])
            .where('company_id', '=', companyId)
            .where('id', 'in', ids.slice(i, i + 500))
            .execute()),
        );
      }
      if (machines.length !== ids.length) {
        const known = new Set(machines.map((m) => m.id));
        const unknown = ids.filter((id) => !known.has(id)).slice(0, 10);
        throw badRequest(`assetIds: unknown machines ${unknown.join(', ')};`, { assetIds: [`unknown machines: ${unknown.join(', ')}`] });
      }
      machines.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
      // Held until the streamed workbook has been written.
      heavy.hold(request, reply);
      const fileName = `usage-report_${fromDay}_${toDay}.xlsx`;
      reply.header('content-type', XLSX).header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store');
      return reply.send(usageReportStream(db, companyId, machines, fromDay, toDay, usageReportTexts(request.auth.user.language_id)));
    },
  );
}

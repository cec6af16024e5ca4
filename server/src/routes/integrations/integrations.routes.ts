// Data providers and the company's integrations with them (platform spec: GET …/integrations/providers,
// PUT …/integrations, GET and DELETE …/integrations/{id}), and the feed-file import that brings a
// provider's machines in (POST …/integrations/{id}/aemp: ISO 15143-3, XML or JSON). Web scope and
// manage:integration; another company's integration id is a 404.
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import type { TypedApp } from '../../http/types.ts';
import { badRequest, envelopeResponses, notFound, ok } from '../../http/envelope.ts';
import { FieldErrors } from '../../domain/passwordRules.ts';
import { machineFamily, TelematicStatus } from '../../domain/dictionaries.ts';
import { userTime } from '../../services/gridFormat.ts';
import { AEMP_STANDARD, PROVIDERS, providerById } from '../../integrations/aemp/providers.ts';
import { FeedError, parseFeed, MAX_FEED_CHARS } from '../../integrations/aemp/parse.ts';
import { importFeed, type ImportSummary } from '../../integrations/aemp/import.ts';
import { HEAVY_PER_COMPANY, HEAVY_PER_USER } from '../../services/heavyCalls.ts';
import { MANAGE_INTEGRATION } from './clients.routes.ts';
import {
  DeletedIntegration,
  ImportBody,
  ImportSummarySchema,
  IntegrationDetail,
  IntegrationIdParams,
  IntegrationSummary,
  ProviderList,
  PutIntegrationsBody,
} from './integrations.schemas.ts';

const NAME_REQUIRED = 'Name is required';

async function summaries(db: Db, companyId: number, timeZone: string, id?: number) {
  let query = db
    .selectFrom('integrations as i')
    .select([
      'i.id',
      'i.provider_id',
      'i.name',
      'i.created_at',
      'i.last_import_at',
      'i.last_import_summary',
      sql<number>`(select count(*) from aemp_equipment x where x.integration_id = i.id)`.as('machine_count'),
    ])
    .where('i.company_id', '=', companyId);
  if (id !== undefined) query = query.where('i.id', '=', id);
  const rows = await query.orderBy('i.id').execute();
  return rows.map((r) => ({
    summary: {
      id: r.id,
      providerId: r.provider_id,
      providerName: providerById(r.provider_id)?.name ?? r.provider_id,
      name: r.name,
      createdUtcTime: r.created_at,
      lastImportUtcTime: r.last_import_at,
      lastImportUserTimeFormatted: userTime(r.last_import_at, timeZone),
      machineCount: Number(r.machine_count),
    },
    lastImport: r.last_import_summary ? (JSON.parse(r.last_import_summary) as ImportSummary) : null,
  }));
}

async function companyIntegration(db: Db, companyId: number, id: number, timeZone: string) {
  const [found] = await summaries(db, companyId, timeZone, id);
  if (!found) throw notFound('Integration');
  return found;
}

const cleanName = (raw: string) => raw.replace(/[<>]/g, '').trim().normalize('NFC');

export async function integrationRoutes(app: TypedApp, { db, heavy }: AppContext) {
  app.addSchema(IntegrationSummary);
  app.addSchema(ImportSummarySchema);

  app.get(
    '/web/v1/integrations/providers',
    {
      config: MANAGE_INTEGRATION,
      schema: {
        operationId: 'integrationProviders',
        tags: ['Integrations'],
        summary: 'Providers a company can take machine data from, each with the company’s integrations with it',
        response: envelopeResponses(ProviderList),
      },
    },
    async (request) => {
      const all = await summaries(db, request.auth.companyId, request.auth.user.timezone_id);
      return ok(
        PROVIDERS.map((p) => ({
          id: p.id,
          name: p.name,
          standard: AEMP_STANDARD,
          brands: [...p.brands],
          integrations: all.filter((i) => i.summary.providerId === p.id).map((i) => i.summary),
        })),
      );
    },
  );

  app.put(
    '/web/v1/integrations',
    {
      config: MANAGE_INTEGRATION,
      schema: {
        operationId: 'putIntegrations',
        tags: ['Integrations'],
        summary: 'Add integrations (no id) or rename existing ones (with id); answers the company’s integrations',
        body: PutIntegrationsBody,
        response: envelopeResponses(Type.Array(Type.Ref('IntegrationSummary'))),
      },
    },
    async (request) => {
      const { companyId, userId, user } = request.auth;
      const errors = new FieldErrors();
      const names = request.body.integrations.map((i, n) => {
        const name = cleanName(i.name);
        errors.add(`integrations.${n}.name`, name ? null : NAME_REQUIRED);
        return name;
      });
      errors.throwIfAny();
      await db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        for (const [n, item] of request.body.integrations.entries()) {
          if (item.id !== undefined) {
            const existing = await trx
              .selectFrom('integrations')
              .select(['id', 'provider_id'])
              .where('id', '=', item.id)
              .where('company_id', '=', companyId)
              .executeTakeFirst();
            if (!existing) throw notFound('Integration');
            if (existing.provider_id !== item.providerId)
              throw badRequest(`integrations.${n}.providerId: cannot change;`, { [`integrations.${n}.providerId`]: ['cannot change'] });
            await trx.updateTable('integrations').set({ name: names[n], updated_at: now }).where('id', '=', existing.id).execute();
          } else {
            await trx
              .insertInto('integrations')
              .values({ company_id: companyId, provider_id: item.providerId, name: names[n], created_by: userId, created_at: now, updated_at: now })
              .execute();
          }
        }
      });
      return ok((await summaries(db, companyId, user.timezone_id)).map((i) => i.summary));
    },
  );

  app.get(
    '/web/v1/integrations/:id',
    {
      config: MANAGE_INTEGRATION,
      schema: {
        operationId: 'integration',
        tags: ['Integrations'],
        summary: 'One integration with the result of its latest import',
        params: IntegrationIdParams,
        response: envelopeResponses(IntegrationDetail),
      },
    },
    async (request) => {
      const found = await companyIntegration(db, request.auth.companyId, request.params.id, request.auth.user.timezone_id);
      return ok({ ...found.summary, lastImport: found.lastImport });
    },
  );

  app.delete(
    '/web/v1/integrations/:id',
    {
      config: MANAGE_INTEGRATION,
      schema: {
        operationId: 'deleteIntegration',
        tags: ['Integrations'],
        summary: 'Disconnect an integration: its machines stay, no longer fed (their AEMP units become inactive, their fields editable again)',
        params: IntegrationIdParams,
        response: envelopeResponses(DeletedIntegration),
      },
    },
    async (request) => {
      const { companyId, user } = request.auth;
      const found = await companyIntegration(db, companyId, request.params.id, user.timezone_id);
      const released = await db.transaction().execute(async (trx) => {
        const links = await trx.selectFrom('aemp_equipment').select(['asset_id', 'device_id']).where('integration_id', '=', found.summary.id).execute();
        const assetIds = links.map((l) => l.asset_id);
        const deviceIds = links.flatMap((l) => (l.device_id === null ? [] : [l.device_id]));
        if (deviceIds.length)
          await trx.updateTable('devices').set({ status: TelematicStatus.Inactive }).where('id', 'in', deviceIds).where('company_id', '=', companyId).execute();
        if (assetIds.length) {
          await trx
            .updateTable('assets')
            .set({ readonly_field_names: '[]', integration_source: null })
            .where('id', 'in', assetIds)
            .where('company_id', '=', companyId)
            .execute();
        }
        await trx.deleteFrom('aemp_equipment').where('integration_id', '=', found.summary.id).execute();
        await trx.deleteFrom('integrations').where('id', '=', found.summary.id).where('company_id', '=', companyId).execute();
        return assetIds.length;
      });
      return ok({ id: found.summary.id, machinesReleased: released });
    },
  );

  app.post(
    '/web/v1/integrations/:id/aemp',
    {
      config: MANAGE_INTEGRATION,
      // The feed file travels as JSON text: up to 20 MB of XML, escaped.
      bodyLimit: Math.ceil(MAX_FEED_CHARS * 1.3),
      schema: {
        operationId: 'importAempFeed',
        tags: ['Integrations'],
        summary: 'Import an ISO 15143-3 (AEMP 2.0) fleet snapshot file (XML or JSON) of this integration’s provider',
        description: `A heavy call: at most ${HEAVY_PER_USER} at once per user and ${HEAVY_PER_COMPANY} per company (429 with Retry-After beyond).`,
        'x-mesh': false,
        params: IntegrationIdParams,
        body: ImportBody,
        response: envelopeResponses(Type.Ref('AempImportSummary'), [413, 429]),
      },
    },
    async (request, reply) => {
      const { companyId, user } = request.auth;
      const found = await companyIntegration(db, companyId, request.params.id, user.timezone_id);
      const errors = new FieldErrors().add(
        'defaultCategory',
        machineFamily.some((f) => f.id === request.body.defaultCategory) ? null : 'Choose a machine family from the list',
      );
      errors.throwIfAny();
      heavy.hold(request, reply);
      let feed;
      try {
        feed = parseFeed(request.body.content);
      } catch (error) {
        if (error instanceof FeedError) throw badRequest(`content: ${error.message};`, { content: [error.message] });
        throw error;
      }
      const provider = providerById(found.summary.providerId)!;
      return ok(await importFeed(db, { companyId, integrationId: found.summary.id, provider, defaultCategory: request.body.defaultCategory, feed }));
    },
  );
}

// API client management (platform spec: Client management; calls POST …/integrations/clients/list,
// POST …/clients, PUT and DELETE …/clients/{id}, POST …/integrations/{id}/secret). Web scope and
// manage:integration (denied when revoke:manage:integration is present). Every query takes the
// caller's company: another company's clientId is a 404. The secret is answered once, by create and
// by "generate a new secret"; the database holds only its sha256.
import { Type } from '@sinclair/typebox';
import { sql, type SqlBool } from 'kysely';
import type { AppContext } from '../../app.ts';
import type { Db } from '../../db/database.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ErrorCode, HttpError, notFound, ok } from '../../http/envelope.ts';
import { FieldErrors } from '../../domain/passwordRules.ts';
import { column, defineGrid, runGrid, type GridRequestValue } from '../../services/grid.ts';
import { userTime } from '../../services/gridFormat.ts';
import type { ApiClientTable } from '../../db/schema.ts';
import type { Selectable } from 'kysely';
import { hashSecret, newClientId, newClientSecret } from '../../integrations/clientCredentials.ts';
import { ApiClientGrid, ApiClientRow, ApiClientSecret, ClientIdParams, ClientNameBody, DeletedClient } from './clients.schemas.ts';

export const MANAGE_INTEGRATION = { permission: 'manage:integration' } as const;
export const CLIENT_NAME_REQUIRED = 'Name is required';
export const DUPLICATE_CLIENT = 'A client with this name already exists';
export const TOO_MANY_CLIENTS = 'A company can have at most 50 API clients; delete one first';
const MAX_CLIENTS = 50;

const CLIENTS = defineGrid({
  from: sql`api_clients c`,
  key: sql`c.id`,
  columns: {
    clientId: column.text(sql`c.client_id`, { collate: 'binary' }),
    name: column.text(sql`c.name`),
    createdUtcTime: column.dateTime(sql`c.created_at`),
    secretCreatedUtcTime: column.dateTime(sql`c.secret_created_at`),
    lastUsedUtcTime: column.dateTime(sql`c.last_used_at`),
  },
  textSearchColumns: ['name', 'clientId'],
  defaultSort: [{ fieldName: 'name', sortOrder: 0 }],
});

type ClientRow = Selectable<ApiClientTable>;

const toRow = (c: ClientRow, timeZone: string) => ({
  clientId: c.client_id,
  name: c.name,
  createdUtcTime: c.created_at,
  createdUserTimeFormatted: userTime(c.created_at, timeZone)!,
  secretCreatedUtcTime: c.secret_created_at,
  secretCreatedUserTimeFormatted: userTime(c.secret_created_at, timeZone)!,
  lastUsedUtcTime: c.last_used_at,
  lastUsedUserTimeFormatted: userTime(c.last_used_at, timeZone),
});

/** The name as stored: angle brackets removed (shown in HTML), trimmed, NFC. */
const cleanClientName = (raw: string) => raw.replace(/[<>]/g, '').trim().normalize('NFC');

function checkName(raw: string): string {
  const name = cleanClientName(raw);
  new FieldErrors().add('name', name ? null : CLIENT_NAME_REQUIRED).throwIfAny();
  return name;
}

async function assertNameFree(db: Db, companyId: number, name: string, exceptId?: number) {
  const rows = await db.selectFrom('api_clients').select(['id', 'name']).where('company_id', '=', companyId).where('deleted_at', 'is', null).execute();
  if (rows.some((r) => r.id !== exceptId && r.name.toLowerCase() === name.toLowerCase())) {
    throw new HttpError(400, ErrorCode.Conflict, DUPLICATE_CLIENT, { name: [DUPLICATE_CLIENT] });
  }
  return rows.length;
}

export async function companyClient(db: Db, companyId: number, clientId: string): Promise<ClientRow> {
  const client = await db
    .selectFrom('api_clients')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!client) throw notFound('API client');
  return client;
}

export async function clientRoutes(app: TypedApp, { db, integrationGate }: AppContext) {
  app.addSchema(ApiClientRow);

  app.post(
    '/web/v1/integrations/clients/list',
    {
      config: MANAGE_INTEGRATION,
      schema: {
        operationId: 'apiClientList',
        tags: ['Integrations'],
        summary: "The company's API clients (grid; text search on name and clientId). Secrets are never listed",
        body: Type.Ref('GridRequest'),
        response: envelopeResponses(ApiClientGrid),
      },
    },
    async (request) => {
      const { companyId, user } = request.auth;
      const answer = await runGrid(db, CLIENTS, request.body as GridRequestValue, {
        ctx: { companyId, timeZone: user.timezone_id },
        scope: [sql<SqlBool>`c.company_id = ${companyId}`, sql<SqlBool>`c.deleted_at is null`],
        keyField: 'id',
        select: sql`c.*`,
        rows: (raw: ClientRow[]) => raw.map((c) => toRow(c, user.timezone_id)),
      });
      return ok(answer);
    },
  );

  app.post(
    '/web/v1/integrations/clients',
    {
      config: MANAGE_INTEGRATION,
      schema: {
        operationId: 'createApiClient',
        tags: ['Integrations'],
        summary: 'Create an API client; the answer carries its secret, which is shown this once',
        body: ClientNameBody,
        response: envelopeResponses(ApiClientSecret),
      },
    },
    async (request) => {
      const { companyId, userId } = request.auth;
      const name = checkName(request.body.name);
      const clientId = newClientId();
      const secret = newClientSecret();
      await db.transaction().execute(async (trx) => {
        const count = await assertNameFree(trx, companyId, name);
        if (count >= MAX_CLIENTS) throw new HttpError(400, ErrorCode.Conflict, TOO_MANY_CLIENTS);
        const now = new Date().toISOString();
        await trx
          .insertInto('api_clients')
          .values({
            company_id: companyId,
            client_id: clientId,
            name,
            secret_hash: hashSecret(secret),
            secret_created_at: now,
            last_used_at: null,
            created_by: userId,
            created_at: now,
            updated_at: now,
            deleted_at: null,
          })
          .execute();
      });
      return ok({ clientId, clientSecret: secret, name });
    },
  );

  app.put(
    '/web/v1/integrations/clients/:id',
    {
      config: MANAGE_INTEGRATION,
      schema: {
        operationId: 'updateApiClient',
        tags: ['Integrations'],
        summary: 'Rename an API client (its secret and tokens are unchanged)',
        params: ClientIdParams,
        body: ClientNameBody,
        response: envelopeResponses(Type.Ref('ApiClientRow')),
      },
    },
    async (request) => {
      const { companyId, user } = request.auth;
      const client = await companyClient(db, companyId, request.params.id);
      const name = checkName(request.body.name);
      await assertNameFree(db, companyId, name, client.id);
      await db.updateTable('api_clients').set({ name, updated_at: new Date().toISOString() }).where('id', '=', client.id).execute();
      return ok(toRow(await companyClient(db, companyId, client.client_id), user.timezone_id));
    },
  );

  app.delete(
    '/web/v1/integrations/clients/:id',
    {
      config: MANAGE_INTEGRATION,
      schema: {
        operationId: 'deleteApiClient',
        tags: ['Integrations'],
        summary: 'Delete an API client: its tokens stop working on their next call',
        params: ClientIdParams,
        response: envelopeResponses(DeletedClient),
      },
    },
    async (request) => {
      const client = await companyClient(db, request.auth.companyId, request.params.id);
      const now = new Date().toISOString();
      // Kept for the audit trail; the secret hash goes, so the row can never authenticate again.
      await db.updateTable('api_clients').set({ deleted_at: now, updated_at: now, secret_hash: '' }).where('id', '=', client.id).execute();
      await integrationGate.forget(client.id);
      return ok({ clientId: client.client_id });
    },
  );

  app.post(
    '/web/v1/integrations/:id/secret',
    {
      config: MANAGE_INTEGRATION,
      schema: {
        operationId: 'newApiClientSecret',
        tags: ['Integrations'],
        summary: 'Generate a new secret for an API client (id = clientId). The old secret and every token issued with it stop working',
        params: ClientIdParams,
        response: envelopeResponses(ApiClientSecret),
      },
    },
    async (request) => {
      const client = await companyClient(db, request.auth.companyId, request.params.id);
      const secret = newClientSecret();
      const now = new Date().toISOString();
      await db
        .updateTable('api_clients')
        .set({ secret_hash: hashSecret(secret), secret_version: sql<number>`secret_version + 1`, secret_created_at: now, updated_at: now })
        .where('id', '=', client.id)
        .execute();
      await integrationGate.forget(client.id);
      return ok({ clientId: client.client_id, clientSecret: secret, name: client.name });
    },
  );
}

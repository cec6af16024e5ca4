// The Support screens: all companies (grid) and one company's users. Support scope and
// access:impersonate on both; support sees every company by design, so there is no company filter.
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, notFound, ok } from '../../http/envelope.ts';
import { gridConditions, gridOrder, gridRequestSchema, page, whereAll, type GridColumns } from '../../services/grid.ts';
import { IMPERSONATE_PERMISSION } from '../../services/impersonation.ts';
import { CompanyGrid, CompanyParams, CompanyUser } from './support.schemas.ts';

const COLUMNS: GridColumns = {
  companyId: { expr: sql`c.id` },
  companyName: { expr: sql`c.name`, filters: ['contains'] },
  userCount: { expr: sql`(select count(*) from users u where u.company_id = c.id and u.deleted_at is null)` },
  hardwareCount: { expr: sql`(select count(*) from devices d where d.company_id = c.id)` },
  machineConnectionCount: { expr: sql`(select count(*) from devices d where d.company_id = c.id and d.asset_id is not null)` },
};
const TEXT_SEARCH_COLUMNS = ['companyName'];

export async function supportRoutes(app: TypedApp, { db }: AppContext) {
  const config = { permission: IMPERSONATE_PERMISSION };

  app.post('/support/v1/companies', {
    config,
    schema: { operationId: 'supportCompanies', tags: ['Support'], summary: 'Every company with user, hardware and machine-connection counts (grid)', body: gridRequestSchema(), response: envelopeResponses(CompanyGrid) },
  }, async (request) => {
    const body = request.body;
    const where = whereAll(gridConditions(body, COLUMNS, TEXT_SEARCH_COLUMNS));
    const { total } = await db.selectFrom('companies as c').select(sql<number>`count(*)`.as('total')).where(where).executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('companies as c')
      .select([
        sql<number>`c.id`.as('companyId'),
        sql<string>`c.name`.as('companyName'),
        sql<number>`${COLUMNS.userCount.expr}`.as('userCount'),
        sql<number>`${COLUMNS.hardwareCount.expr}`.as('hardwareCount'),
        sql<number>`${COLUMNS.machineConnectionCount.expr}`.as('machineConnectionCount'),
        sql<number>`c.is_internal`.as('isInternal'),
      ])
      .where(where)
      .orderBy(gridOrder(body, COLUMNS, sql`c.id`))
      .limit(page(body).limit)
      .offset(page(body).offset)
      .execute();
    // The root company (id 1) counts as internal: the client disables impersonation for both.
    const data = rows.map((r) => ({ ...r, isInternal: r.isInternal === 1 || r.companyId === 1 }));
    return ok({ data, summary: { total: Number(total) }, textSearchColumns: TEXT_SEARCH_COLUMNS });
  });

  app.get('/support/v1/companies/:id/users', {
    config,
    schema: { operationId: 'supportCompanyUsers', tags: ['Support'], summary: "A company's users, for impersonation", params: CompanyParams, response: envelopeResponses(Type.Array(CompanyUser)) },
  }, async (request) => {
    const company = await db.selectFrom('companies').select('id').where('id', '=', request.params.id).executeTakeFirst();
    if (!company) throw notFound('Company');
    const users = await db
      .selectFrom('users')
      .select(['uuid as userUuid', 'first_name as firstName', 'last_name as lastName', 'email as login', 'last_web_login as lastWebLogin', 'last_mobile_login as lastMobileLogin'])
      .where('company_id', '=', company.id)
      .where('deleted_at', 'is', null)
      .orderBy('first_name')
      .orderBy('last_name')
      .orderBy('id')
      .execute();
    return ok(users);
  });
}

// The Support screens: all companies (grid) and one company's users. Support scope and
// access:impersonate on both; support sees every company by design, so there is no company filter.
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, notFound, ok } from '../../http/envelope.ts';
import { column, defineGrid, runGrid, type GridRequestValue } from '../../services/grid.ts';
import { IMPERSONATE_PERMISSION } from '../../services/impersonation.ts';
import { CompanyGrid, CompanyParams, CompanyUser } from './support.schemas.ts';

const COMPANIES = defineGrid({
  from: sql`companies c`,
  key: sql`c.id`,
  columns: {
    // eq: the companies screen looks a company up by id after a reload (?companyId=3 names it).
    companyId: column.number(sql`c.id`, { filters: ['eq'] }),
    companyName: column.text(sql`c.name`, { filters: ['contains'] }),
    userCount: column.number(sql`(select count(*) from users u where u.company_id = c.id and u.deleted_at is null)`, { filters: [] }),
    hardwareCount: column.number(sql`(select count(*) from devices d where d.company_id = c.id)`, { filters: [] }),
    machineConnectionCount: column.number(sql`(select count(*) from devices d where d.company_id = c.id and d.asset_id is not null)`, { filters: [] }),
  },
  textSearchColumns: ['companyName'],
});

interface CompanyRaw {
  companyId: number;
  companyName: string;
  userCount: number;
  hardwareCount: number;
  machineConnectionCount: number;
  isInternal: number;
}

export async function supportRoutes(app: TypedApp, { db }: AppContext) {
  const config = { permission: IMPERSONATE_PERMISSION };

  app.post(
    '/support/v1/companies',
    {
      config,
      schema: {
        operationId: 'supportCompanies',
        tags: ['Support'],
        summary: 'Every company with user, hardware and machine-connection counts (grid)',
        body: Type.Ref('GridRequest'),
        response: envelopeResponses(CompanyGrid),
      },
    },
    async (request) => {
      const answer = await runGrid(db, COMPANIES, request.body as GridRequestValue, {
        // Support sees every company by design: no company scope.
        ctx: { companyId: request.auth.companyId, timeZone: request.auth.user.timezone_id },
        scope: [],
        keyField: 'companyId',
        select: sql`c.id as "companyId", c.name as "companyName", ${COMPANIES.columns.userCount.sql} as "userCount",
        ${COMPANIES.columns.hardwareCount.sql} as "hardwareCount", ${COMPANIES.columns.machineConnectionCount.sql} as "machineConnectionCount", c.is_internal as "isInternal"`,
        // The root company (id 1) counts as internal: the client disables impersonation for both.
        rows: (raw: CompanyRaw[]) => raw.map((r) => ({ ...r, isInternal: r.isInternal === 1 || r.companyId === 1 })),
      });
      return ok(answer);
    },
  );

  app.get(
    '/support/v1/companies/:id/users',
    {
      config,
      schema: {
        operationId: 'supportCompanyUsers',
        tags: ['Support'],
        summary: "A company's users, for impersonation",
        params: CompanyParams,
        response: envelopeResponses(Type.Array(CompanyUser)),
      },
    },
    async (request) => {
      const company = await db.selectFrom('companies').select('id').where('id', '=', request.params.id).executeTakeFirst();
      if (!company) throw notFound('Company');
      const users = await db
        .selectFrom('users')
        .select([
          'uuid as userUuid',
          'first_name as firstName',
          'last_name as lastName',
          'email as login',
          'last_web_login as lastWebLogin',
          'last_mobile_login as lastMobileLogin',
        ])
        .where('company_id', '=', company.id)
        .where('deleted_at', 'is', null)
        .orderBy('first_name')
        .orderBy('last_name')
        .orderBy('id')
        .execute();
      return ok(users);
    },
  );
}

import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';

const AssetPosition = Type.Object(
  {
    assetId: Type.Integer(),
    name: Type.String(),
    internalId: Type.String(),
    category: Type.Integer(),
    lat: Type.Number(),
    long: Type.Number(),
    assetTime: Type.String({ description: 'UTC time of the position, ISO-8601' }),
  },
  { $id: 'AssetPosition' },
);

export async function assetRoutes(app: TypedApp, { db }: AppContext) {
  app.addSchema(AssetPosition);

  app.get(
    '/web/v1/assets/positions',
    {
      schema: {
        operationId: 'assetPositions',
        tags: ['Assets'],
        summary: "Last known position of every (non-archived) machine of the caller's company",
        response: envelopeResponses(Type.Array(Type.Ref('AssetPosition'))),
      },
    },
    async (request) => {
      const rows = await db
        .selectFrom('asset_positions as p')
        .innerJoin('assets as a', 'a.id', 'p.asset_id')
        .select(['a.id as assetId', 'a.name', 'a.internal_id as internalId', 'a.category', 'p.lat', 'p.lng as long', 'p.asset_time as assetTime'])
        .where('p.company_id', '=', request.auth.companyId)
        .where('a.archived_at', 'is', null)
        .orderBy('a.id')
        .execute();
      return ok(rows);
    },
  );

  // The map draws machines with a position; this tells it how many of the fleet it cannot draw, so
  // "168 on the map" is never read as "the fleet has 168" when the fleet grid says 193.
  app.get(
    '/web/v1/assets/positions/summary',
    {
      schema: {
        operationId: 'assetPositionSummary',
        tags: ['Assets'],
        summary: "How many of the caller's (non-archived) machines have a known position",
        response: envelopeResponses(
          Type.Object({
            machines: Type.Integer({ description: 'non-archived machines of the company' }),
            withPosition: Type.Integer({ description: 'of those, machines with a last known position (drawn on the map)' }),
          }),
        ),
      },
    },
    async (request) => {
      const row = await db
        .selectFrom('assets as a')
        .leftJoin('asset_positions as p', 'p.asset_id', 'a.id')
        .select((eb) => [eb.fn.countAll<number>().as('machines'), eb.fn.count<number>('p.asset_id').as('withPosition')])
        .where('a.company_id', '=', request.auth.companyId)
        .where('a.archived_at', 'is', null)
        .executeTakeFirstOrThrow();
      return ok({ machines: Number(row.machines), withPosition: Number(row.withPosition) });
    },
  );
}

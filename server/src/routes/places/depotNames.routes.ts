// GET /web/v1/places/depots/names (features spec, section 7 "Places"): the depot picker of the
// machine details form. The rest of /web/v1/places belongs to the places area.
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';
import { DepotName } from '../assets/assetDetails.schemas.ts';

export async function depotNameRoutes(app: TypedApp, { db }: AppContext) {
  app.addSchema(DepotName);
  app.get(
    '/web/v1/places/depots/names',
    {
      schema: {
        operationId: 'depotNames',
        tags: ['Places'],
        summary: "The caller's company's depots that are not archived, by name",
        response: envelopeResponses(Type.Array(Type.Ref('DepotName'))),
      },
    },
    async (request) =>
      ok(
        await db
          .selectFrom('places')
          .select(['id', 'name'])
          .where('company_id', '=', request.auth.companyId)
          .where('place_type', '=', 0)
          .where('archived_at', 'is', null)
          .orderBy('name')
          .orderBy('id')
          .execute(),
      ),
  );
}

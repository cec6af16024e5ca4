// The machine panel's Details tab: GET and PUT /web/v1/assets/{id} (features spec, sections 3-5, 7).
// Reading needs only the company; changing needs manage:asset (the edit pen's permission).
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';
import { readAssetDetails } from '../../services/assetDetails.ts';
import { updateAssetDetails } from '../../services/assetDetailsUpdate.ts';
import { AssetDetails, UpdateAssetBody } from './assetDetails.schemas.ts';
import { AssetIdParams } from './telemetry.schemas.ts';

export async function assetDetailsRoutes(app: TypedApp, { db }: AppContext) {
  app.addSchema(AssetDetails);

  app.get(
    '/web/v1/assets/:id',
    {
      schema: {
        operationId: 'assetDetails',
        tags: ['Assets'],
        summary: "One machine of the caller's company with its position, place, depot, tags and formatted fields",
        params: AssetIdParams,
        response: envelopeResponses(Type.Ref('AssetDetails')),
      },
    },
    async (request) => ok(await readAssetDetails(db, request.auth, request.params.id)),
  );

  app.put(
    '/web/v1/assets/:id',
    {
      config: { permission: 'manage:asset' },
      schema: {
        operationId: 'updateAssetDetails',
        tags: ['Assets'],
        summary:
          "Save a machine's details and tags. < and > are removed from text; fields imported from AEMP keep their value " +
          "(400 'Imported from AEMP cannot be changed'); default voltage 0 or 10-30 in steps of 0.1; with automatic time zone on, the position decides the zone",
        params: AssetIdParams,
        body: UpdateAssetBody,
        response: envelopeResponses(Type.Ref('AssetDetails')),
      },
    },
    async (request) => {
      const { companyId } = request.auth;
      await updateAssetDetails(db, companyId, request.params.id, request.body);
      return ok(await readAssetDetails(db, request.auth, request.params.id));
    },
  );
}

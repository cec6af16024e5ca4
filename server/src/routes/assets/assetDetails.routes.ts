// The machine panel's Details tab: GET and PUT /web/v1/assets/{id} (features spec, sections 3-5, 7).
// Reading needs only the company; changing needs manage:asset (the edit pen's permission).
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../app.ts';
import type { TypedApp } from '../../http/types.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';
import { readAssetDetails } from '../../services/assetDetails.ts';
import { updateAssetDetails } from '../../services/assetDetailsUpdate.ts';
import type { UpdateAssetInput } from '../../services/assetDetails.ts';
import { AssetDetails, UpdateAssetBody, type UpdateAssetBodyValue } from './assetDetails.schemas.ts';
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
      const { input, missing } = editableValues(request.body);
      await updateAssetDetails(db, companyId, request.params.id, input, missing);
      return ok(await readAssetDetails(db, request.auth, request.params.id));
    },
  );
}

/**
 * The editable values of a PUT body, which may be the form's document or a GET answer sent back
 * (read-modify-write): the GET's purchaseDateUtcTime and tags stand for purchaseDate and tagIds when
 * those are not sent; every other read-only field is ignored. `missing` names what neither gave:
 * refused by the service, after it knows the machine is the caller's (a 404 comes first).
 */
export function editableValues(body: UpdateAssetBodyValue): { input: UpdateAssetInput; missing: string[] } {
  const purchaseDate =
    body.purchaseDate !== undefined ? body.purchaseDate : body.purchaseDateUtcTime !== undefined ? (body.purchaseDateUtcTime?.slice(0, 10) ?? null) : undefined;
  const tagIds = body.tagIds ?? body.tags?.map((tag) => tag.id);
  const missing = [...(purchaseDate === undefined ? ['purchaseDate'] : []), ...(tagIds === undefined ? ['tagIds'] : [])];
  return {
    input: {
      name: body.name,
      registrationNumber: body.registrationNumber,
      pinOrVin: body.pinOrVin,
      serialNumber: body.serialNumber,
      brand: body.brand,
      model: body.model,
      category: body.category,
      productionYear: body.productionYear,
      purchaseDate: purchaseDate ?? null,
      depotPlaceId: body.depotPlaceId,
      defaultPowerSupply: body.defaultPowerSupply,
      emissionClass: body.emissionClass,
      fuelType: body.fuelType,
      timezone: body.timezone,
      automaticTimeZoneEnabled: body.automaticTimeZoneEnabled,
      tagIds: tagIds ?? [],
    },
    missing,
  };
}

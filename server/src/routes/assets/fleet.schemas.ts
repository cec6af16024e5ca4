import { Type } from '@sinclair/typebox';
import { gridResponseSchema } from '../../services/grid.ts';
import { nullable, nullableText as text } from '../../http/nullable.ts';

/** One machine in the fleet grid (spec: "Asset (machine) details" fields a fleet manager lists). */
export const FleetAsset = Type.Object(
  {
    id: Type.Integer(),
    internalId: Type.String(),
    name: Type.String(),
    brand: Type.String(),
    model: Type.String(),
    category: Type.Integer({ description: 'Machine family dictionary id' }),
    categoryFormatted: text('Machine family name'),
    registrationNumber: text(),
    serialNumber: text(),
    pinOrVin: text(),
    depotPlaceId: nullable(Type.Integer()),
    depotName: text(),
    locationPlaceId: nullable(Type.Integer({ description: 'The depot or work site the last known position lies in' })),
    locationName: text(),
    positionUtcTime: text('Time of the last known position, UTC ISO-8601'),
    positionUserTimeFormatted: text("YYYY/MM/DD HH:mm in the user's time zone"),
    engineHours: Type.Number(),
    tags: Type.Array(Type.Ref('TagRef')),
    telematicStatus: Type.Integer({ description: "Telematic status dictionary id: the best of the machine's devices; 4 (Not installed) without one" }),
    telematicStatusFormatted: Type.String(),
    productionYear: nullable(Type.Integer()),
    emissionClass: nullable(Type.Integer()),
    emissionClassFormatted: text(),
    fuelType: nullable(Type.Integer()),
    fuelTypeFormatted: text(),
    archived: Type.Boolean(),
  },
  { $id: 'FleetAsset' },
);

export const FleetGrid = gridResponseSchema(Type.Ref('FleetAsset'));

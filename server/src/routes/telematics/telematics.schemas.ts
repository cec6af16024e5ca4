import { Type } from '@sinclair/typebox';
import { gridResponseSchema } from '../../services/grid.ts';
import { Count } from '../../http/bounds.ts';
import { nullable, nullableText as text } from '../../http/nullable.ts';

/** One telematics device of the company (installed or on the shelf); the grid row's identity is deviceId. */
export const TelematicsDevice = Type.Object(
  {
    deviceId: Type.Integer(),
    assetId: nullable(Type.Integer({ description: 'The machine it is installed on; null on the shelf' })),
    assetName: text(),
    internalId: text("The machine's internal id"),
    deviceSerialNumber: Type.String(),
    deviceImei: text(),
    telematicType: Type.String({ description: "Unit type, e.g. TU600, Teltonika FMC650, or AEMP for a manufacturer's portal" }),
    telematicTypeFormatted: Type.String(),
    integrationSource: Type.String({ description: 'Siteline or AEMP' }),
    status: Type.Integer({ description: 'Telematic status dictionary id' }),
    statusFormatted: Type.String(),
    batteryLevel: nullable(Type.Number({ description: 'Percent, 0 to 100' })),
    gnssQuality: nullable(Type.Integer({ description: '0 weak, 1 ok, 2 good' })),
    gnssQualityFormatted: text('Weak, OK or Good'),
    latestCommunicationUtcTime: text('UTC ISO-8601'),
    latestCommunicationUserTimeFormatted: text("YYYY/MM/DD HH:mm in the user's time zone"),
    clockFaults: Count({ description: 'Reports whose time could not be right, stored at their receive time (decision 0032): a unit with a bad clock' }),
    brand: text(),
    model: text(),
    vin: text("The machine's PIN or VIN"),
  },
  { $id: 'TelematicsDevice' },
);

export const TelematicsGrid = gridResponseSchema(Type.Ref('TelematicsDevice'));

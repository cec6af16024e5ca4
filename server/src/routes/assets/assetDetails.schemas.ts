import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { TEXT_MAX_LENGTH } from '../../../../machines/assetDetails/assetDetails.rules.ts';
import { nullable, nullableText as text } from '../../http/nullable.ts';
import { Id } from '../../http/bounds.ts';

/** GET /web/v1/assets/{id} (features spec, section 3 "Asset (machine) details"), plus the formatted names of its ids. */
export const AssetDetails = Type.Object(
  {
    id: Type.Integer(),
    internalId: Type.String(),
    name: Type.String(),
    registrationNumber: text(),
    pinOrVin: text(),
    serialNumber: text(),
    brand: Type.String(),
    model: Type.String(),
    category: Type.Integer({ description: 'Machine family dictionary id' }),
    categoryFormatted: text('Machine family name'),
    productionYear: nullable(Type.Integer()),
    purchaseDateUtcTime: text('Purchase date, midnight UTC, ISO-8601'),
    purchaseDateUserTimeFormatted: text('YYYY/MM/DD'),
    depotPlaceId: nullable(Type.Integer()),
    depotName: text(),
    defaultPowerSupply: nullable(Type.Number({ description: 'Volts: 0, or 10-30 in steps of 0.1' })),
    emissionClass: nullable(Type.Integer()),
    emissionClassFormatted: text(),
    fuelType: nullable(Type.Integer()),
    fuelTypeFormatted: text(),
    timezone: Type.String({ description: "IANA zone; with automatic on, the zone of the machine's last known position" }),
    automaticTimeZoneEnabled: Type.Boolean(),
    positionLat: nullable(Type.Number()),
    positionLong: nullable(Type.Number()),
    positionUtcTime: text('Time of the last known position, UTC ISO-8601'),
    positionUserTime: text("Time of the last known position in the user's time zone, YYYY-MM-DDTHH:mm:ss"),
    positionUserTimeFormatted: text("YYYY/MM/DD HH:mm in the user's time zone"),
    locationPlaceId: nullable(Type.Integer({ description: 'The depot, work site or region the last known position lies in' })),
    locationName: text(),
    tags: Type.Array(Type.Ref('TagRef')),
    readonlyFieldNames: Type.Array(Type.String(), { description: 'Fields imported from AEMP (Name, SerialNumber, PinOrVin, Brand, Model): read-only' }),
    integrationSource: text("'AEMP' for machines imported from a manufacturer portal: every field with a value is then read-only"),
    deviceInstalledAfterBatteryMainSwitch: Type.Boolean({
      description: "The machine's telematics unit sits after the battery main switch (it goes dark when the switch is off)",
    }),
    archived: Type.Boolean(),
  },
  { $id: 'AssetDetails' },
);

/**
 * Nullable as a type list, not anyOf: with the app's type coercion, anyOf [string|integer, null]
 * turns a sent null into '' or 0 (and 0 V is a real voltage).
 */
const orNull = <T extends TSchema>(schema: T) => Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type as string, 'null'] });
const textField = (max: number) => orNull(Type.String({ maxLength: max }));
const id = () => orNull(Id());

/**
 * What GET /web/v1/assets/{id} answers besides the editable fields: accepted by the PUT and ignored,
 * so an integration can read a machine, change a field and send the document back unchanged
 * otherwise. Bounded like every input; a name not listed here or below is still refused.
 */
const readOnlyFields = {
  id: Type.Optional(Id({ description: 'Read-only: ignored (the path names the machine)' })),
  internalId: Type.Optional(Type.String({ maxLength: 200, description: 'Read-only: ignored' })),
  categoryFormatted: Type.Optional(textField(500)),
  purchaseDateUserTimeFormatted: Type.Optional(textField(40)),
  depotName: Type.Optional(textField(500)),
  emissionClassFormatted: Type.Optional(textField(500)),
  fuelTypeFormatted: Type.Optional(textField(500)),
  positionLat: Type.Optional(orNull(Type.Number({ minimum: -90, maximum: 90 }))),
  positionLong: Type.Optional(orNull(Type.Number({ minimum: -180, maximum: 180 }))),
  positionUtcTime: Type.Optional(textField(40)),
  positionUserTime: Type.Optional(textField(40)),
  positionUserTimeFormatted: Type.Optional(textField(40)),
  locationPlaceId: Type.Optional(id()),
  locationName: Type.Optional(textField(500)),
  readonlyFieldNames: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 })),
  integrationSource: Type.Optional(textField(100)),
  deviceInstalledAfterBatteryMainSwitch: Type.Optional(Type.Boolean()),
  archived: Type.Optional(Type.Boolean()),
};

/** One of the GET's tags sent back: its id counts, its name and style are ignored. */
const TagSentBack = Type.Object(
  { id: Id(), name: Type.Optional(Type.String({ maxLength: 200 })), style: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);

/** PUT /web/v1/assets/{id}: the whole editable document (text loses < and >; locked fields must keep their value). */
export const UpdateAssetBody = Type.Object(
  {
    name: Type.String({ maxLength: TEXT_MAX_LENGTH.name }),
    registrationNumber: textField(TEXT_MAX_LENGTH.registrationNumber),
    pinOrVin: textField(TEXT_MAX_LENGTH.pinOrVin),
    serialNumber: textField(TEXT_MAX_LENGTH.serialNumber),
    brand: Type.String({ maxLength: TEXT_MAX_LENGTH.brand }),
    model: Type.String({ maxLength: TEXT_MAX_LENGTH.model }),
    category: Type.Integer({ minimum: 1, maximum: 1000, description: 'Machine family dictionary id' }),
    productionYear: orNull(Type.Integer({ minimum: 0, maximum: 9999 })),
    purchaseDate: Type.Optional(orNull(Type.String({ maxLength: 10, description: 'YYYY-MM-DD (or send the GET’s purchaseDateUtcTime)' }))),
    purchaseDateUtcTime: Type.Optional(textField(40)),
    depotPlaceId: id(),
    defaultPowerSupply: orNull(Type.Number({ minimum: 0, maximum: 30, description: '0, or 10-30 in steps of 0.1' })),
    emissionClass: orNull(Type.Integer({ minimum: 1, maximum: 1000 })),
    fuelType: orNull(Type.Integer({ minimum: 1, maximum: 1000 })),
    timezone: Type.String({ maxLength: 64, description: 'IANA zone; ignored while automaticTimeZoneEnabled (the position decides)' }),
    automaticTimeZoneEnabled: Type.Boolean(),
    tagIds: Type.Optional(Type.Array(Id(), { maxItems: 100, description: 'Machine tags of the company, the complete list (or send the GET’s tags)' })),
    tags: Type.Optional(Type.Array(TagSentBack, { maxItems: 100, description: 'The GET’s tags: their ids are the tag list when tagIds is not sent' })),
    ...readOnlyFields,
  },
  { additionalProperties: false },
);

export const DepotName = Type.Object({ id: Type.Integer(), name: Type.String() }, { $id: 'DepotName' });

export const TimeZoneParams = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  long: Type.Number({ minimum: -180, maximum: 180 }),
});
export const TimeZoneName = Type.Object({ timezoneName: Type.String({ description: 'IANA time zone at the position' }) });
export type UpdateAssetBodyValue = Static<typeof UpdateAssetBody>;

// Imports an ISO 15143-3 fleet snapshot into a company: machines whose data comes from another
// telematics provider. Each entry becomes (or updates) an AEMP-sourced machine:
// - found by its link from an earlier import of the same integration, else by PIN, else by brand +
//   serial number among the company's machines, else created;
// - the feed's identity fields (brand, model, serial number, PIN, and the name when created from an
//   EquipmentID) are written and listed in readonly_field_names: the feed owns them;
// - an 'AEMP' unit (device) reports for it; the position and the hour meter (provenance 'aemp') are
//   taken when newer than what Siteline has;
// - every other reading (odometer, engine status, idle hours, fuel, DEF, altitude, load count,
//   payload, fault codes) goes to asset_readings with its own datetime (readings.ts): the newest
//   reading of each kind is kept, and the ISO 15143-3 feed republishes exactly those.
// One transaction: an import applies completely or not at all.
import type { Db } from '../../db/database.ts';
import { TelematicStatus } from '../../domain/dictionaries.ts';
import { families } from '../../domain/machineFamilies.ts';
import { aempDeviceFields } from './device.ts';
import type { Provider } from './providers.ts';
import { readingsOf } from './readings.ts';
import { saveReadings } from '../../telemetry/readings.ts';
import { checkAempReading } from '../../telemetry/hourMeterChecks.ts';
import type { AempEquipment } from './types.ts';
import type { ParsedFeed } from './parse.ts';

export interface ImportSummary {
  total: number;
  created: number;
  updated: number;
  skipped: { index: number; equipment: string; reason: string }[];
  at: string;
}

const ZONE_BY_COUNTRY: Record<string, string> = { SE: 'Europe/Stockholm', NO: 'Europe/Oslo', FI: 'Europe/Helsinki', DK: 'Europe/Copenhagen' };
/** A unit that has not reported for a week is shown as "No signal". */
const SIGNAL_MS = 7 * 24 * 3600 * 1000;
const MAX_SKIPPED_LISTED = 200;

const lower = (s: string | null) => (s ?? '').trim().toLowerCase();

/** The standard's keys for a machine: its EquipmentID, else its PIN, else make + model + serial. */
export function equipmentKey(e: Pick<AempEquipment, 'equipmentId' | 'pin' | 'oemName' | 'model' | 'serialNumber'>): string {
  if (e.equipmentId) return `ID:${e.equipmentId}`;
  if (e.pin) return `PIN:${lower(e.pin)}`;
  return `MMS:${lower(e.oemName)}|${lower(e.model)}|${lower(e.serialNumber)}`;
}

export const describeEquipment = (e: AempEquipment) =>
  e.equipmentId ?? e.pin ?? [e.oemName, e.model, e.serialNumber].filter(Boolean).join(' ') ?? 'unnamed machine';

/** Machine family from the model catalogue (brand + model), else the family the importer chose. */
export function familyFor(brand: string | null, model: string | null, fallback: number): number {
  const b = lower(brand);
  const m = lower(model);
  for (const f of families) {
    if (f.models.some((x) => lower(x.brand) === b && lower(x.model) === m)) return f.id;
  }
  return fallback;
}

/** Identity fields the feed sets, by their readonlyFieldNames names. */
function ownedFields(e: AempEquipment, created: boolean): string[] {
  const owned: string[] = [];
  if (created && e.equipmentId) owned.push('Name');
  if (e.serialNumber) owned.push('SerialNumber');
  if (e.pin) owned.push('PinOrVin');
  if (e.oemName) owned.push('Brand');
  if (e.model) owned.push('Model');
  return owned;
}

const latest = (...times: (string | undefined | null)[]) =>
  times
    .filter((t): t is string => !!t)
    .sort()
    .at(-1) ?? null;

export async function importFeed(
  db: Db,
  input: { companyId: number; integrationId: number; provider: Provider; defaultCategory: number; feed: ParsedFeed; now?: Date },
): Promise<ImportSummary> {
  const now = input.now ?? new Date();
  const nowIso = now.toISOString();
  const { companyId, integrationId } = input;
  const summary: ImportSummary = {
    total: input.feed.fleet.equipment.length + input.feed.rejected.length,
    created: 0,
    updated: 0,
    skipped: input.feed.rejected.map((r) => ({ index: r.index, equipment: `entry ${r.index}`, reason: r.reason })),
    at: nowIso,
  };

  await db.transaction().execute(async (trx) => {
    const company = await trx.selectFrom('companies').select('country').where('id', '=', companyId).executeTakeFirstOrThrow();
    const timezone = ZONE_BY_COUNTRY[company.country] ?? 'UTC';
    const assets = await trx.selectFrom('assets').select(['id', 'brand', 'serial_number', 'pin_or_vin']).where('company_id', '=', companyId).execute();
    const links = await trx.selectFrom('aemp_equipment').select(['integration_id', 'equipment_key', 'asset_id']).where('company_id', '=', companyId).execute();
    const linkHere = new Map(links.filter((l) => l.integration_id === integrationId).map((l) => [l.equipment_key, l.asset_id]));
    const linkedElsewhere = new Map(links.filter((l) => l.integration_id !== integrationId).map((l) => [l.asset_id, l.integration_id]));
    const claimed = new Set(links.filter((l) => l.integration_id === integrationId).map((l) => l.asset_id));
    const byPin = new Map(assets.filter((a) => a.pin_or_vin).map((a) => [lower(a.pin_or_vin), a.id]));
    const byBrandSerial = new Map(assets.filter((a) => a.serial_number).map((a) => [`${lower(a.brand)}|${lower(a.serial_number)}`, a.id]));
    const assetIds = new Set(assets.map((a) => a.id));
    const seen = new Set<string>();

    for (const [i, e] of input.feed.fleet.equipment.entries()) {
      const key = equipmentKey(e);
      const skip = (reason: string) => summary.skipped.push({ index: i + 1, equipment: describeEquipment(e), reason });
      if (seen.has(key)) {
        skip('listed twice in the file; the first entry was imported');
        continue;
      }
      seen.add(key);

      let assetId = linkHere.get(key);
      if (assetId !== undefined && !assetIds.has(assetId)) assetId = undefined;
      let created = false;
      if (assetId === undefined) {
        const match =
          (e.pin ? byPin.get(lower(e.pin)) : undefined) ?? (e.serialNumber ? byBrandSerial.get(`${lower(e.oemName)}|${lower(e.serialNumber)}`) : undefined);
        if (match !== undefined && linkedElsewhere.has(match)) {
          skip('the matching machine is already imported from another integration');
          continue;
        }
        if (match !== undefined && claimed.has(match)) {
          skip('another entry of this integration already imported the matching machine');
          continue;
        }
        assetId = match;
      }

      if (assetId === undefined) {
        const row = await trx
          .insertInto('assets')
          .values({
            company_id: companyId,
            internal_id: e.equipmentId ?? e.serialNumber ?? e.pin ?? key,
            name: e.equipmentId ?? `${e.oemName ?? ''} ${e.model ?? ''}`.trim(),
            registration_number: null,
            pin_or_vin: e.pin,
            serial_number: e.serialNumber,
            // Empty rather than a placeholder: the feed republishes only what a source said.
            brand: e.oemName ?? '',
            model: e.model ?? '',
            category: familyFor(e.oemName, e.model, input.defaultCategory),
            production_year: null,
            purchase_date: null,
            depot_place_id: null,
            default_power_supply: null,
            emission_class: null,
            fuel_type: null,
            timezone,
            readonly_field_names: JSON.stringify(ownedFields(e, true)),
            integration_source: 'AEMP',
            archived_at: null,
            created_at: nowIso,
            position_time: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        assetId = row.id;
        assetIds.add(assetId);
        created = true;
        summary.created++;
      } else {
        await trx
          .updateTable('assets')
          .set({
            ...(e.oemName ? { brand: e.oemName } : {}),
            ...(e.model ? { model: e.model } : {}),
            ...(e.serialNumber ? { serial_number: e.serialNumber } : {}),
            ...(e.pin ? { pin_or_vin: e.pin } : {}),
            integration_source: 'AEMP',
          })
          .where('id', '=', assetId)
          .where('company_id', '=', companyId)
          .execute();
        const current = await trx.selectFrom('assets').select('readonly_field_names').where('id', '=', assetId).executeTakeFirstOrThrow();
        const kept = (JSON.parse(current.readonly_field_names) as string[]).filter((f) => f === 'Name');
        await trx
          .updateTable('assets')
          .set({ readonly_field_names: JSON.stringify([...new Set([...kept, ...ownedFields(e, false)])]) })
          .where('id', '=', assetId)
          .execute();
        summary.updated++;
      }
      claimed.add(assetId);

      const readings = readingsOf(e, { assetId, companyId });
      const heard = latest(e.location?.at, e.operatingHours?.at, ...readings.map((r) => new Date(r.ts).toISOString()));
      const status = heard && now.getTime() - Date.parse(heard) <= SIGNAL_MS ? TelematicStatus.Active : TelematicStatus.NoSignal;
      const device = await trx.selectFrom('devices').select(['id']).where('asset_id', '=', assetId).where('telematic_type', '=', 'AEMP').executeTakeFirst();
      let deviceId: number;
      if (device) {
        deviceId = device.id;
        await trx
          .updateTable('devices')
          .set({ status, hardware_unit: input.provider.name, last_communication_at: heard, ...(e.location ? { last_position_at: e.location.at } : {}) })
          .where('id', '=', device.id)
          .execute();
      } else {
        const row = await trx
          .insertInto('devices')
          .values({
            company_id: companyId,
            asset_id: assetId,
            ...aempDeviceFields(e.pin ?? e.serialNumber ?? e.equipmentId ?? key, status, input.provider.name),
            last_communication_at: heard,
            created_at: nowIso,
            last_position_at: e.location?.at ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        deviceId = row.id;
      }

      if (e.location) {
        const position = await trx.selectFrom('asset_positions').select('asset_time').where('asset_id', '=', assetId).executeTakeFirst();
        const values = { lat: e.location.value.lat, lng: e.location.value.lng, asset_time: e.location.at, location_place_id: null };
        if (!position)
          await trx
            .insertInto('asset_positions')
            .values({ asset_id: assetId, company_id: companyId, ...values })
            .execute();
        else if (position.asset_time < e.location.at) await trx.updateTable('asset_positions').set(values).where('asset_id', '=', assetId).execute();
      }

      if (e.operatingHours) {
        const ts = Date.parse(e.operatingHours.at);
        const hours = e.operatingHours.value;
        await trx
          .insertInto('engine_hours')
          .values({ asset_id: assetId, company_id: companyId, ts, hours, source: 'aemp', device_id: deviceId, user_id: null })
          .onConflict((oc) => oc.columns(['asset_id', 'ts', 'source']).doUpdateSet({ hours }))
          .execute();
        await checkAempReading(trx, { companyId, assetId, ts, hours, deviceId });
        const newest = await trx
          .selectFrom('engine_hours')
          .select(['ts'])
          .where('asset_id', '=', assetId)
          .orderBy('ts', 'desc')
          .limit(1)
          .executeTakeFirstOrThrow();
        if (Number(newest.ts) <= ts) await trx.updateTable('assets').set({ engine_hours: hours }).where('id', '=', assetId).execute();
      }

      await saveReadings(trx, readings);

      const extra = {
        device_id: deviceId,
        snapshot_at: input.feed.fleet.snapshotTime,
        fuel_used_l: e.fuelUsedL?.value ?? null,
        fuel_used_at: e.fuelUsedL?.at ?? null,
        fuel_last24_l: e.fuelUsedLast24L?.value ?? null,
        fuel_last24_at: e.fuelUsedLast24L?.at ?? null,
        fuel_remaining_pct: e.fuelRemainingPct?.value ?? null,
        fuel_remaining_at: e.fuelRemainingPct?.at ?? null,
        idle_hours: e.idleHours?.value ?? null,
        idle_hours_at: e.idleHours?.at ?? null,
        updated_at: nowIso,
      };
      await trx
        .insertInto('aemp_equipment')
        .values({ company_id: companyId, integration_id: integrationId, equipment_key: key, asset_id: assetId, ...extra })
        .onConflict((oc) => oc.columns(['integration_id', 'equipment_key']).doUpdateSet({ asset_id: assetId, ...extra }))
        .execute();
      if (created) linkHere.set(key, assetId);
    }

    const listed = { ...summary, skipped: summary.skipped.slice(0, MAX_SKIPPED_LISTED) };
    await trx
      .updateTable('integrations')
      .set({ last_import_at: nowIso, last_import_summary: JSON.stringify(listed), updated_at: nowIso })
      .where('id', '=', integrationId)
      .execute();
  });
  return summary;
}

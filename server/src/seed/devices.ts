// Telematics devices: a Siteline unit (tracker, CAN-bus unit or truck unit) on most machines, an AEMP
// manufacturer feed on the AEMP machines, and a few spare units on the shelf. Each machine's last
// known position is drawn right after its device, from the same random stream.
import { TelematicStatus } from '../domain/dictionaries.ts';
import { aempDeviceFields } from '../integrations/aemp/device.ts';
import type { CompanyPlan } from './companies.ts';
import { aempPortals, installers, telematicUnits, withLuhn, type TelematicUnit } from './nordic.ts';
import { lastKnownPositions, type ReportingDevice } from './positions.ts';
import { unique, weightedPicker, type Rng } from './random.ts';
import { HOUR, iso, randomTimeAfter, randomTimeBefore, SECOND } from './time.ts';
import type { AssetInfo, NextId, PlaceInfo, Row, UsedValues } from './types.ts';

const TRACKER_FAMILIES = new Set(['Trailer', 'Site hut', 'Attachment', 'Plate compactor', 'Light tower']);

const aempStatus = weightedPicker<number>([
  [TelematicStatus.Active, 92],
  [TelematicStatus.NoSignal, 6],
  [TelematicStatus.Inactive, 2],
]);
const sitelineStatus = weightedPicker<number>([
  [TelematicStatus.Active, 88],
  [TelematicStatus.NoSignal, 7],
  [TelematicStatus.Inactive, 5],
]);

const gnssActive = weightedPicker<number>([
  [2, 75],
  [1, 18],
  [0, 7],
]);
const gnssNoSignal = weightedPicker<number>([
  [0, 50],
  [1, 30],
  [2, 20],
]);
const gnssInactive = weightedPicker<number>([
  [2, 60],
  [1, 25],
  [0, 15],
]);

function gnssQuality(rng: Rng, status: number): number {
  return (status === TelematicStatus.Active ? gnssActive : status === TelematicStatus.NoSignal ? gnssNoSignal : gnssInactive)(rng);
}

function batteryLevel(rng: Rng, status: number): number {
  if (status === TelematicStatus.Active) return rng.chance(0.08) ? rng.int(5, 30) : rng.int(55, 100);
  if (status === TelematicStatus.NoSignal) return rng.int(0, 40);
  return rng.int(0, 20);
}

/** Truck units on trucks and vans, trackers on things without an engine bus, CAN-bus units on the rest. */
function sitelineUnitFor(rng: Rng, a: AssetInfo): TelematicUnit {
  if (a.family.name === 'Truck' || a.family.name === 'Van') return rng.chance(0.8) ? telematicUnits.FMC650 : telematicUnits.TU600;
  if (TRACKER_FAMILIES.has(a.family.name)) return telematicUnits.TU501;
  if (a.year >= 2016) return rng.chance(0.85) ? telematicUnits.TU600 : telematicUnits.FMC650;
  return rng.chance(0.5) ? telematicUnits.TU501 : telematicUnits.TU600;
}

/** A Siteline unit's identity: a serial and an IMEI that no other unit has. */
function sitelineIdentity(rng: Rng, unit: TelematicUnit, used: UsedValues) {
  return {
    serial_number: unique(used.deviceSerials, () => `${unit.serialPrefix}${rng.int(1, 9)}${rng.digits(unit.serialDigits - 1)}`),
    imei: unique(used.imeis, () => withLuhn(`${unit.tac}${rng.digits(6)}`)),
    telematic_type: unit.type,
    integration_source: 'Siteline',
  };
}

/** Active units report within the last hours (sometimes a day or two), no-signal ones days ago, inactive ones weeks ago. */
function lastCommunication(rng: Rng, status: number, nowMs: number, aemp: boolean): number {
  if (status === TelematicStatus.Active) {
    if (aemp) return nowMs - rng.int(10 * 60, 12 * 3600) * SECOND;
    return nowMs - (rng.chance(0.8) ? rng.int(30, 3 * 3600) : rng.int(3 * 3600, 72 * 3600)) * SECOND;
  }
  if (status === TelematicStatus.NoSignal) return nowMs - rng.int(26 * 3600, 7 * 86400) * SECOND;
  return nowMs - rng.int(14 * 86400, 70 * 86400) * SECOND;
}

/** Not before the device was installed (plus a minute), nor after the machine was archived. */
function clampCommunication(commMs: number, deviceCreatedMs: number, archivedMs: number | null): number {
  let ms = Math.max(commMs, deviceCreatedMs + 60 * SECOND);
  if (archivedMs !== null) ms = Math.min(ms, archivedMs);
  return ms;
}

/** The device on machine `a`: its row, and what its last known position depends on. */
function installedDevice(rng: Rng, plan: CompanyPlan, a: AssetInfo, used: UsedValues, nowMs: number, nextId: NextId) {
  // Installed within a few weeks of the machine being registered (and before it was archived).
  const createdMs = Math.min(nowMs - 2 * HOUR, (a.archivedMs ?? Infinity) - HOUR, randomTimeAfter(rng, a.createdMs, 0, 20));
  const id = nextId();
  const status = a.archivedMs !== null ? TelematicStatus.Inactive : (a.aemp ? aempStatus : sitelineStatus)(rng);
  const unit = a.aemp ? null : sitelineUnitFor(rng, a);
  const lastCommunicationMs = clampCommunication(lastCommunication(rng, status, nowMs, a.aemp), createdMs, a.archivedMs);
  const reporting =
    unit === null
      ? aempDeviceFields(a.pin ?? a.serial, status, aempPortals[a.model.brand] ?? null)
      : {
          ...sitelineIdentity(rng, unit, used),
          status,
          battery_level: batteryLevel(rng, status),
          gnss_quality: gnssQuality(rng, status),
          hardware_unit: rng.pick(unit.hardware),
          installer: rng.pick(installers[plan.country]),
        };
  const row: Row<'devices'> = {
    id,
    company_id: plan.id,
    asset_id: a.id,
    ...reporting,
    last_communication_at: iso(lastCommunicationMs),
    created_at: iso(createdMs),
  };
  const device: ReportingDevice = { status, createdMs, lastCommunicationMs };
  return { row, device };
}

/** A unit on the shelf, not yet installed. */
function spareDevice(rng: Rng, plan: CompanyPlan, used: UsedValues, nowMs: number, nextId: NextId): Row<'devices'> {
  const unit = rng.pick([telematicUnits.TU600, telematicUnits.TU600, telematicUnits.TU501, telematicUnits.FMC650]);
  return {
    id: nextId(),
    company_id: plan.id,
    asset_id: null,
    ...sitelineIdentity(rng, unit, used),
    status: TelematicStatus.NotInstalled,
    battery_level: rng.int(80, 100),
    gnss_quality: null,
    hardware_unit: rng.pick(unit.hardware),
    installer: null,
    last_communication_at: null,
    created_at: iso(randomTimeBefore(rng, nowMs, 5, 200)),
  };
}

/** Devices for (most of) the machines plus spares, and the last known position of every machine still in use. */
export function generateDevicesAndPositions(
  rng: Rng,
  plan: CompanyPlan,
  assets: AssetInfo[],
  places: PlaceInfo[],
  used: UsedValues,
  nowMs: number,
  nextId: NextId,
) {
  const devices: Row<'devices'>[] = [];
  const positions: Row<'asset_positions'>[] = [];
  const lastKnownPosition = lastKnownPositions(plan, places);

  for (const a of assets) {
    // Every AEMP machine reports through its portal; about five in six others have a Siteline unit.
    if (!a.aemp && !rng.chance(0.835)) continue;
    const { row, device } = installedDevice(rng, plan, a, used, nowMs, nextId);
    devices.push(row);
    if (a.archivedMs === null) positions.push(lastKnownPosition(rng, a, device));
  }

  const spares = 3 + Math.round(assets.length / 100);
  for (let i = 0; i < spares; i++) devices.push(spareDevice(rng, plan, used, nowMs, nextId));
  return { devices, positions };
}

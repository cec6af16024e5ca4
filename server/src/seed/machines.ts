// A company's machines: real brands and models weighted by how common they are, production years
// skewed towards recent ones, plausible serials, PINs, registration plates, fuel and emission class,
// engine hours from age and utilisation; about one in ten comes in through an AEMP manufacturer portal.
import type { CompanyPlan } from './companies.ts';
import { aempPortals, emissionClassId, emissionStageFor, fuelFor, fuelTypeId, nicknames, pinOrVin, registrationNumber } from './nordic.ts';
import { families, type Family, type MachineModel } from '../domain/machineFamilies.ts';
import { unique, weightedPicker, type Rng } from './random.ts';
import { DAY, HOUR, iso, isoDate, randomTimeAfter, SECOND, startOfDay, YEAR } from './time.ts';
import type { AssetInfo, NextId, PlaceInfo, Row, UsedValues } from './types.ts';

/** The fields an AEMP integration owns; users cannot edit them. */
export const AEMP_READONLY_FIELDS = '["Name","SerialNumber","PinOrVin","Brand","Model"]';

const FIRST_YEAR = 2008;
/** AEMP portals only cover machines from this year on. */
const FIRST_AEMP_YEAR = 2012;
const LAST_YEAR = 2026;

type ModelChoice = { family: Family; model: MachineModel };

/** Pickers over every model produced in the fleet's years, and over those an AEMP portal covers. */
function modelPickers(plan: CompanyPlan) {
  const all: [ModelChoice, number][] = [];
  const aemp: [ModelChoice, number][] = [];
  for (const family of families) {
    const total = family.models.reduce((s, x) => s + x.weight, 0);
    for (const model of family.models) {
      const weight = ((family.weight * model.weight) / total) * (model.power === 'electric' ? plan.electricBoost : 1);
      if (model.from <= LAST_YEAR && model.to >= FIRST_YEAR) all.push([{ family, model }, weight]);
      if (model.brand in aempPortals && model.from <= LAST_YEAR && model.to >= FIRST_AEMP_YEAR) aemp.push([{ family, model }, weight]);
    }
  }
  return { all: weightedPicker(all), aemp: weightedPicker(aemp) };
}

/** Newer years are more likely (fleets are renewed): density grows linearly with the year. */
function productionYear(rng: Rng, model: MachineModel, aemp: boolean): number {
  const lo = Math.max(FIRST_YEAR, model.from, aemp ? FIRST_AEMP_YEAR : FIRST_YEAR);
  const hi = Math.min(LAST_YEAR, model.to);
  return lo + Math.min(hi - lo, Math.floor(Math.sqrt(rng.next()) * (hi - lo + 1)));
}

/** Machines are bought in their first year or so; some second hand, years later. Never after yesterday. */
function purchaseTime(rng: Rng, year: number, latestMs: number): number {
  const secondHand = rng.chance(0.15);
  return Math.min(latestMs, Date.UTC(year, 0, 1) + rng.int(20, 480) * DAY + (secondHand ? rng.int(365, 5 * 365) * DAY : 0));
}

/** Hours a year for the family, scaled by how hard this machine works and how long it has been in use. */
function engineHours(rng: Rng, family: Family, year: number, endMs: number): number {
  const utilisation = Math.min(1.8, Math.max(0.3, rng.normal(1, 0.25)));
  const ageYears = Math.max(0, (endMs - Date.UTC(year, 6, 1)) / YEAR);
  return family.annualHours > 0 ? Math.round(family.annualHours * utilisation * ageYears * 10) / 10 : 0;
}

export function generateAssets(
  rng: Rng,
  plan: CompanyPlan,
  count: number,
  depots: PlaceInfo[],
  used: UsedValues,
  nowMs: number,
  companyCreatedMs: number,
  nextId: NextId,
) {
  const rows: Row<'assets'>[] = [];
  const infos: AssetInfo[] = [];
  const pickers = modelPickers(plan);
  // The head office depot keeps twice as many machines as each of the others.
  const pickDepot = weightedPicker(depots.map((d, i): [PlaceInfo, number] => [d, i === 0 ? 3 : 1.5]));
  const latestPurchase = startOfDay(nowMs) - DAY;

  for (let n = 1; n <= count; n++) {
    const aemp = rng.chance(0.1);
    const { family, model } = (aemp ? pickers.aemp : pickers.all)(rng);
    const year = productionYear(rng, model, aemp);
    const purchaseMs = purchaseTime(rng, year, latestPurchase);
    const depot = pickDepot(rng);
    const serial = unique(used.serials, () => `${rng.int(1, 9)}${rng.digits(7)}`);
    const pin = family.pin ? pinOrVin(model.brand, family, model.model, year, serial) : null;
    const registration = family.road ? unique(used.plates[plan.country], () => registrationNumber(rng, plan.country, model.power === 'electric')) : null;
    const nickname = !aemp && rng.chance(0.07) ? rng.pick(nicknames[plan.country]) : null;
    const name = aemp ? `${model.brand} ${model.model} ${serial.slice(-6)}` : nickname ? `${nickname} #${n}` : `${model.brand} ${model.model} #${n}`;
    const fuel = fuelFor(rng, model.power, plan.country, family.name);
    const emission = model.power === 'diesel' && !family.onRoad ? emissionStageFor(rng, year) : null;
    const automaticTimezone = rng.chance(0.9) ? 1 : 0;
    const createdMs = Math.min(nowMs - HOUR, randomTimeAfter(rng, Math.max(purchaseMs, companyCreatedMs), 0, 45));
    const archivedMs = rng.chance(0.03) ? Math.min(nowMs - 60 * SECOND, Math.max(createdMs + DAY, nowMs - rng.int(1, 540) * DAY)) : null;
    const hours = engineHours(rng, family, year, archivedMs ?? nowMs);

    const id = nextId();
    infos.push({ id, family, model, year, aemp, pin, serial, depot, createdMs, archivedMs });
    rows.push({
      id,
      company_id: plan.id,
      internal_id: `${plan.code}-${String(n).padStart(5, '0')}`,
      name,
      registration_number: registration,
      pin_or_vin: pin,
      serial_number: serial,
      brand: model.brand,
      model: model.model,
      category: family.id,
      production_year: year,
      purchase_date: isoDate(purchaseMs),
      depot_place_id: depot.id,
      default_power_supply: family.volts,
      emission_class: emission === null ? null : emissionClassId(emission),
      fuel_type: fuel === null ? null : fuelTypeId(fuel),
      timezone: depot.timeZone,
      automatic_timezone: automaticTimezone,
      readonly_field_names: aemp ? AEMP_READONLY_FIELDS : '[]',
      integration_source: aemp ? 'AEMP' : null,
      engine_hours: hours,
      archived_at: archivedMs === null ? null : iso(archivedMs),
      created_at: iso(createdMs),
    });
  }
  return { rows, infos };
}

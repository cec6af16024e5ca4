// A fleet page as the standard's documents: XML in the ISO 15143-3 namespace (valid against
// fleet.xsd) and the JSON form of the same tree (decision 0033): element names as in the XML, the
// attributes version, snapshotTime and datetime as properties of the same name, numbers and booleans
// as JSON ones. An element Siteline has no reading for is absent from both, never filled in.
import { FEED_VERSION, isoSeconds } from './feed.ts';
import { ISO_15143_3_NAMESPACE, type AempEquipment, type AempFleet, type Reading } from './types.ts';

const at = (r: Reading<unknown>) => isoSeconds(Date.parse(r.at));
const round = (n: number, digits = 6) => Number(n.toFixed(digits));

type Value = string | number | boolean;
/** One element: its datetime (none for EquipmentHeader) and its children in the standard's order. */
type Element = { datetime?: string; children: [string, Value | null][] };

/** The elements of one machine, in the order the standard lists them; absent readings left out. */
function elements(e: AempEquipment): [string, Element][] {
  const out: [string, Element][] = [];
  const add = <T>(name: string, r: Reading<T> | null, children: (v: T) => [string, Value | null][]) => {
    if (r) out.push([name, { datetime: at(r), children: children(r.value) }]);
  };
  out.push([
    'EquipmentHeader',
    {
      children: [
        ['OEMName', e.oemName],
        ['Model', e.model],
        ['EquipmentID', e.equipmentId],
        ['SerialNumber', e.serialNumber],
        ['PIN', e.pin],
      ],
    },
  ]);
  add('Location', e.location, (v) => [
    ['Latitude', v.lat],
    ['Longitude', v.lng],
    ['Altitude', v.altitudeM === null ? null : round(v.altitudeM, 2)],
    ['AltitudeUnits', v.altitudeM === null ? null : 'metre'],
  ]);
  add('CumulativeOperatingHours', e.operatingHours, (v) => [['Hour', round(v, 2)]]);
  add('FuelUsed', e.fuelUsedL, (v) => [
    ['FuelUnits', 'litre'],
    ['FuelConsumed', round(v, 2)],
  ]);
  add('FuelUsedLast24', e.fuelUsedLast24L, (v) => [
    ['FuelUnits', 'litre'],
    ['FuelConsumed', round(v, 2)],
  ]);
  add('Distance', e.odometerKm, (v) => [
    ['OdometerUnits', 'kilometre'],
    // Ten metres: what portals give (one or two decimals), and what a real column holds of a large odometer.
    ['Odometer', round(v, 2)],
  ]);
  add('CumulativeIdleHours', e.idleHours, (v) => [['Hour', round(v, 2)]]);
  add('FuelRemaining', e.fuelRemainingPct, (v) => [['Percent', round(v, 2)]]);
  add('DEFRemaining', e.defRemainingPct, (v) => [['Percent', round(v, 2)]]);
  add('EngineStatus', e.engineStatus, (v) => [
    ['EngineNumber', v.engineNumber],
    ['Running', v.running],
  ]);
  add('CumulativeLoadCount', e.loadCount, (v) => [['Count', Math.round(v)]]);
  add('CumulativePayloadTotals', e.payloadTotal, (v) => [
    ['PayloadUnits', v.unit],
    ['Payload', round(v.amount, 3)],
  ]);
  return out;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
// A tiny number prints as 1e-7 in JavaScript, which xs:decimal refuses: write its digits instead.
const xmlValue = (v: Value) => (typeof v === 'number' && /e/i.test(String(v)) ? v.toFixed(12).replace(/\.?0+$/, '') : String(v));

export function fleetXml(fleet: AempFleet): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const snapshot = fleet.snapshotTime ? ` snapshotTime="${isoSeconds(Date.parse(fleet.snapshotTime))}"` : '';
  out.push(`<Fleet xmlns="${ISO_15143_3_NAMESPACE}" version="${escapeXml(fleet.version ?? FEED_VERSION)}"${snapshot}>`);
  for (const l of fleet.links) out.push(`<Links><rel>${escapeXml(l.rel)}</rel><href>${escapeXml(l.href)}</href></Links>`);
  for (const e of fleet.equipment) {
    const parts = elements(e).map(([name, { datetime, children }]) => {
      const body = children
        .filter(([, v]) => v !== null)
        .map(([child, v]) => `<${child}>${escapeXml(xmlValue(v!))}</${child}>`)
        .join('');
      return datetime ? `<${name} datetime="${datetime}">${body}</${name}>` : `<${name}>${body}</${name}>`;
    });
    out.push(`<Equipment>${parts.join('')}</Equipment>`);
  }
  out.push('</Fleet>');
  return out.join('\n');
}

/** The same document as JSON (decision 0033): the Fleet element's content, no wrapper. */
export function fleetJson(fleet: AempFleet) {
  return {
    version: fleet.version ?? FEED_VERSION,
    ...(fleet.snapshotTime ? { snapshotTime: isoSeconds(Date.parse(fleet.snapshotTime)) } : {}),
    Links: fleet.links,
    Equipment: fleet.equipment.map((e) =>
      Object.fromEntries(
        elements(e).map(([name, { datetime, children }]) => [
          name,
          { ...(datetime ? { datetime } : {}), ...Object.fromEntries(children.filter(([, v]) => v !== null)) },
        ]),
      ),
    ),
  };
}

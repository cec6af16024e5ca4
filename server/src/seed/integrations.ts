// The demo companies' AEMP integrations: one per manufacturer portal their AEMP machines come from,
// with the equipment links and the latest import's summary an import of that portal's feed would have
// left (integrations/aemp/import.ts), so Admin → Integrations shows each portal with its machines and a
// re-import of the same feed updates them instead of refusing them as another integration's.
import { equipmentKey, type ImportSummary } from '../integrations/aemp/import.ts';
import { PROVIDERS, providerForBrand } from '../integrations/aemp/providers.ts';
import { HOUR, iso } from './time.ts';
import type { NextId, Row } from './types.ts';

/** The feed was last fetched and imported this long before the demo's "now". */
const LAST_IMPORT_AGO = 2 * HOUR;
/** The integration was added this long before its first machine came in. */
const ADDED_BEFORE_FIRST_MACHINE = HOUR;

type SeededAsset = Row<'assets'> & { id: number };
type SeededDevice = Row<'devices'> & { id: number };

export function generateIntegrations(
  companyId: number,
  assets: readonly SeededAsset[],
  devices: readonly SeededDevice[],
  owner: number | null,
  nowMs: number,
  nextIntegrationId: NextId,
  nextLinkId: NextId,
) {
  const integrations: Row<'integrations'>[] = [];
  const links: Row<'aemp_equipment'>[] = [];
  const aempUnit = new Map(devices.filter((d) => d.telematic_type === 'AEMP' && d.asset_id != null).map((d) => [d.asset_id!, d.id]));
  const at = iso(nowMs - LAST_IMPORT_AGO);
  for (const provider of PROVIDERS) {
    const machines = assets.filter((a) => a.company_id === companyId && a.integration_source === 'AEMP' && providerForBrand(a.brand)?.id === provider.id);
    if (machines.length === 0) continue;
    const id = nextIntegrationId();
    const firstMachineMs = Math.min(...machines.map((a) => Date.parse(a.created_at)));
    // An archived machine is no longer in the portal's feed: its link stays, from the last feed that had it.
    const inFeed = machines.filter((a) => !a.archived_at).length;
    const summary: ImportSummary = { total: inFeed, created: 0, updated: inFeed, skipped: [], at };
    integrations.push({
      id,
      company_id: companyId,
      provider_id: provider.id,
      name: provider.name,
      last_import_at: at,
      last_import_summary: JSON.stringify(summary),
      created_by: owner,
      created_at: iso(firstMachineMs - ADDED_BEFORE_FIRST_MACHINE),
      updated_at: at,
    });
    for (const a of machines) {
      const seen = a.archived_at ?? at;
      links.push({
        id: nextLinkId(),
        company_id: companyId,
        integration_id: id,
        // The portal names the machine (its EquipmentID is the name the feed owns, AEMP_READONLY_FIELDS).
        equipment_key: equipmentKey({
          equipmentId: a.name,
          pin: a.pin_or_vin ?? null,
          oemName: a.brand,
          model: a.model,
          serialNumber: a.serial_number ?? null,
        }),
        asset_id: a.id,
        device_id: aempUnit.get(a.id) ?? null,
        snapshot_at: seen,
        fuel_used_l: null,
        fuel_used_at: null,
        fuel_last24_l: null,
        fuel_last24_at: null,
        fuel_remaining_pct: null,
        fuel_remaining_at: null,
        idle_hours: null,
        idle_hours_at: null,
        updated_at: seen,
      });
    }
  }
  return { integrations, links };
}

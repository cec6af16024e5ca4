// The telemetry pipeline's hours seam (store.ts `onHoursChanged`): in the batch's transaction, the
// machines whose hours moved get their service status and due day recomputed, so a machine turns
// Soon or Overdue with the report that carries it over the line, not at the next sweep.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { HoursChange } from '../telemetry/store.ts';
import { refreshServicePlans } from './refresh.ts';

export async function serviceHoursHook(trx: Transaction<Database>, changes: HoursChange[], now: number): Promise<void> {
  // Only machines with a plan can change status; the rest stay NoService without a read.
  const planned = await trx
    .selectFrom('service_setups')
    .select('asset_id')
    .where(
      'asset_id',
      'in',
      changes.map((c) => c.assetId),
    )
    .execute();
  if (planned.length > 0)
    await refreshServicePlans(
      trx,
      planned.map((r) => r.asset_id),
      now,
    );
}

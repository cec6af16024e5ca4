// The dashboard's calls, as REST with the session's bearer (the usage report's way, report.api.ts):
// one page, JSON answers already typed by the server's schemas, no fragments to compose.
import type { UtilizationRequest, UtilizationView, Utilization, MachineUsage } from '../../../machines/analyticsRange/analyticsRange.types.ts';
import { authorizedPost } from '../../session/authorizedFetch.ts';

export type FleetState = 'working' | 'idling' | 'off' | 'silent' | 'untracked';
export type StateCounts = Record<FleetState, number> & { total: number };

export interface StateGroup {
  /** Family, place or tag id; null: in no place now. */
  id: number | null;
  name: string;
  counts: StateCounts;
}

export interface FleetNow {
  counts: StateCounts;
  byFamily: { total: number; groups: StateGroup[] };
  byPlace: { total: number; groups: StateGroup[] };
  byTag: { total: number; groups: StateGroup[] };
}

const data = async <T>(res: Response): Promise<T> => ((await res.json()) as { data: T }).data;

/** POST /web/v1/analytics/fleet-now. */
export async function loadFleetNowCall(): Promise<FleetNow> {
  return data<FleetNow>(await authorizedPost('/api/web/v1/analytics/fleet-now', { groupLimit: 100 }));
}

/** The summary and the first 100 machines (most engine hours first), asked side by side. */
export async function loadUtilizationCall(request: UtilizationRequest): Promise<UtilizationView> {
  const [utilization, machines] = await Promise.all([
    authorizedPost('/api/web/v1/analytics/utilization', { ...request, topIdlers: 10, unusedLimit: 20 }).then((r) => data<Utilization>(r)),
    authorizedPost('/api/web/v1/analytics/utilization/machines', { ...request, limit: 100 }).then((r) => data<{ total: number; data: MachineUsage[] }>(r)),
  ]);
  return { utilization, machines: { total: machines.total, data: machines.data } };
}

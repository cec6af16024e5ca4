// Machines grouped by supercluster: at a country view nearby machines become one counted bubble,
// and they split as the user zooms in. Pure (no React, no deck.gl) for the unit tests.
import Supercluster, { type AnyProps } from 'supercluster';
import type { MachinePosition } from './map.view.ts';

/** Above this zoom every machine is drawn on its own. */
export const CLUSTER_MAX_ZOOM = 11;
/** Radius (px) within which machines join a bubble. */
export const CLUSTER_RADIUS_PX = 44;

export interface MachineCluster {
  kind: 'cluster';
  clusterId: number;
  count: number;
  long: number;
  lat: number;
}
export interface SingleMachine {
  kind: 'machine';
  machine: MachinePosition;
}
export type MapItem = MachineCluster | SingleMachine;

export type MachineIndex = Supercluster<{ machine: MachinePosition }, AnyProps>;

export function buildMachineIndex(positions: readonly MachinePosition[]): MachineIndex {
  const index: MachineIndex = new Supercluster({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM, minPoints: 3 });
  index.load(positions.map((machine) => ({ type: 'Feature', properties: { machine }, geometry: { type: 'Point', coordinates: [machine.long, machine.lat] } })));
  return index;
}

/** What to draw for the view: bubbles and single machines inside the bounding box at this zoom. */
export function itemsInView(index: MachineIndex, bbox: [number, number, number, number], zoom: number): MapItem[] {
  return index.getClusters(bbox, Math.floor(zoom)).map((f): MapItem => {
    const [long, lat] = f.geometry.coordinates;
    if ('cluster' in f.properties && f.properties.cluster) {
      return { kind: 'cluster', clusterId: f.properties.cluster_id, count: f.properties.point_count, long, lat };
    }
    return { kind: 'machine', machine: (f.properties as { machine: MachinePosition }).machine };
  });
}

/** The first zoom, from `from` on, at which the machine is drawn on its own (not in a bubble). */
export function zoomToSeparate(index: MachineIndex, machine: MachinePosition, from: number): number {
  const d = 1e-6;
  for (let z = Math.max(0, Math.floor(from)); z <= CLUSTER_MAX_ZOOM; z += 1) {
    const hits = index.getClusters([machine.long - d, machine.lat - d, machine.long + d, machine.lat + d], z);
    if (
      hits.some(
        (f) => !('cluster' in f.properties && f.properties.cluster) && (f.properties as { machine: MachinePosition }).machine.assetId === machine.assetId,
      )
    )
      return z;
  }
  return CLUSTER_MAX_ZOOM + 1;
}

/** Machines a bubble stands for, to show or count. */
export const machinesIn = (index: MachineIndex, clusterId: number): MachinePosition[] => index.getLeaves(clusterId, Infinity).map((f) => f.properties.machine);

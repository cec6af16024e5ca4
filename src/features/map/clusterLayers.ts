// deck.gl props for machine bubbles: a disc sized by how many machines it holds, with the count.
import type { ScatterplotLayerProps, TextLayerProps } from '@deck.gl/layers';
import type { MachineCluster } from './clusters.ts';

export const CLUSTERS_LAYER_ID = 'machine-clusters';
export const CLUSTER_COUNTS_LAYER_ID = 'machine-cluster-counts';

const BUBBLE: [number, number, number, number] = [30, 64, 175, 225];
const WHITE: [number, number, number, number] = [255, 255, 255, 255];

/** 3 machines → 13 px, 30 → 19 px, 300 → 24 px: big groups stand out without covering a country. */
export const bubbleRadius = (count: number) => Math.round(9 + 2.6 * Math.log2(count));

export function clusterLayerProps(clusters: readonly MachineCluster[]): ScatterplotLayerProps<MachineCluster> & { id: string } {
  return {
    id: CLUSTERS_LAYER_ID,
    data: clusters,
    pickable: true,
    autoHighlight: true,
    highlightColor: [255, 255, 255, 70],
    radiusUnits: 'pixels',
    getRadius: (c) => bubbleRadius(c.count),
    stroked: true,
    lineWidthUnits: 'pixels',
    getLineWidth: 2,
    getLineColor: WHITE,
    getFillColor: BUBBLE,
    getPosition: (c) => [c.long, c.lat],
  };
}

export function clusterCountProps(clusters: readonly MachineCluster[]): TextLayerProps<MachineCluster> & { id: string } {
  return {
    id: CLUSTER_COUNTS_LAYER_ID,
    data: clusters,
    pickable: false,
    getText: (c) => String(c.count),
    getPosition: (c) => [c.long, c.lat],
    getSize: 12,
    getColor: WHITE,
    fontWeight: 700,
    fontFamily: 'system-ui, sans-serif',
    characterSet: '0123456789',
    getTextAnchor: 'middle',
    getAlignmentBaseline: 'center',
  };
}

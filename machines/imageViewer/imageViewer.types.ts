// The image viewer (features spec, section 4 "Images": next/previous, zoom, reset zoom, set as
// primary, download, add and delete; deleting the last image closes it).
export interface ImageViewerInput {
  assetId: number;
  keys: string[];
  index: number;
  canEdit: boolean;
}

export interface ImageViewerContext {
  assetId: number;
  canEdit: boolean;
  keys: string[];
  index: number;
  zoom: number;
  /** The key list being saved (set as primary, delete). */
  pendingKeys: string[];
}

/** What the viewer hands back when it closes: the machine's keys as they are now. */
export interface ImageViewerOutput {
  keys: string[];
}

export type ImageViewerEvent =
  | { type: 'viewer.next' }
  | { type: 'viewer.previous' }
  | { type: 'viewer.zoomIn' }
  | { type: 'viewer.zoomOut' }
  | { type: 'viewer.zoomReset' }
  | { type: 'viewer.primary' }
  | { type: 'viewer.download' }
  | { type: 'viewer.delete' }
  | { type: 'viewer.deleteConfirmed' }
  | { type: 'viewer.deleteCancelled' }
  | { type: 'viewer.closed' };

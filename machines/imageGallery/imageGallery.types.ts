// Machine images in the Details tab (features spec: sections 4 "Images", 5 limits, 8 texts).

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** A file the user picked, as the machine needs it (src/ keeps the File itself under `id`). */
export interface SelectedFile {
  id: string;
  name: string;
  size: number;
  /** What the first bytes say; null: not PNG, JPEG or WEBP. */
  kind: ImageKind | null;
}

export interface ImageGalleryInput {
  assetId: number;
  canEdit: boolean;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** Input of the upload actor: the files in order; `report` feeds progress back to the machine. */
export interface UploadRequest {
  assetId: number;
  files: SelectedFile[];
  report: (progress: UploadProgress) => void;
}

export interface ImageFailure {
  status: number;
  message?: string;
}

export interface ImageGalleryContext {
  assetId: number;
  canEdit: boolean;
  /** The machine's image keys in order; the first is primary. */
  keys: string[];
  /** Files on their way in (the reorder dialog's order). */
  selection: SelectedFile[];
  /** The spec's limit warnings for the last selection. */
  warnings: string[];
  progress: UploadProgress | null;
  /** The key list being saved. */
  pendingKeys: string[];
  /** The image the viewer opens on (index into keys). */
  index: number;
}

export type ImageGalleryEvent =
  | { type: 'images.retry' }
  /** Files dropped or picked (the dropzone, 'Add' in the gallery or the viewer). */
  | { type: 'images.filesSelected'; files: SelectedFile[] }
  | { type: 'images.warningsDismissed' }
  /** Reorder dialog: move the file at `from` to `to` (the first becomes primary). */
  | { type: 'images.moved'; from: number; to: number }
  | { type: 'images.uploadConfirmed' }
  | { type: 'images.uploadCancelled' }
  | { type: 'images.progress'; loaded: number; total: number }
  /** A thumbnail: opens the viewer (the imageViewer machine) on that image. */
  | { type: 'images.opened'; index: number };

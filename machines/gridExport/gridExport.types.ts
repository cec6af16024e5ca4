/** The file formats a grid exports to (the server's POST <grid>/export). */
export type ExportFormat = 'xlsx' | 'csv';

/** The most rows one export writes; past it the server answers 400 and the menu asks to narrow the grid. */
export const MAX_EXPORT_ROWS = 200_000;
/** The most value words one column may name. */
export const MAX_EXPORT_LABELS = 200;

/** A column of an export as the client names it and the server writes it. */
export interface ExportColumn {
  fieldName: string;
  title: string;
  /** What the screen shows for each of the column's values (a list's words in the user's language). */
  labels?: Array<{ value: string; label: string }>;
  /** The column's texts are the product's fixed names, written in the user's language. */
  translate?: boolean;
  unit?: 'hours';
}

export interface ExportFile {
  fileName: string;
  blob: Blob;
}

export interface GridExportContext {
  /** The format asked for last (Excel until one is asked for). */
  format: ExportFormat;
}

export type GridExportEvent = { type: 'export.requested'; format: ExportFormat };

/** What a failed export tells the user: the title and the server's reason (a 400's message, a 429's). */
export interface ExportFailureNotice {
  title: string;
  text: string | null;
}

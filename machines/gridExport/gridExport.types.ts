/** The file formats a grid exports to (the server's POST <grid>/export). */
export type ExportFormat = 'xlsx' | 'csv';

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

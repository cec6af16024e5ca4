// The usage report (features spec: reports; /analytics/reports/usage-report/pick-machines).

/** POST /web/v1/reports/usage/assets: one machine a report can cover. */
export interface ReportMachine {
  assetId: number;
  name: string;
  internalId: string;
  brand: string;
  model: string;
}

/** POST /web/v1/reports/usage. */
export interface UsageReportRequest {
  assetIds: number[];
  fromDay: string;
  toDay: string;
}

/** The downloaded workbook and the name to save it under. */
export interface ReportFile {
  fileName: string;
  blob: Blob;
}

export interface UsageReportContext {
  machines: ReportMachine[];
  /** Picked machine ids, in the order they were picked. */
  selected: number[];
  /** YYYY-MM-DD (the date fields show YYYY/MM/DD). */
  fromDay: string;
  toDay: string;
  /** 'Error while generating report. Please try again later', or the list's load failure. */
  error: string | null;
}

export type UsageReportEvent =
  | { type: 'report.toggled'; assetId: number }
  /** Select all of the given ids (the filtered list), or clear them when all are selected. */
  | { type: 'report.allToggled'; assetIds: number[] }
  | { type: 'report.rangeChanged'; fromDay: string; toDay: string }
  | { type: 'report.generateRequested' }
  | { type: 'report.retried' };

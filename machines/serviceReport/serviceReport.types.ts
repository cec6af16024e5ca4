// The service completion dialog (features spec §3 "Service report", "Engine-time calibration", §4
// "Service completion dialog", §5): types of its machine.

export interface ServiceReportInput {
  assetId: number;
}

/** GET /web/v1/services/{id}/engineTime/{userTime} (Query `engineTimeAt`). */
export interface EngineTimeAt {
  /** Machine hours at the chosen time; null when nothing is known before it. */
  engineTime: number | null;
}

export interface EngineTimeRequest {
  assetId: number;
  /** 'YYYY-MM-DDTHH:mm' in the user's time zone. */
  userTime: string;
}

/** POST /web/v1/services/calibrate (mutation `calibrateEngineTime`). */
export interface CalibrationRequest {
  assetId: number;
  engineTimeAtUserTime: string;
  engineTime: number;
}

/** POST /web/v1/services/report (mutation `reportService`). */
export interface ReportRequest {
  assetId: number;
  engineTimeAtService: number;
  servicePerformedUserTime: string;
  comment: string;
}

export interface ReportFailure {
  status: number;
  message?: string;
  fields?: Record<string, string[]>;
}

export interface ServiceReportContext {
  assetId: number;
  /** 'YYYY-MM-DDTHH:mm' once a time is chosen. */
  performedAt: string | null;
  /** The machine's hours at that time, from the server (null: unknown or not loaded). */
  hoursAtTime: number | null;
  /** The hours field (the calibration section), as typed. */
  machineHours: string;
  comment: string;
  error: string | null;
  reported: boolean;
}

export type ServiceReportEvent =
  | { type: 'report.timeChosen'; value: string }
  | { type: 'report.hoursChanged'; value: string }
  | { type: 'report.commentChanged'; value: string }
  | { type: 'report.submitted' }
  /** Cancel (or Escape, or the close button). */
  | { type: 'report.cancelled' }
  | { type: 'report.discardConfirmed' }
  | { type: 'report.keepEditing' };

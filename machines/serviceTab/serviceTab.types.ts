// The service tab (features spec §2 "Service tab", §3 "Service setup", §4, §5): types of its machine.

/** GET /web/v1/services/{assetId}/setup (Query `serviceSetup`). */
export interface ServiceSetup {
  assetId: number;
  engineHoursServiceAllowed: boolean;
  nextEngineHoursService: number | null;
  engineHoursServiceInterval: number | null;
  /** 'YYYY-MM-DD' */
  nextCalendarServiceUserTime: string | null;
  /** Monthly = 3, Yearly = 4 */
  calendarServiceIntervalType: number | null;
  calendarServiceFrequency: number | null;
  description: string | null;
  /** NoService = 0, Scheduled = 1, Soon = 2, Overdue = 3 */
  status: number;
  statusFormatted: string;
  nextServicePredictionUserTimeFormatted: string | null;
  /** Why the prediction is that day (server/src/servicePlan/status.ts evaluatePlan): 'Hours', 'HoursReached', 'Calendar'. */
  nextServiceDueBy: string | null;
  /** Days from the machine's today to the predicted day. */
  nextServiceInDays: number | null;
  /** The pace of an 'Hours' prediction: engine hours a week over the last 30 full days. */
  usageHoursPerWeek: number | null;
  engineHours: number;
  engineHoursFormatted: string;
  hoursLeft: number | null;
  usageHoursPerDay: number | null;
  previousServiceUserTimeFormatted: string | null;
}

export type IntervalType = 3 | 4;

/** What the edit form holds: text as typed, so a half-typed number is kept as it is. */
export interface SetupDraft {
  hoursAllowed: boolean;
  nextHours: string;
  interval: string;
  /** 'YYYY-MM-DD' or '' */
  calendarDay: string;
  intervalType: IntervalType | null;
  frequency: string;
  description: string;
}

export type DraftField = 'nextHours' | 'interval' | 'calendarDay' | 'frequency' | 'description';

/** POST /web/v1/services/setup (mutation `saveServiceSetup`). */
export interface SaveSetupRequest {
  assetId: number;
  engineHoursServiceAllowed: boolean;
  nextEngineHoursService?: number | null;
  engineHoursServiceInterval?: number;
  nextCalendarServiceUserTime?: string | null;
  calendarServiceIntervalType?: number | null;
  calendarServiceFrequency?: number | null;
  description?: string | null;
}

export interface AssetIdInput {
  assetId: number;
}

/** How the service actors reject (src/graphql/errors.ts ApiError). */
export interface ServiceFailure {
  status: number;
  message?: string;
  fields?: Record<string, string[]>;
}

export interface ServiceNotice {
  tone: 'success' | 'error';
  title: string;
  text: string | null;
}

export interface ServiceTabInput {
  assetId: number;
}

export interface ServiceTabContext {
  assetId: number;
  setup: ServiceSetup | null;
  /** The edit form; null outside edit mode. */
  draft: SetupDraft | null;
  /** The server's refusal of the last save, shown above the form. */
  error: string | null;
  /** Messages by draft field (the form's own checks and the server's). */
  fieldErrors: Partial<Record<DraftField | 'calendar', string>>;
}

/** What the completion dialog (serviceReport machine) ends with. */
export interface ReportOutcome {
  reported: boolean;
}

export type ServiceTabEvent =
  | { type: 'service.retry' }
  | { type: 'service.editStarted' }
  | { type: 'service.fieldChanged'; field: DraftField; value: string }
  /** The "Engine-hour service" switch; turning it off with values set asks first. */
  | { type: 'service.hoursToggled'; allowed: boolean }
  /** The calendar interval (Monthly / Yearly / none); none with values set asks first. */
  | { type: 'service.intervalTypeChanged'; intervalType: IntervalType | null }
  | { type: 'service.saveRequested' }
  | { type: 'service.undoRequested' }
  /** The open dialog's confirm / cancel button. */
  | { type: 'service.confirmed' }
  | { type: 'service.cancelled' }
  | { type: 'service.deleteHoursRequested' }
  | { type: 'service.deleteCalendarRequested' }
  | { type: 'service.reportRequested' };

// The place-alert form (features spec §3 "Place alert", "Work shift"; §8 place alert errors).

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A non-working window in the place's time zone: an engine start inside it raises an alert. */
export type WorkShift = Record<Weekday, boolean> & {
  workShiftId?: number | null;
  /** 'HH:mm'. */
  startPlaceTime: string;
  /** 'HH:mm'; at or before the start: the next day (equal: the whole day). */
  endPlaceTime: string;
};

export type ShiftPreset = 'weekdays' | 'weekend' | 'none';

/** A user the alert may notify; `active`: it does. */
export interface Recipient {
  id: number;
  name: string;
  active: boolean;
}

export interface PlaceAlertValues {
  /** null until a new alert's place is chosen. */
  placeId: number | null;
  enabled: boolean;
  notifyAllNewUsers: boolean;
  triggerOnEnter: boolean;
  triggerOnExit: boolean;
  workShifts: WorkShift[];
  /** 'YYYY-MM-DD' in the place's time zone, sorted. */
  holidays: string[];
  recipients: Recipient[];
}

export type PlaceAlertSwitch = 'enabled' | 'notifyAllNewUsers' | 'triggerOnEnter' | 'triggerOnExit';

/** GET /web/v1/notifications/places/alerts/{id}. */
export interface PlaceAlertDetail {
  id: number;
  placeId: number;
  placeName: string;
  placeTimeZone: string;
  enabled: boolean;
  notifyAllNewUsers: boolean;
  notificationUsers: Recipient[];
  triggerOnEnter: boolean;
  triggerOnExit: boolean;
  triggers: { workShifts: WorkShift[]; holidays: string[] };
}

/** POST /web/v1/notifications/places/alerts (no id: create). */
export interface PlaceAlertRequest {
  id: number | null;
  placeId: number;
  enabled: boolean;
  notifyAllNewUsers: boolean;
  notificationUsers: { id: number; active: boolean }[];
  triggerOnEnter: boolean;
  triggerOnExit: boolean;
  triggers: { workShifts: WorkShift[]; holidays: string[] };
}

/** How the actors reject (src/graphql/errors.ts ApiError). */
export interface PlaceAlertFailure {
  status: number;
  message?: string;
  fields?: Record<string, string[]>;
}

export interface PlaceAlertFormInput {
  /** null: a new alert. */
  alertId: number | null;
  /** The users dictionary: a new alert's recipients (an existing one brings its own list). */
  users: readonly { id: number; name: string }[];
  /** The signed-in user, ticked as the first recipient of a new alert. */
  currentUserId: number | null;
}

export interface PlaceAlertNotice {
  tone: 'error' | 'success';
  title: string;
  text: string | null;
}

export interface PlaceAlertFormContext {
  alertId: number | null;
  placeName: string;
  timeZone: string | null;
  values: PlaceAlertValues;
  /** As loaded (or the new alert's defaults): what Undo returns to. */
  initial: PlaceAlertValues;
  /** A save was attempted: every problem shows. */
  submitted: boolean;
  /** The server's refusal per field ('triggers.workShifts[0]', 'placeId', ...). */
  serverErrors: Record<string, string[]>;
  /** The load failure's text. */
  loadError: string | null;
  /** The id a create answered with. */
  createdId: number | null;
}

export type PlaceAlertFormEvent =
  | { type: 'alert.placeChosen'; placeId: number }
  | { type: 'alert.switched'; field: PlaceAlertSwitch; value: boolean }
  | { type: 'alert.recipientToggled'; userId: number; active: boolean }
  | { type: 'alert.presetChosen'; preset: ShiftPreset }
  /** The shift editor's whole list after an edit (a day, a time, a shift added or removed). */
  | { type: 'alert.shiftsChanged'; workShifts: WorkShift[] }
  | { type: 'alert.holidaysChanged'; holidays: string[] }
  | { type: 'alert.saveRequested' }
  | { type: 'alert.undoRequested' }
  | { type: 'alert.deleteRequested' }
  | { type: 'alert.deleteConfirmed' }
  | { type: 'alert.deleteCancelled' }
  | { type: 'alert.retry' };

export type PlaceAlertFormOutput = { result: 'created'; id: number } | { result: 'deleted' };

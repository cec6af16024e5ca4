// Kysely table types. Booleans are stored as 0/1 integers and times as ISO-8601 UTC text so the
// same queries run on SQLite (embedded default) and PostgreSQL (later issue) without dialect branches.
import type { Generated, Selectable, Insertable } from 'kysely';

export interface CompanyTable {
  id: Generated<number>;
  name: string;
  country: string;
  /** 1 for Siteline's own companies: their users can never be impersonated. */
  is_internal: Generated<number>;
  created_at: string;
}

export interface UserTable {
  id: Generated<number>;
  uuid: string;
  company_id: number;
  /** Stored lower-case; the login is the e-mail address. */
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  /** 'web' or 'support': the API type the account signs in with. */
  scope: string;
  /** User=0, Admin=1, Owner=2 */
  role: Generated<number>;
  /** Space-separated grants added to (or revoke:* entries subtracted from) the role's permissions. */
  extra_permissions: Generated<string>;
  language_id: Generated<number>;
  timezone_id: Generated<string>;
  job_title: string | null;
  disabled: Generated<number>;
  /** Bumped when the password changes or the user is disabled; tokens issued before it are refused. */
  tokens_valid_after: string | null;
  last_web_login: string | null;
  last_mobile_login: string | null;
  created_at: string;
  deleted_at: string | null;
}

export interface RefreshTokenTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the opaque token: a database leak does not leak usable tokens. */
  token_hash: string;
  family_id: string;
  expires_at: string;
  revoked_at: string | null;
  replaced_by_id: number | null;
  impersonated_by: number | null;
  created_at: string;
}

export interface PlaceTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  /** Depot=0, WorkSite=1, Region=2 */
  place_type: number;
  address: string | null;
  city: string | null;
  zip: string | null;
  country: string | null;
  description: string | null;
  /** JSON array of {latitude, longitude}. */
  geofence: string;
  timezone_name: string;
  valid_from: string | null;
  valid_to: string | null;
  contract: string | null;
  archived_at: string | null;
  created_at: string;
  /** Bounding box of the geofence, kept by triggers (migration 040). */
  min_lat: Generated<number | null>;
  max_lat: Generated<number | null>;
  min_lng: Generated<number | null>;
  max_lng: Generated<number | null>;
  updated_at: Generated<string | null>;
}

export interface AssetTable {
  id: Generated<number>;
  company_id: number;
  internal_id: string;
  name: string;
  registration_number: string | null;
  pin_or_vin: string | null;
  serial_number: string | null;
  brand: string;
  model: string;
  /** machine family dictionary id */
  category: number;
  production_year: number | null;
  purchase_date: string | null;
  depot_place_id: number | null;
  default_power_supply: number | null;
  /** emission class dictionary id */
  emission_class: number | null;
  /** vehicle fuel type dictionary id */
  fuel_type: number | null;
  timezone: string;
  automatic_timezone: Generated<number>;
  /** JSON array of field names imported from AEMP (read-only in the UI and on the server). */
  readonly_field_names: Generated<string>;
  integration_source: string | null;
  engine_hours: Generated<number>;
  archived_at: string | null;
  created_at: string;
  /** Read-side copy of asset_positions.asset_time, kept by triggers (migration 003): the fleet sorts on it. */
  position_time: string | null;
  /** Read-side copy: best status of the machine's devices, 4 (Not installed) without one; kept by triggers (003). */
  telematic_status: Generated<number>;
  /** Read-side copies of service planning (migration 050, kept by servicePlan/refresh.ts): NoService=0, Scheduled=1, Soon=2, Overdue=3. */
  service_status: Generated<number>;
  /** 'YYYY-MM-DD': when the next service is due (the calendar date or the day predicted from usage, whichever is first). */
  service_due_day: Generated<string | null>;
  /** Machine hours of the next engine-hour service. */
  service_next_hours: Generated<number | null>;
  /** When the last service was performed, ISO-8601 UTC (like position_time: the grid filters it as a date-time). */
  service_last_at: Generated<string | null>;
  /** When the clock alone may change the status (the machine's next midnight), UTC epoch ms; null without a service. */
  service_check_ts: Generated<number | null>;
}

export interface DeviceTable {
  id: Generated<number>;
  company_id: number;
  asset_id: number | null;
  serial_number: string;
  imei: string | null;
  /** telematic type, e.g. 'TU600', 'AEMP' */
  telematic_type: string;
  integration_source: string;
  /** telematic status dictionary id */
  status: number;
  battery_level: number | null;
  /** 0 weak, 1 ok, 2 good */
  gnss_quality: number | null;
  hardware_unit: string | null;
  installer: string | null;
  last_communication_at: string | null;
  created_at: string;
  /** 1 when the unit is wired after the battery main switch (it loses power when the switch is off). Migration 020. */
  installed_after_main_switch: Generated<number>;
  /** Time of the unit's latest position, UTC ISO-8601 (migration 020; kept by the telemetry pipeline). */
  last_position_at: Generated<string | null>;
  /** Reports the clock policy moved to the receive time (migration 082; telemetry/clockPolicy.ts). */
  clock_faults: Generated<number>;
  /** The latest clock fault: when the server heard it and the time the unit claimed (UTC ms). */
  clock_fault_ts: Generated<number | null>;
  clock_fault_claimed_ts: Generated<number | null>;
  /** Reports older than the unit's latest (history, kept as track positions only). */
  late_reports: Generated<number>;
  /** JSON {key: {value, ts}}: the latest value of every attribute the unit sent (telemetry/attributes.ts). */
  latest_attributes: Generated<string | null>;
}

export interface AssetPositionTable {
  asset_id: number;
  company_id: number;
  lat: number;
  lng: number;
  asset_time: string;
  location_place_id: number | null;
}

export interface TagTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  /** Asset=0, Place=1 */
  entity_type: number;
  style: string;
  created_at: string;
}

export interface TagLinkTable {
  tag_id: number;
  entity_type: number;
  entity_id: number;
  company_id: number;
}

/** Contentless FTS5 trigram indexes (migration 003): only `rowid` and MATCH are usable. */
export interface SearchIndexTable {
  rowid: number;
}

export interface ErrorLogTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  message: string;
  uri: string;
  line_number: number | null;
  user_agent: string | null;
  created_at: string;
}

export interface UsageLogTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  usage_type: string;
  module: string;
  sub_function: string;
  created_at: string;
}

/** Single-use links (activation, password reset). Only the sha256 of the key is stored. */
export interface AccountKeyTable {
  id: Generated<number>;
  user_id: number;
  /** 'activation' | 'reset' */
  purpose: string;
  key_hash: string;
  expires_at: string;
  /** Set when redeemed, or when a newer key of the same purpose replaced it. */
  used_at: string | null;
  created_at: string;
}

/** One row per impersonation: who looked at whose account, from where, and when it ended. */
export interface ImpersonationAuditTable {
  id: Generated<number>;
  support_user_id: number;
  target_user_id: number;
  target_company_id: number;
  started_at: string;
  /** The session's hard end; tokens of the family die with it. */
  expires_at: string;
  ended_at: string | null;
  ip: string;
  /** The refresh-token family issued for this session. */
  family_id: string;
}

// --- Telemetry (migration 020; design note: server/src/telemetry/README.md) -------------------------
// Times are UTC epoch milliseconds (*_ts); days are 'YYYY-MM-DD' in the machine's time zone.

/** Raw reports, one per (asset, time, device); what reprocessing replays. */
export interface TelemetryPositionTable {
  asset_id: number;
  ts: number;
  device_id: number;
  lat: number;
  lng: number;
  /** 0: the report had no fix (position repeated from the last one); tracks skip it. */
  valid: Generated<number>;
  /** km/h */
  speed: number | null;
  heading: number | null;
  altitude: number | null;
  accuracy: number | null;
  satellites: number | null;
  ignition: number | null;
  /** The unit's raw hour-meter reading, as reported (before calibration). */
  hours: number | null;
  /** External supply (machine battery) voltage. */
  ext_voltage: number | null;
  /** The unit's own battery level, percent. */
  battery: number | null;
  din1: number | null;
  din2: number | null;
  din3: number | null;
  main_switch: number | null;
  /** The unit's own time where the clock policy stored the report at the receive time (migration 082). */
  claimed_ts: Generated<number | null>;
}

/** A report's extra values (migration 082; telemetry/attributes.ts), keyed like its position. */
export interface TelemetryAttributesTable {
  asset_id: number;
  ts: number;
  device_id: number;
  /** JSON object of attribute values. */
  attributes: string;
}

/** The latest reading of a machine measurement outside the position columns (migration 082). */
export interface AssetReadingTable {
  asset_id: number;
  /** See telemetry/readings.ts READINGS. */
  reading: string;
  company_id: number;
  /** When the reading was taken (UTC ms), not when it arrived. */
  ts: number;
  value: number | null;
  text_value: string | null;
  /** 'device' or 'aemp' */
  source: string;
}

export interface TelemetryDeviceStateTable {
  device_id: number;
  asset_id: number;
  company_id: number;
  /** Time of the latest in-order report processed: the idempotency high-water mark. */
  last_ts: number;
  /** JSON of the pipeline's DeviceState. */
  state: string;
  updated_ts: number;
}

export interface EngineSessionTable {
  id: Generated<number>;
  asset_id: number;
  company_id: number;
  device_id: number;
  start_ts: number;
  /** null while the engine runs. */
  end_ts: number | null;
  last_ts: number;
  engine_s: number;
  idle_s: number;
  distance_m: number;
  start_hours: number | null;
  end_hours: number | null;
  start_lat: number | null;
  start_lng: number | null;
  end_lat: number | null;
  end_lng: number | null;
}

export type HoursSource = 'device' | 'aemp' | 'calibration';

export interface EngineHoursTable {
  id: Generated<number>;
  asset_id: number;
  company_id: number;
  ts: number;
  /** Machine hours at ts (calibrated). */
  hours: number;
  source: HoursSource;
  device_id: number | null;
  user_id: number | null;
}

export interface AssetUsageDailyTable {
  asset_id: number;
  day: string;
  company_id: number;
  engine_s: number;
  idle_s: number;
  distance_m: number;
  /** Valid fixes stored that day (migration 021): how dense a range is before reading it. */
  positions: Generated<number>;
}

/** asset_usage_daily summed per machine and ISO week (migration 085, kept by triggers on the daily table). */
export interface AssetUsageWeeklyTable {
  asset_id: number;
  /** The week's Monday, 'YYYY-MM-DD' (the machine's local days). */
  week: string;
  company_id: number;
  engine_s: number;
  idle_s: number;
  /** Days of the week with engine time. */
  days_used: number;
}

/** The first fix of each 10-min (level 1), 1-hour (2) and 6-hour (3) bucket of a machine (migration 021). */
export interface TrackOverviewTable {
  asset_id: number;
  level: number;
  ts: number;
  lat: number;
  lng: number;
  speed: number | null;
  heading: number | null;
}

export interface AssetBatterySampleTable {
  asset_id: number;
  ts: number;
  voltage: number;
}

export type InputName = 'din1' | 'din2' | 'din3' | 'power' | 'mainSwitch';

export interface AssetInputChangeTable {
  asset_id: number;
  input: InputName;
  ts: number;
  value: number;
}

export interface MachineEventTable {
  id: Generated<number>;
  asset_id: number;
  company_id: number;
  ts: number;
  event_name: string;
  /** 0: no place. */
  place_id: Generated<number>;
  /** JSON with the event's particulars (place name, voltage...). */
  details: string | null;
}

export interface PlaceEventTable {
  id: Generated<number>;
  place_id: number;
  company_id: number;
  /** 0: not about a machine. */
  asset_id: Generated<number>;
  ts: number;
  event_type: string;
  details: string | null;
}

export interface PlaceStayTable {
  id: Generated<number>;
  company_id: number;
  place_id: number;
  asset_id: number;
  entry_ts: number;
  exit_ts: number | null;
}

export interface TelemetryOutboxTable {
  id: Generated<number>;
  topic: string;
  payload: string;
  created_ts: number;
  available_ts: number;
  attempts: Generated<number>;
  claimed_by: string | null;
  claimed_until_ts: number | null;
  processed_ts: number | null;
  last_error: string | null;
}

// --- Places (migration 040; docs/features/places.md) ---------------------------------------------------

/** Which machines ever reported from which ~1 km cell (kept by a trigger on telemetry_positions). */
export interface AssetCellTable {
  cell: number;
  asset_id: number;
}

/** Geofence reprocessing, chunked and resumable. */
export interface PlaceJobTable {
  id: Generated<number>;
  company_id: number;
  place_id: number;
  kind: string;
  payload: string;
  status: string;
  assets_total: number | null;
  assets_done: Generated<number>;
  cursor_asset_id: Generated<number>;
  created_ts: number;
  finished_ts: number | null;
  error: string | null;
  /** The instance running it (host:pid:random) until claimed_until_ts: a lease, renewed per machine. */
  claimed_by: string | null;
  claimed_until_ts: number | null;
}

/** One sign-in: the refresh tokens rotated from it and the access tokens issued with them (claim `fid`). */
export interface TokenFamilyTable {
  id: string;
  user_id: number;
  created_at: string;
  /** Logout, reuse of a rotated token, impersonation end: its access tokens stop working at once. */
  revoked_at: string | null;
}

/** Sliding-window rate-limit events (services/rateLimit.ts), shared by every server instance. */
export interface RateLimitEventTable {
  id: Generated<number>;
  bucket: string;
  key: string;
  /** ms since the epoch */
  at: number;
}

/** A stored machine image (migration 030). Pending between upload and PUT imageKeys (asset_id null). */
export interface AssetImageTable {
  key: string;
  company_id: number;
  asset_id: number | null;
  position: Generated<number>;
  /** 'MachineImage' (the only file type today). */
  file_type: string;
  /** 'jpeg' | 'png' | 'webp', decided from the bytes. */
  format: string;
  width: number;
  height: number;
  size_bytes: number;
  uploaded_by: number | null;
  created_at: string;
}

// --- Service planning (migration 050; docs/features/service.md) ---------------------------------------

export interface ServiceSetupTable {
  asset_id: number;
  company_id: number;
  engine_hours_allowed: Generated<number>;
  next_engine_hours: number | null;
  engine_hours_interval: number | null;
  /** 'YYYY-MM-DD' */
  next_calendar_day: string | null;
  /** Monthly = 3, Yearly = 4 */
  calendar_interval_type: number | null;
  calendar_frequency: number | null;
  description: string | null;
  /** 'YYYY-MM-DD': when the machine reached next_engine_hours; null while not reached. */
  hours_reached_day: string | null;
  /** Engine hours a day over the 30 full days before usage_day. */
  usage_hours_per_day: number | null;
  usage_day: string | null;
  updated_at: string;
  updated_by: number | null;
}

export interface ServiceReportTable {
  id: Generated<number>;
  asset_id: number;
  company_id: number;
  performed_ts: number;
  engine_hours: number;
  comment: string;
  calibrated: Generated<number>;
  user_id: number | null;
  created_at: string;
}

// --- Integrations (migration 070; issue 13) -----------------------------------------------------

/** An API client of a company (OAuth 2.0 client credentials). Only the sha256 of its secret is kept. */
export interface ApiClientTable {
  id: Generated<number>;
  company_id: number;
  /** The public client_id, 'sl_' + 32 hex characters. */
  client_id: string;
  name: string;
  secret_hash: string;
  /** In every access token; bumped by a new secret so older tokens stop working. */
  secret_version: Generated<number>;
  secret_created_at: string;
  last_used_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A company's connection to a data provider (an OEM portal speaking AEMP 2.0 / ISO 15143-3). */
export interface IntegrationTable {
  id: Generated<number>;
  company_id: number;
  /** providers.ts id, e.g. 'aemp-volvo'. */
  provider_id: string;
  name: string;
  last_import_at: string | null;
  /** JSON ImportSummary of the latest feed import. */
  last_import_summary: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** An AEMP EquipmentID and the machine it became; the feed's values with no other home. */
export interface AempEquipmentTable {
  id: Generated<number>;
  company_id: number;
  integration_id: number;
  equipment_key: string;
  asset_id: number;
  device_id: number | null;
  snapshot_at: string | null;
  fuel_used_l: number | null;
  fuel_used_at: string | null;
  fuel_last24_l: number | null;
  fuel_last24_at: string | null;
  fuel_remaining_pct: number | null;
  fuel_remaining_at: string | null;
  idle_hours: number | null;
  idle_hours_at: string | null;
  updated_at: string;
}

/** An interface string a language has no translation for, as the web app reported it. */
export interface TranslationRequestTable {
  id: Generated<number>;
  /** 'sv', 'nb', … */
  language: string;
  /** Uppercase MD5 of the English text. */
  hash: string;
  text: string;
  times: Generated<number>;
  first_seen_at: string;
  last_seen_at: string;
}

/** Machine alerts (one per company and type) and place alerts (one per place); migration 060. */
export interface AlertTable {
  id: Generated<number>;
  company_id: number;
  /** 'machine:<alert type>' or 'place:<place id>'. */
  alert_key: string;
  kind: 'machine' | 'place';
  /** Machine: the event name it notifies about (or SoonToService); place: 'Place'. */
  alert_type: string;
  place_id: number | null;
  enabled: number;
  notify_all_new_users: number;
  trigger_on_enter: Generated<number>;
  trigger_on_exit: Generated<number>;
  /** JSON array of 'YYYY-MM-DD' (place's zone). */
  holidays: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface AlertWorkShiftTable {
  id: Generated<number>;
  alert_id: number;
  /** Mon=1, Tue=2, … Sun=64. */
  days: number;
  start_time: string;
  end_time: string;
}

export interface AlertRecipientTable {
  alert_id: number;
  user_id: number;
}

export interface NotificationSettingTable {
  user_id: number;
  alert_id: number;
  email: number;
  ui: number;
}

export interface NotificationTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  alert_id: number;
  source_key: string;
  kind: string;
  event_name: string;
  asset_id: number | null;
  place_id: number | null;
  /** English, for the in-app log. */
  subject: string;
  body: string;
  /** JSON the e-mail's texts are built from in the recipient's language (alerts/mail/); NULL before migration 081. */
  params: string | null;
  ui: number;
  event_ts: number;
  created_ts: number;
}

export interface NotificationEmailTable {
  id: Generated<number>;
  notification_id: number;
  to_address: string;
  created_ts: number;
  available_ts: number;
  attempts: Generated<number>;
  claimed_by: string | null;
  claimed_until_ts: number | null;
  sent_ts: number | null;
  last_error: string | null;
  /** The mail (digest) this job went into: its smallest job id, set at the claim, kept until sent. */
  digest_id: number | null;
  /** Not sent: the recipient was no longer active when the mail was due. */
  dropped_ts: number | null;
}

export interface AlertCooldownTable {
  alert_id: number;
  asset_id: number;
  event_name: string;
  last_ts: number;
}

/** The due key a Soon machine was last notified for (migration 079; alerts/deliver.ts). */
export interface SoonServiceMarkTable {
  asset_id: number;
  due_day: string | null;
  due_hours: number | null;
  notified_at: string;
}

export interface NotificationReadTable {
  user_id: number;
  last_read_ts: number;
}

/** A company's retention in months (migration 086); no row: the defaults. */
export interface CompanyRetentionTable {
  company_id: number;
  positions_months: number;
  events_months: number;
  notifications_months: number;
  daily_figures_months: number;
  updated_ts: number;
  updated_by: number;
}

/** A scheduled report (migration 088): recipients is a JSON array of user ids of the same company. */
export interface ReportScheduleTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  report: string;
  frequency: string;
  recipients: string;
  created_ts: number;
  updated_ts: number;
}

/** One schedule's delivery of one period (migration 088), UNIQUE (schedule_id, period_start). */
export interface ReportRunTable {
  id: Generated<number>;
  schedule_id: number;
  period_start: string;
  period_end: string;
  created_ts: number;
  available_ts: number;
  attempts: Generated<number>;
  claimed_by: string | null;
  claimed_until_ts: number | null;
  sent_to: Generated<string>;
  sent_ts: number | null;
  last_error: string | null;
}

export type HourMeterFindingKind = 'offlineJump' | 'aempDisagrees' | 'calibration';

/** What was noticed about a machine's hour meter (migration 089), UNIQUE (asset_id, kind, ts). */
export interface HourMeterFindingTable {
  id: Generated<number>;
  company_id: number;
  asset_id: number;
  ts: number;
  kind: HourMeterFindingKind;
  /** The hours before (the unit's, or what a calibration replaced); null when nothing was known. */
  from_hours: number | null;
  to_hours: number;
  /** Where the finding's span starts: the session end before an offline jump. */
  since_ts: number | null;
  device_id: number | null;
  /** The user who calibrated; null for an integration client or the pipeline. */
  user_id: number | null;
}

/** Who changed a company setting, from what to what (JSON texts). */
export interface SettingsAuditTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  impersonated_by: number | null;
  setting: string;
  before_value: string;
  after_value: string;
  ts: number;
}

/** One purge run per period (UTC day), claimed with a lease. */
export interface RetentionRunTable {
  period: string;
  claimed_by: string | null;
  claimed_until_ts: number | null;
  started_ts: number;
  finished_ts: number | null;
  rows_deleted: Generated<number>;
}

export interface Database {
  companies: CompanyTable;
  users: UserTable;
  refresh_tokens: RefreshTokenTable;
  places: PlaceTable;
  assets: AssetTable;
  devices: DeviceTable;
  asset_positions: AssetPositionTable;
  tags: TagTable;
  tag_links: TagLinkTable;
  error_logs: ErrorLogTable;
  usage_logs: UsageLogTable;
  account_keys: AccountKeyTable;
  impersonation_audit: ImpersonationAuditTable;
  asset_search: SearchIndexTable;
  device_search: SearchIndexTable;
  telemetry_positions: TelemetryPositionTable;
  telemetry_attributes: TelemetryAttributesTable;
  asset_readings: AssetReadingTable;
  telemetry_device_state: TelemetryDeviceStateTable;
  engine_sessions: EngineSessionTable;
  engine_hours: EngineHoursTable;
  asset_usage_daily: AssetUsageDailyTable;
  asset_usage_weekly: AssetUsageWeeklyTable;
  asset_battery_samples: AssetBatterySampleTable;
  asset_input_changes: AssetInputChangeTable;
  machine_events: MachineEventTable;
  place_events: PlaceEventTable;
  place_stays: PlaceStayTable;
  telemetry_outbox: TelemetryOutboxTable;
  asset_cells: AssetCellTable;
  place_jobs: PlaceJobTable;
  track_overview: TrackOverviewTable;
  token_families: TokenFamilyTable;
  rate_limit_events: RateLimitEventTable;
  asset_images: AssetImageTable;
  service_setups: ServiceSetupTable;
  service_reports: ServiceReportTable;
  api_clients: ApiClientTable;
  integrations: IntegrationTable;
  aemp_equipment: AempEquipmentTable;
  translation_requests: TranslationRequestTable;
  alerts: AlertTable;
  alert_work_shifts: AlertWorkShiftTable;
  alert_recipients: AlertRecipientTable;
  notification_settings: NotificationSettingTable;
  notifications: NotificationTable;
  notification_emails: NotificationEmailTable;
  alert_cooldowns: AlertCooldownTable;
  notification_reads: NotificationReadTable;
  soon_service_marks: SoonServiceMarkTable;
  company_retention: CompanyRetentionTable;
  settings_audit: SettingsAuditTable;
  retention_runs: RetentionRunTable;
  report_schedules: ReportScheduleTable;
  report_runs: ReportRunTable;
  hour_meter_findings: HourMeterFindingTable;
}

export type Company = Selectable<CompanyTable>;
export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type Asset = Selectable<AssetTable>;
export type NewAsset = Insertable<AssetTable>;
export type Place = Selectable<PlaceTable>;

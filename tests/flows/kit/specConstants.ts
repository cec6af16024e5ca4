// The product's business constants, written out by hand from docs/features/README.md ("Constants";
// grids, session, updates, map, notifications, translations). Oracles (model tests, their models' delays, the browser replay) read their
// numbers here and never from a machine, so a changed delay or limit in a machine fails a test.
// Add a row with its source when a machine starts depending on another constant.

export const SPEC = {
  /** platform §9 'Grid page size / first page': 100 / 0 */
  gridPageSize: 100,
  gridFirstPage: 0,
  /** platform §4 Shared grid and §9: sort, filter, search and archived changes apply after 500 ms */
  gridApplyDebounceMs: 500,
  /** platform §9 'Grid scroll threshold / debounce': 50 px / 200 ms */
  gridScrollThresholdPx: 50,
  gridScrollDebounceMs: 200,
  /** platform §4 Session and §9: refresh 300 s before the access token expires */
  tokenRefreshLeadMs: 300_000,
  /** platform §4 Maintenance and updates, §9: every 1,800,000 ms */
  updateCheckIntervalMs: 1_800_000,
  /** platform §9, features §8: toasts last 20,000 ms */
  toastDurationMs: 20_000,
  /** platform §2 Guards, §9 'Lazy-module attempts / delay / reload guard': 3 / 1000 ms / 10 s */
  lazyModuleAttempts: 3,
  lazyModuleRetryDelayMs: 1000,
  lazyModuleReloadGuardMs: 10_000,
  /** features §9: 'Machine position refresh 30 s' (the map's positions) */
  mapPositionsRefreshMs: 30_000,
  /** features §9: 'Notifications polled every 300000 ms; last-read mark after 5 s open' */
  notificationsPollMs: 300_000,
  notificationsLastReadMs: 5_000,
  /** features §9: 'Track playback step 1 s' */
  trackPlaybackStepMs: 1_000,
  /** decision 0042: playback speeds in positions per second (1× is the spec's step), the shortest tick,
   * and parked = within 50 m for at least 10 minutes */
  trackPlaybackSpeeds: [1, 10, 60, 300],
  trackPlaybackMinTickMs: 100,
  trackPlaybackParkedRadiusM: 50,
  trackPlaybackParkedMinMs: 600_000,
  /** platform §9 'Translation lookup debounce / timeout': 1000 ms / 5000 ms */
  translationDebounceMs: 1000,
  translationTimeoutMs: 5000,
  /** platform §9 'Password minimum / name minimum': 8 / 2 characters */
  passwordMinLength: 8,
  nameMinLength: 2,
  /** platform §6: impersonation is disabled for the root company */
  rootCompanyId: 1,
  /** docs/decisions/0046 (the spec is silent): a pile of up to 20 machines spreads on the map, a bigger one opens as a list of 100 rows a page */
  pileSpreadMax: 20,
  pileListPage: 100,
  /** platform §4 Maintenance and updates */
  frontendVersion: '0.37.1-b0-2025-09-22',
} as const;

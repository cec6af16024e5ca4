// The interface strings in Swedish and Norwegian (Bokmål), by their English text (the key is the
// uppercase MD5 of `en`). One file an area under catalog/, so parallel work on different screens
// touches different files. tests/unit/translations.test.ts fails when a t()/msg()/<T> string of the
// app is missing here, an entry is no longer used, is listed twice, or a {placeholder} differs.
import { ADMIN } from './catalog/admin.ts';
import { ALARMS } from './catalog/alarms.ts';
import { ALERTS } from './catalog/alerts.ts';
import { ANALYTICS } from './catalog/analytics.ts';
import { CORE } from './catalog/core.ts';
import { DATES } from './catalog/dates.ts';
import { DICTIONARIES } from './catalog/dictionaries.ts';
import { DOCS } from './catalog/docs.ts';
import { ERRORS } from './catalog/errors.ts';
import { GRID } from './catalog/grid.ts';
import { INTEGRATIONS } from './catalog/integrations.ts';
import { MACHINE_PANEL } from './catalog/machinePanel.ts';
import { MAP } from './catalog/map.ts';
import { MESSAGES } from './catalog/messages.ts';
import type { CatalogEntry } from './catalog/entry.ts';
import { PLACES } from './catalog/places.ts';
import { RETENTION } from './catalog/retention.ts';
import { REPORT_SCHEDULES } from './catalog/reportSchedules.ts';
import { SHARED } from './catalog/shared.ts';
import { SUPPORT } from './catalog/support.ts';

export type { CatalogEntry } from './catalog/entry.ts';

export const CATALOG: readonly CatalogEntry[] = [
  ...CORE,
  ...SHARED,
  ...GRID,
  ...ERRORS,
  ...MESSAGES,
  ...MACHINE_PANEL,
  ...ALARMS,
  ...MAP,
  ...ANALYTICS,
  ...ADMIN,
  ...DOCS,
  ...ALERTS,
  ...PLACES,
  ...SUPPORT,
  ...INTEGRATIONS,
  ...DATES,
  ...DICTIONARIES,
  ...RETENTION,
  ...REPORT_SCHEDULES,
];

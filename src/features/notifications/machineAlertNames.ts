// The names of the machine alerts every company has, as the server sends them (English:
// server/src/alerts/catalog.ts MACHINE_ALERTS), marked for the catalogue so a screen shows them
// translated. A place alert is named after its place, which stays as the company wrote it.
// tests/unit/serverTexts.test.ts checks the list against the server's.
import { msg, t } from '../../i18n/i18n.ts';

export const MACHINE_ALERT_NAMES: readonly string[] = [
  msg('Low battery voltage'),
  msg('Power supply disconnected'),
  msg('Battery main switch off'),
  msg('Movement without ignition'),
  msg('Alarm from device'),
  msg('Soon to service'),
];

/**
 * An alert's name in the user's language. The settings list does not say which alerts are machine
 * alerts (the GraphQL schema leaves the kind out), so a name from the fixed list above is one.
 */
export const alertName = (name: string) => (MACHINE_ALERT_NAMES.includes(name) ? t(name) : name);

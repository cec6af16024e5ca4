// Texts from the server (an error's message, a field's messages) are English: the API's language,
// the same for the browser, the integration clients and the logs. The browser shows them in the
// user's language where it shows them, looking each one up through t() like its own texts. The ones a
// user can meet in a form or a notice are listed here (msg()) so the coverage check holds their
// translations; a text with a number or a name in it is matched by its pattern.
import { msg, t } from './i18n.ts';

/** Server texts shown in forms and notices (server/src/plugins/errors.ts, routes' refusals). */
export const SERVER_TEXTS: readonly string[] = [
  msg('is required'),
  msg('must not be empty'),
  msg('is not a known field'),
  msg('is invalid'),
  msg('must not contain the NUL character'),
  msg('You do not have permission to do this'),
  msg('Internal server error'),
  msg('You may not change user roles'),
  msg('You may not assign this role'),
  msg('Only an Owner may grant the Owner role'),
  msg('Only an Owner may change an Owner'),
  msg('You cannot disable your own account'),
  msg('You cannot delete your own account'),
  msg('This user is disabled'),
  msg('This user has already activated their account'),
  msg('The password cannot be changed while impersonating'),
  msg('Send one file per request'),
];

/** Names the server formats from fixed lists (telemetry KPIs, GNSS quality, input states, telematics statuses). */
export const SERVER_NAMES: readonly string[] = [
  msg('Production'),
  msg('Engine time'),
  msg('Idle'),
  msg('Weak'),
  msg('OK'),
  msg('Good'),
  msg('On'),
  msg('Off'),
  msg('No data'),
  msg('Active'),
  msg('No signal'),
  msg('Inactive'),
  msg('Not installed'),
  msg('Unknown'),
];

/** What `{what} not found` names (server/src/http/envelope.ts notFound()). */
export const NOT_FOUND_SUBJECTS: readonly string[] = [
  msg('Item'),
  msg('Machine'),
  msg('User'),
  msg('Image'),
  msg('Tag'),
  msg('Company'),
  msg('Integration'),
  msg('API client'),
  msg('Service setup'),
  msg('Time zone'),
];

const PATTERNS: readonly { re: RegExp; key: string; value: (m: RegExpExecArray) => Record<string, string> }[] = [
  { re: /^must be at least (\d+) characters$/, key: msg('must be at least {count} characters'), value: (m) => ({ count: m[1] }) },
  { re: /^must be at most (\d+) characters$/, key: msg('must be at most {count} characters'), value: (m) => ({ count: m[1] }) },
  { re: /^At most (\d+) characters$/, key: msg('At most {count} characters'), value: (m) => ({ count: m[1] }) },
  { re: /^(.+) not found$/, key: msg('{what} not found'), value: (m) => ({ what: t(m[1]) }) },
  // The geofence rules (machines/placeEditor/geofence.ts), the browser's and the server's alike.
  { re: /^must be between (-?[\d.]+) and (-?[\d.]+)$/, key: msg('must be between {min} and {max}'), value: (m) => ({ min: m[1], max: m[2] }) },
  {
    re: /^A geofence needs at least (\d+) different points$/,
    key: msg('A geofence needs at least {count} different points'),
    value: (m) => ({ count: m[1] }),
  },
  { re: /^A geofence may have at most (\d+) points$/, key: msg('A geofence may have at most {count} points'), value: (m) => ({ count: m[1] }) },
  { re: /^A geofence may be at most ([\d.]+) km across$/, key: msg('A geofence may be at most {km} km across'), value: (m) => ({ km: m[1] }) },
  {
    re: /^The geofence crosses itself: edge (\d+) meets edge (\d+)$/,
    key: msg('The geofence crosses itself: edge {first} meets edge {second}'),
    value: (m) => ({ first: m[1], second: m[2] }),
  },
  {
    re: /^The geofence encloses no area \(at least ([\d.]+) m² is needed\)$/,
    key: msg('The geofence encloses no area (at least {area} m² is needed)'),
    value: (m) => ({ area: m[1] }),
  },
];

/** One server text in the user's language (unknown texts show as sent, and are collected for a translator). */
export function serverText(text: string): string {
  for (const { re, key, value } of PATTERNS) {
    const m = re.exec(text);
    if (m) return t(key, value(m));
  }
  return t(text);
}

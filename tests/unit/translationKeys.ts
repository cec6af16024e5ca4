// The interface strings the app shows through t(), msg(), translate() or <T>, read from the sources
// (tests/unit/translations.test.ts and scripts that list what a translator has to do).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PASSWORD_MESSAGES_EN } from '../../machines/login/validation.ts';
import { SETTINGS_SAVE_FAILED, SETTINGS_SAVED } from '../../machines/profile/profile.machine.ts';
import { PROFILE_MESSAGES } from '../../machines/profile/profile.validation.ts';
import * as PLACE_ALERT from '../../machines/placeAlertForm/placeAlertForm.machine.ts';
import { PLACE_ALERT_MESSAGES } from '../../machines/placeAlertForm/placeAlertForm.rules.ts';
import * as ASSET_ALERT from '../../machines/assetAlertForm/assetAlertForm.machine.ts';
import {
  PLACE_ADD_FAILED,
  PLACE_ADDED,
  PLACE_EDIT_FAILED,
  PLACE_LOAD_FAILED,
  PLACE_LOOKUP_PENDING,
  PLACE_SAVED,
} from '../../machines/placeEditor/placeEditor.machine.ts';
import { PLACE_DELETE_FAILED, PLACE_DELETED } from '../../machines/placeRemoval/placeRemoval.machine.ts';
import { SUBSCRIBE_ERROR, UNSUBSCRIBE_ERROR } from '../../machines/notificationSettings/notificationSettings.machine.ts';
import { LAST_READ_ERROR } from '../../machines/notificationPopover/notificationPopover.machine.ts';

const CALL = /\b(?:t|msg|translate)\(\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)")/g;
const ELEMENT = /<T(?:\s[^>]*)?>([^<{}]+)<\/T>/g;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const unescape = (s: string) => s.replace(/\\(.)/g, '$1');

/** Every literal key, with the files it is in. */
export function literalKeys(root = 'src'): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const file of files(root)) {
    // Comments may show how to call t(); only code counts.
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const m of text.matchAll(CALL)) {
      const key = unescape(m[1] ?? m[2]);
      keys.set(key, [...(keys.get(key) ?? []), file]);
    }
    for (const m of text.matchAll(ELEMENT)) {
      const key = m[1].trim();
      keys.set(key, [...(keys.get(key) ?? []), file]);
    }
  }
  return keys;
}

/** Texts the machines hand to the screens, which show them through t(). */
export const MACHINE_TEXTS: readonly string[] = [
  SETTINGS_SAVED,
  SETTINGS_SAVE_FAILED,
  ...Object.values(PROFILE_MESSAGES),
  ...Object.values(PASSWORD_MESSAGES_EN),
  // The alert forms' toasts, load failures and field problems (src/features/alerts shows them through t()).
  ...Object.values(PLACE_ALERT_MESSAGES),
  ...Object.values(PLACE_ALERT).flatMap((v: unknown) => (typeof v === 'string' ? [v] : [])),
  ...Object.values(ASSET_ALERT).flatMap((v: unknown) => (typeof v === 'string' ? [v] : [])),
  PLACE_LOAD_FAILED,
  PLACE_ADDED,
  PLACE_SAVED,
  PLACE_LOOKUP_PENDING,
  PLACE_ADD_FAILED,
  PLACE_EDIT_FAILED,
  PLACE_DELETED,
  PLACE_DELETE_FAILED,
  // The notification switches' and the popover's failures (shown through t()).
  SUBSCRIBE_ERROR,
  UNSUBSCRIBE_ERROR,
  LAST_READ_ERROR,
];

export function allKeys(): string[] {
  // machines/ marks the texts it hands to the screens with msg() (machines/i18n.ts), read like src/'s.
  return [...new Set([...literalKeys().keys(), ...literalKeys('machines').keys(), ...MACHINE_TEXTS])].sort();
}

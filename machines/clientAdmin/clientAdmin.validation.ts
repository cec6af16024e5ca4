// The client name rule, shared by the dialogs and the machine's guards (the server says the same).
import { msg } from '../i18n.ts';
export const CLIENT_NAME_MAX = 100;
export const NAME_REQUIRED = msg('Name is required');
export const NAME_TOO_LONG = `At most ${CLIENT_NAME_MAX} characters`;

export function clientNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return NAME_REQUIRED;
  if (trimmed.length > CLIENT_NAME_MAX) return NAME_TOO_LONG;
  return null;
}

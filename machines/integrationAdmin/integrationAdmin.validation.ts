// The integration name rule, shared by the dialog and the machine's guard (the server bounds it the same).
import { msg } from '../i18n.ts';
export const INTEGRATION_NAME_MAX = 100;
export const NAME_REQUIRED = msg('Name is required');
export const NAME_TOO_LONG = msg('At most 100 characters');

export function integrationNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return NAME_REQUIRED;
  if (trimmed.length > INTEGRATION_NAME_MAX) return NAME_TOO_LONG;
  return null;
}

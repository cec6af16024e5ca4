import { t } from '../../../i18n/i18n.ts';

/** Spec §5's 'Every month/year' or 'Every N months/years', in the user's language. */
export function intervalLabel(type: number | null, frequency: number | null): string | null {
  if ((type !== 3 && type !== 4) || !frequency) return null;
  if (type === 3) return frequency === 1 ? t('Every month') : t('Every {count} months', { count: frequency });
  return frequency === 1 ? t('Every year') : t('Every {count} years', { count: frequency });
}

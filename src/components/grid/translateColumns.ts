import type { GridColumnDef } from '../../../machines/grid/grid.types.ts';
import { t } from '../../i18n/i18n.ts';

/**
 * A grid's columns with their titles and option labels (English, msg()) in the user's language. The
 * grid reads its columns when it mounts, so pages pass these at mount (a language change remounts them).
 */
export function translateColumns(columns: readonly GridColumnDef[]): GridColumnDef[] {
  return columns.map((c) => ({
    ...c,
    title: t(c.title),
    options: c.options?.map((o) => ({ ...o, label: typeof o.label === 'string' ? t(o.label) : o.label })),
  }));
}

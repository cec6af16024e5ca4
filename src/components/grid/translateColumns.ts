import { useMemo } from 'react';
import type { GridColumnDef } from '../../../machines/grid/grid.types.ts';
import { t } from '../../i18n/i18n.ts';
import { useI18nVersion } from '../../i18n/useT.ts';

/**
 * A grid's columns with their titles and enum labels (English, msg()) in the user's language. Pages
 * hand the grid English columns; the grid shows them through this at every render, so titles follow
 * the catalogue when it arrives after the grid mounted (issue 26: headers flashed English, or stayed
 * English until a reload). Tag options are the company's own names and stay as they are.
 */
export function translateColumns(columns: readonly GridColumnDef[]): GridColumnDef[] {
  return columns.map((c) => ({
    ...c,
    title: t(c.title),
    options: c.kind === 'enum' ? c.options?.map((o) => ({ ...o, label: t(o.label) })) : c.options,
  }));
}

/** translateColumns(columns), again whenever the language or its translations change. */
export function useTranslatedColumns(columns: readonly GridColumnDef[]): GridColumnDef[] {
  const version = useI18nVersion();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version stands for what t() answers
  return useMemo(() => translateColumns(columns), [columns, version]);
}

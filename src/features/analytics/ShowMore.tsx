// Long tables start with their first rows; a button shows the rest (and folds them again), so the
// dashboard's sections stay within reach of each other.
import { useState } from 'react';
import { Button } from '@radix-ui/themes';
import { useFormat } from '../../format/format.ts';
import { useT } from '../../i18n/useT.ts';

export const FIRST_ROWS = 10;

export function useShowMore<T>(rows: readonly T[], first = FIRST_ROWS) {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, first);
  return { shown, all, more: rows.length > first, toggle: () => setAll((v) => !v), count: rows.length };
}

export function ShowMoreButton({ all, count, toggle }: { all: boolean; count: number; toggle: () => void }) {
  const t = useT();
  const format = useFormat();
  return (
    <Button size="1" variant="ghost" onClick={toggle} style={{ alignSelf: 'start' }} aria-expanded={all}>
      {all ? t('Show fewer') : t('Show all {count}', { count: format.count(count) })}
    </Button>
  );
}

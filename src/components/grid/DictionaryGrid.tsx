// A page's grid whose columns filter by dictionaries and tags: waits for the options (the grid reads
// its columns once), then fills the page below the header with the shared DataGrid. Column titles are
// English (msg()) and shown in the user's language; option labels stay as given (they may be the
// company's own names, e.g. tags, which never go to the translation lookup).
import { useMemo } from 'react';
import { Flex, Spinner } from '@radix-ui/themes';
import type { GridColumnDef } from '../../../machines/grid/grid.types.ts';
import { useGridDictionaries, type GridDictionaries } from '../../graphql/dictionaries.ts';
import { DataGrid, type DataGridProps } from './DataGrid.tsx';
import { describeGridError } from './gridFetch.ts';
import { t } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/useT.ts';

export function DictionaryGrid({ columnsFor, ...props }: Omit<DataGridProps, 'columns'> & { columnsFor: (d: GridDictionaries) => GridColumnDef[] }) {
  const dictionaries = useGridDictionaries();
  const language = useLanguage();
  const columns = useMemo(() => (language ? columnsFor(dictionaries).map((c) => ({ ...c, title: t(c.title) })) : []), [columnsFor, dictionaries, language]);
  return (
    <Flex style={{ flex: 1, minHeight: 0 }} p="3">
      {/* The grid reads its columns once: a language that arrives after the page (the translations load
          after the first render) remounts it with its titles. */}
      {dictionaries.ready ? <DataGrid key={language} describeError={describeGridError} {...props} columns={columns} /> : <Spinner size="3" m="auto" />}
    </Flex>
  );
}

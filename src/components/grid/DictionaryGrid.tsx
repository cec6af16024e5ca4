// A page's grid whose columns filter by dictionaries and tags: waits for the options (the grid reads
// its columns once), then fills the page below the header with the shared DataGrid. Column titles and
// the dictionaries' names are English and shown in the user's language by the grid; tag names are the
// company's own and stay as they are (translateColumns.ts).
import { useMemo } from 'react';
import { Flex, Spinner } from '@radix-ui/themes';
import type { GridColumnDef } from '../../../machines/grid/grid.types.ts';
import { useGridDictionaries, type GridDictionaries } from '../../graphql/dictionaries.ts';
import { DataGrid, type DataGridProps } from './DataGrid.tsx';
import { describeGridError } from './gridFetch.ts';

export function DictionaryGrid({ columnsFor, ...props }: Omit<DataGridProps, 'columns'> & { columnsFor: (d: GridDictionaries) => GridColumnDef[] }) {
  const dictionaries = useGridDictionaries();
  const columns = useMemo(() => columnsFor(dictionaries), [columnsFor, dictionaries]);
  return (
    <Flex style={{ flex: 1, minHeight: 0, minWidth: 0 }} p="3">
      {dictionaries.ready ? <DataGrid describeError={describeGridError} {...props} columns={columns} /> : <Spinner size="3" m="auto" />}
    </Flex>
  );
}

// /fleet: every machine of the company in the shared grid. A row sets ?assetId (the machine panel
// arrives with the machine-details issue).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { Flex, Spinner } from '@radix-ui/themes';
import type { GridRequest } from '../../../machines/grid/grid.types.ts';
import { DataGrid } from '../../components/grid/DataGrid.tsx';
import { describeGridError, fetchGridPage } from '../../components/grid/gridFetch.ts';
import { Page } from '../../app/layout/Page.tsx';
import { PageHeader } from '../../app/layout/PageHeader.tsx';
import { apiClient } from '../../graphql/apiClient.ts';
import { useGridDictionaries } from '../../graphql/dictionaries.ts';
import { FleetAssetsQuery, fleetColumns } from './fleet.grid.ts';

export default function FleetPage() {
  const [, setParams] = useSearchParams();
  const dictionaries = useGridDictionaries();
  const columns = useMemo(() => fleetColumns(dictionaries), [dictionaries]);
  const fetchPage = useCallback(
    (request: GridRequest, signal: AbortSignal) => fetchGridPage(apiClient, FleetAssetsQuery, { input: request }, signal, (d) => d.fleetAssets?.data),
    [],
  );
  return (
    <Page>
      <PageHeader title="Fleet" description="Every machine of your company: sort, filter and search." />
      <Flex style={{ flex: 1, minHeight: 0 }} p="3">
        {dictionaries.ready ? (
          <DataGrid
            path="/fleet"
            columns={columns}
            fetchPage={fetchPage}
            describeError={describeGridError}
            emptyText="You do not have any machines yet"
            archivedToggle
            onRowClick={(row) =>
              setParams((p) => {
                p.set('assetId', String(row.id));
                return p;
              })
            }
          />
        ) : (
          <Spinner size="3" m="auto" />
        )}
      </Flex>
    </Page>
  );
}

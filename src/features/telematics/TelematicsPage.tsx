// /telematics: the company's telematics devices in the shared grid; a row with a machine sets ?assetId.
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
import { TelematicsDevicesQuery, telematicsColumns } from './telematics.grid.ts';

export default function TelematicsPage() {
  const [params, setParams] = useSearchParams();
  const dictionaries = useGridDictionaries();
  const columns = useMemo(() => telematicsColumns(dictionaries), [dictionaries]);
  const fetchPage = useCallback(
    (request: GridRequest, signal: AbortSignal) => fetchGridPage(apiClient, TelematicsDevicesQuery, { input: request }, signal, (d) => d.telematicsDevices?.data),
    [],
  );
  return (
    <Page>
      <PageHeader title="Telematics" description="Your telematics devices: status, battery, GNSS quality and last communication." />
      <Flex style={{ flex: 1, minHeight: 0 }} p="3">
        {dictionaries.ready ? (
          <DataGrid
            path="/telematics"
            columns={columns}
            fetchPage={fetchPage}
            describeError={describeGridError}
            emptyText="You do not have any telematics devices yet"
            quickFilter={params.get('quickFilter')}
            onRowClick={(row) =>
              row.assetId
                ? setParams((p) => {
                    p.set('assetId', String(row.assetId));
                    return p;
                  })
                : undefined
            }
          />
        ) : (
          <Spinner size="3" m="auto" />
        )}
      </Flex>
    </Page>
  );
}

// /telematics: the company's telematics devices in the shared grid; a row with a machine sets ?assetId.
import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import type { GridRequest } from '../../../machines/grid/grid.types.ts';
import { DictionaryGrid } from '../../components/grid/DictionaryGrid.tsx';
import { fetchGridPage } from '../../components/grid/gridFetch.ts';
import { Page } from '../../app/layout/Page.tsx';
import { PageHeader } from '../../app/layout/PageHeader.tsx';
import { apiClient } from '../../graphql/apiClient.ts';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { MachinePanel } from '../machinePanel/MachinePanel.tsx';
import { TelematicsDevicesQuery, telematicsColumns } from './telematics.grid.ts';

export default function TelematicsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const fetchPage = useCallback(
    (request: GridRequest, signal: AbortSignal) =>
      fetchGridPage(apiClient, TelematicsDevicesQuery, { input: request }, signal, (d) => d.telematicsDevices?.data),
    [],
  );
  return (
    <Page>
      <PageHeader title={t('Telematics')} description={t('Your telematics devices: status, battery, GNSS quality and last communication.')} />
      <DictionaryGrid
        path="/telematics"
        exportTo={{ url: '/web/v1/telematics', stem: 'telematics' }}
        columnsFor={telematicsColumns}
        fetchPage={fetchPage}
        emptyText={msg('You do not have any telematics devices yet')}
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
      <MachinePanel area="telematics" />
    </Page>
  );
}

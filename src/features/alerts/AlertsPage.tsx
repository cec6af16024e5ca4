// /alerts (features spec §2, §4 "Alerts"): the company's machine and place alerts in the shared grid;
// a row opens its details beside the list (over it on a phone), carried in the address
// (?alertId=&alertType=, ?alertId=new for a new place alert). A save refreshes the list; deleting a
// place alert clears the selection. Needs access:alert (route table; the server checks too).
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { Button, Flex } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import type { PlaceAlertFormOutput } from '../../../machines/placeAlertForm/placeAlertForm.types.ts';
import { Page } from '../../app/layout/Page.tsx';
import { PageHeader } from '../../app/layout/PageHeader.tsx';
import { DataGrid } from '../../components/grid/DataGrid.tsx';
import { describeGridError } from '../../components/grid/gridFetch.ts';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { useClaims } from '../../session/useSession.ts';
import { alertColumns, fetchAlertsPage, type AlertKind } from './alerts.grid.ts';
import { readSelection, selectionKey, withSelection, type AlertSelection } from './alertLinks.ts';
import { AssetAlertPanel } from './AssetAlertPanel.tsx';
import { NewPlaceAlertPanel } from './NewPlaceAlertPanel.tsx';
import { PlaceAlertPanel } from './PlaceAlertPanel.tsx';

export default function AlertsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const selection = readSelection(params);
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  const select = useCallback((next: AlertSelection | null) => setParams((p) => withSelection(p, next)), [setParams]);
  const close = useCallback(() => select(null), [select]);
  const placeDone = useCallback((output: PlaceAlertFormOutput) => select(output.result === 'created' ? { kind: 'Place', id: output.id } : null), [select]);
  const currentUserId = useClaims()?.id ?? null;

  return (
    <Page>
      <PageHeader
        title={t('Alerts')}
        description={t('Machine alerts and place alerts, and who is notified when they trigger.')}
        actions={
          <Button onClick={() => select({ kind: 'newPlace' })}>
            <PlusIcon /> {t('New place alert')}
          </Button>
        }
      />
      <div style={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
        {/* A save, create or delete reads the rows again, keeping the search, sort and filters. */}
        <AlertsGrid version={version} onOpen={(kind, id) => select({ kind, id })} />
        {selection === null ? null : selection.kind === 'Machine' ? (
          <AssetAlertPanel key={selectionKey(selection)} alertId={selection.id} onClose={close} onChanged={refresh} />
        ) : selection.kind === 'Place' ? (
          <PlaceAlertPanel
            key={selectionKey(selection)}
            alertId={selection.id}
            users={[]}
            currentUserId={currentUserId}
            places={[]}
            onClose={close}
            onChanged={refresh}
            onDone={placeDone}
          />
        ) : (
          <NewPlaceAlertPanel key="new" currentUserId={currentUserId} onClose={close} onChanged={refresh} onDone={placeDone} />
        )}
      </div>
    </Page>
  );
}

function AlertsGrid({ version, onOpen }: { version: number; onOpen: (kind: AlertKind, id: number) => void }) {
  const columns = useMemo(() => alertColumns(), []);
  return (
    <Flex style={{ flex: 1, minHeight: 0, minWidth: 0 }} p="3">
      <DataGrid
        path="/alerts"
        exportTo={{ url: '/web/v1/notifications/alerts', stem: 'alerts' }}
        columns={columns}
        fetchPage={fetchAlertsPage}
        emptyText={msg('No alerts yet')}
        describeError={describeGridError}
        refreshSignal={version}
        onRowClick={(row) => onOpen(row.alertType === 'Place' ? 'Place' : 'Machine', Number(row.id))}
      />
    </Flex>
  );
}

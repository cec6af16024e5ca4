// /fleet: every machine of the company in the shared grid. A row sets ?assetId, which opens the
// machine panel; ?family, ?place and ?tag open it filtered (fleetLinks.ts). 'Tags' (manage:asset) opens the tag manager; a tag
// change remounts the grid and its tag filter options, which reloads both.
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { Button } from '@radix-ui/themes';
import { BookmarkIcon } from '@radix-ui/react-icons';
import type { GridRequest } from '../../../machines/grid/grid.types.ts';
import { DictionaryGrid } from '../../components/grid/DictionaryGrid.tsx';
import { fetchGridPage } from '../../components/grid/gridFetch.ts';
import { Page } from '../../app/layout/Page.tsx';
import { useRefreshVersion } from '../../app/dataRefresh.ts';
import { PageHeader } from '../../app/layout/PageHeader.tsx';
import { apiClient } from '../../graphql/apiClient.ts';
import { usePermission } from '../../session/useSession.ts';
import { MachinePanel } from '../machinePanel/MachinePanel.tsx';
import { TagManagerDialog } from '../tags/TagManagerDialog.tsx';
import { FleetAssetsQuery, fleetColumns } from './fleet.grid.ts';
import { FLEET_FILTER_PARAMS, readFleetFilters } from './fleetLinks.ts';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';

export default function FleetPage() {
  const t = useT();
  const canManageTags = usePermission('manage:asset');
  const [tagsOpen, setTagsOpen] = useState(false);
  const [tagsVersion, setTagsVersion] = useState(0);
  const tagsChanged = useCallback(() => setTagsVersion((v) => v + 1), []);
  // A machine saved in its panel: the grid reads its rows again.
  const fleetVersion = useRefreshVersion('fleet');
  return (
    <Page>
      <PageHeader
        title={t('Fleet')}
        description={t('Every machine of your company: sort, filter and search.')}
        actions={
          canManageTags ? (
            <Button variant="soft" onClick={() => setTagsOpen(true)}>
              <BookmarkIcon /> {t('Tags')}
            </Button>
          ) : null
        }
      />
      <FleetGrid key={`${tagsVersion}-${fleetVersion}`} />
      <MachinePanel area="fleet" />
      {canManageTags ? <TagManagerDialog open={tagsOpen} onOpenChange={setTagsOpen} entityType={0} onTagsChanged={tagsChanged} /> : null}
    </Page>
  );
}

/** Keyed by the tag version: a remount asks for the tag options and the rows afresh. */
function FleetGrid() {
  const [params, setParams] = useSearchParams();
  // ?family, ?place, ?tag (fleetLinks.ts): the analytics dashboard's counts open the grid filtered.
  const filterKey = FLEET_FILTER_PARAMS.map((name) => params.get(name) ?? '').join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read again only when those parameters change, not ?assetId
  const addressFilters = useMemo(() => readFleetFilters(params), [filterKey]);
  const fetchPage = useCallback(
    (request: GridRequest, signal: AbortSignal) => fetchGridPage(apiClient, FleetAssetsQuery, { input: request }, signal, (d) => d.fleetAssets?.data),
    [],
  );
  return (
    <DictionaryGrid
      path="/fleet"
      exportTo={{ url: '/web/v1/assets/assets', stem: 'fleet' }}
      columnsFor={fleetColumns}
      fetchPage={fetchPage}
      emptyText={msg('You do not have any machines yet')}
      archivedToggle
      addressFilters={addressFilters}
      onRowClick={(row) =>
        setParams((p) => {
          p.set('assetId', String(row.id));
          return p;
        })
      }
    />
  );
}

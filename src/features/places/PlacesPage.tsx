// /places: every place of the company in the shared grid; ?placeId opens its details beside the
// grid. Adding and editing happen on the map (the geofence is drawn there). 'Tags' (manage:asset)
// manages place tags; a tag change refreshes fleet and places (spec).
import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { Button, Flex, Spinner } from '@radix-ui/themes';
import { BookmarkIcon, PlusIcon } from '@radix-ui/react-icons';
import type { GridRequest } from '../../../machines/grid/grid.types.ts';
import { Page } from '../../app/layout/Page.tsx';
import { PageHeader } from '../../app/layout/PageHeader.tsx';
import { DataGrid } from '../../components/grid/DataGrid.tsx';
import { describeGridError, fetchGridPage } from '../../components/grid/gridFetch.ts';
import { apiClient } from '../../graphql/apiClient.ts';
import { usePermission } from '../../session/useSession.ts';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { TagManagerDialog } from '../tags/TagManagerDialog.tsx';
import { PlaceDetailsPanel } from './details/PlaceDetailsPanel.tsx';
import { GridPlacesQuery, placeColumns, usePlaceGridOptions } from './places.grid.ts';
import { placesRefresh, usePlacesVersion } from './placesRefresh.ts';
import { mapLinks, readPlaceId, withPlaceId } from './placeLinks.ts';

export default function PlacesPage() {
  const t = useT();
  const canManage = usePermission('manage:asset');
  const [tagsOpen, setTagsOpen] = useState(false);
  const version = usePlacesVersion();
  const [params, setParams] = useSearchParams();
  const [, navigate] = useLocation();
  const placeId = readPlaceId(params);
  const close = useCallback(() => setParams((p) => withPlaceId(p, null)), [setParams]);

  return (
    <Page>
      <PageHeader
        title={t('Places')}
        description={t('Depots, work sites and regions: who is inside, for how long, and what happened there.')}
        actions={
          canManage ? (
            <>
              <Button variant="soft" onClick={() => setTagsOpen(true)}>
                <BookmarkIcon /> {t('Tags')}
              </Button>
              <Button onClick={() => navigate(mapLinks.add())}>
                <PlusIcon /> {t('Add place')}
              </Button>
            </>
          ) : null
        }
      />
      <div style={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
        {/* Keyed by the places version: an add, edit, delete or tag change reloads rows and tag options. */}
        <PlacesGrid key={version} onOpen={(id) => setParams((p) => withPlaceId(p, id))} />
        {placeId !== null ? (
          <PlaceDetailsPanel
            key={placeId}
            placeId={placeId}
            onClose={close}
            onEdit={(id) => navigate(mapLinks.edit(id))}
            onShowOnMap={(id) => navigate(mapLinks.show(id))}
          />
        ) : null}
      </div>
      {canManage ? <TagManagerDialog open={tagsOpen} onOpenChange={setTagsOpen} entityType={1} onTagsChanged={() => placesRefresh.changed()} /> : null}
    </Page>
  );
}

function PlacesGrid({ onOpen }: { onOpen: (id: number) => void }) {
  const options = usePlaceGridOptions();
  const fetchPage = useCallback(
    (request: GridRequest, signal: AbortSignal) => fetchGridPage(apiClient, GridPlacesQuery, { input: request }, signal, (d) => d.gridPlaces?.data),
    [],
  );
  if (!options.ready) return <Spinner size="3" m="auto" />;
  return (
    <Flex style={{ flex: 1, minHeight: 0, minWidth: 0 }} p="3">
      <DataGrid
        path="/places"
        exportTo={{ url: '/web/v1/places/gridPlaces', stem: 'places' }}
        columns={placeColumns(options)}
        fetchPage={fetchPage}
        emptyText={msg('You do not have any places yet')}
        archivedToggle
        describeError={describeGridError}
        onRowClick={(row) => onOpen(Number(row.id))}
      />
    </Flex>
  );
}

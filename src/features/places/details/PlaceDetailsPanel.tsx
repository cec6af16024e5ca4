// Place details for ?placeId on /places and /map (features spec: inventory, insights, event log):
// a side panel with the place's name, type and status, Edit and Delete (manage:asset), and tabs.
// Insights need show:place.insight.
import { useCallback, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { Badge, Button, Flex, Heading, IconButton, ScrollArea, Spinner, Tabs, Text } from '@radix-ui/themes';
import { Cross2Icon, Pencil1Icon, SewingPinIcon, TrashIcon } from '@radix-ui/react-icons';
import { readFragment } from '../../../graphql/graphql.ts';
import { describeApiError, toApiError } from '../../../graphql/errors.ts';
import { usePermission } from '../../../session/useSession.ts';
import { useT } from '../../../i18n/useT.ts';
import { PlaceFragment, PlaceQuery } from '../places.api.ts';
import { useRefetchOnPlacesChange } from '../placesRefresh.ts';
import { usePlaceRemoval } from '../usePlaceRemoval.ts';
import { DeletePlaceDialog } from './DeletePlaceDialog.tsx';
import { EventLogTab } from './EventLogTab.tsx';
import { InsightsTab } from './InsightsTab.tsx';
import { InventoryTab } from './InventoryTab.tsx';
import { PlaceInfo } from './PlaceInfo.tsx';
import { SidePanel } from './SidePanel.tsx';

const STATUS_COLORS: Record<number, 'green' | 'blue' | 'amber' | 'gray'> = { 1: 'green', 2: 'blue', 3: 'amber', 4: 'gray' };

interface Props {
  placeId: number;
  onClose: () => void;
  /** Edit the place (the map opens the editor; /places goes to the map). */
  onEdit: (placeId: number) => void;
  /** /places offers the map; the map itself does not. */
  onShowOnMap?: (placeId: number) => void;
}

export function PlaceDetailsPanel({ placeId, onClose, onEdit, onShowOnMap }: Props) {
  const [result, refetch] = useQuery({ query: PlaceQuery, variables: { id: placeId }, requestPolicy: 'cache-and-network' });
  useRefetchOnPlacesChange(refetch);
  const t = useT();
  const canManage = usePermission('manage:asset');
  const canSeeInsights = usePermission('show:place.insight');
  const removal = usePlaceRemoval(useCallback(() => onClose(), [onClose]));
  const data = result.data?.place?.data;
  const place = data ? readFragment(PlaceFragment, data) : null;

  let body: ReactNode;
  if (!place && result.error) {
    const error = toApiError(result.error);
    body = (
      <Text size="2" color={error.status === 404 ? 'gray' : 'red'} role="alert">
        {error.status === 404 ? t('This place does not exist (any more).') : describeApiError(error)}
      </Text>
    );
  } else if (!place) {
    body = <Spinner size="3" m="auto" />;
  } else {
    const archived = place.archivedDateUtcTime !== null;
    body = (
      <>
        <Flex gap="2" wrap="wrap">
          <Badge color="blue">{t(place.placeTypeFormatted)}</Badge>
          <Badge color={STATUS_COLORS[place.status] ?? 'gray'}>{t(place.statusFormatted)}</Badge>
        </Flex>
        <Flex gap="2" wrap="wrap">
          {onShowOnMap ? (
            <Button size="1" variant="soft" onClick={() => onShowOnMap(place.id)}>
              <SewingPinIcon /> {t('Show on map')}
            </Button>
          ) : null}
          {canManage && !archived ? (
            <Button size="1" variant="soft" onClick={() => onEdit(place.id)}>
              <Pencil1Icon /> {t('Edit')}
            </Button>
          ) : null}
          {canManage ? (
            <Button
              size="1"
              variant="soft"
              color="red"
              onClick={() => removal.send({ type: 'place.deleteRequested', place: { id: place.id, name: place.name } })}
            >
              <TrashIcon /> {t('Delete')}
            </Button>
          ) : null}
        </Flex>
        <Tabs.Root defaultValue="inventory" style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
          {/* Never shrunk away by a long tab (the event log): the panel scrolls instead. */}
          <Tabs.List size="1" style={{ flexShrink: 0 }}>
            <Tabs.Trigger value="inventory">{t('Inventory')}</Tabs.Trigger>
            {canSeeInsights ? <Tabs.Trigger value="insights">{t('Insights')}</Tabs.Trigger> : null}
            <Tabs.Trigger value="events">{t('Event log')}</Tabs.Trigger>
            <Tabs.Trigger value="details">{t('Details')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="inventory" style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', paddingTop: 12 }}>
            <InventoryTab placeId={place.id} placeType={place.placeType} timeZone={place.timezoneName} />
          </Tabs.Content>
          {canSeeInsights ? (
            <Tabs.Content value="insights" style={{ paddingTop: 12 }}>
              <ScrollArea>
                <InsightsTab placeId={place.id} placeType={place.placeType} timeZone={place.timezoneName} />
              </ScrollArea>
            </Tabs.Content>
          ) : null}
          <Tabs.Content value="events" style={{ paddingTop: 12 }}>
            <EventLogTab placeId={place.id} placeName={place.name} timeZone={place.timezoneName} />
          </Tabs.Content>
          <Tabs.Content value="details" style={{ paddingTop: 12 }}>
            <PlaceInfo place={place} />
          </Tabs.Content>
        </Tabs.Root>
      </>
    );
  }

  return (
    <SidePanel label={t('Place details')} testId="place-details">
      <Flex justify="between" align="start" gap="2">
        <Heading as="h2" size="4" style={{ overflowWrap: 'anywhere' }}>
          {place?.name ?? t('Place')}
        </Heading>
        <IconButton variant="ghost" color="gray" aria-label={t('Close place details')} onClick={onClose}>
          <Cross2Icon />
        </IconButton>
      </Flex>
      {body}
      <DeletePlaceDialog actor={removal} />
    </SidePanel>
  );
}

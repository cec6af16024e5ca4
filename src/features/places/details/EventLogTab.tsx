// The place's event log (features spec §3 "Place event"): a date range, 7 days back with the end day
// included; newest first, pages of 100, more on request only while the loaded count is a multiple
// of 100; 'No event log data available' when empty. Information icon for the everyday events, an
// alert icon for the archiving notices.
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/useT.ts';
import { msg } from '../../../i18n/i18n.ts';
import { useClient } from 'urql';
import { Badge, Button, Callout, Card, Flex, Spinner, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { describeApiError, toApiError } from '../../../graphql/errors.ts';
import { usePlacesVersion } from '../placesRefresh.ts';
import { completeRange, DateRangeFields, defaultRange, type DayRange } from './DateRangeFields.tsx';
import { PlaceEventsQuery } from './placeDetails.queries.ts';
import { eventTexts } from './eventText.ts';

export const EVENT_PAGE_SIZE = 100;
export const NO_EVENTS = msg('No event log data available');
const ALERT_EVENTS = ['PlacePreArchivingNotification', 'PlaceArchivedNotification', 'Unknown'];
/** The badge of each event type (the server sends the spec's enum names, e.g. MachineEnteredPlace). */
const EVENT_TYPE_LABELS: Readonly<Record<string, string>> = {
  PlaceCreated: msg('Place created'),
  MachineEnteredPlace: msg('Machine entered place'),
  MachineLeftPlace: msg('Machine left place'),
  IgnitionOnNonWorkingHours: msg('Ignition on outside working hours'),
  IgnitionOnHoliday: msg('Ignition on during a holiday'),
  PlacePreArchivingNotification: msg('Archiving soon'),
  PlaceArchivedNotification: msg('Place archived'),
  Unknown: msg('Unknown'),
};

interface PlaceEventItem {
  id: number;
  eventType: string;
  description: string;
  descriptionDetails: string | null;
  eventPlaceTimeFormatted: string;
  assetId: number | null;
}

/** `key` names the request (place, range, places version) the state belongs to. */
type Load = { key: string; state: 'loading' | 'ready' | 'error'; items: PlaceEventItem[]; total: number; error: string | null };

export function EventLogTab({ placeId, placeName, timeZone }: { placeId: number; placeName: string; timeZone: string }) {
  const t = useT();
  const client = useClient();
  const version = usePlacesVersion();
  const [range, setRange] = useState<DayRange>(() => defaultRange(7, timeZone));
  const key = `${placeId}|${range.from}|${range.to}|${version}`;
  const [stored, setLoad] = useState<Load>({ key: '', state: 'loading', items: [], total: 0, error: null });
  // Until the answer for this request arrives, it is loading.
  const load: Load = stored.key === key ? stored : { key, state: 'loading', items: [], total: 0, error: null };

  const fetchPage = async (offset: number) => {
    const result = await client
      .query(
        PlaceEventsQuery,
        { id: placeId, input: { fromPlaceTime: range.from, toPlaceTime: range.to, offset, limit: EVENT_PAGE_SIZE } },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    if (result.error) throw new Error(describeApiError(toApiError(result.error)));
    const data = result.data?.placeEvents?.data;
    return { items: (data?.items ?? []).filter((e): e is PlaceEventItem => e !== null), total: data?.total ?? 0 };
  };

  useEffect(() => {
    if (!completeRange(range)) return;
    let live = true;
    fetchPage(0).then(
      (page) => live && setLoad({ key, state: 'ready', ...page, error: null }),
      (error: Error) => live && setLoad({ key, state: 'error', items: [], total: 0, error: error.message }),
    );
    return () => {
      live = false;
    };
    // A new range, place or change of places starts over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const more = load.state === 'ready' && load.items.length > 0 && load.items.length % EVENT_PAGE_SIZE === 0 && load.items.length < load.total;
  const loadMore = () => {
    setLoad((l) => ({ ...l, state: 'loading' }));
    fetchPage(load.items.length).then(
      (page) => setLoad((l) => ({ key, state: 'ready', items: [...l.items, ...page.items], total: page.total, error: null })),
      (error: Error) => setLoad((l) => ({ ...l, state: 'error', error: error.message })),
    );
  };

  return (
    <Flex direction="column" gap="3" data-testid="place-event-log">
      <Flex justify="end">
        <DateRangeFields idPrefix="events" range={range} onChange={setRange} />
      </Flex>
      {!completeRange(range) ? (
        <Text size="2" color="gray">
          {t('Choose a start and an end day.')}
        </Text>
      ) : null}
      {load.error ? (
        <Callout.Root size="1" color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{load.error}</Callout.Text>
        </Callout.Root>
      ) : null}
      {load.state === 'ready' && load.items.length === 0 ? (
        <Text size="2" color="gray">
          {t(NO_EVENTS)}
        </Text>
      ) : null}
      <Flex direction="column" gap="2" asChild>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {load.items.map((e) => (
            <li key={e.id}>
              <EventCard event={e} placeName={placeName} />
            </li>
          ))}
        </ul>
      </Flex>
      {load.state === 'loading' ? <Spinner size="2" /> : null}
      {more ? (
        <Button variant="soft" onClick={loadMore}>
          {t('Load more')}
        </Button>
      ) : null}
    </Flex>
  );
}

function EventCard({ event, placeName }: { event: PlaceEventItem; placeName: string }) {
  const t = useT();
  const texts = eventTexts(event, placeName);
  const alert = ALERT_EVENTS.includes(event.eventType);
  return (
    <Card size="1" data-event-type={event.eventType}>
      <Flex gap="2" align="start">
        {alert ? (
          <ExclamationTriangleIcon color="var(--amber-10)" aria-label={t('Alert')} />
        ) : (
          <InfoCircledIcon color="var(--blue-10)" aria-label={t('Information')} />
        )}
        <Flex direction="column" gap="1" style={{ minWidth: 0 }}>
          <Text size="2" weight="medium">
            {texts.description}
          </Text>
          {texts.details ? (
            <Text size="1" color="gray">
              {texts.details}
            </Text>
          ) : null}
          <Flex gap="2" align="center">
            <Text size="1" color="gray">
              {event.eventPlaceTimeFormatted}
            </Text>
            <Badge size="1" color="gray" variant="soft">
              {t(EVENT_TYPE_LABELS[event.eventType] ?? EVENT_TYPE_LABELS.Unknown)}
            </Badge>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}

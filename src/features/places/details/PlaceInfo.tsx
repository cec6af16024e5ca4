// The place's own details: address, contract period and contacts, time zone, description and tags.
import { Badge, DataList, Flex, Text } from '@radix-ui/themes';
import type { ResultOf } from '../../../graphql/graphql.ts';
import type { PlaceFragment } from '../places.api.ts';
import { useT } from '../../../i18n/useT.ts';

type PlaceFields = ResultOf<typeof PlaceFragment>;

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

export function PlaceInfo({ place }: { place: PlaceFields }) {
  const t = useT();
  const c = place.contract;
  const a = place.address;
  const contact = (name?: string | null, email?: string | null, phone?: string | null) => join(name, email, phone) || '—';
  return (
    <DataList.Root size="2" orientation={{ initial: 'vertical', sm: 'horizontal' }}>
      <DataList.Item>
        <DataList.Label>{t('Address')}</DataList.Label>
        <DataList.Value>{join(a.address, a.zip && a.city ? `${a.zip} ${a.city}` : (a.zip ?? a.city), a.country) || '—'}</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{t('Valid')}</DataList.Label>
        <DataList.Value>
          {place.validFromPlaceTimeFormatted || place.validToPlaceTimeFormatted
            ? `${place.validFromPlaceTimeFormatted?.slice(0, 10) ?? '…'} – ${place.validToPlaceTimeFormatted?.slice(0, 10) ?? '…'}`
            : t('No end date')}
        </DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{t('Time zone')}</DataList.Label>
        <DataList.Value>{place.timezoneName}</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{t('Order contact')}</DataList.Label>
        <DataList.Value>{contact(c?.orderContact, c?.orderContactEmail, c?.orderContactPhone)}</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{t('Delivery contact')}</DataList.Label>
        <DataList.Value>{contact(c?.deliveryContact, c?.deliveryContactEmail, c?.deliveryContactPhone)}</DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{t('Description')}</DataList.Label>
        <DataList.Value>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{place.description ?? '—'}</Text>
        </DataList.Value>
      </DataList.Item>
      <DataList.Item>
        <DataList.Label>{t('Tags')}</DataList.Label>
        <DataList.Value>
          <Flex gap="1" wrap="wrap" data-testid="place-tags">
            {place.tags.length === 0 ? '—' : null}
            {place.tags.map((tag) => (tag ? <Badge key={tag.id}>{tag.name}</Badge> : null))}
          </Flex>
        </DataList.Value>
      </DataList.Item>
    </DataList.Root>
  );
}

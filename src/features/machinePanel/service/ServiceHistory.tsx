// The machine's reported services, newest first (features spec §3 "Historic service entry").
import { useQuery } from 'urql';
import { Badge, Card, Flex, Text } from '@radix-ui/themes';
import { ServiceHistoryQuery } from '../../service/service.api.ts';
import { TabEmpty, TabFailure, TabLoading } from '../TabStates.tsx';
import { useT } from '../../../i18n/useT.ts';
import { msg } from '../../../i18n/i18n.ts';
import { toApiError } from '../../../graphql/errors.ts';

export function ServiceHistory({ assetId }: { assetId: number }) {
  const t = useT();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: ServiceHistoryQuery, variables: { id: assetId }, requestPolicy: 'network-only' });
  const items = data?.serviceHistory?.data?.items ?? [];
  return (
    <Flex direction="column" gap="2" data-testid="service-history">
      <Text size="3" weight="bold" as="div">
        {t('Service history')}
      </Text>
      {fetching && !data ? <TabLoading label={msg('Loading historic service data')} /> : null}
      {error && !fetching ? <TabFailure message={toApiError(error).message} onRetry={() => reexecute({ requestPolicy: 'network-only' })} /> : null}
      {data && items.length === 0 ? <TabEmpty text={msg('No service reported yet')} /> : null}
      {items.length ? (
        <Flex direction="column" gap="2" role="list" aria-label={t('Service history')}>
          {items.map((item) =>
            item ? (
              <Card key={item.id} role="listitem" size="1">
                <Flex justify="between" gap="2" wrap="wrap">
                  <Text size="2" weight="medium">
                    {item.maintenanceUserTimeFormatted}
                  </Text>
                  <Flex gap="2" align="center">
                    {item.calibrated ? (
                      <Badge color="blue" variant="soft">
                        {t('Calibrated')}
                      </Badge>
                    ) : null}
                    <Text size="2">{item.engineTimeFormatted}</Text>
                  </Flex>
                </Flex>
                <Text as="p" size="2" color="gray" style={{ whiteSpace: 'pre-wrap' }}>
                  {item.comment}
                </Text>
                {item.reportedBy ? (
                  <Text size="1" color="gray">
                    {t('Reported by {name}', { name: item.reportedBy })}
                  </Text>
                ) : null}
              </Card>
            ) : null,
          )}
        </Flex>
      ) : null}
    </Flex>
  );
}

import { Card, Flex, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import type { EventLogItem } from '../../../../machines/eventLog/eventLog.types.ts';
import { isInformationEvent } from './eventKinds.ts';
import { useT } from '../../../i18n/useT.ts';
import { eventText } from './eventText.ts';

export function EventCard({ event }: { event: EventLogItem }) {
  const t = useT();
  const info = isInformationEvent(event.eventName);
  return (
    <Card size="1" data-testid="event-card" data-event-name={event.eventName} data-icon={info ? 'information' : 'alert'}>
      <Flex gap="3" align="start">
        <Flex
          align="center"
          justify="center"
          style={{ flexShrink: 0, width: 28, height: 28, borderRadius: '50%', background: info ? 'var(--blue-a3)' : 'var(--orange-a3)' }}
        >
          {info ? (
            <InfoCircledIcon color="var(--blue-11)" aria-label={t('Information')} />
          ) : (
            <ExclamationTriangleIcon color="var(--orange-11)" aria-label={t('Alert')} />
          )}
        </Flex>
        <Flex direction="column" gap="1" style={{ minWidth: 0, flex: 1 }}>
          <Flex justify="between" gap="2" wrap="wrap">
            <Text size="2" weight="medium">
              {eventText(event.header)}
            </Text>
            <Text size="1" color="gray">
              {event.userTimeFormatted}
            </Text>
          </Flex>
          {event.message ? (
            <Text size="2" color="gray">
              {eventText(event.message)}
            </Text>
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}

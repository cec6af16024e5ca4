import { Flex, Text } from '@radix-ui/themes';
import { STATUS_COLOURS, STATUS_LABELS } from '../../service/serviceStatus.ts';
import { useT } from '../../../i18n/useT.ts';

/** A dot in the status colour and the status name (the colour alone would not say it). */
export function StatusBadge({ status }: { status: number }) {
  const t = useT();
  return (
    <Flex align="center" gap="2" data-testid="service-status" data-status={status}>
      <span
        aria-hidden
        style={{ width: 12, height: 12, borderRadius: 6, background: STATUS_COLOURS[status] ?? 'lightgrey', border: '1px solid var(--gray-a6)' }}
      />
      <Text size="2" weight="medium">
        {t(STATUS_LABELS[status] ?? 'No service')}
      </Text>
    </Flex>
  );
}

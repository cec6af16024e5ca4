// One figure with its label (inventory overview, insights).
import { Card, Flex, Skeleton, Text } from '@radix-ui/themes';

export function StatCard({ label, value, hint }: { label: string; value: string | number | null | undefined; hint?: string }) {
  return (
    <Card size="1" style={{ minWidth: 130, flex: '1 1 130px' }}>
      <Flex direction="column" gap="1">
        <Text size="1" color="gray">
          {label}
        </Text>
        <Skeleton loading={value === undefined}>
          <Text size="5" weight="bold" data-testid={`stat-${label}`}>
            {value ?? '—'}
          </Text>
        </Skeleton>
        {hint ? (
          <Text size="1" color="gray">
            {hint}
          </Text>
        ) : null}
      </Flex>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Flex, Heading, Text } from '@radix-ui/themes';

/** Centred message for a list or page with nothing to show, with an optional action. */
export function EmptyState({ icon, title, text, action }: { icon?: ReactNode; title: string; text?: ReactNode; action?: ReactNode }) {
  return (
    <Flex direction="column" align="center" justify="center" gap="3" p="8" style={{ flex: 1, textAlign: 'center' }} role="status">
      {icon ? <div style={{ color: 'var(--gray-9)' }}>{icon}</div> : null}
      <Heading as="h2" size="4">
        {title}
      </Heading>
      {text ? (
        <Text size="2" color="gray" style={{ maxWidth: 460 }}>
          {text}
        </Text>
      ) : null}
      {action}
    </Flex>
  );
}

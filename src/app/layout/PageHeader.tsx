import type { ReactNode } from 'react';
import { Flex, Heading, Text } from '@radix-ui/themes';

/**
 * The title bar every page starts with: a heading, an optional line of context and actions on the
 * right. When the width runs out (a phone) the actions wrap below the title rather than being
 * squeezed or clipped.
 */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <Flex
      asChild
      align="center"
      justify="between"
      gap="3"
      px={{ initial: '3', sm: '5' }}
      py="3"
      wrap="wrap"
      style={{ borderBottom: '1px solid var(--gray-a5)', minHeight: 56 }}
    >
      <header>
        <Flex direction="column" gap="1" style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Heading as="h1" size="5" weight="bold">
            {title}
          </Heading>
          {description ? (
            <Text size="2" color="gray">
              {description}
            </Text>
          ) : null}
        </Flex>
        {actions ? (
          <Flex gap="2" wrap="wrap" style={{ flexShrink: 0 }}>
            {actions}
          </Flex>
        ) : null}
      </header>
    </Flex>
  );
}

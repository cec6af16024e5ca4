import type { ReactNode } from 'react';
import { Box, Card, Flex, Text } from '@radix-ui/themes';
import styles from './AuthLayout.module.css';

/** The frame of the signed-out pages: a product panel on the left, the form card on the right. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Flex className={styles.page}>
      <Flex direction="column" justify="between" className={styles.brandPanel}>
        <Flex align="center" gap="3">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <Text size="5" weight="bold">
            Siteline
          </Text>
        </Flex>
        <Box>
          <Text as="p" size="8" weight="bold" mb="3" className={styles.pitch}>
            Every machine, every site, one view.
          </Text>
          <Text as="p" size="3" className={styles.pitchText}>
            Track positions and engine hours, plan service before it is overdue, and know what is on each depot and work site.
          </Text>
        </Box>
        <Text size="1" className={styles.pitchText}>
          © Siteline · <a href="/docs">API documentation</a>
        </Text>
      </Flex>
      <Flex align="center" justify="center" className={styles.formPanel}>
        <Card size="4" className={styles.card}>
          {children}
        </Card>
      </Flex>
    </Flex>
  );
}

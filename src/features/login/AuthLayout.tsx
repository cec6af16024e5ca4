import { useEffect, type ReactNode } from 'react';
import { Box, Button, Card, Flex, Text } from '@radix-ui/themes';
import { Link } from 'wouter';
import { loginTexts } from '../../../machines/login/texts.ts';
import styles from './AuthLayout.module.css';

/**
 * The frame of the signed-out pages: a product panel on the left, the form card on the right. In the
 * browser's language like the form (Swedish for sv-SE), including the page's html lang, which
 * screen readers and the browser's spell-checking and translation offers go by.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const t = loginTexts(navigator.language).layout;
  useEffect(() => {
    const previous = document.documentElement.lang;
    document.documentElement.lang = t.lang;
    return () => {
      document.documentElement.lang = previous;
    };
  }, [t.lang]);
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
            {t.pitch}
          </Text>
          <Text as="p" size="3" className={styles.pitchText}>
            {t.pitchText}
          </Text>
        </Box>
        <Text size="1" className={styles.pitchText}>
          © Siteline · <a href="/docs">{t.apiDocs}</a>
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

/** Back to the login page from an account page (activation, finish reset), replacing the address with the key. */
export function BackToLoginLink({ label }: { label: string }) {
  return (
    <Button variant="ghost" asChild>
      <Link href="/" replace>
        {label}
      </Link>
    </Button>
  );
}

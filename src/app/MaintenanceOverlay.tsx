import { useSyncExternalStore } from 'react';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { connectivity } from '../graphql/connectivity.ts';
import { t } from '../i18n/i18n.ts';

/**
 * Spec: a 503 or a network error shows 'System maintenance is ongoing' with a reload button. The
 * backdrop is opaque: the page's own error messages underneath (from the same failed calls) must not
 * show through and contradict it.
 */
export function MaintenanceOverlay() {
  const down = useSyncExternalStore(connectivity.subscribe, connectivity.isDown);
  if (!down) return null;
  return (
    <Flex
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="maintenance-title"
      align="center"
      justify="center"
      style={{ position: 'fixed', inset: 0, zIndex: 2000, background: 'var(--color-background)' }}
    >
      <Card size="4" style={{ maxWidth: 440, textAlign: 'center' }}>
        <Flex direction="column" gap="4" align="center">
          <Heading id="maintenance-title" as="h2" size="5">
            {t('System maintenance is ongoing')}
          </Heading>
          <Text color="gray">{t('Siteline cannot be reached right now. Your data is safe; please try again in a moment.')}</Text>
          <Button size="3" onClick={() => window.location.reload()}>
            {t('Try again (reload page)')}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}

// The details pane of /alerts: beside the list on a desktop, over it (the full width) on a phone,
// with the alert's title, a close button, and its load states.
import type { ReactNode } from 'react';
import { Button, Flex, Heading, IconButton, Spinner, Text } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { SidePanel } from '../places/details/SidePanel.tsx';
import { useT } from '../../i18n/useT.ts';

export function AlertPanelFrame({ title, subtitle, onClose, children }: { title: string; subtitle?: string; onClose: () => void; children: ReactNode }) {
  const t = useT();
  return (
    <SidePanel label={t('Alert details')} testId="alert-details">
      <Flex justify="between" align="start" gap="3">
        <Flex direction="column" gap="1" style={{ minWidth: 0 }}>
          <Heading as="h2" size="4">
            {title}
          </Heading>
          {subtitle ? (
            <Text size="1" color="gray">
              {subtitle}
            </Text>
          ) : null}
        </Flex>
        <IconButton variant="ghost" color="gray" aria-label={t('Close')} onClick={onClose}>
          <Cross2Icon />
        </IconButton>
      </Flex>
      {children}
    </SidePanel>
  );
}

export function PanelLoading() {
  return <Spinner size="3" m="auto" />;
}

export function PanelLoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Flex direction="column" gap="2" align="start">
      <Text size="2" color="red" role="alert">
        {t(text)}
      </Text>
      <Button variant="soft" onClick={onRetry}>
        {t('Try again')}
      </Button>
    </Flex>
  );
}

// What a tab shows while it loads, when there is nothing, and when a load failed.
import type { ReactNode } from 'react';
import { Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { serverText } from '../../i18n/serverText.ts';

/** The spec's generic text when the server gave no message (section 8). */
export const GENERIC_LOAD_FAILURE = msg("We're having trouble loading the data. Give it another try soon.");

/** `label` and `text` are English (msg()) and shown in the user's language. */
export function TabLoading({ label }: { label: string }) {
  const t = useT();
  return (
    <Flex align="center" justify="center" gap="2" p="6" role="status" aria-busy="true">
      <Spinner />
      <Text size="2" color="gray">
        {t(label)}
      </Text>
    </Flex>
  );
}

/** An empty state with the spec's text, e.g. 'No telematics data available'. */
export function TabEmpty({ text, children }: { text: string; children?: ReactNode }) {
  const t = useT();
  return (
    <Flex direction="column" align="center" justify="center" gap="2" p="6" role="status" data-testid="panel-empty">
      <InfoCircledIcon width={22} height={22} color="var(--gray-9)" />
      <Text size="2" color="gray" align="center">
        {t(text)}
      </Text>
      {children}
    </Flex>
  );
}

export function TabFailure({ message, onRetry }: { message: string | null | undefined; onRetry?: () => void }) {
  const t = useT();
  return (
    <Callout.Root color="red" m="3" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>{message ? serverText(message) : t(GENERIC_LOAD_FAILURE)}</Callout.Text>
      {onRetry ? (
        <Flex>
          <Button size="1" variant="soft" color="red" onClick={onRetry}>
            {t('Retry now')}
          </Button>
        </Flex>
      ) : null}
    </Callout.Root>
  );
}

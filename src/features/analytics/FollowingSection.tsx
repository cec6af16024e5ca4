// A following section's heading line: its title with how it is computed, a spinner while it loads,
// and a failure with 'Try again' (the figures already shown stay, dimmed).
import type { ReactNode } from 'react';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useT } from '../../i18n/useT.ts';
import type { SectionLoad } from './useSectionLoad.ts';

interface Props {
  id: string;
  title: string;
  intro: string;
  loading: string;
  failed: string;
  load: SectionLoad<unknown>;
  retry: () => void;
  children: ReactNode;
}

export function FollowingSection({ id, title, intro, loading, failed, load, retry, children }: Props) {
  const t = useT();
  return (
    <Flex direction="column" gap="4" asChild>
      <section aria-labelledby={`${id}-title`} aria-busy={load.status === 'loading'} data-testid={id}>
        <Flex justify="between" align="center" gap="2" wrap="wrap">
          <Heading as="h2" size="4" id={`${id}-title`}>
            {t(title)}
          </Heading>
          {load.status === 'loading' ? (
            <Flex align="center" gap="2" role="status">
              <Spinner /> <Text size="2">{t(loading)}</Text>
            </Flex>
          ) : null}
        </Flex>
        <Text size="2" color="gray" as="p">
          {t(intro)}
        </Text>
        {load.status === 'failed' ? (
          <Flex direction="column" gap="2" align="start">
            <Callout.Root color="red" role="alert" size="1">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Callout.Text>{t(failed)}</Callout.Text>
            </Callout.Root>
            <Button variant="soft" onClick={retry}>
              {t('Try again')}
            </Button>
          </Flex>
        ) : null}
        {load.data ? <div style={{ opacity: load.status === 'loading' ? 0.6 : 1, transition: 'opacity 120ms' }}>{children}</div> : null}
      </section>
    </Flex>
  );
}

// /admin/integrations (Web scope, manage:integration): the data providers a company can take machines
// from (ISO 15143-3 fleet feeds), each with the company's integrations under it. The integrationAdmin
// machine runs the page: the list, the add/rename dialog, one integration (its last import and the
// feed file import) and the delete confirmation.
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Badge, Box, Button, Card, Flex, Heading, IconButton, Spinner, Text, Tooltip } from '@radix-ui/themes';
import { ExclamationTriangleIcon, Pencil1Icon, PlusIcon } from '@radix-ui/react-icons';
import type { IntegrationSummary, Provider } from '../../../machines/integrationAdmin/integrationAdmin.types.ts';
import { EmptyState } from '../../app/layout/EmptyState.tsx';
import { Page } from '../../app/layout/Page.tsx';
import { PageHeader } from '../../app/layout/PageHeader.tsx';
import { describeGridError } from '../../components/grid/gridFetch.ts';
import { useT } from '../../i18n/useT.ts';
import { DeleteIntegrationDialog, IntegrationDetailDialog, IntegrationNameDialog } from './IntegrationDialogs.tsx';
import { useIntegrationAdmin, type IntegrationAdminActor } from './useIntegrationAdmin.ts';

export function IntegrationsPage({ tabs }: { tabs?: ReactNode }) {
  const t = useT();
  const actor = useIntegrationAdmin();
  return (
    <Page>
      <PageHeader
        title={t('Integrations')}
        description={t('Bring machines in from a manufacturer’s portal: add an integration to its provider, then import the portal’s ISO 15143-3 fleet file.')}
      />
      {tabs}
      <Box p="3" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <ProviderList actor={actor} />
      </Box>
      <IntegrationNameDialog actor={actor} />
      <IntegrationDetailDialog actor={actor} />
      <DeleteIntegrationDialog actor={actor} />
    </Page>
  );
}

function ProviderList({ actor }: { actor: IntegrationAdminActor }) {
  const t = useT();
  const view = useSelector(actor, (s) => (s.hasTag('view:loading') ? 'loading' : s.hasTag('view:failed') ? 'failed' : 'list'));
  const providers = useSelector(actor, (s) => s.context.providers);
  const listError = useSelector(actor, (s) => s.context.listError);
  if (view === 'loading' && providers.length === 0)
    return (
      <Flex justify="center" p="8" role="status" aria-label={t('Loading')}>
        <Spinner size="3" />
      </Flex>
    );
  // As the grids show a list that failed (GridStatus): the message and Retry.
  if (view === 'failed')
    return (
      <EmptyState
        icon={<ExclamationTriangleIcon width={28} height={28} color="var(--red-9)" />}
        title={t('The list could not be loaded')}
        text={<span style={{ whiteSpace: 'pre-line' }}>{describeGridError(listError)}</span>}
        action={<Button onClick={() => actor.send({ type: 'integrations.retried' })}>{t('Retry')}</Button>}
      />
    );
  return (
    <Flex direction="column" gap="3" asChild>
      <ul aria-label={t('Providers')} style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: 960 }}>
        {providers.map((p) => (
          <li key={p.id}>
            <ProviderCard provider={p} actor={actor} />
          </li>
        ))}
      </ul>
    </Flex>
  );
}

function ProviderCard({ provider, actor }: { provider: Provider; actor: IntegrationAdminActor }) {
  const t = useT();
  const headingId = `provider-${provider.id}`;
  return (
    <Card size="2" aria-labelledby={headingId}>
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Box style={{ minWidth: 0 }}>
          <Heading as="h2" size="3" id={headingId}>
            {provider.name}
          </Heading>
          <Flex gap="2" mt="1" wrap="wrap" align="center">
            <Badge color="gray" variant="soft">
              {provider.standard}
            </Badge>
            <Text size="1" color="gray">
              {provider.brands.length ? provider.brands.join(', ') : t('Any brand')}
            </Text>
          </Flex>
        </Box>
        <Button
          variant="soft"
          onClick={() => actor.send({ type: 'integrations.addOpened', provider: { id: provider.id, name: provider.name } })}
          aria-label={t('Add integration to {provider}', { provider: provider.name })}
        >
          <PlusIcon /> {t('Add integration')}
        </Button>
      </Flex>
      {/* A provider the company has not connected gets one quiet line, not an empty state with an
          icon: most of the providers are unconnected, and big empty states would bury the few
          integrations there are. The Add button above is the action. */}
      {provider.integrations.length === 0 ? (
        <Text as="p" size="2" color="gray" mt="3">
          {t('No integrations with this provider yet.')}
        </Text>
      ) : (
        <Flex direction="column" mt="3" asChild>
          <ul aria-label={t('Integrations with {provider}', { provider: provider.name })} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {provider.integrations.map((i) => (
              <IntegrationRow key={i.id} integration={i} actor={actor} />
            ))}
          </ul>
        </Flex>
      )}
    </Card>
  );
}

function IntegrationRow({ integration, actor }: { integration: IntegrationSummary; actor: IntegrationAdminActor }) {
  const t = useT();
  return (
    <Flex asChild align="center" gap="3" py="2" wrap="wrap" style={{ borderTop: '1px solid var(--gray-a4)' }}>
      <li data-testid="integration-row">
        <Box style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Button
            variant="ghost"
            size="2"
            style={{ maxWidth: '100%', justifyContent: 'flex-start' }}
            onClick={() => actor.send({ type: 'integrations.opened', integration })}
          >
            <Text truncate weight="medium">
              {integration.name}
            </Text>
          </Button>
        </Box>
        <Text size="2" color="gray" style={{ flex: '0 0 auto' }}>
          {integration.machineCount === 1 ? t('1 machine imported') : t('{count} machines imported', { count: integration.machineCount })}
        </Text>
        <Text size="2" color="gray" style={{ flex: '0 0 auto' }}>
          {integration.lastImportUserTimeFormatted ? t('Last import {time}', { time: integration.lastImportUserTimeFormatted }) : t('Never imported')}
        </Text>
        <Tooltip content={t('Rename')}>
          <IconButton
            variant="ghost"
            color="gray"
            aria-label={t('Rename {name}', { name: integration.name })}
            onClick={() => actor.send({ type: 'integrations.renameOpened', integration })}
          >
            <Pencil1Icon />
          </IconButton>
        </Tooltip>
      </li>
    </Flex>
  );
}

// /admin/client-management (Web scope): the company's API clients in the shared grid. 'Create
// client' and a row open the clientAdmin machine's dialogs; every change remounts the grid.
import type { ReactNode } from 'react';
import { Button, Callout, Flex, Link } from '@radix-ui/themes';
import { InfoCircledIcon, PlusIcon } from '@radix-ui/react-icons';
import { hasPermission } from '../../../machines/session/session.claims.ts';
import { DataGrid } from '../../components/grid/DataGrid.tsx';
import { describeGridError } from '../../components/grid/gridFetch.ts';
import { Page } from '../../app/layout/Page.tsx';
import { PageHeader } from '../../app/layout/PageHeader.tsx';
import { usePermissions } from '../../session/useSession.ts';
import { ClientSecretDialog, CreateClientDialog, DeleteClientDialog, EditClientDialog, NewSecretDialog } from './ClientDialogs.tsx';
import { CLIENT_COLUMNS, fetchClientsPage } from './clients.api.ts';
import { useClientAdmin } from './useClientAdmin.ts';
import { useLanguage, useT } from '../../i18n/useT.ts';
import { msg } from '../../i18n/i18n.ts';
import { withNodes } from '../../i18n/withNodes.tsx';

export function ClientsPage({ tabs }: { tabs?: ReactNode }) {
  const t = useT();
  // The grid reads its columns once: a language that arrives later remounts it.
  const language = useLanguage();
  const permissions = usePermissions();
  const { actor, listVersion } = useClientAdmin();
  const allowed = hasPermission(permissions, 'manage:integration');

  return (
    <Page>
      <PageHeader
        title={t('Client management')}
        description={
          <>
            {withNodes(t('API clients let your own systems read the fleet through the integration API ({link}).'), {
              link: <Link href="/docs">{t('API documentation')}</Link>,
            })}
          </>
        }
        actions={
          allowed ? (
            <Button onClick={() => actor.send({ type: 'clients.createOpened' })}>
              <PlusIcon /> {t('Create client')}
            </Button>
          ) : null
        }
      />
      {tabs}
      {allowed ? (
        <Flex style={{ flex: 1, minHeight: 0 }} p="3">
          <DataGrid
            key={`${listVersion}:${language}`}
            path="/admin/client-management"
            columns={CLIENT_COLUMNS}
            fetchPage={fetchClientsPage}
            describeError={describeGridError}
            emptyText={msg('No clients found')}
            onRowClick={(row) => actor.send({ type: 'clients.editOpened', client: { clientId: String(row.clientId), name: String(row.name) } })}
          />
        </Flex>
      ) : (
        <Flex p="4">
          <Callout.Root color="gray">
            <Callout.Icon>
              <InfoCircledIcon />
            </Callout.Icon>
            <Callout.Text>{t('Managing API clients needs the integration permission. Ask an admin of your company.')}</Callout.Text>
          </Callout.Root>
        </Flex>
      )}
      <CreateClientDialog actor={actor} />
      <EditClientDialog actor={actor} />
      <DeleteClientDialog actor={actor} />
      <NewSecretDialog actor={actor} />
      <ClientSecretDialog actor={actor} />
    </Page>
  );
}

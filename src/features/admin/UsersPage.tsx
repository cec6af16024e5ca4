// /admin/users: the company's users in the shared grid. 'Add user' (invite:usr) and a row open the
// userAdmin machine's dialogs; every change it reports remounts the grid, which reloads the list.
import type { ReactNode } from 'react';
import { Button, Flex } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { hasPermission } from '../../../machines/session/session.claims.ts';
import { assignableRoles } from '../../../machines/userAdmin/userAdmin.validation.ts';
import { DataGrid } from '../../components/grid/DataGrid.tsx';
import { describeGridError } from '../../components/grid/gridFetch.ts';
import { Page } from '../../app/layout/Page.tsx';
import { PageHeader } from '../../app/layout/PageHeader.tsx';
import { usePermissions } from '../../session/useSession.ts';
import { CreateUserDialog } from './CreateUserDialog.tsx';
import { DeleteUserDialog } from './DeleteUserDialog.tsx';
import { EditUserDialog } from './EditUserDialog.tsx';
import { useUserAdmin } from './useUserAdmin.ts';
import { fetchUsersPage, USER_COLUMNS } from './users.grid.ts';
import { useLanguage, useT } from '../../i18n/useT.ts';
import { msg } from '../../i18n/i18n.ts';

export function UsersPage({ tabs }: { tabs?: ReactNode }) {
  const t = useT();
  // The grid reads its columns once: a language that arrives later remounts it.
  const language = useLanguage();
  const permissions = usePermissions();
  const { actor, listVersion } = useUserAdmin();
  const canInvite = hasPermission(permissions, 'invite:usr');

  return (
    <Page>
      <PageHeader
        title={t('User management')}
        description={t('Invite colleagues, set their roles and remove access.')}
        actions={
          canInvite ? (
            <Button onClick={() => actor.send({ type: 'users.createOpened' })}>
              <PlusIcon /> {t('Add user')}
            </Button>
          ) : null
        }
      />
      {tabs}
      <Flex style={{ flex: 1, minHeight: 0 }} p="3">
        <DataGrid
          key={`${listVersion}:${language}`}
          path="/admin/users"
          exportTo={{ url: '/web/v1/users/users', stem: 'users' }}
          columns={USER_COLUMNS}
          fetchPage={fetchUsersPage}
          describeError={describeGridError}
          emptyText={msg('No users found')}
          onRowClick={(row) => actor.send({ type: 'users.editOpened', id: Number(row.id) })}
        />
      </Flex>
      <CreateUserDialog actor={actor} roles={assignableRoles(permissions)} />
      <EditUserDialog actor={actor} permissions={permissions} />
      <DeleteUserDialog actor={actor} />
    </Page>
  );
}

// A user opened from the list: names, job title, role and 'Disabled'; Save, Delete (asks first) and,
// for users who have not activated their account yet, 'Resend invitation'.
import { useMemo, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Badge, Button, Dialog, Flex, Spinner, Switch, Text } from '@radix-ui/themes';
import { EnvelopeClosedIcon, TrashIcon } from '@radix-ui/react-icons';
import { hasPermission } from '../../../machines/session/session.claims.ts';
import type { UserDetail, UserStatus } from '../../../machines/userAdmin/userAdmin.types.ts';
import { assignableRoles, editUserFieldErrors, editValuesOf, roleEditable, USER_ROLES } from '../../../machines/userAdmin/userAdmin.validation.ts';
import { useClaims } from '../../session/useSession.ts';
import type { UserAdminActor } from './useUserAdmin.ts';
import { useUserForm } from './useUserForm.ts';
import { JobTitleField, NameFields, RoleField } from './UserFields.tsx';
import { useT } from '../../i18n/useT.ts';
import { msg } from '../../i18n/i18n.ts';
import { STATUS_LABELS } from './users.grid.ts';

const ID = 'edit-user';
const STATUS_COLOR = { Active: 'green', Invited: 'amber', Disabled: 'gray' } as const satisfies Record<UserStatus, string>;

export function EditUserDialog({ actor, permissions }: { actor: UserAdminActor; permissions: readonly string[] }) {
  const t = useT();
  // The delete confirmation opens over this dialog, which keeps its form as the user left it.
  const open = useSelector(actor, (s) => s.hasTag('view:editDialog') || s.hasTag('view:confirmDelete'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const user = useSelector(actor, (s) => s.context.user);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && actor.send({ type: 'users.closed' })}>
      <Dialog.Content maxWidth="540px" aria-busy={user ? undefined : true}>
        {user ? (
          <EditUserForm key={user.id} actor={actor} user={user} permissions={permissions} />
        ) : (
          <>
            <Dialog.Title>{t('Edit user')}</Dialog.Title>
            <Dialog.Description size="2" color="gray">
              {t('Loading the user…')}
            </Dialog.Description>
            <Flex justify="center" p="6">
              <Spinner size="3" />
            </Flex>
          </>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function EditUserForm({ actor, user, permissions }: { actor: UserAdminActor; user: UserDetail; permissions: readonly string[] }) {
  const t = useT();
  const sent = useSelector(actor, (s) => s.context.changes);
  const serverErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const saving = useSelector(actor, (s) => s.hasTag('busy:save'));
  const inviting = useSelector(actor, (s) => s.hasTag('busy:invite'));
  const initial = useMemo(() => editValuesOf(user), [user]);
  const form = useUserForm(initial, editUserFieldErrors, sent, serverErrors);

  const roleLocked = !roleEditable(permissions, user.userRole);
  const assignable = assignableRoles(permissions);
  const choices = USER_ROLES.map((r) => ({ ...r, disabled: !assignable.includes(r.value) }));
  const canInvite = user.status === 'Invited' && hasPermission(permissions, 'invite:usr');
  // The server refuses both for your own account; say so instead of offering them.
  const self = useClaims()?.id === user.id;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.submit()) actor.send({ type: 'users.saved', values: form.values });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('Edit user')}>
      <Flex justify="between" align="start" gap="3" mb="4">
        <Flex direction="column" gap="1" style={{ minWidth: 0 }}>
          <Dialog.Title mb="0">
            {user.firstName} {user.lastName}
          </Dialog.Title>
          <Dialog.Description size="2" color="gray">
            {user.email}
          </Dialog.Description>
        </Flex>
        <Badge size="2" color={STATUS_COLOR[user.status]}>
          {t(STATUS_LABELS[user.status])}
        </Badge>
      </Flex>
      <Flex direction="column" gap="3">
        <NameFields prefix={ID} form={form} />
        <JobTitleField prefix={ID} form={form} />
        <RoleField
          id={`${ID}-role`}
          value={form.values.userRole}
          choices={choices}
          onChange={(userRole) => form.change({ userRole })}
          disabled={roleLocked}
          error={form.error('userRole')}
          hint={
            roleLocked
              ? t(hasPermission(permissions, 'update:usrrole') ? msg("Only an Owner may change an Owner's role.") : msg('You may not change roles.'))
              : undefined
          }
        />
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Switch checked={form.values.disabled} disabled={self && !form.values.disabled} onCheckedChange={(disabled) => form.change({ disabled })} />
            {t('Disabled')}
          </Flex>
        </Text>
        <Text size="1" color="gray" mt="-2">
          {self ? t('You cannot disable or delete your own account.') : t('A disabled user cannot sign in; their open sessions end when you save.')}
        </Text>
        <Flex gap="3" justify="between" align="center" mt="3" wrap="wrap">
          <Flex gap="2">
            <Button type="button" variant="soft" color="red" disabled={busy || self} onClick={() => actor.send({ type: 'users.deleteRequested' })}>
              <TrashIcon /> {t('Delete')}
            </Button>
            {canInvite ? (
              <Button
                type="button"
                variant="soft"
                loading={inviting}
                disabled={busy}
                onClick={() => actor.send({ type: 'users.inviteRequested', id: user.id })}
              >
                <EnvelopeClosedIcon /> {t('Resend invitation')}
              </Button>
            ) : null}
          </Flex>
          <Flex gap="3">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray" disabled={busy}>
                {t('Cancel')}
              </Button>
            </Dialog.Close>
            <Button type="submit" loading={saving} disabled={!form.dirty || busy}>
              {t('Save')}
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </form>
  );
}

// 'Add user': names, e-mail, job title, role and 'Send invitation e-mail'. Checked with the shared
// rules before the machine is asked; a refusal stays in the dialog with the server's message.
import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Button, Callout, Checkbox, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import type { UserRole } from '../../../machines/userAdmin/userAdmin.types.ts';
import { EMPTY_NEW_USER, newUserFieldErrors, USER_ROLES } from '../../../machines/userAdmin/userAdmin.validation.ts';
import { FormField } from '../../components/form/FormField.tsx';
import type { UserAdminActor } from './useUserAdmin.ts';
import { useUserForm } from './useUserForm.ts';
import { JobTitleField, NameFields, RoleField } from './UserFields.tsx';
import { useT } from '../../i18n/useT.ts';
import { serverText } from '../../i18n/serverText.ts';

const ID = 'create-user';

export function CreateUserDialog({ actor, roles }: { actor: UserAdminActor; roles: readonly UserRole[] }) {
  const t = useT();
  const open = useSelector(actor, (s) => s.hasTag('view:createDialog'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && actor.send({ type: 'users.closed' })}>
      <Dialog.Content maxWidth="540px">
        <Dialog.Title>{t('Add user')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t('The invitation e-mail holds a link to choose a password and activate the account.')}
        </Dialog.Description>
        <CreateUserForm actor={actor} roles={roles} busy={busy} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

function CreateUserForm({ actor, roles, busy }: { actor: UserAdminActor; roles: readonly UserRole[]; busy: boolean }) {
  const t = useT();
  const sent = useSelector(actor, (s) => s.context.newUser);
  const serverErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const failure = useSelector(actor, (s) => s.context.error);
  const form = useUserForm(EMPTY_NEW_USER, newUserFieldErrors, sent, serverErrors);
  // A message the fields already show (e.g. a taken address) is not repeated above them.
  const alert = failure && Object.keys(serverErrors).length === 0 ? failure : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.submit()) actor.send({ type: 'users.createSubmitted', values: form.values });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('New user')}>
      <Flex direction="column" gap="3">
        {alert ? (
          <Callout.Root color="red" size="1" role="alert">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{serverText(alert)}</Callout.Text>
          </Callout.Root>
        ) : null}
        <NameFields prefix={ID} form={form} />
        <FormField id={`${ID}-email`} label={t('Email')} error={form.error('email')} hint={t('The user signs in with this address.')}>
          <TextField.Root
            id={`${ID}-email`}
            type="email"
            autoComplete="off"
            maxLength={254}
            value={form.values.email}
            aria-invalid={!!form.error('email')}
            onChange={(e) => form.change({ email: e.target.value })}
            onBlur={() => form.touch('email')}
          />
        </FormField>
        <JobTitleField prefix={ID} form={form} />
        <RoleField
          id={`${ID}-role`}
          value={form.values.userRole}
          choices={USER_ROLES.filter((r) => roles.includes(r.value))}
          onChange={(userRole) => form.change({ userRole })}
          error={form.error('userRole')}
          hint={roles.length === 1 ? t('You can add users with the User role.') : undefined}
        />
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Checkbox checked={form.values.sendInviteEmail} onCheckedChange={(checked) => form.change({ sendInviteEmail: checked === true })} />
            {t('Send invitation e-mail')}
          </Flex>
        </Text>
        <Flex gap="3" justify="end" mt="3">
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray" disabled={busy}>
              {t('Cancel')}
            </Button>
          </Dialog.Close>
          <Button type="submit" loading={busy}>
            {t('Add user')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

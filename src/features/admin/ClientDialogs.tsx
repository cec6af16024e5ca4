// The client management dialogs: create (name), edit (rename, delete, new secret), the two
// confirmations, and the one-time popup with clientId and secret.
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Button, Callout, Code, Dialog, Flex, IconButton, Strong, Text, TextField, Tooltip } from '@radix-ui/themes';
import { CheckIcon, CopyIcon, ExclamationTriangleIcon, LockClosedIcon, TrashIcon } from '@radix-ui/react-icons';
import { CLIENT_NAME_MAX, clientNameError } from '../../../machines/clientAdmin/clientAdmin.validation.ts';
import { ConfirmDeleteDialog } from '../../components/dialog/ConfirmDeleteDialog.tsx';
import { FormField } from '../../components/form/FormField.tsx';
import { NameForm } from '../../components/form/NameForm.tsx';
import type { ClientAdminActor } from './useClientAdmin.ts';
import { useT } from '../../i18n/useT.ts';
import { serverText } from '../../i18n/serverText.ts';
import { withNodes } from '../../i18n/withNodes.tsx';

/** What a client's name field says and allows. */
const clientName = (t: (text: string) => string) => ({
  hint: t('Who uses it, e.g. the ERP export or the rental system.'),
  maxLength: CLIENT_NAME_MAX,
  rule: clientNameError,
});

export function CreateClientDialog({ actor }: { actor: ClientAdminActor }) {
  const t = useT();
  const open = useSelector(actor, (s) => s.hasTag('view:createDialog'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failure = useSelector(actor, (s) => s.context.error);
  const nameError = useSelector(actor, (s) => s.context.nameError);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && actor.send({ type: 'clients.closed' })}>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>{t('Create client')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t('The client gets an ID and a secret for the integration API. The secret is shown once, right after this.')}
        </Dialog.Description>
        {failure ? (
          <Callout.Root color="red" size="1" role="alert" mb="3">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{serverText(failure)}</Callout.Text>
          </Callout.Root>
        ) : null}
        {open ? (
          <NameForm
            id="create-client-name"
            initial=""
            {...clientName(t)}
            busy={busy}
            serverError={nameError}
            submitLabel={t('Create client')}
            onSubmit={(name) => actor.send({ type: 'clients.createSubmitted', name })}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

export function EditClientDialog({ actor }: { actor: ClientAdminActor }) {
  const t = useT();
  // The confirmations open over this dialog, which keeps its form as the user left it.
  const open = useSelector(actor, (s) => s.hasTag('view:editDialog') || s.hasTag('view:confirmDelete') || s.hasTag('view:confirmSecret'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const saving = useSelector(actor, (s) => s.hasTag('busy:save'));
  const client = useSelector(actor, (s) => s.context.client);
  const nameError = useSelector(actor, (s) => s.context.nameError);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && actor.send({ type: 'clients.closed' })}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{client?.name ?? t('Edit client')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {t('Client ID')} <Code variant="ghost">{client?.clientId}</Code>
        </Dialog.Description>
        {client ? (
          <NameForm
            key={client.clientId}
            id="edit-client-name"
            initial={client.name}
            {...clientName(t)}
            unchangedDisabled
            busy={saving}
            serverError={nameError}
            submitLabel={t('Save')}
            onSubmit={(name) => actor.send({ type: 'clients.saved', name })}
          />
        ) : null}
        <Flex gap="3" mt="5" pt="4" wrap="wrap" style={{ borderTop: '1px solid var(--gray-a5)' }}>
          <Button type="button" variant="soft" disabled={busy} onClick={() => actor.send({ type: 'clients.secretRequested' })}>
            <LockClosedIcon /> {t('Generate new secret')}
          </Button>
          <Button type="button" variant="soft" color="red" disabled={busy} onClick={() => actor.send({ type: 'clients.deleteRequested' })}>
            <TrashIcon /> {t('Delete client')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export function DeleteClientDialog({ actor }: { actor: ClientAdminActor }) {
  const t = useT();
  const open = useSelector(actor, (s) => s.hasTag('view:confirmDelete'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const name = useSelector(actor, (s) => s.context.client?.name ?? '');
  return (
    <ConfirmDeleteDialog
      open={open}
      busy={busy}
      title={t('Delete client?')}
      confirmLabel={t('Delete client')}
      onCancel={() => actor.send({ type: 'clients.closed' })}
      onConfirm={() => actor.send({ type: 'clients.deleteConfirmed' })}
    >
      {withNodes(t('{name} can no longer call the API: its access tokens stop working at once. This cannot be undone.'), { name: <Strong>{name}</Strong> })}
    </ConfirmDeleteDialog>
  );
}

export function NewSecretDialog({ actor }: { actor: ClientAdminActor }) {
  const t = useT();
  const open = useSelector(actor, (s) => s.hasTag('view:confirmSecret'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const name = useSelector(actor, (s) => s.context.client?.name ?? '');
  return (
    <ConfirmDeleteDialog
      open={open}
      busy={busy}
      title={t('Generate a new secret?')}
      confirmLabel={t('Generate new secret')}
      onCancel={() => actor.send({ type: 'clients.closed' })}
      onConfirm={() => actor.send({ type: 'clients.secretConfirmed' })}
    >
      {withNodes(
        t(
          'The current secret of {name} and every access token issued with it stop working at once. Put the new secret into the integration before it calls again.',
        ),
        { name: <Strong>{name}</Strong> },
      )}
    </ConfirmDeleteDialog>
  );
}

function CopyField({ id, label, copyLabel, value }: { id: string; label: string; copyLabel: string; value: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => setCopied(true),
      // Without clipboard access the text is selected, ready for Ctrl+C.
      () => (document.getElementById(id) as HTMLInputElement | null)?.select(),
    );
  };
  return (
    <FormField id={id} label={label}>
      <Flex gap="2" align="center">
        <TextField.Root id={id} readOnly value={value} style={{ flex: 1, fontFamily: 'var(--code-font-family)' }} onFocus={(e) => e.target.select()} />
        <Tooltip content={copied ? t('Copied') : copyLabel}>
          <IconButton type="button" variant="soft" aria-label={copyLabel} onClick={copy}>
            {copied ? <CheckIcon /> : <CopyIcon />}
          </IconButton>
        </Tooltip>
      </Flex>
    </FormField>
  );
}

export function ClientSecretDialog({ actor }: { actor: ClientAdminActor }) {
  const t = useT();
  const secret = useSelector(actor, (s) => s.context.secret);
  return (
    <Dialog.Root open={secret !== null} onOpenChange={(next) => !next && actor.send({ type: 'clients.closed' })}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{t('Client secret')}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {withNodes(t('Copy the secret of {name} now: it is shown only this once. Siteline keeps only a fingerprint of it.'), {
            name: <Strong>{secret?.name}</Strong>,
          })}
        </Dialog.Description>
        {secret ? (
          <Flex direction="column" gap="3">
            <CopyField id="client-secret-id" label={t('Client ID')} copyLabel={t('Copy client ID')} value={secret.clientId} />
            <CopyField id="client-secret-value" label={t('Client secret')} copyLabel={t('Copy client secret')} value={secret.clientSecret} />
            <Text size="1" color="gray">
              {t('Exchange them for an access token at POST /api/auth/v1/token (OAuth 2.0 client credentials); the API documentation describes the calls.')}
            </Text>
          </Flex>
        ) : null}
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button type="button">{t('Done')}</Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

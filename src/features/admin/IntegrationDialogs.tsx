// The integrations page's dialogs: add or rename (the name), one integration (its last import and the
// feed file import), and the delete confirmation.
import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Button, Callout, DataList, Dialog, Flex, Heading, Select, Strong, Text } from '@radix-ui/themes';
import { CheckCircledIcon, ExclamationTriangleIcon, TrashIcon, UploadIcon } from '@radix-ui/react-icons';
import type { ImportSummary } from '../../../machines/integrationAdmin/integrationAdmin.types.ts';
import { INTEGRATION_NAME_MAX, integrationNameError } from '../../../machines/integrationAdmin/integrationAdmin.validation.ts';
import { ConfirmDeleteDialog } from '../../components/dialog/ConfirmDeleteDialog.tsx';
import { FormField } from '../../components/form/FormField.tsx';
import { NameForm } from '../../components/form/NameForm.tsx';
import { useGridDictionaries } from '../../graphql/dictionaries.ts';
import { useT } from '../../i18n/useT.ts';
import { serverText } from '../../i18n/serverText.ts';
import { withNodes } from '../../i18n/withNodes.tsx';
import type { IntegrationAdminActor } from './useIntegrationAdmin.ts';

function Failure({ text }: { text: string }) {
  return (
    <Callout.Root color="red" size="1" role="alert" mb="3">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>{serverText(text)}</Callout.Text>
    </Callout.Root>
  );
}

/** Add (under a provider) or rename: the name with its own rule and the server's message at the field. */
export function IntegrationNameDialog({ actor }: { actor: IntegrationAdminActor }) {
  const t = useT();
  const open = useSelector(actor, (s) => s.hasTag('view:nameDialog'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const provider = useSelector(actor, (s) => s.context.provider);
  const integration = useSelector(actor, (s) => s.context.integration);
  const failure = useSelector(actor, (s) => s.context.error);
  const nameError = useSelector(actor, (s) => s.context.nameError);
  const renaming = integration !== null;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && actor.send({ type: 'integrations.closed' })}>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>{renaming ? t('Rename integration') : t('Add integration')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {withNodes(t('Provider: {provider}'), { provider: <Strong>{provider?.name}</Strong> })}
        </Dialog.Description>
        {failure ? <Failure text={failure} /> : null}
        {open ? (
          <NameForm
            key={integration?.id ?? 'new'}
            id="integration-name"
            initial={integration?.name ?? ''}
            hint={t('How the integration is called in Siteline, e.g. the portal account.')}
            maxLength={INTEGRATION_NAME_MAX}
            rule={integrationNameError}
            busy={busy}
            serverError={nameError}
            submitLabel={renaming ? t('Save') : t('Add integration')}
            onSubmit={(name) => actor.send({ type: 'integrations.saved', name })}
          />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ImportResult({ summary, heading }: { summary: ImportSummary; heading: string }) {
  const t = useT();
  return (
    <section aria-label={heading}>
      <Heading as="h3" size="2" mb="2">
        {heading}
      </Heading>
      <DataList.Root size="2" orientation="horizontal">
        <DataList.Item>
          <DataList.Label minWidth="140px">{t('Entries in the file')}</DataList.Label>
          <DataList.Value data-testid="import-total">{summary.total}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="140px">{t('New machines')}</DataList.Label>
          <DataList.Value data-testid="import-created">{summary.created}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="140px">{t('Machines updated')}</DataList.Label>
          <DataList.Value data-testid="import-updated">{summary.updated}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="140px">{t('Skipped')}</DataList.Label>
          <DataList.Value data-testid="import-skipped">{summary.skipped.length}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
      {summary.skipped.length ? (
        <ul aria-label={t('Skipped entries')} style={{ margin: '8px 0 0', paddingLeft: 20, maxHeight: 160, overflowY: 'auto' }}>
          {summary.skipped.map((s) => (
            <li key={s.index}>
              <Text size="1">
                {/* The server names the machine (or "entry N" when the file names none). */}
                {s.equipment || t('Entry {index}', { index: s.index })}: {s.reason}
              </Text>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** One integration: its machines, its last import, the feed file import and Delete. */
export function IntegrationDetailDialog({ actor }: { actor: IntegrationAdminActor }) {
  const t = useT();
  // The confirmation opens over this dialog, which keeps the file as the user picked it.
  const open = useSelector(actor, (s) => s.hasTag('view:detail') || s.hasTag('view:confirmDelete'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const loading = useSelector(actor, (s) => s.matches('opening'));
  const integration = useSelector(actor, (s) => s.context.integration);
  const detail = useSelector(actor, (s) => s.context.detail);
  const imported = useSelector(actor, (s) => s.context.imported);
  const shown = detail ?? integration;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && actor.send({ type: 'integrations.closed' })}>
      <Dialog.Content maxWidth="600px">
        <Dialog.Title>{integration?.name ?? t('Integration')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {withNodes(t('Provider: {provider}'), { provider: <Strong>{integration?.providerName}</Strong> })}
        </Dialog.Description>
        <Flex direction="column" gap="4">
          <DataList.Root size="2" orientation="horizontal">
            <DataList.Item>
              <DataList.Label minWidth="140px">{t('Machines imported')}</DataList.Label>
              <DataList.Value data-testid="integration-machines">{shown?.machineCount ?? ''}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label minWidth="140px">{t('Last import')}</DataList.Label>
              <DataList.Value>{shown?.lastImportUserTimeFormatted ?? t('Never imported')}</DataList.Value>
            </DataList.Item>
          </DataList.Root>
          {loading ? (
            <Text size="2" color="gray" role="status">
              {t('Loading')}
            </Text>
          ) : imported ? (
            <Callout.Root color="green" size="1" role="status">
              <Callout.Icon>
                <CheckCircledIcon />
              </Callout.Icon>
              <Callout.Text>
                {t('Imported: {created} new, {updated} updated, {skipped} skipped of {total}.', {
                  created: imported.created,
                  updated: imported.updated,
                  skipped: imported.skipped.length,
                  total: imported.total,
                })}
              </Callout.Text>
            </Callout.Root>
          ) : null}
          {detail?.lastImport ? (
            <ImportResult summary={detail.lastImport} heading={t('Latest import')} />
          ) : !loading ? (
            <Text size="2" color="gray">
              {t('No file imported yet.')}
            </Text>
          ) : null}
          {open && !loading ? <ImportForm actor={actor} /> : null}
        </Flex>
        <Flex gap="3" mt="5" pt="4" justify="between" wrap="wrap" style={{ borderTop: '1px solid var(--gray-a5)' }}>
          <Button type="button" variant="soft" color="red" disabled={busy} onClick={() => actor.send({ type: 'integrations.deleteRequested' })}>
            <TrashIcon /> {t('Delete integration')}
          </Button>
          <Dialog.Close>
            <Button type="button" variant="soft" color="gray" disabled={busy}>
              {t('Close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The feed file (XML or JSON, read as text) and the machine family for models the catalogue does not know. */
function ImportForm({ actor }: { actor: IntegrationAdminActor }) {
  const t = useT();
  const uploading = useSelector(actor, (s) => s.hasTag('busy:upload'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const importError = useSelector(actor, (s) => s.context.importError);
  const { machineFamily } = useGridDictionaries();
  const [file, setFile] = useState<File | null>(null);
  const [family, setFamily] = useState<string>('');
  const [submitted, setSubmitted] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const chosenFamily = family || (machineFamily[0] ? String(machineFamily[0].value) : '');
  const fileError = submitted && !file ? t('Choose a feed file') : (readError ?? undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!file || !chosenFamily) return;
    // A file that cannot be read (moved or deleted since it was picked) says so where the server's refusals show.
    file.text().then(
      (content) => actor.send({ type: 'integrations.uploadSubmitted', fileName: file.name, content, defaultCategory: Number(chosenFamily) }),
      () => setReadError(t('The file could not be read. Choose it again.')),
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('Import a feed file')}>
      <Flex direction="column" gap="3" pt="3" style={{ borderTop: '1px solid var(--gray-a4)' }}>
        <Heading as="h3" size="2">
          {t('Import a feed file')}
        </Heading>
        {importError ? <Failure text={importError} /> : null}
        <FormField id="integration-feed-file" label={t('Feed file (ISO 15143-3, XML or JSON)')} error={fileError}>
          <input
            id="integration-feed-file"
            type="file"
            accept=".xml,.json,application/xml,text/xml,application/json"
            aria-invalid={!!fileError}
            aria-describedby={fileError ? 'integration-feed-file-error' : undefined}
            disabled={busy}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setReadError(null);
            }}
            style={{ fontSize: 'var(--font-size-2)', maxWidth: '100%' }}
          />
        </FormField>
        <FormField id="integration-feed-family" label={t('Machine family for unknown models')}>
          <Select.Root value={chosenFamily} onValueChange={setFamily} disabled={busy || machineFamily.length === 0}>
            <Select.Trigger id="integration-feed-family" />
            <Select.Content position="popper">
              {machineFamily.map((f) => (
                <Select.Item key={String(f.value)} value={String(f.value)}>
                  {t(f.label)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </FormField>
        <Flex justify="end">
          <Button type="submit" loading={uploading} disabled={busy && !uploading}>
            <UploadIcon /> {t('Import file')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

export function DeleteIntegrationDialog({ actor }: { actor: IntegrationAdminActor }) {
  const t = useT();
  const open = useSelector(actor, (s) => s.hasTag('view:confirmDelete'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const name = useSelector(actor, (s) => s.context.integration?.name ?? '');
  return (
    <ConfirmDeleteDialog
      open={open}
      busy={busy}
      title={t('Delete integration?')}
      confirmLabel={t('Delete integration')}
      onCancel={() => actor.send({ type: 'integrations.closed' })}
      onConfirm={() => actor.send({ type: 'integrations.deleteConfirmed' })}
    >
      {withNodes(t('{name} is disconnected. The machines it imported stay in the fleet and become editable; they are no longer updated from this provider.'), {
        name: <Strong>{name}</Strong>,
      })}
    </ConfirmDeleteDialog>
  );
}

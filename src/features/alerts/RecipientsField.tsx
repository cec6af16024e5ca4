// Who an alert notifies (machine and place alerts alike): "Notify all new users" and a tick per
// user of the company.
import { Box, Checkbox, Flex, Switch, Text } from '@radix-ui/themes';
import type { Recipient } from '../../../machines/placeAlertForm/placeAlertForm.types.ts';
import { useT } from '../../i18n/useT.ts';

interface Props {
  idPrefix: string;
  recipients: readonly Recipient[];
  notifyAllNewUsers: boolean;
  disabled: boolean;
  error?: string;
  onToggle: (userId: number, active: boolean) => void;
  onAllNewUsers: (value: boolean) => void;
}

export function RecipientsField({ idPrefix, recipients, notifyAllNewUsers, disabled, error, onToggle, onAllNewUsers }: Props) {
  const t = useT();
  const count = recipients.filter((r) => r.active).length;
  return (
    <Flex asChild direction="column" gap="2">
      <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} aria-describedby={error ? `${idPrefix}-recipients-error` : undefined}>
        <Text size="2" weight="bold" asChild>
          <legend style={{ padding: 0 }}>{t('Recipients')}</legend>
        </Text>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Switch checked={notifyAllNewUsers} disabled={disabled} onCheckedChange={(v) => onAllNewUsers(v === true)} />
            {t('Notify all new users')}
          </Flex>
        </Text>
        <Text size="1" color="gray">
          {t('{count} of {total} users notified', { count, total: recipients.length })}
        </Text>
        <Box
          style={{ maxHeight: 220, overflowY: 'auto', border: '1px solid var(--gray-a5)', borderRadius: 'var(--radius-2)' }}
          p="2"
          role="group"
          aria-label={t('Users')}
        >
          <Flex direction="column" gap="1">
            {recipients.map((r) => (
              <Text as="label" size="2" key={r.id}>
                <Flex gap="2" align="center">
                  <Checkbox checked={r.active} disabled={disabled} onCheckedChange={(v) => onToggle(r.id, v === true)} />
                  {r.name}
                </Flex>
              </Text>
            ))}
          </Flex>
        </Box>
        {error ? (
          <Text id={`${idPrefix}-recipients-error`} size="1" color="red" role="alert">
            {error}
          </Text>
        ) : null}
      </fieldset>
    </Flex>
  );
}

// /settings/notifications: per alert, e-mail and in-app switches for the signed-in user. A switch
// flips at once and rolls back with the spec's text when the server refuses (notificationSettings).
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Callout, Flex, Switch, Table, Text } from '@radix-ui/themes';
import { BellIcon } from '@radix-ui/react-icons';
import { notificationSettingsMachine } from '../../../machines/notificationSettings/notificationSettings.machine.ts';
import type { Toggle } from '../../../machines/notificationSettings/notificationSettings.types.ts';
import { inspect } from '../../app/inspector.ts';
import { EmptyState } from '../../app/layout/EmptyState.tsx';
import { SettingsLoadFailed, SettingsLoading } from './SettingsLoadStates.tsx';
import { loadConfiguration, NotificationType, setSubscription } from '../notifications/notifications.api.ts';
import { alertName } from '../notifications/machineAlertNames.ts';
import { serverText } from '../../i18n/serverText.ts';
import { useT } from '../../i18n/useT.ts';

const machine = notificationSettingsMachine.provide({
  actors: {
    loadSettings: fromPromise(() => loadConfiguration()),
    saveToggle: fromPromise<unknown, Toggle>(({ input }) =>
      setSubscription(input.id, input.channel === 'email' ? NotificationType.Email : NotificationType.UserInterface, input.on),
    ),
  },
});

export function NotificationSettingsPage() {
  const t = useT();
  const actor = useActorRef(machine, { inspect });
  const { items, error, pending } = useSelector(actor, (s) => s.context);
  const state = useSelector(actor, (s) => s.value);
  if (state === 'loading') return <SettingsLoading />;
  if (state === 'failed')
    return <SettingsLoadFailed message={t('Notification settings could not be loaded.')} onRetry={() => actor.send({ type: 'settings.retry' })} />;
  const toggle = (id: number, channel: Toggle['channel'], on: boolean) => actor.send({ type: 'settings.toggle', id, channel, on });
  return (
    <Flex direction="column" gap="3" p="4" style={{ maxWidth: 720 }}>
      <Text size="2" color="gray">
        {t('The alerts that notify you. Switch off what you do not want by e-mail or in Siteline.')}
      </Text>
      {error ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{serverText(error)}</Callout.Text>
        </Callout.Root>
      ) : null}
      {items.length === 0 ? (
        <EmptyState icon={<BellIcon width={28} height={28} />} title={t('No alerts notify you')} />
      ) : (
        <Table.Root variant="surface" size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('Alert')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('E-mail')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('In app')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <Table.Row key={item.id}>
                <Table.RowHeaderCell>
                  <Text weight="medium">{alertName(item.name)}</Text>
                </Table.RowHeaderCell>
                <Table.Cell>
                  <Switch
                    checked={item.emailNotification}
                    disabled={pending !== null}
                    onCheckedChange={(on) => toggle(item.id, 'email', on)}
                    aria-label={t('E-mail for {alert}', { alert: alertName(item.name) })}
                  />
                </Table.Cell>
                <Table.Cell>
                  <Switch
                    checked={item.uiNotification}
                    disabled={pending !== null}
                    onCheckedChange={(on) => toggle(item.id, 'ui', on)}
                    aria-label={t('In app for {alert}', { alert: alertName(item.name) })}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Flex>
  );
}

// A place alert's details (?alertId=<id>&alertType=Place) or a new one (?alertId=new), driven by the
// placeAlertForm machine: triggers, work shifts, holidays and recipients; Save, Undo and Delete.
import { useSelector } from '@xstate/react';
import { Button, Flex, Separator, Text } from '@radix-ui/themes';
import { formProblems } from '../../../machines/placeAlertForm/placeAlertForm.rules.ts';
import type { PlaceAlertFormOutput } from '../../../machines/placeAlertForm/placeAlertForm.types.ts';
import { ConfirmDeleteDialog } from '../../components/dialog/ConfirmDeleteDialog.tsx';
import { useT } from '../../i18n/useT.ts';
import { AlertPanelFrame, PanelLoadFailed, PanelLoading } from './AlertPanelFrame.tsx';
import { PlaceAlertTriggers } from './PlaceAlertTriggers.tsx';
import { EnabledSwitch } from './EnabledSwitch.tsx';
import { RecipientsField } from './RecipientsField.tsx';
import { usePlaceAlertForm, type PlaceAlertFormActor } from './useAlertForms.ts';

interface Props {
  alertId: number | null;
  users: readonly { id: number; name: string }[];
  currentUserId: number | null;
  /** A new alert's choice: the places without an alert. */
  places: readonly { id: number; name: string }[];
  onClose: () => void;
  onChanged: () => void;
  onDone: (output: PlaceAlertFormOutput) => void;
}

export function PlaceAlertPanel({ alertId, users, currentUserId, places, onClose, onChanged, onDone }: Props) {
  const t = useT();
  const actor = usePlaceAlertForm({ alertId, users, currentUserId }, onChanged, onDone);
  const loading = useSelector(actor, (s) => s.hasTag('view:loading'));
  const loadError = useSelector(actor, (s) => (s.hasTag('view:loadFailed') ? s.context.loadError : null));
  const placeName = useSelector(actor, (s) => s.context.placeName);
  const timeZone = useSelector(actor, (s) => s.context.timeZone);
  const title = alertId === null ? t('New place alert') : placeName || t('Place alert');
  return (
    <AlertPanelFrame title={title} subtitle={timeZone ? t('Place alert · {zone}', { zone: timeZone }) : t('Place alert')} onClose={onClose}>
      {loading ? (
        <PanelLoading />
      ) : loadError !== null ? (
        <PanelLoadFailed text={loadError} onRetry={() => actor.send({ type: 'alert.retry' })} />
      ) : (
        <PlaceAlertForm actor={actor} places={places} />
      )}
    </AlertPanelFrame>
  );
}

function PlaceAlertForm({ actor, places }: { actor: PlaceAlertFormActor; places: Props['places'] }) {
  const t = useT();
  const values = useSelector(actor, (s) => s.context.values);
  const submitted = useSelector(actor, (s) => s.context.submitted);
  const serverErrors = useSelector(actor, (s) => s.context.serverErrors);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const confirming = useSelector(actor, (s) => s.hasTag('view:confirmDelete'));
  const creating = useSelector(actor, (s) => s.context.alertId === null);
  const timeZone = useSelector(actor, (s) => s.context.timeZone);
  const placeName = useSelector(actor, (s) => s.context.placeName);
  // The form's own problems once a save was tried; the server's refusals until the next edit.
  const problems = submitted ? formProblems(values) : {};
  const errors: Record<string, string | undefined> = { ...Object.fromEntries(Object.entries(serverErrors).map(([k, v]) => [k, v.join(', ')])), ...problems };
  const otherServerErrors = Object.entries(serverErrors).filter(([k]) => !['placeId', 'notificationUsers'].includes(k) && !k.startsWith('triggers'));

  return (
    <Flex direction="column" gap="4">
      {/* Actions on top: toasts appear at the bottom right, over the end of the pane. */}
      <Flex gap="2" wrap="wrap" justify="end">
        {creating ? null : (
          <Button variant="soft" color="red" disabled={busy} onClick={() => actor.send({ type: 'alert.deleteRequested' })}>
            {t('Delete')}
          </Button>
        )}
        <Button variant="soft" color="gray" disabled={busy} onClick={() => actor.send({ type: 'alert.undoRequested' })}>
          {t('Undo')}
        </Button>
        <Button loading={busy && !confirming} disabled={busy} onClick={() => actor.send({ type: 'alert.saveRequested' })}>
          {creating ? t('Create alert') : t('Save')}
        </Button>
      </Flex>
      <EnabledSwitch checked={values.enabled} disabled={busy} onChange={(value) => actor.send({ type: 'alert.switched', field: 'enabled', value })} />
      <PlaceAlertTriggers actor={actor} values={values} places={places} creating={creating} timeZone={timeZone} busy={busy} errors={errors} />
      <Separator size="4" />
      <RecipientsField
        idPrefix="place-alert"
        recipients={values.recipients}
        notifyAllNewUsers={values.notifyAllNewUsers}
        disabled={busy}
        error={errors.notificationUsers ? t(errors.notificationUsers) : undefined}
        onToggle={(userId, active) => actor.send({ type: 'alert.recipientToggled', userId, active })}
        onAllNewUsers={(value) => actor.send({ type: 'alert.switched', field: 'notifyAllNewUsers', value })}
      />
      {otherServerErrors.map(([field, messages]) => (
        <Text key={field} size="2" color="red" role="alert">{`${field}: ${messages.join(', ')};`}</Text>
      ))}
      <ConfirmDeleteDialog
        open={confirming}
        busy={busy}
        title={t('Delete place alert')}
        confirmLabel={t('Delete place alert')}
        onCancel={() => actor.send({ type: 'alert.deleteCancelled' })}
        onConfirm={() => actor.send({ type: 'alert.deleteConfirmed' })}
      >
        {t('Delete the alert of {place}? Its notifications stay in the logs.', { place: placeName })}
      </ConfirmDeleteDialog>
    </Flex>
  );
}

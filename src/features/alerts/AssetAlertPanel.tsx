// A machine alert's details (?alertId=<id>&alertType=Machine), driven by the assetAlertForm machine:
// on/off and who is notified; Save (PUT) and Undo.
import { useSelector } from '@xstate/react';
import { Button, Flex, Text } from '@radix-ui/themes';
import { assetAlertProblem } from '../../../machines/assetAlertForm/assetAlertForm.machine.ts';
import { useT } from '../../i18n/useT.ts';
import { AlertPanelFrame, PanelLoadFailed, PanelLoading } from './AlertPanelFrame.tsx';
import { EnabledSwitch } from './EnabledSwitch.tsx';
import { RecipientsField } from './RecipientsField.tsx';
import { useAssetAlertForm } from './useAlertForms.ts';

export function AssetAlertPanel({ alertId, onClose, onChanged }: { alertId: number; onClose: () => void; onChanged: () => void }) {
  const t = useT();
  const actor = useAssetAlertForm(alertId, onChanged);
  const loading = useSelector(actor, (s) => s.hasTag('view:loading'));
  const loadError = useSelector(actor, (s) => (s.hasTag('view:loadFailed') ? s.context.loadError : null));
  const name = useSelector(actor, (s) => s.context.name);
  const values = useSelector(actor, (s) => s.context.values);
  const submitted = useSelector(actor, (s) => s.context.submitted);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const problem = submitted ? assetAlertProblem(values) : null;

  let body;
  if (loading) body = <PanelLoading />;
  else if (loadError !== null) body = <PanelLoadFailed text={loadError} onRetry={() => actor.send({ type: 'alert.retry' })} />;
  else
    body = (
      <Flex direction="column" gap="4">
        {/* Actions on top: toasts appear at the bottom right, over the end of the pane. */}
        <Flex gap="2" justify="end">
          <Button variant="soft" color="gray" disabled={busy} onClick={() => actor.send({ type: 'alert.undoRequested' })}>
            {t('Undo')}
          </Button>
          <Button loading={busy} onClick={() => actor.send({ type: 'alert.saveRequested' })}>
            {t('Save')}
          </Button>
        </Flex>
        <Text size="2" color="gray">
          {t('Every machine of the company raises this alert.')}
        </Text>
        <EnabledSwitch checked={values.enabled} disabled={busy} onChange={(value) => actor.send({ type: 'alert.switched', field: 'enabled', value })} />
        <RecipientsField
          idPrefix="asset-alert"
          recipients={values.recipients}
          notifyAllNewUsers={values.notifyAllNewUsers}
          disabled={busy}
          error={problem ? t(problem) : undefined}
          onToggle={(userId, active) => actor.send({ type: 'alert.recipientToggled', userId, active })}
          onAllNewUsers={(value) => actor.send({ type: 'alert.switched', field: 'notifyAllNewUsers', value })}
        />
      </Flex>
    );
  return (
    <AlertPanelFrame title={t(name || 'Machine alert')} subtitle={t('Machine alert')} onClose={onClose}>
      {body}
    </AlertPanelFrame>
  );
}

// The service completion dialog (features spec §4, §5), run by the serviceReport machine: the
// calibration section appears once a time is chosen, with the machine's hours then; changing them
// turns the button into 'Calibrate and report service'. Cancelling with anything typed asks first.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { AlertDialog, Button, Callout, Dialog, Flex, Spinner, Text, TextArea, TextField } from '@radix-ui/themes';
import type { serviceReportMachine } from '../../../../machines/serviceReport/serviceReport.machine.ts';
import { calibrationNeeded, canSubmit, hoursText, submitLabel } from '../../../../machines/serviceReport/serviceReport.rules.ts';
import { useT } from '../../../i18n/useT.ts';
import { serverText } from '../../../i18n/serverText.ts';
import { DateTimeInput } from '../../../components/dates/DateTimeInput.tsx';
import { dayIn } from '../../../../machines/format/clock.ts';
import { currentFormat } from '../../../format/format.ts';

export type ServiceReportActor = ActorRefFrom<typeof serviceReportMachine>;

/** The latest day that may be picked: today in the user's profile zone; a later time today is the server's to refuse. */
function todayInZone(zone: string): string {
  return dayIn(Date.now(), zone);
}

export function ReportServiceDialog({ actor }: { actor: ServiceReportActor }) {
  const t = useT();
  const context = useSelector(actor, (s) => s.context);
  const confirming = useSelector(actor, (s) => s.hasTag('view:confirmCancel'));
  const loadingHours = useSelector(actor, (s) => s.hasTag('loadingHours'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const cancel = () => actor.send({ type: 'report.cancelled' });
  const calibrating = calibrationNeeded(context);
  return (
    <>
      <Dialog.Root open={!confirming} onOpenChange={(open) => !open && !busy && cancel()}>
        <Dialog.Content maxWidth="480px" data-testid="report-dialog">
          <Dialog.Title>{t('Report service')}</Dialog.Title>
          <Dialog.Description size="2" color="gray">
            {t('When the service was performed, the machine hours then, and what was done.')}
          </Dialog.Description>
          <Flex direction="column" gap="3" mt="3" asChild>
            <form
              onSubmit={(e) => {
                e.preventDefault();
                actor.send({ type: 'report.submitted' });
              }}
            >
              <Flex direction="column" gap="1">
                <Text as="label" htmlFor="report-time" size="1" color="gray">
                  {t('Service performed')}
                </Text>
                <DateTimeInput
                  id="report-time"
                  latest={todayInZone(currentFormat().zone)}
                  value={context.performedAt ?? ''}
                  onChange={(value) => actor.send({ type: 'report.timeChosen', value })}
                />
              </Flex>
              {context.performedAt !== null ? (
                <Flex direction="column" gap="1" p="3" style={{ background: 'var(--gray-a2)', borderRadius: 'var(--radius-3)' }} data-testid="calibration">
                  <Text as="label" htmlFor="report-hours" size="2" weight="medium">
                    {t('Machine hours at that time')}
                  </Text>
                  <Flex align="center" gap="2">
                    <TextField.Root
                      id="report-hours"
                      inputMode="decimal"
                      style={{ flex: 1 }}
                      value={context.machineHours}
                      disabled={loadingHours}
                      onChange={(e) => actor.send({ type: 'report.hoursChanged', value: e.target.value })}
                    />
                    {loadingHours ? <Spinner aria-label={t('Reading the machine hours')} /> : null}
                  </Flex>
                  <Text size="1" color="gray">
                    {context.hoursAtTime !== null
                      ? `${t('The telemetry says {hours} h.', { hours: hoursText(context.hoursAtTime) })} ${calibrating ? t('The engine hours will be calibrated to the value entered.') : t('Change it to calibrate the engine hours.')}`
                      : t('Enter the hours from the hour meter.')}
                  </Text>
                </Flex>
              ) : null}
              <Flex direction="column" gap="1">
                <Text as="label" htmlFor="report-comment" size="1" color="gray">
                  {t('Comment')}
                </Text>
                <TextArea
                  id="report-comment"
                  maxLength={1000}
                  value={context.comment}
                  onChange={(e) => actor.send({ type: 'report.commentChanged', value: e.target.value })}
                />
              </Flex>
              {context.error ? (
                <Callout.Root color="red" size="1" role="alert">
                  <Callout.Text>{serverText(context.error)}</Callout.Text>
                </Callout.Root>
              ) : null}
              <Flex gap="3" justify="end" wrap="wrap">
                <Button type="button" variant="soft" color="gray" disabled={busy} onClick={cancel}>
                  {t('Cancel')}
                </Button>
                <Button type="submit" disabled={!canSubmit(context) || loadingHours} loading={busy}>
                  {t(submitLabel(context))}
                </Button>
              </Flex>
            </form>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
      <AlertDialog.Root open={confirming} onOpenChange={(open) => !open && actor.send({ type: 'report.keepEditing' })}>
        <AlertDialog.Content maxWidth="420px">
          <AlertDialog.Title>{t('Discard this report?')}</AlertDialog.Title>
          <AlertDialog.Description size="2">{t('What you entered is not saved.')}</AlertDialog.Description>
          <Flex gap="3" justify="end" mt="4">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray">
                {t('Keep editing')}
              </Button>
            </AlertDialog.Cancel>
            <Button color="red" onClick={() => actor.send({ type: 'report.discardConfirmed' })}>
              {t('Discard')}
            </Button>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </>
  );
}

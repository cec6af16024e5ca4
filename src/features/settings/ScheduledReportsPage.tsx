// Settings → Scheduled reports (issue 29, decision 0061): the caller's schedules of the usage report
// or the utilization summary, weekly or monthly, by e-mail with the xlsx attached, to themselves and
// colleagues they choose. The reportSchedule machine owns load, the form, save and delete; the page
// shows its state and sends the user's events.
import { useState, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Badge, Button, Card, CheckboxGroup, Flex, RadioCards, Text } from '@radix-ui/themes';
import { EnvelopeClosedIcon, Pencil1Icon, PlusIcon, TrashIcon } from '@radix-ui/react-icons';
import { reportScheduleMachine } from '../../../machines/reportSchedule/reportSchedule.machine.ts';
import { isDirty } from '../../../machines/reportSchedule/reportSchedule.form.ts';
import type { ReportScheduleField } from '../../../machines/reportSchedule/reportSchedule.rules.ts';
import type { ReportColleague, ReportSchedule } from '../../../machines/reportSchedule/reportSchedule.types.ts';
import { asWritten, showNotice } from '../../app/toast/showNotice.ts';
import { useUnsavedChangesGuard } from '../../app/useUnsavedChangesGuard.ts';
import { inspect } from '../../app/inspector.ts';
import { ConfirmDeleteDialog } from '../../components/dialog/ConfirmDeleteDialog.tsx';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { Section } from './ProfileSections.tsx';
import { SettingsLoadFailed, SettingsLoading } from './SettingsLoadStates.tsx';
import { deleteReportScheduleCall, loadReportSchedulesCall, saveReportScheduleCall } from './reportSchedules.api.ts';

const machine = reportScheduleMachine.provide({
  actors: {
    loadSchedules: fromPromise(() => loadReportSchedulesCall()),
    saveSchedule: fromPromise(({ input }) => saveReportScheduleCall(input)),
    deleteSchedule: fromPromise(({ input }) => deleteReportScheduleCall(input)),
  },
  actions: {
    notifySaved: (_, notice) => showNotice({ ...notice, tone: 'success' }),
    notifySaveFailed: (_, notice) => showNotice({ ...notice, tone: 'error' }, asWritten),
    notifyDeleted: (_, notice) => showNotice({ ...notice, tone: 'success' }),
    notifyDeleteFailed: (_, notice) => showNotice({ ...notice, tone: 'error' }, asWritten),
  },
});

type Actor = ReturnType<typeof useActorRef<typeof machine>>;

const REPORTS = [
  { value: 'usage', label: msg('Usage report'), hint: msg('Engine, idle and production hours per machine and day.') },
  { value: 'utilization', label: msg('Utilization summary'), hint: msg('Engine, working and idle hours, idle % and days used per machine.') },
] as const;
const FREQUENCIES = [
  { value: 'weekly', label: msg('Weekly'), hint: msg('Every Monday, for the week before.') },
  { value: 'monthly', label: msg('Monthly'), hint: msg('On the 1st, for the month before.') },
] as const;
const DESCRIPTION = msg(
  'The usage report or the utilization summary of the last week or month, by e-mail with the spreadsheet attached, to you and the colleagues you choose. Each reads it in their own language.',
);

export function ScheduledReportsPage() {
  const t = useT();
  const actor = useActorRef(machine, { inspect });
  const view = useSelector(actor, (s) =>
    s.hasTag('view:loading') ? 'loading' : s.hasTag('view:loadFailed') ? 'loadFailed' : s.hasTag('view:form') ? 'form' : 'list',
  );
  if (view === 'loading') return <SettingsLoading />;
  if (view === 'loadFailed')
    return <SettingsLoadFailed message={t('Scheduled reports could not be loaded.')} onRetry={() => actor.send({ type: 'schedule.retry' })} />;
  return (
    <Flex direction="column" gap="4" p={{ initial: '3', sm: '5' }} maxWidth="800px">
      {view === 'form' ? <ScheduleForm actor={actor} /> : <ScheduleList actor={actor} />}
    </Flex>
  );
}

const labelOf = <T extends { value: string; label: string }>(list: readonly T[], value: string) => list.find((o) => o.value === value)?.label ?? value;

function recipientNames(schedule: ReportSchedule, colleagues: readonly ReportColleague[]): string[] {
  return schedule.recipients.map((id) => colleagues.find((c) => c.userId === id)?.name ?? `#${id}`);
}

function ScheduleList({ actor }: { actor: Actor }) {
  const t = useT();
  const schedules = useSelector(actor, (s) => s.context.schedules);
  const colleagues = useSelector(actor, (s) => s.context.colleagues);
  const deleting = useSelector(actor, (s) => s.context.deleting);
  const confirming = useSelector(actor, (s) => s.hasTag('view:confirmDelete'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <Section title={msg('Scheduled reports')} description={DESCRIPTION}>
      {schedules.length === 0 ? (
        <Text size="2" color="gray">
          {t('No scheduled reports yet.')}
        </Text>
      ) : (
        <Flex direction="column" gap="3" asChild>
          <ul aria-label={t('Scheduled reports')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {schedules.map((s) => {
              const names = recipientNames(s, colleagues);
              const title = `${t(labelOf(REPORTS, s.report))}, ${t(labelOf(FREQUENCIES, s.frequency)).toLowerCase()}`;
              return (
                <li key={s.id} aria-label={title}>
                  <Card variant="surface">
                    <Flex gap="3" align={{ initial: 'start', sm: 'center' }} direction={{ initial: 'column', sm: 'row' }} justify="between">
                      <Flex direction="column" gap="1" style={{ minWidth: 0 }}>
                        <Flex gap="2" align="center" wrap="wrap">
                          <Text size="2" weight="medium">
                            {t(labelOf(REPORTS, s.report))}
                          </Text>
                          <Badge color="gray">{t(labelOf(FREQUENCIES, s.frequency))}</Badge>
                        </Flex>
                        <Text size="2" color="gray" style={{ overflowWrap: 'anywhere' }}>
                          <EnvelopeClosedIcon style={{ verticalAlign: 'middle', marginRight: 4 }} aria-hidden />
                          {names.length ? t('To you and {names}', { names: names.join(', ') }) : t('To you')}
                        </Text>
                      </Flex>
                      <Flex gap="2" flexShrink="0">
                        <Button variant="soft" onClick={() => actor.send({ type: 'schedule.edit', id: s.id })} aria-label={`${t('Edit')}: ${title}`}>
                          <Pencil1Icon /> {t('Edit')}
                        </Button>
                        <Button
                          variant="soft"
                          color="red"
                          onClick={() => actor.send({ type: 'schedule.delete', id: s.id })}
                          aria-label={`${t('Delete')}: ${title}`}
                        >
                          <TrashIcon /> {t('Delete')}
                        </Button>
                      </Flex>
                    </Flex>
                  </Card>
                </li>
              );
            })}
          </ul>
        </Flex>
      )}
      <Flex>
        <Button size="3" onClick={() => actor.send({ type: 'schedule.new' })}>
          <PlusIcon /> {t('Schedule a report')}
        </Button>
      </Flex>
      <ConfirmDeleteDialog
        open={confirming && deleting !== null}
        busy={busy}
        title={t('Delete this scheduled report?')}
        confirmLabel={t('Delete')}
        onCancel={() => actor.send({ type: 'schedule.cancel' })}
        onConfirm={() => actor.send({ type: 'schedule.confirmDelete' })}
      >
        {t('Nothing more is sent for it, to you or the colleagues on it.')}
      </ConfirmDeleteDialog>
    </Section>
  );
}

function ScheduleForm({ actor }: { actor: Actor }) {
  const t = useT();
  const draft = useSelector(actor, (s) => s.context.draft);
  const colleagues = useSelector(actor, (s) => s.context.colleagues);
  const problems = useSelector(actor, (s) => s.context.fieldErrors);
  const serverErrors = useSelector(actor, (s) => s.context.serverErrors);
  const dirty = useSelector(actor, (s) => isDirty(s.context.schedules, s.context.draft));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSave = useSelector(actor, (s) => s.can({ type: 'schedule.save' }));
  const [submitted, setSubmitted] = useState(false);
  useUnsavedChangesGuard(dirty && draft.id !== null && !busy);

  const error = (field: ReportScheduleField) => {
    const server = serverErrors[field];
    if (server) return server;
    const problem = problems[field];
    return problem && (submitted || field === 'recipients') ? t(problem.message, problem.params) : undefined;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    actor.send({ type: 'schedule.save' });
  };
  const title = draft.id === null ? msg('New scheduled report') : msg('Change scheduled report');
  const recipientsError = error('recipients');
  return (
    <form onSubmit={submit} noValidate aria-label={t(title)}>
      <Flex direction="column" gap="4">
        <Section title={title} description={DESCRIPTION}>
          <Flex direction="column" gap="2">
            <Text id="schedule-report-label" size="2" weight="medium">
              {t('Report')}
            </Text>
            <RadioCards.Root
              columns={{ initial: '1', sm: '2' }}
              aria-labelledby="schedule-report-label"
              id="schedule-report"
              value={draft.report}
              onValueChange={(report) => actor.send({ type: 'schedule.changed', patch: { report } })}
            >
              {REPORTS.map((r) => (
                <RadioCards.Item key={r.value} value={r.value}>
                  <Flex direction="column" width="100%">
                    <Text size="2" weight="medium">
                      {t(r.label)}
                    </Text>
                    <Text size="1" color="gray">
                      {t(r.hint)}
                    </Text>
                  </Flex>
                </RadioCards.Item>
              ))}
            </RadioCards.Root>
            {error('report') && (
              <Text id="schedule-report-error" size="1" color="red" role="alert">
                {error('report')}
              </Text>
            )}
          </Flex>
          <Flex direction="column" gap="2">
            <Text id="schedule-frequency-label" size="2" weight="medium">
              {t('How often')}
            </Text>
            <RadioCards.Root
              columns={{ initial: '1', sm: '2' }}
              aria-labelledby="schedule-frequency-label"
              id="schedule-frequency"
              value={draft.frequency}
              onValueChange={(frequency) => actor.send({ type: 'schedule.changed', patch: { frequency } })}
            >
              {FREQUENCIES.map((f) => (
                <RadioCards.Item key={f.value} value={f.value}>
                  <Flex direction="column" width="100%">
                    <Text size="2" weight="medium">
                      {t(f.label)}
                    </Text>
                    <Text size="1" color="gray">
                      {t(f.hint)}
                    </Text>
                  </Flex>
                </RadioCards.Item>
              ))}
            </RadioCards.Root>
            {error('frequency') && (
              <Text id="schedule-frequency-error" size="1" color="red" role="alert">
                {error('frequency')}
              </Text>
            )}
          </Flex>
          <Flex direction="column" gap="2" role="group" aria-labelledby="schedule-recipients-label">
            <Text id="schedule-recipients-label" size="2" weight="medium">
              {t('Colleagues')}
            </Text>
            <Text size="1" color="gray">
              {t('You always get it. Choose who else does.')}
            </Text>
            {colleagues.length === 0 ? (
              <Text size="2" color="gray">
                {t('Your company has no other users yet.')}
              </Text>
            ) : (
              <CheckboxGroup.Root
                id="schedule-recipients"
                value={draft.recipients.map(String)}
                onValueChange={(ids) => actor.send({ type: 'schedule.changed', patch: { recipients: ids.map(Number) } })}
                aria-invalid={!!recipientsError}
                aria-describedby={recipientsError ? 'schedule-recipients-error' : undefined}
                style={{ maxHeight: 280, overflowY: 'auto' }}
              >
                {colleagues.map((c) => (
                  <CheckboxGroup.Item key={c.userId} value={String(c.userId)}>
                    <Text size="2">{c.name}</Text>{' '}
                    <Text size="1" color="gray" style={{ overflowWrap: 'anywhere' }}>
                      {c.email}
                    </Text>
                  </CheckboxGroup.Item>
                ))}
              </CheckboxGroup.Root>
            )}
            {recipientsError && (
              <Text id="schedule-recipients-error" size="1" color="red" role="alert">
                {recipientsError}
              </Text>
            )}
          </Flex>
        </Section>
        <Flex justify="end" gap="3" pb="4">
          <Button type="button" size="3" variant="soft" color="gray" disabled={busy} onClick={() => actor.send({ type: 'schedule.cancel' })}>
            {t('Cancel')}
          </Button>
          <Button type="submit" size="3" loading={busy} disabled={!canSave}>
            {t('Save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

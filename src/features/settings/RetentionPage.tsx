// Settings → Data retention (company owner, manage:retention): how many months the company keeps raw
// positions, events, notifications and daily figures (decision 0057). The retentionSettings machine
// owns load, edit and save; the page shows its state and sends the form's events.
import { useState, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Callout, Flex, Grid, Text, TextField } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { retentionSettingsMachine } from '../../../machines/retentionSettings/retentionSettings.machine.ts';
import { isDirty } from '../../../machines/retentionSettings/retentionSettings.form.ts';
import { RETENTION_BOUNDS, type RetentionField } from '../../../machines/retentionSettings/retentionSettings.rules.ts';
import { asWritten, showNotice } from '../../app/toast/showNotice.ts';
import { useUnsavedChangesGuard } from '../../app/useUnsavedChangesGuard.ts';
import { inspect } from '../../app/inspector.ts';
import { FormField } from '../../components/form/FormField.tsx';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { Section, SaveChangesBar } from './ProfileSections.tsx';
import { SettingsLoadFailed, SettingsLoading } from './SettingsLoadStates.tsx';
import { loadRetentionCall, saveRetentionCall } from './retention.api.ts';

const machine = retentionSettingsMachine.provide({
  actors: {
    loadRetention: fromPromise(() => loadRetentionCall()),
    saveRetention: fromPromise(({ input }) => saveRetentionCall(input)),
  },
  actions: {
    notifySaved: (_, notice) => showNotice({ ...notice, tone: 'success' }),
    notifySaveFailed: (_, notice) => showNotice({ ...notice, tone: 'error' }, asWritten),
  },
});

const FIELDS: { field: RetentionField; label: string; hint: string }[] = [
  { field: 'positionsMonths', label: msg('Raw positions'), hint: msg('Every report of the units: tracks, attributes, battery voltage.') },
  { field: 'eventsMonths', label: msg('Events'), hint: msg('The machine and place event logs.') },
  { field: 'notificationsMonths', label: msg('Notifications'), hint: msg('Notifications and their e-mails.') },
  { field: 'dailyFiguresMonths', label: msg('Daily figures'), hint: msg('Engine, idle and production hours per day: the usage report and History.') },
];

export function RetentionPage() {
  const t = useT();
  const actor = useActorRef(machine, { inspect });
  const view = useSelector(actor, (s) => (s.hasTag('view:loading') ? 'loading' : s.hasTag('view:loadFailed') ? 'loadFailed' : 'form'));
  if (view === 'loading') return <SettingsLoading />;
  if (view === 'loadFailed')
    return <SettingsLoadFailed message={t('Data retention could not be loaded.')} onRetry={() => actor.send({ type: 'retention.retry' })} />;
  return <RetentionForm actor={actor} />;
}

function RetentionForm({ actor }: { actor: ReturnType<typeof useActorRef<typeof machine>> }) {
  const t = useT();
  const values = useSelector(actor, (s) => s.context.values);
  const problems = useSelector(actor, (s) => s.context.fieldErrors);
  const serverErrors = useSelector(actor, (s) => s.context.serverErrors);
  const dirty = useSelector(actor, (s) => isDirty(s.context.saved, s.context.values));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSave = useSelector(actor, (s) => s.can({ type: 'retention.save' }));
  const [touched, setTouched] = useState<ReadonlySet<RetentionField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  useUnsavedChangesGuard(dirty && !busy);

  const error = (field: RetentionField) => {
    const server = serverErrors[field];
    if (server) return server;
    const problem = submitted || touched.has(field) ? problems[field] : undefined;
    return problem ? t(problem.message, problem.params) : undefined;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    actor.send({ type: 'retention.save' });
  };
  const discard = () => {
    setTouched(new Set());
    setSubmitted(false);
    actor.send({ type: 'retention.discard' });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('Data retention')}>
      <Flex direction="column" gap="4" p="5" maxWidth="800px">
        <Section
          title={msg('Data retention')}
          description={msg('How many months your company keeps its data. Older data is deleted once a day and cannot be brought back.')}
        >
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            {FIELDS.map(({ field, label, hint }) => {
              const { min, max } = RETENTION_BOUNDS[field];
              const id = `retention-${field}`;
              return (
                <FormField key={field} id={id} label={t(label)} error={error(field)} hint={`${t(hint)} ${t('{min}-{max} months.', { min, max })}`}>
                  <TextField.Root
                    id={id}
                    size="3"
                    inputMode="numeric"
                    value={values[field]}
                    aria-invalid={!!error(field)}
                    aria-describedby={error(field) ? `${id}-error` : `${id}-hint`}
                    onChange={(e) => actor.send({ type: 'retention.changed', values: { [field]: e.target.value } })}
                    onBlur={() => setTouched((prev) => new Set(prev).add(field))}
                  >
                    <TextField.Slot side="right">
                      <Text size="2" color="gray">
                        {t('months')}
                      </Text>
                    </TextField.Slot>
                  </TextField.Root>
                </FormField>
              );
            })}
          </Grid>
          <Callout.Root color="gray" variant="surface">
            <Callout.Icon>
              <InfoCircledIcon />
            </Callout.Icon>
            <Callout.Text>
              {t('Engine hours, engine sessions, stays in places and each machine’s latest position are kept for as long as the machine is in Siteline.')}
            </Callout.Text>
          </Callout.Root>
        </Section>
        <SaveChangesBar dirty={dirty} busy={busy} canSave={canSave} onDiscard={discard} />
      </Flex>
    </form>
  );
}

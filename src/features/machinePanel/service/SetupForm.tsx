// The Service tab in edit mode: the engine-hour part (switch, next hours, interval), the calendar
// part (date, Monthly/Yearly, how many), the description. Every change goes to the serviceTab
// machine, which asks before a switch or interval change clears values.
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Button, Callout, Flex, Select, Switch, Text, TextArea, TextField } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { MAX_DESCRIPTION, typedFrequency, WHICHEVER_FIRST_NOTE } from '../../../../machines/serviceTab/serviceTab.rules.ts';
import type { DraftField, IntervalType } from '../../../../machines/serviceTab/serviceTab.types.ts';
import type { ServiceTabActor } from './ServiceTab.tsx';
import { useT } from '../../../i18n/useT.ts';
import { serverText } from '../../../i18n/serverText.ts';
import { intervalLabel } from './intervalLabel.ts';
import { DateInput } from '../../../components/dates/DateInput.tsx';

function Field({ label, error, children, id }: { label: string; error?: string; children: ReactNode; id: string }) {
  return (
    <Flex direction="column" gap="1" style={{ flex: '1 1 160px' }}>
      <Text as="label" htmlFor={id} size="1" color="gray">
        {label}
      </Text>
      {children}
      {error ? (
        <Text size="1" color="red" id={`${id}-error`} role="alert">
          {serverText(error)}
        </Text>
      ) : null}
    </Flex>
  );
}

export function SetupForm({ actor }: { actor: ServiceTabActor }) {
  const t = useT();
  const draft = useSelector(actor, (s) => s.context.draft);
  const errors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  if (!draft) return null;
  const set = (field: DraftField) => (e: { target: { value: string } }) => actor.send({ type: 'service.fieldChanged', field, value: e.target.value });
  const invalid = (field: DraftField) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `service-${field}-error`, color: 'red' as const } : {});
  const unit = draft.intervalType === 4 ? t('Every (years)') : t('Every (months)');
  // Only a frequency within its limits reads as 'Every N months/years'; one past them shows its message instead.
  const every = intervalLabel(draft.intervalType, typedFrequency(draft));
  const both = draft.hoursAllowed && draft.nextHours.trim() !== '' && draft.calendarDay !== '';
  return (
    <Flex direction="column" gap="4" data-testid="service-form" asChild>
      <form
        aria-label={t('Service setup')}
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'service.saveRequested' });
        }}
      >
        {error ? (
          <Callout.Root color="red" role="alert" size="1">
            <Callout.Text>{serverText(error)}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex direction="column" gap="2">
          <Text as="label" size="2" weight="medium">
            <Flex gap="2" align="center">
              <Switch checked={draft.hoursAllowed} onCheckedChange={(allowed) => actor.send({ type: 'service.hoursToggled', allowed })} />
              {t('Engine-hour service')}
            </Flex>
          </Text>
          {draft.hoursAllowed ? (
            <Flex gap="3" wrap="wrap">
              <Field label={t('Next service at (machine hours)')} id="service-nextHours" error={errors.nextHours}>
                <TextField.Root id="service-nextHours" inputMode="decimal" value={draft.nextHours} onChange={set('nextHours')} {...invalid('nextHours')} />
              </Field>
              <Field label={t('Interval (hours, optional)')} id="service-interval" error={errors.interval}>
                <TextField.Root id="service-interval" inputMode="decimal" value={draft.interval} onChange={set('interval')} {...invalid('interval')} />
              </Field>
            </Flex>
          ) : null}
        </Flex>
        <Flex direction="column" gap="2">
          <Text size="2" weight="medium">
            {t('Calendar service')}
          </Text>
          <Flex gap="3" wrap="wrap">
            <Field label={t('Next service date')} id="service-calendarDay" error={errors.calendarDay}>
              <DateInput
                id="service-calendarDay"
                value={draft.calendarDay}
                onChange={(value) => actor.send({ type: 'service.fieldChanged', field: 'calendarDay', value })}
                invalid={Boolean(errors.calendarDay)}
                describedBy={errors.calendarDay ? 'service-calendarDay-error' : undefined}
              />
            </Field>
            <Field label={t('Interval')} id="service-intervalType">
              <Select.Root
                value={draft.intervalType === null ? 'none' : String(draft.intervalType)}
                onValueChange={(v) => actor.send({ type: 'service.intervalTypeChanged', intervalType: v === 'none' ? null : (Number(v) as IntervalType) })}
              >
                <Select.Trigger id="service-intervalType" aria-label={t('Interval')} />
                <Select.Content>
                  <Select.Item value="none">{t('None')}</Select.Item>
                  <Select.Item value="3">{t('Monthly')}</Select.Item>
                  <Select.Item value="4">{t('Yearly')}</Select.Item>
                </Select.Content>
              </Select.Root>
            </Field>
            <Field label={unit} id="service-frequency" error={errors.frequency}>
              <TextField.Root
                id="service-frequency"
                inputMode="numeric"
                value={draft.frequency}
                onChange={set('frequency')}
                disabled={draft.intervalType === null}
                {...invalid('frequency')}
              />
            </Field>
          </Flex>
          {every ? (
            <Text size="1" color="gray" data-testid="service-every">
              {every}
            </Text>
          ) : null}
          {errors.calendar ? (
            <Text size="1" color="red" role="alert">
              {serverText(errors.calendar)}
            </Text>
          ) : null}
        </Flex>
        <Field label={t('Description')} id="service-description" error={errors.description}>
          <TextArea id="service-description" maxLength={MAX_DESCRIPTION} value={draft.description} onChange={set('description')} {...invalid('description')} />
        </Field>
        {both ? (
          <Callout.Root size="1" color="gray">
            <Callout.Icon>
              <InfoCircledIcon />
            </Callout.Icon>
            <Callout.Text>{t(WHICHEVER_FIRST_NOTE)}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="2">
          <Button type="submit">{t('Save')}</Button>
          <Button type="button" variant="soft" color="gray" onClick={() => actor.send({ type: 'service.undoRequested' })}>
            {t('Undo')}
          </Button>
        </Flex>
      </form>
    </Flex>
  );
}

import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Button, Grid, Select, TextField } from '@radix-ui/themes';
import type { activationMachine } from '../../../machines/activation/activation.machine.ts';
import type { ActivationValues } from '../../../machines/activation/activation.types.ts';
import { isOtherWorkTitle } from '../../../machines/activation/activation.validation.ts';
import type { LoginTexts } from '../../../machines/login/texts.ts';
import { FormField, shownError } from '../../components/form/FormField.tsx';
import { BackToLoginLink } from './AuthLayout.tsx';

type Props = { actor: ActorRefFrom<typeof activationMachine>; texts: LoginTexts };

export function ActivationForm({ actor, texts }: Props) {
  const t = texts.activation;
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.fieldErrors);
  const email = useSelector(actor, (s) => s.context.email);
  const workTitles = useSelector(actor, (s) => s.context.workTitles);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'activation.submit' }));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const other = isOtherWorkTitle(workTitles, values.workTitleId);

  const change = (patch: Partial<ActivationValues>) => actor.send({ type: 'activation.changed', values: patch });
  const touch = (field: keyof ActivationValues) => () => setTouched((prev) => new Set(prev).add(field));
  const error = (field: keyof ActivationValues) => shownError(touched, submitted, field, errors[field]);
  const textProps = (field: 'firstName' | 'lastName' | 'password' | 'confirmPassword' | 'workTitleOther') => ({
    id: `activation-${field}`,
    size: '3' as const,
    value: values[field],
    'aria-invalid': !!error(field),
    'aria-describedby': `activation-${field}-error`,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => change({ [field]: e.target.value }),
    onBlur: touch(field),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    actor.send({ type: 'activation.submit' });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Grid columns="1" gap="4">
        <FormField id="activation-email" label={t.email}>
          <TextField.Root id="activation-email" size="3" value={email} readOnly variant="soft" color="gray" autoComplete="username" />
        </FormField>
        <Grid columns={{ initial: '1', xs: '2' }} gap="3">
          <FormField id="activation-firstName" label={t.firstName} error={error('firstName')}>
            <TextField.Root {...textProps('firstName')} autoComplete="given-name" />
          </FormField>
          <FormField id="activation-lastName" label={t.lastName} error={error('lastName')}>
            <TextField.Root {...textProps('lastName')} autoComplete="family-name" />
          </FormField>
        </Grid>
        <FormField id="activation-workTitle" label={t.workTitle} error={error('workTitleId')}>
          <Select.Root
            size="3"
            value={values.workTitleId === null ? undefined : String(values.workTitleId)}
            onValueChange={(id) => {
              change({ workTitleId: Number(id) });
              touch('workTitleId')();
            }}
            onOpenChange={(open) => !open && touch('workTitleId')()}
          >
            <Select.Trigger id="activation-workTitle" placeholder={t.workTitlePlaceholder} aria-invalid={!!error('workTitleId')} />
            <Select.Content position="popper">
              {workTitles.map((w) => (
                <Select.Item key={w.id} value={String(w.id)}>
                  {w.name === 'Other' ? t.workTitleOther : w.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </FormField>
        {other ? (
          <FormField id="activation-workTitleOther" label={t.workTitleOtherLabel} error={error('workTitleOther')}>
            <TextField.Root {...textProps('workTitleOther')} autoComplete="organization-title" maxLength={100} autoFocus />
          </FormField>
        ) : null}
        <FormField id="activation-password" label={t.password} error={error('password')}>
          <TextField.Root {...textProps('password')} type="password" autoComplete="new-password" />
        </FormField>
        <FormField id="activation-confirmPassword" label={t.confirmPassword} error={error('confirmPassword')}>
          <TextField.Root {...textProps('confirmPassword')} type="password" autoComplete="new-password" />
        </FormField>
        <Button type="submit" size="3" loading={busy} disabled={!canSubmit}>
          {t.submit}
        </Button>
        <BackToLoginLink label={texts.resetPassword.backToLogin} />
      </Grid>
    </form>
  );
}

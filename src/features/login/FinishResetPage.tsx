// Finishing a password reset from the mailed link: /finishResetPassword?ResetPasswordKey=… (or /?ResetPasswordKey=…).
import { useMemo, useState, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Button, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { loginTexts } from '../../../machines/login/texts.ts';
import { resetPasswordMachine } from '../../../machines/resetPassword/resetPassword.machine.ts';
import type { ResetPasswordInput, ResetPasswordValues } from '../../../machines/resetPassword/resetPassword.types.ts';
import { inspect } from '../../app/inspector.ts';
import { resetPasswordCall } from './account.api.ts';
import { AuthLayout, BackToLoginLink } from './AuthLayout.tsx';
import { FormField, shownError } from '../../components/form/FormField.tsx';
import { showFailureWithSupport } from './supportToast.ts';
import { useAccountSignIn } from './useAccountSignIn.ts';

export function FinishResetPage({ input }: { input: ResetPasswordInput }) {
  const texts = useMemo(() => loginTexts(input.locale), [input.locale]);
  const t = texts.finishResetPassword;
  const machine = useMemo(
    () =>
      resetPasswordMachine.provide({
        actors: { resetPassword: fromPromise(({ input: request }) => resetPasswordCall(request)) },
        actions: { notifyFailure: (_, notice) => showFailureWithSupport(notice, texts.contactSupport) },
      }),
    [texts],
  );
  const actor = useActorRef(machine, { input, inspect });
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.fieldErrors);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'resetPassword.submit' }));
  const output = useSelector(actor, (s) => (s.status === 'done' ? s.output : null));
  useAccountSignIn(output ?? null);

  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const field = (name: keyof ResetPasswordValues) => ({
    id: `reset-${name}`,
    type: 'password' as const,
    size: '3' as const,
    autoComplete: 'new-password',
    value: values[name],
    'aria-invalid': !!shownError(touched, submitted, name, errors[name]),
    'aria-describedby': `reset-${name}-error`,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => actor.send({ type: 'resetPassword.changed', values: { [name]: e.target.value } }),
    onBlur: () => setTouched((prev) => new Set(prev).add(name)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    actor.send({ type: 'resetPassword.submit' });
  };

  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate>
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Heading as="h1" size="6">
              {t.title}
            </Heading>
            <Text size="2" color="gray">
              {t.info}
            </Text>
          </Flex>
          <FormField id="reset-newPassword" label={t.newPassword} error={shownError(touched, submitted, 'newPassword', errors.newPassword)}>
            <TextField.Root {...field('newPassword')} autoFocus />
          </FormField>
          <FormField id="reset-confirmPassword" label={t.confirmPassword} error={shownError(touched, submitted, 'confirmPassword', errors.confirmPassword)}>
            <TextField.Root {...field('confirmPassword')} />
          </FormField>
          <Button type="submit" size="3" loading={busy} disabled={!canSubmit}>
            {t.submit}
          </Button>
          <BackToLoginLink label={texts.resetPassword.backToLogin} />
        </Flex>
      </form>
    </AuthLayout>
  );
}

import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Button, Callout, Checkbox, Flex, Heading, Link, Text, TextField } from '@radix-ui/themes';
import { ArrowLeftIcon, EnvelopeClosedIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons';
import type { loginMachine } from '../../../machines/login/login.machine.ts';
import type { LoginTexts } from '../../../machines/login/texts.ts';

type StepProps = { actor: ActorRefFrom<typeof loginMachine>; texts: LoginTexts };

/** Internal staff sign in with 'Login as support'; the 400 message gets a hint for their addresses. */
const INTERNAL_DOMAIN = '@siteline.example';

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <Text id={id} size="1" color="red" role="alert">
      {message}
    </Text>
  ) : null;
}

function FormError({ message, hint }: { message: string | null; hint?: string }) {
  if (!message) return null;
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>
        {message}
        {hint ? (
          <>
            <br />
            {hint}
          </>
        ) : null}
      </Callout.Text>
    </Callout.Root>
  );
}

function SupportCheckbox({ actor, texts }: StepProps) {
  const checked = useSelector(actor, (s) => s.context.authAsSupport);
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Checkbox checked={checked} onCheckedChange={(v) => actor.send({ type: 'login.supportToggled', checked: v === true })} />
        {texts.loginAsSupport}
      </Flex>
    </Text>
  );
}

/** The e-mail field of the login and reset steps; its message shows once the field was left or submitted. */
function EmailField({
  id,
  actor,
  texts,
  touched,
  onBlur,
  placeholder,
}: StepProps & { id: string; touched: boolean; onBlur: () => void; placeholder?: string }) {
  const email = useSelector(actor, (s) => s.context.email);
  const fieldError = useSelector(actor, (s) => s.context.fieldErrors.email);
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {texts.enterEmail.emailLabel}
      </Text>
      <TextField.Root
        id={id}
        type="email"
        autoComplete="username"
        autoFocus
        size="3"
        placeholder={placeholder}
        value={email}
        aria-invalid={touched && !!fieldError}
        aria-describedby={`${id}-error`}
        onChange={(e) => actor.send({ type: 'login.emailChanged', email: e.target.value })}
        onBlur={onBlur}
      />
      <FieldError id={`${id}-error`} message={touched ? fieldError : undefined} />
    </Flex>
  );
}

export function EmailStep({ actor, texts }: StepProps) {
  const canNext = useSelector(actor, (s) => s.can({ type: 'login.next' }));
  const [touched, setTouched] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    actor.send({ type: 'login.next' });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="4">
        <Heading as="h1" size="6">
          {texts.enterEmail.title}
        </Heading>
        <EmailField
          id="login-email"
          actor={actor}
          texts={texts}
          touched={touched}
          onBlur={() => setTouched(true)}
          placeholder={texts.enterEmail.emailPlaceholder}
        />
        <SupportCheckbox actor={actor} texts={texts} />
        <Button type="submit" size="3" disabled={!canNext}>
          {texts.enterEmail.next}
        </Button>
        <ForgotPasswordLink actor={actor} texts={texts} />
      </Flex>
    </form>
  );
}

function ForgotPasswordLink({ actor, texts }: StepProps) {
  return (
    <Link
      href="#"
      size="2"
      onClick={(e) => {
        e.preventDefault();
        actor.send({ type: 'login.forgotPassword' });
      }}
    >
      {texts.forgotPassword}
    </Link>
  );
}

export function PasswordStep({ actor, texts }: StepProps) {
  const email = useSelector(actor, (s) => s.context.email);
  const password = useSelector(actor, (s) => s.context.password);
  const fieldError = useSelector(actor, (s) => s.context.fieldErrors.password);
  const error = useSelector(actor, (s) => s.context.error);
  const support = useSelector(actor, (s) => s.context.authAsSupport);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'login.submit' }));
  const [touched, setTouched] = useState(false);
  const hint = error === texts.errors.incorrectCredentials && !support && email.toLowerCase().endsWith(INTERNAL_DOMAIN) ? texts.loginAsSupportHint : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    actor.send({ type: 'login.submit' });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="4">
        <Flex align="center" gap="2">
          <Button type="button" variant="ghost" size="1" onClick={() => actor.send({ type: 'login.back' })} aria-label={texts.enterPassword.back}>
            <ArrowLeftIcon /> {texts.enterPassword.back}
          </Button>
        </Flex>
        <Heading as="h1" size="6">
          {texts.enterPassword.title}
        </Heading>
        <Text size="2" color="gray" data-testid="login-email-shown">
          {email}
        </Text>
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor="login-password" size="2" weight="medium">
            {texts.enterPassword.passwordLabel}
          </Text>
          <TextField.Root
            id="login-password"
            type="password"
            autoComplete="current-password"
            autoFocus
            size="3"
            value={password}
            aria-invalid={touched && !!fieldError}
            aria-describedby="login-password-error"
            onChange={(e) => actor.send({ type: 'login.passwordChanged', password: e.target.value })}
            onBlur={() => setTouched(true)}
          />
          <FieldError id="login-password-error" message={touched ? fieldError : undefined} />
        </Flex>
        <SupportCheckbox actor={actor} texts={texts} />
        <FormError message={error} hint={hint} />
        <Button type="submit" size="3" loading={busy} disabled={!canSubmit}>
          {texts.enterPassword.submit}
        </Button>
        <ForgotPasswordLink actor={actor} texts={texts} />
      </Flex>
    </form>
  );
}

export function ResetStep({ actor, texts }: StepProps) {
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'login.resetRequested' }));
  const [touched, setTouched] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        actor.send({ type: 'login.resetRequested' });
      }}
      noValidate
    >
      <Flex direction="column" gap="4">
        <Heading as="h1" size="6">
          {texts.resetPassword.title}
        </Heading>
        <Text size="2" color="gray">
          {texts.resetPassword.info}
        </Text>
        <EmailField id="reset-email" actor={actor} texts={texts} touched={touched} onBlur={() => setTouched(true)} />
        <FormError message={error} />
        <Button type="submit" size="3" loading={busy} disabled={!canSubmit}>
          {texts.resetPassword.submit}
        </Button>
        <Button type="button" variant="ghost" onClick={() => actor.send({ type: 'login.backToLogin' })}>
          {texts.resetPassword.backToLogin}
        </Button>
      </Flex>
    </form>
  );
}

export function ResetSentStep({ actor, texts }: StepProps) {
  return (
    <Flex direction="column" gap="4" align="start">
      <EnvelopeClosedIcon width={28} height={28} />
      <Heading as="h1" size="6">
        {texts.resetPasswordSent.title}
      </Heading>
      <Text size="2" color="gray">
        {texts.resetPasswordSent.info}
      </Text>
      <Button type="button" size="3" onClick={() => actor.send({ type: 'login.backToLogin' })}>
        {texts.resetPasswordSent.backToLogin}
      </Button>
    </Flex>
  );
}

// The login page: its steps come from the login machine's view:* tags; the component only renders.
import { useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import { loginMachine } from '../../../machines/login/login.machine.ts';
import { loginTexts } from '../../../machines/login/texts.ts';
import { inspect } from '../../app/inspector.ts';
import { sessionActor } from '../../session/session.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { loginCall, requestResetCall } from './login.api.ts';
import { passRecaptcha, prepareRecaptcha } from './recaptcha.ts';
import { EmailStep, PasswordStep, ResetSentStep, ResetStep } from './LoginSteps.tsx';

const machine = loginMachine.provide({
  actors: {
    // reCAPTCHA (when the server has it on) is checked before the credentials go out.
    login: fromPromise(async ({ input }) => {
      await passRecaptcha();
      return loginCall(input);
    }),
    requestResetPassword: fromPromise(({ input }) => requestResetCall(input)),
  },
});

export function LoginPage() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  // The machine reads its input once; later address changes don't restart the login.
  const [input] = useState(() => ({
    authAsSupport: params.get('authAsSupport') === 'true',
    returnUrl: params.get('returnUrl'),
    locale: navigator.language,
    origin: window.location.origin,
  }));
  const actor = useActorRef(machine, { input, inspect });
  useEffect(() => prepareRecaptcha(), []);
  const texts = useMemo(() => loginTexts(input.locale), [input.locale]);
  const output = useSelector(actor, (s) => (s.status === 'done' ? s.output : null));

  useEffect(() => {
    if (!output) return;
    sessionActor.send({ type: 'session.signedIn', tokens: output.tokens, now: Date.now() });
    const target = new URL(output.redirectTo, window.location.origin);
    if (target.origin === window.location.origin) navigate(target.pathname + target.search + target.hash, { replace: true });
    else window.location.assign(target.href);
  }, [output, navigate]);

  const step = useSelector(actor, (s) =>
    s.hasTag('view:enterPassword') ? 'password' : s.hasTag('view:resetPassword') ? 'reset' : s.hasTag('view:resetPasswordSent') ? 'sent' : 'email',
  );

  return (
    <AuthLayout>
      {step === 'email' ? <EmailStep actor={actor} texts={texts} /> : null}
      {step === 'password' ? <PasswordStep actor={actor} texts={texts} /> : null}
      {step === 'reset' ? <ResetStep actor={actor} texts={texts} /> : null}
      {step === 'sent' ? <ResetSentStep actor={actor} texts={texts} /> : null}
    </AuthLayout>
  );
}

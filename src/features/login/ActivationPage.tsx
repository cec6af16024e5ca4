// Account activation from the invitation link: /?ActivationKey=…&Email=…&FirstName=…&LastName=…
// (or /activateAccount?…). The activation machine owns the form; this page wires its calls.
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Button, Callout, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { activationMachine } from '../../../machines/activation/activation.machine.ts';
import type { ActivationInput } from '../../../machines/activation/activation.types.ts';
import { loginTexts } from '../../../machines/login/texts.ts';
import { inspect } from '../../app/inspector.ts';
import { activateAccountCall, activationKeyStatusCall, workTitlesCall, type ActivationKeyStatus } from './account.api.ts';
import { ActivationForm } from './ActivationForm.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { showFailureWithSupport } from './supportToast.ts';
import { useAccountSignIn } from './useAccountSignIn.ts';

/**
 * Before the form: is the link still good? A used or expired link says so at once instead of failing
 * after the user has filled in everything. If the check itself fails (network), the form is shown
 * and the activation call has the last word, as before.
 */
function useKeyStatus(activationKey: string): ActivationKeyStatus | 'checking' {
  const [status, setStatus] = useState<ActivationKeyStatus | 'checking'>('checking');
  useEffect(() => {
    let live = true;
    void activationKeyStatusCall(activationKey)
      .catch(() => 'valid' as const)
      .then((s) => {
        if (live) setStatus(s);
      });
    return () => {
      live = false;
    };
  }, [activationKey]);
  return status;
}

export function ActivationPage({ input }: { input: ActivationInput }) {
  const texts = useMemo(() => loginTexts(input.locale), [input.locale]);
  const keyStatus = useKeyStatus(input.activationKey);
  if (keyStatus === 'checking') {
    return (
      <AuthLayout>
        <Flex justify="center" py="6" aria-busy="true">
          <Spinner size="3" />
        </Flex>
      </AuthLayout>
    );
  }
  if (keyStatus !== 'valid') {
    const message = keyStatus === 'used' ? texts.activation.linkUsed : keyStatus === 'expired' ? texts.activation.linkExpired : texts.activation.linkUnknown;
    return (
      <AuthLayout>
        <Flex direction="column" gap="4">
          <Heading as="h1" size="6">
            {texts.activation.title}
          </Heading>
          <Callout.Root color="amber" role="alert" data-testid="activation-link-status" data-status={keyStatus}>
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{message}</Callout.Text>
          </Callout.Root>
          <Button asChild variant="soft" style={{ alignSelf: 'start' }}>
            <Link href="/">{texts.activation.toLogin}</Link>
          </Button>
        </Flex>
      </AuthLayout>
    );
  }
  return <ActivationFlow input={input} texts={texts} />;
}

function ActivationFlow({ input, texts }: { input: ActivationInput; texts: ReturnType<typeof loginTexts> }) {
  const machine = useMemo(
    () =>
      activationMachine.provide({
        actors: {
          loadWorkTitles: fromPromise(() => workTitlesCall()),
          activateAccount: fromPromise(({ input: request }) => activateAccountCall(request)),
        },
        actions: { notifyFailure: (_, notice) => showFailureWithSupport(notice, texts.contactSupport) },
      }),
    [texts],
  );
  const actor = useActorRef(machine, { input, inspect });
  const view = useSelector(actor, (s) => (s.hasTag('view:loading') ? 'loading' : s.hasTag('view:loadFailed') ? 'loadFailed' : 'form'));
  const output = useSelector(actor, (s) => (s.status === 'done' ? s.output : null));
  useAccountSignIn(output ?? null);

  return (
    <AuthLayout>
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="6">
            {texts.activation.title}
          </Heading>
          <Text size="2" color="gray">
            {texts.activation.intro}
          </Text>
        </Flex>
        {view === 'loading' ? (
          <Flex justify="center" py="6" aria-busy="true">
            <Spinner size="3" />
          </Flex>
        ) : null}
        {view === 'loadFailed' ? (
          <Callout.Root color="red" role="alert">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>{texts.activation.loadFailed}</Callout.Text>
            <Button variant="soft" color="red" onClick={() => actor.send({ type: 'activation.retry' })} style={{ alignSelf: 'start' }}>
              {texts.activation.retry}
            </Button>
          </Callout.Root>
        ) : null}
        {view === 'form' ? <ActivationForm actor={actor} texts={texts} /> : null}
      </Flex>
    </AuthLayout>
  );
}

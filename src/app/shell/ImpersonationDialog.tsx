import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { impersonationAlert, UNNAMED_TARGET, type ImpersonationAlert } from '../../../machines/impersonation/impersonation.view.ts';
import { impersonationActor } from '../../session/impersonation.ts';
import { useT } from '../../i18n/useT.ts';
import type { t as translate } from '../../i18n/i18n.ts';

interface AlertTexts {
  title: string;
  text: string;
  action: string;
}

const textsOf = (alert: ImpersonationAlert, t: typeof translate): AlertTexts => ({
  title: t(alert.title),
  text: t(alert.text, { name: alert.name ?? t(UNNAMED_TARGET) }),
  action: t(alert.action),
});

/**
 * The alerts of an impersonation (spec, section 4): started, ended, or "log out and in again".
 * Closing one in any way acknowledges it, which reloads (or signs out) as the machine says.
 * The machine hands English texts; they show here in the agent's language. 'Started' keeps the
 * words it opened with: the session is already the impersonated user's, whose language the shell
 * loads meanwhile. 'Ended' follows the language on screen, which becomes the agent's again.
 */
export function ImpersonationDialog() {
  const t = useT();
  const alert = useSelector(impersonationActor, impersonationAlert, (a, b) => a?.kind === b?.kind && a?.text === b?.text && a?.name === b?.name);
  // Kept by what the alert says, not by object: a remounted shell selects a new, equal object.
  const key = alert && `${alert.kind}\n${alert.text}\n${alert.name ?? ''}`;
  const [started, setStarted] = useState<{ key: string; texts: AlertTexts } | null>(null);
  if (alert?.kind === 'started' && key !== null && started?.key !== key) setStarted({ key, texts: textsOf(alert, t) });
  const texts = alert === null ? null : alert.kind === 'started' && started?.key === key ? started.texts : textsOf(alert, t);
  const acknowledge = () => impersonationActor.send({ type: 'impersonation.acknowledged' });
  return (
    <AlertDialog.Root open={alert !== null} onOpenChange={(open) => !open && acknowledge()}>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>{texts?.title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{texts?.text}</AlertDialog.Description>
        <Flex justify="end" mt="4">
          <AlertDialog.Action>
            <Button color={alert?.kind === 'sessionMissing' ? 'red' : undefined}>{texts?.action}</Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

import { useSelector } from '@xstate/react';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { impersonationAlert } from '../../../machines/impersonation/impersonation.view.ts';
import { impersonationActor } from '../../session/impersonation.ts';

/**
 * The alerts of an impersonation (spec, section 4): started, ended, or "log out and in again".
 * Closing one in any way acknowledges it, which reloads (or signs out) as the machine says.
 */
export function ImpersonationDialog() {
  const alert = useSelector(impersonationActor, impersonationAlert, (a, b) => a?.kind === b?.kind && a?.text === b?.text);
  const acknowledge = () => impersonationActor.send({ type: 'impersonation.acknowledged' });
  return (
    <AlertDialog.Root open={alert !== null} onOpenChange={(open) => !open && acknowledge()}>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>{alert?.title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{alert?.text}</AlertDialog.Description>
        <Flex justify="end" mt="4">
          <AlertDialog.Action>
            <Button color={alert?.kind === 'sessionMissing' ? 'red' : undefined}>{alert?.action}</Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

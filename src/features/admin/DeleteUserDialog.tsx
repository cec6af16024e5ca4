// The confirmation before a user is deleted; it opens over the edit dialog.
import { useSelector } from '@xstate/react';
import { AlertDialog, Button, Flex, Strong } from '@radix-ui/themes';
import type { UserAdminActor } from './useUserAdmin.ts';

export function DeleteUserDialog({ actor }: { actor: UserAdminActor }) {
  const open = useSelector(actor, (s) => s.hasTag('view:confirmDelete'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const name = useSelector(actor, (s) => (s.context.user ? `${s.context.user.firstName} ${s.context.user.lastName}`.trim() : ''));
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !busy && actor.send({ type: 'users.closed' })}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>Delete user?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          <Strong>{name}</Strong> will no longer be able to sign in, and any open sessions end at once. This cannot be undone.
        </AlertDialog.Description>
        <Flex gap="3" justify="end" mt="4">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={busy}>
              Cancel
            </Button>
          </AlertDialog.Cancel>
          {/* Not an AlertDialog.Action: the dialog stays open, busy, until the server answers. */}
          <Button color="red" loading={busy} onClick={() => actor.send({ type: 'users.deleteConfirmed' })}>
            Delete user
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

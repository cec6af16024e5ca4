// The confirmation before a user is deleted; it opens over the edit dialog.
import { useSelector } from '@xstate/react';
import { Strong } from '@radix-ui/themes';
import { ConfirmDeleteDialog } from '../../components/dialog/ConfirmDeleteDialog.tsx';
import type { UserAdminActor } from './useUserAdmin.ts';

export function DeleteUserDialog({ actor }: { actor: UserAdminActor }) {
  const open = useSelector(actor, (s) => s.hasTag('view:confirmDelete'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const name = useSelector(actor, (s) => (s.context.user ? `${s.context.user.firstName} ${s.context.user.lastName}`.trim() : ''));
  return (
    <ConfirmDeleteDialog
      open={open}
      busy={busy}
      title="Delete user?"
      confirmLabel="Delete user"
      onCancel={() => actor.send({ type: 'users.closed' })}
      onConfirm={() => actor.send({ type: 'users.deleteConfirmed' })}
    >
      <Strong>{name}</Strong> will no longer be able to sign in, and any open sessions end at once. This cannot be undone.
    </ConfirmDeleteDialog>
  );
}

// The confirmation before a user is deleted; it opens over the edit dialog.
import { useSelector } from '@xstate/react';
import { Strong } from '@radix-ui/themes';
import { ConfirmDeleteDialog } from '../../components/dialog/ConfirmDeleteDialog.tsx';
import type { UserAdminActor } from './useUserAdmin.ts';
import { useT } from '../../i18n/useT.ts';
import { withNodes } from '../../i18n/withNodes.tsx';

export function DeleteUserDialog({ actor }: { actor: UserAdminActor }) {
  const t = useT();
  const open = useSelector(actor, (s) => s.hasTag('view:confirmDelete'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const name = useSelector(actor, (s) => (s.context.user ? `${s.context.user.firstName} ${s.context.user.lastName}`.trim() : ''));
  return (
    <ConfirmDeleteDialog
      open={open}
      busy={busy}
      title={t('Delete user?')}
      confirmLabel={t('Delete user')}
      onCancel={() => actor.send({ type: 'users.closed' })}
      onConfirm={() => actor.send({ type: 'users.deleteConfirmed' })}
    >
      {withNodes(t('{name} will no longer be able to sign in, and any open sessions end at once. This cannot be undone.'), { name: <Strong>{name}</Strong> })}
    </ConfirmDeleteDialog>
  );
}

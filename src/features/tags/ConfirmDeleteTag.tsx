// The confirmation before a tag is deleted; it opens over the tag manager.
import { useSelector } from '@xstate/react';
import { Strong } from '@radix-ui/themes';
import type { TagEntityType } from '../../../machines/tagManager/tagManager.types.ts';
import { ConfirmDeleteDialog } from '../../components/dialog/ConfirmDeleteDialog.tsx';
import { usageText } from './TagRow.tsx';
import type { TagManagerActor } from './useTagManager.ts';
import { useT } from '../../i18n/useT.ts';
import { withNodes } from '../../i18n/withNodes.tsx';

export function ConfirmDeleteTag({ actor, entityType }: { actor: TagManagerActor; entityType: TagEntityType }) {
  const t = useT();
  const open = useSelector(actor, (s) => s.hasTag('view:confirmDelete'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const tag = useSelector(actor, (s) => s.context.tags.find((t) => t.id === s.context.deleteId) ?? null);
  return (
    <ConfirmDeleteDialog
      open={open}
      busy={busy}
      title={t('Delete tag?')}
      confirmLabel={t('Delete tag')}
      maxWidth="420px"
      onCancel={() => actor.send({ type: 'tags.deleteCancelled' })}
      onConfirm={() => actor.send({ type: 'tags.deleteConfirmed' })}
    >
      {withNodes(t('{name} comes off {usage} carrying it. This cannot be undone.'), {
        name: <Strong>{tag?.name}</Strong>,
        usage: usageText(tag?.usageCount ?? 0, entityType),
      })}
    </ConfirmDeleteDialog>
  );
}

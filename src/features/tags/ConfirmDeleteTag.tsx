// The confirmation before a tag is deleted; it opens over the tag manager.
import { useSelector } from '@xstate/react';
import { AlertDialog, Button, Flex, Strong } from '@radix-ui/themes';
import type { TagEntityType } from '../../../machines/tagManager/tagManager.types.ts';
import { usageText } from './TagRow.tsx';
import type { TagManagerActor } from './useTagManager.ts';

export function ConfirmDeleteTag({ actor, entityType }: { actor: TagManagerActor; entityType: TagEntityType }) {
  const open = useSelector(actor, (s) => s.hasTag('view:confirmDelete'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const tag = useSelector(actor, (s) => s.context.tags.find((t) => t.id === s.context.deleteId) ?? null);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !busy && actor.send({ type: 'tags.deleteCancelled' })}>
      <AlertDialog.Content maxWidth="420px">
        <AlertDialog.Title>Delete tag?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          <Strong>{tag?.name}</Strong> comes off {usageText(tag?.usageCount ?? 0, entityType)} carrying it. This cannot be undone.
        </AlertDialog.Description>
        <Flex gap="3" justify="end" mt="4">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={busy}>
              Cancel
            </Button>
          </AlertDialog.Cancel>
          {/* Not an AlertDialog.Action: the dialog stays open, busy, until the server answers. */}
          <Button color="red" loading={busy} onClick={() => actor.send({ type: 'tags.deleteConfirmed' })}>
            Delete tag
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

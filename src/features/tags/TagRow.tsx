// One row of the tag manager: colour swatch (opens the palette), name (inline rename), usage count,
// rename and delete buttons.
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Flex, IconButton, Popover, Text, TextField, Tooltip } from '@radix-ui/themes';
import { CheckIcon, Cross2Icon, Pencil1Icon, TrashIcon } from '@radix-ui/react-icons';
import type { Tag, TagEntityType } from '../../../machines/tagManager/tagManager.types.ts';
import { canRenameTag, cleanTagName, FALLBACK_TAG_COLOR, TAG_COLORS, tagColor } from '../../../machines/tagManager/tags.rules.ts';
import type { TagManagerActor } from './useTagManager.ts';

export const usageText = (count: number, entityType: TagEntityType) => `${count} ${entityType === 0 ? 'machine' : 'place'}${count === 1 ? '' : 's'}`;

export function Swatch({ color, size = 14 }: { color: string; size?: number }) {
  return <span aria-hidden style={{ display: 'inline-block', width: size, height: size, borderRadius: '50%', background: color, flexShrink: 0 }} />;
}

export function TagRow({ actor, tag, entityType }: { actor: TagManagerActor; tag: Tag; entityType: TagEntityType }) {
  // Editing holds the name being renamed: a rename the server took comes back with the list under
  // another name, and the row leaves edit mode.
  const [renaming, setRenaming] = useState<string | null>(null);
  const editing = renaming === tag.name;
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => (s.context.rowError?.target === tag.id ? s.context.rowError.message : null));

  return (
    <Flex asChild direction="column" gap="1" py="2" px="1" style={{ borderBottom: '1px solid var(--gray-a4)' }}>
      <li aria-label={tag.name}>
        <Flex align="center" gap="3">
          <ColorPicker actor={actor} tag={tag} disabled={busy} />
          {editing ? (
            <RenameField actor={actor} tag={tag} busy={busy} onDone={() => setRenaming(null)} />
          ) : (
            <>
              <Text size="2" weight="medium" style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {tag.name}
              </Text>
              <Text size="1" color="gray">
                {usageText(tag.usageCount, entityType)}
              </Text>
              <Tooltip content="Rename">
                <IconButton size="1" variant="ghost" color="gray" aria-label={`Rename ${tag.name}`} disabled={busy} onClick={() => setRenaming(tag.name)}>
                  <Pencil1Icon />
                </IconButton>
              </Tooltip>
              <Tooltip content="Delete">
                <IconButton
                  size="1"
                  variant="ghost"
                  color="red"
                  aria-label={`Delete ${tag.name}`}
                  disabled={busy}
                  onClick={() => actor.send({ type: 'tags.deleteRequested', id: tag.id })}
                >
                  <TrashIcon />
                </IconButton>
              </Tooltip>
            </>
          )}
        </Flex>
        {editing && error ? (
          <Text size="1" color="red" role="alert" ml="6">
            {error}
          </Text>
        ) : null}
      </li>
    </Flex>
  );
}

function RenameField({ actor, tag, busy, onDone }: { actor: TagManagerActor; tag: Tag; busy: boolean; onDone: () => void }) {
  const [draft, setDraft] = useState(tag.name);
  const tags = useSelector(actor, (s) => s.context.tags);
  const unchanged = cleanTagName(draft) === tag.name;
  const allowed = canRenameTag(tag.id, draft, tags);
  const taken = !unchanged && cleanTagName(draft) !== '' && !allowed;
  const submit = () => {
    if (unchanged) onDone();
    else if (allowed) actor.send({ type: 'tags.renameRequested', id: tag.id, name: draft });
  };
  return (
    <Flex align="center" gap="2" style={{ flex: 1 }}>
      <TextField.Root
        autoFocus
        size="1"
        aria-label={`New name for ${tag.name}`}
        maxLength={100}
        value={draft}
        color={taken ? 'red' : undefined}
        title={taken ? 'Another tag has this name' : undefined}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit();
          if (e.key === 'Escape') {
            e.stopPropagation();
            onDone();
          }
        }}
        style={{ flex: 1 }}
      />
      <IconButton size="1" variant="soft" aria-label="Save name" loading={busy} disabled={!allowed && !unchanged} onClick={submit}>
        <CheckIcon />
      </IconButton>
      <IconButton size="1" variant="ghost" color="gray" aria-label="Cancel rename" onClick={onDone}>
        <Cross2Icon />
      </IconButton>
    </Flex>
  );
}

function ColorPicker({ actor, tag, disabled }: { actor: TagManagerActor; tag: Tag; disabled: boolean }) {
  const current = tagColor(tag.style);
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger disabled={disabled}>
        <IconButton size="1" variant="ghost" color="gray" aria-label={`Colour of ${tag.name}`}>
          <Swatch color={current ?? FALLBACK_TAG_COLOR} />
        </IconButton>
      </Popover.Trigger>
      <Popover.Content size="1" aria-label="Tag colours">
        <Flex gap="2" wrap="wrap" style={{ maxWidth: 150 }}>
          {TAG_COLORS.map((color) => (
            <IconButton
              key={color}
              size="1"
              variant={color === current ? 'outline' : 'ghost'}
              color="gray"
              aria-label={color}
              aria-pressed={color === current}
              onClick={() => {
                setOpen(false);
                actor.send({ type: 'tags.colorChanged', id: tag.id, color });
              }}
            >
              <Swatch color={color} size={16} />
            </IconButton>
          ))}
        </Flex>
      </Popover.Content>
    </Popover.Root>
  );
}

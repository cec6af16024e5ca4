// One row of the tag manager: colour swatch (opens the palette), name (inline rename), usage count,
// rename and delete buttons.
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Flex, IconButton, Popover, Text, TextField, Tooltip } from '@radix-ui/themes';
import { CheckIcon, Cross2Icon, Pencil1Icon, TrashIcon } from '@radix-ui/react-icons';
import type { Tag, TagEntityType } from '../../../machines/tagManager/tagManager.types.ts';
import { canRenameTag, cleanTagName, FALLBACK_TAG_COLOR, TAG_COLORS, tagColor } from '../../../machines/tagManager/tags.rules.ts';
import type { TagManagerActor } from './useTagManager.ts';
import { t } from '../../i18n/i18n.ts';
import { serverText } from '../../i18n/serverText.ts';
import { useT } from '../../i18n/useT.ts';

/** '1 machine', '3 places': how many carry a tag, in the user's language. */
export function usageText(count: number, entityType: TagEntityType): string {
  if (entityType === 0) return count === 1 ? t('1 machine') : t('{count} machines', { count });
  return count === 1 ? t('1 place') : t('{count} places', { count });
}

export function Swatch({ color, size = 14 }: { color: string; size?: number }) {
  return <span aria-hidden style={{ display: 'inline-block', width: size, height: size, borderRadius: '50%', background: color, flexShrink: 0 }} />;
}

export function TagRow({ actor, tag, entityType }: { actor: TagManagerActor; tag: Tag; entityType: TagEntityType }) {
  const translate = useT();
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
              <Tooltip content={translate('Rename')}>
                <IconButton
                  size="1"
                  variant="ghost"
                  color="gray"
                  aria-label={translate('Rename {name}', { name: tag.name })}
                  disabled={busy}
                  onClick={() => setRenaming(tag.name)}
                >
                  <Pencil1Icon />
                </IconButton>
              </Tooltip>
              <Tooltip content={translate('Delete')}>
                <IconButton
                  size="1"
                  variant="ghost"
                  color="red"
                  aria-label={translate('Delete {name}', { name: tag.name })}
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
            {serverText(error)}
          </Text>
        ) : null}
      </li>
    </Flex>
  );
}

function RenameField({ actor, tag, busy, onDone }: { actor: TagManagerActor; tag: Tag; busy: boolean; onDone: () => void }) {
  const translate = useT();
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
        aria-label={translate('New name for {name}', { name: tag.name })}
        maxLength={100}
        value={draft}
        color={taken ? 'red' : undefined}
        title={taken ? translate('Another tag has this name') : undefined}
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
      <IconButton size="1" variant="soft" aria-label={translate('Save name')} loading={busy} disabled={!allowed && !unchanged} onClick={submit}>
        <CheckIcon />
      </IconButton>
      <IconButton size="1" variant="ghost" color="gray" aria-label={translate('Cancel rename')} onClick={onDone}>
        <Cross2Icon />
      </IconButton>
    </Flex>
  );
}

function ColorPicker({ actor, tag, disabled }: { actor: TagManagerActor; tag: Tag; disabled: boolean }) {
  const translate = useT();
  const current = tagColor(tag.style);
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger disabled={disabled}>
        <IconButton size="1" variant="ghost" color="gray" aria-label={translate('Colour of {name}', { name: tag.name })}>
          <Swatch color={current ?? FALLBACK_TAG_COLOR} />
        </IconButton>
      </Popover.Trigger>
      <Popover.Content size="1" aria-label={translate('Tag colours')}>
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

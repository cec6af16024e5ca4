// The tag manager (features spec, 'Tags'): find or create a tag, rename, recolour, delete. The
// tagManager machine runs while the dialog is open; every change calls `onTagsChanged`.
import { useSelector } from '@xstate/react';
import { Box, Button, Callout, Dialog, Flex, ScrollArea, Spinner, Text, TextField } from '@radix-ui/themes';
import { ExclamationTriangleIcon, MagnifyingGlassIcon, PlusIcon } from '@radix-ui/react-icons';
import { TAGS_LOAD_FAILED } from '../../../machines/tagManager/tagManager.machine.ts';
import type { TagEntityType } from '../../../machines/tagManager/tagManager.types.ts';
import { canCreateTag, cleanTagName, filterTags } from '../../../machines/tagManager/tags.rules.ts';
import { ConfirmDeleteTag } from './ConfirmDeleteTag.tsx';
import { TagRow } from './TagRow.tsx';
import { useTagManager, type TagManagerActor } from './useTagManager.ts';
import { serverText } from '../../i18n/serverText.ts';
import { useT } from '../../i18n/useT.ts';

interface TagManagerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entityType?: TagEntityType;
  onTagsChanged: () => void;
}

export function TagManagerDialog({ open, onOpenChange, entityType = 0, onTagsChanged }: TagManagerDialogProps) {
  const translate = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="520px" aria-describedby={undefined}>
        <Dialog.Title mb="3">{entityType === 0 ? translate('Machine tags') : translate('Place tags')}</Dialog.Title>
        {/* Dialog.Content unmounts when closed: each opening loads the list afresh. */}
        <TagManagerBody entityType={entityType} onTagsChanged={onTagsChanged} />
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {translate('Close')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function TagManagerBody({ entityType, onTagsChanged }: { entityType: TagEntityType; onTagsChanged: () => void }) {
  const actor = useTagManager(entityType, onTagsChanged);
  const view = useSelector(actor, (s) => (s.hasTag('view:loading') ? 'loading' : s.hasTag('view:error') ? 'error' : 'list'));
  if (view === 'loading') {
    return (
      <Flex justify="center" py="6">
        <Spinner size="3" />
      </Flex>
    );
  }
  if (view === 'error') return <LoadError actor={actor} />;
  return (
    <Flex direction="column" gap="3">
      <SearchBox actor={actor} />
      <CreateRow actor={actor} />
      <TagList actor={actor} entityType={entityType} />
      <ConfirmDeleteTag actor={actor} entityType={entityType} />
    </Flex>
  );
}

function LoadError({ actor }: { actor: TagManagerActor }) {
  const translate = useT();
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>{translate(TAGS_LOAD_FAILED)}</Callout.Text>
      <Box>
        <Button size="1" color="red" variant="soft" onClick={() => actor.send({ type: 'tags.retry' })}>
          {translate('Try again')}
        </Button>
      </Box>
    </Callout.Root>
  );
}

function SearchBox({ actor }: { actor: TagManagerActor }) {
  const translate = useT();
  const query = useSelector(actor, (s) => s.context.query);
  return (
    <TextField.Root
      autoFocus
      aria-label={translate('Find or create a tag')}
      placeholder={translate('Find or create a tag')}
      maxLength={100}
      value={query}
      onChange={(e) => actor.send({ type: 'tags.queryChanged', text: e.target.value })}
      onKeyDown={(e) => {
        if (e.key === 'Enter') actor.send({ type: 'tags.createRequested' });
      }}
    >
      <TextField.Slot>
        <MagnifyingGlassIcon />
      </TextField.Slot>
    </TextField.Root>
  );
}

/** 'Create "<text>"': only while no tag has that name, ignoring case. */
function CreateRow({ actor }: { actor: TagManagerActor }) {
  const translate = useT();
  const query = useSelector(actor, (s) => s.context.query);
  const creatable = useSelector(actor, (s) => canCreateTag(s.context.query, s.context.tags));
  const creating = useSelector(actor, (s) => s.hasTag('busy:create'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => (s.context.rowError?.target === 'new' ? s.context.rowError.message : null));
  if (!creatable && !creating) return null;
  return (
    <Flex direction="column" gap="1">
      <Button
        variant="soft"
        loading={creating}
        disabled={busy}
        onClick={() => actor.send({ type: 'tags.createRequested' })}
        style={{ justifyContent: 'flex-start' }}
      >
        <PlusIcon /> {translate('Create “{name}”', { name: cleanTagName(query) })}
      </Button>
      {error ? (
        <Text size="1" color="red" role="alert">
          {serverText(error)}
        </Text>
      ) : null}
    </Flex>
  );
}

function TagList({ actor, entityType }: { actor: TagManagerActor; entityType: TagEntityType }) {
  const translate = useT();
  const tags = useSelector(actor, (s) => s.context.tags);
  const query = useSelector(actor, (s) => s.context.query);
  const shown = filterTags(tags, query);
  // A typed name nothing matches: the Create row says it all.
  if (shown.length === 0 && cleanTagName(query) !== '') return null;
  if (shown.length === 0) {
    return (
      <Text size="2" color="gray" align="center" my="3">
        No tags yet: type a name to create one.
      </Text>
    );
  }
  return (
    // scroll-fill-width: Radix sizes a scroll area's content to fit it, so a long tag name would widen
    // the list past the dialog and push the rename and delete buttons out of sight.
    <ScrollArea type="auto" scrollbars="vertical" className="scroll-fill-width" style={{ maxHeight: 360 }}>
      <ul role="list" aria-label={translate('Tags')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((tag) => (
          <TagRow key={tag.id} actor={actor} tag={tag} entityType={entityType} />
        ))}
      </ul>
    </ScrollArea>
  );
}

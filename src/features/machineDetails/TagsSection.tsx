// Tags (features spec: the tag manager's rules): in edit mode tags are added from the company's
// machine tags or created from typed text that matches none of them, ignoring case.
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { Badge, Box, Button, Flex, IconButton, Text, TextField } from '@radix-ui/themes';
import { Cross2Icon, PlusIcon } from '@radix-ui/react-icons';
import { canCreateTag, cleanTagName, filterTags, tagColor } from '../../../machines/tagManager/tags.rules.ts';
import { Section } from './DetailsSections.tsx';
import type { AssetDetailsActor } from './useAssetDetails.ts';
import { useT } from '../../i18n/useT.ts';
import { msg } from '../../i18n/i18n.ts';

export function TagsSection({ actor }: { actor: AssetDetailsActor }) {
  // `translate`: `t` names a tag below.
  const translate = useT();
  const editing = useSelector(actor, (s) => s.hasTag('mode:edit'));
  const all = useSelector(actor, (s) => s.context.loaded!.tags);
  const tagIds = useSelector(actor, (s) => s.context.tagIds);
  const creating = useSelector(actor, (s) => s.hasTag('busy:tag'));
  const [query, setQuery] = useState('');
  const chosen = tagIds.flatMap((id) => all.find((t) => t.id === id) ?? []);
  const offered = filterTags(
    all.filter((t) => !tagIds.includes(t.id)),
    query,
  ).slice(0, 8);
  const set = (ids: number[]) => actor.send({ type: 'details.tagsChanged', tagIds: ids });
  return (
    <Section title={msg('Tags')} rows={false}>
      <Box>
        {chosen.length === 0 ? (
          <Text color="gray">{translate('No tags')}</Text>
        ) : (
          <Flex gap="2" wrap="wrap" aria-label={translate('Machine tags')} role="list">
            {chosen.map((t) => (
              <Badge key={t.id} role="listitem" size="2" variant="soft" style={{ borderLeft: `4px solid ${tagColor(t.style) ?? '#868e96'}` }}>
                {t.name}
                {editing ? (
                  <IconButton
                    size="1"
                    variant="ghost"
                    aria-label={translate('Remove tag {name}', { name: t.name })}
                    onClick={() => set(tagIds.filter((id) => id !== t.id))}
                  >
                    <Cross2Icon />
                  </IconButton>
                ) : null}
              </Badge>
            ))}
          </Flex>
        )}
        {editing ? (
          <Flex direction="column" gap="2" mt="3">
            <TextField.Root
              aria-label={translate('Find or create a tag')}
              placeholder={translate('Find or create a tag')}
              maxLength={100}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <Flex gap="2" wrap="wrap">
              {offered.map((t) => (
                <Button key={t.id} size="1" variant="outline" onClick={() => (set([...tagIds, t.id]), setQuery(''))}>
                  <PlusIcon /> {t.name}
                </Button>
              ))}
              {canCreateTag(query, all) ? (
                <Button
                  size="1"
                  variant="soft"
                  loading={creating}
                  onClick={() => (actor.send({ type: 'details.tagCreateRequested', name: query }), setQuery(''))}
                >
                  <PlusIcon /> {translate('Create “{name}”', { name: cleanTagName(query) })}
                </Button>
              ) : null}
            </Flex>
          </Flex>
        ) : null}
      </Box>
    </Section>
  );
}

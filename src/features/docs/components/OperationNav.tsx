import { useMemo, useState } from 'react';
import { Box, Card, Flex, Heading, ScrollArea, Text, TextField } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { filterGroups, type ApiOperation, type ApiTagGroup } from '../openapi.catalogue.ts';
import { MethodBadge } from './MethodBadge.tsx';
import { PathText } from './PathText.tsx';
import { useT } from '../../../i18n/useT.ts';

interface Props {
  groups: ApiTagGroup[];
  selectedId: string | undefined;
  onSelect: (op: ApiOperation) => void;
}

/** The left column: a filter box and every operation, grouped by tag. */
export function OperationNav({ groups, selectedId, onSelect }: Props) {
  const t = useT();
  const [query, setQuery] = useState('');
  const visible = useMemo(() => filterGroups(groups, query), [groups, query]);
  const count = visible.reduce((n, g) => n + g.operations.length, 0);

  return (
    <Flex direction="column" height="100%" minHeight="0">
      <Box p="3" style={{ borderBottom: '1px solid var(--gray-a5)' }}>
        <TextField.Root
          type="search"
          placeholder={t('Filter operations')}
          aria-label={t('Filter operations')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        >
          <TextField.Slot>
            <MagnifyingGlassIcon height="16" width="16" />
          </TextField.Slot>
        </TextField.Root>
        <Text as="p" size="1" color="gray" mt="2" aria-live="polite">
          {query
            ? t('{count} of {total} operations', { count, total: groups.reduce((n, g) => n + g.operations.length, 0) })
            : t('{count} operations', { count })}
        </Text>
      </Box>
      <ScrollArea type="auto" scrollbars="vertical" style={{ flex: 1, minHeight: 0 }}>
        {/* The viewport's content box is display:table, sized by its widest unbreakable line: so paths
            break anywhere and summaries wrap (clamped), rather than truncate, to keep the column's width. */}
        <Box asChild p="3">
          <nav aria-label={t('API operations')}>
            {visible.length === 0 ? (
              <Text size="2" color="gray">
                {t('No operations match “{query}”.', { query })}
              </Text>
            ) : null}
            {visible.map((group) => (
              <Box asChild key={group.name} mb="4">
                <section aria-labelledby={`nav-${group.name}`}>
                  <Heading as="h2" size="1" id={`nav-${group.name}`} color="gray" mb="2" style={{ textTransform: 'uppercase', letterSpacing: '0.05em' }}>
                    {group.name}
                  </Heading>
                  <Flex asChild direction="column" gap="1">
                    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                      {group.operations.map((op) => (
                        <li key={op.id}>
                          <NavItem op={op} selected={op.id === selectedId} onSelect={onSelect} />
                        </li>
                      ))}
                    </ul>
                  </Flex>
                </section>
              </Box>
            ))}
          </nav>
        </Box>
      </ScrollArea>
    </Flex>
  );
}

const TWO_LINES = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

function NavItem({ op, selected, onSelect }: { op: ApiOperation; selected: boolean; onSelect: (op: ApiOperation) => void }) {
  return (
    <Card
      asChild
      size="1"
      variant={selected ? 'surface' : 'ghost'}
      style={{ width: '100%', margin: 0, textAlign: 'left', background: selected ? 'var(--accent-a3)' : undefined }}
    >
      <a
        href={`#${op.id}`}
        aria-current={selected ? 'page' : undefined}
        onClick={(e) => {
          e.preventDefault();
          onSelect(op);
        }}
      >
        <Flex gap="2" align="start">
          <MethodBadge method={op.method} />
          <Box minWidth="0">
            <Text as="div" size="1" style={{ fontFamily: 'var(--code-font-family)', overflowWrap: 'anywhere' }}>
              <PathText path={op.path} />
            </Text>
            {op.summary ? (
              <Text as="div" size="1" color="gray" style={TWO_LINES}>
                {op.summary}
              </Text>
            ) : null}
          </Box>
        </Flex>
      </a>
    </Card>
  );
}

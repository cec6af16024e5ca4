// A searchable time-zone select: ~400 IANA zones are too many to scroll through. Typing filters by
// name or offset ('stock', 'oslo', '+05:30'); arrows move, Enter picks, Escape closes.
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, Flex, Popover, ScrollArea, Text, TextField } from '@radix-ui/themes';
import { CheckIcon, ChevronDownIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { useT } from '../../i18n/useT.ts';

export interface TimeZoneOption {
  id: string;
  name: string;
}

const normalise = (s: string) => s.toLowerCase().replace(/_/g, ' ');

interface Props {
  id: string;
  zones: readonly TimeZoneOption[];
  value: string;
  onChange: (id: string) => void;
  invalid?: boolean;
  disabled?: boolean;
}

export function TimeZonePicker({ id, zones, value, onChange, invalid, disabled }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const list = useRef<HTMLDivElement>(null);
  const matches = useMemo(() => {
    const q = normalise(query.trim());
    return q === '' ? zones : zones.filter((z) => normalise(z.name).includes(q) || normalise(z.id).includes(q));
  }, [zones, query]);
  const selected = zones.find((z) => z.id === value);

  const openChange = (next: boolean) => {
    setOpen(next);
    setQuery('');
    setActive(
      Math.max(
        0,
        zones.findIndex((z) => z.id === value),
      ),
    );
  };
  const pick = (zone: TimeZoneOption | undefined) => {
    if (!zone) return;
    onChange(zone.id);
    openChange(false);
  };
  const move = (to: number) => {
    const index = Math.min(Math.max(to, 0), matches.length - 1);
    setActive(index);
    list.current?.querySelector(`[data-index="${index}"]`)?.scrollIntoView({ block: 'nearest' });
  };
  const keys = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') move(active + 1);
    else if (e.key === 'ArrowUp') move(active - 1);
    else if (e.key === 'Enter') pick(matches[active]);
    else return;
    e.preventDefault();
  };

  return (
    <Popover.Root open={open} onOpenChange={openChange}>
      <Popover.Trigger disabled={disabled}>
        <Button
          id={id}
          type="button"
          variant="surface"
          color={invalid ? 'red' : 'gray'}
          size="3"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          style={{ justifyContent: 'space-between', width: '100%', fontWeight: 'normal', color: selected ? 'var(--gray-12)' : 'var(--gray-a10)' }}
        >
          <Text truncate>{selected?.name ?? (value || t('Choose a time zone'))}</Text>
          <ChevronDownIcon />
        </Button>
      </Popover.Trigger>
      <Popover.Content align="start" style={{ width: 'var(--radix-popover-trigger-width)', padding: 8 }}>
        <TextField.Root
          autoFocus
          placeholder={t('Search time zones')}
          value={query}
          aria-label={t('Search time zones')}
          aria-controls={listId}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={keys}
        >
          <TextField.Slot>
            <MagnifyingGlassIcon />
          </TextField.Slot>
        </TextField.Root>
        <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 280, marginTop: 8 }}>
          <Box ref={list} id={listId} role="listbox" aria-label={t('Time zones')}>
            {matches.length === 0 ? (
              <Text as="p" size="2" color="gray" m="2">
                {t('No time zone matches ‘{query}’', { query })}
              </Text>
            ) : (
              matches.map((zone, index) => (
                <Flex
                  key={zone.id}
                  role="option"
                  aria-selected={zone.id === value}
                  data-index={index}
                  align="center"
                  justify="between"
                  gap="2"
                  px="2"
                  py="1"
                  onMouseEnter={() => setActive(index)}
                  onClick={() => pick(zone)}
                  style={{ cursor: 'pointer', borderRadius: 'var(--radius-2)', background: index === active ? 'var(--accent-a4)' : undefined }}
                >
                  <Text size="2">{zone.name}</Text>
                  {zone.id === value ? <CheckIcon /> : null}
                </Flex>
              ))
            )}
          </Box>
        </ScrollArea>
      </Popover.Content>
    </Popover.Root>
  );
}

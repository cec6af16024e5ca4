// "Find a machine" in the map's legend: a searchable list of the machines on the map. Choosing one
// selects it as a click on its dot would (?assetId, the map flies to it), without the canvas.
import { useState } from 'react';
import { Button, Flex, Popover, Text, TextField } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import type { MachinePosition } from './map.view.ts';
import { findMachines } from './machineSearch.ts';
import { useT } from '../../i18n/useT.ts';

const LIMIT = 50;

export function MachineFinder({ positions, onSelect }: { positions: readonly MachinePosition[]; onSelect: (assetId: number) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const { shown, more } = findMachines(positions, query, LIMIT);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger>
        <Button size="1" variant="soft">
          <MagnifyingGlassIcon /> {t('Find a machine')}
        </Button>
      </Popover.Trigger>
      <Popover.Content size="1" width="300px" aria-label={t('Find a machine')}>
        <Flex direction="column" gap="2">
          <TextField.Root
            size="1"
            placeholder={t('Name or internal id')}
            aria-label={t('Search machines')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <ul aria-label={t('Machines')} role="list" style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 280, overflowY: 'auto' }}>
            {shown.map((m) => (
              <li key={m.assetId}>
                <Button
                  size="1"
                  variant="ghost"
                  color="gray"
                  style={{ width: '100%', justifyContent: 'flex-start', margin: 0 }}
                  onClick={() => {
                    onSelect(m.assetId);
                    setOpen(false);
                  }}
                >
                  {m.name} <Text color="gray">{m.internalId}</Text>
                </Button>
              </li>
            ))}
          </ul>
          <Text size="1" color="gray" role="status">
            {shown.length === 0
              ? t('No machine matches')
              : more > 0
                ? t('{count} more: refine the search', { count: more })
                : t('{count} shown', { count: shown.length })}
          </Text>
        </Flex>
      </Popover.Content>
    </Popover.Root>
  );
}

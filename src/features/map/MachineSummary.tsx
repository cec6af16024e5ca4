// What a machine's dot says about it, in the hover card and in a pile's list: its name, internal id
// and family, the time of its last report in the user's zone, and whether it has gone silent.
import { Badge, Flex, Text } from '@radix-ui/themes';
import { familyName, formatPositionTime, isStale, type MachinePosition } from './map.view.ts';
import { useT } from '../../i18n/useT.ts';
import { useFormat } from '../../format/format.ts';

interface Props {
  machine: MachinePosition;
  families: readonly { id: number; name: string }[];
  now: number;
  /** The hover card's name stands out more than a list row's. */
  nameWeight?: 'bold' | 'medium';
}

export function MachineSummary({ machine, families, now, nameWeight = 'medium' }: Props) {
  const t = useT();
  const { zone } = useFormat();
  return (
    <Flex direction="column" gap="1" style={{ minWidth: 0 }}>
      <Text size="2" weight={nameWeight} truncate>
        {machine.name}
      </Text>
      <Text size="1" color="gray">
        {machine.internalId} · {t(familyName(machine.category, families))}
      </Text>
      <Flex gap="2" align="center">
        <Text size="1" color="gray">
          {formatPositionTime(machine.assetTime, zone)}
        </Text>
        {isStale(machine.assetTime, now) ? (
          <Badge size="1" color="gray">
            {t('No report in 24 h')}
          </Badge>
        ) : null}
      </Flex>
    </Flex>
  );
}

// The small card that follows the pointer over a machine dot.
import { Badge, Card, Flex, Text } from '@radix-ui/themes';
import { familyName, formatPositionTime, isStale, type MachinePosition } from './map.view.ts';
import { useT } from '../../i18n/useT.ts';

const OFFSET_PX = 14;
/** Room the card needs; nearer the container's right or bottom edge it opens the other way. */
const ROOM = { width: 300, height: 110 };

interface Props {
  /** pointer position in map-container pixels */
  x: number;
  y: number;
  container: { width: number; height: number };
  machine: MachinePosition;
  families: readonly { id: number; name: string }[];
  now: number;
}

export function MachineTooltip({ x, y, container, machine, families, now }: Props) {
  const t = useT();
  const left = x + ROOM.width + OFFSET_PX > container.width;
  const up = y + ROOM.height + OFFSET_PX > container.height;
  const position = {
    left: left ? undefined : x + OFFSET_PX,
    right: left ? container.width - x + OFFSET_PX : undefined,
    top: up ? undefined : y + OFFSET_PX,
    bottom: up ? container.height - y + OFFSET_PX : undefined,
  };
  return (
    <Card size="1" role="tooltip" data-testid="machine-tooltip" style={{ position: 'absolute', ...position, zIndex: 4, pointerEvents: 'none', maxWidth: 280 }}>
      <Flex direction="column" gap="1">
        <Text size="2" weight="bold" truncate>
          {machine.name}
        </Text>
        <Text size="1" color="gray">
          {machine.internalId} · {familyName(machine.category, families)}
        </Text>
        <Flex align="center" gap="2">
          <Text size="1">{formatPositionTime(machine.assetTime)}</Text>
          {isStale(machine.assetTime, now) ? (
            <Badge size="1" color="gray">
              {t('No report in 24 h')}
            </Badge>
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}

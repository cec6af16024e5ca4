// The small card that follows the pointer over a machine dot.
import { Card } from '@radix-ui/themes';
import type { MachinePosition } from './map.view.ts';
import { MachineSummary } from './MachineSummary.tsx';

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
      <MachineSummary machine={machine} families={families} now={now} nameWeight="bold" />
    </Card>
  );
}

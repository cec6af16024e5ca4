// A pile's machines spread around its point: one marker per machine on a circle or a spiral
// (spread.ts) with a leader line to where the machine really is. DOM buttons over the map's canvas,
// not deck.gl dots: each is a labelled, focusable target, and they follow the map as it pans.
import { useEffect, useState } from 'react';
import { useMapContext } from './mapContext.ts';
import { machineColor, type MachinePosition, type Rgba } from './map.view.ts';
import { pileCentre } from './pile.ts';
import { spreadOffsets } from './spread.ts';
import styles from './MachinePile.module.css';

const css = ([r, g, b, a]: Rgba) => `rgba(${r}, ${g}, ${b}, ${a / 255})`;

interface Props {
  machines: readonly MachinePosition[];
  now: number;
  selectedId: number | null;
  onChoose: (assetId: number) => void;
  /** pointer or keyboard focus on a marker (its centre in map pixels), to show the machine's card */
  onHover: (hover: { x: number; y: number; machine: MachinePosition } | null) => void;
}

export function PileSpread({ machines, now, selectedId, onChoose, onHover }: Props) {
  const { map } = useMapContext();
  // Re-laid out on every frame the map moves: a pan keeps the spread around its point.
  const [, setFrame] = useState(0);
  useEffect(() => {
    const redraw = () => setFrame((f) => f + 1);
    map.on('move', redraw);
    return () => {
      map.off('move', redraw);
    };
  }, [map]);

  const centre = map.project([pileCentre(machines).long, pileCentre(machines).lat]);
  const offsets = spreadOffsets(machines.length);
  const placed = machines.map((machine, i) => {
    const truth = map.project([machine.long, machine.lat]);
    return { machine, x: centre.x + offsets[i].x, y: centre.y + offsets[i].y, truth };
  });
  return (
    <div className={styles.spread} data-testid="pile-spread">
      <svg className={styles.legs} aria-hidden>
        {placed.map(({ machine, x, y, truth }) => (
          <line key={machine.assetId} x1={truth.x} y1={truth.y} x2={x} y2={y} stroke="rgb(15, 23, 42)" strokeOpacity={0.55} strokeWidth={1.5} />
        ))}
        {placed.map(({ machine, truth }) => (
          <circle key={machine.assetId} cx={truth.x} cy={truth.y} r={2.5} fill="rgb(15, 23, 42)" />
        ))}
      </svg>
      {placed.map(({ machine, x, y }) => (
        <button
          key={machine.assetId}
          type="button"
          className={styles.marker}
          data-asset-id={machine.assetId}
          aria-label={`${machine.name} (${machine.internalId})`}
          aria-current={machine.assetId === selectedId ? 'true' : undefined}
          style={{ left: x, top: y, background: css(machineColor(machine, now)) }}
          onClick={() => onChoose(machine.assetId)}
          onPointerEnter={() => onHover({ x, y, machine })}
          onPointerLeave={() => onHover(null)}
          onFocus={() => onHover({ x, y, machine })}
          onBlur={() => onHover(null)}
        />
      ))}
    </div>
  );
}

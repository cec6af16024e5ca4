// Machines piled at one point (machines/machinePile): spread around the point while they fit, or
// listed with a search; choosing one opens its panel and leaves the pile open. MachinesLayer decides
// what a click landed on and sends `pile.open`; this component draws the pile, moves the focus to its
// card, closes on Escape (giving the focus back to the map) and folds the spread when the user zooms.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { machinePileMachine } from '../../../machines/machinePile/machinePile.machine.ts';
import { membersMatching } from '../../../machines/machinePile/machinePile.rules.ts';
import { useMapContext } from './mapContext.ts';
import { MachineTooltip } from './MachineTooltip.tsx';
import { PileCard } from './PileCard.tsx';
import { PileSpread } from './PileSpread.tsx';
import { pileCentre } from './pile.ts';
import { spreadOffsets, spreadReach } from './spread.ts';
import type { MachinePosition } from './map.view.ts';

export type PileActor = ActorRefFrom<typeof machinePileMachine>;

interface Props {
  actor: PileActor;
  positions: readonly MachinePosition[];
  families: readonly { id: number; name: string }[];
  now: number;
  selectedId: number | null;
}

/** Room kept free around a spread when the map pans to show it whole. */
const MARGIN_PX = 16;

export function MachinePile({ actor, positions, families, now, selectedId }: Props) {
  const { map } = useMapContext();
  const view = useSelector(actor, (s) => (s.hasTag('view:spread') ? 'spread' : s.hasTag('view:list') ? 'list' : 'closed'));
  const members = useSelector(actor, (s) => s.context.members);
  const query = useSelector(actor, (s) => s.context.query);
  const shown = useSelector(actor, (s) => s.context.shown);
  const canSpread = useSelector(actor, (s) => s.can({ type: 'pile.spread' }));
  const hasMore = useSelector(actor, (s) => s.can({ type: 'pile.more' }));
  // The members as the positions read now (a refresh moves them; an archived one drops out).
  const machines = useMemo(() => {
    const byId = new Map(positions.map((p) => [p.assetId, p]));
    return members.flatMap((m) => byId.get(m.assetId) ?? []);
  }, [members, positions]);
  const matches = useMemo(() => membersMatching(machines, query), [machines, query]);
  const [hover, setHover] = useState<{ x: number; y: number; machine: MachinePosition } | null>(null);
  const card = useRef<HTMLDivElement>(null);

  // A new pile (or the other view of it) takes the focus, so the keyboard continues there.
  useEffect(() => {
    if (view !== 'closed') card.current?.focus({ preventScroll: true });
  }, [view, members]);

  // The spread is laid out for the zoom it opened at; a user's zoom folds it (a pan keeps it).
  useEffect(() => {
    if (view !== 'spread') return;
    const openedAt = map.getZoom();
    const onZoomEnd = () => {
      if (Math.abs(map.getZoom() - openedAt) > 1e-3) actor.send({ type: 'pile.zoomed' });
    };
    map.on('zoomend', onZoomEnd);
    return () => {
      map.off('zoomend', onZoomEnd);
    };
  }, [view, members, map, actor]);

  // A spread that would run off the map is brought into view, at the same zoom.
  useEffect(() => {
    if (view !== 'spread' || machines.length === 0) return;
    const centre = pileCentre(machines);
    const { x, y } = map.project([centre.long, centre.lat]);
    const reach = spreadReach(spreadOffsets(machines.length)) + MARGIN_PX;
    const { clientWidth: w, clientHeight: h } = map.getContainer();
    if (x - reach < 0 || y - reach < 0 || x + reach > w || y + reach > h) map.easeTo({ center: [centre.long, centre.lat], duration: 300 });
    // Only when a pile opens: a later pan by the user is theirs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view, members]);

  // Escape closes the pile from its card, its markers or the map itself; the map gets the focus back.
  useEffect(() => {
    if (view === 'closed') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target as Node | null;
      const container = map.getContainer().parentElement;
      if (target && container && !container.contains(target) && target !== document.body) return;
      event.preventDefault();
      actor.send({ type: 'pile.close' });
      map.getCanvas().focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [view, map, actor]);

  if (view === 'closed' || machines.length === 0) return null;
  const container = map.getContainer();
  return (
    <>
      {view === 'spread' ? (
        <PileSpread
          machines={machines}
          now={now}
          selectedId={selectedId}
          onChoose={(assetId) => actor.send({ type: 'pile.choose', assetId })}
          onHover={setHover}
        />
      ) : null}
      <PileCard
        ref={card}
        view={view}
        total={machines.length}
        rows={matches.slice(0, shown)}
        matches={matches.length}
        query={query}
        canSpread={canSpread}
        hasMore={hasMore}
        families={families}
        now={now}
        selectedId={selectedId}
        send={(event) => actor.send(event)}
      />
      {view === 'spread' && hover ? (
        <MachineTooltip
          x={hover.x}
          y={hover.y}
          container={{ width: container.clientWidth, height: container.clientHeight }}
          machine={hover.machine}
          families={families}
          now={now}
        />
      ) : null}
    </>
  );
}

// Where the machines of a pile are drawn when it is spread out: a circle for a few, a spiral for up
// to the spread's capacity (machines/machinePile, SPREAD_MAX), in pixels around the pile's centre.
// The classic "spiderfier" layout (Google Earth, OverlappingMarkerSpiderfier): every marker clear of
// its neighbours and of the pile itself, so each one can be clicked. Pure, for the unit tests.

/** A spread marker's diameter: a bigger target than a dot. */
export const SPREAD_MARKER_PX = 22;
/** Up to this many the markers stand on a circle; more wind out on a spiral. */
const CIRCLE_MAX = 8;
/** Centre-to-centre distance between neighbours on the circle and along the spiral. */
const SEPARATION_PX = SPREAD_MARKER_PX + 10;
/** Nearest a marker comes to the pile, so the pile's own dots stay visible between the legs. */
const CLEARANCE_PX = 40;
/** How fast the spiral widens: each turn is this many separations further out. */
const SPIRAL_GROWTH = 1.15;

export interface Offset {
  x: number;
  y: number;
}

export function spreadOffsets(count: number): Offset[] {
  if (count <= CIRCLE_MAX) {
    const radius = Math.max(CLEARANCE_PX, (count * SEPARATION_PX) / (2 * Math.PI));
    // The first at the top, then clockwise.
    return Array.from({ length: count }, (_, i) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
      return { x: Math.round(radius * Math.cos(angle)), y: Math.round(radius * Math.sin(angle)) };
    });
  }
  // Archimedean spiral r = CLEARANCE + b·θ, stepped so that neighbours are SEPARATION apart along it.
  const b = (SPIRAL_GROWTH * SEPARATION_PX) / (2 * Math.PI);
  const offsets: Offset[] = [];
  let angle = -Math.PI / 2;
  let radius = CLEARANCE_PX;
  for (let i = 0; i < count; i++) {
    offsets.push({ x: Math.round(radius * Math.cos(angle)), y: Math.round(radius * Math.sin(angle)) });
    angle += SEPARATION_PX / radius;
    radius = CLEARANCE_PX + b * (angle + Math.PI / 2);
  }
  return offsets;
}

/** How far the spread reaches from its centre (for keeping it inside the view). */
export const spreadReach = (offsets: readonly Offset[]) => Math.max(0, ...offsets.map((o) => Math.hypot(o.x, o.y))) + SPREAD_MARKER_PX / 2;

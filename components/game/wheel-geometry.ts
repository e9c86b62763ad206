// The wheel's drawing: every slice as wide as its real chance (no fake slices), and where to turn so the slice the
// server chose stops under the pointer at the top.

export type Slice = { position: number; label: string; color: string; probability: number };
export type SliceArc = Slice & { start: number; end: number; path: string; mid: number };

const point = (cx: number, r: number, degrees: number) => {
  const rad = ((degrees - 90) * Math.PI) / 180;
  return `${(cx + r * Math.cos(rad)).toFixed(2)} ${(cx + r * Math.sin(rad)).toFixed(2)}`;
};

/** Arcs clockwise from 12 o'clock, in degrees. */
export function sliceArcs(slices: Slice[], radius: number): SliceArc[] {
  let angle = 0;
  return slices.map((slice) => {
    const start = angle;
    const end = angle + slice.probability * 360;
    angle = end;
    const large = end - start > 180 ? 1 : 0;
    const path = `M ${radius} ${radius} L ${point(radius, radius, start)} A ${radius} ${radius} 0 ${large} 1 ${point(radius, radius, end)} Z`;
    return { ...slice, start, end, mid: (start + end) / 2, path };
  });
}

/** The wheel's next rotation (degrees, always forward, at least `turns` full turns) to stop `arc` under the pointer. */
export function rotationFor(current: number, arc: Pick<SliceArc, 'start' | 'end'>, turns = 5, jitter = 0): number {
  const width = arc.end - arc.start;
  // Somewhere inside the slice, never on its edge (jitter in [-1, 1] moves it up to 35% of the way to an edge).
  const target = (arc.start + arc.end) / 2 + jitter * width * 0.35;
  const wanted = (360 - (target % 360) + 360) % 360;
  const now = ((current % 360) + 360) % 360;
  return current + turns * 360 + ((wanted - now + 360) % 360);
}

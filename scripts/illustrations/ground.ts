/** The ground plane: lawn, street, sidewalk, driveway, walkways and cast shadows. */
import { mix, shade } from "./color";
import { project, type Vec3, type View } from "./projection";
import { num, path, polyPath, rect, type Point, type SvgDoc } from "./svg";
import type { Tone } from "./tone";

/** A polygon on the ground (y = 0), given as [x, z] pairs. */
export function groundPoly(
  view: View,
  pts: ReadonlyArray<readonly [number, number]>,
  attrs: Record<string, string | number>,
): string {
  return path(polyPath(pts.map(([x, z]) => project(view, [x, 0, z]))), attrs);
}

/** Lawn from the horizon down, with a soft lighter band in the middle distance. */
export function lawn(doc: SvgDoc, tone: Tone, width: number, height: number, horizon: number): string {
  return rect(0, horizon, width, height - horizon, {
    fill: doc.linear([
      [0, shade(tone.lawn[0], -0.08)],
      [0.35, tone.lawn[0]],
      [1, tone.lawn[1]],
    ]),
  });
}

/** Sidewalk and curb across the whole frame, with the street beyond them towards the viewer. */
export function streetAndWalk(
  doc: SvgDoc,
  view: View,
  tone: Tone,
  width: number,
  zWalk: number,
  street = true,
): string {
  const walkFront = zWalk - 4.5;
  const curb = walkFront - 3;
  const yWalkBack = project(view, [0, 0, zWalk])[1];
  const yWalkFront = project(view, [0, 0, walkFront])[1];
  const yCurb = project(view, [0, 0, curb])[1];
  const yFar = project(view, [0, 0, curb - 60])[1];
  const concrete = tone.grade("#dcd6cb");
  const asphalt = tone.grade("#6a7077");
  const parts = [rect(0, yWalkBack, width, yWalkFront - yWalkBack, { fill: concrete })];
  if (street) {
    parts.push(rect(0, yCurb, width, 2, { fill: shade(concrete, 0.1) }));
    parts.push(
      rect(0, yCurb + 2, width, Math.max(0, yFar - yCurb), {
        fill: doc.linear([
          [0, asphalt],
          [1, shade(asphalt, -0.15)],
        ]),
      }),
    );
  }
  let joints = "";
  for (let x = -200; x < 400; x += 5) {
    const [ax, ay] = project(view, [x, 0, zWalk]);
    const [bx, by] = project(view, [x, 0, walkFront]);
    if (Math.max(ax, bx) < 0 || Math.min(ax, bx) > width) continue;
    joints += `M${num(ax, 0)} ${num(ay, 0)}l${num(bx - ax, 0)} ${num(by - ay, 0)}`;
  }
  parts.push(path(joints, { stroke: shade(concrete, -0.18), "stroke-width": 1 }));
  return parts.join("");
}

/** A driveway from a garage front to the sidewalk line, with expansion joints. */
export function driveway(
  view: View,
  tone: Tone,
  x0: number,
  x1: number,
  zGarage: number,
  zEnd: number,
  flare = 2,
): string {
  const concrete = tone.grade("#d6d0c4");
  const pts: Array<[number, number]> = [
    [x0 - 1, zGarage],
    [x1 + 1, zGarage],
    [x1 + 1 + flare, zEnd],
    [x0 - 1 - flare, zEnd],
  ];
  let joints = "";
  const zMid = (zGarage + zEnd) / 2;
  const line = (a: Vec3, b: Vec3) => {
    const [ax, ay] = project(view, a);
    const [bx, by] = project(view, b);
    return `M${num(ax)} ${num(ay)}L${num(bx)} ${num(by)}`;
  };
  joints += line([x0 - 1 - flare / 2, 0, zMid], [x1 + 1 + flare / 2, 0, zMid]);
  joints += line([(x0 + x1) / 2, 0, zGarage], [(x0 + x1) / 2, 0, zEnd]);
  return (
    groundPoly(view, pts, { fill: concrete }) +
    path(joints, { stroke: shade(concrete, -0.16), "stroke-width": 1 }) +
    groundPoly(
      view,
      [
        [x0 - 1, zGarage],
        [x1 + 1, zGarage],
        [x1 + 1, zGarage - 3],
        [x0 - 1, zGarage - 3],
      ],
      { fill: tone.shadowColor, "fill-opacity": 0.08 },
    )
  );
}

/** Paver walkway between two ground points. */
export function walkway(
  view: View,
  tone: Tone,
  from: readonly [number, number],
  to: readonly [number, number],
  w = 3.5,
): string {
  const pavers = tone.grade("#c9b9a0");
  const [fx, fz] = from;
  const [tx, tz] = to;
  return groundPoly(
    view,
    [
      [fx - w / 2, fz],
      [fx + w / 2, fz],
      [tx + w / 2, tz],
      [tx - w / 2, tz],
    ],
    { fill: pavers },
  );
}

function hull(points: Point[]): Point[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const crossZ = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && crossZ(lower[lower.length - 2] as Point, lower[lower.length - 1] as Point, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (const p of [...pts].reverse()) {
    while (upper.length >= 2 && crossZ(upper[upper.length - 2] as Point, upper[upper.length - 1] as Point, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** The shadow a box (of `height`) casts on the ground along the light. */
export function castShadow(
  view: View,
  tone: Tone,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  height: number,
): string {
  const [lx, ly, lz] = tone.light;
  const k = height / Math.max(0.25, ly);
  const dx = -lx * k;
  const dz = -lz * k;
  const corners: Point[] = [
    [x0, z0],
    [x1, z0],
    [x1, z1],
    [x0, z1],
  ];
  const pts = hull([...corners, ...corners.map(([x, z]): Point => [x + dx, z + dz])]);
  return groundPoly(view, pts, { fill: tone.shadowColor, "fill-opacity": num(tone.groundShadowOpacity, 2) });
}

/** A soft darker strip where walls meet the ground. */
export function contactShadow(view: View, tone: Tone, x0: number, x1: number, z: number): string {
  return groundPoly(
    view,
    [
      [x0 - 0.5, z],
      [x1 + 0.5, z],
      [x1 + 0.5, z - 1.6],
      [x0 - 0.5, z - 1.6],
    ],
    { fill: tone.shadowColor, "fill-opacity": 0.14 },
  );
}

/** A mulch bed along a wall front. */
export function bed(view: View, tone: Tone, x0: number, x1: number, z: number, depth = 3.5): string {
  return groundPoly(
    view,
    [
      [x0, z],
      [x1, z],
      [x1, z - depth],
      [x0, z - depth],
    ],
    { fill: mix(tone.grade("#7a5b43"), tone.lawn[1], 0.25) },
  );
}

/** Faint mowing stripes running away from the viewer. */
export function mowingStripes(
  view: View,
  tone: Tone,
  x0: number,
  x1: number,
  zBack: number,
  zFront: number,
  width = 8,
): string {
  let d = "";
  for (let x = x0; x < x1; x += width * 2) {
    d += polyPath(
      [
        project(view, [x, 0, zBack]),
        project(view, [x + width, 0, zBack]),
        project(view, [x + width, 0, zFront]),
        project(view, [x, 0, zFront]),
      ],
      0,
    );
  }
  return path(d, { fill: shade(tone.lawn[0], 0.12), "fill-opacity": 0.25 });
}

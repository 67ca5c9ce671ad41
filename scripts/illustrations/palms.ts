/** Palms and other trees, drawn in screen space from a base point on the ground. */
import { mix, shade } from "./color";
import type { Rng } from "./random";
import { circle, group, linePath, num, path, polyPath, type Point, type SvgDoc } from "./svg";
import type { Tone } from "./tone";

type Curve = { p0: Point; p1: Point; p2: Point };

function bezier({ p0, p1, p2 }: Curve, t: number): Point {
  const a = (1 - t) * (1 - t);
  const b = 2 * (1 - t) * t;
  const c = t * t;
  return [a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]];
}

function tangent({ p0, p1, p2 }: Curve, t: number): Point {
  const x = 2 * (1 - t) * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0]);
  const y = 2 * (1 - t) * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1]);
  const length = Math.hypot(x, y) || 1;
  return [x / length, y / length];
}

export type PalmColors = { trunk: string; trunkDark: string; frond: string; frondDark: string; frondLight: string };

export function palmColors(tone: Tone, rng: Rng): PalmColors {
  const green = rng.pick(["#4f8a55", "#5a9150", "#4a8160", "#5d8c4a"]);
  return {
    trunk: tone.grade("#b59a7a"),
    trunkDark: tone.grade("#7d6650"),
    frond: tone.grade(green),
    frondDark: tone.grade(shade(green, -0.28)),
    frondLight: tone.grade(mix(green, "#c9dd8a", 0.35)),
  };
}

/**
 * One frond seen from the side: an arching rib with leaflets hanging from it, combed towards the
 * tip, which is how a coconut or royal palm reads at a distance.
 */
function frond(
  start: Point,
  angle: number,
  length: number,
  droop: number,
  width: number,
  steps: number,
): { outline: string; rib: string } {
  const dir: Point = [Math.cos(angle), Math.sin(angle)];
  const end: Point = [start[0] + dir[0] * length, start[1] + dir[1] * length + droop * length];
  const control: Point = [start[0] + dir[0] * length * 0.5, start[1] + dir[1] * length * 0.5 - length * 0.22];
  const curve = { p0: start, p1: control, p2: end };
  const upper: Point[] = [];
  const lower: Point[] = [];
  for (let i = 1; i <= steps; i++) {
    const t = i / (steps + 1);
    const [sx, sy] = bezier(curve, t);
    const [tx, ty] = tangent(curve, t);
    // The normal on the underside (screen y down).
    let nx = -ty;
    let ny = tx;
    if (ny < 0) {
      nx = -nx;
      ny = -ny;
    }
    const profile = Math.pow(Math.sin(Math.PI * Math.min(1, 0.12 + t * 0.95)), 0.6);
    const w = width * profile;
    upper.push([sx - nx * w * 0.22, sy - ny * w * 0.22]);
    const [bx, by] = bezier(curve, t - 0.6 / (steps + 1));
    // Leaflet: long and narrow, hanging down and combed towards the tip.
    const lx = nx * 0.75 + tx * 0.55;
    const ly = ny * 0.75 + ty * 0.55 + 0.55;
    const ll = Math.hypot(lx, ly);
    const reach = w * 2.1;
    lower.push(
      [bx + nx * w * 0.15, by + ny * w * 0.15],
      [sx + (lx / ll) * reach, sy + (ly / ll) * reach],
      [sx + nx * w * 0.12 + tx * w * 0.3, sy + ny * w * 0.12 + ty * w * 0.3],
    );
  }
  const outline = [start, ...upper, end, ...lower.reverse()];
  return {
    outline: polyPath(outline, 0),
    rib: `M${num(start[0], 0)} ${num(start[1], 0)}Q${num(control[0], 0)} ${num(control[1], 0)} ${num(end[0], 0)} ${num(end[1], 0)}`,
  };
}

export type PalmOptions = { x: number; y: number; height: number; lean?: number; colors: PalmColors };

/** A palm tree standing at (x, y), `height` pixels tall. */
export function palm(doc: SvgDoc, rng: Rng, { x, y, height, lean = 0, colors }: PalmOptions): string {
  const top: Point = [x + lean * height, y - height];
  const trunkCurve = {
    p0: [x, y] as Point,
    p1: [x + lean * height * 0.15 - lean * 0.1 * height, y - height * 0.55] as Point,
    p2: top,
  };
  const baseWidth = height * 0.05;
  const topWidth = height * 0.03;
  const left: Point[] = [];
  const right: Point[] = [];
  const rings: string[] = [];
  const steps = 10;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const [px, py] = bezier(trunkCurve, t);
    const [tx, ty] = tangent(trunkCurve, t);
    const w = (baseWidth + (topWidth - baseWidth) * t) * (i === 0 ? 1.25 : 1);
    left.push([px + ty * w, py - tx * w]);
    right.push([px - ty * w, py + tx * w]);
    if (i > 0 && i < steps && i % 2 === 0) {
      rings.push(
        linePath([
          [px + ty * w * 0.95, py - tx * w * 0.95],
          [px - ty * w * 0.2 + tx * 1.5, py + tx * w * 0.2 + ty * 1.5],
          [px - ty * w * 0.95, py + tx * w * 0.95],
        ]),
      );
    }
  }
  const trunkFill = doc.linear(
    [
      [0, colors.trunk],
      [0.55, colors.trunk],
      [1, colors.trunkDark],
    ],
    [0, 0],
    [1, 0],
  );
  const parts: string[] = [];
  parts.push(path(polyPath([...left, ...right.reverse()], 0), { fill: trunkFill }));
  parts.push(
    path(rings.join(""), {
      fill: "none",
      stroke: colors.trunkDark,
      "stroke-width": num(Math.max(0.7, height * 0.004), 2),
      "stroke-opacity": 0.55,
    }),
  );

  const count = rng.int(9, 11);
  const length = height * rng.range(0.34, 0.4);
  const width = length * 0.1;
  const detail = height > 320 ? 8 : height > 290 ? 6 : 5;
  const layers = { back: { outline: "", rib: "" }, front: { outline: "", rib: "" }, light: { outline: "", rib: "" } };
  for (let i = 0; i < count; i++) {
    // Fan out over the upper half and a little below the horizontal on both sides.
    const t = (i + rng.range(0.2, 0.8)) / count;
    const angle = -Math.PI - 0.45 + t * (Math.PI + 0.9);
    const sideways = Math.abs(Math.cos(angle));
    const len = length * rng.range(0.85, 1.08) * (0.7 + 0.3 * sideways);
    const droop = rng.range(0.2, 0.38) + (1 - sideways) * 0.25;
    const layer = i % 2 === 1 ? layers.back : rng.chance(0.35) ? layers.light : layers.front;
    const f = frond(top, angle, len, droop, width, detail);
    layer.outline += f.outline;
    layer.rib += f.rib;
  }
  const ribWidth = num(Math.max(0.8, width * 0.14), 1);
  const paint = (layer: { outline: string; rib: string }, fill: string, rib: string) =>
    layer.outline
      ? path(layer.outline, { fill }) +
        path(layer.rib, { fill: "none", stroke: rib, "stroke-width": ribWidth, "stroke-linecap": "round" })
      : "";
  parts.push(paint(layers.back, colors.frondDark, colors.frond));
  parts.push(
    group(
      { fill: shade(colors.trunkDark, -0.25) },
      circle(top[0] - height * 0.012, top[1] + height * 0.018, height * 0.014),
      circle(top[0] + height * 0.013, top[1] + height * 0.02, height * 0.013),
      circle(top[0], top[1] + height * 0.03, height * 0.012),
    ),
  );
  parts.push(paint(layers.front, colors.frond, colors.frondDark));
  parts.push(paint(layers.light, colors.frondLight, colors.frondDark));
  return group({}, ...parts);
}

/** A distant palm silhouette: a thin trunk and stroked fronds, a few dozen bytes. */
export function farPalm(rng: Rng, x: number, y: number, height: number): string {
  const top: Point = [x + rng.range(-0.12, 0.12) * height, y - height];
  let d = `M${num(x, 0)} ${num(y, 0)}Q${num(x, 0)} ${num(y - height * 0.6, 0)} ${num(top[0], 0)} ${num(top[1], 0)}`;
  const n = rng.int(6, 8);
  for (let i = 0; i < n; i++) {
    const a = -Math.PI - 0.3 + ((i + 0.5) / n) * (Math.PI + 0.6);
    const len = height * rng.range(0.28, 0.36);
    const ex = top[0] + Math.cos(a) * len;
    const ey = top[1] + Math.sin(a) * len + len * 0.45;
    d += `M${num(top[0], 0)} ${num(top[1], 0)}Q${num(top[0] + Math.cos(a) * len * 0.6, 0)} ${num(top[1] + Math.sin(a) * len * 0.6 - len * 0.2, 0)} ${num(ex, 0)} ${num(ey, 0)}`;
  }
  return path(d, { fill: "none", "stroke-width": num(Math.max(1.2, height * 0.03), 1), "stroke-linecap": "round" });
}

/** Circles of a shrub: the body and its lit top, as circle elements. */
function shrubCircles(rng: Rng, x: number, y: number, w: number): { base: string; top: string } {
  let base = "";
  let top = "";
  const n = Math.max(3, Math.round(w / 14));
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0.5 : i / (n - 1);
    const r = (w / n) * rng.range(0.75, 1.05) * (1 - Math.abs(t - 0.5) * 0.5);
    const cx = x - w / 2 + w * (0.12 + 0.76 * t);
    const cy = y - r * rng.range(0.8, 1.0);
    base += `<circle cx="${num(cx, 0)}" cy="${num(cy, 0)}" r="${num(r, 0)}"/>`;
    top += `<circle cx="${num(cx - r * 0.22, 0)}" cy="${num(cy - r * 0.25, 0)}" r="${num(r * 0.62, 0)}"/>`;
  }
  return { base, top };
}

/** A rounded shrub: a cluster of circles with a lit top. */
export function shrub(rng: Rng, x: number, y: number, w: number, color: string, light: string): string {
  return shrubs(rng, [[x, y, w]], color, light);
}

/** Several shrubs of one planting, sharing two groups. */
export function shrubs(
  rng: Rng,
  list: ReadonlyArray<readonly [number, number, number]>,
  color: string,
  light: string,
): string {
  let base = "";
  let top = "";
  for (const [x, y, w] of list) {
    const c = shrubCircles(rng, x, y, w);
    base += c.base;
    top += c.top;
  }
  return group({ fill: color }, base) + group({ fill: light, "fill-opacity": 0.55 }, top);
}

/** A broad live oak: trunk and a layered canopy. */
export function oak(rng: Rng, x: number, y: number, size: number, tone: Tone): string {
  const trunk = tone.grade("#6b5645");
  const dark = tone.grade("#3f6445");
  const mid = tone.grade("#557d4f");
  const light = tone.grade("#7a9c5e");
  const parts: string[] = [];
  parts.push(
    path(
      `M${num(x - size * 0.06)} ${num(y)}L${num(x - size * 0.035)} ${num(y - size * 0.5)}L${num(x - size * 0.2)} ${num(y - size * 0.75)}L${num(x - size * 0.16)} ${num(y - size * 0.78)}L${num(x)} ${num(y - size * 0.6)}L${num(x + size * 0.18)} ${num(y - size * 0.8)}L${num(x + size * 0.21)} ${num(y - size * 0.76)}L${num(x + size * 0.04)} ${num(y - size * 0.5)}L${num(x + size * 0.07)} ${num(y)}Z`,
      { fill: trunk },
    ),
  );
  const blobs = (fill: string, count: number, spread: number, rise: number, radius: number) => {
    const circles: string[] = [];
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2 + rng.range(-0.3, 0.3);
      circles.push(
        circle(
          x + Math.cos(a) * size * spread * 1.25,
          y - size * rise + Math.sin(a) * size * spread * 0.6,
          size * radius * rng.range(0.85, 1.15),
        ),
      );
    }
    return group({ fill }, ...circles);
  };
  parts.push(blobs(dark, 7, 0.3, 0.85, 0.22));
  parts.push(blobs(mid, 6, 0.22, 0.92, 0.18));
  parts.push(blobs(light, 4, 0.14, 1.02, 0.12));
  return group({}, ...parts);
}

/** A band of distant trees along the horizon, as one soft silhouette. */
export function treeLine(rng: Rng, width: number, baseY: number, height: number, fill: string, opacity = 1): string {
  let d = `M-10 ${num(baseY + 4, 0)}V${num(baseY - height * 0.4, 0)}`;
  let x = -10;
  let y = baseY - height * 0.4;
  while (x < width + 10) {
    const step = rng.range(18, 46);
    const h = height * rng.range(0.35, 1);
    const ny = baseY - height * rng.range(0.25, 0.5);
    d += `q${num(step * 0.5, 0)} ${num(baseY - h - step * 0.35 - y, 0)} ${num(step, 0)} ${num(ny - y, 0)}`;
    x += Math.round(step);
    y += Math.round(ny - y);
  }
  d += `V${num(baseY + 4, 0)}z`;
  return path(d, { fill, "fill-opacity": opacity === 1 ? undefined : num(opacity, 2) });
}

/** A small flowering tree (crape myrtle): a few slender stems and a rounded blossom crown. */
export function floweringTree(rng: Rng, x: number, y: number, size: number, tone: Tone, bloom: string): string {
  const stem = tone.grade("#8a6f5a");
  let stems = "";
  for (const dx of [-0.08, 0, 0.07])
    stems += `M${num(x + dx * size * 0.3, 0)} ${num(y, 0)}Q${num(x + dx * size, 0)} ${num(y - size * 0.4, 0)} ${num(x + dx * size * 1.8, 0)} ${num(y - size * 0.62, 0)}`;
  const leaf = tone.grade("#5f8a4f");
  const flower = tone.grade(bloom);
  const light = tone.grade(mix(bloom, "#ffffff", 0.35));
  const blob = (fill: string, n: number, spread: number, rise: number, r: number) => {
    const circles: string[] = [];
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + rng.range(-0.3, 0.3);
      circles.push(
        `<circle cx="${num(x + Math.cos(a) * size * spread, 0)}" cy="${num(y - size * rise + Math.sin(a) * size * spread * 0.55, 0)}" r="${num(size * r * rng.range(0.85, 1.15), 0)}"/>`,
      );
    }
    return group({ fill }, ...circles);
  };
  return (
    path(stems, {
      fill: "none",
      stroke: stem,
      "stroke-width": num(Math.max(1, size * 0.03), 1),
      "stroke-linecap": "round",
    }) +
    blob(leaf, 6, 0.22, 0.78, 0.17) +
    blob(flower, 6, 0.2, 0.84, 0.14) +
    blob(light, 4, 0.12, 0.92, 0.09)
  );
}

/** A big foreground bush, cropped by the frame edge: a few large lobes, lit on top, with blossoms. */
export function foregroundBush(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  color: string,
  light: string,
  bloom?: string,
): string {
  const lobes: string[] = [];
  const tops: string[] = [];
  let blossoms = "";
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    const r = w * rng.range(0.16, 0.24) * (1 - Math.abs(t - 0.5) * 0.6);
    const cx = x - w / 2 + w * t;
    const cy = y - r * rng.range(0.5, 1.1);
    lobes.push(`<circle cx="${num(cx, 0)}" cy="${num(cy, 0)}" r="${num(r, 0)}"/>`);
    tops.push(`<circle cx="${num(cx - r * 0.25, 0)}" cy="${num(cy - r * 0.3, 0)}" r="${num(r * 0.6, 0)}"/>`);
    if (bloom) {
      for (let k = 0; k < 2; k++) {
        const a = rng.range(Math.PI, Math.PI * 2);
        const br = Math.max(2, Math.round(w * 0.014));
        const bx = cx + Math.cos(a) * r * rng.range(0.3, 0.85);
        const by = cy + Math.sin(a) * r * rng.range(0.3, 0.85);
        if (bx < -br) continue;
        blossoms += `M${num(bx - br, 0)} ${num(by, 0)}a${br} ${br} 0 1 0 ${2 * br} 0a${br} ${br} 0 1 0 ${-2 * br} 0z`;
      }
    }
  }
  return (
    group({ fill: color }, ...lobes) +
    group({ fill: light, "fill-opacity": 0.5 }, ...tops) +
    (blossoms ? path(blossoms, { fill: bloom }) : "")
  );
}

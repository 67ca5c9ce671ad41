/**
 * A full picture of a home: sky, horizon trees, lawn, street, the house with its shadow,
 * landscaping and palms, framed so the house fills the picture whatever its size.
 */
import { shade } from "./color";
import { bed, castShadow, contactShadow, driveway, lawn, mowingStripes, streetAndWalk, walkway } from "./ground";
import { drawHouse, planHouse, type HousePlan, type HouseSpec, type RoofDecor } from "./house";
import { farPalm, floweringTree, palm, palmColors, shrubs, treeLine } from "./palms";
import { car, CAR_COLORS } from "./props";
import { project, type View } from "./projection";
import { Rng } from "./random";
import { drawSky } from "./sky";
import { group, num, rect, type SvgDoc } from "./svg";
import { toneFor, type TimeOfDay, type Tone } from "./tone";

export type Frame2D = { width: number; height: number };

/** Extra drawing at given depths: behind the house, in front of it, or over everything. */
export type SceneExtras = {
  decor?: RoofDecor;
  /** On the ground before the house (e.g. a tarp laid out, a dumpster behind). */
  ground?: (view: View, tone: Tone, plan: HousePlan) => string;
  /** After the house and landscaping (trucks, ladders, drones, rain). */
  front?: (view: View, tone: Tone, plan: HousePlan) => string;
  /** Overrides for the sky (e.g. storm clouds count). */
  clouds?: number;
  /** Share of the frame width the house should fill. */
  fill?: number;
  /** Where the ground line (front of the house) sits, as a share of the height. */
  groundAt?: number;
  /** Horizontal centre of the house as a share of the width. */
  centerAt?: number;
  palms?: number;
  noMirror?: boolean;
  /** Show the street beyond the sidewalk (default true). */
  street?: boolean;
  /** Feet from the front of the house to the sidewalk. */
  walkAt?: number;
  /** Seeded yard details (car, mailbox, flowering tree); default on. */
  yard?: boolean;
};

export type HouseSceneSpec = HouseSpec & { time: TimeOfDay; seed: number };

/** The tone for a picture, mirrored when the house is. */
export function sceneTone(time: TimeOfDay, mirrored: boolean): Tone {
  const tone = toneFor(time);
  if (!mirrored) return tone;
  return {
    ...tone,
    light: [-tone.light[0], tone.light[1], tone.light[2]],
    sun: tone.sun ? { ...tone.sun, x: 1 - tone.sun.x } : undefined,
  };
}

/** A camera that frames the plan. */
export function frameView(
  plan: HousePlan,
  frame: Frame2D,
  opts: { kx: number; ky: number; fill: number; groundAt: number; centerAt: number; mirrored: boolean },
): View {
  const unit: View = { ox: 0, oy: 0, s: 1, kx: opts.kx, ky: opts.ky };
  const corners = [
    project(unit, [plan.x0, 0, plan.z0]),
    project(unit, [plan.x1, 0, plan.z1]),
    project(unit, [plan.x0, plan.top, plan.z1]),
    project(unit, [plan.x1, plan.top, plan.z0]),
  ];
  const minX = Math.min(...corners.map((c) => c[0]));
  const maxX = Math.max(...corners.map((c) => c[0]));
  const minY = Math.min(...corners.map((c) => c[1]));
  const byWidth = (frame.width * opts.fill) / (maxX - minX);
  const byHeight = (frame.height * opts.groundAt * 0.74) / -minY;
  const s = Math.min(byWidth, byHeight);
  const ox = frame.width * opts.centerAt - s * ((minX + maxX) / 2);
  const view: View = { ox, oy: frame.height * opts.groundAt, s, kx: opts.kx, ky: opts.ky };
  return opts.mirrored ? { ...view, mirrorAt: frame.width / 2 } : view;
}

export function houseScene(doc: SvgDoc, frame: Frame2D, spec: HouseSceneSpec, extras: SceneExtras = {}): string {
  const rng = new Rng(spec.seed);
  const layoutRng = rng.fork(1);
  const detailRng = rng.fork(2);
  const mirrored = !extras.noMirror && rng.chance(0.5);
  const tone = sceneTone(spec.time, mirrored);
  const plan = planHouse(spec, layoutRng);
  const view = frameView(plan, frame, {
    kx: rng.range(0.46, 0.54),
    ky: rng.range(0.27, 0.31),
    fill: extras.fill ?? 0.8,
    groundAt: extras.groundAt ?? 0.83,
    centerAt: extras.centerAt ?? 0.5 + (mirrored ? -1 : 1) * rng.range(0, 0.05),
    mirrored,
  });
  const { width, height } = frame;
  const horizonZ = plan.z1 + 30;
  const horizon = Math.min(project(view, [0, 0, horizonZ])[1], height * 0.62);
  const parts: string[] = [];
  parts.push(drawSky(doc, tone, rng.fork(3), { width, height, horizon, clouds: extras.clouds }));
  const trees = rng.fork(4);
  parts.push(treeLine(trees, width, horizon + 2, height * 0.09, shade(tone.treeLine, 0.18), 0.7));
  parts.push(farPalms(trees, tone, width, horizon));
  parts.push(treeLine(trees, width, horizon + 6, height * 0.05, tone.treeLine));
  parts.push(lawn(doc, tone, width, height, horizon + 4));
  parts.push(
    mowingStripes(view, tone, plan.x0 - 60, plan.x1 + 60, plan.z1 + 20, Math.min(plan.z0, plan.garage?.z ?? 0) - 13),
  );
  const zWalk = Math.min(plan.z0, plan.garage?.z ?? 0) - (extras.walkAt ?? 13);
  parts.push(streetAndWalk(doc, view, tone, width, zWalk, extras.street ?? true));
  if (plan.garage) parts.push(driveway(view, tone, plan.garage.x0, plan.garage.x1, plan.garage.z, zWalk - 4.5, 1.5));
  parts.push(walkway(view, tone, [plan.door.x, -5.5], [plan.door.x - 2, zWalk], 3.6));

  // Shadows.
  const shadows: string[] = [];
  for (const block of plan.blocks) {
    if (block.open) continue;
    const b = block.box;
    shadows.push(castShadow(view, tone, b.x0, b.x1, b.z0, b.z1, (b.h + block.roof.ridgeHeight) / 2));
  }
  parts.push(group({ opacity: 1 }, ...shadows));
  if (extras.ground) parts.push(extras.ground(view, tone, plan));

  // Palms and shrubs behind the house.
  const palmRng = rng.fork(5);
  const palmCount = extras.palms ?? palmRng.int(2, 3);
  type Placed = { x: number; z: number; behind: boolean; h: number; lean: number };
  const placed: Placed[] = [];
  const hx0 = project(view, [plan.x0, 0, plan.z0])[0];
  const hx1 = project(view, [plan.x1, 0, plan.z1])[0];
  const [left, right] = [Math.min(hx0, hx1), Math.max(hx0, hx1)];
  const margin = (right - left) * 0.12;
  const candidates: Array<[number, number]> = [
    [plan.x0 - palmRng.range(6, 12), palmRng.range(-6, 12)],
    [plan.x1 + palmRng.range(4, 9), palmRng.range(-8, 6)],
    [plan.x0 - palmRng.range(14, 22), palmRng.range(8, 22)],
    [plan.x1 + palmRng.range(12, 20), palmRng.range(4, 16)],
    [plan.x0 - palmRng.range(2, 6), plan.z0 - palmRng.range(6, 9)],
  ];
  for (const [x, z] of candidates) {
    if (placed.length >= palmCount) break;
    const sx = project(view, [x, 0, z])[0];
    if (sx > left + margin && sx < right - margin) continue;
    if (sx < -view.s * 4 || sx > width + view.s * 4) continue;
    if (placed.some((q) => Math.abs(project(view, [q.x, 0, q.z])[0] - sx) < width * 0.07)) continue;
    const behind = z > plan.z0 + 2 && sx > left && sx < right;
    placed.push({ x, z, behind, h: palmRng.range(28, 40), lean: palmRng.range(-0.12, 0.12) });
  }
  const drawPalm = (p: Placed) => {
    const [sx, sy] = project(view, [p.x, 0, p.z]);
    return palm(doc, palmRng, {
      x: sx,
      y: sy,
      height: p.h * view.s,
      lean: mirrored ? -p.lean : p.lean,
      colors: palmColors(tone, palmRng),
    });
  };
  parts.push(...placed.filter((p) => p.behind).map(drawPalm));

  parts.push(contactShadow(view, tone, plan.main.box.x0, plan.main.box.x1, plan.main.box.z0));
  parts.push(drawHouse(doc, view, tone, plan, detailRng, extras.decor));

  // Foundation planting along the front walls, avoiding doors.
  const plant = rng.fork(6);
  const green = tone.grade(plant.pick(["#4f7d46", "#557f4a", "#48764f"]));
  const light = tone.grade("#9cc071");
  const beds: string[] = [];
  const spans: Array<[number, number, number]> = [];
  const main = plan.main.box;
  const porch = plan.blocks.find((b) => b.name === "porch");
  const garageBlock = plan.blocks.find((b) => b.name === "garage");
  const leftEnd = porch ? porch.box.x0 - 1 : plan.door.x - 4;
  spans.push([main.x0 + 0.5, leftEnd, main.z0]);
  const bay = plan.blocks.find((b) => b.name === "bay");
  if (bay) spans[0] = [main.x0 + 0.5, bay.box.x0 - 0.5, main.z0];
  if (bay) spans.push([bay.box.x0 + 0.5, bay.box.x1 - 0.5, bay.box.z0]);
  if (bay && porch && porch.box.x0 - bay.box.x1 > 3) spans.push([bay.box.x1 + 0.5, porch.box.x0 - 0.5, main.z0]);
  if (porch && garageBlock && garageBlock.box.z0 < 0 && garageBlock.box.x0 - porch.box.x1 > 3)
    spans.push([porch.box.x1 + 0.8, garageBlock.box.x0 - 0.5, main.z0]);
  const bushes: Array<readonly [number, number, number]> = [];
  const blooms: string[] = [];
  for (const [a, b, z] of spans) {
    if (b - a < 3) continue;
    beds.push(bed(view, tone, a, b, z, 3.2));
    const n = Math.max(1, Math.round((b - a) / 5));
    for (let i = 0; i < n; i++) {
      const x = a + ((b - a) * (i + 0.5)) / n;
      const [sx, sy] = project(view, [x, 0, z - 1.6]);
      const w = view.s * plant.range(3.6, 4.6);
      bushes.push([sx, sy, w]);
      if (plant.chance(0.45))
        blooms.push(flowers(plant, sx, sy - w * 0.35, w * 0.8, tone.grade(plant.pick(flowerColors))));
    }
  }
  parts.push(...beds, shrubs(plant, bushes, green, light), ...blooms);
  if (extras.yard !== false) parts.push(yard(doc, view, tone, plan, rng.fork(8), zWalk, width));
  parts.push(
    ...placed
      .filter((p) => !p.behind)
      .sort((a, b) => b.z - a.z)
      .map(drawPalm),
  );
  if (extras.front) parts.push(extras.front(view, tone, plan));
  parts.push(atmosphere(doc, tone, width, height));
  return parts.join("");
}

/** Finishing light over the whole picture: a warm wash from a low sun, and a soft vignette. */
export function atmosphere(doc: SvgDoc, tone: Tone, width: number, height: number): string {
  const parts: string[] = [];
  if (tone.sun && (tone.time === "golden" || tone.time === "dusk")) {
    const cx = tone.sun.x * width;
    const cy = tone.sun.y * height;
    parts.push(
      rect(0, 0, width, height, {
        fill: doc.radial(
          [
            [0, tone.sun.glow, 0.26],
            [0.5, tone.sun.glow, 0.08],
            [1, tone.sun.glow, 0],
          ],
          { cx: num(cx, 0), cy: num(cy, 0), r: num(width * 0.9, 0), gradientUnits: "userSpaceOnUse" },
        ),
      }),
    );
  }
  parts.push(
    rect(0, 0, width, height, {
      fill: doc.radial(
        [
          [0.55, tone.shadowColor, 0],
          [1, tone.shadowColor, tone.time === "night" ? 0.3 : 0.14],
        ],
        { r: ".75" },
      ),
    }),
  );
  return parts.join("");
}

/** What sets one front yard apart from the next: a car, a mailbox, a flowering tree. */
function yard(doc: SvgDoc, view: View, tone: Tone, plan: HousePlan, rng: Rng, zWalk: number, width: number): string {
  const parts: string[] = [];
  if (rng.chance(0.4)) {
    const [tx, ty] = project(view, [plan.x0 + rng.range(-6, 2), 0, plan.z0 - rng.range(8, 10)]);
    const size = view.s * rng.range(13, 16);
    if (tx > size * 0.4 && tx < width - size * 0.4)
      parts.push(floweringTree(rng, tx, ty, size, tone, rng.pick(["#d96aa0", "#b983c9", "#f08aa8", "#f4f1ea"])));
  }
  if (plan.garage && rng.chance(0.6)) {
    // Mailbox by the driveway.
    const [mx, my] = project(view, [plan.garage.x0 - 3, 0, zWalk + 1.2]);
    const s = view.s;
    parts.push(rect(mx - s * 0.15, my - s * 3.6, s * 0.3, s * 3.6, { fill: tone.grade("#f1eee6") }));
    parts.push(
      rect(mx - s * 0.9, my - s * 4.5, s * 1.8, s * 1, {
        rx: s * 0.4,
        fill: tone.grade(rng.pick(["#1d2b3a", "#f1eee6", "#2f4a3a"])),
      }),
    );
    parts.push(rect(mx + s * 0.5, my - s * 5.1, s * 0.14, s * 0.7, { fill: tone.grade("#c2410c") }));
  }
  if (plan.garage && rng.chance(0.45)) {
    const x = plan.garage.x0 + (plan.garage.x1 - plan.garage.x0) * rng.range(0.05, 0.55);
    parts.push(car(doc, view, tone, x, plan.garage.z - 17, rng.pick(CAR_COLORS)));
  }
  return parts.join("");
}

const flowerColors = ["#e0607e", "#f4f1ea", "#ea6a1f", "#f2c14e", "#c04a8a"];

/** A sprinkle of blossoms over a shrub. */
function flowers(rng: Rng, x: number, y: number, w: number, color: string): string {
  let d = "";
  const r = Math.max(1, Math.round(w * 0.06));
  for (let i = 0; i < 5; i++) {
    const fx = x + rng.range(-0.5, 0.5) * w;
    const fy = y + rng.range(-0.3, 0.4) * w * 0.6;
    d += `M${num(fx - r, 0)} ${num(fy, 0)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
  }
  return `<path d="${d}" fill="${color}"/>`;
}

function farPalms(rng: Rng, tone: Tone, width: number, horizon: number): string {
  const parts: string[] = [];
  const n = rng.int(2, 4);
  for (let i = 0; i < n; i++) parts.push(farPalm(rng, rng.range(0, width), horizon + 4, rng.range(0.06, 0.1) * width));
  return group({ stroke: shade(tone.treeLine, 0.08), opacity: 0.8 }, ...parts);
}

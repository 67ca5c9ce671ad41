/**
 * A full picture of a home: sky, horizon trees, lawn, street, the house with its shadow,
 * landscaping and palms, framed so the house fills the picture whatever its size.
 */
import { shade } from "./color";
import { bed, castShadow, contactShadow, driveway, lawn, streetAndWalk, walkway } from "./ground";
import { drawHouse, planHouse, type HousePlan, type HouseSpec, type RoofDecor } from "./house";
import { palm, palmColors, shrub, treeLine } from "./palms";
import { project, type View } from "./projection";
import { Rng } from "./random";
import { drawSky } from "./sky";
import { group, type SvgDoc } from "./svg";
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
export function frameView(plan: HousePlan, frame: Frame2D, opts: { kx: number; ky: number; fill: number; groundAt: number; centerAt: number; mirrored: boolean }): View {
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
    kx: rng.range(0.4, 0.48),
    ky: rng.range(0.19, 0.23),
    fill: extras.fill ?? 0.64,
    groundAt: extras.groundAt ?? 0.8,
    centerAt: extras.centerAt ?? 0.5 + (mirrored ? -1 : 1) * rng.range(0, 0.05),
    mirrored,
  });
  const { width, height } = frame;
  const horizonZ = plan.z1 + 45;
  const horizon = Math.min(project(view, [0, 0, horizonZ])[1], height * 0.62);
  const parts: string[] = [];
  parts.push(drawSky(doc, tone, rng.fork(3), { width, height, horizon, clouds: extras.clouds }));
  const trees = rng.fork(4);
  parts.push(treeLine(trees, width, horizon + 2, height * 0.09, shade(tone.treeLine, 0.18), 0.7));
  parts.push(farPalms(doc, trees, tone, width, horizon));
  parts.push(treeLine(trees, width, horizon + 6, height * 0.05, tone.treeLine));
  parts.push(lawn(doc, tone, width, height, horizon + 4));
  const zWalk = Math.min(plan.z0, plan.garage?.z ?? 0) - 16;
  parts.push(streetAndWalk(doc, view, tone, width, zWalk));
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
  const palmCount = extras.palms ?? palmRng.int(2, 4);
  type Placed = { x: number; z: number; behind: boolean; h: number; lean: number };
  const placed: Placed[] = [];
  const candidates: Array<[number, number]> = [
    [plan.x0 - palmRng.range(5, 12), palmRng.range(-8, 14)],
    [plan.x1 + palmRng.range(3, 9), palmRng.range(-10, 4)],
    [plan.x0 + palmRng.range(-4, 6), plan.z0 - palmRng.range(8, 12)],
    [plan.x1 + palmRng.range(10, 18), palmRng.range(8, 20)],
    [plan.x0 - palmRng.range(16, 24), palmRng.range(10, 24)],
  ];
  const order = [0, 1, 2, 3, 4].sort(() => 0).slice(0);
  for (let i = 0; i < Math.min(palmCount, candidates.length); i++) {
    const c = candidates[order[i] ?? i];
    if (!c) continue;
    const [x, z] = c;
    const behind = z > plan.z0 && x < plan.x1 && x > plan.x0 - 40 && !(x < plan.x0 && z < 0);
    placed.push({ x, z, behind: behind && x > plan.x0, h: palmRng.range(28, 40), lean: palmRng.range(-0.12, 0.12) });
  }
  const drawPalm = (p: Placed) => {
    const [sx, sy] = project(view, [p.x, 0, p.z]);
    return palm(doc, palmRng, { x: sx, y: sy, height: p.h * view.s, lean: mirrored ? -p.lean : p.lean, colors: palmColors(tone, palmRng) });
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
  if (porch && garageBlock && garageBlock.box.z0 < 0 && garageBlock.box.x0 - porch.box.x1 > 3) spans.push([porch.box.x1 + 0.8, garageBlock.box.x0 - 0.5, main.z0]);
  for (const [a, b, z] of spans) {
    if (b - a < 3) continue;
    beds.push(bed(view, tone, a, b, z, 3.2));
    const n = Math.max(1, Math.round((b - a) / 5));
    for (let i = 0; i < n; i++) {
      const x = a + ((b - a) * (i + 0.5)) / n;
      const [sx, sy] = project(view, [x, 0, z - 1.6]);
      beds.push(shrub(plant, sx, sy, view.s * plant.range(3.6, 4.6), green, light));
    }
  }
  parts.push(...beds);
  // Flower accents.
  parts.push(...placed.filter((p) => !p.behind).sort((a, b) => b.z - a.z).map(drawPalm));
  if (extras.front) parts.push(extras.front(view, tone, plan));
  return parts.join("");
}

function farPalms(doc: SvgDoc, rng: Rng, tone: Tone, width: number, horizon: number): string {
  const parts: string[] = [];
  const color = shade(tone.treeLine, 0.1);
  const colors = { trunk: color, trunkDark: color, frond: color, frondDark: color, frondLight: color };
  const n = rng.int(3, 6);
  for (let i = 0; i < n; i++) {
    parts.push(palm(doc, rng, { x: rng.range(0, width), y: horizon + 4, height: rng.range(0.08, 0.14) * width, lean: rng.range(-0.1, 0.1), colors }));
  }
  return group({ opacity: 0.75 }, ...parts);
}

/**
 * A Florida home assembled from boxes: a main block, optionally a projecting gable bay, a covered
 * entry and a garage wing, each with its own roof. The plan (geometry) is separate from the
 * drawing so a scene can frame the camera around it first.
 */
import { shade } from "./color";
import { brand } from "./palette";
import { facesViewer, onFace, type Frame, type View } from "./projection";
import type { Rng } from "./random";
import {
  inFrontOf,
  outsideFrontSlope,
  ridgeAlongX,
  ridgeAlongZ,
  type Box,
  type Face,
  type Roof,
  type RoofEnd,
} from "./roof-shapes";
import { paintRidges, paintRoofFace, type RoofStyle } from "./roofs";
import { el, rect, type SvgDoc } from "./svg";
import type { Tone } from "./tone";
import { doorAt, garageDoorAt, paintWall, windowAt } from "./walls";

export type Feature =
  | { kind: "window"; u: number; top: number; w: number; h: number; arched?: boolean; grid?: readonly [number, number] }
  | { kind: "door"; u: number; bottom: number }
  | { kind: "garage"; u: number; w: number; h: number; bottom: number }
  | { kind: "band"; top: number; height: number }
  | { kind: "siding"; top: number; height: number }
  | { kind: "shade"; u: number; top: number; w: number; h: number };

export type Block = {
  name: "main" | "bay" | "porch" | "garage" | "wing";
  box: Box;
  roof: Roof;
  front: Feature[];
  right: Feature[];
  gable: Feature[];
  /** Porches have columns instead of walls. */
  open?: boolean;
};

export type HouseSpec = {
  stories: 1 | 2;
  roof: RoofStyle;
  wallColor: string;
  /** Arched windows, low tile roof. */
  mediterranean?: boolean;
  /** Fixes choices the seed would otherwise make. */
  layout?: { bay?: boolean; hip?: boolean; shutters?: boolean };
};

export type HousePlan = {
  spec: HouseSpec;
  blocks: Block[];
  main: Block;
  /** World extents (for framing and shadows). */
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  top: number;
  garage?: { x0: number; x1: number; z: number };
  door: { x: number; z: number };
  doorColor: string;
  shutters?: string;
  trim: string;
};

function pitchFor(style: RoofStyle, mediterranean: boolean): number {
  switch (style.material) {
    case "barrel-tile":
      return mediterranean ? 0.4 : 0.42;
    case "flat-tile":
      return 0.45;
    case "standing-seam-metal":
      return 0.5;
    default:
      return 0.5;
  }
}

const FLOOR = 10;

export function planHouse(spec: HouseSpec, rng: Rng): HousePlan {
  const mediterranean = spec.mediterranean ?? false;
  const p = pitchFor(spec.roof, mediterranean);
  const o = mediterranean ? 1.3 : 1.6;
  const opts = { pitch: p, overhang: o };
  const metal = spec.roof.material === "standing-seam-metal";
  const gableEnds =
    spec.layout?.hip !== undefined ? !spec.layout.hip : metal ? rng.chance(0.6) : !mediterranean && rng.chance(0.25);
  const end: RoofEnd = gableEnds ? "gable" : "hip";
  const blocks: Block[] = [];
  const doorColor = rng.pick([brand.navy, "#7b3325", "#2f5a4f", "#3d4a5c", brand.ember]);
  const wantShutters = spec.layout?.shutters ?? (!mediterranean && rng.chance(0.45));
  const shutters = wantShutters ? rng.pick([brand.navySoft, "#45525f", "#5d7a6a", "#2f3b48"]) : undefined;
  const trim = brand.trim;
  const winH = 4.8;

  if (spec.stories === 1) {
    const W = rng.range(56, 64);
    const D = rng.range(32, 36);
    const h = FLOOR;
    const mainBox: Box = { x0: 0, x1: W, z0: 0, z1: D, h };
    const mainRoof = ridgeAlongX(mainBox, opts, { left: end, right: end });
    const main: Block = { name: "main", box: mainBox, roof: mainRoof, front: [], right: [], gable: [] };
    blocks.push(main);
    // A gabled garage wing, the same plus a gabled bay, or a flush garage behind a long porch.
    const variant = rng.pick(["garage-gable", "garage-gable", "twin-gable", "long-porch"] as const);
    const wingDepth = rng.range(8, 12);
    const garageW = rng.range(21, 24);
    const gx0 = W - garageW;
    const garageDoorW = 16;
    const garageU = garageW / 2 - garageDoorW / 2;
    let garage: HousePlan["garage"];
    if (variant !== "long-porch") {
      const box: Box = { x0: gx0, x1: W, z0: -wingDepth, z1: 0, h };
      const roof = ridgeAlongZ(box, opts, outsideFrontSlope(mainRoof));
      const vent =
        end === "hip"
          ? [{ kind: "window" as const, u: garageW / 2 - 1.1, top: -2.6, w: 2.2, h: 1.6, grid: [1, 1] as const }]
          : [];
      blocks.push({
        name: "garage",
        box,
        roof,
        front: [{ kind: "garage", u: garageU, w: garageDoorW, h: 7.5, bottom: h }],
        right: [],
        gable: vent,
      });
      garage = { x0: gx0 + garageU, x1: gx0 + garageU + garageDoorW, z: -wingDepth };
    } else {
      main.front.push({ kind: "garage", u: gx0 + garageU, w: garageDoorW, h: 7.5, bottom: h });
      garage = { x0: gx0 + garageU, x1: gx0 + garageU + garageDoorW, z: 0 };
    }
    let doorX: number;
    let windowSpan: [number, number];
    if (variant === "long-porch") {
      doorX = gx0 - rng.range(12, 15);
      const porchBox: Box = { x0: 2, x1: gx0 - 2, z0: -7, z1: 0, h: h - 0.8 };
      const porchRoof = ridgeAlongX(
        porchBox,
        { pitch: p * 0.8, overhang: 0.9 },
        { left: "hip", right: "hip" },
        { clip: [inFrontOf(0)] },
      );
      main.front.push({ kind: "shade", u: porchBox.x0, top: 0, w: porchBox.x1 - porchBox.x0, h });
      blocks.push({ name: "porch", box: porchBox, roof: porchRoof, front: [], right: [], gable: [], open: true });
      windowSpan = [3, doorX - 3];
      main.front.push({
        kind: "window",
        u: doorX + 5.5,
        top: 2.6,
        w: Math.min(5, gx0 - doorX - 9),
        h: winH,
        grid: [2, 2],
      });
    } else {
      // Entry: a small gable over the door.
      doorX = gx0 - rng.range(9, 12);
      const porchBox: Box = { x0: doorX - 3.5, x1: doorX + 6.7, z0: -5.5, z1: 0, h: h - 0.8 };
      const porchRoof = ridgeAlongZ(porchBox, { pitch: p + 0.1, overhang: 0.9 }, outsideFrontSlope(mainRoof));
      main.front.push({ kind: "shade", u: porchBox.x0, top: 0, w: porchBox.x1 - porchBox.x0, h });
      blocks.splice(1, 0, {
        name: "porch",
        box: porchBox,
        roof: porchRoof,
        front: [],
        right: [],
        gable: [],
        open: true,
      });
      windowSpan = [3, porchBox.x0 - 2];
      if (variant === "twin-gable") {
        const bw = Math.min(16, porchBox.x0 - 6);
        const bx = rng.range(3, porchBox.x0 - 3 - bw);
        const box: Box = { x0: bx, x1: bx + bw, z0: -5, z1: 0, h };
        const roof = ridgeAlongZ(box, opts, outsideFrontSlope(mainRoof));
        blocks.splice(1, 0, {
          name: "bay",
          box,
          roof,
          front: [
            {
              kind: "window",
              u: bw / 2 - 4.5,
              top: 2.2,
              w: 9,
              h: winH + 0.4,
              arched: mediterranean,
              grid: mediterranean ? [3, 1] : [3, 2],
            },
            { kind: "band", top: h - 0.7, height: 0.7 },
          ],
          right: [{ kind: "band", top: h - 0.7, height: 0.7 }],
          gable: [{ kind: "window", u: bw / 2 - 1.1, top: -2.6, w: 2.2, h: 1.6, grid: [1, 1] }],
        });
        windowSpan = bx > 9 ? [3, bx - 1] : [bx + bw + 1, porchBox.x0 - 1];
      }
    }
    main.front.push({ kind: "door", u: doorX, bottom: h });
    // Windows across the free span.
    const [s0, s1] = windowSpan;
    const span = s1 - s0;
    const ww = rng.pick([4.2, 5, 6]);
    const count = Math.max(0, Math.min(3, Math.floor(span / (ww + 4))));
    for (let i = 0; i < count; i++) {
      const u = s0 + (span * i) / count + (span / count - ww) / 2;
      main.front.push({
        kind: "window",
        u,
        top: 2.6,
        w: ww,
        h: winH,
        arched: mediterranean,
        grid: mediterranean ? undefined : [2, 2],
      });
    }
    main.right.push({ kind: "window", u: D * 0.3, top: 2.6, w: 4, h: winH, grid: [2, 2] });
    if (D > 33) main.right.push({ kind: "window", u: D * 0.68, top: 2.6, w: 3, h: 3.2, grid: [1, 1] });
    if (end === "gable") main.gable.push({ kind: "window", u: D / 2 - 1, top: -2.8, w: 2, h: 2, grid: [1, 1] });
    main.front.push({ kind: "band", top: h - 0.7, height: 0.7 });
    main.right.push({ kind: "band", top: h - 0.7, height: 0.7 });
    return finish(spec, blocks, main, garage, { x: doorX + 1.6, z: 0 }, doorColor, shutters, trim);
  }

  // Two stories, in one of three arrangements.
  const W0 = rng.range(40, 46);
  const D = rng.range(30, 34);
  const h = FLOOR * 2 - 0.5;
  const upperTop = 2.6;
  const lowerTop = FLOOR + 2.2;
  const variant =
    spec.layout?.bay === true
      ? "bay"
      : spec.layout?.bay === false
        ? "porch"
        : rng.pick(["bay", "bay", "center", "porch"] as const);
  const W = variant === "porch" ? W0 + 12 : variant === "center" ? W0 + 4 : W0;
  const mainBox: Box = { x0: 0, x1: W, z0: 0, z1: D, h };
  const mainRoof = ridgeAlongX(mainBox, opts, { left: end, right: end });
  const main: Block = { name: "main", box: mainBox, roof: mainRoof, front: [], right: [], gable: [] };
  blocks.push(main);
  const grid = (cols: number, rows: number): readonly [number, number] => (mediterranean ? [cols, 1] : [cols, rows]);
  const siding = !mediterranean && (variant === "porch" || rng.chance(0.3));
  const floorBands = (list: Feature[]) => {
    if (siding) list.push({ kind: "siding", top: 0, height: FLOOR - 0.2 });
    list.push({ kind: "band", top: FLOOR - 0.2, height: 0.55 }, { kind: "band", top: h - 0.7, height: 0.7 });
  };
  floorBands(main.front);
  floorBands(main.right);
  main.right.push({ kind: "window", u: D * 0.28, top: upperTop, w: 4, h: winH, grid: [2, 2] });
  main.right.push({ kind: "window", u: D * 0.62, top: upperTop, w: 4, h: winH, grid: [2, 2] });

  let bayX = 0;
  let bayW = 0;
  let doorX: number;
  let porchBox: Box;
  let porchClip = 0;
  if (variant === "bay" || variant === "center") {
    bayW = variant === "center" ? 16 : 14;
    bayX = variant === "center" ? W / 2 - bayW / 2 : rng.range(4, 8);
    const depth = variant === "center" ? 5 : 4;
    const box: Box = { x0: bayX, x1: bayX + bayW, z0: -depth, z1: 0, h };
    const roof = ridgeAlongZ(box, opts, outsideFrontSlope(mainRoof));
    const bayBlock: Block = {
      name: "bay",
      box,
      roof,
      front: [],
      right: [],
      gable: [{ kind: "window", u: bayW / 2 - 1.2, top: -3.2, w: 2.4, h: 2.4, arched: true }],
    };
    floorBands(bayBlock.front);
    floorBands(bayBlock.right);
    blocks.push(bayBlock);
    if (variant === "bay") {
      bayBlock.front.push(
        { kind: "window", u: 3, top: upperTop, w: 8, h: winH, grid: grid(3, 2) },
        { kind: "window", u: 2.5, top: lowerTop - 0.6, w: 9, h: winH + 1, grid: grid(3, 2) },
      );
      doorX = bayX + bayW + rng.range(3.5, 6);
      porchBox = { x0: doorX - 4, x1: doorX + 7.5, z0: -5.5, z1: 0, h: FLOOR - 0.6 };
    } else {
      bayBlock.front.push({
        kind: "window",
        u: bayW / 2 - 4.5,
        top: upperTop - 0.4,
        w: 9,
        h: winH + 0.8,
        grid: grid(3, 2),
        arched: mediterranean,
      });
      doorX = bayW / 2 - 1.6;
      porchBox = { x0: bayX + 2, x1: bayX + bayW - 2, z0: -depth - 5, z1: -depth, h: FLOOR - 0.6 };
      porchClip = -depth;
      bayBlock.front.push(
        { kind: "shade", u: 2, top: h - porchBox.h, w: bayW - 4, h: porchBox.h },
        { kind: "door", u: doorX, bottom: h },
      );
      doorX += bayX;
    }
  } else {
    doorX = rng.range(13, 16);
    porchBox = { x0: 1.5, x1: W - 21, z0: -7, z1: 0, h: FLOOR - 0.6 };
  }
  const porchRoof = ridgeAlongX(
    porchBox,
    { pitch: p, overhang: 0.9 },
    { left: "hip", right: "hip" },
    { clip: [inFrontOf(porchClip)] },
  );
  if (variant !== "center") {
    main.front.push({
      kind: "shade",
      u: porchBox.x0,
      top: h - porchBox.h,
      w: porchBox.x1 - porchBox.x0,
      h: porchBox.h,
    });
    main.front.push({ kind: "door", u: doorX, bottom: h });
  }
  // Upper windows across the front, skipping the bay.
  const step = variant === "porch" ? 9.5 : 9;
  for (let u = 4; u + 4 < W - 1; u += step) {
    if (bayW && !(u + 4.5 < bayX - 0.5 || u > bayX + bayW + 0.5)) continue;
    main.front.push({ kind: "window", u, top: upperTop, w: 4, h: winH, grid: grid(2, 2) });
  }
  // Lower windows: wherever the door, the bay and the garage leave room.
  const taken: Array<[number, number]> = [[doorX - 2.5, doorX + 5.5]];
  if (bayW) taken.push([bayX - 1, bayX + bayW + 1]);
  if (variant === "porch") taken.push([W - 21, W]);
  for (let u = 3; u + 5.5 < W - 1; u += 8) {
    if (taken.some(([a, b]) => u + 6 > a && u < b)) continue;
    main.front.push({
      kind: "window",
      u,
      top: lowerTop,
      w: 5.5,
      h: winH,
      arched: mediterranean,
      grid: mediterranean ? undefined : [2, 2],
    });
  }
  blocks.push({ name: "porch", box: porchBox, roof: porchRoof, front: [], right: [], gable: [], open: true });

  if (variant === "porch") {
    main.front.push({ kind: "garage", u: W - 19, w: 16, h: 7.5, bottom: h });
    return finish(
      spec,
      blocks,
      main,
      { x0: W - 19, x1: W - 3, z: 0 },
      { x: doorX + 1.6, z: 0 },
      doorColor,
      shutters,
      trim,
    );
  }
  // Garage wing on the right.
  const gw = rng.range(22, 25);
  const gBox: Box = { x0: W, x1: W + gw, z0: -rng.range(0, 3), z1: D - rng.range(6, 10), h: FLOOR };
  const gRoof = ridgeAlongX(gBox, opts, { left: "abut", right: end === "gable" ? "gable" : "hip" });
  const gDoor = Math.min(16, gw - 4);
  blocks.push({
    name: "garage",
    box: gBox,
    roof: gRoof,
    front: [
      { kind: "garage", u: (gw - gDoor) / 2, w: gDoor, h: 7.5, bottom: FLOOR },
      { kind: "band", top: FLOOR - 0.7, height: 0.7 },
    ],
    right: [
      { kind: "window", u: (gBox.z1 - gBox.z0) * 0.45, top: 2.6, w: 3.5, h: 3.6, grid: [2, 2] },
      { kind: "band", top: FLOOR - 0.7, height: 0.7 },
    ],
    gable: [],
  });
  return finish(
    spec,
    blocks,
    main,
    { x0: W + (gw - gDoor) / 2, x1: W + (gw + gDoor) / 2, z: gBox.z0 },
    { x: doorX + 1.6, z: porchClip },
    doorColor,
    shutters,
    trim,
  );
}

function finish(
  spec: HouseSpec,
  blocks: Block[],
  main: Block,
  garage: HousePlan["garage"],
  door: HousePlan["door"],
  doorColor: string,
  shutters: string | undefined,
  trim: string,
): HousePlan {
  let x0 = Infinity;
  let x1 = -Infinity;
  let z0 = Infinity;
  let z1 = -Infinity;
  let top = 0;
  for (const b of blocks) {
    for (const f of [...b.roof.faces, ...b.roof.fascia]) {
      for (const [x, y, z] of f.poly) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        z0 = Math.min(z0, z);
        z1 = Math.max(z1, z);
        top = Math.max(top, y);
      }
    }
  }
  return { spec, blocks, main, x0, x1, z0, z1, top, garage, door, doorColor, shutters, trim };
}

/** Hooks to add to a roof face in its own coordinates (patches, tarps, inspection marks). */
export type RoofDecor = (block: Block, face: Face, index: number, tone: Tone) => string;

/**
 * Whether windows of a size are lit: decided once per size and picture, so a lit floor reads as
 * one and each window design is defined once.
 */
const litBySize = new WeakMap<Rng, Map<string, boolean>>();
function litFor(rng: Rng, tone: Tone, size: string): boolean {
  let known = litBySize.get(rng);
  if (!known) litBySize.set(rng, (known = new Map()));
  let lit = known.get(size);
  if (lit === undefined) known.set(size, (lit = rng.chance(tone.windowsLit)));
  return lit;
}

function features(
  doc: SvgDoc,
  tone: Tone,
  plan: HousePlan,
  list: readonly Feature[],
  wallHeight: number,
  wallWidth: number,
  wall: string,
  rng: Rng,
  allowShutters: boolean,
): string {
  const trim = tone.grade(plan.trim);
  const out: string[] = [];
  const bands: string[] = [];
  for (const f of list) {
    switch (f.kind) {
      case "shade":
        out.push(rect(f.u, f.top, f.w, f.h, { fill: tone.shadowColor, "fill-opacity": 0.22 }));
        break;
      case "band":
        bands.push(rect(0, f.top, wallWidth, f.height, { fill: shade(wall, f.top > wallHeight - 1 ? -0.14 : 0.35) }));
        break;
      case "siding":
        bands.unshift(rect(0, f.top, wallWidth, f.height, { fill: sidingPattern(doc, wall) }));
        break;
      case "window":
        out.push(
          windowAt(doc, tone, f.u, f.top, f.w, f.h, {
            trim,
            grid: f.grid,
            arched: f.arched,
            lit: litFor(rng, tone, `${f.w}x${f.h}`),
            shutters: allowShutters && plan.shutters && !f.arched && f.w <= 5 ? tone.grade(plan.shutters) : undefined,
          }),
        );
        break;
      case "door":
        out.push(doorAt(doc, tone, f.u, f.bottom, tone.grade(plan.doorColor), trim, tone.windowsLit > 0.5));
        break;
      case "garage":
        out.push(
          garageDoorAt(doc, f.u, f.bottom, f.w, f.h, tone.grade("#f4f2ed"), rng.chance(0.5), tone.grade("#6f8fa8")),
        );
        break;
    }
  }
  return bands.join("") + out.join("");
}

/** Lap siding: a shadow line under each board. */
function sidingPattern(doc: SvgDoc, wall: string): string {
  const id = doc.def(
    `siding|${wall}`,
    (pid) =>
      el(
        "pattern",
        { id: pid, patternUnits: "userSpaceOnUse", width: 4, height: 0.62 },
        rect(0, 0.5, 4, 0.12, { fill: shade(wall, -0.22), "fill-opacity": 0.55 }) +
          rect(0, 0.38, 4, 0.1, { fill: "#fff", "fill-opacity": 0.35 }),
      ),
    "p",
  );
  return `url(#${id})`;
}

function column(view: View, tone: Tone, x: number, z: number, height: number, color: string): string {
  const w = 0.9;
  const front: Face = {
    poly: [
      [x, height, z],
      [x + w, height, z],
      [x + w, 0, z],
      [x, 0, z],
    ],
    frame: { o: [x, height, z], u: [1, 0, 0], v: [0, -1, 0] },
  };
  const side: Face = {
    poly: [
      [x + w, height, z],
      [x + w, height, z + w],
      [x + w, 0, z + w],
      [x + w, 0, z],
    ],
    frame: { o: [x + w, height, z], u: [0, 0, 1], v: [0, -1, 0] },
  };
  return [front, side]
    .map((f, i) =>
      onFace(
        view,
        f.frame,
        rect(0, 0, w, height, { fill: i === 0 ? color : shade(color, -0.18) }) +
          rect(-0.15, height - 0.8, w + 0.3, 0.8, { fill: shade(color, -0.05) }) +
          rect(-0.15, 0, w + 0.3, 0.6, { fill: shade(color, -0.05) }),
      ),
    )
    .join("");
}

function wallFace(box: Box, side: "front" | "right"): Face {
  const y0 = box.y0 ?? 0;
  if (side === "front") {
    return {
      poly: [
        [box.x0, box.h, box.z0],
        [box.x1, box.h, box.z0],
        [box.x1, y0, box.z0],
        [box.x0, y0, box.z0],
      ],
      frame: { o: [box.x0, box.h, box.z0], u: [1, 0, 0], v: [0, -1, 0] } satisfies Frame,
    };
  }
  return {
    poly: [
      [box.x1, box.h, box.z0],
      [box.x1, box.h, box.z1],
      [box.x1, y0, box.z1],
      [box.x1, y0, box.z0],
    ],
    frame: { o: [box.x1, box.h, box.z0], u: [0, 0, 1], v: [0, -1, 0] },
  };
}

export function paintRoof(
  doc: SvgDoc,
  view: View,
  tone: Tone,
  block: Block,
  style: RoofStyle,
  trim: string,
  decor?: RoofDecor,
): string {
  const parts: string[] = [];
  block.roof.faces.forEach((face, i) => {
    if (!facesViewer(view, face.frame)) return;
    parts.push(paintRoofFace(doc, view, tone, face, style, decor ? decor(block, face, i, tone) : ""));
  });
  for (const f of block.roof.fascia) parts.push(paintWall(doc, view, tone, f, trim, "", { eaveShadow: 0 }));
  parts.push(paintRidges(view, tone, block.roof, style));
  return parts.join("");
}

/** The house, back to front. */
export function drawHouse(doc: SvgDoc, view: View, tone: Tone, plan: HousePlan, rng: Rng, decor?: RoofDecor): string {
  const wall = tone.grade(plan.spec.wallColor);
  const trim = tone.grade(plan.trim);
  const parts: string[] = [];
  for (const block of plan.blocks) {
    const { box } = block;
    if (block.open) {
      // Porch: slab, columns, roof.
      const slab: Face = {
        poly: [
          [box.x0 - 0.5, 0.6, box.z0 - 0.5],
          [box.x1 + 0.5, 0.6, box.z0 - 0.5],
          [box.x1 + 0.5, 0, box.z0 - 0.5],
          [box.x0 - 0.5, 0, box.z0 - 0.5],
        ],
        frame: { o: [box.x0 - 0.5, 0.6, box.z0 - 0.5], u: [1, 0, 0], v: [0, -1, 0] },
      };
      const slabTop: Face = {
        poly: [
          [box.x0 - 0.5, 0.6, box.z0 - 0.5],
          [box.x1 + 0.5, 0.6, box.z0 - 0.5],
          [box.x1 + 0.5, 0.6, box.z1],
          [box.x0 - 0.5, 0.6, box.z1],
        ],
        frame: { o: [box.x0 - 0.5, 0.6, box.z1], u: [1, 0, 0], v: [0, 0, -1] },
      };
      parts.push(paintWall(doc, view, tone, slabTop, tone.grade("#d9d3c7"), "", { eaveShadow: 0 }));
      parts.push(paintWall(doc, view, tone, slab, tone.grade("#cfc8ba"), "", { eaveShadow: 0 }));
      const span = box.x1 - box.x0 - 1.3;
      const count = Math.max(1, Math.round(span / 11));
      for (let i = 0; i <= count; i++)
        parts.push(column(view, tone, box.x0 + 0.2 + (span * i) / count, box.z0 + 0.2, box.h, trim));
      parts.push(paintRoof(doc, view, tone, block, plan.spec.roof, trim, decor));
      continue;
    }
    const isMain = block.name === "main";
    parts.push(
      paintWall(
        doc,
        view,
        tone,
        wallFace(box, "front"),
        wall,
        features(doc, tone, plan, block.front, box.h, box.x1 - box.x0, wall, rng, isMain),
      ),
    );
    parts.push(
      paintWall(
        doc,
        view,
        tone,
        wallFace(box, "right"),
        wall,
        features(doc, tone, plan, block.right, box.h, box.z1 - box.z0, wall, rng, false),
      ),
    );
    for (const g of block.roof.gables) {
      const gableFeatures = block.gable.length
        ? features(
            doc,
            tone,
            plan,
            block.gable.map((f) => (f.kind === "window" ? { ...f, top: f.top + (block.roof.ridgeHeight - box.h) } : f)),
            box.h,
            0,
            wall,
            rng,
            false,
          )
        : "";
      parts.push(paintWall(doc, view, tone, g, wall, gableFeatures, { eaveShadow: 0 }));
    }
    parts.push(paintRoof(doc, view, tone, block, plan.spec.roof, trim, decor));
  }
  return parts.join("");
}

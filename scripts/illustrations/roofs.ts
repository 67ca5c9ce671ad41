/**
 * Roof materials as SVG patterns in face coordinates (feet): each face group carries the face's
 * transform, so courses run along the eave and seams run down the slope.
 *
 * Courses are drawn larger than life (a shingle course is about 1 ft instead of 5.6 in) so the
 * material reads at web sizes.
 */
import type { RoofMaterial } from "./catalogue";
import { isWarm, mix, shade } from "./color";
import { faceLight, type Tone } from "./tone";
import { frameNormal, localPath, onFace, project, projectDir, toLocal, type View } from "./projection";
import { Rng } from "./random";
import type { Face, Roof } from "./roof-shapes";
import { el, linePath, num, path, rect, type SvgDoc } from "./svg";

export type Finish = "new" | "weathered";

type R = readonly [x: number, y: number, w: number, h: number];

/** Many rectangles as one path. */
function rects(list: readonly R[]): string {
  return list.map(([x, y, w, h]) => `M${num(x, 2)} ${num(y, 2)}h${num(w, 2)}v${num(h, 2)}h${num(-w, 2)}z`).join("");
}

function fillRects(list: readonly R[], fill: string, opacity?: number): string {
  return list.length
    ? path(rects(list), { fill, "fill-opacity": opacity === undefined ? undefined : num(opacity, 2) })
    : "";
}

/** Random widths that add up to exactly `total`, starting at a random offset. */
function cuts(rng: Rng, total: number, min: number, max: number): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let x = -rng.range(0, max);
  while (x < total) {
    let w = rng.range(min, max);
    if (total - (x + w) < min && x + w < total) w = total - x;
    spans.push([x, w]);
    x += w;
  }
  return spans;
}

/** Grains of colour scattered over a tile, as tiny squares. */
function granules(rng: Rng, w: number, h: number, count: number, size: number): R[] {
  const list: R[] = [];
  for (let i = 0; i < count; i++) list.push([rng.range(0, w - size), rng.range(0, h - size), size, size]);
  return list;
}

type PatternSpec = { w: number; h: number; body: string };

function architecturalShingle(color: string, finish: Finish): PatternSpec {
  const rng = new Rng(7);
  const c = 1;
  const w = 9.6;
  const rows = 3;
  const dark = shade(color, finish === "new" ? -0.42 : -0.3);
  const tones = [shade(color, 0.07), shade(color, -0.08), shade(color, 0.14), shade(color, -0.15)];
  const byTone: R[][] = tones.map(() => []);
  const shadows: R[] = [];
  const joints: R[] = [];
  const butts: R[] = [];
  const lights: R[] = [];
  for (let r = 0; r < rows; r++) {
    const y = r * c;
    for (const [x, tw] of cuts(rng, w, 0.8, 1.9)) {
      const tone = rng.int(0, tones.length);
      if (tone < tones.length) byTone[tone]?.push([x, y, tw, c]);
      if (rng.chance(0.55)) shadows.push([x, y + c * rng.range(0.42, 0.6), tw, c]);
      joints.push([x, y, 0.07, c]);
    }
    butts.push([0, y + c - 0.11, w, 0.11]);
    lights.push([0, y, w, 0.05]);
  }
  let streaks = "";
  if (finish === "weathered") {
    const list: R[] = [];
    for (let i = 0; i < 6; i++) list.push([rng.range(0, w - 0.5), 0, rng.range(0.15, 0.5), rows * c]);
    streaks = fillRects(list, shade(color, -0.35), 0.22);
  }
  const body =
    byTone.map((list, i) => fillRects(list, tones[i] ?? color)).join("") +
    fillRects(shadows, dark, finish === "new" ? 0.42 : 0.25) +
    fillRects(joints, dark, finish === "new" ? 0.8 : 0.55) +
    fillRects(lights, "#ffffff", 0.1) +
    fillRects(butts, dark, finish === "new" ? 0.9 : 0.7) +
    streaks;
  return { w, h: rows * c, body };
}

function standingSeam(color: string): PatternSpec {
  const w = 1.6;
  const h = 4;
  return {
    w,
    h,
    body:
      fillRects([[0, 0, 0.1, h]], shade(color, 0.45)) +
      fillRects([[0.1, 0, 0.13, h]], shade(color, -0.45), 0.55) +
      fillRects([[0.85, 0, 0.05, h]], shade(color, 0.2), 0.5),
  };
}

function metalPanel(color: string): PatternSpec {
  const w = 1.2;
  const h = 4;
  return {
    w,
    h,
    body:
      fillRects([[0, 0, 0.16, h]], shade(color, 0.35)) +
      fillRects([[0.16, 0, 0.12, h]], shade(color, -0.4), 0.6) +
      fillRects(
        [
          [0.55, 0, 0.04, h],
          [0.85, 0, 0.04, h],
        ],
        shade(color, 0.18),
        0.6,
      ),
  };
}

/**
 * Stone-coated steel shake: tall courses of pressed shakes hanging to uneven lengths, with deep
 * shadows under each course and a coarse granule coat. Rows are drawn bottom-up so each course
 * laps over the one below, and the last row is repeated above the tile so the lap wraps.
 */
function stoneCoatedShake(color: string): PatternSpec {
  const rng = new Rng(19);
  const c = 1.45;
  const w = 4.8;
  const rows = 2;
  const tones = [shade(color, 0.16), shade(color, -0.06), shade(color, 0.05), shade(color, -0.16)];
  const dark = shade(color, -0.6);
  type Shake = { x: number; w: number; drop: number; tone: number; split?: number };
  const rowShakes: Shake[][] = [];
  for (let r = 0; r < rows; r++) {
    rowShakes.push(
      cuts(rng, w, 0.5, 1.05).map(([x, sw]) => ({
        x,
        w: sw,
        drop: rng.range(0, 0.28),
        tone: rng.int(0, tones.length - 1),
        split: rng.chance(0.45) ? rng.range(0.3, 0.7) : undefined,
      })),
    );
  }
  const byTone: R[][] = tones.map(() => []);
  const shadows: R[] = [];
  const grooves: R[] = [];
  const paintRow = (shakes: Shake[], y: number) => {
    for (const s of shakes) {
      shadows.push([s.x, y + c + s.drop - 0.04, s.w, 0.3]);
      byTone[s.tone]?.push([s.x, y, s.w, c + s.drop]);
      grooves.push([s.x, y, 0.1, c + s.drop]);
      if (s.split !== undefined) grooves.push([s.x + s.w * s.split, y + c * 0.45, 0.06, c * 0.55 + s.drop]);
    }
  };
  // Painter's order matters across tones too, so paint row by row.
  let body = "";
  const flush = () => {
    body += fillRects(shadows.splice(0), dark, 0.75);
    body += byTone.map((list, i) => fillRects(list.splice(0), tones[i] ?? color)).join("");
    body += fillRects(grooves.splice(0), dark, 0.6);
  };
  for (let r = rows - 1; r >= 0; r--) {
    paintRow(rowShakes[r] ?? [], r * c);
    flush();
  }
  paintRow(rowShakes[rows - 1] ?? [], -c);
  flush();
  body += fillRects(granules(rng, w, rows * c, 18, 0.11), shade(color, 0.45), 0.55);
  body += fillRects(granules(rng, w, rows * c, 18, 0.11), shade(color, -0.5), 0.5);
  return { w, h: rows * c, body };
}

function stoneCoatedTile(doc: SvgDoc, color: string): PatternSpec {
  const rng = new Rng(29);
  const w = 1.3;
  const c = 1.3;
  const wave = doc.linear(
    [
      [0, shade(color, -0.22)],
      [0.35, shade(color, 0.16)],
      [0.75, color],
      [1, shade(color, -0.25)],
    ],
    [0, 0],
    [1, 0],
  );
  const dark = shade(color, -0.55);
  const body =
    el("rect", { width: w, height: c, fill: wave }) +
    path(
      `M0 ${num(c - 0.22, 2)}Q${num(w / 2, 2)} ${num(c + 0.12, 2)} ${num(w, 2)} ${num(c - 0.22, 2)}V${num(c, 2)}H0z`,
      { fill: dark, "fill-opacity": 0.65 },
    ) +
    fillRects(granules(rng, w, c, 14, 0.06), shade(color, 0.45), 0.6) +
    fillRects(granules(rng, w, c, 14, 0.06), shade(color, -0.5), 0.6);
  return { w, h: c, body };
}

/** Clay barrel tile: columns of rounded caps over channels, each course ending in a round nose. */
function barrelTile(doc: SvgDoc, color: string, finish: Finish): PatternSpec {
  const pan = 0.62;
  const cap = 0.88;
  const w = pan + cap;
  const c = 1.5;
  const capFill = doc.linear(
    [
      [0, shade(color, -0.45)],
      [0.2, shade(color, 0.05)],
      [0.36, shade(color, finish === "weathered" ? 0.2 : 0.32)],
      [0.55, shade(color, 0.1)],
      [0.85, shade(color, -0.2)],
      [1, shade(color, -0.5)],
    ],
    [0, 0],
    [1, 0],
  );
  const panFill = doc.linear(
    [
      [0, shade(color, -0.62)],
      [0.5, shade(color, -0.34)],
      [1, shade(color, -0.58)],
    ],
    [0, 0],
    [1, 0],
  );
  const mid = pan + cap / 2;
  const body =
    el("rect", { width: pan, height: c, fill: panFill }) +
    fillRects([[0, c - 0.08, pan, 0.08]], shade(color, -0.7), 0.35) +
    el("rect", { x: pan, width: cap, height: c, fill: capFill }) +
    el("ellipse", { cx: mid, cy: 0.07, rx: cap / 2 - 0.02, ry: 0.1, fill: shade(color, -0.7), "fill-opacity": 0.35 }) +
    el("ellipse", { cx: mid, cy: c - 0.02, rx: cap / 2 - 0.02, ry: 0.1, fill: capFill });
  return { w, h: c, body };
}

/** Concrete flat (slate-profile) tile: large, regular, half-bond courses with thick noses. */
function flatTile(color: string): PatternSpec {
  const rng = new Rng(41);
  const tw = 1.7;
  const c = 1.4;
  const w = tw * 4;
  const rows = 4;
  const tones = [shade(color, 0.05), shade(color, -0.05), shade(color, 0.1), color];
  const byTone: R[][] = tones.map(() => []);
  const joints: R[] = [];
  for (let r = 0; r < rows; r++) {
    const y = r * c;
    const offset = (r % 2) * (tw / 2);
    for (let i = -1; i < 4; i++) {
      const x = offset + i * tw;
      byTone[rng.int(0, tones.length - 1)]?.push([x, y, tw, c]);
      joints.push([x, y, 0.1, c]);
    }
  }
  const dark = shade(color, -0.6);
  const body =
    byTone.map((list, i) => fillRects(list, tones[i] ?? color)).join("") +
    fillRects(joints, dark, 0.65) +
    fillRects(
      Array.from({ length: rows }, (_, r): R => [0, r * c + c - 0.34, w, 0.12]),
      "#ffffff",
      0.28,
    ) +
    fillRects(
      Array.from({ length: rows }, (_, r): R => [0, r * c + c - 0.22, w, 0.22]),
      dark,
      0.8,
    );
  return { w, h: rows * c, body };
}

function tpo(color: string): PatternSpec {
  const w = 24;
  const h = 10;
  return {
    w,
    h,
    body:
      fillRects([[0, 0, w, 0.16]], shade(color, -0.22), 0.7) +
      fillRects([[0, 0.16, w, 0.1]], "#ffffff", 0.8) +
      fillRects(
        [
          [6, 0, 0.12, h],
          [18, 0, 0.12, h],
        ],
        shade(color, -0.16),
        0.45,
      ),
  };
}

function modifiedBitumen(color: string): PatternSpec {
  const rng = new Rng(53);
  const w = 6.6;
  const h = 3.3;
  return {
    w,
    h,
    body:
      fillRects(granules(rng, w, h, 45, 0.08), shade(color, 0.35), 0.7) +
      fillRects(granules(rng, w, h, 45, 0.08), shade(color, -0.4), 0.6) +
      fillRects([[0, 0, w, 0.34]], shade(color, -0.1), 0.5) +
      fillRects([[0, 0.3, w, 0.08]], shade(color, -0.45), 0.7),
  };
}

/** The pattern for a material and colour (added once per document). */
export function roofPattern(doc: SvgDoc, material: RoofMaterial, color: string, finish: Finish = "new"): string {
  const id = doc.def(
    `roof|${material}|${color}|${finish}`,
    (pid) => {
      const spec = (() => {
        switch (material) {
          case "architectural-shingle":
            return architecturalShingle(color, finish);
          case "standing-seam-metal":
            return standingSeam(color);
          case "metal-panel":
            return metalPanel(color);
          case "stone-coated-metal":
            return isWarm(color) ? stoneCoatedTile(doc, color) : stoneCoatedShake(color);
          case "barrel-tile":
            return barrelTile(doc, color, finish);
          case "flat-tile":
            return flatTile(color);
          case "tpo-membrane":
            return tpo(color);
          case "modified-bitumen":
            return modifiedBitumen(color);
        }
      })();
      return el("pattern", { id: pid, patternUnits: "userSpaceOnUse", width: spec.w, height: spec.h }, spec.body);
    },
    "p",
  );
  return `url(#${id})`;
}

const isMetal = (m: RoofMaterial) => m === "standing-seam-metal" || m === "metal-panel";
const isTile = (m: RoofMaterial) => m === "barrel-tile" || m === "flat-tile" || m === "stone-coated-metal";

export type RoofStyle = { material: RoofMaterial; color: string; finish?: Finish };

/** The colour a material's surface is painted under its texture. */
export function roofBase(style: RoofStyle, tone: Tone): string {
  const graded = tone.grade(style.color);
  if (style.finish === "weathered") return mix(graded, tone.grade("#a8a395"), 0.4);
  if (style.finish === "new") return shade(mix(graded, style.color, 0.35), -0.04);
  return graded;
}

/** One textured roof face. */
export function paintRoofFace(doc: SvgDoc, view: View, tone: Tone, face: Face, style: RoofStyle, extra = ""): string {
  const d = localPath(face.frame, face.poly);
  const color = roofBase(style, tone);
  const light = faceLight(tone, frameNormal(face.frame));
  const sheen =
    isMetal(style.material) &&
    doc.linear(
      [
        [0, "#ffffff", 0],
        [0.42, "#ffffff", 0.26],
        [0.52, "#ffffff", 0.06],
        [0.7, "#ffffff", 0.16],
        [1, "#ffffff", 0],
      ],
      [0, 0],
      [1, 0.6],
    );
  const under = doc.layers(d, [{ fill: color }, { fill: roofPattern(doc, style.material, color, style.finish) }]);
  const over = doc.layers(d, [
    light && { fill: light.color, "fill-opacity": num(light.opacity, 3) },
    {
      fill: doc.linear([
        [0, "#ffffff", 0.1],
        [1, tone.shadowColor, 0.14],
      ]),
    },
    sheen ? { fill: sheen } : undefined,
  ]);
  const parts = [under, style.material === "barrel-tile" ? barrelEave(doc, face, color) : "", extra, over];
  return onFace(view, face.frame, parts.join(""));
}

/**
 * The open ends of the barrels along the eave: the row of little arches that marks a tile roof.
 * A one-row pattern aligned with the tile columns, laid along the eave edge.
 */
function barrelEave(doc: SvgDoc, face: Face, color: string): string {
  const pts = face.poly.map((p) => toLocal(face.frame, p));
  const vMax = Math.max(...pts.map((p) => p[1]));
  const eave = pts.filter((p) => p[1] > vMax - 0.05).map((p) => p[0]);
  if (eave.length < 2) return "";
  const u0 = Math.min(...eave);
  const u1 = Math.max(...eave);
  const pan = 0.62;
  const cap = 0.88;
  const dark = shade(color, -0.72);
  const id = doc.def(
    `barrel-eave|${dark}`,
    (pid) =>
      el(
        "pattern",
        { id: pid, patternUnits: "userSpaceOnUse", width: pan + cap, height: 0.64 },
        path(`M${num(pan + 0.08, 2)} .64A${num(cap / 2 - 0.08, 2)} .32 0 0 1 ${num(pan + cap - 0.08, 2)} .64z`, {
          fill: dark,
        }),
      ),
    "p",
  );
  return `<g transform="translate(0 ${num(vMax, 2)})">${rect(u0, -0.32, u1 - u0, 0.32, { fill: `url(#${id})` })}</g>`;
}

/** Ridge and hip caps, drawn over the faces in screen space. */
export function paintRidges(view: View, tone: Tone, roof: Roof, style: RoofStyle): string {
  if (!roof.ridges.length) return "";
  const color = roofBase(style, tone);
  const d = roof.ridges.map(([a, b]) => linePath([project(view, a), project(view, b)])).join("");
  const width = view.s * (isTile(style.material) ? 0.62 : 0.42);
  if (isTile(style.material)) {
    return (
      path(d, { fill: "none", stroke: shade(color, -0.45), "stroke-width": num(width + 1.5, 1) }) +
      path(d, { fill: "none", stroke: shade(color, 0.08), "stroke-width": num(width, 1) })
    );
  }
  if (isMetal(style.material)) {
    return path(d, { fill: "none", stroke: shade(color, 0.3), "stroke-width": num(width, 1) });
  }
  return (
    path(d, { fill: "none", stroke: shade(color, -0.4), "stroke-width": num(width + 1, 1) }) +
    path(d, {
      fill: "none",
      stroke: shade(color, -0.05),
      "stroke-width": num(width * 0.55, 1),
      "stroke-dasharray": `${num(view.s * 0.9, 1)} ${num(view.s * 0.12, 1)}`,
    })
  );
}

/** A screen-space length of one foot, for stroke widths. */
export function footPx(view: View): number {
  const [x, y] = projectDir(view, [1, 0, 0]);
  return Math.hypot(x, y);
}

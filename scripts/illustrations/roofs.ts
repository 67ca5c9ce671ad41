/**
 * Roof materials as SVG patterns in face coordinates (feet): each face group carries the face's
 * transform, so courses run along the eave and seams run down the slope.
 *
 * Courses are drawn larger than life (a shingle course is about 1 ft instead of 5.6 in) so the
 * material reads at web sizes.
 */
import type { RoofMaterial } from "../../app/content/projects";
import { isWarm, mix, shade } from "./color";
import { faceLight, type Tone } from "./tone";
import { frameNormal, localPath, onFace, project, projectDir, type View } from "./projection";
import { Rng } from "./random";
import type { Face, Roof } from "./roof-shapes";
import { el, linePath, num, path, type SvgDoc } from "./svg";

export type Finish = "new" | "weathered";

type R = readonly [x: number, y: number, w: number, h: number];

/** Many rectangles as one path. */
function rects(list: readonly R[]): string {
  return list.map(([x, y, w, h]) => `M${num(x, 2)} ${num(y, 2)}h${num(w, 2)}v${num(h, 2)}h${num(-w, 2)}z`).join("");
}

function fillRects(list: readonly R[], fill: string, opacity?: number): string {
  return list.length ? path(rects(list), { fill, "fill-opacity": opacity === undefined ? undefined : num(opacity, 2) }) : "";
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
  const rows = 4;
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
  const body =
    byTone.map((list, i) => fillRects(list, tones[i] ?? color)).join("") +
    fillRects(shadows, dark, 0.38) +
    fillRects(joints, dark, 0.75) +
    fillRects(lights, "#ffffff", 0.1) +
    fillRects(butts, dark, 0.85);
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

function stoneCoatedShake(color: string): PatternSpec {
  const rng = new Rng(19);
  const c = 1.25;
  const w = 7.2;
  const rows = 3;
  const tones = [shade(color, 0.1), shade(color, -0.1), shade(color, 0.03), shade(color, -0.18)];
  const byTone: R[][] = tones.map(() => []);
  const splits: R[] = [];
  const butts: R[] = [];
  for (let r = 0; r < rows; r++) {
    const y = r * c;
    for (const [x, tw] of cuts(rng, w, 0.55, 1.2)) {
      const t = rng.int(0, tones.length - 1);
      const drop = rng.range(0, 0.12);
      byTone[t]?.push([x, y, tw, c + drop]);
      splits.push([x, y, 0.09, c]);
      if (rng.chance(0.4)) splits.push([x + tw * rng.range(0.3, 0.7), y + c * 0.35, 0.05, c * 0.65]);
    }
    butts.push([0, y + c - 0.2, w, 0.2]);
  }
  const dark = shade(color, -0.5);
  const body =
    byTone.map((list, i) => fillRects(list, tones[i] ?? color)).join("") +
    fillRects(butts, dark, 0.6) +
    fillRects(splits, dark, 0.7) +
    fillRects(granules(rng, w, rows * c, 70, 0.07), shade(color, 0.4), 0.6) +
    fillRects(granules(rng, w, rows * c, 70, 0.07), shade(color, -0.45), 0.55);
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
    path(`M0 ${num(c - 0.22, 2)}Q${num(w / 2, 2)} ${num(c + 0.12, 2)} ${num(w, 2)} ${num(c - 0.22, 2)}V${num(c, 2)}H0z`, { fill: dark, "fill-opacity": 0.65 }) +
    fillRects(granules(rng, w, c, 14, 0.06), shade(color, 0.45), 0.6) +
    fillRects(granules(rng, w, c, 14, 0.06), shade(color, -0.5), 0.6);
  return { w, h: c, body };
}

function barrelTile(doc: SvgDoc, color: string, finish: Finish): PatternSpec {
  const w = 1.3;
  const c = 1.55;
  const cap = 0.68;
  const capFill = doc.linear(
    [
      [0, shade(color, -0.3)],
      [0.3, shade(color, finish === "new" ? 0.24 : 0.16)],
      [0.55, color],
      [1, shade(color, -0.38)],
    ],
    [0, 0],
    [1, 0],
  );
  const panFill = doc.linear(
    [
      [0, shade(color, -0.45)],
      [0.5, shade(color, -0.16)],
      [1, shade(color, -0.36)],
    ],
    [0, 0],
    [1, 0],
  );
  const x0 = w - cap;
  const body =
    el("rect", { width: x0, height: c, fill: panFill }) +
    fillRects([[0, c - 0.07, x0, 0.07]], shade(color, -0.6), 0.6) +
    el("rect", { x: x0, width: cap, height: c, fill: capFill }) +
    el("ellipse", { cx: x0 + cap / 2, cy: c - 0.04, rx: cap / 2, ry: 0.13, fill: shade(color, -0.12) }) +
    el("ellipse", { cx: x0 + cap / 2, cy: 0.09, rx: cap / 2 + 0.02, ry: 0.11, fill: shade(color, -0.6), "fill-opacity": 0.55 });
  return { w, h: c, body };
}

function flatTile(color: string): PatternSpec {
  const rng = new Rng(41);
  const tw = 1.25;
  const c = 1.15;
  const w = tw * 4;
  const rows = 4;
  const tones = [shade(color, 0.06), shade(color, -0.06), shade(color, 0.12), color];
  const byTone: R[][] = tones.map(() => []);
  const joints: R[] = [];
  for (let r = 0; r < rows; r++) {
    const y = r * c;
    const offset = (r % 2) * (tw / 2);
    for (let i = -1; i < 4; i++) {
      const x = offset + i * tw;
      byTone[rng.int(0, tones.length - 1)]?.push([x, y, tw, c]);
      joints.push([x, y, 0.06, c]);
    }
  }
  const dark = shade(color, -0.55);
  const body =
    byTone.map((list, i) => fillRects(list, tones[i] ?? color)).join("") +
    fillRects(joints, dark, 0.6) +
    fillRects(
      Array.from({ length: rows }, (_, r): R => [0, r * c + c - 0.17, w, 0.17]),
      dark,
      0.7,
    ) +
    fillRects(
      Array.from({ length: rows }, (_, r): R => [0, r * c, w, 0.06]),
      "#ffffff",
      0.16,
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
      fillRects(granules(rng, w, h, 90, 0.07), shade(color, 0.35), 0.7) +
      fillRects(granules(rng, w, h, 90, 0.07), shade(color, -0.4), 0.6) +
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
  return style.finish === "weathered" ? mix(graded, "#a9a59c", 0.18) : graded;
}

/** One textured roof face. */
export function paintRoofFace(doc: SvgDoc, view: View, tone: Tone, face: Face, style: RoofStyle, extra = ""): string {
  const d = localPath(face.frame, face.poly);
  const color = roofBase(style, tone);
  const light = faceLight(tone, frameNormal(face.frame));
  const parts = [
    path(d, { fill: color }),
    path(d, { fill: roofPattern(doc, style.material, color, style.finish) }),
    extra,
    light ? path(d, { fill: light.color, "fill-opacity": num(light.opacity, 3) }) : "",
    path(d, {
      fill: doc.linear([
        [0, "#ffffff", 0.1],
        [1, tone.shadowColor, 0.14],
      ]),
    }),
  ];
  if (isMetal(style.material)) {
    parts.push(
      path(d, {
        fill: doc.linear(
          [
            [0, "#ffffff", 0],
            [0.42, "#ffffff", 0.26],
            [0.52, "#ffffff", 0.06],
            [0.7, "#ffffff", 0.16],
            [1, "#ffffff", 0],
          ],
          [0, 0],
          [1, 0.6],
        ),
      }),
    );
  }
  return onFace(view, face.frame, parts.join(""));
}

/** Ridge and hip caps, drawn over the faces in screen space. */
export function paintRidges(view: View, tone: Tone, roof: Roof, style: RoofStyle): string {
  if (!roof.ridges.length) return "";
  const color = roofBase(style, tone);
  const d = roof.ridges.map(([a, b]) => linePath([project(view, a), project(view, b)])).join("");
  const width = view.s * (isTile(style.material) ? 0.62 : 0.42);
  if (isTile(style.material)) {
    return (
      path(d, { fill: "none", stroke: shade(color, -0.45), "stroke-width": num(width + 1.5, 1), "stroke-linecap": "round" }) +
      path(d, { fill: "none", stroke: shade(color, 0.08), "stroke-width": num(width, 1), "stroke-linecap": "round" })
    );
  }
  if (isMetal(style.material)) {
    return path(d, { fill: "none", stroke: shade(color, 0.3), "stroke-width": num(width, 1), "stroke-linecap": "round" });
  }
  return (
    path(d, { fill: "none", stroke: shade(color, -0.4), "stroke-width": num(width + 1, 1), "stroke-linecap": "round" }) +
    path(d, { fill: "none", stroke: shade(color, -0.05), "stroke-width": num(width * 0.55, 1), "stroke-linecap": "round", "stroke-dasharray": num(view.s * 0.9, 1) + " " + num(view.s * 0.12, 1) })
  );
}

/** A screen-space length of one foot, for stroke widths. */
export function footPx(view: View): number {
  const [x, y] = projectDir(view, [1, 0, 0]);
  return Math.hypot(x, y);
}


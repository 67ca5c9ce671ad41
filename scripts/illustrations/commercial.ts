/**
 * Commercial buildings: low-slope roofs behind parapets (membrane, cap sheet) with rooftop units,
 * a retail strip under a metal mansard, and a church with a steep sanctuary and a flat-roof hall.
 */
import type { Scene } from "./catalogue";
import { mix, shade } from "./color";
import { castShadow, lawn } from "./ground";
import { paintRoof, type Block } from "./house";
import { brand } from "./palette";
import { palm, palmColors, shrub, treeLine } from "./palms";
import { frames, frameTransform, planarFrame, project, type Frame, type Vec3, type View } from "./projection";
import { Rng } from "./random";
import { ridgeAlongX, ridgeAlongZ, type Box, type Face } from "./roof-shapes";
import { paintRoofFace, type RoofStyle } from "./roofs";
import { sceneTone, type Frame2D } from "./scene";
import { drawSky } from "./sky";
import { flatFace, paintBox, type Solid } from "./solids";
import { car, CAR_COLORS } from "./props";
import { circle, ellipse, num, path, polyPath, rect, type SvgDoc } from "./svg";
import type { Tone } from "./tone";
import { paintWall } from "./walls";

export type BuildingType = "warehouse" | "office" | "retail" | "church";

/** The building type for a commercial scene: from the project's wording when it names one. */
export function buildingTypeFor(scene: Pick<Scene, "roof" | "stories">, hint = ""): BuildingType {
  if (/church|chapel|sanctuary/i.test(hint)) return "church";
  if (/retail|store|shop|plaza/i.test(hint)) return "retail";
  if (/warehouse|industrial/i.test(hint)) return "warehouse";
  if (/office/i.test(hint)) return "office";
  if (scene.roof === "metal-panel" || scene.roof === "standing-seam-metal") return "retail";
  return scene.stories === 2 ? "office" : "warehouse";
}

const wallFrame = (box: Box, top: number): { front: Face; right: Face } => ({
  front: {
    poly: [
      [box.x0, top, box.z0],
      [box.x1, top, box.z0],
      [box.x1, 0, box.z0],
      [box.x0, 0, box.z0],
    ],
    frame: frames.front(box.z0, top, box.x0),
  },
  right: {
    poly: [
      [box.x1, top, box.z0],
      [box.x1, top, box.z1],
      [box.x1, 0, box.z1],
      [box.x1, 0, box.z0],
    ],
    frame: frames.right(box.x1, top, box.z0),
  },
});

function glass(doc: SvgDoc, tone: Tone, lit: boolean, tint = "#5d7f98"): string {
  if (lit)
    return doc.linear([
      [0, "#ffe3a6"],
      [1, "#f0a45a"],
    ]);
  return doc.linear([
    [0, tone.grade(mix(tint, "#dfeaf0", 0.55))],
    [0.6, tone.grade(tint)],
    [1, tone.grade(shade(tint, -0.3))],
  ]);
}

/** A glazed storefront or curtain wall with mullions (wall coordinates). */
function glazing(
  doc: SvgDoc,
  tone: Tone,
  u: number,
  top: number,
  w: number,
  h: number,
  opts: { lit?: boolean; frame: string; bay?: number; door?: number; tint?: string },
): string {
  const bay = opts.bay ?? 5;
  let mullions = "";
  const n = Math.max(1, Math.round(w / bay));
  for (let i = 1; i < n; i++) mullions += `M${num(u + (w * i) / n - 0.15, 2)} ${num(top, 2)}h.3v${num(h, 2)}h-.3z`;
  const parts = [
    rect(u - 0.4, top - 0.4, w + 0.8, h + 0.8, { fill: opts.frame }),
    rect(u, top, w, h, { fill: glass(doc, tone, opts.lit ?? false, opts.tint) }),
  ];
  if (!opts.lit)
    parts.push(
      path(
        `M${num(u + w * 0.1, 2)} ${num(top + h, 2)}L${num(u + w * 0.35, 2)} ${num(top, 2)}h${num(w * 0.12, 2)}L${num(u + w * 0.22, 2)} ${num(top + h, 2)}z`,
        { fill: "#ffffff", "fill-opacity": 0.16 },
      ),
    );
  parts.push(path(mullions, { fill: opts.frame }));
  if (opts.door !== undefined) {
    const dw = 6;
    parts.push(
      rect(opts.door, top + h - 7.5, dw, 7.5, {
        fill: glass(doc, tone, opts.lit ?? false, opts.tint),
        stroke: opts.frame,
        "stroke-width": 0.35,
      }),
    );
    parts.push(rect(opts.door + dw / 2 - 0.12, top + h - 7.5, 0.24, 7.5, { fill: opts.frame }));
    parts.push(rect(opts.door + 0.6, top + h - 4, dw - 1.2, 0.25, { fill: shade(opts.frame, 0.5) }));
  }
  return parts.join("");
}

/** A ribbon of windows across a wall. */
function ribbon(
  doc: SvgDoc,
  tone: Tone,
  u0: number,
  u1: number,
  top: number,
  h: number,
  frame: string,
  rng: Rng,
): string {
  const parts: string[] = [];
  const bay = 6;
  const n = Math.max(1, Math.round((u1 - u0) / bay));
  parts.push(rect(u0 - 0.4, top - 0.4, u1 - u0 + 0.8, h + 0.8, { fill: frame }));
  for (let i = 0; i < n; i++) {
    const x = u0 + ((u1 - u0) * i) / n + 0.2;
    parts.push(
      rect(x, top, (u1 - u0) / n - 0.4, h, { fill: glass(doc, tone, rng.chance(tone.windowsLit), "#4f7390") }),
    );
  }
  parts.push(
    path(
      `M${num(u0 + (u1 - u0) * 0.12, 2)} ${num(top + h, 2)}L${num(u0 + (u1 - u0) * 0.2, 2)} ${num(top, 2)}h${num((u1 - u0) * 0.05, 2)}L${num(u0 + (u1 - u0) * 0.17, 2)} ${num(top + h, 2)}z`,
      { fill: "#ffffff", "fill-opacity": 0.14 },
    ),
  );
  return parts.join("");
}

/** A roll-up dock door with bumpers. */
function dockDoor(u: number, bottom: number, w: number, h: number, color: string): string {
  const top = bottom - h;
  let ribs = "";
  for (let y = top + 0.6; y < bottom - 0.2; y += 0.6)
    ribs += `M${num(u, 2)} ${num(y, 2)}h${num(w, 2)}v.12h${num(-w, 2)}z`;
  return [
    rect(u - 0.6, top - 1.2, w + 1.2, h + 1.2, { fill: shade(color, -0.35) }),
    rect(u, top, w, h, { fill: color }),
    path(ribs, { fill: shade(color, -0.2), "fill-opacity": 0.7 }),
    rect(u, top, w, 0.5, { fill: "#0d2138", "fill-opacity": 0.25 }),
    rect(u - 0.5, bottom - 2.2, 0.9, 1.6, { fill: "#2b2f33" }),
    rect(u + w - 0.4, bottom - 2.2, 0.9, 1.6, { fill: "#2b2f33" }),
  ].join("");
}

/** A blank sign panel with light bars that suggest lettering (no text). */
function signPanel(u: number, top: number, w: number, h: number, color: string, accent: string, rng: Rng): string {
  const parts = [rect(u, top, w, h, { fill: color, rx: 0.3 })];
  const barH = h * 0.22;
  let x = u + w * 0.14;
  parts.push(circle(u + w * 0.08, top + h / 2, h * 0.26, { fill: accent }));
  let d = "";
  while (x < u + w * 0.86) {
    const bw = Math.min(u + w * 0.86 - x, rng.range(w * 0.08, w * 0.22));
    d += `M${num(x, 2)} ${num(top + h / 2 - barH / 2, 2)}h${num(bw, 2)}v${num(barH, 2)}h${num(-bw, 2)}z`;
    x += bw + w * 0.03;
  }
  parts.push(path(d, { fill: "#ffffff", "fill-opacity": 0.85 }));
  return parts.join("");
}

/** A packaged rooftop unit (HVAC) with a fan on top and louvres on the side. */
function rooftopUnit(doc: SvgDoc, view: View, tone: Tone, x: number, z: number, y: number, size = 1): string {
  const w = 8 * size;
  const d = 5 * size;
  const h = 4.2 * size;
  const color = tone.grade("#c7ccd1");
  const b: Solid = { x0: x, x1: x + w, y0: y, y1: y + h, z0: z, z1: z + d };
  let louvres = "";
  for (let i = 0.8; i < h - 0.5; i += 0.55) louvres += `M.6 ${num(i, 2)}h${num(w * 0.45, 2)}v.18h${num(-w * 0.45, 2)}z`;
  const front =
    path(louvres, { fill: shade(color, -0.3), "fill-opacity": 0.7 }) +
    rect(w * 0.6, 0.6, w * 0.32, h - 1.2, {
      fill: shade(color, -0.06),
      stroke: shade(color, -0.25),
      "stroke-width": 0.12,
    });
  const fanR = Math.min(w, d) * 0.33;
  const top =
    circle(w * 0.68, d * 0.5, fanR, { fill: shade(color, -0.45) }) +
    circle(w * 0.68, d * 0.5, fanR * 0.35, { fill: shade(color, -0.1) }) +
    rect(w * 0.08, d * 0.2, w * 0.3, d * 0.6, { fill: shade(color, -0.08) });
  return (
    // Curb.
    paintBox(
      doc,
      view,
      tone,
      { x0: x - 0.4, x1: x + w + 0.4, y0: y, y1: y + 0.8, z0: z - 0.4, z1: z + d + 0.4 },
      tone.grade("#9aa2aa"),
    ) + paintBox(doc, view, tone, { ...b, y0: y + 0.8 }, color, { front, top, topColor: shade(color, 0.1) })
  );
}

/** A small vent stack or exhaust fan. */
function vent(doc: SvgDoc, view: View, tone: Tone, x: number, z: number, y: number): string {
  const c = tone.grade("#aeb5bc");
  return (
    paintBox(doc, view, tone, { x0: x, x1: x + 1.6, y0: y, y1: y + 1.8, z0: z, z1: z + 1.6 }, c) +
    paintBox(
      doc,
      view,
      tone,
      { x0: x - 0.4, x1: x + 2, y0: y + 1.8, y1: y + 2.4, z0: z - 0.4, z1: z + 2 },
      shade(c, 0.15),
    )
  );
}

/** A skylight or roof hatch. */
function skylight(doc: SvgDoc, view: View, tone: Tone, x: number, z: number, y: number): string {
  return paintBox(doc, view, tone, { x0: x, x1: x + 4, y0: y, y1: y + 1, z0: z, z1: z + 6 }, tone.grade("#b9c0c6"), {
    topColor: tone.grade("#8fb3cc"),
  });
}

type FlatRoofOptions = {
  box: Box;
  parapet: number;
  roof: RoofStyle;
  wall: string;
  coping: string;
  front: string;
  right: string;
  units: Array<{ x: number; z: number; size?: number }>;
  vents?: Array<{ x: number; z: number }>;
  skylights?: Array<{ x: number; z: number }>;
  pads?: boolean;
};

/** A flat (low-slope) roof inside a parapet, with its equipment, then the outer walls. */
function flatRoofBuilding(doc: SvgDoc, view: View, tone: Tone, o: FlatRoofOptions): string {
  const { box, parapet } = o;
  const t = 1;
  const top = box.h + parapet;
  const inner = { x0: box.x0 + t, x1: box.x1 - t, z0: box.z0 + t, z1: box.z1 - t };
  const roofFace: Face = {
    poly: [
      [inner.x0, box.h, inner.z1],
      [inner.x1, box.h, inner.z1],
      [inner.x1, box.h, inner.z0],
      [inner.x0, box.h, inner.z0],
    ],
    frame: frames.top(box.h, inner.z1, inner.x0),
  };
  // Walkway pads from the front towards each unit, in roof coordinates (u = x - x0, v = z1 - z).
  let pads = "";
  if (o.pads) {
    const padColor = shade(o.roof.color, -0.12);
    for (const u of o.units) {
      const cx = u.x + 3 - inner.x0;
      pads += `M${num(cx, 2)} ${num(inner.z1 - (u.z - 0.5), 2)}h2.5V${num(inner.z1 - inner.z0 - 1, 2)}h-2.5z`;
    }
    pads = path(pads, { fill: tone.grade(padColor), "fill-opacity": 0.9 });
  }
  const membrane = tone.grade(o.roof.color);
  const parts: string[] = [paintRoofFace(doc, view, tone, roofFace, o.roof, pads)];
  const backInner: Face = {
    poly: [
      [inner.x0, top, inner.z1],
      [inner.x1, top, inner.z1],
      [inner.x1, box.h, inner.z1],
      [inner.x0, box.h, inner.z1],
    ],
    frame: frames.front(inner.z1, top, inner.x0),
  };
  const leftInner: Face = {
    poly: [
      [inner.x0, top, inner.z0],
      [inner.x0, top, inner.z1],
      [inner.x0, box.h, inner.z1],
      [inner.x0, box.h, inner.z0],
    ],
    frame: frames.right(inner.x0, top, inner.z0),
  };
  const flashing = o.roof.material === "tpo-membrane" ? membrane : shade(membrane, 0.05);
  parts.push(flatFace(doc, view, tone, backInner, flashing), flatFace(doc, view, tone, leftInner, flashing));
  // Coping ring.
  const ring: Frame = frames.top(top, box.z1, box.x0);
  const W = box.x1 - box.x0;
  const D = box.z1 - box.z0;
  const ringPath = `M0 0h${num(W, 2)}v${num(D, 2)}h${num(-W, 2)}zM${t} ${t}v${num(D - 2 * t, 2)}h${num(W - 2 * t, 2)}v${num(-(D - 2 * t), 2)}z`;
  parts.push(
    `<g transform="${frameTransform(view, ring)}">${path(ringPath, { fill: o.coping, "fill-rule": "evenodd" })}</g>`,
  );
  const equipment: Array<{ z: number; svg: string }> = [];
  for (const u of o.units) equipment.push({ z: u.z, svg: rooftopUnit(doc, view, tone, u.x, u.z, box.h, u.size) });
  for (const v of o.vents ?? []) equipment.push({ z: v.z, svg: vent(doc, view, tone, v.x, v.z, box.h) });
  for (const s of o.skylights ?? []) equipment.push({ z: s.z, svg: skylight(doc, view, tone, s.x, s.z, box.h) });
  equipment.sort((a, b) => b.z - a.z);
  parts.push(...equipment.map((e) => e.svg));
  const walls = wallFrame(box, top);
  parts.push(paintWall(doc, view, tone, walls.front, o.wall, o.front, { eaveShadow: 1.2 }));
  parts.push(paintWall(doc, view, tone, walls.right, o.wall, o.right, { eaveShadow: 1.2 }));
  // Coping edge over the walls.
  parts.push(
    flatFace(
      doc,
      view,
      tone,
      {
        poly: [
          [box.x0, top, box.z0],
          [box.x1, top, box.z0],
          [box.x1, top - 0.7, box.z0],
          [box.x0, top - 0.7, box.z0],
        ],
        frame: frames.front(box.z0, top, box.x0),
      },
      shade(o.coping, -0.05),
    ),
  );
  parts.push(
    flatFace(
      doc,
      view,
      tone,
      {
        poly: [
          [box.x1, top, box.z0],
          [box.x1, top, box.z1],
          [box.x1, top - 0.7, box.z1],
          [box.x1, top - 0.7, box.z0],
        ],
        frame: frames.right(box.x1, top, box.z0),
      },
      shade(o.coping, -0.05),
    ),
  );
  return parts.join("");
}

/** Tilt-up panel joints across a wall. */
function panelJoints(width: number, height: number, every: number, color: string): string {
  let d = "";
  for (let u = every; u < width - 1; u += every) d += `M${num(u, 2)} 0h.18v${num(height, 2)}h-.18z`;
  return path(d, { fill: color, "fill-opacity": 0.5 });
}

export type CommercialPlan = {
  draw: (doc: SvgDoc, view: View, tone: Tone) => string;
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  top: number;
  ky: number;
  footprints: Array<Box & { height: number }>;
};

function warehouse(scene: Scene, rng: Rng): CommercialPlan {
  const box: Box = { x0: 0, x1: 120, z0: 0, z1: 70, h: 22 };
  const parapet = 3;
  const top = box.h + parapet;
  return {
    x0: box.x0,
    x1: box.x1,
    z0: box.z0,
    z1: box.z1,
    top,
    ky: 0.52,
    footprints: [{ ...box, height: top }],
    draw: (doc, view, tone) => {
      const wall = tone.grade(scene.wallColor);
      const frame = tone.grade("#3a4450");
      const doors = rng.int(3, 4);
      let front = panelJoints(box.x1 - box.x0, top, 20, shade(wall, -0.35));
      front += rect(0, top - 3.2, box.x1, 0.5, { fill: shade(wall, -0.25), "fill-opacity": 0.6 });
      front += glazing(doc, tone, 6, top - 11, 26, 8.8, { frame, door: 14, lit: tone.windowsLit > 0.5 });
      front += paintedBand(6, 3, 26, 2.5, tone.grade(brand.navy));
      for (let i = 0; i < doors; i++) front += dockDoor(44 + i * 18, top, 12, 13, tone.grade("#e4e7ea"));
      front += rect(40, 3, 78, 1.2, { fill: tone.grade(brand.ember), "fill-opacity": 0.85 });
      let right = panelJoints(box.z1 - box.z0, top, 20, shade(wall, -0.35));
      right += rect(0, 3, box.z1, 1.2, { fill: tone.grade(brand.ember), "fill-opacity": 0.85 });
      right += dockDoor(40, top, 10, 12, tone.grade("#e4e7ea"));
      right += rect(12, top - 7.5, 3.5, 7.5, { fill: tone.grade("#8f99a3") });
      const svg = flatRoofBuilding(doc, view, tone, {
        box,
        parapet,
        roof: { material: scene.roof, color: scene.roofColor },
        wall,
        coping: tone.grade("#e9ecee"),
        front,
        right,
        units: [
          { x: 18, z: 40 },
          { x: 52, z: 48 },
          { x: 84, z: 34 },
          { x: 96, z: 54, size: 0.8 },
        ],
        vents: [
          { x: 36, z: 24 },
          { x: 70, z: 20 },
          { x: 104, z: 22 },
        ],
        skylights: [
          { x: 30, z: 54 },
          { x: 64, z: 30 },
          { x: 76, z: 56 },
        ],
        pads: scene.roof === "tpo-membrane",
      });
      // Canopy over the office entry.
      const canopy = paintBox(
        doc,
        view,
        tone,
        { x0: 10, x1: 30, y0: 11, y1: 12.2, z0: -6, z1: 0 },
        tone.grade(brand.navy),
      );
      return svg + canopy;
    },
  };
}

function paintedBand(u: number, top: number, w: number, h: number, color: string): string {
  return rect(u, top, w, h, { fill: color });
}

function office(scene: Scene, rng: Rng): CommercialPlan {
  const box: Box = { x0: 0, x1: 86, z0: 0, z1: 52, h: 27 };
  const parapet = 3.5;
  const top = box.h + parapet;
  return {
    x0: box.x0,
    x1: box.x1,
    z0: box.z0,
    z1: box.z1,
    top,
    ky: 0.5,
    footprints: [{ ...box, height: top }],
    draw: (doc, view, tone) => {
      const wall = tone.grade(scene.wallColor);
      const frame = tone.grade("#2d3640");
      let front = "";
      front += rect(0, 0, box.x1, 2.2, { fill: shade(wall, 0.25) });
      front += ribbon(doc, tone, 4, 34, 6.5, 6, frame, rng);
      front += ribbon(doc, tone, 52, 82, 6.5, 6, frame, rng);
      front += ribbon(doc, tone, 4, 34, 18.5, 6, frame, rng);
      front += ribbon(doc, tone, 52, 82, 18.5, 6, frame, rng);
      front += rect(36.5, 0, 13, top, { fill: shade(wall, -0.08) });
      front += glazing(doc, tone, 38, 4, 10, 26.5, { frame, bay: 3.4, door: 40, lit: tone.windowsLit > 0.3 });
      front += rect(0, 14.2, box.x1, 0.6, { fill: shade(wall, -0.2), "fill-opacity": 0.6 });
      let right = rect(0, 0, box.z1, 2.2, { fill: shade(wall, 0.25) });
      right += ribbon(doc, tone, 5, 46, 6.5, 6, frame, rng) + ribbon(doc, tone, 5, 46, 18.5, 6, frame, rng);
      // Scuppers and downspouts.
      for (const u of [3, box.z1 - 4])
        right +=
          rect(u, 2.4, 1.4, 1, { fill: tone.grade("#9aa3ab") }) +
          rect(u + 0.35, 3.4, 0.7, top - 3.4, { fill: tone.grade("#b3bbc2") });
      const svg = flatRoofBuilding(doc, view, tone, {
        box,
        parapet,
        roof: { material: scene.roof, color: scene.roofColor },
        wall,
        coping: tone.grade("#d9dcdf"),
        front,
        right,
        units: [
          { x: 14, z: 30 },
          { x: 56, z: 36 },
        ],
        vents: [
          { x: 40, z: 22 },
          { x: 70, z: 18 },
        ],
        skylights: [{ x: 30, z: 40 }],
      });
      const canopy = paintBox(
        doc,
        view,
        tone,
        { x0: 35, x1: 51, y0: 12, y1: 13, z0: -7, z1: 0 },
        tone.grade("#e9e5dc"),
      );
      return svg + canopy;
    },
  };
}

function retail(scene: Scene, rng: Rng): CommercialPlan {
  const box: Box = { x0: 0, x1: 112, z0: 0, z1: 46, h: 18 };
  const mansard: Box = { x0: box.x0, x1: box.x1, z0: box.z0, z1: box.z0 + 10, h: box.h };
  const roofTop = box.h + 6.5;
  return {
    x0: box.x0,
    x1: box.x1,
    z0: box.z0,
    z1: box.z1,
    top: roofTop,
    ky: 0.5,
    footprints: [{ ...box, height: roofTop }],
    draw: (doc, view, tone) => {
      const wall = tone.grade(scene.wallColor);
      const frame = tone.grade("#3a3f45");
      const tenants = 4;
      const bayW = (box.x1 - box.x0) / tenants;
      let front = rect(0, box.h - 1.5, box.x1, 1.5, { fill: shade(wall, -0.12) });
      const signColors = [brand.navy, "#2f5d50", brand.ember, "#3d4a5c", "#7b3325"];
      for (let i = 0; i < tenants; i++) {
        const u = i * bayW;
        front += rect(u, 0, 0.8, box.h, { fill: shade(wall, -0.15) });
        front += glazing(doc, tone, u + 3, 9.2, bayW - 6, 8.3, {
          frame,
          bay: 5.5,
          door: u + bayW / 2 - 3,
          lit: tone.windowsLit > 0.3,
        });
        front += signPanel(
          u + 5,
          6,
          bayW - 10,
          2.3,
          tone.grade(signColors[i % signColors.length] ?? brand.navy),
          tone.grade(brand.emberBright),
          rng,
        );
      }
      let right = rect(0, box.h - 1.5, box.z1, 1.5, { fill: shade(wall, -0.12) });
      right += rect(18, box.h - 7.5, 3.5, 7.5, { fill: tone.grade("#8f99a3") });
      // Flat roof behind the mansard, in a plain cap sheet.
      const flat = flatRoofBuilding(doc, view, tone, {
        box,
        parapet: 1.2,
        roof: { material: "modified-bitumen", color: "#9aa0a6" },
        wall,
        coping: tone.grade("#d6d8da"),
        front,
        right,
        units: [
          { x: 18, z: 28 },
          { x: 52, z: 32 },
          { x: 86, z: 26 },
        ],
      });
      // The metal mansard along the storefronts.
      const style: RoofStyle = { material: scene.roof, color: scene.roofColor };
      const roof = ridgeAlongX(
        mansard,
        { pitch: 1.6, overhang: 2.4 },
        { left: "hip", right: "hip" },
        { flatTop: roofTop },
      );
      const block: Block = { name: "main", box: mansard, roof, front: [], right: [], gable: [] };
      return flat + paintRoof(doc, view, tone, block, style, tone.grade("#f2f0eb"));
    },
  };
}

function church(scene: Scene, rng: Rng): CommercialPlan {
  const sanctuary: Box = { x0: 0, x1: 40, z0: 0, z1: 72, h: 24 };
  const hall: Box = { x0: 40, x1: 104, z0: 10, z1: 58, h: 22 };
  const pitch = 0.95;
  const ridge = sanctuary.h + pitch * 21.5;
  return {
    x0: sanctuary.x0,
    x1: hall.x1,
    z0: sanctuary.z0,
    z1: sanctuary.z1,
    top: ridge + 12,
    ky: 0.42,
    footprints: [
      { ...sanctuary, height: ridge - 6 },
      { ...hall, height: hall.h + 3 },
    ],
    draw: (doc, view, tone) => {
      const wall = tone.grade(scene.wallColor);
      const lit = tone.windowsLit > 0.5;
      const trim = tone.grade("#f6f3ec");
      const roof = ridgeAlongZ(sanctuary, { pitch, overhang: 1.5 });
      const shingles: RoofStyle = { material: "architectural-shingle", color: "#4a4f57" };
      const walls = wallFrame(sanctuary, sanctuary.h);
      const archWindow = (u: number, topV: number, w: number, h: number) =>
        path(
          `M${num(u - 0.5, 2)} ${num(topV + h + 0.5, 2)}V${num(topV + w / 2, 2)}a${num(w / 2 + 0.5, 2)} ${num(w / 2 + 0.5, 2)} 0 0 1 ${num(w + 1, 2)} 0V${num(topV + h + 0.5, 2)}z`,
          { fill: trim },
        ) +
        path(
          `M${num(u, 2)} ${num(topV + h, 2)}V${num(topV + w / 2, 2)}a${num(w / 2, 2)} ${num(w / 2, 2)} 0 0 1 ${num(w, 2)} 0V${num(topV + h, 2)}z`,
          { fill: glass(doc, tone, lit, "#5a6f8c") },
        ) +
        rect(u + w / 2 - 0.12, topV + 1, 0.24, h - 1, { fill: trim, "fill-opacity": 0.8 });
      let front = "";
      front += archWindow(7, 6, 5, 11) + archWindow(28, 6, 5, 11);
      // Doors under a small arch.
      front += path(`M14 24V16a6 6 0 0 1 12 0V24z`, { fill: trim });
      front += path(`M15 24V16.5a5 5 0 0 1 10 0V24z`, { fill: tone.grade("#5b3a29") });
      front += rect(19.85, 12, 0.3, 12, { fill: shade(tone.grade("#5b3a29"), -0.3) });
      const gableWall: Face | undefined = roof.gables[0];
      const rose =
        circle(20, 21.5 - 8.5 + 0, 3.4, { fill: trim }) +
        circle(20, 13, 2.8, { fill: glass(doc, tone, lit, "#6c5a8c") }) +
        path("M20 10.2v5.6M17.2 13h5.6", { stroke: trim, "stroke-width": 0.35 });
      let side = "";
      for (let i = 0; i < 5; i++) side += archWindow(8 + i * 12.5, 6, 3.6, 11);
      const parts: string[] = [];
      parts.push(paintWall(doc, view, tone, walls.front, wall, front, { eaveShadow: 0 }));
      parts.push(paintWall(doc, view, tone, walls.right, wall, side, { eaveShadow: 2 }));
      if (gableWall) parts.push(paintWall(doc, view, tone, gableWall, wall, rose, { eaveShadow: 0 }));
      parts.push(
        paintRoof(
          doc,
          view,
          tone,
          { name: "main", box: sanctuary, roof, front: [], right: [], gable: [] },
          shingles,
          trim,
        ),
      );
      // Steeple on the front of the ridge.
      const tower: Solid = { x0: 16.5, x1: 23.5, y0: ridge - 6, y1: ridge + 9, z0: 3, z1: 10 };
      const louvre = (w: number) =>
        path(`M${num(w / 2 - 1.4, 2)} 9V4.6a1.4 1.4 0 0 1 2.8 0V9z`, { fill: shade(wall, -0.55) });
      parts.push(paintBox(doc, view, tone, tower, trim, { front: louvre(7), right: louvre(7) }));
      const spireTop: [number, number, number] = [20, ridge + 24, 6.5];
      const base = tower.y1;
      const frontPoly: Vec3[] = [[16.2, base, 2.7], [23.8, base, 2.7], spireTop];
      const rightPoly: Vec3[] = [[23.8, base, 2.7], [23.8, base, 10.3], spireTop];
      const spireFront: Face = { poly: frontPoly, frame: planarFrame(frontPoly, [0, 0.3, -1]) };
      const spireRight: Face = { poly: rightPoly, frame: planarFrame(rightPoly, [1, 0.3, 0]) };
      parts.push(
        flatFace(doc, view, tone, spireFront, tone.grade("#4a4f57")),
        flatFace(doc, view, tone, spireRight, tone.grade("#4a4f57")),
      );
      const [cx, cy] = project(view, [20, ridge + 24, 6.5]);
      const s = view.s;
      parts.push(
        rect(cx - 0.25 * s, cy - 4.5 * s, 0.5 * s, 4.5 * s, { fill: tone.grade("#e8d9a8") }),
        rect(cx - 1.5 * s, cy - 3.5 * s, 3 * s, 0.5 * s, { fill: tone.grade("#e8d9a8") }),
      );
      // Fellowship hall with the low-slope membrane roof.
      const hallWall = tone.grade(mix(scene.wallColor, "#ffffff", 0.15));
      let hallFront = rect(0, 0, hall.x1 - hall.x0, 2, { fill: shade(hallWall, -0.1) });
      hallFront += ribbon(doc, tone, 6, 58, 6, 5.5, tone.grade("#3a3f45"), rng);
      hallFront += glazing(doc, tone, 10, 15, 16, 9.5, { frame: tone.grade("#3a3f45"), door: 15, lit, bay: 4 });
      hallFront += ribbon(doc, tone, 32, 58, 16, 6, tone.grade("#3a3f45"), rng);
      const hallRight =
        ribbon(doc, tone, 6, 42, 6, 5.5, tone.grade("#3a3f45"), rng) +
        ribbon(doc, tone, 6, 42, 16, 6, tone.grade("#3a3f45"), rng);
      parts.push(
        flatRoofBuilding(doc, view, tone, {
          box: hall,
          parapet: 2.5,
          roof: { material: scene.roof, color: scene.roofColor },
          wall: hallWall,
          coping: tone.grade("#e6e2d8"),
          front: hallFront,
          right: hallRight,
          units: [
            { x: 56, z: 36 },
            { x: 82, z: 28, size: 0.85 },
          ],
          vents: [{ x: 70, z: 46 }],
          pads: true,
        }),
      );
      const canopy = paintBox(doc, view, tone, { x0: 48, x1: 68, y0: 10.5, y1: 11.5, z0: 4, z1: 10 }, trim);
      parts.push(canopy);
      return parts.join("");
    },
  };
}

export function planCommercial(type: BuildingType, scene: Scene, rng: Rng): CommercialPlan {
  switch (type) {
    case "warehouse":
      return warehouse(scene, rng);
    case "office":
      return office(scene, rng);
    case "retail":
      return retail(scene, rng);
    case "church":
      return church(scene, rng);
  }
}

/** A parking lot in front of a building, with stalls, islands and light poles. */
function parkingLot(
  doc: SvgDoc,
  view: View,
  tone: Tone,
  x0: number,
  x1: number,
  zFront: number,
  width: number,
  height: number,
): string {
  const asphalt = tone.grade("#70767d");
  const concrete = tone.grade("#d9d4ca");
  const parts: string[] = [];
  const far = -220;
  const pts = [
    project(view, [x0 - 200, 0, zFront]),
    project(view, [x1 + 200, 0, zFront]),
    project(view, [x1 + 200, 0, far]),
    project(view, [x0 - 200, 0, far]),
  ];
  parts.push(
    path(polyPath(pts), {
      fill: doc.linear([
        [0, asphalt],
        [1, shade(asphalt, -0.12)],
      ]),
    }),
  );
  // Sidewalk along the building.
  const walk = [
    project(view, [x0 - 200, 0, zFront + 8]),
    project(view, [x1 + 200, 0, zFront + 8]),
    project(view, [x1 + 200, 0, zFront]),
    project(view, [x0 - 200, 0, zFront]),
  ];
  parts.push(path(polyPath(walk), { fill: concrete }));
  // Stalls.
  let lines = "";
  for (let x = x0 - 60; x < x1 + 60; x += 9.5) {
    const a = project(view, [x, 0, zFront - 4]);
    const b = project(view, [x, 0, zFront - 21]);
    if (Math.max(a[0], b[0]) < 0 || Math.min(a[0], b[0]) > width) continue;
    lines += `M${num(a[0], 0)} ${num(a[1], 0)}L${num(b[0], 0)} ${num(b[1], 0)}`;
    const c = project(view, [x, 0, zFront - 44]);
    const d = project(view, [x, 0, zFront - 61]);
    if (c[1] < height + 20) lines += `M${num(c[0], 0)} ${num(c[1], 0)}L${num(d[0], 0)} ${num(d[1], 0)}`;
  }
  parts.push(
    path(lines, { stroke: "#f4f2ec", "stroke-width": num(Math.max(1, view.s * 0.35), 1), "stroke-opacity": 0.85 }),
  );
  return parts.join("");
}

/** A picture of a commercial project from its scene. */
export function commercialScene(doc: SvgDoc, frame: Frame2D, scene: Scene, hint = ""): string {
  const rng = new Rng(scene.seed);
  const type = buildingTypeFor(scene, hint);
  const mirrored = false;
  const tone = sceneTone(scene.time, mirrored);
  const plan = planCommercial(type, scene, rng.fork(1));
  const kx = rng.range(0.46, 0.52);
  const ky = plan.ky;
  const unit: View = { ox: 0, oy: 0, s: 1, kx, ky };
  const xs = [project(unit, [plan.x0, 0, plan.z0])[0], project(unit, [plan.x1, 0, plan.z1])[0]];
  const topY = Math.min(project(unit, [plan.x0, plan.top, plan.z1])[1], project(unit, [plan.x1, plan.top, plan.z1])[1]);
  const groundAt = 0.82;
  const s = Math.min((frame.width * 0.88) / (xs[1]! - xs[0]!), (frame.height * groundAt * 0.84) / -topY);
  const view: View = { ox: frame.width * 0.5 - s * ((xs[0]! + xs[1]!) / 2), oy: frame.height * groundAt, s, kx, ky };
  const { width, height } = frame;
  const horizon = Math.min(project(view, [0, 0, plan.z1 + 40])[1], height * 0.55);
  const parts: string[] = [];
  parts.push(drawSky(doc, tone, rng.fork(3), { width, height, horizon }));
  const trees = rng.fork(4);
  parts.push(treeLine(trees, width, horizon + 2, height * 0.08, shade(tone.treeLine, 0.15), 0.75));
  parts.push(treeLine(trees, width, horizon + 5, height * 0.045, tone.treeLine));
  parts.push(lawn(doc, tone, width, height, horizon + 4));
  parts.push(parkingLot(doc, view, tone, plan.x0, plan.x1, plan.z0 - 1, width, height));
  for (const f of plan.footprints) parts.push(castShadow(view, tone, f.x0, f.x1, f.z0, f.z1, f.height * 0.9));
  parts.push(plan.draw(doc, view, tone));
  // A few parked cars, back to front.
  const carRng = rng.fork(7);
  const cars: string[] = [];
  const stalls = Math.floor((plan.x1 - plan.x0) / 9.5);
  const taken = new Set<number>();
  const count = Math.min(stalls, carRng.int(2, 4));
  while (taken.size < count) taken.add(carRng.int(1, stalls - 2));
  for (const i of [...taken].sort((a, b) => a - b)) {
    cars.push(car(doc, view, tone, plan.x0 + i * 9.5 + 1.6, plan.z0 - 21, carRng.pick(CAR_COLORS)));
  }
  parts.push(...cars);
  // Landscaping islands and palms along the front.
  const plant = rng.fork(6);
  const palmN = 2;
  const green = tone.grade("#4f7d46");
  const light = tone.grade("#9cc071");
  for (let i = 0; i < palmN; i++) {
    const x = i === 0 ? plan.x0 - plant.range(4, 10) : plan.x1 + plant.range(2, 8);
    const z = plant.range(-6, 2);
    const [sx, sy] = project(view, [x, 0, z]);
    parts.push(shrub(plant, sx, sy + view.s * 0.5, view.s * 6, green, light));
    parts.push(
      palm(doc, plant, {
        x: sx,
        y: sy,
        height: view.s * plant.range(30, 38),
        lean: plant.range(-0.08, 0.08),
        colors: palmColors(tone, plant),
      }),
    );
  }
  // Light poles.
  for (const x of [plan.x0 + (plan.x1 - plan.x0) * 0.3, plan.x0 + (plan.x1 - plan.x0) * 0.75]) {
    const [bx, by] = project(view, [x, 0, plan.z0 - 30]);
    const [tx, ty] = project(view, [x, 24, plan.z0 - 30]);
    parts.push(
      path(`M${num(bx)} ${num(by)}L${num(tx)} ${num(ty)}`, {
        stroke: tone.grade("#4a525b"),
        "stroke-width": num(view.s * 0.45, 1),
      }),
    );
    parts.push(
      rect(tx - view.s * 1.6, ty - view.s * 0.4, view.s * 3.2, view.s * 0.9, {
        fill: tone.grade("#3c444c"),
        rx: view.s * 0.3,
      }),
    );
    if (tone.windowsLit > 0.5)
      parts.push(ellipse(tx, ty + view.s * 0.6, view.s * 2.2, view.s * 0.7, { fill: "#ffe4a8", "fill-opacity": 0.9 }));
  }
  return parts.join("");
}

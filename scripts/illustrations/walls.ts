/**
 * Walls and what is set into them, drawn in wall coordinates (feet; u along the wall, v down from
 * the wall top), so the same window works on a front wall and, skewed, on a side wall.
 */
import { mix, shade } from "./color";
import { frameNormal, localPath, onFace, screenPoly, type View } from "./projection";
import { litColor } from "./solids";
import type { Face } from "./roof-shapes";
import { el, num, path, rect, type SvgDoc } from "./svg";
import { faceLight, type Tone } from "./tone";

export type WindowStyle = {
  /** Muntin grid columns x rows (0 = plain glass). */
  grid?: readonly [number, number];
  arched?: boolean;
  shutters?: string;
  lit?: boolean;
  trim: string;
};

function glassFill(doc: SvgDoc, tone: Tone, lit: boolean): string {
  if (lit)
    return doc.linear([
      [0, "#ffe7b0"],
      [1, "#f3a95c"],
    ]);
  const sky = tone.sky[tone.sky.length - 1]?.[1] ?? "#dbe8ee";
  return doc.linear([
    [0, mix(tone.grade("#d7e6ef"), sky, 0.3)],
    [0.55, tone.grade("#8fb0c6")],
    [1, tone.grade("#5f7f99")],
  ]);
}

/**
 * A window with trim, sill, muntins, reflection and optional shutters; (x, y) is the glass's top
 * left. Each distinct window is defined once and placed with `<use>`.
 */
export function windowAt(
  doc: SvgDoc,
  tone: Tone,
  x: number,
  y: number,
  w: number,
  h: number,
  style: WindowStyle,
): string {
  const key = `win|${num(w, 2)}|${num(h, 2)}|${JSON.stringify(style)}|${tone.time}`;
  const id = doc.def(key, (wid) => el("g", { id: wid }, windowBody(doc, tone, 0, 0, w, h, style)), "w");
  return el("use", { href: `#${id}`, x, y });
}

function windowBody(doc: SvgDoc, tone: Tone, x: number, y: number, w: number, h: number, style: WindowStyle): string {
  const lit = style.lit ?? false;
  const trim = style.trim;
  const parts: string[] = [];
  if (style.shutters) {
    const sw = Math.min(1.6, w * 0.42);
    const shutterLines = (sx: number) => {
      let d = "";
      for (let ly = y + 0.5; ly < y + h - 0.2; ly += 0.7) d += `M${num(sx + 0.2, 2)} ${num(ly, 2)}h${num(sw - 0.4, 2)}`;
      return d;
    };
    parts.push(rect(x - 0.5 - sw, y - 0.2, sw, h + 0.4, { fill: style.shutters }));
    parts.push(rect(x + w + 0.5, y - 0.2, sw, h + 0.4, { fill: style.shutters }));
    parts.push(
      path(shutterLines(x - 0.5 - sw) + shutterLines(x + w + 0.5), {
        stroke: shade(style.shutters, -0.35),
        "stroke-width": 0.09,
        "stroke-opacity": 0.7,
      }),
    );
  }
  const t = 0.38;
  if (style.arched) {
    const r = w / 2;
    const outline = (grow: number) =>
      `M${num(x - grow, 2)} ${num(y + h + grow, 2)}V${num(y + r, 2)}A${num(r + grow, 2)} ${num(r + grow, 2)} 0 0 1 ${num(x + w + grow, 2)} ${num(y + r, 2)}V${num(y + h + grow, 2)}z`;
    parts.push(path(outline(t), { fill: trim }));
    parts.push(path(outline(0), { fill: glassFill(doc, tone, lit) }));
    if (!lit)
      parts.push(
        path(
          `M${num(x, 2)} ${num(y + h * 0.75, 2)}L${num(x + w * 0.55, 2)} ${num(y + r * 0.4, 2)}L${num(x + w * 0.8, 2)} ${num(y + r * 0.6, 2)}L${num(x + w * 0.25, 2)} ${num(y + h, 2)}z`,
          { fill: "#ffffff", "fill-opacity": 0.22 },
        ),
      );
    parts.push(rect(x + w / 2 - 0.07, y, 0.14, h, { fill: trim }));
    parts.push(rect(x, y + r, w, 0.14, { fill: trim }));
  } else {
    parts.push(rect(x - t, y - t, w + 2 * t, h + 2 * t, { fill: trim }));
    parts.push(rect(x, y, w, h, { fill: glassFill(doc, tone, lit) }));
    parts.push(rect(x, y, w, 0.28, { fill: "#0d2138", "fill-opacity": 0.22 }));
    if (!lit)
      parts.push(
        path(
          `M${num(x + w * 0.15, 2)} ${num(y + h, 2)}L${num(x + w * 0.7, 2)} ${num(y, 2)}H${num(x + w * 0.95, 2)}L${num(x + w * 0.4, 2)} ${num(y + h, 2)}z`,
          {
            fill: "#ffffff",
            "fill-opacity": 0.18,
          },
        ),
      );
    const [cols, rows] = style.grid ?? [2, 1];
    let d = "";
    for (let c = 1; c < cols; c++) d += `M${num(x + (w * c) / cols - 0.07, 2)} ${num(y, 2)}h.14v${num(h, 2)}h-.14z`;
    for (let r = 1; r < rows; r++)
      d += `M${num(x, 2)} ${num(y + (h * r) / rows - 0.07, 2)}h${num(w, 2)}v.14h${num(-w, 2)}z`;
    if (d) parts.push(path(d, { fill: trim }));
  }
  parts.push(rect(x - 0.55, y + h + 0.25, w + 1.1, 0.32, { fill: shade(trim, -0.08) }));
  return parts.join("");
}

/** A front door with sidelights and a transom; (x, bottom) is the door's bottom left. */
export function doorAt(
  doc: SvgDoc,
  tone: Tone,
  x: number,
  bottom: number,
  color: string,
  trim: string,
  lit = false,
): string {
  const w = 3.2;
  const h = 7.2;
  const y = bottom - h;
  const side = 1.1;
  const glass = glassFill(doc, tone, lit);
  const panel = shade(color, 0.12);
  return [
    rect(x - side - 0.9, y - 1.9, w + 2 * side + 1.8, h + 1.9, { fill: trim }),
    rect(x - side - 0.45, y - 1.45, w + 2 * side + 0.9, 1.1, { fill: glass }),
    rect(x - side - 0.45, y, side, h, { fill: glass }),
    rect(x + w + 0.45, y, side, h, { fill: glass }),
    rect(x, y, w, h, { fill: color }),
    rect(x + 0.45, y + 0.5, w - 0.9, 2.6, { fill: panel, rx: 0.1 }),
    rect(x + 0.45, y + 3.6, w - 0.9, 3.0, { fill: panel, rx: 0.1 }),
    rect(x, y, w, 0.3, { fill: "#0d2138", "fill-opacity": 0.25 }),
    el("circle", { cx: x + w - 0.5, cy: y + 3.7, r: 0.17, fill: "#d9b45a" }),
  ].join("");
}

/** A sectional garage door (x, bottom = bottom left): raised panels as a pattern, optional glass row. */
export function garageDoorAt(
  doc: SvgDoc,
  x: number,
  bottom: number,
  w: number,
  h: number,
  color: string,
  windows: boolean,
  glass = "#7f9db3",
): string {
  const y = bottom - h;
  const rows = 4;
  const cols = Math.max(4, Math.round(w / 2.2));
  const pw = w / cols;
  const ph = h / rows;
  const panelId = doc.def(
    `garage|${num(pw, 3)}|${num(ph, 3)}|${color}`,
    (id) =>
      el(
        "pattern",
        { id, patternUnits: "userSpaceOnUse", width: pw, height: ph },
        rect(0.25, 0.25, pw - 0.5, ph - 0.5, { fill: shade(color, -0.1), "fill-opacity": 0.45 }) +
          rect(0, ph - 0.06, pw, 0.12, { fill: shade(color, -0.3), "fill-opacity": 0.7 }),
      ),
    "p",
  );
  const parts = [
    rect(x - 0.5, y - 0.5, w + 1, h + 0.5, { fill: shade(color, -0.06) }),
    rect(x, y, w, h, { fill: color }),
  ];
  parts.push(
    `<g transform="translate(${num(x, 2)} ${num(y, 2)})">${rect(0, 0, w, h, { fill: `url(#${panelId})` })}</g>`,
  );
  if (windows) {
    let d = "";
    for (let c = 0; c < cols; c++)
      d += `M${num(x + c * pw + 0.3, 2)} ${num(y + 0.35, 2)}h${num(pw - 0.6, 2)}v${num(ph - 0.7, 2)}h${num(-(pw - 0.6), 2)}z`;
    parts.push(path(d, { fill: glass }));
  }
  parts.push(rect(x, y, w, 0.5, { fill: "#0d2138", "fill-opacity": 0.28 }));
  return parts.join("");
}

/** A wall face: colour, its features, light and an eave shadow along the top. */
export function paintWall(
  doc: SvgDoc,
  view: View,
  tone: Tone,
  face: Face,
  color: string,
  features = "",
  opts: { eaveShadow?: number; base?: boolean } = {},
): string {
  const shadowDepth = opts.eaveShadow ?? 2.6;
  if (!features && shadowDepth <= 0) return screenPoly(view, face.poly, { fill: litColor(tone, face, color) });
  const d = localPath(face.frame, face.poly);
  const light = faceLight(tone, frameNormal(face.frame));
  const parts = [path(d, { fill: color }), features];
  if (shadowDepth > 0) {
    const xs = face.poly.map((p) => p[0] * face.frame.u[0] + p[2] * face.frame.u[2]);
    const o = face.frame.o[0] * face.frame.u[0] + face.frame.o[2] * face.frame.u[2];
    const u0 = Math.min(...xs) - o;
    const u1 = Math.max(...xs) - o;
    parts.push(
      rect(u0, 0, u1 - u0, shadowDepth, {
        fill: doc.linear([
          [0, tone.shadowColor, 0.42],
          [0.55, tone.shadowColor, 0.16],
          [1, tone.shadowColor, 0],
        ]),
      }),
    );
  }
  if (light) parts.push(path(d, { fill: light.color, "fill-opacity": num(light.opacity, 3) }));
  return onFace(view, face.frame, parts.join(""));
}

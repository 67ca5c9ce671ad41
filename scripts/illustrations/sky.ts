/** Skies: gradient, sun glow, flat layered clouds, stars and rain. */
import type { Rng } from "./random";
import { circle, el, path, rect, num, type SvgDoc } from "./svg";
import type { Tone } from "./tone";

/** A circle as path data, drawn counter-clockwise so that it unions with `pill`. */
function circleData(cx: number, cy: number, r: number): string {
  const rr = num(r, 0);
  return `M${num(cx - r, 0)} ${num(cy, 0)}a${rr} ${rr} 0 1 0 ${num(2 * Number(rr), 0)} 0a${rr} ${rr} 0 1 0 ${num(-2 * Number(rr), 0)} 0z`;
}

function pillData(x: number, y: number, w: number, h: number): string {
  const r = num(h / 2, 1);
  const hh = 2 * Number(r);
  return `M${num(x + h / 2, 0)} ${num(y, 0)}a${r} ${r} 0 0 0 0 ${num(hh, 1)}h${num(w - h, 0)}a${r} ${r} 0 0 0 0 ${num(-hh, 1)}z`;
}

/**
 * One soft cloud: a long flat base with a few rounded heads, as a single path so that one vertical
 * gradient (light top, tinted underside) shades the whole cloud.
 */
export function cloud(
  doc: SvgDoc,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  fill: string,
  shadeFill: string,
  opacity: number,
): string {
  const h = w * rng.range(0.07, 0.12);
  let d = pillData(x, y - h / 2, w, h);
  const count = rng.int(2, 5);
  const peak = rng.range(0.25, 0.65);
  for (let i = 0; i < count; i++) {
    const t = (i + rng.range(0.15, 0.85)) / count;
    const r = h * rng.range(0.8, 1.9) * Math.max(0.35, 1 - Math.abs(t - peak) * 1.3);
    const cx = x + w * (0.12 + 0.76 * t);
    d += circleData(cx, y + h / 2 - r * rng.range(0.9, 1.15) - h * 0.15, r);
  }
  return path(d, {
    fill: doc.linear([
      [0.2, fill],
      [1, shadeFill],
    ]),
    "fill-opacity": num(opacity, 2),
  });
}

export type SkyOptions = { width: number; height: number; horizon: number; clouds?: number };

export function drawSky(doc: SvgDoc, tone: Tone, rng: Rng, { width, height, horizon, clouds }: SkyOptions): string {
  const parts: string[] = [];
  parts.push(rect(0, 0, width, horizon + 4, { fill: doc.linear(tone.sky, [0, 0], [0, 1]) }));

  if (tone.time === "night") {
    const bright: string[] = [];
    const faint: string[] = [];
    for (let i = 0; i < 55; i++) {
      const sx = rng.range(0, width);
      const sy = rng.range(0, horizon * 0.7);
      const big = rng.chance(0.3);
      (big ? bright : faint).push(`M${num(sx, 0)} ${num(sy, 0)}h${big ? 2 : 1}v${big ? 2 : 1}h-${big ? 2 : 1}z`);
    }
    parts.push(
      path(bright.join(""), { fill: "#e8eef6", "fill-opacity": 0.85 }),
      path(faint.join(""), { fill: "#e8eef6", "fill-opacity": 0.5 }),
    );
  }

  if (tone.sun) {
    const { x, y, r, color, glow, glowOpacity } = tone.sun;
    const cx = x * width;
    const cy = y * height;
    const radius = r * width;
    const halo = doc.radial([
      [0, glow, glowOpacity],
      [0.35, glow, glowOpacity * 0.35],
      [1, glow, 0],
    ]);
    parts.push(circle(cx, cy, radius * 9, { fill: halo }));
    parts.push(circle(cx, cy, radius, { fill: color }));
    if (tone.time === "night")
      parts.push(
        circle(cx + radius * 0.4, cy - radius * 0.25, radius * 0.85, { fill: "#0d213a", "fill-opacity": 0.85 }),
      );
  }

  const overcast = tone.time === "overcast" || tone.time === "storm";
  const count = clouds ?? (overcast ? 9 : tone.time === "night" ? 3 : rng.int(3, 5));
  const cloudParts: string[] = [];
  for (let i = 0; i < count; i++) {
    const w = width * (overcast ? rng.range(0.35, 0.6) : rng.range(0.18, 0.34));
    // Spread across the width in slots so clouds do not pile up in one corner.
    const slot = (i + rng.range(0.1, 0.9)) / count;
    const x = overcast ? rng.range(-0.15, 1) * width - w * 0.2 : slot * width * 1.1 - w * 0.55;
    const y = overcast ? horizon * (0.1 + (0.8 * i) / count) + rng.range(-10, 10) : rng.range(0.1, 0.62) * horizon;
    const depth = overcast ? i / count : 0;
    const fill = overcast ? mixCloud(tone.cloud, tone.cloudShade, 1 - depth) : tone.cloud;
    cloudParts.push(
      cloud(doc, rng, x, y, w, fill, tone.cloudShade, tone.cloudOpacity * (overcast ? 1 : rng.range(0.7, 0.95))),
    );
  }
  parts.push(...cloudParts);

  if (overcast) {
    parts.push(
      rect(0, 0, width, horizon * 0.5, {
        fill: doc.linear([
          [0, tone.cloudShade, 0.75],
          [1, tone.cloudShade, 0],
        ]),
      }),
    );
  }
  return parts.join("");
}

function mixCloud(light: string, dark: string, t: number): string {
  const a = parseInt(light.slice(1), 16);
  const b = parseInt(dark.slice(1), 16);
  const channel = (shift: number) => Math.round(((a >> shift) & 255) * (1 - t) + ((b >> shift) & 255) * t);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, "0")).join("")}`;
}

/** Slanted rain streaks over the frame. */
export function rain(rng: Rng, width: number, height: number, count: number, opacity = 0.35): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(-40, width);
    const y = rng.range(-20, height);
    const len = rng.range(14, 30);
    d += `M${num(x)} ${num(y)}l${num(len * 0.28)} ${num(len)}`;
  }
  return path(d, {
    stroke: "#dfe7ee",
    "stroke-width": 1.1,
    "stroke-linecap": "round",
    "stroke-opacity": num(opacity, 2),
  });
}

/** A few distant birds. */
export function birds(rng: Rng, x: number, y: number, count: number, color: string): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const bx = x + rng.range(-40, 40);
    const by = y + rng.range(-18, 18);
    const w = rng.range(4, 7);
    d += `M${num(bx - w)} ${num(by - w * 0.3)}q${num(w * 0.5)} ${num(-w * 0.35)} ${num(w)} ${num(w * 0.3)}q${num(w * 0.5)} ${num(-w * 0.65)} ${num(w)} ${num(-w * 0.3)}`;
  }
  return el("path", {
    d,
    fill: "none",
    stroke: color,
    "stroke-width": 1.4,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    "stroke-opacity": 0.6,
  });
}

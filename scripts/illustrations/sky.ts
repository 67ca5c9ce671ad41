/** Skies: gradient, sun glow, flat layered clouds, stars and rain. */
import type { Rng } from "./random";
import { circle, el, group, path, rect, num, type SvgDoc } from "./svg";
import type { Tone } from "./tone";

/** One flat cloud: a rounded base with bumps resting on it, in two tones for volume. */
export function cloud(rng: Rng, x: number, y: number, w: number, fill: string, shadeFill: string, opacity: number): string {
  const h = w * rng.range(0.16, 0.22);
  const bumps: string[] = [];
  const count = rng.int(2, 4);
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const r = h * rng.range(0.75, 1.35) * (1 - Math.abs(t - 0.45) * 0.7);
    const cx = x + w * (0.12 + 0.76 * t) + rng.range(-0.04, 0.04) * w;
    bumps.push(circle(cx, y - r * 0.55, r));
  }
  const shape = rect(x, y - h * 0.5, w, h, { rx: h / 2 }) + bumps.join("");
  const lower = group({ fill: shadeFill }, shape);
  const upper = group({ fill, transform: `translate(${num(-w * 0.015)} ${num(-h * 0.22)})` }, shape);
  return group({ opacity: num(opacity, 2) }, lower, upper);
}

export type SkyOptions = { width: number; height: number; horizon: number; clouds?: number };

export function drawSky(doc: SvgDoc, tone: Tone, rng: Rng, { width, height, horizon, clouds }: SkyOptions): string {
  const parts: string[] = [];
  parts.push(rect(0, 0, width, horizon + 4, { fill: doc.linear(tone.sky, [0, 0], [0, 1]) }));

  if (tone.time === "night") {
    const stars: string[] = [];
    for (let i = 0; i < 60; i++) {
      const sx = rng.range(0, width);
      const sy = rng.range(0, horizon * 0.7);
      stars.push(circle(sx, sy, rng.range(0.5, 1.4), { "fill-opacity": num(rng.range(0.35, 0.9), 2) }));
    }
    parts.push(group({ fill: "#e8eef6" }, ...stars));
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
    if (tone.time === "night") parts.push(circle(cx + radius * 0.4, cy - radius * 0.25, radius * 0.85, { fill: "#0d213a", "fill-opacity": 0.85 }));
  }

  const overcast = tone.time === "overcast" || tone.time === "storm";
  const count = clouds ?? (overcast ? 9 : tone.time === "night" ? 3 : rng.int(3, 5));
  const cloudParts: string[] = [];
  for (let i = 0; i < count; i++) {
    const w = width * (overcast ? rng.range(0.3, 0.55) : rng.range(0.14, 0.28));
    const x = rng.range(-0.15, 1) * width - w * 0.2;
    const y = overcast ? horizon * (0.1 + (0.8 * i) / count) + rng.range(-10, 10) : rng.range(0.12, 0.6) * horizon;
    const depth = overcast ? i / count : 0;
    const fill = overcast ? mixCloud(tone.cloud, tone.cloudShade, 1 - depth) : tone.cloud;
    cloudParts.push(cloud(rng, x, y, w, fill, tone.cloudShade, tone.cloudOpacity * (overcast ? 1 : rng.range(0.75, 1))));
  }
  parts.push(...cloudParts);

  if (overcast) {
    parts.push(rect(0, 0, width, horizon * 0.5, { fill: doc.linear([[0, tone.cloudShade, 0.75], [1, tone.cloudShade, 0]]) }));
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
  return path(d, { stroke: "#dfe7ee", "stroke-width": 1.1, "stroke-linecap": "round", "stroke-opacity": num(opacity, 2) });
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
  return el("path", { d, fill: "none", stroke: color, "stroke-width": 1.4, "stroke-linecap": "round", "stroke-linejoin": "round", "stroke-opacity": 0.6 });
}

/**
 * Time of day: sky colours, the light direction and a colour grade that every surface colour
 * passes through, so a golden-hour house is warm and a dusk house is cool without any filters.
 */
import { desaturate, mix } from "./color";
import { norm, dot, type Vec3 } from "./projection";
import type { Stop } from "./svg";

export type TimeOfDay = "day" | "golden" | "dusk" | "overcast" | "night" | "storm";

export type Tone = {
  time: TimeOfDay;
  sky: readonly Stop[];
  /** Sun or moon: position as a fraction of the frame, radius as a fraction of the width. */
  sun?: { x: number; y: number; r: number; color: string; glow: string; glowOpacity: number };
  /** Towards the light. */
  light: Vec3;
  /** Colour of the lit overlay on faces turned to the light. */
  lightColor: string;
  shadowColor: string;
  /** How strongly faces turned from the light darken. */
  shadowStrength: number;
  groundShadowOpacity: number;
  cloud: string;
  cloudShade: string;
  cloudOpacity: number;
  lawn: readonly [string, string];
  treeLine: string;
  haze: string;
  /** Share of windows lit from inside. */
  windowsLit: number;
  grade: (hex: string) => string;
};

const base = {
  shadowColor: "#0d2138",
  lightColor: "#fff6e0",
};

export function toneFor(time: TimeOfDay): Tone {
  switch (time) {
    case "day":
      return {
        ...base,
        time,
        sky: [
          [0, "#4f8fc6"],
          [0.55, "#9cc7e6"],
          [1, "#e6f0ef"],
        ],
        sun: { x: 0.16, y: 0.14, r: 0.035, color: "#fffbea", glow: "#fff4cc", glowOpacity: 0.55 },
        light: norm([-0.55, 0.75, -0.55]),
        shadowStrength: 0.42,
        groundShadowOpacity: 0.2,
        cloud: "#ffffff",
        cloudShade: "#dfe9f1",
        cloudOpacity: 0.92,
        lawn: ["#8cb366", "#6f9a52"],
        treeLine: "#6d9a78",
        haze: "#d9ebef",
        windowsLit: 0,
        grade: (hex) => hex,
      };
    case "golden":
      return {
        ...base,
        time,
        sky: [
          [0, "#3f6593"],
          [0.38, "#8aa3c0"],
          [0.7, "#eab98a"],
          [1, "#f8d8a4"],
        ],
        sun: { x: 0.2, y: 0.5, r: 0.045, color: "#fff1c9", glow: "#ffcf86", glowOpacity: 0.85 },
        light: norm([-0.85, 0.42, -0.45]),
        lightColor: "#ffd9a1",
        shadowColor: "#1c2a4a",
        shadowStrength: 0.5,
        groundShadowOpacity: 0.26,
        cloud: "#fff0dc",
        cloudShade: "#f0bf98",
        cloudOpacity: 0.9,
        lawn: ["#98ad5f", "#6e8a48"],
        treeLine: "#7d8f68",
        haze: "#f6d9b0",
        windowsLit: 0.35,
        grade: (hex) => mix(hex, "#ffc27e", 0.13),
      };
    case "dusk":
      return {
        ...base,
        time,
        sky: [
          [0, "#1b2f55"],
          [0.45, "#4f4d7c"],
          [0.78, "#c77a76"],
          [1, "#f2a86e"],
        ],
        sun: { x: 0.78, y: 0.6, r: 0.03, color: "#ffe2b0", glow: "#ff9f68", glowOpacity: 0.6 },
        light: norm([0.3, 0.5, -0.8]),
        lightColor: "#ffc9a0",
        shadowColor: "#141c3c",
        shadowStrength: 0.38,
        groundShadowOpacity: 0.22,
        cloud: "#e7a48f",
        cloudShade: "#7c5f86",
        cloudOpacity: 0.55,
        lawn: ["#5f7553", "#45593f"],
        treeLine: "#4a5566",
        haze: "#d99a86",
        windowsLit: 0.8,
        grade: (hex) => mix(mix(hex, "#40446e", 0.3), "#ff9c6b", 0.05),
      };
    case "overcast":
      return {
        ...base,
        time,
        sky: [
          [0, "#7d8995"],
          [0.6, "#aab4bc"],
          [1, "#d2d7d9"],
        ],
        light: norm([-0.3, 0.85, -0.4]),
        lightColor: "#f4f6f7",
        shadowColor: "#1e2a36",
        shadowStrength: 0.28,
        groundShadowOpacity: 0.12,
        cloud: "#c3cad0",
        cloudShade: "#8f9aa4",
        cloudOpacity: 0.95,
        lawn: ["#7f9a66", "#647f51"],
        treeLine: "#6f8274",
        haze: "#c9d0d3",
        windowsLit: 0.2,
        grade: (hex) => mix(desaturate(hex, 0.18), "#8d979f", 0.1),
      };
    case "night":
      return {
        ...base,
        time,
        sky: [
          [0, "#07131f"],
          [0.6, "#0f2540"],
          [1, "#1f3d5f"],
        ],
        sun: { x: 0.6, y: 0.13, r: 0.028, color: "#f3f1e6", glow: "#b9cde3", glowOpacity: 0.35 },
        light: norm([0.4, 0.7, -0.6]),
        lightColor: "#b9cde3",
        shadowColor: "#050d18",
        shadowStrength: 0.4,
        groundShadowOpacity: 0.3,
        cloud: "#1d3756",
        cloudShade: "#132a45",
        cloudOpacity: 0.8,
        lawn: ["#2b3f3d", "#1d2d30"],
        treeLine: "#142638",
        haze: "#2a4666",
        windowsLit: 0.7,
        grade: (hex) => mix(desaturate(hex, 0.3), "#132a45", 0.62),
      };
    case "storm":
      return {
        ...base,
        time,
        sky: [
          [0, "#2a3541"],
          [0.55, "#55616d"],
          [1, "#8c969d"],
        ],
        light: norm([-0.3, 0.8, -0.5]),
        lightColor: "#e8edf0",
        shadowColor: "#111b26",
        shadowStrength: 0.32,
        groundShadowOpacity: 0.12,
        cloud: "#59636e",
        cloudShade: "#2f3943",
        cloudOpacity: 0.95,
        lawn: ["#6a8458", "#4f6745"],
        treeLine: "#4e5f57",
        haze: "#98a2a8",
        windowsLit: 0.45,
        grade: (hex) => mix(desaturate(hex, 0.3), "#56616b", 0.2),
      };
  }
}

/**
 * The overlay that shades a face with this normal, relative to a wall facing the viewer (which
 * keeps its true colour): darker away from the light, lighter towards it.
 */
export function faceLight(tone: Tone, normal: Vec3): { color: string; opacity: number } | undefined {
  const reference = Math.max(0, dot([0, 0, -1], tone.light));
  const lit = Math.max(0, dot(norm(normal), tone.light));
  const delta = lit - reference;
  if (Math.abs(delta) < 0.02) return undefined;
  return delta < 0
    ? { color: tone.shadowColor, opacity: Math.min(0.62, -delta * tone.shadowStrength * 1.35) }
    : { color: tone.lightColor, opacity: Math.min(0.3, delta * 0.32) };
}

/** Hex colour arithmetic for shading and grading. */

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function toHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Linear mix: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t]);
}

/** Darkens towards a deep navy (never pure black) or lightens towards white. */
export function shade(hex: string, amount: number): string {
  return amount < 0 ? mix(hex, "#0b1622", -amount) : mix(hex, "#ffffff", amount);
}

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function desaturate(hex: string, amount: number): string {
  const [r, g, b] = parseHex(hex);
  const grey = 0.3 * r + 0.59 * g + 0.11 * b;
  return toHex([r + (grey - r) * amount, g + (grey - g) * amount, b + (grey - b) * amount]);
}

/** True for reddish, terracotta-like colours. */
export function isWarm(hex: string): boolean {
  const [r, g, b] = parseHex(hex);
  return r > g + 25 && r > b + 30;
}

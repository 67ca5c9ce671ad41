/**
 * A tiny SVG writer: elements as strings, numbers rounded so the output stays compact and
 * byte-for-byte deterministic, and a document that collects its `<defs>` with stable ids.
 */

export type AttrValue = string | number | undefined | null | false;
export type Attrs = Record<string, AttrValue>;
export type Point = readonly [number, number];

/** Rounds to `digits` decimals and prints without trailing zeros or negative zero. */
export function num(value: number, digits = 1): string {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) || rounded === 0 ? "0" : String(rounded);
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

function attrString(attrs: Attrs): string {
  let out = "";
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${key}="${typeof value === "number" ? num(value, 2) : escapeXml(value)}"`;
  }
  return out;
}

/** `<tag attrs>children</tag>`, or self-closing when there are no children. */
export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  const inner = children.join("");
  return inner ? `<${tag}${attrString(attrs)}>${inner}</${tag}>` : `<${tag}${attrString(attrs)}/>`;
}

export function group(attrs: Attrs, ...children: string[]): string {
  const inner = children.join("");
  if (!inner) return "";
  return Object.values(attrs).some((v) => v !== undefined && v !== null && v !== false) ? el("g", attrs, inner) : inner;
}

/** A closed polygon as path data, `digits` decimals. */
export function polyPath(points: readonly Point[], digits = 1): string {
  if (points.length === 0) return "";
  return `M${points.map(([x, y]) => `${num(x, digits)} ${num(y, digits)}`).join("L")}Z`;
}

/** An open polyline as path data. */
export function linePath(points: readonly Point[], digits = 1): string {
  return `M${points.map(([x, y]) => `${num(x, digits)} ${num(y, digits)}`).join("L")}`;
}

export function rect(x: number, y: number, width: number, height: number, attrs: Attrs = {}): string {
  return el("rect", { x, y, width, height, ...attrs });
}

export function path(d: string, attrs: Attrs = {}): string {
  return el("path", { d, ...attrs });
}

export function circle(cx: number, cy: number, r: number, attrs: Attrs = {}): string {
  return el("circle", { cx, cy, r, ...attrs });
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, attrs: Attrs = {}): string {
  return el("ellipse", { cx, cy, rx, ry, ...attrs });
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(([offset, color, opacity]) => el("stop", { offset: num(offset, 3), "stop-color": color, "stop-opacity": opacity === undefined || opacity === 1 ? undefined : num(opacity, 3) }))
    .join("");
}

/**
 * One SVG document: ids are handed out in call order (so the same drawing gives the same ids),
 * and definitions asked for twice under the same key are written once.
 */
export class SvgDoc {
  private readonly defs: string[] = [];
  private readonly keyed = new Map<string, string>();
  private counter = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly title: string,
    /** Prefix for every id, so that documents can be nested without clashes. */
    readonly idPrefix = "",
  ) {}

  id(hint = "i"): string {
    return `${this.idPrefix}${hint}${(this.counter++).toString(36)}`;
  }

  /** Adds a definition once per key and returns its id. */
  def(key: string, make: (id: string) => string, hint = "d"): string {
    const existing = this.keyed.get(key);
    if (existing) return existing;
    const id = this.id(hint);
    this.keyed.set(key, id);
    this.defs.push(make(id));
    return id;
  }

  linear(stopList: readonly Stop[], from: Point = [0, 0], to: Point = [0, 1], extra: Attrs = {}): string {
    const key = `lin|${JSON.stringify(stopList)}|${from.join()}|${to.join()}|${JSON.stringify(extra)}`;
    const id = this.def(
      key,
      (gid) => el("linearGradient", { id: gid, x1: num(from[0], 3), y1: num(from[1], 3), x2: num(to[0], 3), y2: num(to[1], 3), ...extra }, stops(stopList)),
      "g",
    );
    return `url(#${id})`;
  }

  radial(stopList: readonly Stop[], extra: Attrs = {}): string {
    const key = `rad|${JSON.stringify(stopList)}|${JSON.stringify(extra)}`;
    const id = this.def(key, (gid) => el("radialGradient", { id: gid, ...extra }, stops(stopList)), "r");
    return `url(#${id})`;
  }

  render(body: string, rootAttrs: Attrs = {}): string {
    const defs = this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "";
    return el(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: this.width,
        height: this.height,
        viewBox: `0 0 ${this.width} ${this.height}`,
        role: "img",
        ...rootAttrs,
      },
      `<title>${escapeXml(this.title)}</title>`,
      defs,
      body,
    );
  }
}

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
  if (Object.is(rounded, -0) || rounded === 0) return "0";
  return String(rounded).replace(/^(-?)0\./, "$1.");
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** `#aabbcc` as `#abc` where that is the same colour. */
function shortColor(value: string): string {
  const m = /^#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3$/i.exec(value);
  return m ? `#${m[1]}${m[2]}${m[3]}` : value;
}

function attrString(attrs: Attrs): string {
  let out = "";
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${key}="${typeof value === "number" ? num(value, 2) : escapeXml(shortColor(value))}"`;
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

/** Numbers joined the short way: a minus sign separates as well as a space does. */
function joinNumbers(values: readonly string[]): string {
  let out = "";
  for (const v of values) out += out && !v.startsWith("-") ? ` ${v}` : v;
  return out;
}

/** Points as relative path data (moveto, then one implicit lineto list), rounded to `digits`. */
function relative(points: readonly Point[], digits: number): string {
  const f = 10 ** digits;
  const rounded = points.map(([x, y]) => [Math.round(x * f), Math.round(y * f)] as const);
  const first = rounded[0];
  if (!first) return "";
  const values: string[] = [];
  for (let i = 1; i < rounded.length; i++) {
    const a = rounded[i - 1] as readonly [number, number];
    const b = rounded[i] as readonly [number, number];
    values.push(num((b[0] - a[0]) / f, digits), num((b[1] - a[1]) / f, digits));
  }
  return `M${joinNumbers([num(first[0] / f, digits), num(first[1] / f, digits)])}${values.length ? `l${joinNumbers(values)}` : ""}`;
}

/** A closed polygon as path data, `digits` decimals. */
export function polyPath(points: readonly Point[], digits = 1): string {
  return points.length ? `${relative(points, digits)}z` : "";
}

/** An open polyline as path data. */
export function linePath(points: readonly Point[], digits = 1): string {
  return relative(points, digits);
}

export function rect(x: number, y: number, width: number, height: number, attrs: Attrs = {}): string {
  return el("rect", {
    x: num(x, 2) === "0" ? undefined : x,
    y: num(y, 2) === "0" ? undefined : y,
    width,
    height,
    ...attrs,
  });
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
    .map(([offset, color, opacity]) =>
      el("stop", {
        offset: num(offset, 3),
        "stop-color": color,
        "stop-opacity": opacity === undefined || opacity === 1 ? undefined : num(opacity, 3),
      }),
    )
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
      (gid) =>
        el(
          "linearGradient",
          { id: gid, x1: num(from[0], 3), y1: num(from[1], 3), x2: num(to[0], 3), y2: num(to[1], 3), ...extra },
          stops(stopList),
        ),
      "g",
    );
    return `url(#${id})`;
  }

  radial(stopList: readonly Stop[], extra: Attrs = {}): string {
    const key = `rad|${JSON.stringify(stopList)}|${JSON.stringify(extra)}`;
    const id = this.def(key, (gid) => el("radialGradient", { id: gid, ...extra }, stops(stopList)), "r");
    return `url(#${id})`;
  }

  /**
   * A path painted several times (fill, texture, light): its data is written once in the defs and
   * each layer is a `<use>` with its own fill.
   */
  layers(d: string, fills: ReadonlyArray<Attrs | false | undefined>): string {
    const list = fills.filter((f): f is Attrs => !!f);
    if (list.length < 2) return list.map((f) => path(d, f)).join("");
    const id = this.def(`shape|${d}`, (sid) => el("path", { id: sid, d }), "s");
    return list.map((f) => el("use", { href: `#${id}`, ...f })).join("");
  }

  /** This drawing as an `<svg>` placed inside another document (no title, own viewBox). */
  nested(body: string, attrs: Attrs): string {
    const defs = this.defs.length ? `<defs>${this.defs.join("")}</defs>` : "";
    return el("svg", { viewBox: `0 0 ${this.width} ${this.height}`, ...attrs }, defs, body);
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

/**
 * The service-area map: a simplified Tampa Bay shore, county tints, the 32 cities at their real
 * coordinates with non-overlapping labels, and the office in ember.
 *
 * Coordinates project linearly (equirectangular, longitude scaled by the cosine of the middle
 * latitude) into the frame.
 */
import type { LocatedCity } from "../../app/content/city-locations";
import type { Locale } from "../../app/lib/i18n/locale";
import { logoMarkBody } from "./logo";
import { counties, highways, islands, lakes, mainland, rivers, type LatLon } from "./map-data";
import { brand } from "./palette";
import { circle, el, escapeXml, group, linePath, num, path, polyPath, rect, type Point, type SvgDoc } from "./svg";

const FONT = "Helvetica, Arial, sans-serif";

/** Helvetica Bold advance widths (per 1000 em), for estimating label boxes without a font. */
const BOLD_WIDTHS: Record<string, number> = {
  " ": 278,
  "'": 278,
  ".": 278,
  "-": 333,
  "(": 333,
  ")": 333,
  A: 722,
  B: 722,
  C: 722,
  D: 722,
  E: 667,
  F: 611,
  G: 778,
  H: 722,
  I: 278,
  J: 556,
  K: 722,
  L: 611,
  M: 833,
  N: 722,
  O: 778,
  P: 667,
  Q: 778,
  R: 722,
  S: 667,
  T: 611,
  U: 722,
  V: 667,
  W: 944,
  X: 667,
  Y: 667,
  Z: 611,
  a: 556,
  b: 611,
  c: 556,
  d: 611,
  e: 556,
  f: 333,
  g: 611,
  h: 611,
  i: 278,
  j: 278,
  k: 556,
  l: 278,
  m: 889,
  n: 611,
  o: 611,
  p: 611,
  q: 611,
  r: 389,
  s: 556,
  t: 333,
  u: 611,
  v: 556,
  w: 778,
  x: 556,
  y: 556,
  z: 500,
  á: 556,
  é: 556,
  í: 278,
  ó: 611,
  ú: 611,
  ñ: 611,
};

export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const ch of text) units += BOLD_WIDTHS[ch] ?? 600;
  return (units / 1000) * size;
}

export type MapBounds = { north: number; south: number; west: number; east: number };

export type MapProjection = { toXY: (p: LatLon) => Point; bounds: MapBounds };

/** Bounds that hold every city with a margin, stretched to the frame's aspect. */
export function mapProjection(
  points: readonly LatLon[],
  width: number,
  height: number,
  margin = { top: 0.12, bottom: 0.2, left: 0.3, right: 0.14 },
): MapProjection {
  const lats = points.map((p) => p[0]);
  const lons = points.map((p) => p[1]);
  const minLat = Math.min(...lats);
  const maxLat = Math.max(...lats);
  const minLon = Math.min(...lons);
  const maxLon = Math.max(...lons);
  const midLat = (minLat + maxLat) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  const latSpan = (maxLat - minLat) * (1 + margin.top + margin.bottom);
  const lonSpan = (maxLon - minLon) * (1 + margin.left + margin.right);
  // Pixels per degree of latitude: the tighter of the two fits.
  const scale = Math.min(height / latSpan, width / (lonSpan * k));
  const cy = (maxLat + margin.top * (maxLat - minLat) + minLat - margin.bottom * (maxLat - minLat)) / 2;
  const cx = (maxLon + margin.right * (maxLon - minLon) + minLon - margin.left * (maxLon - minLon)) / 2;
  const toXY = ([lat, lon]: LatLon): Point => [width / 2 + (lon - cx) * scale * k, height / 2 - (lat - cy) * scale];
  const bounds = {
    north: cy + height / 2 / scale,
    south: cy - height / 2 / scale,
    west: cx - width / 2 / (scale * k),
    east: cx + width / 2 / (scale * k),
  };
  return { toXY, bounds };
}

type Box = { x0: number; y0: number; x1: number; y1: number };

const overlap = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

export type PlacedLabel = {
  text: string;
  x: number;
  y: number;
  anchor: "start" | "middle" | "end";
  box: Box;
  leader?: readonly [Point, Point];
};

/**
 * Greedy label placement: each label tries positions around its dot, near ones first, and takes
 * the first that overlaps nothing placed so far (other labels, dots, reserved areas, the frame
 * edge); failing that, the least-overlapping one, with a leader line if it had to move away.
 */
export function placeLabels(
  items: ReadonlyArray<{ text: string; at: Point; size: number }>,
  obstacles: readonly Box[],
  width: number,
  height: number,
): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  const dots: Box[] = items.map(({ at: [x, y] }) => ({ x0: x - 6, y0: y - 6, x1: x + 6, y1: y + 6 }));
  for (const [index, item] of items.entries()) {
    const w = textWidth(item.text, item.size) * 1.04;
    const h = item.size;
    const [x, y] = item.at;
    const gap = 8;
    const candidates: Array<{ dx: number; dy: number; anchor: PlacedLabel["anchor"]; far: boolean }> = [];
    for (const reach of [1, 2.2, 3.4]) {
      const g = gap * reach;
      const far = reach > 1;
      candidates.push(
        { dx: g, dy: 0, anchor: "start", far },
        { dx: -g, dy: 0, anchor: "end", far },
        { dx: g * 0.7, dy: -h * 0.8 * reach, anchor: "start", far },
        { dx: g * 0.7, dy: h * 0.8 * reach, anchor: "start", far },
        { dx: -g * 0.7, dy: -h * 0.8 * reach, anchor: "end", far },
        { dx: -g * 0.7, dy: h * 0.8 * reach, anchor: "end", far },
        { dx: 0, dy: -h * 1.05 * reach, anchor: "middle", far },
        { dx: 0, dy: h * 1.05 * reach, anchor: "middle", far },
      );
    }
    let best: { label: PlacedLabel; score: number } | undefined;
    for (const [ci, c] of candidates.entries()) {
      const lx = x + c.dx;
      const ly = y + c.dy + h * 0.35;
      const x0 = c.anchor === "start" ? lx : c.anchor === "end" ? lx - w : lx - w / 2;
      const box: Box = { x0: x0 - 2, y0: ly - h * 0.8 - 1, x1: x0 + w + 2, y1: ly + h * 0.22 + 1 };
      let score = 0;
      for (const p of placed) score += overlap(box, p.box) * 4;
      for (const [di, d] of dots.entries()) if (di !== index) score += overlap(box, d) * 3;
      for (const o of obstacles) score += overlap(box, o) * 2;
      if (box.x0 < 4 || box.x1 > width - 4 || box.y0 < 4 || box.y1 > height - 4) score += 5000;
      score += ci * 0.5;
      if (!best || score < best.score) {
        best = {
          score,
          label: {
            text: item.text,
            x: lx,
            y: ly,
            anchor: c.anchor,
            box,
            leader: c.far
              ? [
                  [x, y],
                  [c.anchor === "start" ? x0 - 1 : c.anchor === "end" ? x0 + w + 1 : lx, ly - h * 0.35],
                ]
              : undefined,
          },
        };
      }
      if (score < ci * 0.5 + 1e-9) break;
    }
    if (best) placed.push(best.label);
  }
  return placed;
}

function shape(projection: MapProjection, pts: readonly LatLon[]): string {
  return polyPath(pts.map(projection.toXY), 1);
}

/**
 * The map's own words in each language: the Gulf's name (in two lines) and the legend. Place names
 * that are names (the bays, the counties, the cities) are the same in both.
 */
export type MapWords = {
  gulf: readonly [string, string];
  office: string;
  city: string;
  countyLine: string;
};

export const MAP_WORDS: Record<Locale, MapWords> = {
  en: {
    gulf: ["Gulf of", "Mexico"],
    office: "Our office",
    city: "City we serve",
    countyLine: "County line",
  },
  es: {
    gulf: ["Golfo de", "México"],
    office: "Nuestra oficina",
    city: "Ciudad donde trabajamos",
    countyLine: "Límite de condado",
  },
};

export type MapInput = {
  cities: readonly LocatedCity[];
  office: { latitude: number; longitude: number };
  width: number;
  height: number;
  /** The language of the map's words; English unless said. */
  locale?: Locale;
};

export function serviceAreaMap(doc: SvgDoc, { cities, office, width, height, locale = "en" }: MapInput): string {
  const words = MAP_WORDS[locale];
  const projection = mapProjection(
    cities.map((c) => [c.latitude, c.longitude] as const),
    width,
    height,
  );
  const { toXY } = projection;
  const parts: string[] = [];
  const water = doc.linear(
    [
      [0, "#d7e6f0"],
      [1, "#bcd3e4"],
    ],
    [0, 0],
    [0.4, 1],
  );
  parts.push(rect(0, 0, width, height, { fill: water }));

  const landD = shape(projection, mainland);
  const islandD = islands.map((isl) => shape(projection, isl)).join("");
  const landId = doc.def("map-land", (id) => el("clipPath", { id }, path(landD + islandD)), "c");
  // Shoreline halo, land, county tints.
  parts.push(path(landD + islandD, { fill: "none", stroke: "#e9f2f7", "stroke-width": 9, "stroke-linejoin": "round" }));
  parts.push(path(landD + islandD, { fill: "#f3efe6" }));
  const tints = {
    pinellas: "#eee7d6",
    hillsborough: "#f6f0e2",
    pasco: "#ebe6d3",
  };
  parts.push(
    group(
      { "clip-path": `url(#${landId})` },
      path(shape(projection, counties.pinellas), { fill: tints.pinellas }),
      path(shape(projection, counties.hillsborough), { fill: tints.hillsborough }),
      path(shape(projection, counties.pasco), { fill: tints.pasco }),
      // County lines.
      path(
        linePath([toXY([28.173, -83.2]), toXY([28.173, -82.055]), toXY([27.645, -82.055]), toXY([27.645, -82.56])]) +
          linePath([toXY([28.173, -82.648]), toXY([28.035, -82.648])]) +
          linePath([toXY([28.6, -82.055]), toXY([28.173, -82.055])]),
        { fill: "none", stroke: "#a99f8a", "stroke-width": 1.3, "stroke-dasharray": "6 4" },
      ),
    ),
  );
  parts.push(
    path(landD + islandD, { fill: "none", stroke: "#9db8cc", "stroke-width": 1.2, "stroke-linejoin": "round" }),
  );
  // Lakes and rivers.
  const lakeParts = lakes.map(({ at, rLat, rLon }) => {
    const [cx, cy] = toXY(at);
    const [ex] = toXY([at[0], at[1] + rLon]);
    const [, ey] = toXY([at[0] + rLat, at[1]]);
    return el("ellipse", { cx: num(cx), cy: num(cy), rx: num(Math.abs(ex - cx)), ry: num(Math.abs(cy - ey)) });
  });
  parts.push(group({ fill: "#c7dbe9", stroke: "#9db8cc", "stroke-width": 1 }, ...lakeParts));
  parts.push(
    path(rivers.map((r) => linePath(r.map(toXY))).join(""), {
      fill: "none",
      stroke: "#a9c6da",
      "stroke-width": 2,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
  );
  // Interstates.
  const roads = highways.map((r) => linePath(r.map(toXY))).join("");
  parts.push(
    path(roads, {
      fill: "none",
      stroke: "#d9cfbd",
      "stroke-width": 4.5,
      "stroke-linejoin": "round",
      "stroke-linecap": "round",
    }),
  );
  parts.push(
    path(roads, {
      fill: "none",
      stroke: "#ffffff",
      "stroke-width": 2,
      "stroke-linejoin": "round",
      "stroke-linecap": "round",
    }),
  );

  // Reserved areas: water and county labels, legend, compass.
  const obstacles: Box[] = [];
  const label = (
    text: string,
    at: LatLon,
    opts: {
      size: number;
      fill: string;
      italic?: boolean;
      spacing?: number;
      rotate?: number;
      weight?: number;
      opacity?: number;
    },
  ) => {
    const [x, y] = toXY(at);
    const w = textWidth(text, opts.size) * (1 + (opts.spacing ?? 0) / opts.size / 2);
    if (!opts.rotate)
      obstacles.push({ x0: x - w / 2, y0: y - opts.size * 0.8, x1: x + w / 2, y1: y + opts.size * 0.25 });
    return el(
      "text",
      {
        x: num(x),
        y: num(y),
        "font-size": opts.size,
        "font-style": opts.italic ? "italic" : undefined,
        "font-weight": opts.weight,
        "letter-spacing": opts.spacing,
        fill: opts.fill,
        "fill-opacity": opts.opacity,
        "text-anchor": "middle",
        transform: opts.rotate ? `rotate(${opts.rotate} ${num(x)} ${num(y)})` : undefined,
      },
      escapeXml(text),
    );
  };
  const waterText = "#5b7f9c";
  const areaLabels = [
    label(words.gulf[0], [27.97, -82.925], { size: 17, fill: waterText, italic: true }),
    label(words.gulf[1], [27.947, -82.925], { size: 17, fill: waterText, italic: true }),
    label("Tampa Bay", [27.69, -82.575], { size: 15, fill: waterText, italic: true }),
    label("Old Tampa Bay", [27.935, -82.617], { size: 12, fill: waterText, italic: true, rotate: -52 }),
    label("Hillsborough Bay", [27.868, -82.44], { size: 11.5, fill: waterText, italic: true, rotate: -72 }),
    label("PASCO", [28.4, -82.5], { size: 18, fill: "#8f8470", spacing: 6, weight: 700, opacity: 0.65 }),
    label("HILLSBOROUGH", [27.76, -82.25], { size: 18, fill: "#8f8470", spacing: 6, weight: 700, opacity: 0.65 }),
    label("PINELLAS", [27.86, -82.735], {
      size: 15,
      fill: "#8f8470",
      spacing: 4,
      weight: 700,
      opacity: 0.65,
      rotate: -90,
    }),
    label("MANATEE", [27.6, -82.4], { size: 12, fill: "#a59b88", spacing: 3, weight: 700, opacity: 0.6 }),
    label("POLK", [28.1, -82.0], { size: 12, fill: "#a59b88", spacing: 3, weight: 700, opacity: 0.6, rotate: -90 }),
  ];
  // Pinellas runs north-south: reserve its vertical label by hand.
  {
    const [x, y] = toXY([27.86, -82.735]);
    obstacles.push({ x0: x - 10, y0: y - 45, x1: x + 4, y1: y + 45 });
  }

  // Legend and compass.
  const legendBox: Box = { x0: 18, y0: height - 150, x1: 250, y1: height - 18 };
  obstacles.push(legendBox);
  const compassAt: Point = [width - 52, 62];
  obstacles.push({ x0: compassAt[0] - 30, y0: compassAt[1] - 44, x1: compassAt[0] + 30, y1: compassAt[1] + 34 });

  parts.push(group({ "font-family": FONT }, ...areaLabels));

  // Cities.
  const officeXY = toXY([office.latitude, office.longitude]);
  obstacles.push({ x0: officeXY[0] - 14, y0: officeXY[1] - 14, x1: officeXY[0] + 14, y1: officeXY[1] + 14 });
  const nearestToOffice = cities.reduce((a, b) => (b.milesFromOffice < a.milesFromOffice ? b : a));
  const items = cities.map((c) => ({ text: c.name, at: toXY([c.latitude, c.longitude]), size: 15, city: c }));
  // Place the crowded ones first, so they get the near positions.
  const crowd = (p: Point) => items.filter((o) => Math.hypot(o.at[0] - p[0], o.at[1] - p[1]) < 70).length;
  const order = [...items].sort((a, b) =>
    a.city === nearestToOffice ? -1 : b.city === nearestToOffice ? 1 : crowd(b.at) - crowd(a.at) || a.at[0] - b.at[0],
  );
  const labels = placeLabels(order, obstacles, width, height);
  const dots = items.map((i) => circle(i.at[0], i.at[1], 5));
  parts.push(group({ fill: brand.navy, stroke: "#ffffff", "stroke-width": 2 }, ...dots));
  // Office: halo, ring and the mark.
  parts.push(circle(officeXY[0], officeXY[1], 24, { fill: brand.emberBright, "fill-opacity": 0.16 }));
  parts.push(
    circle(officeXY[0], officeXY[1], 15, {
      fill: "none",
      stroke: brand.ember,
      "stroke-width": 2,
      "stroke-opacity": 0.55,
    }),
  );
  parts.push(
    `<g transform="translate(${num(officeXY[0] - 11)} ${num(officeXY[1] - 11)}) scale(.4583)">${logoMarkBody((c) => (c === "#102a45" ? brand.ember : c))}</g>`,
  );
  const leaders = labels.filter((l) => l.leader).map((l) => linePath(l.leader as readonly Point[]));
  if (leaders.length) parts.push(path(leaders.join(""), { stroke: brand.slate500, "stroke-width": 1, fill: "none" }));
  const text = labels.map((l) =>
    el(
      "text",
      {
        x: num(l.x),
        y: num(l.y),
        "text-anchor": l.anchor === "start" ? undefined : l.anchor,
        fill: l.text === nearestToOffice.name ? brand.ember : undefined,
      },
      escapeXml(l.text),
    ),
  );
  parts.push(
    group(
      {
        "font-family": FONT,
        "font-size": 15,
        "font-weight": 700,
        fill: brand.navy,
        stroke: "#ffffff",
        "stroke-width": 3.5,
        "stroke-linejoin": "round",
        "paint-order": "stroke",
      },
      ...text,
    ),
  );

  // Legend.
  const lx = legendBox.x0;
  const ly = legendBox.y0;
  const legend = [
    rect(lx, ly, legendBox.x1 - lx, legendBox.y1 - ly, {
      rx: 10,
      fill: "#ffffff",
      "fill-opacity": 0.92,
      stroke: "#c9d6e0",
    }),
    `<g transform="translate(${lx + 16} ${ly + 16}) scale(.4583)">${logoMarkBody((c) => (c === "#102a45" ? brand.ember : c))}</g>`,
    el("text", { x: lx + 48, y: ly + 32, "font-weight": 700, fill: brand.ember }, escapeXml(words.office)),
    circle(lx + 27, ly + 60, 5, { fill: brand.navy, stroke: "#ffffff", "stroke-width": 2 }),
    el("text", { x: lx + 48, y: ly + 65, fill: brand.navy }, escapeXml(words.city)),
    rect(lx + 16, ly + 84, 22, 14, { fill: tints.hillsborough, stroke: "#a99f8a", "stroke-dasharray": "4 3" }),
    el("text", { x: lx + 48, y: ly + 96, fill: brand.navy }, escapeXml(words.countyLine)),
  ];
  // Scale bar: 10 miles.
  const milesPerDegLat = 69.05;
  const [, sy0] = toXY([projection.bounds.south, projection.bounds.west]);
  const [, sy1] = toXY([projection.bounds.south + 10 / milesPerDegLat, projection.bounds.west]);
  const tenMiles = Math.abs(sy0 - sy1);
  legend.push(
    rect(lx + 16, ly + 112, tenMiles, 5, { fill: brand.navy }),
    rect(lx + 16 + tenMiles / 2, ly + 112, tenMiles / 2, 5, { fill: "#ffffff", stroke: brand.navy, "stroke-width": 1 }),
  );
  legend.push(el("text", { x: lx + 24 + tenMiles, y: ly + 119, fill: brand.navy, "font-size": 13 }, "10 mi"));
  parts.push(group({ "font-family": FONT, "font-size": 14 }, ...legend));
  // Compass.
  const [cx, cy] = compassAt;
  parts.push(
    group(
      {},
      circle(cx, cy, 24, { fill: "#ffffff", "fill-opacity": 0.85, stroke: "#c9d6e0" }),
      path(`M${cx} ${cy - 19}l7 19h-14z`, { fill: brand.ember }),
      path(`M${cx} ${cy + 19}l7 -19h-14z`, { fill: brand.navy }),
      el(
        "text",
        {
          x: cx,
          y: cy - 28,
          "text-anchor": "middle",
          "font-family": FONT,
          "font-size": 14,
          "font-weight": 700,
          fill: brand.navy,
        },
        "N",
      ),
    ),
  );
  return parts.join("");
}

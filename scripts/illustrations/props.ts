/**
 * Props for the service and storm pictures: tarps, ladders, a roll-off dumpster, cut oak rounds,
 * the crew truck, an inspection drone and an insurance clipboard.
 */
import { shade } from "./color";
import { logoMarkBody } from "./logo";
import { brand } from "./palette";
import { add, project, screenPoly, type Vec3, type View } from "./projection";
import type { Rng } from "./random";
import { paintBox } from "./solids";
import { circle, ellipse, group, linePath, num, path, polyPath, rect, type Point, type SvgDoc } from "./svg";
import type { Tone } from "./tone";

/**
 * A blue tarp over part of a roof face, in the face's coordinates: wrinkles, and wood battens
 * screwed along the edges as crews do.
 */
export function roofTarp(rng: Rng, u0: number, u1: number, v0: number, v1: number, tone: Tone): string {
  const blue = tone.grade(brand.tarp);
  const wob = () => rng.range(-0.25, 0.25);
  const outline: Point[] = [
    [u0 + wob(), v0 + wob()],
    [(u0 + u1) / 2 + wob(), v0 + wob() - 0.2],
    [u1 + wob(), v0 + wob()],
    [u1 + 0.3 + wob(), (v0 + v1) / 2],
    [u1 + wob(), v1 + wob()],
    [(u0 + u1) / 2, v1 + 0.3 + wob()],
    [u0 + wob(), v1 + wob()],
    [u0 - 0.3 + wob(), (v0 + v1) / 2],
  ];
  let folds = "";
  for (let i = 0; i < 5; i++) {
    const u = u0 + ((u1 - u0) * (i + 0.5)) / 5 + rng.range(-0.5, 0.5);
    folds += `M${num(u, 2)} ${num(v0 + 0.6, 2)}q${num(rng.range(-1, 1), 2)} ${num((v1 - v0) * 0.45, 2)} ${num(rng.range(-0.6, 0.6), 2)} ${num(v1 - v0 - 1.2, 2)}`;
  }
  const batten = tone.grade("#b48a5a");
  return (
    path(polyPath(outline, 2), { fill: blue }) +
    path(folds, {
      fill: "none",
      stroke: shade(blue, -0.35),
      "stroke-width": 0.22,
      "stroke-opacity": 0.7,
      "stroke-linecap": "round",
    }) +
    path(
      folds.replace(/M([\d.]+)/g, (_m, x: string) => `M${num(Number(x) + 0.25, 2)}`),
      { fill: "none", stroke: shade(blue, 0.3), "stroke-width": 0.14, "stroke-opacity": 0.6 },
    ) +
    rect(u0 - 0.2, v0 - 0.1, u1 - u0 + 0.4, 0.45, { fill: batten }) +
    rect(u0 - 0.2, v1 - 0.35, u1 - u0 + 0.4, 0.45, { fill: batten }) +
    rect(u0 - 0.1, v0, 0.4, v1 - v0, { fill: batten }) +
    rect(u1 - 0.3, v0, 0.4, v1 - v0, { fill: batten })
  );
}

/** Patches of torn-off shingles showing the deck (face coordinates). */
export function exposedDeck(rng: Rng, u: number, v: number, w: number, h: number, tone: Tone): string {
  const deck = tone.grade("#a8845c");
  const pts: Point[] = [];
  const n = 9;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    pts.push([
      u + w / 2 + Math.cos(a) * (w / 2) * rng.range(0.7, 1),
      v + h / 2 + Math.sin(a) * (h / 2) * rng.range(0.7, 1),
    ]);
  }
  let seams = "";
  for (let y = v + 0.8; y < v + h - 0.3; y += 1.6) seams += `M${num(u + 0.3, 2)} ${num(y, 2)}h${num(w - 0.6, 2)}`;
  return path(polyPath(pts, 2), { fill: deck }) + path(seams, { stroke: shade(deck, -0.3), "stroke-width": 0.1 });
}

/** A rolled tarp lying on the ground (screen space at a ground point). */
export function rolledTarp(view: View, tone: Tone, x: number, z: number): string {
  const a = project(view, [x, 0.6, z]);
  const b = project(view, [x + 8, 0.6, z]);
  const r = view.s * 0.7;
  const blue = tone.grade(brand.tarp);
  return (
    ellipse((a[0] + b[0]) / 2, a[1] + r * 0.9, (b[0] - a[0]) / 2 + r, r * 0.45, {
      fill: tone.shadowColor,
      "fill-opacity": 0.18,
    }) +
    path(`M${num(a[0])} ${num(a[1] - r)}H${num(b[0])}a${num(r * 0.5)} ${num(r)} 0 0 1 0 ${num(2 * r)}H${num(a[0])}z`, {
      fill: blue,
    }) +
    ellipse(a[0], a[1], r * 0.5, r, { fill: shade(blue, -0.2) }) +
    ellipse(a[0], a[1], r * 0.2, r * 0.4, { fill: shade(blue, -0.45) }) +
    rect((a[0] + b[0]) / 2 - r * 0.15, a[1] - r, r * 0.3, 2 * r, { fill: tone.grade("#d8c9a8") })
  );
}

/** A roll-off dumpster with old roofing in it. */
export function dumpster(doc: SvgDoc, view: View, tone: Tone, rng: Rng, x: number, z: number): string {
  const color = tone.grade(brand.navySoft);
  const w = 7.5;
  const d = 12;
  const h = 5;
  const parts: string[] = [];
  // Debris heap first (it sits inside, visible above the rim).
  let heap = "";
  for (let i = 0; i < 9; i++) {
    const px = x + 1.5 + rng.range(0, w - 3);
    const pz = z + 1 + rng.range(0, d - 2);
    const [sx, sy] = project(view, [px, h + rng.range(0.2, 1.4), pz]);
    const pw = view.s * rng.range(1.6, 3.2);
    heap += `M${num(sx - pw / 2)} ${num(sy)}l${num(pw * 0.45)} ${num(-view.s * rng.range(0.5, 1.2))}l${num(pw * 0.55)} ${num(view.s * 0.3)}l${num(-pw * 0.2)} ${num(view.s * 0.6)}z`;
  }
  parts.push(
    paintBox(doc, view, tone, { x0: x, x1: x + w, y0: 0.4, y1: h, z0: z, z1: z + d }, color, {
      front: rect(0, 0.6, w, 0.5, { fill: tone.grade(brand.ember) }),
      topColor: tone.grade("#3d3f44"),
    }),
  );
  parts.push(path(heap, { fill: tone.grade("#4a4d52") }));
  const ribs = (len: number) => {
    let r = "";
    for (let u = 2; u < len - 1; u += 3) r += `M${num(u, 2)} 1.2v${num(h - 1.8, 2)}`;
    return path(r, { stroke: shade(color, -0.3), "stroke-width": 0.25 });
  };
  parts.push(
    paintBox(doc, view, tone, { x0: x, x1: x + w, y0: 0.4, y1: h, z0: z, z1: z + 0.3 }, color, {
      front: ribs(w) + rect(0, 0.6, w, 0.5, { fill: tone.grade(brand.ember) }),
      right: ribs(0.3),
    }),
  );
  parts.push(
    paintBox(doc, view, tone, { x0: x + w - 0.3, x1: x + w, y0: 0.4, y1: h, z0: z, z1: z + d }, color, {
      right: ribs(d) + rect(0, 0.6, d, 0.5, { fill: tone.grade(brand.ember) }),
    }),
  );
  return parts.join("");
}

/** A ladder leaning from the ground to an eave point. */
export function ladder(view: View, tone: Tone, foot: Vec3, top: Vec3): string {
  const width = 1.6;
  const a = project(view, foot);
  const b = project(view, top);
  const a2 = project(view, add(foot, [width, 0, 0]));
  const b2 = project(view, add(top, [width, 0, 0]));
  const color = tone.grade("#d9a531");
  let rungs = "";
  const n = Math.max(4, Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) / (view.s * 1)));
  for (let i = 1; i < n; i++) {
    const t = i / n;
    rungs += linePath([
      [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t],
      [a2[0] + (b2[0] - a2[0]) * t, a2[1] + (b2[1] - a2[1]) * t],
    ]);
  }
  const rail = num(Math.max(1.2, view.s * 0.22), 1);
  return (
    path(linePath([a, b]) + linePath([a2, b2]), {
      stroke: shade(color, -0.2),
      "stroke-width": rail,
      "stroke-linecap": "round",
    }) + path(rungs, { stroke: color, "stroke-width": num(Math.max(0.8, view.s * 0.14), 1) })
  );
}

/** Cut rounds of an oak limb, stacked on the lawn. */
export function logRounds(view: View, tone: Tone, rng: Rng, x: number, z: number): string {
  const bark = tone.grade("#6b5140");
  const wood = tone.grade("#d8b98c");
  const parts: string[] = [];
  const rounds: Array<[number, number, number, number]> = [
    [0, 0, 0, 1.3],
    [2.8, 0, 0.3, 1.15],
    [5.4, 0, -0.2, 1.25],
    [1.4, 1.9, 0.1, 1.05],
    [4.1, 1.9, 0, 1.1],
  ];
  for (const [dx, dy, dz, size] of rounds) {
    const r = size * rng.range(0.92, 1.08);
    const [cx, cy] = project(view, [x + dx, r + dy, z + dz]);
    const R = r * view.s;
    parts.push(
      path(
        `M${num(cx)} ${num(cy - R)}h${num(R * 1.1)}a${num(R * 0.45)} ${num(R)} 0 0 1 0 ${num(2 * R)}h${num(-R * 1.1)}z`,
        { fill: bark },
      ),
    );
    parts.push(ellipse(cx, cy, R * 0.45, R, { fill: wood }));
    parts.push(
      ellipse(cx, cy, R * 0.22, R * 0.5, {
        fill: "none",
        stroke: shade(wood, -0.2),
        "stroke-width": num(Math.max(0.6, view.s * 0.06), 1),
      }),
    );
  }
  return parts.join("");
}

/** The crew truck, parked along the street (side towards the viewer), with its light bar. */
export function crewTruck(doc: SvgDoc, view: View, tone: Tone, x: number, z: number, lightsOn: boolean): string {
  const white = tone.grade("#f2f3f1");
  const parts: string[] = [];
  const len = 21;
  const body = { x0: x, x1: x + 13, y0: 1.6, y1: 6.6, z0: z, z1: z + 7.2 };
  const cab = { x0: x + 13, x1: x + 19.5, y0: 1.6, y1: 7, z0: z + 0.2, z1: z + 7 };
  const hood = { x0: x + 19.5, x1: x + len, y0: 1.6, y1: 4.4, z0: z + 0.4, z1: z + 6.8 };
  const wheel = (u: number) => circle(u, 4.6, 1.55, { fill: "#1b1f24" }) + circle(u, 4.6, 0.7, { fill: "#aab1b8" });
  const stripe =
    rect(0, 3.2, 13, 0.55, { fill: tone.grade(brand.ember) }) + rect(0, 3.9, 13, 0.2, { fill: tone.grade(brand.navy) });
  const compartment = (u: number) =>
    rect(u, 0.6, 3.6, 2.2, { fill: shade(white, -0.06), stroke: shade(white, -0.2), "stroke-width": 0.12 });
  const mark = `<g transform="translate(5.2 0.5) scale(.042)">${logoMarkBody(tone.grade)}</g>`;
  parts.push(
    paintBox(doc, view, tone, body, white, { front: stripe + compartment(0.5) + compartment(8.9) + mark + wheel(3.4) }),
  );
  const cabFront =
    rect(0.4, 0.5, 5.6, 2.4, { fill: tone.grade("#3b5268") }) +
    rect(0, 3.2, 6.5, 0.55, { fill: tone.grade(brand.ember) }) +
    rect(3.2, 0.5, 0.2, 4.5, { fill: shade(white, -0.2) }) +
    wheel(4.4);
  parts.push(
    paintBox(doc, view, tone, cab, white, {
      front: cabFront,
      right: rect(0.6, 0.4, 5.6, 2.4, { fill: tone.grade("#3b5268") }),
    }),
  );
  const lamps =
    rect(1.2, 0.5, 0.9, 0.7, { fill: lightsOn ? "#fff6d8" : "#e6e9ec" }) +
    rect(4.3, 0.5, 0.9, 0.7, { fill: lightsOn ? "#fff6d8" : "#e6e9ec" }) +
    rect(2.3, 0.6, 1.8, 1.4, { fill: "#2b3036" });
  parts.push(paintBox(doc, view, tone, hood, white, { right: lamps }));
  // Ladder rack with a ladder.
  parts.push(
    paintBox(
      doc,
      view,
      tone,
      { x0: x + 0.5, x1: x + 14, y0: 7.3, y1: 7.7, z0: z + 1, z1: z + 6 },
      tone.grade("#d9a531"),
    ),
  );
  // Light bar on the cab roof.
  const bar = { x0: x + 14, x1: x + 18.5, y0: 7, y1: 7.6, z0: z + 1.5, z1: z + 5.5 };
  parts.push(
    paintBox(doc, view, tone, bar, lightsOn ? "#ffb347" : tone.grade("#c8ccd0"), {
      topColor: lightsOn ? "#ffd27a" : undefined,
    }),
  );
  if (lightsOn) {
    const [lx, ly] = project(view, [x + 15, 7.4, z + 1.5]);
    const [rx, ry] = project(view, [x + 17.6, 7.4, z + 1.5]);
    const amber = doc.radial([
      [0, "#fff2c4", 0.95],
      [0.25, "#ffb347", 0.6],
      [1, "#ff9a2e", 0],
    ]);
    const red = doc.radial([
      [0, "#ffe1d6", 0.95],
      [0.25, "#ff5a3c", 0.55],
      [1, "#ff3b1f", 0],
    ]);
    parts.push(circle(lx, ly, view.s * 5.5, { fill: amber }), circle(rx, ry, view.s * 4.5, { fill: red }));
    // Headlight beams along the street.
    const [hx, hy] = project(view, [x + len, 3, z + 3.5]);
    const beam = doc.linear(
      [
        [0, "#fff6d8", 0.55],
        [1, "#fff6d8", 0],
      ],
      [0, 0],
      [1, 0],
    );
    parts.push(
      path(
        `M${num(hx)} ${num(hy - view.s * 0.6)}L${num(hx + view.s * 30)} ${num(hy - view.s * 3)}L${num(hx + view.s * 30)} ${num(hy + view.s * 5)}z`,
        { fill: beam },
      ),
    );
  }
  return parts.join("");
}

/** A quadcopter in screen space, with a soft scan beam to a target point. */
export function drone(doc: SvgDoc, cx: number, cy: number, size: number, beamTo?: readonly [Point, Point]): string {
  const parts: string[] = [];
  if (beamTo) {
    const [a, b] = beamTo;
    const beam = doc.linear([
      [0, "#ffffff", 0.5],
      [1, "#ffd9b8", 0.12],
    ]);
    parts.push(
      path(polyPath([[cx - size * 0.08, cy + size * 0.2], [cx + size * 0.08, cy + size * 0.2], b, a]), { fill: beam }),
    );
  }
  const body = "#eef1f4";
  const dark = "#2a3440";
  const arm = (dx: number, dy: number) => `M${num(cx)} ${num(cy)}L${num(cx + dx)} ${num(cy + dy)}`;
  const reach = size * 0.5;
  const arms =
    arm(-reach, -size * 0.1) + arm(reach, -size * 0.1) + arm(-reach * 0.7, size * 0.12) + arm(reach * 0.7, size * 0.12);
  parts.push(path(arms, { stroke: dark, "stroke-width": num(size * 0.06, 1), "stroke-linecap": "round" }));
  const rotor = (x: number, y: number) =>
    ellipse(x, y, size * 0.26, size * 0.06, { fill: "#dfe7ee", "fill-opacity": 0.55 }) +
    rect(x - size * 0.02, y - size * 0.02, size * 0.04, size * 0.05, { fill: dark });
  parts.push(rotor(cx - reach, cy - size * 0.13), rotor(cx + reach, cy - size * 0.13));
  parts.push(rect(cx - size * 0.22, cy - size * 0.09, size * 0.44, size * 0.2, { fill: body, rx: size * 0.08 }));
  parts.push(rect(cx - size * 0.22, cy + size * 0.04, size * 0.44, size * 0.07, { fill: "#c9d2da", rx: size * 0.03 }));
  parts.push(
    circle(cx, cy + size * 0.17, size * 0.07, { fill: dark }),
    circle(cx + size * 0.015, cy + size * 0.165, size * 0.025, { fill: "#6fa8d6" }),
  );
  parts.push(circle(cx + size * 0.16, cy - size * 0.02, size * 0.025, { fill: brand.emberBright }));
  parts.push(rotor(cx - reach * 0.7, cy + size * 0.09), rotor(cx + reach * 0.7, cy + size * 0.09));
  return group({}, ...parts);
}

/** A clipboard with a roof damage report (screen space), rotated by `angle` degrees. */
export function clipboard(doc: SvgDoc, x: number, y: number, w: number, angle: number, rng: Rng): string {
  const h = w * 1.38;
  const parts: string[] = [];
  parts.push(rect(x + w * 0.05, y + w * 0.06, w, h, { rx: w * 0.05, fill: "#0d2138", "fill-opacity": 0.22 }));
  parts.push(rect(x, y, w, h, { rx: w * 0.05, fill: "#b9875a" }));
  parts.push(
    rect(x + w * 0.015, y + w * 0.015, w * 0.97, h * 0.97, {
      rx: w * 0.045,
      fill: "none",
      stroke: "#d6a677",
      "stroke-width": num(w * 0.01, 1),
    }),
  );
  const px = x + w * 0.07;
  const py = y + w * 0.12;
  const pw = w * 0.86;
  const ph = h - w * 0.18;
  parts.push(rect(px, py, pw, ph, { fill: "#fbfaf7" }));
  parts.push(rect(px, py, pw, ph * 0.075, { fill: brand.navy }));
  parts.push(
    rect(px + pw * 0.06, py + ph * 0.025, pw * 0.3, ph * 0.025, {
      fill: "#ffffff",
      "fill-opacity": 0.85,
      rx: ph * 0.01,
    }),
  );
  parts.push(
    `<g transform="translate(${num(px + pw * 0.84)} ${num(py + ph * 0.01)}) scale(${num((ph * 0.055) / 48, 4)})">${logoMarkBody((c) => c)}</g>`,
  );
  // Roof plan diagram with marked damage.
  const dx = px + pw * 0.08;
  const dy = py + ph * 0.12;
  const dw = pw * 0.5;
  const dh = ph * 0.24;
  parts.push(rect(dx, dy, dw, dh, { fill: "#eef2f6", stroke: "#9fb0c2", "stroke-width": num(w * 0.006, 2) }));
  parts.push(
    path(
      `M${num(dx)} ${num(dy)}L${num(dx + dh / 2)} ${num(dy + dh / 2)}H${num(dx + dw - dh / 2)}L${num(dx + dw)} ${num(dy)}M${num(dx)} ${num(dy + dh)}L${num(dx + dh / 2)} ${num(dy + dh / 2)}M${num(dx + dw - dh / 2)} ${num(dy + dh / 2)}L${num(dx + dw)} ${num(dy + dh)}`,
      { fill: "none", stroke: "#6f8296", "stroke-width": num(w * 0.008, 2) },
    ),
  );
  for (const [fx, fy] of [
    [0.28, 0.3],
    [0.7, 0.72],
    [0.56, 0.22],
  ] as const) {
    parts.push(
      circle(dx + dw * fx, dy + dh * fy, w * 0.035, {
        fill: "none",
        stroke: brand.ember,
        "stroke-width": num(w * 0.01, 2),
      }),
    );
  }
  // Photo thumbnails.
  for (let i = 0; i < 2; i++) {
    const tx = px + pw * 0.64;
    const ty = py + ph * (0.12 + i * 0.13);
    const tw = pw * 0.28;
    const th = ph * 0.11;
    parts.push(rect(tx, ty, tw, th, { fill: "#5b636d" }));
    let rows = "";
    for (let r = 1; r < 5; r++) rows += `M${num(tx)} ${num(ty + (th * r) / 5)}h${num(tw)}`;
    parts.push(path(rows, { stroke: "#3d434a", "stroke-width": num(w * 0.006, 2) }));
    parts.push(
      rect(tx + tw * (0.35 + i * 0.2), ty + th * 0.3, tw * 0.25, th * 0.35, { fill: i === 0 ? "#a8845c" : brand.tarp }),
    );
  }
  // Checklist with text bars.
  let bars = "";
  let boxes = "";
  let checks = "";
  for (let r = 0; r < 5; r++) {
    const ry = py + ph * (0.43 + r * 0.085);
    boxes += `M${num(px + pw * 0.08)} ${num(ry)}h${num(w * 0.05)}v${num(w * 0.05)}h${num(-w * 0.05)}z`;
    if (r !== 3)
      checks += `M${num(px + pw * 0.08 + w * 0.008)} ${num(ry + w * 0.025)}l${num(w * 0.016)} ${num(w * 0.018)} ${num(w * 0.032)} ${num(-w * 0.04)}`;
    const len = pw * rng.range(0.45, 0.72);
    bars += `M${num(px + pw * 0.18)} ${num(ry + w * 0.012)}h${num(len)}v${num(w * 0.022)}h${num(-len)}z`;
    bars += `M${num(px + pw * 0.18)} ${num(ry + w * 0.045)}h${num(len * 0.6)}v${num(w * 0.014)}h${num(-len * 0.6)}z`;
  }
  parts.push(path(boxes, { fill: "#ffffff", stroke: "#8795a3", "stroke-width": num(w * 0.007, 2) }));
  parts.push(
    path(checks, {
      fill: "none",
      stroke: "#2f8a57",
      "stroke-width": num(w * 0.012, 2),
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
  );
  parts.push(path(bars, { fill: "#c3ccd5" }));
  // Signature.
  const sy = py + ph * 0.92;
  parts.push(
    path(
      `M${num(px + pw * 0.1)} ${num(sy)}c${num(w * 0.04)} ${num(-w * 0.08)} ${num(w * 0.06)} ${num(w * 0.04)} ${num(w * 0.1)} ${num(-w * 0.02)}s${num(w * 0.05)} ${num(w * 0.05)} ${num(w * 0.1)} ${num(-w * 0.01)}`,
      { fill: "none", stroke: brand.navy, "stroke-width": num(w * 0.009, 2), "stroke-linecap": "round" },
    ),
  );
  parts.push(rect(px + pw * 0.08, sy + w * 0.02, pw * 0.45, w * 0.004, { fill: "#9aa7b4" }));
  // Clip.
  parts.push(rect(x + w * 0.3, y - w * 0.05, w * 0.4, w * 0.15, { rx: w * 0.03, fill: "#aeb6bf" }));
  parts.push(rect(x + w * 0.36, y - w * 0.02, w * 0.28, w * 0.05, { rx: w * 0.02, fill: "#7c8792" }));
  return `<g transform="rotate(${num(angle)} ${num(x + w / 2)} ${num(y + h / 2)})">${parts.join("")}</g>`;
}

/** A pen lying at an angle. */
export function pen(x: number, y: number, length: number, angle: number): string {
  const w = length * 0.07;
  return `<g transform="rotate(${num(angle)} ${num(x)} ${num(y)})">${rect(x, y - w / 2, length, w, { rx: w / 2, fill: brand.navy })}${rect(x + length * 0.7, y - w / 2, length * 0.06, w, { fill: "#c9a44c" })}${path(`M${num(x)} ${num(y - w / 2)}l${num(-w * 1.4)} ${num(w / 2)} ${num(w * 1.4)} ${num(w / 2)}z`, { fill: "#d9c9b0" })}</g>`;
}

export const CAR_COLORS = ["#f3f4f2", "#b9bec3", "#1f3550", "#4a5058", "#8e2f2a", "#e9e4d8"];

/** A parked car, nose away from the viewer: a body, a glass cabin and wheels. */
export function car(doc: SvgDoc, view: View, tone: Tone, x: number, z: number, color: string): string {
  const body = tone.grade(color);
  const glassC = tone.grade("#3d556b");
  const len = 15;
  const w = 6.2;
  // Body from 0.9 ft up to 3.3 ft; wheel centres 1.2 ft above the ground (v is measured down from 3.3).
  const wheels = (u: number) => circle(u, 2.1, 1.2, { fill: "#1d2126" }) + circle(u, 2.1, 0.5, { fill: "#9aa1a8" });
  const side = wheels(3.2) + wheels(len - 3.2) + rect(0.3, 0.5, len - 0.6, 0.2, { fill: "#fff", "fill-opacity": 0.3 });
  const rear =
    rect(0.4, 0.6, 1.3, 0.6, { fill: "#c0392b" }) +
    rect(w - 1.7, 0.6, 1.3, 0.6, { fill: "#c0392b" }) +
    rect(w / 2 - 0.9, 1.1, 1.8, 0.6, { fill: "#eef0f2" });
  const shadow = screenPoly(
    view,
    [
      [x - 0.6, 0, z - 0.6],
      [x + w + 0.9, 0, z - 0.6],
      [x + w + 0.9, 0, z + len + 0.6],
      [x - 0.6, 0, z + len + 0.6],
    ],
    { fill: tone.shadowColor, "fill-opacity": 0.3 },
  );
  const lower = paintBox(doc, view, tone, { x0: x, x1: x + w, y0: 0.9, y1: 3.3, z0: z, z1: z + len }, body, {
    front: rear,
    right: side,
  });
  const cw = w - 1;
  const cl = 7.5;
  const cabinRear = rect(0.35, 0.3, cw - 0.7, 1.1, { fill: glassC, rx: 0.2 });
  const cabinSide =
    rect(0.5, 0.3, cl / 2 - 0.7, 1.1, { fill: glassC, rx: 0.2 }) +
    rect(cl / 2 + 0.2, 0.3, cl / 2 - 0.9, 1.1, { fill: glassC, rx: 0.2 });
  const cabin = paintBox(
    doc,
    view,
    tone,
    { x0: x + 0.5, x1: x + 0.5 + cw, y0: 3.3, y1: 5, z0: z + 4, z1: z + 4 + cl },
    body,
    { front: cabinRear, right: cabinSide },
  );
  return shadow + lower + cabin;
}

/**
 * Close view of a roof repair: a section of new architectural shingles on a weathered roof around
 * a chimney, with new apron, step and counter-flashing, a new pipe boot, and the crew's hammer.
 */
import { mix, shade } from "./color";
import { brand } from "./palette";
import { frames, project, toLocal, type Vec3, type View } from "./projection";
import { Rng } from "./random";
import { ridgeAlongX, type Face } from "./roof-shapes";
import { paintRidges, paintRoofFace, roofBase, roofPattern, type RoofStyle } from "./roofs";
import { farPalm, treeLine } from "./palms";
import type { Frame2D } from "./scene";
import { drawSky } from "./sky";
import { flatFace } from "./solids";
import { el, ellipse, group, num, path, polyPath, rect, type Point, type SvgDoc } from "./svg";
import { toneFor } from "./tone";
import { paintWall } from "./walls";

/** Running-bond brick, in face coordinates (feet). */
function brickPattern(doc: SvgDoc, color: string): string {
  const id = doc.def(
    `brick|${color}`,
    (pid) => {
      const w = 1.6;
      const h = 0.6;
      const mortar = shade(color, 0.45);
      const body =
        el("rect", { width: w, height: h * 2, fill: mortar }) +
        el("rect", { x: 0.04, y: 0.04, width: w - 0.08, height: h - 0.08, fill: color }) +
        el("rect", { x: -w / 2 + 0.04, y: h + 0.04, width: w - 0.08, height: h - 0.08, fill: shade(color, -0.08) }) +
        el("rect", { x: w / 2 + 0.04, y: h + 0.04, width: w - 0.08, height: h - 0.08, fill: shade(color, 0.06) });
      return el("pattern", { id: pid, patternUnits: "userSpaceOnUse", width: w, height: h * 2 }, body);
    },
    "p",
  );
  return `url(#${id})`;
}

export function closeUpRepair(doc: SvgDoc, frame: Frame2D): string {
  const rng = new Rng(77);
  const tone = toneFor("day");
  const { width, height } = frame;
  const p = 0.5;
  const box = { x0: -30, x1: 80, z0: 0, z1: 36, h: 10 };
  const o = 1.4;
  const roof = ridgeAlongX(box, { pitch: p, overhang: o }, { left: "gable", right: "gable" });
  const face = roof.faces[0] as Face;
  const kx = 0.42;
  const ky = 0.3;
  const zf = box.z0 - o;
  const zc = (box.z0 + box.z1) / 2;
  const hd = zc - zf;
  // Ridge near the top, the eave just below the bottom edge (the roof fills the frame's foot).
  const s = (height * 0.86) / (hd * (p + ky));
  const ox = width * 0.08;
  const oy = height * 0.17 + s * (roof.ridgeHeight + ky * zc);
  const view: View = { ox, oy, s, kx, ky };
  const style: RoofStyle = { material: "architectural-shingle", color: "#50555c", finish: "weathered" };
  const ridgeY = project(view, [0, roof.ridgeHeight, zc])[1];
  const horizon = ridgeY - s * 0.4;
  const parts: string[] = [];
  parts.push(drawSky(doc, tone, rng, { width, height, horizon: horizon + 10, clouds: 2 }));
  parts.push(treeLine(rng, width, horizon + 4, s * 1.6, shade(tone.treeLine, 0.15), 0.8));
  parts.push(
    group(
      { stroke: shade(tone.treeLine, 0.05) },
      farPalm(rng, width * 0.62, horizon + 4, s * 3.2),
      farPalm(rng, width * 0.9, horizon + 4, s * 2.6),
    ),
  );

  const roofY = (z: number) => roof.eave + p * (z - zf);
  const local = (x: number, z: number): Point => toLocal(face.frame, [x, roofY(z), z]);
  // Chimney footprint.
  const cx0 = 5;
  const cx1 = 9.5;
  const cz0 = 9;
  const cz1 = 12.5;
  const cTop = roofY(cz1) + 4.5;
  const [ua] = local(cx0, cz0);
  const [ub] = local(cx1, cz0);
  const [, vFront] = local(cx0, cz0);
  const [, vBack] = local(cx0, cz1);
  const [, vEave] = local(cx0, zf);

  // New shingles around the chimney, stepped edges along the courses.
  const fresh: RoofStyle = { ...style, finish: "new" };
  const freshColor = roofBase(fresh, tone);
  const left: Point[] = [];
  const right: Point[] = [];
  for (let v = vBack - 2; v < vEave; v += 1) {
    const next = Math.min(vEave, v + 1);
    const dl = rng.range(-0.5, 0.5);
    const dr = rng.range(-0.5, 0.5);
    left.push([ua - 5 + dl, v], [ua - 5 + dl, next]);
    right.push([ub + 7 + dr, v], [ub + 7 + dr, next]);
  }
  const section = polyPath([...left, ...right.reverse()], 2);
  let overlay =
    path(section, { fill: freshColor }) +
    path(section, { fill: roofPattern(doc, "architectural-shingle", freshColor, "new") });
  const metal = tone.grade("#c3cad0");
  // Apron flashing across the chimney front, step flashing along its right side.
  overlay += rect(ua - 0.5, vFront - 0.1, ub - ua + 1, 1, { fill: metal });
  overlay += rect(ua - 0.5, vFront - 0.1, ub - ua + 1, 0.2, { fill: "#ffffff", "fill-opacity": 0.6 });
  let steps = "";
  for (let v = vBack + 0.1; v < vFront - 0.2; v += 1) steps += `M${num(ub, 2)} ${num(v, 2)}h.4v.8h-.4z`;
  overlay += path(steps, { fill: shade(metal, -0.12) });
  // New pipe boot plate and the crew's tools.
  const boot: Point = [ub + 5, vBack + 1.2];
  overlay += rect(boot[0] - 1.1, boot[1] - 1.3, 2.2, 2.6, { rx: 0.2, fill: tone.grade("#9aa3ab") });
  overlay += rect(boot[0] - 1.1, boot[1] - 1.3, 2.2, 0.3, { fill: "#ffffff", "fill-opacity": 0.45 });
  const hx = ub + 4.5;
  const hy = vFront + 3.4;
  overlay += `<g transform="rotate(-16 ${num(hx, 2)} ${num(hy, 2)})">${rect(hx + 0.15, hy + 0.2, 2.7, 0.3, { rx: 0.12, fill: "#0d2138", "fill-opacity": 0.25 })}${rect(hx, hy - 0.14, 2.7, 0.28, { rx: 0.12, fill: tone.grade("#2c3440") })}${rect(hx + 1.7, hy - 0.17, 1, 0.34, { rx: 0.1, fill: tone.grade(brand.ember) })}${rect(hx - 0.2, hy - 0.55, 0.45, 1.1, { rx: 0.08, fill: tone.grade("#8d969e") })}</g>`;
  const bx = ua - 9;
  const by = vFront + 1.5;
  overlay += rect(bx + 0.3, by + 0.35, 3.6, 1.4, { fill: "#0d2138", "fill-opacity": 0.28 });
  overlay += rect(bx, by, 3.6, 1.4, { fill: tone.grade(mix(style.color, "#000000", 0.15)) });
  overlay += rect(bx, by + 0.45, 3.6, 0.5, { fill: tone.grade(brand.navy) });
  overlay += rect(bx + 1.4, by + 0.45, 0.8, 0.5, { fill: tone.grade(brand.ember) });
  parts.push(paintRoofFace(doc, view, tone, face, style, overlay));
  parts.push(paintRidges(view, tone, roof, style));
  for (const f of roof.fascia) parts.push(paintWall(doc, view, tone, f, tone.grade("#f4f2ed"), "", { eaveShadow: 0 }));

  // The pipe stands vertical, so it is drawn in screen space.
  const f = face.frame;
  const world = (u: number, v: number): Vec3 => [
    f.o[0] + f.u[0] * u + f.v[0] * v,
    f.o[1] + f.u[1] * u + f.v[1] * v,
    f.o[2] + f.u[2] * u + f.v[2] * v,
  ];
  const base = world(boot[0], boot[1]);
  const [px, py] = project(view, base);
  const [, ty] = project(view, [base[0], base[1] + 1.5, base[2]]);
  const r = s * 0.3;
  parts.push(ellipse(px, py, r * 1.8, r * 0.8, { fill: tone.grade("#2a2f35") }));
  parts.push(
    rect(px - r, ty, 2 * r, py - ty, {
      fill: doc.linear(
        [
          [0, tone.grade("#f4f4f1")],
          [0.7, tone.grade("#d5d7d6")],
          [1, tone.grade("#a4a9ad")],
        ],
        [0, 0],
        [1, 0],
      ),
    }),
  );
  parts.push(ellipse(px, ty, r, r * 0.4, { fill: tone.grade("#5d646b") }));

  // The chimney, with stepped counter-flashing over the step flashing.
  const brick = tone.grade("#a0573f");
  const chimFront: Face = {
    poly: [
      [cx0, cTop, cz0],
      [cx1, cTop, cz0],
      [cx1, roofY(cz0), cz0],
      [cx0, roofY(cz0), cz0],
    ],
    frame: frames.front(cz0, cTop, cx0),
  };
  const chimRight: Face = {
    poly: [
      [cx1, cTop, cz0],
      [cx1, cTop, cz1],
      [cx1, roofY(cz1), cz1],
      [cx1, roofY(cz0), cz0],
    ],
    frame: frames.right(cx1, cTop, cz0),
  };
  const frontBase = cTop - roofY(cz0);
  const counterFront =
    rect(-0.1, frontBase - 1.3, cx1 - cx0 + 0.2, 0.75, { fill: metal }) +
    rect(-0.1, frontBase - 1.3, cx1 - cx0 + 0.2, 0.15, { fill: "#ffffff", "fill-opacity": 0.55 });
  const stair: Point[] = [];
  const rise = (z: number) => cTop - roofY(z);
  for (let z = cz0; z < cz1 - 0.01; z += 0.875) {
    const zEnd = Math.min(cz1, z + 0.875);
    stair.push([z - cz0, rise(z) - 1.3], [zEnd - cz0, rise(z) - 1.3]);
  }
  const counterRight = polyPath([...stair, [cz1 - cz0, rise(cz1) - 0.5], [0, rise(cz0) - 0.5]], 2);
  parts.push(
    flatFace(
      doc,
      view,
      tone,
      chimFront,
      brick,
      path(
        polyPath(
          chimFront.poly.map((q) => toLocal(chimFront.frame, q)),
          2,
        ),
        { fill: brickPattern(doc, brick) },
      ) + counterFront,
    ),
  );
  parts.push(
    flatFace(
      doc,
      view,
      tone,
      chimRight,
      brick,
      path(
        polyPath(
          chimRight.poly.map((q) => toLocal(chimRight.frame, q)),
          2,
        ),
        { fill: brickPattern(doc, brick) },
      ) + path(counterRight, { fill: metal }),
    ),
  );
  // Crown and flue.
  const crown = { x0: cx0 - 0.35, x1: cx1 + 0.35, y0: cTop, y1: cTop + 0.5, z0: cz0 - 0.35, z1: cz1 + 0.35 };
  const crownColor = tone.grade("#c9c4ba");
  const crownFaces: Face[] = [
    {
      poly: [
        [crown.x0, crown.y1, crown.z0],
        [crown.x1, crown.y1, crown.z0],
        [crown.x1, crown.y0, crown.z0],
        [crown.x0, crown.y0, crown.z0],
      ],
      frame: frames.front(crown.z0, crown.y1, crown.x0),
    },
    {
      poly: [
        [crown.x1, crown.y1, crown.z0],
        [crown.x1, crown.y1, crown.z1],
        [crown.x1, crown.y0, crown.z1],
        [crown.x1, crown.y0, crown.z0],
      ],
      frame: frames.right(crown.x1, crown.y1, crown.z0),
    },
    {
      poly: [
        [crown.x0, crown.y1, crown.z1],
        [crown.x1, crown.y1, crown.z1],
        [crown.x1, crown.y1, crown.z0],
        [crown.x0, crown.y1, crown.z0],
      ],
      frame: frames.top(crown.y1, crown.z1, crown.x0),
    },
  ];
  for (const cf of crownFaces) parts.push(flatFace(doc, view, tone, cf, crownColor));
  const flue = { x0: cx0 + 1.4, x1: cx0 + 2.8, y0: crown.y1, y1: crown.y1 + 1, z0: cz0 + 1.2, z1: cz0 + 2.4 };
  const flueFaces: Face[] = [
    {
      poly: [
        [flue.x0, flue.y1, flue.z0],
        [flue.x1, flue.y1, flue.z0],
        [flue.x1, flue.y0, flue.z0],
        [flue.x0, flue.y0, flue.z0],
      ],
      frame: frames.front(flue.z0, flue.y1, flue.x0),
    },
    {
      poly: [
        [flue.x1, flue.y1, flue.z0],
        [flue.x1, flue.y1, flue.z1],
        [flue.x1, flue.y0, flue.z1],
        [flue.x1, flue.y0, flue.z0],
      ],
      frame: frames.right(flue.x1, flue.y1, flue.z0),
    },
    {
      poly: [
        [flue.x0, flue.y1, flue.z1],
        [flue.x1, flue.y1, flue.z1],
        [flue.x1, flue.y1, flue.z0],
        [flue.x0, flue.y1, flue.z0],
      ],
      frame: frames.top(flue.y1, flue.z1, flue.x0),
    },
  ];
  flueFaces.forEach((ff, i) =>
    parts.push(flatFace(doc, view, tone, ff, i === 2 ? tone.grade("#3a3f45") : tone.grade("#b9a48f"))),
  );
  return parts.join("");
}

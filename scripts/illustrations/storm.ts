/**
 * Storm work: a roof after repair (fresh section on a weathered roof, cleanup under way), a
 * tarped roof under a storm, and the night-time emergency call-out.
 */
import type { Scene } from "./catalogue";
import { shade } from "./color";
import type { Block } from "./house";
import { oak } from "./palms";
import { project, toLocal } from "./projection";
import { crewTruck, dumpster, exposedDeck, ladder, logRounds, rolledTarp, roofTarp } from "./props";
import { Rng } from "./random";
import type { Face } from "./roof-shapes";
import { roofBase, roofPattern, type RoofStyle } from "./roofs";
import { houseScene, type Frame2D, type HouseSceneSpec } from "./scene";
import { rain } from "./sky";
import { path, polyPath, type Point, type SvgDoc } from "./svg";
import type { Tone } from "./tone";

/** The face's extent in its own coordinates, and the u-range of its top edge (the ridge). */
export function faceBounds(face: Face): { u0: number; u1: number; v0: number; v1: number; top0: number; top1: number } {
  const pts = face.poly.map((p) => toLocal(face.frame, p));
  const us = pts.map((p) => p[0]);
  const vs = pts.map((p) => p[1]);
  const v0 = Math.min(...vs);
  const topUs = pts.filter((p) => p[1] < v0 + 0.2).map((p) => p[0]);
  return {
    u0: Math.min(...us),
    u1: Math.max(...us),
    v0,
    v1: Math.max(...vs),
    top0: Math.min(...topUs),
    top1: Math.max(...topUs),
  };
}

/** A replaced section with stepped edges following the courses, in face coordinates. */
function freshSection(
  doc: SvgDoc,
  tone: Tone,
  style: RoofStyle,
  ua: number,
  ub: number,
  v0: number,
  v1: number,
  rng: Rng,
  course = 1,
): string {
  const left: Point[] = [];
  const right: Point[] = [];
  for (let v = v0; v < v1; v += course) {
    const dl = rng.range(-0.6, 0.6);
    const dr = rng.range(-0.6, 0.6);
    const next = Math.min(v1, v + course);
    left.push([ua + dl, v], [ua + dl, next]);
    right.push([ub + dr, v], [ub + dr, next]);
  }
  const fresh: RoofStyle = { ...style, finish: "new" };
  const color = roofBase(fresh, tone);
  const d = polyPath([...left, ...right.reverse()], 2);
  return path(d, { fill: color }) + path(d, { fill: roofPattern(doc, style.material, color, "new") });
}

function mainFront(block: Block, face: Face, index: number): boolean {
  return block.name === "main" && index === 0 && face.frame.u[0] === 1;
}

/** A storm-repair project: the weathered roof with its new section, and the cleanup. */
export function stormRepairScene(doc: SvgDoc, frame: Frame2D, scene: Scene): string {
  const rng = new Rng(scene.seed * 7 + 3);
  const style: RoofStyle = { material: scene.roof, color: scene.roofColor, finish: "weathered" };
  const tile = scene.roof === "barrel-tile" || scene.roof === "flat-tile";
  const spec: HouseSceneSpec = {
    stories: scene.stories,
    roof: style,
    wallColor: scene.wallColor,
    time: scene.time,
    seed: scene.seed,
    mediterranean: tile,
  };
  return houseScene(doc, frame, spec, {
    palms: tile ? 1 : 2,
    yard: false,
    decor: (block, face, index, tone) => {
      if (!mainFront(block, face, index)) return "";
      const b = faceBounds(face);
      const span = b.top1 - b.top0;
      // Wind took a band of shingles mid-roof; the limb came down near the left end.
      const ua = b.top0 + span * (tile ? 0.02 : 0.3);
      const ub = b.top0 + span * (tile ? 0.42 : 0.72);
      return freshSection(doc, tone, style, ua, ub, b.v0 + 0.4, b.v1, rng, tile ? 1.5 : 1);
    },
    ground: (view, tone, plan) => {
      const parts: string[] = [];
      if (tile) {
        // The oak that dropped the limb, with the limb cut up on the lawn.
        const [ox, oy] = project(view, [plan.x0 - 16, 0, plan.z1 - 6]);
        parts.push(oak(rng, ox, oy, view.s * 34, tone));
      }
      return parts.join("");
    },
    front: (view, tone, plan) => {
      const parts: string[] = [];
      const eave = plan.main.roof.eave;
      if (tile) {
        parts.push(logRounds(view, tone, rng, plan.x0 + 2, plan.z0 - 11));
        const m = plan.main;
        parts.push(
          ladder(view, tone, [m.box.x0 + 4, 0, m.box.z0 - 3.4], [m.box.x0 + 4, m.roof.eave + 1.2, m.box.z0 - 1.3]),
        );
      } else {
        if (plan.garage) parts.push(dumpster(doc, view, tone, rng, plan.garage.x1 + 4, plan.garage.z - 12));
        parts.push(rolledTarp(view, tone, plan.x0 + 4, plan.z0 - 9));
        parts.push(
          ladder(
            view,
            tone,
            [plan.main.box.x0 + 6, 0, plan.main.box.z0 - 3.2],
            [plan.main.box.x0 + 6, eave + 1.2, plan.main.box.z0 - 1.2],
          ),
        );
      }
      return parts.join("");
    },
  });
}

/** Storm damage: a tarp over torn shingles, dark clouds, rain. */
export function stormDamagePoster(doc: SvgDoc, frame: Frame2D): string {
  const rng = new Rng(509);
  const style: RoofStyle = { material: "architectural-shingle", color: "#4d5157", finish: "weathered" };
  let tarped = false;
  return houseScene(
    doc,
    frame,
    { stories: 1, roof: style, wallColor: "#e7e0d3", time: "storm", seed: 604 },
    {
      noMirror: true,
      yard: false,
      fill: 0.74,
      decor: (block, face, index, tone) => {
        if (!mainFront(block, face, index) || tarped) return "";
        tarped = true;
        const b = faceBounds(face);
        const span = b.top1 - b.top0;
        return (
          exposedDeck(rng, b.top0 + span * 0.08, b.v0 + (b.v1 - b.v0) * 0.45, 6, 4, tone) +
          exposedDeck(rng, b.top0 + span * 0.8, b.v0 + (b.v1 - b.v0) * 0.6, 4, 3, tone) +
          roofTarp(rng, b.top0 + span * 0.3, b.top0 + span * 0.66, b.v0 + 0.6, b.v0 + (b.v1 - b.v0) * 0.82, tone)
        );
      },
      front: (view, tone) => {
        // Torn shingles and a branch on the lawn, then rain over everything.
        const parts: string[] = [];
        let debris = "";
        for (let i = 0; i < 7; i++) {
          const [sx, sy] = project(view, [rng.range(-10, 60), 0, rng.range(-12, -4)]);
          const w = view.s * rng.range(1.5, 2.6);
          debris += `M${sx.toFixed(0)} ${sy.toFixed(0)}l${(w * 0.6).toFixed(0)} ${(-w * 0.15).toFixed(0)} ${(w * 0.4).toFixed(0)} ${(w * 0.3).toFixed(0)} ${(-w * 0.7).toFixed(0)} ${(w * 0.12).toFixed(0)}z`;
        }
        parts.push(path(debris, { fill: shade(tone.grade("#4d5157"), -0.1) }));
        const [bx, by] = project(view, [rng.range(30, 45), 0, -10]);
        parts.push(
          path(
            `M${bx.toFixed(0)} ${by.toFixed(0)}l${(view.s * 8).toFixed(0)} ${(-view.s * 1.2).toFixed(0)}m${(-view.s * 4).toFixed(0)} ${(view.s * 0.6).toFixed(0)}l${(view.s * 1.5).toFixed(0)} ${(-view.s * 2).toFixed(0)}`,
            {
              stroke: tone.grade("#6b5645"),
              "stroke-width": (view.s * 0.35).toFixed(1),
              "stroke-linecap": "round",
              fill: "none",
            },
          ),
        );
        parts.push(rain(rng, frame.width, frame.height, 90, 0.32));
        return parts.join("");
      },
    },
  );
}

/** Night call-out: the truck with its lights on beside a tarped home. */
export function emergencyPoster(doc: SvgDoc, frame: Frame2D): string {
  const rng = new Rng(733);
  const style: RoofStyle = { material: "architectural-shingle", color: "#4a4d52" };
  let tarped = false;
  return houseScene(
    doc,
    frame,
    { stories: 1, roof: style, wallColor: "#e3ddd0", time: "night", seed: 812 },
    {
      noMirror: true,
      yard: false,
      fill: 0.7,
      centerAt: 0.46,
      groundAt: 0.72,
      palms: 2,
      decor: (block, face, index, tone) => {
        if (!mainFront(block, face, index) || tarped) return "";
        tarped = true;
        const b = faceBounds(face);
        const span = b.top1 - b.top0;
        return roofTarp(rng, b.top0 + span * 0.15, b.top0 + span * 0.55, b.v0 + 0.5, b.v0 + (b.v1 - b.v0) * 0.85, tone);
      },
      front: (view, tone, plan) =>
        crewTruck(doc, view, tone, plan.x1 - 30, Math.min(plan.z0, plan.garage?.z ?? 0) - 28, true),
    },
  );
}

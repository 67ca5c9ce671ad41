/** Simple solids in the oblique world: boxes (rooftop units, tanks, trucks) and their visible faces. */
import { mix, shade } from "./color";
import { facesViewer, frameNormal, localPath, onFace, screenPoly, type View } from "./projection";
import type { Face } from "./roof-shapes";
import { path, num, type SvgDoc } from "./svg";
import { faceLight, type Tone } from "./tone";

export type Solid = { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number };

/** The three faces of a box the viewer can see: front, right, top (in that painting order). */
export function boxFaces(b: Solid): { front: Face; right: Face; top: Face } {
  return {
    front: {
      poly: [
        [b.x0, b.y1, b.z0],
        [b.x1, b.y1, b.z0],
        [b.x1, b.y0, b.z0],
        [b.x0, b.y0, b.z0],
      ],
      frame: { o: [b.x0, b.y1, b.z0], u: [1, 0, 0], v: [0, -1, 0] },
    },
    right: {
      poly: [
        [b.x1, b.y1, b.z0],
        [b.x1, b.y1, b.z1],
        [b.x1, b.y0, b.z1],
        [b.x1, b.y0, b.z0],
      ],
      frame: { o: [b.x1, b.y1, b.z0], u: [0, 0, 1], v: [0, -1, 0] },
    },
    top: {
      poly: [
        [b.x0, b.y1, b.z1],
        [b.x1, b.y1, b.z1],
        [b.x1, b.y1, b.z0],
        [b.x0, b.y1, b.z0],
      ],
      frame: { o: [b.x0, b.y1, b.z1], u: [1, 0, 0], v: [0, 0, -1] },
    },
  };
}

/** The face colour with the tone's light baked in (what the light overlay would give). */
export function litColor(tone: Tone, face: Face, color: string): string {
  const light = faceLight(tone, frameNormal(face.frame));
  return light ? mix(color, light.color, light.opacity) : color;
}

/**
 * Paints a face flat with the tone's light, plus extra drawing in face coordinates. A plain face
 * is a single screen-space path with the light baked into its colour.
 */
export function flatFace(doc: SvgDoc, view: View, tone: Tone, face: Face, color: string, extra = ""): string {
  if (!facesViewer(view, face.frame)) return "";
  if (!extra) return screenPoly(view, face.poly, { fill: litColor(tone, face, color) });
  const d = localPath(face.frame, face.poly);
  const light = faceLight(tone, frameNormal(face.frame));
  return onFace(
    view,
    face.frame,
    path(d, { fill: color }) +
      extra +
      (light ? path(d, { fill: light.color, "fill-opacity": num(light.opacity, 3) }) : ""),
  );
}

/** A plain box with per-face extras. */
export function paintBox(
  doc: SvgDoc,
  view: View,
  tone: Tone,
  b: Solid,
  color: string,
  extras: { front?: string; right?: string; top?: string; topColor?: string } = {},
): string {
  const f = boxFaces(b);
  return (
    flatFace(doc, view, tone, f.front, color, extras.front) +
    flatFace(doc, view, tone, f.right, color, extras.right) +
    flatFace(doc, view, tone, f.top, extras.topColor ?? shade(color, 0.08), extras.top)
  );
}

/**
 * The drawings are built in a simple 3D world (units of feet: X to the right, Y up, Z away from
 * the viewer) and shown in an oblique projection, so a house shows its front, its right side and
 * its roof at once, like an architect's presentation sketch.
 *
 * Each planar face is written as a group whose transform maps the face's own 2D coordinates onto
 * the screen: textures drawn in those coordinates (shingle courses, seams, windows) follow the face.
 */
import { num, path, polyPath, type Point } from "./svg";

export type Vec3 = readonly [number, number, number];

export type View = {
  /** Screen position of the world origin (ground, front). */
  ox: number;
  oy: number;
  /** Pixels per foot. */
  s: number;
  /** Screen shift per foot of depth: right and up. */
  kx: number;
  ky: number;
  /** Mirror the scene horizontally around this screen x. */
  mirrorAt?: number;
};

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const norm = (a: Vec3): Vec3 => {
  const length = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / length, a[1] / length, a[2] / length];
};

/** Screen point of a world point. */
export function project(view: View, p: Vec3): Point {
  const x = view.ox + view.s * (p[0] + view.kx * p[2]);
  return [view.mirrorAt === undefined ? x : 2 * view.mirrorAt - x, view.oy - view.s * (p[1] + view.ky * p[2])];
}

/** Screen vector of a world direction (no translation). */
export function projectDir(view: View, d: Vec3): Point {
  const x = view.s * (d[0] + view.kx * d[2]);
  return [view.mirrorAt === undefined ? x : -x, -view.s * (d[1] + view.ky * d[2])];
}

/** Direction from the scene towards the viewer. */
export function towardViewer(view: View): Vec3 {
  return norm([view.kx, view.ky, -1]);
}

/** The part of a polygon with n·p <= d (Sutherland-Hodgman against one plane). */
export function clipPolygon(poly: readonly Vec3[], n: Vec3, d: number): Vec3[] {
  const out: Vec3[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as Vec3;
    const b = poly[(i + 1) % poly.length] as Vec3;
    const da = dot(n, a) - d;
    const db = dot(n, b) - d;
    if (da <= 0) out.push(a);
    if ((da < 0 && db > 0) || (da > 0 && db < 0)) {
      const t = da / (da - db);
      out.push(add(a, scale(sub(b, a), t)));
    }
  }
  return out;
}

/** A plane frame: origin and two orthonormal in-plane axes (u along, v "down" the face); the face's normal is u x v. */
export type Frame = { o: Vec3; u: Vec3; v: Vec3 };

export function frameNormal(frame: Frame): Vec3 {
  return norm(cross(frame.u, frame.v));
}

/** Face coordinates of a world point lying in the frame's plane. */
export function toLocal(frame: Frame, p: Vec3): Point {
  const rel = sub(p, frame.o);
  return [dot(rel, frame.u), dot(rel, frame.v)];
}

export function localPath(frame: Frame, poly: readonly Vec3[]): string {
  return polyPath(
    poly.map((p) => toLocal(frame, p)),
    2,
  );
}

/** The SVG transform that maps face coordinates to the screen. */
export function frameTransform(view: View, frame: Frame): string {
  const [a, b] = projectDir(view, frame.u);
  const [c, d] = projectDir(view, frame.v);
  const [e, f] = project(view, frame.o);
  return `matrix(${num(a, 3)} ${num(b, 3)} ${num(c, 3)} ${num(d, 3)} ${num(e, 1)} ${num(f, 1)})`;
}

/** Wraps face-local drawing in the face transform. */
export function onFace(view: View, frame: Frame, content: string): string {
  return content ? `<g transform="${frameTransform(view, frame)}">${content}</g>` : "";
}

/** A polygon straight to the screen. */
export function screenPoly(view: View, poly: readonly Vec3[], attrs: Record<string, string | number>): string {
  return path(
    polyPath(
      poly.map((p) => project(view, p)),
      1,
    ),
    attrs,
  );
}

/** Whether the face of this frame points at the viewer. */
export function facesViewer(view: View, frame: Frame): boolean {
  return dot(frameNormal(frame), towardViewer(view)) > 1e-6;
}

/**
 * A frame for any planar polygon: u along its first edge, the normal turned towards `outward`
 * (Newell's method, so slightly irregular polygons are fine).
 */
export function planarFrame(poly: readonly Vec3[], outward: Vec3): Frame {
  let n: Vec3 = [0, 0, 0];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as Vec3;
    const b = poly[(i + 1) % poly.length] as Vec3;
    n = add(n, [(a[1] - b[1]) * (a[2] + b[2]), (a[2] - b[2]) * (a[0] + b[0]), (a[0] - b[0]) * (a[1] + b[1])]);
  }
  n = norm(n);
  if (dot(n, outward) < 0) n = scale(n, -1);
  const o = poly[0] as Vec3;
  const u = norm(sub(poly[1] as Vec3, o));
  return { o, u, v: cross(n, u) };
}

/** Frames for the common wall orientations. */
export const frames = {
  /** Wall facing the viewer at depth z, u to the right, v down from height top. */
  front: (z: number, top: number, x = 0): Frame => ({ o: [x, top, z], u: [1, 0, 0], v: [0, -1, 0] }),
  /** Wall facing right at x, u going back in depth, v down. */
  right: (x: number, top: number, z = 0): Frame => ({ o: [x, top, z], u: [0, 0, 1], v: [0, -1, 0] }),
  /** Horizontal surface at height y, u to the right, v toward the viewer. */
  top: (y: number, z = 0, x = 0): Frame => ({ o: [x, y, z], u: [1, 0, 0], v: [0, 0, -1] }),
  /** Ground plane (y = 0), same axes as `top`. */
  ground: (z = 0, x = 0): Frame => ({ o: [x, 0, z], u: [1, 0, 0], v: [0, 0, -1] }),
};

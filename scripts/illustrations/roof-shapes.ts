/**
 * Roof geometry: hipped, gabled and clipped roofs over a rectangular box, as planar faces in the
 * 3D world of `projection.ts`, each with its own frame so textures run along the slope.
 */
import { clipPolygon, norm, type Frame, type Vec3 } from "./projection";

export type Box = {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  /** Wall top. */ h: number;
  /** Floor level. */ y0?: number;
};

export type RoofEnd = "hip" | "gable" | "abut";

export type Face = { poly: Vec3[]; frame: Frame };

/** A half-space n·p <= d that keeps the part of a roof outside another roof or wall. */
export type Plane = { n: Vec3; d: number };

export type Roof = {
  /** Roof surfaces (textured). */
  faces: Face[];
  /** Wall triangles under gables (painted like walls). */
  gables: Face[];
  /** Trim boards along eaves and rakes. */
  fascia: Face[];
  /** Ridge and hip lines, for caps. */
  ridges: Array<[Vec3, Vec3]>;
  /** Eave height (bottom edge of the roof). */
  eave: number;
  ridgeHeight: number;
  /** The front slope's plane (for clipping roofs that meet it). */
  frontPlane?: Plane;
};

export type RoofOptions = { pitch: number; overhang: number; fascia?: number };

function clipAll(face: Face, planes: readonly Plane[]): Face | undefined {
  let poly = face.poly;
  for (const plane of planes) {
    poly = clipPolygon(poly, plane.n, plane.d);
    if (poly.length < 3) return undefined;
  }
  return { poly, frame: face.frame };
}

function clipped(roof: Roof, planes: readonly Plane[]): Roof {
  if (!planes.length) return roof;
  const keep = (list: Face[]) => list.map((f) => clipAll(f, planes)).filter((f): f is Face => f !== undefined);
  const ridges = roof.ridges
    .map(([a, b]) => clipAll({ poly: [a, b, b], frame: { o: a, u: [1, 0, 0], v: [0, 1, 0] } }, planes))
    .filter((f): f is Face => f !== undefined)
    .map((f) => [f.poly[0], f.poly[1]] as [Vec3, Vec3])
    .filter(([a, b]) => a !== undefined && b !== undefined && Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) > 0.1);
  return { ...roof, faces: keep(roof.faces), gables: keep(roof.gables), fascia: keep(roof.fascia), ridges };
}

/**
 * A roof whose ridge runs left to right (along X): the front slope faces the viewer; each end is
 * a hip, a gable, or butts into a taller wall. `flatTop` truncates it into a mansard.
 */
export function ridgeAlongX(
  box: Box,
  { pitch, overhang, fascia = 0.7 }: RoofOptions,
  ends: { left: RoofEnd; right: RoofEnd },
  extra: { flatTop?: number; clip?: readonly Plane[] } = {},
): Roof {
  const p = pitch;
  const o = overhang;
  const eave = box.h - p * o;
  const zf = box.z0 - o;
  const zb = box.z1 + o;
  const zc = (zf + zb) / 2;
  const hd = (zb - zf) / 2;
  const xl = ends.left === "abut" ? box.x0 : box.x0 - o;
  const xr = ends.right === "abut" ? box.x1 : box.x1 + o;
  let rx0 = ends.left === "hip" ? xl + hd : xl;
  let rx1 = ends.right === "hip" ? xr - hd : xr;
  if (rx0 > rx1) rx0 = rx1 = (rx0 + rx1) / 2;
  const ridge = eave + p * hd;
  const down = norm([0, -p, -1]);
  const faces: Face[] = [];
  const gables: Face[] = [];
  const trim: Face[] = [];
  const ridges: Array<[Vec3, Vec3]> = [];

  faces.push({
    poly: [
      [xl, eave, zf],
      [xr, eave, zf],
      [rx1, ridge, zc],
      [rx0, ridge, zc],
    ],
    frame: { o: [xl, ridge, zc], u: [1, 0, 0], v: down },
  });
  trim.push({
    poly: [
      [xl, eave, zf],
      [xr, eave, zf],
      [xr, eave - fascia, zf],
      [xl, eave - fascia, zf],
    ],
    frame: { o: [xl, eave, zf], u: [1, 0, 0], v: [0, -1, 0] },
  });
  if (rx1 > rx0)
    ridges.push([
      [rx0, ridge, zc],
      [rx1, ridge, zc],
    ]);
  if (ends.left === "hip")
    ridges.push([
      [xl, eave, zf],
      [rx0, ridge, zc],
    ]);

  if (ends.right === "hip") {
    faces.push({
      poly: [
        [xr, eave, zf],
        [xr, eave, zb],
        [rx1, ridge, zc],
      ],
      frame: { o: [rx1, ridge, zf], u: [0, 0, 1], v: norm([1, -p, 0]) },
    });
    trim.push({
      poly: [
        [xr, eave, zf],
        [xr, eave, zb],
        [xr, eave - fascia, zb],
        [xr, eave - fascia, zf],
      ],
      frame: { o: [xr, eave, zf], u: [0, 0, 1], v: [0, -1, 0] },
    });
    ridges.push(
      [
        [xr, eave, zf],
        [rx1, ridge, zc],
      ],
      [
        [xr, eave, zb],
        [rx1, ridge, zc],
      ],
    );
  } else if (ends.right === "gable") {
    gables.push({
      poly: [
        [box.x1, box.h, box.z0],
        [box.x1, box.h, box.z1],
        [box.x1, ridge, zc],
      ],
      frame: { o: [box.x1, ridge, box.z0], u: [0, 0, 1], v: [0, -1, 0] },
    });
    const t = fascia * 1.15;
    trim.push({
      poly: [
        [xr, eave, zf],
        [xr, ridge, zc],
        [xr, eave, zb],
        [xr, eave - t, zb],
        [xr, ridge - t, zc],
        [xr, eave - t, zf],
      ],
      frame: { o: [xr, ridge, zf], u: [0, 0, 1], v: [0, -1, 0] },
    });
  }

  let roof: Roof = {
    faces,
    gables,
    fascia: trim,
    ridges,
    eave,
    ridgeHeight: ridge,
    frontPlane: { n: [0, -1, p], d: -(eave - p * zf) },
  };
  if (extra.flatTop !== undefined && extra.flatTop < ridge) {
    const top = extra.flatTop;
    roof = clipped(roof, [{ n: [0, 1, 0], d: top }]);
    const inset = (top - eave) / p;
    const tx0 = ends.left === "hip" ? xl + inset : xl;
    const tx1 = ends.right === "hip" ? xr - inset : xr;
    roof.faces.push({
      poly: [
        [tx0, top, zf + inset],
        [tx1, top, zf + inset],
        [tx1, top, zb - inset],
        [tx0, top, zb - inset],
      ],
      frame: { o: [tx0, top, zb - inset], u: [1, 0, 0], v: [0, 0, -1] },
    });
    roof.ridges = [
      [
        [tx0, top, zf + inset],
        [tx1, top, zf + inset],
      ],
      [
        [tx1, top, zf + inset],
        [tx1, top, zb - inset],
      ],
    ];
    if (ends.left === "hip")
      roof.ridges.push([
        [xl, eave, zf],
        [tx0, top, zf + inset],
      ]);
    if (ends.right === "hip")
      roof.ridges.push([
        [xr, eave, zf],
        [tx1, top, zf + inset],
      ]);
    roof.ridgeHeight = top;
  }
  return clipped(roof, extra.clip ?? []);
}

/**
 * A roof whose ridge runs front to back (along Z), with a gable facing the viewer, like a
 * projecting garage or entry wing. `clip` trims the back where it meets the main roof.
 */
export function ridgeAlongZ(
  box: Box,
  { pitch, overhang, fascia = 0.7 }: RoofOptions,
  clip: readonly Plane[] = [],
  backOverhang = true,
): Roof {
  const p = pitch;
  const o = overhang;
  const eave = box.h - p * o;
  const xl = box.x0 - o;
  const xr = box.x1 + o;
  const xc = (xl + xr) / 2;
  const hw = (xr - xl) / 2;
  const ridge = eave + p * hw;
  const zf = box.z0 - o;
  const zb = box.z1 + (backOverhang ? o : 0);
  const faces: Face[] = [
    {
      poly: [
        [xc, ridge, zf],
        [xc, ridge, zb],
        [xr, eave, zb],
        [xr, eave, zf],
      ],
      frame: { o: [xc, ridge, zf], u: [0, 0, 1], v: norm([1, -p, 0]) },
    },
    {
      poly: [
        [xc, ridge, zb],
        [xc, ridge, zf],
        [xl, eave, zf],
        [xl, eave, zb],
      ],
      frame: { o: [xc, ridge, zb], u: [0, 0, -1], v: norm([-1, -p, 0]) },
    },
  ];
  const gables: Face[] = [
    {
      poly: [
        [box.x0, box.h, box.z0],
        [box.x1, box.h, box.z0],
        [xc, ridge, box.z0],
      ],
      frame: { o: [box.x0, ridge, box.z0], u: [1, 0, 0], v: [0, -1, 0] },
    },
  ];
  const t = fascia * 1.15;
  const fasciaFaces: Face[] = [
    {
      poly: [
        [xl, eave, zf],
        [xc, ridge, zf],
        [xr, eave, zf],
        [xr, eave - t, zf],
        [xc, ridge - t, zf],
        [xl, eave - t, zf],
      ],
      frame: { o: [xl, ridge, zf], u: [1, 0, 0], v: [0, -1, 0] },
    },
    {
      poly: [
        [xr, eave, zf],
        [xr, eave, zb],
        [xr, eave - fascia, zb],
        [xr, eave - fascia, zf],
      ],
      frame: { o: [xr, eave, zf], u: [0, 0, 1], v: [0, -1, 0] },
    },
  ];
  const roof: Roof = {
    faces,
    gables,
    fascia: fasciaFaces,
    ridges: [
      [
        [xc, ridge, zf],
        [xc, ridge, zb],
      ],
    ],
    eave,
    ridgeHeight: ridge,
  };
  return clipped(roof, clip);
}

/** Keeps what lies in front of (outside) a roof's front slope. */
export function outsideFrontSlope(roof: Roof): Plane[] {
  return roof.frontPlane ? [roof.frontPlane] : [];
}

/** Keeps what lies in front of the wall plane z = z. */
export function inFrontOf(z: number): Plane {
  return { n: [0, 0, 1], d: z };
}

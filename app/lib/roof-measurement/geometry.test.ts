import { describe, expect, it } from "vitest";
import {
  areaWeightedPitchDegrees,
  distanceMetres,
  pitchRiseIn12,
  squareMetresToSquareFeet,
  summariseRoof,
} from "./geometry";

const degreesOf = (rise: number) => (Math.atan(rise / 12) * 180) / Math.PI;

describe("square metres to square feet", () => {
  it("uses the international foot: 1 m² is 10.7639 sq ft", () => {
    expect(squareMetresToSquareFeet(1)).toBeCloseTo(10.76391, 5);
    // A 10 x 10 ft square is 9.290304 m² exactly.
    expect(squareMetresToSquareFeet(9.290304)).toBeCloseTo(100, 9);
    expect(squareMetresToSquareFeet(0)).toBe(0);
  });
});

describe("pitch degrees to x/12", () => {
  it.each([
    [0, 0],
    [degreesOf(4), 4],
    [26.565, 6],
    [degreesOf(7), 7],
    [degreesOf(9), 9],
    [degreesOf(10), 10],
    [45, 12],
  ])("%f° is %i/12", (degrees, rise) => {
    expect(pitchRiseIn12(degrees)).toBe(rise);
  });

  it("rounds to the nearest inch of rise: 6.4/12 is 6/12, 6.6/12 is 7/12", () => {
    expect(pitchRiseIn12(degreesOf(6.4))).toBe(6);
    expect(pitchRiseIn12(degreesOf(6.6))).toBe(7);
  });

  it("keeps impossible angles finite", () => {
    expect(pitchRiseIn12(-5)).toBe(0);
    expect(pitchRiseIn12(90)).toBe(137);
  });
});

describe("area weighting", () => {
  it("counts each face by its area", () => {
    // 90 m² at 30° and 10 m² at 10°: (2,700 + 100) / 100 = 28°.
    expect(
      areaWeightedPitchDegrees([
        { pitchDegrees: 30, areaSquareMetres: 90 },
        { pitchDegrees: 10, areaSquareMetres: 10 },
      ]),
    ).toBeCloseTo(28, 10);
  });

  it("is 0 for no roof", () => {
    expect(areaWeightedPitchDegrees([])).toBe(0);
  });

  it("a small flat porch barely moves a steep main roof", () => {
    const main = { pitchDegrees: degreesOf(8), areaSquareMetres: 200 };
    const porch = { pitchDegrees: 2, areaSquareMetres: 8 };
    expect(summariseRoof([main, porch]).pitchRise).toBe(8);
    // The same porch on an unweighted mean would pull it to 4/12.
    expect(pitchRiseIn12((main.pitchDegrees + porch.pitchDegrees) / 2)).toBe(4);
  });
});

describe("the whole roof", () => {
  it("sums the faces' sloped areas, rounds to 10 sq ft, and counts the faces", () => {
    const summary = summariseRoof([
      { pitchDegrees: 26.57, areaSquareMetres: 60.5 },
      { pitchDegrees: 26.57, areaSquareMetres: 60.5 },
      { pitchDegrees: 26.57, areaSquareMetres: 45.2 },
      { pitchDegrees: 26.57, areaSquareMetres: 45.2 },
    ]);
    // 211.4 m² = 2,275.5 sq ft.
    expect(summary).toEqual({ areaSqFt: 2280, pitchRise: 6, roofFaces: 4 });
  });

  it("leaves out faces without a usable area or pitch", () => {
    expect(
      summariseRoof([
        { pitchDegrees: 20, areaSquareMetres: 100 },
        { pitchDegrees: Number.NaN, areaSquareMetres: 50 },
        { pitchDegrees: 20, areaSquareMetres: 0 },
      ]),
    ).toEqual({ areaSqFt: 1080, pitchRise: 4, roofFaces: 1 });
  });
});

describe("distance between nearby points", () => {
  it("is about 111 m per thousandth of a degree of latitude, less for longitude away from the equator", () => {
    const tampa = { latitude: 27.95, longitude: -82.46 };
    expect(distanceMetres(tampa, { latitude: 27.951, longitude: -82.46 })).toBeCloseTo(111.2, 1);
    // cos(27.95°) = 0.883
    expect(distanceMetres(tampa, { latitude: 27.95, longitude: -82.459 })).toBeCloseTo(98.2, 1);
    expect(distanceMetres(tampa, tampa)).toBe(0);
  });
});

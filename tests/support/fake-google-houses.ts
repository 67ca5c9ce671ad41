/**
 * The houses the fake Google APIs know, shaped like the answers the real ones give for Tampa Bay
 * homes: the geocoded point and its precision, and the building Solar finds nearest to it, face by
 * face (sloped area in m², pitch in degrees).
 */

export type FakeHouse = {
  street: string;
  city: string;
  zip: string;
  point: { lat: number; lng: number };
  locationType: "ROOFTOP" | "RANGE_INTERPOLATED" | "GEOMETRIC_CENTER" | "APPROXIMATE";
  building?: {
    center: { latitude: number; longitude: number };
    imageryDate: { year: number; month: number; day: number };
    quality: "HIGH" | "MEDIUM" | "LOW" | "BASE";
    segments: Array<{ area: number; pitch: number }>;
  };
};

/** 6/12 is 26.57°, 8/12 is 33.69°. */
const sixTwelve = (area: number, wobble = 0) => ({ area, pitch: 26.57 + wobble });
const eightTwelve = (area: number, wobble = 0) => ({ area, pitch: 33.69 + wobble });

/** A typical hip-roofed house: 9 faces at 6/12, 218.3 m² (2,350 sq ft), imagery of March 2024. */
export const TYPICAL = {
  street: "1234 Bayshore Blvd",
  city: "Tampa",
  zip: "33606",
  point: { lat: 27.9301234, lng: -82.4856789 },
  locationType: "ROOFTOP",
  building: {
    center: { latitude: 27.9301511, longitude: -82.4856402 },
    imageryDate: { year: 2024, month: 3, day: 15 },
    quality: "HIGH",
    segments: [
      sixTwelve(52.1, 0.2),
      sixTwelve(52.1, -0.3),
      sixTwelve(31.4),
      sixTwelve(31.4, 0.1),
      sixTwelve(12.3),
      sixTwelve(12.3),
      sixTwelve(9.8, -0.2),
      sixTwelve(8.6),
      sixTwelve(8.3),
    ],
  },
} as const satisfies FakeHouse;

/** A big, cut-up roof: 14 faces at 8/12, 288.4 m² (3,100 sq ft), medium-quality imagery. */
export const FOURTEEN_FACES = {
  street: "77 Cypress Pointe Dr",
  city: "Palm Harbor",
  zip: "34683",
  point: { lat: 28.0781456, lng: -82.7637012 },
  locationType: "ROOFTOP",
  building: {
    center: { latitude: 28.0781203, longitude: -82.7636544 },
    imageryDate: { year: 2023, month: 11, day: 2 },
    quality: "MEDIUM",
    segments: [
      eightTwelve(48.2),
      eightTwelve(48.2, 0.4),
      eightTwelve(36.5),
      eightTwelve(36.5, -0.4),
      eightTwelve(18.9),
      eightTwelve(18.9),
      eightTwelve(14.1),
      eightTwelve(14.1, 0.2),
      eightTwelve(11.6),
      eightTwelve(11.6),
      eightTwelve(9.4),
      eightTwelve(9.4),
      eightTwelve(5.5),
      eightTwelve(5.5),
    ],
  },
} as const satisfies FakeHouse;

/** Geocoded to the rooftop, but Solar has no building there (a new build, or no imagery). */
export const NO_BUILDING = {
  street: "5 Gulf Blvd",
  city: "Indian Rocks Beach",
  zip: "33785",
  point: { lat: 27.8752, lng: -82.8512 },
  locationType: "ROOFTOP",
} as const satisfies FakeHouse;

/** Only low-quality imagery: Solar answers 404 when asked for MEDIUM or better. */
export const COARSE_IMAGERY = {
  street: "8 Pine St",
  city: "Brooksville",
  zip: "34601",
  point: { lat: 28.5553, lng: -82.3879 },
  locationType: "ROOFTOP",
  building: {
    center: { latitude: 28.5553, longitude: -82.3879 },
    imageryDate: { year: 2019, month: 6, day: 1 },
    quality: "LOW",
    segments: [sixTwelve(80), sixTwelve(80)],
  },
} as const satisfies FakeHouse;

/** An interpolated geocode whose nearest building is 38 m away: most likely the neighbour's. */
export const NEIGHBOURS = {
  street: "15 Palm Dr",
  city: "Dunedin",
  zip: "34698",
  point: { lat: 28.0191, lng: -82.7718 },
  locationType: "RANGE_INTERPOLATED",
  building: {
    center: { latitude: 28.01944, longitude: -82.7718 },
    imageryDate: { year: 2024, month: 1, day: 20 },
    quality: "HIGH",
    segments: [sixTwelve(70), sixTwelve(70)],
  },
} as const satisfies FakeHouse;

/** An interpolated geocode, but the building is centred 11 m from it: this house. */
export const CENTRED = {
  street: "16 Palm Dr",
  city: "Dunedin",
  zip: "34698",
  point: { lat: 28.0195, lng: -82.7722 },
  locationType: "RANGE_INTERPOLATED",
  building: {
    center: { latitude: 28.0195, longitude: -82.77209 },
    imageryDate: { year: 2024, month: 1, day: 20 },
    quality: "HIGH",
    segments: [sixTwelve(75.1), sixTwelve(75.1)],
  },
} as const satisfies FakeHouse;

export const FAKE_HOUSES: readonly FakeHouse[] = [
  TYPICAL,
  FOURTEEN_FACES,
  NO_BUILDING,
  COARSE_IMAGERY,
  NEIGHBOURS,
  CENTRED,
];

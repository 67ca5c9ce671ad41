import http from "node:http";
import type { AddressInfo } from "node:net";
import { FAKE_HOUSES, type FakeHouse } from "./fake-google-houses";

/**
 * A stand-in for Google's Geocoding API (`GET /maps/api/geocode/json?address=&key=`) and Solar API
 * (`GET /v1/buildingInsights:findClosest?location.latitude=&location.longitude=&requiredQuality=&key=`)
 * on 127.0.0.1, answering as they do: Geocoding reports every error with HTTP 200 and a `status`
 * (ZERO_RESULTS, OVER_QUERY_LIMIT, REQUEST_DENIED); Solar uses HTTP statuses with Google's error
 * body (404 NOT_FOUND where no building with imagery of the required quality is near, 429
 * RESOURCE_EXHAUSTED). Point both base URLs at `url`.
 */

export const FAKE_GOOGLE_KEY = "google-maps-test-key-6c1f";

type Api = "geocode" | "solar";
/** A transient answer: a Geocoding status, or a Solar HTTP status. */
export type GoogleAnswer = { api: "geocode"; status: string } | { api: "solar"; status: number };

export type FakeGoogle = {
  url: string;
  /** Every request, in order: which API, and its query. */
  requests: Array<{ api: Api; query: URLSearchParams }>;
  /** The next requests to that API answer with these, in order. */
  answerNext(...answers: GoogleAnswer[]): void;
  /** Every answer waits this long first (a slow API). */
  setDelay(ms: number): void;
  /** Every answer waits until the returned function is called (a slow API, as slow as the test needs). */
  hold(): () => void;
  close(): Promise<void>;
};

const googleError = (code: number, status: string, message: string) => ({ error: { code, message, status } });

export async function startFakeGoogle(houses: readonly FakeHouse[] = FAKE_HOUSES): Promise<FakeGoogle> {
  const requests: FakeGoogle["requests"] = [];
  const queue: GoogleAnswer[] = [];
  let delayMs = 0;
  let held: Promise<void> | undefined;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=UTF-8" });
      res.end(JSON.stringify(body));
    };
    const api: Api | undefined =
      url.pathname === "/maps/api/geocode/json"
        ? "geocode"
        : url.pathname === "/v1/buildingInsights:findClosest"
          ? "solar"
          : undefined;
    if (req.method !== "GET" || !api) return send(404, googleError(404, "NOT_FOUND", "Not found"));
    requests.push({ api, query: url.searchParams });
    const queued = queue.findIndex((a) => a.api === api);
    const next = queued >= 0 ? queue.splice(queued, 1)[0] : undefined;

    const answer = () => {
      if (res.destroyed) return;
      if (api === "geocode") {
        if (url.searchParams.get("key") !== FAKE_GOOGLE_KEY) {
          return send(200, {
            error_message: "The provided API key is invalid.",
            results: [],
            status: "REQUEST_DENIED",
          });
        }
        if (next) {
          const message = next.status === "OVER_QUERY_LIMIT" ? "You have exceeded your rate-limit for this API." : "";
          return send(200, { ...(message ? { error_message: message } : {}), results: [], status: next.status });
        }
        const street = (url.searchParams.get("address") ?? "").split(",")[0]!.trim().toLowerCase();
        const house = houses.find((h) => h.street.toLowerCase() === street);
        return house ? send(200, geocodeBody(house)) : send(200, { results: [], status: "ZERO_RESULTS" });
      }
      if (url.searchParams.get("key") !== FAKE_GOOGLE_KEY) {
        return send(400, googleError(400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key."));
      }
      if (next) {
        const status = next.status as number;
        if (status === 429) {
          return send(429, googleError(429, "RESOURCE_EXHAUSTED", "Quota exceeded for quota metric 'Requests'."));
        }
        return send(status, googleError(status, status >= 500 ? "UNAVAILABLE" : "FAILED_PRECONDITION", "Error"));
      }
      const lat = Number(url.searchParams.get("location.latitude"));
      const lng = Number(url.searchParams.get("location.longitude"));
      // Without requiredQuality the API answers HIGH imagery only.
      const required = url.searchParams.get("requiredQuality") ?? "HIGH";
      const house = houses.find(
        (h) => Math.abs(h.point.lat - lat) < 1e-7 && Math.abs(h.point.lng - lng) < 1e-7 && h.building,
      );
      const rank = { HIGH: 3, MEDIUM: 2, LOW: 1, BASE: 0 } as Record<string, number>;
      if (!house?.building || (rank[house.building.quality] ?? 0) < (rank[required] ?? 3)) {
        return send(404, googleError(404, "NOT_FOUND", "Requested entity was not found."));
      }
      return send(200, buildingBody(house));
    };
    const delayed = () => (delayMs > 0 ? setTimeout(answer, delayMs) : answer());
    if (held) void held.then(delayed);
    else delayed();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answerNext: (...answers) => queue.push(...answers),
    setDelay: (ms) => (delayMs = ms),
    hold() {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function geocodeBody(house: FakeHouse) {
  const { lat, lng } = house.point;
  return {
    results: [
      {
        address_components: [
          { long_name: house.street.split(" ")[0], short_name: house.street.split(" ")[0], types: ["street_number"] },
          { long_name: house.city, short_name: house.city, types: ["locality", "political"] },
          { long_name: "Florida", short_name: "FL", types: ["administrative_area_level_1", "political"] },
          { long_name: "United States", short_name: "US", types: ["country", "political"] },
          { long_name: house.zip, short_name: house.zip, types: ["postal_code"] },
        ],
        formatted_address: `${house.street}, ${house.city}, FL ${house.zip}, USA`,
        geometry: {
          location: { lat, lng },
          location_type: house.locationType,
          viewport: {
            northeast: { lat: lat + 0.0013, lng: lng + 0.0013 },
            southwest: { lat: lat - 0.0013, lng: lng - 0.0013 },
          },
        },
        place_id: `ChIJ${Buffer.from(house.street).toString("base64url").slice(0, 23)}`,
        types: house.locationType === "ROOFTOP" ? ["premise", "street_address"] : ["route"],
      },
    ],
    status: "OK",
  };
}

function buildingBody(house: FakeHouse) {
  const b = house.building!;
  const { latitude, longitude } = b.center;
  const box = (d: number) => ({
    sw: { latitude: latitude - d, longitude: longitude - d },
    ne: { latitude: latitude + d, longitude: longitude + d },
  });
  return {
    name: `buildings/ChIJ${Buffer.from(house.street).toString("base64url").slice(0, 23)}`,
    center: b.center,
    imageryDate: b.imageryDate,
    postalCode: house.zip,
    administrativeArea: "FL",
    statisticalArea: "12057005100",
    regionCode: "US",
    solarPotential: {
      maxArrayPanelsCount: Math.round(b.segments.reduce((s, x) => s + x.area, 0) / 2.2),
      maxArrayAreaMeters2: Math.round(b.segments.reduce((s, x) => s + x.area, 0) * 0.7 * 100) / 100,
      maxSunshineHoursPerYear: 1986.4,
      carbonOffsetFactorKgPerMwh: 407.9,
      wholeRoofStats: {
        areaMeters2: b.segments.reduce((s, x) => s + x.area, 0),
        sunshineQuantiles: [412, 1320, 1511, 1602, 1665, 1720, 1768, 1810, 1851, 1893, 1986],
        groundAreaMeters2: b.segments.reduce((s, x) => s + x.area * Math.cos((x.pitch * Math.PI) / 180), 0),
      },
      roofSegmentStats: b.segments.map((s, i) => ({
        pitchDegrees: s.pitch,
        azimuthDegrees: (i * 90 + 3.7) % 360,
        stats: {
          areaMeters2: s.area,
          sunshineQuantiles: [640, 1180, 1402, 1533, 1610, 1668, 1712, 1751, 1790, 1833, 1921],
          groundAreaMeters2: Math.round(s.area * Math.cos((s.pitch * Math.PI) / 180) * 100) / 100,
        },
        center: { latitude: latitude + (i % 3) * 0.00002, longitude: longitude + (i % 2) * 0.00002 },
        boundingBox: box(0.00005),
        planeHeightAtCenterMeters: 4.1 + (i % 3) * 0.4,
      })),
      panelCapacityWatts: 400,
      panelHeightMeters: 1.879,
      panelWidthMeters: 1.045,
      panelLifetimeYears: 20,
    },
    boundingBox: box(0.0002),
    imageryQuality: b.quality,
    imageryProcessedDate: { year: b.imageryDate.year + 1, month: 2, day: 9 },
  };
}

import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Stand-ins for Google Analytics 4's Measurement Protocol and Meta's Conversions API on 127.0.0.1,
 * answering as the real ones do. GA4's `POST /mp/collect` answers 204 to anything, a malformed
 * body included (which is why tests check the body's shape); Meta's `POST /{version}/{pixel}/events`
 * checks the token and the events and answers `events_received`, or an error with Meta's codes.
 */

export const GA4_ID = "G-TEST12345";
export const GA4_SECRET = "ga4-secret-8c1d";
export const META_PIXEL = "123456789012345";
export const META_TOKEN = "meta-capi-token-4f0b";

export type Ga4Hit = { query: Record<string, string>; body: unknown };
export type MetaHit = { path: string; body: Record<string, unknown> };
type Answer = { status: number; body?: unknown };

export type FakeAdPlatforms = {
  url: string;
  ga4: Ga4Hit[];
  meta: MetaHit[];
  /** Meta's refusals: a bad token, a missing field. */
  metaRefusals: string[];
  /** The next requests to one API answer with these, in order. */
  answerNext(api: "ga4" | "meta", ...answers: Answer[]): void;
  close(): Promise<void>;
};

const WEEK_S = 7 * 86_400;

function metaProblem(body: Record<string, unknown>): string | undefined {
  if (body.access_token !== META_TOKEN) return "Invalid OAuth access token";
  const data = body.data;
  if (!Array.isArray(data) || data.length === 0) return "The parameter data is required";
  for (const event of data as Array<Record<string, unknown>>) {
    if (typeof event.event_name !== "string") return "event_name is required";
    const time = event.event_time;
    if (typeof time !== "number" || Math.abs(Date.now() / 1000 - time) > WEEK_S) return "event_time is out of range";
    if (event.action_source !== "website") return "action_source must be website for these tests";
    const user = event.user_data as Record<string, unknown> | undefined;
    if (!user?.client_user_agent) return "client_user_agent is required for website events";
    for (const key of ["em", "ph"])
      if (user[key] !== undefined && !(user[key] as string[]).every((h) => /^[0-9a-f]{64}$/.test(h)))
        return `${key} must be SHA-256 hashed`;
  }
  return undefined;
}

export async function startFakeAdPlatforms(): Promise<FakeAdPlatforms> {
  const ga4: Ga4Hit[] = [];
  const meta: MetaHit[] = [];
  const metaRefusals: string[] = [];
  const queues: Record<"ga4" | "meta", Answer[]> = { ga4: [], meta: [] };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    req.on("end", () => {
      const send = (status: number, json?: unknown) => {
        res.writeHead(status, json === undefined ? {} : { "Content-Type": "application/json" });
        res.end(json === undefined ? undefined : JSON.stringify(json));
      };
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
      const api = url.pathname === "/mp/collect" ? "ga4" : "meta";
      const next = queues[api].shift();
      if (next) return send(next.status, next.body ?? { error: { message: "fake failure" } });

      if (req.method === "POST" && url.pathname === "/mp/collect") {
        if (url.searchParams.get("measurement_id") === GA4_ID && url.searchParams.get("api_secret") === GA4_SECRET)
          ga4.push({ query: Object.fromEntries(url.searchParams), body });
        // Like the real endpoint: 204 whatever was sent, and nothing said about what was dropped.
        return send(204);
      }
      const events = /^\/v\d+\.\d+\/(\d+)\/events$/.exec(url.pathname);
      if (req.method === "POST" && events?.[1] === META_PIXEL) {
        const problem = typeof body === "object" && body ? metaProblem(body as Record<string, unknown>) : "not JSON";
        if (problem) {
          metaRefusals.push(problem);
          const code = problem.startsWith("Invalid OAuth") ? 190 : 100;
          return send(400, { error: { message: problem, type: "OAuthException", code, fbtrace_id: "fake" } });
        }
        const data = (body as { data: unknown[] }).data;
        meta.push({ path: url.pathname, body: body as Record<string, unknown> });
        return send(200, { events_received: data.length, messages: [], fbtrace_id: "fake" });
      }
      send(404, { error: { message: "Unknown path" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ga4,
    meta,
    metaRefusals,
    answerNext: (api, ...answers) => queues[api].push(...answers),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The server's environment for both, pointed at the fake. */
export function adPlatformsEnv(fake: FakeAdPlatforms): Record<string, string> {
  return {
    GA4_API_BASE: fake.url,
    GA4_MEASUREMENT_ID: GA4_ID,
    GA4_API_SECRET: GA4_SECRET,
    META_API_BASE: fake.url,
    META_PIXEL_ID: META_PIXEL,
    META_CAPI_TOKEN: META_TOKEN,
  };
}

import { afterEach, describe, expect, it } from "vitest";
import type { Route } from "./+types/instant-quote";
import { parseEnv } from "~/lib/env.server";
import type { AppServices } from "~/lib/services.server";
import { loader } from "./instant-quote";

/** What the instant-quote page is told about roof measurement, and what it says about pricing. */

const withEnv = (env: Record<string, string>) =>
  loader({ context: { services: { env: parseEnv(env) } as AppServices } } as unknown as Route.LoaderArgs);
/** As the build prerenders it: no server, the build's environment. */
const prerendered = () => loader({ context: {} } as unknown as Route.LoaderArgs);

const PITCH_RULE =
  "up to 6/12 walkable (no change), 7/12 to 9/12 steep (+15%), 10/12 and over very steep (+30%), and more than 10 roof faces add 5%";

describe("the instant-quote page", () => {
  afterEach(() => {
    delete process.env.ROOF_MEASUREMENT;
  });

  it("without measurement: six questions, today's wizard, no pitch in the explainer", () => {
    const data = withEnv({});
    expect(data.content.measuring).toBe(false);
    expect(data.questions).toBe("Six");
    expect(JSON.stringify(data.meta)).toContain("Answer six questions");
    expect(JSON.stringify(data.explainer)).not.toContain("6/12");
    expect(JSON.stringify(data.explainer)).toContain("The roof's pitch, how many layers");
  });

  it("with measurement: the address first (seven questions), and the price book's pitch bands explained", () => {
    const data = withEnv({ ROOF_MEASUREMENT: "google-solar", GOOGLE_MAPS_API_KEY: "secret-key-123" });
    expect(data.content.measuring).toBe(true);
    expect(data.questions).toBe("Seven");
    const explainer = JSON.stringify(data.explainer);
    expect(explainer).toContain(PITCH_RULE);
    expect(explainer).toContain(
      "Correcting the area keeps them; if the roof we measured is not yours, say so and we price the area you give without them.",
    );
    // The page learns that roofs are measured, never how.
    expect(JSON.stringify(data)).not.toContain("secret-key-123");
  });

  it("is prerendered with the build's setting", () => {
    expect(prerendered().content.measuring).toBe(false);
    process.env.ROOF_MEASUREMENT = "google-solar";
    expect(prerendered().content.measuring).toBe(true);
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import type { AppServices } from "~/lib/services.server";
import { loader } from "./instant-quote";
import { routeArgs } from "../../tests/support/route-args";

/** What the instant-quote page is told about roof measurement, and what it says about pricing. */

const request = (path = "/instant-quote") => new Request(`http://localhost${path}`);
const withEnv = (env: Record<string, string>, path?: string) =>
  loader(routeArgs(request(path), { services: { env: parseEnv(env) } as AppServices }));
/** As the build prerenders it: no server, the build's environment. */
const prerendered = () => loader(routeArgs(request()));

const PITCH_RULE =
  "up to 6/12 walkable (no change), 7/12 to 9/12 steep (+15%), 10/12 and over very steep (+30%), and more than 10 roof faces add 5%";

describe("the instant-quote page", () => {
  afterEach(() => {
    delete process.env.ROOF_MEASUREMENT;
  });

  it("without measurement: six questions, today's wizard, no pitch in the explainer", () => {
    const data = withEnv({});
    expect(data.content.measuring).toBe(false);
    expect(data.copy.lead).toMatch(/^Six quick questions/);
    expect(JSON.stringify(data.meta)).toContain("Answer six questions");
    expect(JSON.stringify(data.explainer)).not.toContain("6/12");
    expect(JSON.stringify(data.explainer)).toContain("The roof's pitch, how many layers");
  });

  it("with measurement: the address first (seven questions), and the price book's pitch bands explained", () => {
    const data = withEnv({ ROOF_MEASUREMENT: "google-solar", GOOGLE_MAPS_API_KEY: "secret-key-123" });
    expect(data.content.measuring).toBe(true);
    expect(data.copy.lead).toMatch(/^Seven quick questions/);
    const explainer = JSON.stringify(data.explainer);
    expect(explainer).toContain(PITCH_RULE);
    expect(explainer).toContain(
      "Correcting the area keeps them; if the roof we measured is not yours, say so and we price the area you give without them.",
    );
    // The page learns that roofs are measured, never how.
    expect(JSON.stringify(data)).not.toContain("secret-key-123");
  });

  it("in Spanish at /es/cotizacion-instantanea: the same wizard and numbers, every word in Spanish", () => {
    const english = withEnv({ ROOF_MEASUREMENT: "google-solar", GOOGLE_MAPS_API_KEY: "k" });
    const data = withEnv({ ROOF_MEASUREMENT: "google-solar", GOOGLE_MAPS_API_KEY: "k" }, "/es/cotizacion-instantanea");
    expect(data.content.locale).toBe("es");
    expect(data.copy.lead).toMatch(/^Siete preguntas rápidas/);
    expect(data.content.options.roofType).toEqual([
      { value: "asphalt", label: "Tejas asfálticas" },
      { value: "metal", label: "Techo de metal" },
      { value: "tile", label: "Techo de teja" },
    ]);
    expect(data.content.options.currentCondition.map((o) => o.value)).toEqual(
      english.content.options.currentCondition.map((o) => o.value),
    );
    expect(JSON.stringify(data.explainer)).toContain(
      "hasta 6/12 transitable (sin cambio), de 7/12 a 9/12 empinado (+15%), 10/12 o más muy empinado (+30%)",
    );
    // Every number of the English explainer is in the Spanish one.
    const numbers = (text: string) => (text.match(/\$?[\d,.]+%?/g) ?? []).map((n) => n.replace(/[.,]$/, "")).sort();
    expect(numbers(JSON.stringify(data.explainer))).toEqual(numbers(JSON.stringify(english.explainer)));
    // The results' words: Spanish names and descriptions for the price book's English.
    expect(data.content.results.names.GOOD).toBe("Paquete Esencial");
    expect(Object.keys(data.content.results.descriptions)).toHaveLength(18);
    const words = JSON.stringify({ ...data, meta: undefined });
    for (const english of ["Question", "Next", "Back", "Get Instant Quote", "Choose Your"])
      expect(words).not.toContain(`"${english}`);
    expect(JSON.stringify(data.meta)).toContain("Cotización de techo al instante");
  });

  it("is prerendered with the build's setting", () => {
    expect(prerendered().content.measuring).toBe(false);
    process.env.ROOF_MEASUREMENT = "google-solar";
    expect(prerendered().content.measuring).toBe(true);
  });
});

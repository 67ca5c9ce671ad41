import { describe, expect, it } from "vitest";
import { homeFaqs, homeFaqsIn } from "./faqs";
import { homeCopy } from "./home";
import { site } from "./site";

/** Every string of `value` with its path ("about.trustPoints.0.title"). */
function leaves(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, v]) => leaves(v, path ? `${path}.${key}` : key));
  return [];
}

/** The numbers a text quotes (prices, years, hours, the license), in order of size. */
const numbers = (text: string) => (text.match(/\d[\d,.]*\d|\d/g) ?? []).map((n) => n.replace(/[,.]$/, "")).sort();

const { en, es } = homeCopy;

describe("the home page in Spanish", () => {
  it("has the English page's trust points and popular links, in the same order", () => {
    expect(es.about.trustPoints.map((p) => p.icon)).toEqual(en.about.trustPoints.map((p) => p.icon));
    expect(es.about.trustPoints).toHaveLength(4);
    expect(es.popular.links.map((l) => l.path)).toEqual(en.popular.links.map((l) => l.path));
    expect(es.popular.links).toHaveLength(8);
    expect(en.popular.links[1]).toEqual({
      label: "Roof Repair in Brandon",
      path: "/roofing-brandon-fl",
      county: "Hillsborough County",
    });
    expect(es.popular.links[1]).toMatchObject({
      label: "Reparación de techos en Brandon",
      county: "Condado de Hillsborough",
    });
  });

  it("leaves no prose in English by mistake", () => {
    const english = new Map(leaves(en));
    // Strings that are the same in both languages on purpose: links and icons.
    const same = leaves(es).filter(([path, text]) => english.get(path) === text && !/\.(path|icon)$/.test(path));
    expect(same).toEqual([]);
    const prose = leaves(es)
      .filter(([path]) => !/\.(path|icon)$/.test(path))
      .map(([, text]) => text.replaceAll(site.name, ""));
    for (const text of prose) expect(text).not.toMatch(/\b(the|and|your|our|roof|free|call)\b/i);
  });

  it("quotes the same facts as the English", () => {
    expect(es.about.trustPoints.map((p) => numbers(p.text))).toEqual(en.about.trustPoints.map((p) => numbers(p.text)));
    expect(es.hero.badges.license).toContain(site.license);
    expect(numbers(es.hero.title)).toEqual(numbers(en.hero.title.replace("+", "")));
  });

  it("has a title and a description of the lengths a search result shows", () => {
    expect(es.meta.title.length).toBeLessThanOrEqual(60);
    expect(es.meta.description.length).toBeGreaterThanOrEqual(70);
    expect(es.meta.description.length).toBeLessThanOrEqual(160);
    expect(es.meta.description).toContain(site.phone.display);
  });

  it("asks the English page's questions, in the same order, quoting the same figures", () => {
    const spanish = homeFaqsIn.es;
    expect(homeFaqsIn.en).toBe(homeFaqs);
    expect(spanish).toHaveLength(homeFaqs.length);
    spanish.forEach((faq, i) => {
      const english = homeFaqs[i]!;
      expect(faq.question).not.toBe(english.question);
      expect(faq.answer).not.toBe(english.answer);
      expect(faq.question).toMatch(/^¿.+\?$/);
      expect(numbers(faq.answer)).toEqual(numbers(english.answer));
    });
    expect(spanish[0]!.answer).toContain("$5,000-$15,000");
    expect(spanish[3]!.answer).toContain(site.license);
  });
});

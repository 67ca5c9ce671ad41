import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { checkContent } from "~/content/check-content";
import { figures } from "~/content/figures";
import {
  InsuranceHelpPageSchema,
  ResidentialRoofingPageSchema,
  RoofInspectionPageSchema,
  Roofing101PageSchema,
} from "~/content/schemas";
import { commercialProjects, projectsIn, residentialProjects, stormProjects } from "~/content/projects";
import { site } from "~/content/site";
import { commercialRoofingCopy, commercialRoofingPage } from "./commercial-roofing.server";
import { emergencyServicesCopy, emergencyServicesPage } from "./emergency-services.server";
import { insuranceHelpCopy, insuranceHelpPage } from "./insurance-help.server";
import { residentialRoofingCopy, residentialRoofingPage } from "./residential-roofing.server";
import { roofInspectionCopy, roofInspectionPage } from "./roof-inspection.server";
import { roofRepairCopy, roofRepairPage } from "./roof-repair.server";
import { roofing101Page } from "./roofing-101.server";
import { serviceAreasPage } from "./service-areas.server";
import { repairOrReplace, repairOrReplaceIn, trustCardsIn } from "./shared.server";
import { stormDamageCopy, stormDamagePage } from "./storm-damage.server";
import { webhookConfigPage } from "./webhook-config.server";

const servicePages = [
  residentialRoofingPage,
  commercialRoofingPage,
  stormDamagePage,
  roofRepairPage,
  roofInspectionPage,
  emergencyServicesPage,
  insuranceHelpPage,
];
const allPages = [...servicePages, roofing101Page, serviceAreasPage, webhookConfigPage];
const titles = (items: ReadonlyArray<{ title: string }>) => items.map((i) => i.title);

describe("content pages", () => {
  it("pass the content check, and the check catches a broken page", () => {
    expect(checkContent()).toEqual([]);
    const tooLong = { ...residentialRoofingPage, seo: { ...residentialRoofingPage.seo, title: "x".repeat(61) } };
    expect(ResidentialRoofingPageSchema.safeParse(tooLong).success).toBe(false);
    const shortDescription = { ...roofing101Page, seo: { ...roofing101Page.seo, description: "Too short." } };
    expect(Roofing101PageSchema.safeParse(shortDescription).success).toBe(false);
  });

  it("give every page a title of at most 60 characters and a description of 70-160", () => {
    for (const page of allPages) {
      expect(page.seo.title.length, page.seo.title).toBeLessThanOrEqual(60);
      expect(page.seo.description.length, page.seo.description).toBeGreaterThanOrEqual(70);
      expect(page.seo.description.length, page.seo.description).toBeLessThanOrEqual(160);
      expect(page.seo.title).toContain(site.name);
    }
  });

  it("list exactly the seven times to schedule an inspection and what the visitor receives", () => {
    expect(titles(roofInspectionPage.whenToSchedule.items)).toEqual([
      "Before buying or selling",
      "After storms",
      "Annual maintenance",
      "Visible damage",
      "Roof 10+ years old",
      "Insurance documentation",
      "Warranties",
    ]);
    expect(titles(roofInspectionPage.receive.items)).toEqual([
      "Detailed report",
      "Photo documentation",
      "Expert recommendations",
      "Cost estimates",
    ]);
    expect(roofInspectionPage.features.cards).toHaveLength(3);
    const noChecks = { ...roofInspectionPage, whenToSchedule: { ...roofInspectionPage.whenToSchedule, items: [] } };
    expect(RoofInspectionPageSchema.safeParse(noChecks).success).toBe(false);
  });

  it("give /emergency-services eight services, the four-step process and three feature cards", () => {
    expect(emergencyServicesPage.services.items).toHaveLength(8);
    expect(titles(emergencyServicesPage.process.steps)).toEqual([
      "Immediate Response",
      "Damage Assessment",
      "Emergency Mitigation",
      "Permanent Solution",
    ]);
    expect(emergencyServicesPage.features.cards).toHaveLength(3);
  });

  it("give /insurance-help three benefits, five steps, nine claim types and four FAQs", () => {
    expect(insuranceHelpPage.benefits.cards).toHaveLength(3);
    expect(insuranceHelpPage.process.steps).toHaveLength(5);
    expect(titles(insuranceHelpPage.claimTypes.items)).toEqual([
      "Wind damage",
      "Hail damage",
      "Storm damage",
      "Hurricane damage",
      "Fallen tree damage",
      "Water leaks",
      "Missing shingles",
      "Structural damage",
      "Lightning damage",
    ]);
    const questions = insuranceHelpPage.faq.faqs.map((f) => f.question).join(" | ");
    expect(questions).toMatch(/cover/);
    expect(questions).toMatch(/how long/i);
    expect(questions).toMatch(/rates/);
    expect(questions).toMatch(/denied/);
    expect(insuranceHelpPage.faq.faqs[1]!.answer).toContain("about 1 year");
    const fiveFaqs = {
      ...insuranceHelpPage,
      faq: { ...insuranceHelpPage.faq, faqs: [...insuranceHelpPage.faq.faqs, insuranceHelpPage.faq.faqs[0]!] },
    };
    expect(InsuranceHelpPageSchema.safeParse(fiveFaqs).success).toBe(false);
  });

  it("take Roofing 101's lifespans and the repair-or-replace ages from the figures module", () => {
    expect(roofing101Page.materials.items.map((m) => [m.title, m.lifespan])).toEqual([
      ["Asphalt Shingles", "15-30 years"],
      ["Metal", "40-70 years"],
      ["Tile", "50-100 years"],
      ["Stone Coated Metal", "50+ years"],
    ]);
    expect(roofing101Page.parts.items).toHaveLength(8);
    expect(roofing101Page.maintenance.items).toHaveLength(8);
    expect(roofing101Page.repairOrReplace).toBe(repairOrReplace);
    expect(repairOrReplace.repair.items[0]).toBe(`The roof is under ${figures.repairUnderYears} years old`);
    expect(repairOrReplace.replace.items[0]).toBe(`The roof is ${figures.replaceAtYears}+ years old`);
    expect(figures.repairUnderYears).toBe(15);
    expect(figures.replaceAtYears).toBe(20);
  });

  it("quote the published figures: commercial prices and warranties, response times, insurance numbers", () => {
    const text = (value: unknown) => JSON.stringify(value);
    expect(text(commercialRoofingPage)).toContain("$4-$8 per sq ft");
    expect(text(commercialRoofingPage)).toContain("$7-$12 per sq ft");
    expect(text(commercialRoofingPage)).toContain("$5-$9 per sq ft");
    expect(text(commercialRoofingPage)).toContain("10-30 years");
    expect(text(commercialRoofingPage)).toContain("3-7 days");
    expect(text(commercialRoofingPage)).toContain("2-4 weeks");
    expect(text(residentialRoofingPage)).toContain("1-3 days");
    for (const page of [stormDamagePage, emergencyServicesPage, roofRepairPage])
      expect(text(page)).toContain("2-4 hours");
    expect(text(roofInspectionPage)).toContain("$200-$400");
    expect(text(insuranceHelpPage)).toContain("$500-$2,500");
    expect(text(insuranceHelpPage)).toContain("2-10% of dwelling coverage");
    expect(text(insuranceHelpPage)).toContain("24-48 hours");
    expect(text(stormDamagePage)).toContain("within 48 hours");
    expect(text(stormDamagePage)).toContain("within 10 feet");
    expect(text(stormDamagePage)).toContain("June 1 to November 30");
  });

  it("never write the phone number, the street address or the license into copy by hand", () => {
    const copy = JSON.stringify(allPages);
    expect(copy).not.toContain(site.phone.display);
    expect(copy).not.toContain("555-0142");
    expect(copy).not.toContain(site.address.street);
  });

  it("tell the CRM page's reader the exact source label, tags and custom fields the code sends", () => {
    const rows = Object.fromEntries(webhookConfigPage.sent.rows.map((r) => [r.title, r]));
    expect(rows.Source!.values).toEqual([`${site.name} - {form type}`]);
    expect(rows.Tags!.values).toEqual(expect.arrayContaining(["Website Lead", "Spanish"]));
    expect(rows["Custom fields"]!.values).toEqual([
      "service",
      "project_type",
      "estimated_cost",
      "roof_type",
      "square_feet",
      "location",
      "language",
      "roof_area_source",
      "measured_square_feet",
      "roof_pitch",
      "roof_faces",
      "imagery_date",
      "imagery_quality",
      "spam_reason",
    ]);
    expect(webhookConfigPage.workflow.steps).toHaveLength(9);
    expect(JSON.stringify(webhookConfigPage.workflow)).toContain("Contact Created");
  });

  it("are typed by the schemas the build checks", () => {
    // A content page that drops a required section fails to parse.
    const { systems: _s, ...withoutSystems } = residentialRoofingPage;
    expect(z.safeParse(ResidentialRoofingPageSchema, withoutSystems).success).toBe(false);
  });
});

/** The page in both languages, by its English path. */
const serviceCopies = {
  "/residential-roofing": residentialRoofingCopy,
  "/commercial-roofing": commercialRoofingCopy,
  "/storm-damage": stormDamageCopy,
  "/roof-repair": roofRepairCopy,
  "/roof-inspection": roofInspectionCopy,
  "/emergency-services": emergencyServicesCopy,
  "/insurance-help": insuranceHelpCopy,
};

/** A value's shape: every key and every list's length, each text as "text" (icons are compared as they are). */
function shape(value: unknown): unknown {
  if (typeof value === "string") return "text";
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, shape(v)]));
  return value;
}

describe("the Spanish service pages", () => {
  it("are the English pages' own copies, the English ones unchanged", () => {
    expect(residentialRoofingCopy.en).toBe(residentialRoofingPage);
    expect(insuranceHelpCopy.en).toBe(insuranceHelpPage);
    expect(repairOrReplaceIn.en).toBe(repairOrReplace);
  });

  it.each(Object.entries(serviceCopies))(
    "%s in Spanish has every section, item, step, card and FAQ its English twin has, and its own words",
    (_path, copy) => {
      const { en, es } = copy;
      expect(shape(es)).toEqual(shape(en));
      expect(es.serviceId).toBe(en.serviceId);
      expect(es.faq.faqs).toHaveLength(en.faq.faqs.length);
      // Written, not copied: no heading or question of the English page reappears.
      const english = new Set([en.hero.title, en.cta.title, en.action, ...en.faq.faqs.map((f) => f.question)]);
      for (const text of [es.hero.title, es.cta.title, es.action, ...es.faq.faqs.map((f) => f.question)])
        expect(english.has(text), text).toBe(false);
    },
  );

  it.each(Object.entries(serviceCopies))(
    "%s in Spanish has a title of at most 60 characters and a description of 70-160",
    (_path, { es }) => {
      expect(es.seo.title.length, es.seo.title).toBeLessThanOrEqual(60);
      expect(es.seo.description.length, es.seo.description).toBeGreaterThanOrEqual(70);
      expect(es.seo.description.length, es.seo.description).toBeLessThanOrEqual(160);
      expect(es.seo.title).toContain(site.name);
    },
  );

  it("quote the same figures as the English pages", () => {
    const text = (value: unknown) => JSON.stringify(value);
    expect(text(commercialRoofingCopy.es)).toContain("$4-$8 por pie cuadrado");
    expect(text(commercialRoofingCopy.es)).toContain("$7-$12 por pie cuadrado");
    expect(text(commercialRoofingCopy.es)).toContain("$5-$9 por pie cuadrado");
    expect(text(commercialRoofingCopy.es)).toContain("10-30 años");
    expect(text(commercialRoofingCopy.es)).toContain("3 a 7 días");
    expect(text(commercialRoofingCopy.es)).toContain("2 a 4 semanas");
    expect(text(residentialRoofingCopy.es)).toContain("1-3 días");
    for (const copy of [stormDamageCopy, emergencyServicesCopy, roofRepairCopy])
      expect(text(copy.es)).toContain("2 a 4 horas");
    expect(text(roofInspectionCopy.es)).toContain("$200-$400");
    expect(text(insuranceHelpCopy.es)).toContain("$500-$2,500");
    expect(text(insuranceHelpCopy.es)).toContain("2-10% de la cobertura de la vivienda");
    expect(text(insuranceHelpCopy.es)).toContain("24 a 48 horas");
    expect(text(insuranceHelpCopy.es)).toContain("alrededor de 1 año");
    expect(text(stormDamageCopy.es)).toContain("a menos de 10 pies");
    expect(text(stormDamageCopy.es)).toContain("del 1 de junio al 30 de noviembre");
    expect(repairOrReplaceIn.es.repair.items[0]).toBe(`El techo tiene menos de ${figures.repairUnderYears} años`);
    expect(repairOrReplaceIn.es.replace.items[0]).toBe(`El techo tiene ${figures.replaceAtYears} años o más`);
    expect(shape(trustCardsIn.es)).toEqual(shape(trustCardsIn.en));
  });

  it("show the galleries' projects in Spanish, the same projects in the same order and places", () => {
    for (const list of [residentialProjects, commercialProjects, stormProjects]) {
      const spanish = projectsIn(list, "es");
      expect(spanish.map((p) => [p.slug, p.location, p.photo?.file])).toEqual(
        list.map((p) => [p.slug, p.location, p.photo?.file]),
      );
      for (const [i, project] of spanish.entries()) {
        expect(project.title).not.toBe(list[i]!.title);
        expect(project.description).not.toBe(list[i]!.description);
        expect(project.photo?.alt).not.toBe(list[i]!.photo?.alt);
      }
    }
    expect(projectsIn(residentialProjects, "en")).toEqual(residentialProjects);
  });

  it("never write the phone number, the street address or the license into the Spanish copy by hand", () => {
    const copy = JSON.stringify(Object.values(serviceCopies).map((c) => c.es));
    expect(copy).not.toContain(site.phone.display);
    expect(copy).not.toContain(site.address.street);
  });
});

import { describe, expect, it } from "vitest";
import { paths } from "./paths";
import { prerenderPaths, sitePages } from "./route-table";

const contentPages = [
  paths.residentialRoofing,
  paths.commercialRoofing,
  paths.stormDamage,
  paths.roofRepair,
  paths.roofInspection,
  paths.emergencyServices,
  paths.insuranceHelp,
  paths.roofing101,
  paths.serviceAreas,
];

describe("route table", () => {
  it("prerenders the service pages, Roofing 101 and Service Areas and lists them for the sitemap", () => {
    const indexable = sitePages()
      .filter((p) => p.indexable)
      .map((p) => p.path);
    for (const path of contentPages) {
      expect(prerenderPaths()).toContain(path);
      expect(indexable).toContain(path);
    }
  });

  it("renders /webhook-config per request and keeps it out of the sitemap", () => {
    const page = sitePages().find((p) => p.path === paths.webhookConfig);
    expect(page).toMatchObject({ indexable: false, prerender: false });
    expect(prerenderPaths()).not.toContain(paths.webhookConfig);
  });

  it("lists each path once", () => {
    const all = sitePages().map((p) => p.path);
    expect(new Set(all).size).toBe(all.length);
  });
});

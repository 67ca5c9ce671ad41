import * as z from "zod/mini";
import { readBlogFiles } from "./blog-files.server";
import { parseArticles } from "./blog-parse.server";
import { cities } from "./cities";
import { cityLocations } from "./city-locations";
import { spanishProfileMismatches } from "./city-profiles.server";
import { homeFaqs, homeFaqsIn } from "./faqs";
import { homeHeroPhoto, servicePhotoAltEs, servicePhotos } from "./images";
import { inspectionCalendar } from "./inspections";
import { commercialRoofingCopy, commercialRoofingPage } from "./pages/commercial-roofing.server";
import { emergencyServicesCopy, emergencyServicesPage } from "./pages/emergency-services.server";
import { insuranceHelpCopy, insuranceHelpPage } from "./pages/insurance-help.server";
import { residentialRoofingCopy, residentialRoofingPage } from "./pages/residential-roofing.server";
import { roofInspectionCopy, roofInspectionPage } from "./pages/roof-inspection.server";
import { roofRepairCopy, roofRepairPage } from "./pages/roof-repair.server";
import { roofing101Copy, roofing101Page } from "./pages/roofing-101.server";
import { serviceAreasCopy, serviceAreasPage } from "./pages/service-areas.server";
import { stormDamageCopy, stormDamagePage } from "./pages/storm-damage.server";
import { webhookConfigPage } from "./pages/webhook-config.server";
import { missingPictures } from "./pictures.server";
import { allProjects, projectsEs, projectsIn } from "./projects";
import { reviews } from "./reviews";
import {
  CityLocationSchema,
  CitySchema,
  CommercialRoofingPageSchema,
  EmergencyServicesPageSchema,
  FaqSchema,
  InspectionCalendarSchema,
  InsuranceHelpPageSchema,
  PhotoRefSchema,
  ProjectSchema,
  ResidentialRoofingPageSchema,
  ReviewSchema,
  RoofInspectionPageSchema,
  RoofRepairPageSchema,
  Roofing101PageSchema,
  ServiceAreasPageSchema,
  ServiceSchema,
  SiteSchema,
  StormDamagePageSchema,
  WebhookConfigPageSchema,
} from "./schemas";
import { services } from "./services";
import { site } from "./site";

/**
 * Parses every content module with its schema and checks what ties them together (unique slugs
 * and paths). Runs at the start of `npm run build` and in the unit tests; returns the problems
 * found, an empty list when all is well.
 */
export function checkContent(): string[] {
  const problems: string[] = [];
  const check = (name: string, schema: z.ZodMiniType, value: unknown) => {
    const result = schema.safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) problems.push(`${name}.${issue.path.join(".")}: ${issue.message}`);
    }
  };
  check("site", SiteSchema, site);
  check("inspectionCalendar", InspectionCalendarSchema, inspectionCalendar);
  check(
    "cities",
    z.array(CitySchema),
    cities.map(({ path: _p, ...city }) => city),
  );
  check("cityLocations", z.record(z.string(), CityLocationSchema), cityLocations);
  // The city profiles, both languages, are parsed where they are defined (city-profiles.server.ts).
  for (const problem of spanishProfileMismatches()) problems.push(`city-profiles/es: ${problem}`);
  check("services", z.array(ServiceSchema), services);
  check("reviews", z.array(ReviewSchema).check(z.length(8)), reviews);
  check("homeFaqs", z.array(FaqSchema).check(z.length(6)), homeFaqs);
  check("homeFaqsIn.es", z.array(FaqSchema).check(z.length(homeFaqs.length)), homeFaqsIn.es);
  check("projects", z.array(ProjectSchema), allProjects);
  // The Spanish pages' galleries: every project in Spanish words, by the same rules.
  for (const project of allProjects)
    if (!projectsEs[project.slug]) problems.push(`projectsEs: no Spanish words for ${project.slug}`);
  check("projectsEs", z.array(ProjectSchema), projectsIn(allProjects, "es"));
  check("servicePhotoAltEs", z.record(z.string(), PhotoRefSchema.shape.alt), servicePhotoAltEs);
  check("homeHeroPhoto", z.optional(PhotoRefSchema), homeHeroPhoto);
  check("servicePhotos", z.record(z.string(), z.optional(PhotoRefSchema)), servicePhotos);
  check("residentialRoofingPage", ResidentialRoofingPageSchema, residentialRoofingPage);
  check("commercialRoofingPage", CommercialRoofingPageSchema, commercialRoofingPage);
  check("stormDamagePage", StormDamagePageSchema, stormDamagePage);
  check("roofRepairPage", RoofRepairPageSchema, roofRepairPage);
  check("roofInspectionPage", RoofInspectionPageSchema, roofInspectionPage);
  check("emergencyServicesPage", EmergencyServicesPageSchema, emergencyServicesPage);
  check("insuranceHelpPage", InsuranceHelpPageSchema, insuranceHelpPage);
  // The Spanish service pages: the same schemas as their English twins.
  check("residentialRoofingCopy.es", ResidentialRoofingPageSchema, residentialRoofingCopy.es);
  check("commercialRoofingCopy.es", CommercialRoofingPageSchema, commercialRoofingCopy.es);
  check("stormDamageCopy.es", StormDamagePageSchema, stormDamageCopy.es);
  check("roofRepairCopy.es", RoofRepairPageSchema, roofRepairCopy.es);
  check("roofInspectionCopy.es", RoofInspectionPageSchema, roofInspectionCopy.es);
  check("emergencyServicesCopy.es", EmergencyServicesPageSchema, emergencyServicesCopy.es);
  check("insuranceHelpCopy.es", InsuranceHelpPageSchema, insuranceHelpCopy.es);
  check("roofing101Page", Roofing101PageSchema, roofing101Page);
  check("serviceAreasPage", ServiceAreasPageSchema, serviceAreasPage);
  check("roofing101Copy.es", Roofing101PageSchema, roofing101Copy.es);
  check("serviceAreasCopy.es", ServiceAreasPageSchema, serviceAreasCopy.es);
  check("webhookConfigPage", WebhookConfigPageSchema, webhookConfigPage);

  // Every photo and drawing the content names is in the photos folder (the build checks what is in them).
  problems.push(...missingPictures());

  // The articles: front matter, structure and every figure they quote (blog-parse.server.ts).
  problems.push(...parseArticles(readBlogFiles()).problems);

  const duplicates = (name: string, values: readonly string[]) => {
    const seen = new Set<string>();
    for (const value of values) {
      if (seen.has(value)) problems.push(`${name}: "${value}" appears twice`);
      seen.add(value);
    }
  };
  duplicates(
    "city slugs",
    cities.map((c) => c.slug),
  );
  duplicates(
    "service paths",
    services.map((s) => s.path),
  );
  duplicates(
    "project slugs",
    allProjects.map((p) => p.slug),
  );
  return problems;
}

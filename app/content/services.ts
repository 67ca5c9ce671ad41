import type { Picture } from "~/lib/images/picture";
import type { Service } from "./schemas";
import { paths } from "~/lib/paths";

/**
 * The seven services. Cards on the home page, the header menu, 'Explore Our Services' and the
 * structured data's offer catalogue all read this list.
 */

export type { Service };
export type ServiceId = Service["id"];
/** A service as its card shows it, with its picture. */
export type ServiceCardData = { service: Service; picture: Picture };

export const services: readonly Service[] = [
  {
    id: "residential-roofing",
    name: "Residential Roofing",
    menuLabel: "Residential Roofing",
    path: paths.residentialRoofing,
    summary:
      "Shingle, metal and tile roofs for Tampa Bay homes, installed to Florida Building Code with manufacturer-backed warranties.",
    icon: "home",
    inHeaderMenu: true,
  },
  {
    id: "commercial-roofing",
    name: "Commercial Roofing",
    menuLabel: "Commercial Roofing",
    path: paths.commercialRoofing,
    summary:
      "TPO, modified bitumen and metal systems for offices, retail and warehouses, scheduled around your business hours.",
    icon: "building",
    inHeaderMenu: true,
  },
  {
    id: "storm-damage",
    name: "Storm Damage Repair",
    menuLabel: "Storm Damage",
    path: paths.stormDamage,
    summary:
      "Wind, hail and hurricane damage found, documented and repaired, with tarping the same day when water is getting in.",
    icon: "cloud-lightning",
    inHeaderMenu: true,
  },
  {
    id: "roof-repair",
    name: "Roof Repair",
    menuLabel: "Roof Repair",
    path: paths.roofRepair,
    summary:
      "Leaks, lifted shingles, cracked tile, failed flashing and worn boots fixed properly, so a small problem stays small.",
    icon: "wrench",
    inHeaderMenu: true,
  },
  {
    id: "roof-inspection",
    name: "Free Roof Inspection",
    menuLabel: "Roof Inspection",
    path: paths.roofInspection,
    summary:
      "A written report with photos, drone images and cost estimates, free of charge, for buyers, sellers, insurers and owners.",
    icon: "search-check",
    inHeaderMenu: true,
  },
  {
    id: "emergency-services",
    name: "24/7 Emergency Services",
    menuLabel: "Emergency Services",
    path: paths.emergencyServices,
    summary:
      "Leak repair, tarping, and storm or tree damage at any hour of the day or night, with a crew sent as soon as you call.",
    icon: "siren",
    inHeaderMenu: false,
  },
  {
    id: "insurance-help",
    name: "Insurance Claim Help",
    menuLabel: "Insurance Help",
    path: paths.insuranceHelp,
    summary:
      "Inspection, documentation, filing help and adjuster meetings, so your claim reflects the real damage to your roof.",
    icon: "file-check",
    inHeaderMenu: true,
  },
];

export function findService(id: ServiceId): Service {
  const service = services.find((s) => s.id === id);
  if (!service) throw new Error(`Unknown service ${id}`);
  return service;
}

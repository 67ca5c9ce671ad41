import type { Picture } from "~/lib/images/picture";
import type { Service } from "./schemas";
import type { Locale } from "~/lib/i18n/locale";
import { paths } from "~/lib/paths";

/**
 * The seven services. Cards on the home page, the header menu, 'Explore Our Services' and the
 * structured data's offer catalogue all read this list.
 */

export type { Service };
export type ServiceId = Service["id"];
/** A service as a page in one language shows it (without the other language's words). */
export type ServiceInLanguage = Omit<Service, "es">;
/** A service as its card shows it, with its picture. */
export type ServiceCardData = { service: ServiceInLanguage; picture: Picture };

export const services: readonly Service[] = [
  {
    id: "residential-roofing",
    name: "Residential Roofing",
    menuLabel: "Residential Roofing",
    path: paths.residentialRoofing,
    summary:
      "Shingle, metal and tile roofs for Tampa Bay homes, installed to Florida Building Code with manufacturer-backed warranties.",
    es: {
      name: "Techos residenciales",
      menuLabel: "Techos residenciales",
      summary:
        "Techos de tejas asfálticas, metal y teja para hogares de Tampa Bay, instalados según el Código de Construcción de Florida y con garantía del fabricante.",
    },
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
    es: {
      name: "Techos comerciales",
      menuLabel: "Techos comerciales",
      summary:
        "Sistemas TPO, de betún modificado y de metal para oficinas, comercios y almacenes, con el trabajo programado según el horario de su negocio.",
    },
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
    es: {
      name: "Reparación de daños por tormenta",
      menuLabel: "Daños por tormenta",
      summary:
        "Daños por viento, granizo y huracán: los encontramos, los documentamos y los reparamos, con lona el mismo día si está entrando agua.",
    },
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
    es: {
      name: "Reparación de techos",
      menuLabel: "Reparación de techos",
      summary:
        "Goteras, tejas levantadas o rotas, tapajuntas dañados y sellos gastados, reparados como se debe para que un problema pequeño no crezca.",
    },
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
    es: {
      name: "Inspección de techo gratis",
      menuLabel: "Inspección de techo",
      summary:
        "Un informe por escrito con fotos, imágenes de dron y costos estimados, gratis, para compradores, vendedores, aseguradoras y dueños.",
    },
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
    es: {
      name: "Servicio de emergencia 24/7",
      menuLabel: "Emergencias",
      summary:
        "Reparación de goteras, lonas y daños por tormenta o árboles a cualquier hora del día o de la noche, con una cuadrilla en camino en cuanto nos llama.",
    },
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
    es: {
      name: "Ayuda con reclamos al seguro",
      menuLabel: "Ayuda con el seguro",
      summary:
        "Inspección, documentación, ayuda para presentar el reclamo y reuniones con el ajustador, para que su reclamo refleje el daño real de su techo.",
    },
    icon: "file-check",
    inHeaderMenu: true,
  },
];

/** The service as a page in `locale` names it. */
export function serviceIn({ es, ...service }: Service, locale: Locale): ServiceInLanguage {
  return locale === "es" ? { ...service, ...es } : service;
}

export function findService(id: ServiceId): Service {
  const service = services.find((s) => s.id === id);
  if (!service) throw new Error(`Unknown service ${id}`);
  return service;
}

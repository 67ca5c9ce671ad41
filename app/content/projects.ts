import type { Picture } from "~/lib/images/picture";
import type { Locale } from "~/lib/i18n/locale";
import type { ProjectInput } from "./schemas";

/**
 * Finished projects for the galleries (residential 7, commercial 4, storm 2) and the recent
 * projects on /service-areas. A project shows its photo (`photo`: a file in app/content/photos/
 * and its alt text); one without a photo shows its drawing, drawings/projects/{slug}.svg.
 */

export type Project = ProjectInput;
/** A project as a gallery shows it, its picture resolved by the image step. */
export type ProjectCard = Omit<Project, "photo"> & { picture: Picture };

export const residentialProjects: readonly Project[] = [
  {
    slug: "westchase-architectural-shingle",
    title: "Architectural shingle replacement",
    location: "Westchase, FL",
    description:
      "Tear-off of a 22-year-old three-tab roof, deck re-nailed to code, synthetic underlayment and charcoal architectural shingles rated for 130 mph winds.",
    photo: {
      file: "sample-westchase-architectural-shingle.jpg",
      alt: "Two-story home in Westchase with a new charcoal architectural shingle roof",
    },
  },
  {
    slug: "palm-harbor-standing-seam",
    title: "Standing-seam metal upgrade",
    location: "Palm Harbor, FL",
    description:
      "Shingles replaced with 24-gauge standing-seam panels in Galvalume over high-temperature underlayment, lowering the home's wind-mitigation premium.",
    photo: {
      file: "sample-palm-harbor-standing-seam.jpg",
      alt: "Ranch home in Palm Harbor with a silver standing-seam metal roof",
    },
  },
  {
    slug: "south-tampa-barrel-tile",
    title: "Clay barrel tile restoration",
    location: "South Tampa, FL",
    description:
      "Original terracotta barrel tile lifted, new peel-and-stick underlayment installed, and the sound tile re-laid with matched replacements for broken pieces.",
    photo: {
      file: "sample-south-tampa-barrel-tile.jpg",
      alt: "Mediterranean-style home in South Tampa with a terracotta barrel tile roof",
    },
  },
  {
    slug: "wesley-chapel-shingle",
    title: "Builder-grade roof replaced",
    location: "Wesley Chapel, FL",
    description:
      "A 2004 subdivision roof at the end of its life, replaced in one day with weathered-wood architectural shingles approved by the HOA.",
    photo: {
      file: "sample-wesley-chapel-shingle.jpg",
      alt: "Single-story home in Wesley Chapel with a new brown architectural shingle roof",
    },
  },
  {
    slug: "clearwater-stone-coated-metal",
    title: "Stone-coated metal shake",
    location: "Clearwater, FL",
    description:
      "Stone-coated steel shake panels on a coastal home: the look of wood shakes with salt-air resistance and a Class 4 impact rating.",
    photo: {
      file: "sample-clearwater-stone-coated-metal.jpg",
      alt: "Coastal home in Clearwater with a stone-coated metal shake roof in slate gray",
    },
  },
  {
    slug: "lutz-flat-tile",
    title: "Concrete flat tile replacement",
    location: "Lutz, FL",
    description:
      "Failing 1990s underlayment replaced beneath new slate-profile concrete tile, with new hip and ridge mortar and lead-free flashing.",
    photo: { file: "sample-lutz-flat-tile.jpg", alt: "Large Lutz home with a gray concrete flat tile roof" },
  },
  {
    slug: "brandon-metal-ranch",
    title: "Metal roof on a block ranch",
    location: "Brandon, FL",
    description:
      "A 1978 block ranch re-roofed in charcoal standing-seam metal with a ridge vent, cutting attic heat noticeably through the summer.",
    photo: {
      file: "sample-brandon-metal-ranch.jpg",
      alt: "Block ranch home in Brandon with a charcoal standing-seam metal roof",
    },
  },
];

export const commercialProjects: readonly Project[] = [
  {
    slug: "brandon-warehouse-tpo",
    title: "Warehouse TPO re-roof",
    location: "Brandon, FL",
    description:
      "A 14,000 sq ft warehouse re-roofed with 60-mil white TPO over new tapered insulation, completed over a weekend with the business open.",
    photo: { file: "sample-brandon-warehouse-tpo.jpg", alt: "Warehouse in Brandon with a new white TPO membrane roof" },
  },
  {
    slug: "tampa-office-modified-bitumen",
    title: "Office modified bitumen system",
    location: "Tampa, FL",
    description:
      "Two-ply modified bitumen with a granulated cap sheet on a two-story office, with new parapet flashing and scuppers.",
    photo: {
      file: "sample-tampa-office-modified-bitumen.jpg",
      alt: "Two-story office building in Tampa with a modified bitumen flat roof",
    },
  },
  {
    slug: "clearwater-retail-metal",
    title: "Retail center metal roof",
    location: "Clearwater, FL",
    description:
      "Exposed-fastener panels replaced with standing-seam metal across a row of storefronts, phased so every shop stayed open.",
    photo: {
      file: "sample-clearwater-retail-metal.jpg",
      alt: "Retail center in Clearwater with a blue standing-seam metal roof",
    },
  },
  {
    slug: "st-petersburg-church-tpo",
    title: "Church roof restoration",
    location: "St. Petersburg, FL",
    description:
      "Low-slope sections of a church campus converted to TPO, with the steep sanctuary roof re-covered in architectural shingles.",
    photo: {
      file: "sample-st-petersburg-church-tpo.jpg",
      alt: "Church building in St. Petersburg with a restored light gray low-slope roof",
    },
  },
];

export const stormProjects: readonly Project[] = [
  {
    slug: "riverview-hurricane-repair",
    title: "Hurricane wind damage repair",
    location: "Riverview, FL",
    description:
      "Tarped the night of the storm, then documented for the insurer and rebuilt: new decking where it failed and a full shingle replacement.",
    photo: {
      file: "sample-riverview-hurricane-repair.jpg",
      alt: "Riverview home after hurricane repairs, with new shingles where wind tore the old roof",
    },
  },
  {
    slug: "dunedin-fallen-tree",
    title: "Fallen oak damage",
    location: "Dunedin, FL",
    description:
      "An oak limb through the garage roof: emergency dry-in within hours, trusses repaired by our crew, and the tile matched to the rest of the house.",
    photo: {
      file: "sample-dunedin-fallen-tree.jpg",
      alt: "Dunedin home with a tile roof repaired after a fallen oak limb",
    },
  },
];

/** The three recent projects on /service-areas, as the specification names them. */
export const recentProjects: readonly Project[] = [
  {
    slug: "recent-st-petersburg-stone-coated",
    title: "Stone coated metal roof",
    location: "St. Petersburg, FL",
    description:
      "A bungalow in Old Northeast re-roofed in stone-coated steel tile, chosen for its look and its resistance to salt air and wind.",
    photo: {
      file: "sample-recent-st-petersburg-stone-coated.jpg",
      alt: "Bungalow in St. Petersburg with a terracotta-colored stone coated metal roof",
    },
  },
  {
    slug: "recent-sarasota-shingle",
    title: "Shingle installation",
    location: "Sarasota, FL",
    description:
      "A full architectural shingle installation with new drip edge and ridge vent on a two-story home just south of our usual area.",
    photo: {
      file: "sample-recent-sarasota-shingle.jpg",
      alt: "Two-story home in Sarasota with a new gray architectural shingle roof",
    },
  },
  {
    slug: "recent-tampa-bay-standing-seam",
    title: "Standing seam metal roof",
    location: "Tampa Bay, FL",
    description:
      "Standing-seam metal in a deep bronze finish on a waterfront home, with concealed clips that let the panels move through Florida's heat.",
    photo: {
      file: "sample-recent-tampa-bay-standing-seam.jpg",
      alt: "Waterfront home in the Tampa Bay area with a bronze standing seam metal roof",
    },
  },
];

export const allProjects: readonly Project[] = [
  ...residentialProjects,
  ...commercialProjects,
  ...stormProjects,
  ...recentProjects,
];

/** A project's words on the Spanish pages; its place, photo file and slug stay as they are. */
export type ProjectWordsEs = { title: string; description: string; alt: string };

/**
 * The gallery projects of the Spanish service pages, by slug (the content check asks for one for
 * each residential, commercial and storm project). Written for Florida homeowners, the facts the same.
 */
export const projectsEs: Readonly<Record<string, ProjectWordsEs>> = {
  "recent-st-petersburg-stone-coated": {
    title: "Techo de metal con recubrimiento de piedra",
    description:
      "Un bungalow de Old Northeast con techo nuevo de teja de acero con recubrimiento de piedra, elegido por su aspecto y porque aguanta el aire salino y el viento.",
    alt: "Bungalow en St. Petersburg con un techo de metal con recubrimiento de piedra color terracota",
  },
  "recent-sarasota-shingle": {
    title: "Instalación de tejas asfálticas",
    description:
      "Un techo completo de tejas asfálticas arquitectónicas con borde de goteo y ventilación de cumbrera nuevos, en una casa de dos pisos un poco al sur de nuestra zona habitual.",
    alt: "Casa de dos pisos en Sarasota con un techo nuevo de tejas asfálticas arquitectónicas grises",
  },
  "recent-tampa-bay-standing-seam": {
    title: "Techo de metal de junta alzada",
    description:
      "Metal de junta alzada con acabado bronce oscuro en una casa frente al agua, con clips ocultos que dejan que los paneles se muevan con el calor de Florida.",
    alt: "Casa frente al agua en la zona de Tampa Bay con un techo de metal de junta alzada color bronce",
  },
  "westchase-architectural-shingle": {
    title: "Cambio a tejas asfálticas arquitectónicas",
    description:
      "Retiro de un techo de tejas asfálticas de tres lengüetas de 22 años, entablado clavado de nuevo según el código, membrana base sintética y tejas asfálticas arquitectónicas color carbón para vientos de 130 mph.",
    alt: "Casa de dos pisos en Westchase con un techo nuevo de tejas asfálticas arquitectónicas color carbón",
  },
  "palm-harbor-standing-seam": {
    title: "Mejora a metal de junta alzada",
    description:
      "Tejas asfálticas reemplazadas por paneles de junta alzada calibre 24 en Galvalume sobre membrana base para altas temperaturas, lo que bajó la prima del seguro gracias a la mitigación de viento.",
    alt: "Casa de un piso en Palm Harbor con un techo plateado de metal de junta alzada",
  },
  "south-tampa-barrel-tile": {
    title: "Restauración de teja de barro tipo barril",
    description:
      "La teja de barro original se levantó, se instaló una membrana base autoadherente nueva y se volvió a colocar la teja sana, con piezas iguales en lugar de las rotas.",
    alt: "Casa de estilo mediterráneo en South Tampa con techo de teja de barro tipo barril",
  },
  "wesley-chapel-shingle": {
    title: "Techo de constructor reemplazado",
    description:
      "Un techo de urbanización de 2004 al final de su vida, reemplazado en un día con tejas asfálticas arquitectónicas color madera envejecida aprobadas por la HOA.",
    alt: "Casa de un piso en Wesley Chapel con un techo nuevo de tejas asfálticas arquitectónicas marrones",
  },
  "clearwater-stone-coated-metal": {
    title: "Metal con recubrimiento de piedra tipo madera",
    description:
      "Paneles de acero con recubrimiento de piedra en una casa costera: el aspecto de la madera con resistencia al aire salino y clasificación de impacto Clase 4.",
    alt: "Casa costera en Clearwater con techo de metal con recubrimiento de piedra gris pizarra",
  },
  "lutz-flat-tile": {
    title: "Cambio de teja plana de concreto",
    description:
      "La membrana base de los años 90, ya fallando, se reemplazó bajo teja de concreto nueva de perfil pizarra, con mortero nuevo en limatesas y cumbreras, y tapajuntas sin plomo.",
    alt: "Casa grande en Lutz con techo de teja plana de concreto gris",
  },
  "brandon-metal-ranch": {
    title: "Techo de metal en una casa de bloque",
    description:
      "Una casa de bloque de 1978 con techo nuevo de metal de junta alzada color carbón y ventilación de cumbrera, que bajó bastante el calor del ático en verano.",
    alt: "Casa de bloque de un piso en Brandon con techo de metal de junta alzada color carbón",
  },
  "brandon-warehouse-tpo": {
    title: "Techo TPO nuevo para un almacén",
    description:
      "Un almacén de 14,000 pies cuadrados con techo nuevo de TPO blanco de 60 milésimas sobre aislamiento nuevo con pendiente, terminado en un fin de semana con el negocio abierto.",
    alt: "Almacén en Brandon con un techo nuevo de membrana TPO blanca",
  },
  "tampa-office-modified-bitumen": {
    title: "Sistema de betún modificado para oficinas",
    description:
      "Betún modificado de dos capas con lámina final granulada en una oficina de dos pisos, con tapajuntas de parapeto y gárgolas nuevos.",
    alt: "Edificio de oficinas de dos pisos en Tampa con techo plano de betún modificado",
  },
  "clearwater-retail-metal": {
    title: "Techo de metal para un centro comercial",
    description:
      "Paneles con tornillería expuesta reemplazados por metal de junta alzada en una hilera de locales, por etapas para que todas las tiendas siguieran abiertas.",
    alt: "Centro comercial en Clearwater con techo azul de metal de junta alzada",
  },
  "st-petersburg-church-tpo": {
    title: "Restauración del techo de una iglesia",
    description:
      "Las secciones de poca pendiente de una iglesia pasaron a TPO, y el techo empinado del santuario se cubrió de nuevo con tejas asfálticas arquitectónicas.",
    alt: "Iglesia en St. Petersburg con un techo restaurado de poca pendiente gris claro",
  },
  "riverview-hurricane-repair": {
    title: "Reparación de daños por viento de huracán",
    description:
      "Lona la misma noche de la tormenta, luego documentación para la aseguradora y reconstrucción: entablado nuevo donde falló y cambio completo de tejas asfálticas.",
    alt: "Casa en Riverview después de la reparación por huracán, con tejas asfálticas nuevas donde el viento arrancó el techo viejo",
  },
  "dunedin-fallen-tree": {
    title: "Daños por la caída de un roble",
    description:
      "Una rama de roble atravesó el techo del garaje: impermeabilización de emergencia en horas, cerchas reparadas por nuestra cuadrilla y teja igual a la del resto de la casa.",
    alt: "Casa en Dunedin con techo de teja reparado tras la caída de una rama de roble",
  },
};

/** The projects as a page in `locale` shows them (a project without Spanish words keeps its English). */
export function projectsIn(projects: readonly Project[], locale: Locale): Project[] {
  if (locale === "en") return [...projects];
  return projects.map((project) => {
    const words = projectsEs[project.slug];
    if (!words) return project;
    const { alt, ...text } = words;
    return { ...project, ...text, photo: project.photo && { ...project.photo, alt } };
  });
}

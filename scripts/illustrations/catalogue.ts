/**
 * What the one-off drawing generator draws: each drawing's file (under app/content/photos/drawings/),
 * size, alt text (written as its <title>, which the site reads as the drawing's alt) and scene.
 */
import type { ServiceId } from "../../app/content/services";
import type { Locale } from "../../app/lib/i18n/locale";

export const ROOF_MATERIALS = [
  "architectural-shingle",
  "standing-seam-metal",
  "stone-coated-metal",
  "barrel-tile",
  "flat-tile",
  "tpo-membrane",
  "modified-bitumen",
  "metal-panel",
] as const;
export type RoofMaterial = (typeof ROOF_MATERIALS)[number];

export type Scene = {
  kind: "house" | "commercial" | "storm-repair";
  roof: RoofMaterial;
  /** CSS hex colours. */
  roofColor: string;
  wallColor: string;
  stories: 1 | 2;
  time: "day" | "golden" | "dusk" | "overcast";
  /** Varies palms, clouds and details so no two pictures match. */
  seed: number;
};

export type Drawing = { file: string; width: number; height: number; alt: string };

export const HERO: Drawing = {
  file: "hero-home.svg",
  width: 1200,
  height: 900,
  alt: "A two-story Florida home with a new charcoal shingle roof at golden hour, palm trees beside it",
};

export const SERVICE_AREA_MAP: Drawing = {
  file: "service-area-map.svg",
  width: 1000,
  height: 900,
  alt: "Map of the Tampa Bay area marking the 32 cities we serve in Hillsborough, Pasco and Pinellas counties, with our Odessa office",
};

/** The same map with its words and title in Spanish, for the Spanish service-areas page. */
export const SERVICE_AREA_MAP_ES: Drawing = {
  ...SERVICE_AREA_MAP,
  file: "service-area-map-es.svg",
  alt: "Mapa de la zona de Tampa Bay con las 32 ciudades donde trabajamos en los condados de Hillsborough, Pasco y Pinellas, y nuestra oficina en Odessa",
};

/** The service-area map in each language. */
export const SERVICE_AREA_MAPS: Record<Locale, Drawing> = { en: SERVICE_AREA_MAP, es: SERVICE_AREA_MAP_ES };

const SERVICE_ALTS: Record<ServiceId, string> = {
  "residential-roofing": "A Florida ranch home with a freshly installed architectural shingle roof",
  "commercial-roofing": "A low-slope commercial building with a white TPO membrane roof and rooftop units",
  "storm-damage": "A home with a blue tarp over storm-damaged shingles under dark clouds",
  "roof-repair": "Close view of new shingles and flashing replacing a damaged section of roof",
  "roof-inspection": "A drone above a tile roof during a roof inspection",
  "emergency-services": "A roofing truck with its lights on at night beside a home with a tarped roof",
  "insurance-help": "A clipboard with a roof damage report and photos beside a house",
};

export const SERVICE_POSTERS = (Object.keys(SERVICE_ALTS) as ServiceId[]).map((id) => ({
  id,
  drawing: { file: `services/${id}.svg`, width: 640, height: 400, alt: SERVICE_ALTS[id] } satisfies Drawing,
}));

/** A finished project's picture; the title helps pick the kind of commercial building. */
export type ProjectScene = { slug: string; title: string; alt: string; scene: Scene };

export const PROJECT_SIZE = { width: 800, height: 560 } as const;

export const projectDrawing = (p: ProjectScene): Drawing => ({
  file: `projects/${p.slug}.svg`,
  ...PROJECT_SIZE,
  alt: p.alt,
});

export const PROJECT_SCENES: readonly ProjectScene[] = [
  {
    slug: "westchase-architectural-shingle",
    title: "Architectural shingle replacement",
    alt: "Two-story home in Westchase with a new charcoal architectural shingle roof",
    scene: {
      kind: "house",
      roof: "architectural-shingle",
      roofColor: "#3b3f45",
      wallColor: "#e8dcc6",
      stories: 2,
      time: "day",
      seed: 11,
    },
  },
  {
    slug: "palm-harbor-standing-seam",
    title: "Standing-seam metal upgrade",
    alt: "Ranch home in Palm Harbor with a silver standing-seam metal roof",
    scene: {
      kind: "house",
      roof: "standing-seam-metal",
      roofColor: "#a9b2ba",
      wallColor: "#f4efe6",
      stories: 1,
      time: "golden",
      seed: 23,
    },
  },
  {
    slug: "south-tampa-barrel-tile",
    title: "Clay barrel tile restoration",
    alt: "Mediterranean-style home in South Tampa with a terracotta barrel tile roof",
    scene: {
      kind: "house",
      roof: "barrel-tile",
      roofColor: "#b8583a",
      wallColor: "#f1e4cf",
      stories: 2,
      time: "golden",
      seed: 37,
    },
  },
  {
    slug: "wesley-chapel-shingle",
    title: "Builder-grade roof replaced",
    alt: "Single-story home in Wesley Chapel with a new brown architectural shingle roof",
    scene: {
      kind: "house",
      roof: "architectural-shingle",
      roofColor: "#6b5a48",
      wallColor: "#dfe6e9",
      stories: 1,
      time: "day",
      seed: 41,
    },
  },
  {
    slug: "clearwater-stone-coated-metal",
    title: "Stone-coated metal shake",
    alt: "Coastal home in Clearwater with a stone-coated metal shake roof in slate gray",
    scene: {
      kind: "house",
      roof: "stone-coated-metal",
      roofColor: "#55606b",
      wallColor: "#f7f3ea",
      stories: 2,
      time: "day",
      seed: 53,
    },
  },
  {
    slug: "lutz-flat-tile",
    title: "Concrete flat tile replacement",
    alt: "Large Lutz home with a gray concrete flat tile roof",
    scene: {
      kind: "house",
      roof: "flat-tile",
      roofColor: "#7d8187",
      wallColor: "#ece2d0",
      stories: 2,
      time: "dusk",
      seed: 67,
    },
  },
  {
    slug: "brandon-metal-ranch",
    title: "Metal roof on a block ranch",
    alt: "Block ranch home in Brandon with a charcoal standing-seam metal roof",
    scene: {
      kind: "house",
      roof: "standing-seam-metal",
      roofColor: "#3a4047",
      wallColor: "#f2eee4",
      stories: 1,
      time: "day",
      seed: 79,
    },
  },
  {
    slug: "brandon-warehouse-tpo",
    title: "Warehouse TPO re-roof",
    alt: "Warehouse in Brandon with a new white TPO membrane roof",
    scene: {
      kind: "commercial",
      roof: "tpo-membrane",
      roofColor: "#eef1f3",
      wallColor: "#c9ced3",
      stories: 1,
      time: "day",
      seed: 101,
    },
  },
  {
    slug: "tampa-office-modified-bitumen",
    title: "Office modified bitumen system",
    alt: "Two-story office building in Tampa with a modified bitumen flat roof",
    scene: {
      kind: "commercial",
      roof: "modified-bitumen",
      roofColor: "#8a8f94",
      wallColor: "#d9cfc0",
      stories: 2,
      time: "golden",
      seed: 113,
    },
  },
  {
    slug: "clearwater-retail-metal",
    title: "Retail center metal roof",
    alt: "Retail center in Clearwater with a blue standing-seam metal roof",
    scene: {
      kind: "commercial",
      roof: "metal-panel",
      roofColor: "#2f5d7c",
      wallColor: "#efe7da",
      stories: 1,
      time: "day",
      seed: 127,
    },
  },
  {
    slug: "st-petersburg-church-tpo",
    title: "Church roof restoration",
    alt: "Church building in St. Petersburg with a restored light gray low-slope roof",
    scene: {
      kind: "commercial",
      roof: "tpo-membrane",
      roofColor: "#dde2e6",
      wallColor: "#e9dcc8",
      stories: 2,
      time: "dusk",
      seed: 131,
    },
  },
  {
    slug: "riverview-hurricane-repair",
    title: "Hurricane wind damage repair",
    alt: "Riverview home after hurricane repairs, with new shingles where wind tore the old roof",
    scene: {
      kind: "storm-repair",
      roof: "architectural-shingle",
      roofColor: "#4a4d52",
      wallColor: "#e6dfd2",
      stories: 1,
      time: "overcast",
      seed: 149,
    },
  },
  {
    slug: "dunedin-fallen-tree",
    title: "Fallen oak damage",
    alt: "Dunedin home with a tile roof repaired after a fallen oak limb",
    scene: {
      kind: "storm-repair",
      roof: "barrel-tile",
      roofColor: "#a65a3c",
      wallColor: "#f3ead9",
      stories: 2,
      time: "overcast",
      seed: 157,
    },
  },
  {
    slug: "recent-st-petersburg-stone-coated",
    title: "Stone coated metal roof",
    alt: "Bungalow in St. Petersburg with a terracotta-colored stone coated metal roof",
    scene: {
      kind: "house",
      roof: "stone-coated-metal",
      roofColor: "#9c5b3f",
      wallColor: "#f6efe2",
      stories: 1,
      time: "golden",
      seed: 173,
    },
  },
  {
    slug: "recent-sarasota-shingle",
    title: "Shingle installation",
    alt: "Two-story home in Sarasota with a new gray architectural shingle roof",
    scene: {
      kind: "house",
      roof: "architectural-shingle",
      roofColor: "#5b6169",
      wallColor: "#f0e9dc",
      stories: 2,
      time: "day",
      seed: 181,
    },
  },
  {
    slug: "recent-tampa-bay-standing-seam",
    title: "Standing seam metal roof",
    alt: "Waterfront home in the Tampa Bay area with a bronze standing seam metal roof",
    scene: {
      kind: "house",
      roof: "standing-seam-metal",
      roofColor: "#5a4636",
      wallColor: "#f4efe6",
      stories: 2,
      time: "golden",
      seed: 191,
    },
  },
];

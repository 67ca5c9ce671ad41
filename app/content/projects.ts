import type { ProjectInput } from "./schemas";

/**
 * Finished projects for the galleries (residential 7, commercial 4, storm 2) and the recent
 * projects on /service-areas. Each picture is one of the site's own illustrations, drawn at build
 * time from `scene` by `scripts/generate-images.ts`.
 */

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

export type { Scene } from "./schemas";
export type Project = ProjectInput & { image: { src: string; width: number; height: number } };
/** A project as a gallery shows it: the drawing's scene stays on the server. */
export type ProjectCard = Omit<Project, "scene">;

export const PROJECT_IMAGE = { width: 800, height: 560 } as const;

function projects(list: ProjectInput[]): Project[] {
  return list.map((p) => ({ ...p, image: { src: `/images/projects/${p.slug}.svg`, ...PROJECT_IMAGE } }));
}

export const residentialProjects: readonly Project[] = projects([
  {
    slug: "westchase-architectural-shingle",
    title: "Architectural shingle replacement",
    location: "Westchase, FL",
    description:
      "Tear-off of a 22-year-old three-tab roof, deck re-nailed to code, synthetic underlayment and charcoal architectural shingles rated for 130 mph winds.",
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
    location: "Palm Harbor, FL",
    description:
      "Shingles replaced with 24-gauge standing-seam panels in Galvalume over high-temperature underlayment, lowering the home's wind-mitigation premium.",
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
    location: "South Tampa, FL",
    description:
      "Original terracotta barrel tile lifted, new peel-and-stick underlayment installed, and the sound tile re-laid with matched replacements for broken pieces.",
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
    location: "Wesley Chapel, FL",
    description:
      "A 2004 subdivision roof at the end of its life, replaced in one day with weathered-wood architectural shingles approved by the HOA.",
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
    location: "Clearwater, FL",
    description:
      "Stone-coated steel shake panels on a coastal home: the look of wood shakes with salt-air resistance and a Class 4 impact rating.",
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
    location: "Lutz, FL",
    description:
      "Failing 1990s underlayment replaced beneath new slate-profile concrete tile, with new hip and ridge mortar and lead-free flashing.",
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
    location: "Brandon, FL",
    description:
      "A 1978 block ranch re-roofed in charcoal standing-seam metal with a ridge vent, cutting attic heat noticeably through the summer.",
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
]);

export const commercialProjects: readonly Project[] = projects([
  {
    slug: "brandon-warehouse-tpo",
    title: "Warehouse TPO re-roof",
    location: "Brandon, FL",
    description:
      "A 14,000 sq ft warehouse re-roofed with 60-mil white TPO over new tapered insulation, completed over a weekend with the business open.",
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
    location: "Tampa, FL",
    description:
      "Two-ply modified bitumen with a granulated cap sheet on a two-story office, with new parapet flashing and scuppers.",
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
    location: "Clearwater, FL",
    description:
      "Exposed-fastener panels replaced with standing-seam metal across a row of storefronts, phased so every shop stayed open.",
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
    location: "St. Petersburg, FL",
    description:
      "Low-slope sections of a church campus converted to TPO, with the steep sanctuary roof re-covered in architectural shingles.",
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
]);

export const stormProjects: readonly Project[] = projects([
  {
    slug: "riverview-hurricane-repair",
    title: "Hurricane wind damage repair",
    location: "Riverview, FL",
    description:
      "Tarped the night of the storm, then documented for the insurer and rebuilt: new decking where it failed and a full shingle replacement.",
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
    location: "Dunedin, FL",
    description:
      "An oak limb through the garage roof: emergency dry-in within hours, trusses repaired by our crew, and the tile matched to the rest of the house.",
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
]);

/** The three recent projects on /service-areas, as the specification names them. */
export const recentProjects: readonly Project[] = projects([
  {
    slug: "recent-st-petersburg-stone-coated",
    title: "Stone coated metal roof",
    location: "St. Petersburg, FL",
    description:
      "A bungalow in Old Northeast re-roofed in stone-coated steel tile, chosen for its look and its resistance to salt air and wind.",
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
    location: "Sarasota, FL",
    description:
      "A full architectural shingle installation with new drip edge and ridge vent on a two-story home just south of our usual area.",
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
    location: "Tampa Bay, FL",
    description:
      "Standing-seam metal in a deep bronze finish on a waterfront home, with concealed clips that let the panels move through Florida's heat.",
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
]);

export const allProjects: readonly Project[] = [
  ...residentialProjects,
  ...commercialProjects,
  ...stormProjects,
  ...recentProjects,
];

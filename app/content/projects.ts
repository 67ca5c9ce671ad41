import type { Picture } from "~/lib/images/picture";
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

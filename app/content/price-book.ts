import type { Condition, QuoteProjectType, RoofType, Stories } from "~/lib/schemas/quote-options";

/**
 * THE PRICE BOOK: every number the instant quote uses. Edit the numbers here; the pricing engine
 * (`app/lib/quote/`) only applies them. After a change, `npx vitest run app/lib/quote` checks that
 * the site's published claims still hold.
 *
 * How a quote is built, for a replacement:
 *
 *   roof area x installed price per sq ft x (1 + waste)      materials and labour, tear-off included
 *     x pitch and faces, for a roof measured from the address  see `measuredRoof`
 *   + roof area x deck share for the condition x deck price  rotten decking replaced
 *   x stories multiplier x travel multiplier                 access and distance from Odessa
 *   never below the minimum job price                        see `minimumJobPrice`
 *
 * New construction is the same without tear-off (credited back) and without deck repair: there is
 * no old roof. A repair is not a small replacement: it is priced by `repair` below, sized to the
 * roof and its condition.
 *
 * The published claims this book is built to keep (tests in `app/lib/quote/engine.test.ts`):
 * - every installed price per square foot lies inside the article figures
 *   (`figures.installedPerSqFt`: asphalt $3.50-$5.50, metal $7-$12, tile $8-$15);
 * - a typical home, a 2,000 sq ft one-story roof replaced anywhere in the service area, prices
 *   inside the FAQ's whole-roof ranges (`figures.residentialCost`: asphalt $5,000-$15,000, metal
 *   $15,000-$30,000, tile $20,000-$40,000). For example asphalt GOOD at the office:
 *   2,000 x $3.75 x 1.10 = $8,250; tile BEST in Plant City (31 miles) is 2,000 x $14.50 x 1.10 x 1.06 = $33,814.
 *
 * Text rules: names and descriptions must not contain "|" or line breaks (the stored quote text is
 * one package per line, fields separated by "|").
 */

export type PackageSpec = {
  /** Stored and sent as is. GOOD, BETTER and BEST are shown as Essential, Premium and Elite. */
  name: string;
  /** What is installed: products, underlayment, warranty. Shown under the price. */
  description: string;
};

export type ReplacementPackage = PackageSpec & {
  /**
   * Installed price per square foot of roof area, materials and labour, tear-off and disposal of
   * one existing layer included: the figure homeowners compare with the published ranges.
   */
  installedPerSqFt: number;
};

export type RepairPackage = PackageSpec & {
  /** Fixed part of the package: parts and labour that do not depend on the roof's size. */
  fixed: number;
  /** Added per square foot of the whole roof: roof-wide work such as resealing every penetration. */
  perSqFtOfRoof: number;
};

export type MaterialBook = {
  /**
   * Extra material ordered for cuts, hips, valleys, starter rows and ridge caps, as a share of
   * the roof area. Applied to the installed price (it is bought, carried and disposed of too).
   */
  waste: number;
  /** Listed in this order on the quote; the results emphasise BETTER or a standing-seam first line. */
  packages: readonly [ReplacementPackage, ReplacementPackage, ReplacementPackage];
  /** Price per square foot of the area actually repaired: matching material, underlayment, labour. */
  repairPerSqFt: number;
  repairPackages: readonly [RepairPackage, RepairPackage, RepairPackage];
};

export type PriceBook = {
  materials: Record<RoofType, MaterialBook>;
  /**
   * Harder access, more safety gear, hoisting material higher: applied to the whole job.
   * Two stories +10%, three or more +20%.
   */
  stories: Record<Stories, number>;
  /**
   * Replacement with a damaged roof: the share of the deck (plywood) we expect to replace, and
   * what a square foot of new deck costs installed (about $128 for a 4 x 8 ft sheet). Good roofs
   * need none; a fair roof usually a sheet or two around the worn spots; poor and damaged roofs a
   * real allowance. The inspection replaces the allowance with the actual count.
   */
  deckRepair: { perSqFt: number; share: Record<Condition, number> };
  /**
   * What `installedPerSqFt` includes for taking off and disposing of the old roof; credited back
   * for new construction, which has nothing to tear off.
   */
  tearOffPerSqFt: number;
  /** Which kind of pricing a project type gets. */
  projectTypes: Record<QuoteProjectType, { pricing: "replacement" | "repair"; tearOff: boolean; deckRepair: boolean }>;
  repair: {
    /** Share of the roof a repair usually covers, by the condition the visitor chose. */
    repairedShare: Record<Condition, number>;
  };
  /**
   * Travel: crew drive time and fuel from the Odessa office, by straight-line miles to the city
   * (`city-locations.ts` computes `milesFromOffice`). First band whose `upToMiles` covers the distance.
   */
  travel: {
    bands: ReadonlyArray<{ upToMiles: number; multiplier: number }>;
    /**
     * A place the quote does not recognise: most of Tampa Bay lies 10-30 miles from Odessa, so it
     * is priced like the middle of the service area. The inspection confirms the real distance.
     */
    unknownLocation: number;
  };
  /**
   * The smallest job we take: a crew, a truck, the permit and disposal cost this much however small
   * the roof. It is the floor of the cheapest package; the other packages keep their difference
   * from it, so a better package always costs more.
   */
  minimumJobPrice: number;
  /**
   * A roof measured from satellite imagery has a known pitch and number of faces, which change the
   * price per square foot (installed, and repaired): a steep roof needs harnesses, roof jacks and
   * slower work; many faces mean more cuts, valleys, hips and flashing. They apply whatever area the
   * visitor gives for that address, unless the visitor says the roof measured is not theirs.
   */
  measuredRoof: {
    /** By pitch (the x of x/12): the first band whose `upToRise` covers it. */
    pitchBands: ReadonlyArray<{ upToRise: number; multiplier: number; name: string }>;
    /** Roofs with more faces than `moreThanFaces`. */
    complexity: { moreThanFaces: number; multiplier: number };
  };
};

export const priceBook: PriceBook = {
  materials: {
    asphalt: {
      waste: 0.1,
      packages: [
        {
          name: "GOOD",
          installedPerSqFt: 3.75,
          description:
            "Architectural shingles rated for 130 mph winds over synthetic underlayment, new drip edge, pipe boots and ridge vent, full tear-off and permit; 30-year limited shingle warranty and 10-year workmanship warranty",
        },
        {
          name: "BETTER",
          installedPerSqFt: 4.5,
          description:
            "Upgraded architectural shingles installed as a full manufacturer system: self-adhered secondary water barrier over the whole deck, matching starter, hip and ridge, new flashing; lifetime limited shingle warranty and 15-year workmanship warranty",
        },
        {
          name: "BEST",
          installedPerSqFt: 5.25,
          description:
            "Class 4 impact-resistant designer shingles rated for 150 mph winds, high-temperature self-adhered underlayment over the whole deck, new metal flashing and ventilation throughout; extended non-prorated manufacturer warranty and 25-year workmanship warranty",
        },
      ],
      repairPerSqFt: 7,
      repairPackages: [
        {
          name: "GOOD",
          fixed: 0,
          perSqFtOfRoof: 0,
          description:
            "Targeted repair: damaged shingles and underlayment replaced in the affected area with matching shingles, the leak source sealed, photo report; 2-year workmanship warranty",
        },
        {
          name: "BETTER",
          fixed: 250,
          perSqFtOfRoof: 0.3,
          description:
            "Repair and tune-up: the targeted repair plus new pipe boots, every penetration resealed and loose shingles fastened across the roof; 3-year workmanship warranty",
        },
        {
          name: "BEST",
          fixed: 600,
          perSqFtOfRoof: 0.6,
          description:
            "Repair and restoration: the tune-up plus new wall and chimney flashing, ridge vent and damaged drip edge replaced, a written life-expectancy report; 5-year workmanship warranty",
        },
      ],
    },
    metal: {
      // Panels are cut to length at the factory: less waste than shingles or tile.
      waste: 0.08,
      packages: [
        // Standing seam first: it is what we recommend on a Florida home (no exposed fasteners,
        // the highest uplift ratings), and the results emphasise a standing-seam first line.
        {
          name: "Standing Seam Metal",
          installedPerSqFt: 11,
          description:
            "24-gauge concealed-fastener standing-seam panels with a Kynar 500 finish, high-temperature self-adhered underlayment, matching trim and flashing, full tear-off and permit; 40-year finish warranty and 20-year workmanship warranty",
        },
        {
          name: "Stone-Coated Metal",
          installedPerSqFt: 9.5,
          description:
            "Stone-coated steel panels with the look of shingle or tile, synthetic underlayment over a battened deck, matching ridge and trim, full tear-off and permit; 50-year limited warranty and 15-year workmanship warranty",
        },
        {
          name: "5V-Crimp Metal",
          installedPerSqFt: 7.5,
          description:
            "26-gauge Galvalume 5V-crimp panels with exposed fasteners and sealing washers, synthetic underlayment, new drip edge and ridge, full tear-off and permit; 25-year panel warranty and 10-year workmanship warranty",
        },
      ],
      repairPerSqFt: 9,
      repairPackages: [
        {
          name: "Metal Spot Repair",
          fixed: 0,
          perSqFtOfRoof: 0,
          description:
            "Damaged metal panels and trim replaced or patched in the affected area, the leak source sealed, photo report; 2-year workmanship warranty",
        },
        {
          name: "Metal Fastener and Seal Renewal",
          fixed: 300,
          perSqFtOfRoof: 0.35,
          description:
            "The spot repair plus every exposed fastener replaced with a new sealing-washer screw, seams and penetrations resealed across the roof; 3-year workmanship warranty",
        },
        {
          name: "Metal Roof Restoration",
          fixed: 700,
          perSqFtOfRoof: 0.9,
          description:
            "The fastener renewal plus rust treatment and an elastomeric restoration coating over the whole roof, new ridge and flashing where worn; 10-year coating warranty and 5-year workmanship warranty",
        },
      ],
    },
    tile: {
      waste: 0.1,
      packages: [
        {
          name: "GOOD",
          installedPerSqFt: 9.5,
          description:
            "Concrete roof tile set with foam adhesive over a self-adhered underlayment, new hip and ridge, full tear-off and permit; 50-year limited tile warranty and 10-year workmanship warranty",
        },
        {
          name: "BETTER",
          installedPerSqFt: 11.75,
          description:
            "Premium profile concrete tile, two-ply underlayment system with a high-temperature cap sheet, new metal valleys and flashing; 50-year limited tile warranty and 15-year workmanship warranty",
        },
        {
          name: "BEST",
          installedPerSqFt: 14.5,
          description:
            "Clay tile with a hurricane-rated foam and mechanical attachment, premium two-ply underlayment system, copper or stainless flashing throughout; lifetime limited tile warranty and 25-year workmanship warranty",
        },
      ],
      repairPerSqFt: 11,
      repairPackages: [
        {
          name: "GOOD",
          fixed: 0,
          perSqFtOfRoof: 0,
          description:
            "Targeted repair: broken tiles replaced with matching tiles, underlayment renewed under the leak, photo report; 2-year workmanship warranty",
        },
        {
          name: "BETTER",
          fixed: 300,
          perSqFtOfRoof: 0.35,
          description:
            "Repair and tune-up: the targeted repair plus loose and cracked tiles reset or replaced across the roof, hips and ridges re-mortared or re-foamed; 3-year workmanship warranty",
        },
        {
          name: "BEST",
          fixed: 800,
          perSqFtOfRoof: 0.75,
          description:
            "Repair and restoration: the tune-up plus new valley metal and wall flashing, tiles lifted and underlayment renewed at every leak-prone detail; 5-year workmanship warranty",
        },
      ],
    },
  },
  stories: { "1": 1, "2": 1.1, "3+": 1.2 },
  deckRepair: { perSqFt: 4, share: { Good: 0, Fair: 0.02, Poor: 0.08, Damaged: 0.15 } },
  tearOffPerSqFt: 1,
  projectTypes: {
    "roof-replacement": { pricing: "replacement", tearOff: true, deckRepair: true },
    "new-construction": { pricing: "replacement", tearOff: false, deckRepair: false },
    "roof-repair": { pricing: "repair", tearOff: false, deckRepair: false },
  },
  repair: { repairedShare: { Good: 0.05, Fair: 0.1, Poor: 0.2, Damaged: 0.3 } },
  travel: {
    bands: [
      { upToMiles: 10, multiplier: 1 },
      { upToMiles: 20, multiplier: 1.02 },
      { upToMiles: 30, multiplier: 1.04 },
      { upToMiles: Number.POSITIVE_INFINITY, multiplier: 1.06 },
    ],
    unknownLocation: 1.04,
  },
  minimumJobPrice: 650,
  measuredRoof: {
    pitchBands: [
      { upToRise: 6, multiplier: 1, name: "walkable" },
      { upToRise: 9, multiplier: 1.15, name: "steep" },
      { upToRise: Number.POSITIVE_INFINITY, multiplier: 1.3, name: "very steep" },
    ],
    complexity: { moreThanFaces: 10, multiplier: 1.05 },
  },
};

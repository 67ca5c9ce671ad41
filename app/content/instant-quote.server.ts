import type { WizardContent } from "~/components/forms/quote-wizard/step-props";
import { cities } from "~/content/cities";
import { consentText } from "~/content/consent";
import { figures, formatPerSqFtRange, formatUsdRange } from "~/content/figures";
import { priceBook } from "~/content/price-book";
import { formatUsd } from "~/lib/format";
import { ROOF_AREA_FACTOR } from "~/lib/quote/roof-area";
import {
  CONDITION_LABELS,
  CONDITIONS,
  QUOTE_PROJECT_TYPE_LABELS,
  QUOTE_PROJECT_TYPES,
  ROOF_TYPE_LABELS,
  ROOF_TYPES,
  STORIES,
  STORIES_LABELS,
} from "~/lib/schemas/quote-options";

/**
 * The /instant-quote page's copy and option data, built on the server (and at prerender time) so
 * it reaches the browser as loader data, not inside the script. The explainer's numbers are read
 * from the price book, so the page always describes the calculator that priced the quote.
 */

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export function wizardContent({ measuring }: { measuring: boolean }): WizardContent {
  return {
    measuring,
    options: {
      projectType: options(QUOTE_PROJECT_TYPES, QUOTE_PROJECT_TYPE_LABELS),
      roofType: options(ROOF_TYPES, ROOF_TYPE_LABELS),
      stories: options(STORIES, STORIES_LABELS),
      currentCondition: options(CONDITIONS, CONDITION_LABELS),
    },
    cities: cities.map((c) => c.name),
    squareFeetHint: `The average home is ${figures.squareFeet.typicalHomeMin.toLocaleString("en-US")}-${figures.squareFeet.typicalHomeMax.toLocaleString("en-US")} sq ft. Enter the roof's area if you know it.`,
    consent: consentText["Instant Quote Request"],
  };
}

export type ExplainerSection = { title: string; items: string[] };

const percent = (multiplier: number) => `${Math.round((multiplier - 1) * 100)}%`;
const share = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** "up to 6/12 walkable (no change), 7/12 to 9/12 steep (+15%), 10/12 and over very steep (+30%)" */
function pitchBands(): string {
  let from = 0;
  return priceBook.measuredRoof.pitchBands
    .map((band) => {
      const range =
        from === 0
          ? `up to ${band.upToRise}/12`
          : Number.isFinite(band.upToRise)
            ? `${from}/12 to ${band.upToRise}/12`
            : `${from}/12 and over`;
      from = band.upToRise + 1;
      return `${range} ${band.name} (${band.multiplier === 1 ? "no change" : `+${percent(band.multiplier)}`})`;
    })
    .join(", ");
}

export function explainer({ measuring }: { measuring: boolean }): ExplainerSection[] {
  const book = priceBook;
  const perSqFt = ROOF_TYPES.map((roof) => {
    const rates = book.materials[roof].packages.map((p) => p.installedPerSqFt);
    return `${ROOF_TYPE_LABELS[roof]} ${formatUsd(Math.min(...rates))}-${formatUsd(Math.max(...rates))}`;
  }).join(", ");
  const { deckRepair, travel, stories } = book;
  const farthest = travel.bands.at(-1)!.multiplier;
  return [
    {
      title: "What the price includes",
      items: [
        `Each package is priced per square foot of roof, installed: materials, labor, the permit, and tear-off and disposal of one layer of the old roof. Our prices per square foot are ${perSqFt}, inside the ranges we publish (asphalt ${formatPerSqFtRange(figures.installedPerSqFt.asphalt)}, metal ${formatPerSqFtRange(figures.installedPerSqFt.metal)}, tile ${formatPerSqFtRange(figures.installedPerSqFt.tile)}).`,
        `We add ${share(book.materials.asphalt.waste)} extra material for shingles and tile (${share(book.materials.metal.waste)} for metal panels) for the cuts at hips, valleys and edges.`,
        `A typical 2,000 sq ft one-story home comes out near the ranges in our FAQ: asphalt ${formatUsdRange(figures.residentialCost.asphalt)}, metal ${formatUsdRange(figures.residentialCost.metal)}, tile ${formatUsdRange(figures.residentialCost.tile)}.`,
        `The monthly figure is an estimate at ${figures.financing.estimateApr}% APR over ${figures.financing.estimateMonths} months. Our financing plans run ${figures.financing.termsMonths.join(", ")} months, subject to credit approval.`,
      ],
    },
    {
      title: "What moves the number",
      items: [
        "Roof area and the material and package you choose, above all.",
        `Stories: ${percent(stories["2"])} more for two stories and ${percent(stories["3+"])} for three or more, for the extra safety gear, staging and hoisting.`,
        `Condition: a fair roof carries an allowance for replacing about ${share(deckRepair.share.Fair)} of the deck, a poor roof ${share(deckRepair.share.Poor)} and a damaged one ${share(deckRepair.share.Damaged)}, at ${formatUsd(deckRepair.perSqFt)} per square foot of new plywood.`,
        `Distance from our Odessa office: nothing within ${travel.bands[0]!.upToMiles} miles, up to ${percent(farthest)} for the far edge of Tampa Bay.`,
        `New construction has no tear-off, so it costs ${formatUsd(book.tearOffPerSqFt)} per square foot less. A repair is priced on the part of the roof that needs work (more the worse the condition), not as a new roof.`,
        `The smallest job we take is ${formatUsd(book.minimumJobPrice)}: a crew, a truck, the permit and disposal cost that much however small the roof.`,
        ...(measuring
          ? [
              `A roof measured from your address: its pitch changes the price per square foot, ${pitchBands()}, and more than ${book.measuredRoof.complexity.moreThanFaces} roof faces add ${percent(book.measuredRoof.complexity.multiplier)} for the extra cuts, valleys and flashing. Correcting the area keeps them; if the roof we measured is not yours, say so and we price the area you give without them.`,
            ]
          : []),
      ],
    },
    {
      title: "What it can't know yet",
      items: [
        measuring
          ? "How many layers are on the roof now, skylights, chimneys and how much of the deck is really damaged; satellite imagery can be a few years old. The free inspection measures all of it and turns this estimate into a written quote."
          : "The roof's pitch, how many layers are on it now, skylights, chimneys and how much of the deck is really damaged. The free inspection measures all of it and turns this estimate into a written quote.",
        `Not sure of the roof's size? The helper on the roof-size question divides your home's living area by its stories and adds ${Math.round((ROOF_AREA_FACTOR - 1) * 100)}% for the slope and the overhangs.`,
      ],
    },
  ];
}

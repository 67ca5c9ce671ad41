import type { WizardContent } from "~/content/wizard-content";
import { cities } from "~/content/cities";
import type { Locale } from "~/lib/i18n/locale";
import { optionLabelsEs, resultsText, squareFeetHintIn, wizardText } from "~/content/quote-words/wizard.server";
import { consentText } from "~/content/consent.server";
import { figures, formatPerSqFtRange, formatUsdRange } from "~/content/figures";
import { priceBook } from "~/content/price-book";
import { formatUsd } from "~/lib/format";
import { ROOF_AREA_FACTOR } from "~/lib/quote/roof-area";
import { site } from "~/content/site";
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

export function wizardContent({ measuring, locale }: { measuring: boolean; locale: Locale }): WizardContent {
  const es = locale === "es";
  return {
    locale,
    measuring,
    options: {
      projectType: options(QUOTE_PROJECT_TYPES, es ? optionLabelsEs.projectType : QUOTE_PROJECT_TYPE_LABELS),
      roofType: options(ROOF_TYPES, es ? optionLabelsEs.roofType : ROOF_TYPE_LABELS),
      stories: options(STORIES, es ? optionLabelsEs.stories : STORIES_LABELS),
      currentCondition: options(CONDITIONS, es ? optionLabelsEs.currentCondition : CONDITION_LABELS),
    },
    cities: cities.map((c) => c.name),
    squareFeetHint: squareFeetHintIn[locale],
    consent: consentText[locale]["Instant Quote Request"],
    text: wizardText[locale],
    results: resultsText[locale],
  };
}

export type ExplainerSection = { title: string; items: string[] };

const percent = (multiplier: number) => `${Math.round((multiplier - 1) * 100)}%`;
const share = (fraction: number) => `${Math.round(fraction * 100)}%`;
/** "12, 60 y 180": a Spanish list, its last item joined with "y". */
const andList = (items: readonly number[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} y ${items.at(-1)}` : items.join("");

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

export function explainer({ measuring, locale = "en" }: { measuring: boolean; locale?: Locale }): ExplainerSection[] {
  if (locale === "es") return explainerEs({ measuring });
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

/** "hasta 6/12 transitable (sin cambio), de 7/12 a 9/12 empinado (+15%), 10/12 o más muy empinado (+30%)" */
function pitchBandsEs(): string {
  const names: Record<string, string> = { walkable: "transitable", steep: "empinado", "very steep": "muy empinado" };
  let from = 0;
  return priceBook.measuredRoof.pitchBands
    .map((band) => {
      const range =
        from === 0
          ? `hasta ${band.upToRise}/12`
          : Number.isFinite(band.upToRise)
            ? `de ${from}/12 a ${band.upToRise}/12`
            : `${from}/12 o más`;
      from = band.upToRise + 1;
      return `${range} ${names[band.name] ?? band.name} (${band.multiplier === 1 ? "sin cambio" : `+${percent(band.multiplier)}`})`;
    })
    .join(", ");
}

/** The same explainer in Spanish: the same numbers, read from the same price book. */
function explainerEs({ measuring }: { measuring: boolean }): ExplainerSection[] {
  const book = priceBook;
  const material: Record<(typeof ROOF_TYPES)[number], string> = {
    asphalt: "tejas asfálticas",
    metal: "metal",
    tile: "teja",
  };
  const perSqFt = ROOF_TYPES.map((roof) => {
    const rates = book.materials[roof].packages.map((p) => p.installedPerSqFt);
    return `${material[roof]} ${formatUsd(Math.min(...rates))}-${formatUsd(Math.max(...rates))}`;
  }).join(", ");
  const { deckRepair, travel, stories } = book;
  const farthest = travel.bands.at(-1)!.multiplier;
  return [
    {
      title: "Qué incluye el precio",
      items: [
        `Cada paquete tiene un precio por pie cuadrado de techo, instalado: materiales, mano de obra, el permiso y el retiro y desecho de una capa del techo viejo. Nuestros precios por pie cuadrado son ${perSqFt}, dentro de los rangos que publicamos (tejas asfálticas ${formatPerSqFtRange(figures.installedPerSqFt.asphalt)}, metal ${formatPerSqFtRange(figures.installedPerSqFt.metal)}, teja ${formatPerSqFtRange(figures.installedPerSqFt.tile)}).`,
        `Sumamos un ${share(book.materials.asphalt.waste)} de material adicional para tejas asfálticas y teja (${share(book.materials.metal.waste)} para paneles de metal) por los cortes en limatesas, limahoyas y bordes.`,
        `Una casa típica de un piso con 2,000 pies cuadrados queda cerca de los rangos de nuestras preguntas frecuentes: tejas asfálticas ${formatUsdRange(figures.residentialCost.asphalt)}, metal ${formatUsdRange(figures.residentialCost.metal)}, teja ${formatUsdRange(figures.residentialCost.tile)}.`,
        `El pago mensual es un estimado con ${figures.financing.estimateApr}% de APR a ${figures.financing.estimateMonths} meses. Nuestros planes de financiamiento son de ${andList(figures.financing.termsMonths)} meses, sujetos a aprobación de crédito.`,
      ],
    },
    {
      title: "Qué cambia el precio",
      items: [
        "Sobre todo, el área del techo y el material y el paquete que elija.",
        `Pisos: ${percent(stories["2"])} más para dos pisos y ${percent(stories["3+"])} para tres o más, por el equipo de seguridad, los andamios y la subida de materiales.`,
        `Estado: un techo regular lleva una reserva para reemplazar cerca del ${share(deckRepair.share.Fair)} de la base de madera, uno malo el ${share(deckRepair.share.Poor)} y uno dañado el ${share(deckRepair.share.Damaged)}, a ${formatUsd(deckRepair.perSqFt)} por pie cuadrado de madera contrachapada nueva.`,
        `La distancia desde nuestra oficina en Odessa: nada dentro de ${travel.bands[0]!.upToMiles} millas, hasta ${percent(farthest)} en los extremos de Tampa Bay.`,
        `La construcción nueva no tiene retiro del techo viejo, así que cuesta ${formatUsd(book.tearOffPerSqFt)} menos por pie cuadrado. Una reparación se calcula sobre la parte del techo que necesita trabajo (más cuanto peor sea su estado), no como un techo nuevo.`,
        `El trabajo más pequeño que aceptamos es de ${formatUsd(book.minimumJobPrice)}: un equipo, un camión, el permiso y el desecho cuestan eso por pequeño que sea el techo.`,
        ...(measuring
          ? [
              `Un techo medido desde su dirección: su inclinación cambia el precio por pie cuadrado, ${pitchBandsEs()}, y más de ${book.measuredRoof.complexity.moreThanFaces} caras de techo suman ${percent(book.measuredRoof.complexity.multiplier)} por los cortes, limahoyas y tapajuntas adicionales. Si corrige el área, se mantienen; si el techo que medimos no es el suyo, díganoslo y calculamos el área que usted indique sin ellos.`,
            ]
          : []),
      ],
    },
    {
      title: "Lo que la calculadora todavía no sabe",
      items: [
        measuring
          ? "Cuántas capas tiene el techo ahora, tragaluces, chimeneas y cuánto de la base está realmente dañado; las imágenes satelitales pueden tener algunos años. La inspección gratis lo mide todo y convierte este estimado en una cotización por escrito."
          : "La inclinación del techo, cuántas capas tiene ahora, tragaluces, chimeneas y cuánto de la base está realmente dañado. La inspección gratis lo mide todo y convierte este estimado en una cotización por escrito.",
        `¿No sabe el tamaño de su techo? La ayuda de la pregunta sobre el tamaño divide el área habitable de su casa entre sus pisos y suma un ${Math.round((ROOF_AREA_FACTOR - 1) * 100)}% por la inclinación y los aleros.`,
      ],
    },
  ];
}

/** The page's own words around the wizard, in both languages. `{questions}`: how many, in words. */
export const instantQuotePage: Record<
  Locale,
  {
    title: string;
    description: string;
    serviceName: string;
    crumb: string;
    h1: string;
    lead: string;
    minute: string;
    license: string;
    questions: string;
    noscriptBefore: string;
    noscriptLink: string;
    noscriptAfter: string;
    howTitle: string;
    howLead: string;
    count: Record<number, string>;
  }
> = {
  en: {
    title: `Instant Roof Quote Calculator | ${site.name}`,
    description: `Answer {questions} questions and get three roof package prices with monthly payments in about a minute. Asphalt, metal and tile from ${site.name}.`,
    serviceName: "Instant Roof Quote",
    crumb: "Instant Quote",
    h1: "Instant Roof Quote",
    lead: "{Questions} quick questions, three package prices and an estimated monthly payment for each. Free, with no obligation.",
    minute: "About a minute",
    license: `License ${site.license}`,
    questions: "Questions?",
    noscriptBefore: `The instant quote needs JavaScript. Call us at ${site.phone.display}, or use the`,
    noscriptLink: "quote form",
    noscriptAfter: "and we will price your roof for you.",
    howTitle: "How the calculator works",
    howLead: "No black box: the quote comes from our own price book, the same numbers our estimators start from.",
    count: { 6: "Six", 7: "Seven" },
  },
  es: {
    title: `Cotización de techo al instante | ${site.name}`,
    description: `Conteste {questions} preguntas y reciba en un minuto los precios de tres paquetes de techo, con pagos mensuales: tejas asfálticas, metal o teja.`,
    serviceName: "Cotización de techo al instante",
    crumb: "Cotización al instante",
    h1: "Cotización de techo al instante",
    lead: "{Questions} preguntas rápidas, tres precios de paquete y un pago mensual estimado para cada uno. Gratis y sin compromiso.",
    minute: "Cerca de un minuto",
    license: `Licencia ${site.license}`,
    questions: "¿Preguntas?",
    noscriptBefore: `La cotización al instante necesita JavaScript. Llámenos al ${site.phone.display}, o use el`,
    noscriptLink: "formulario de estimado",
    noscriptAfter: "y le daremos el precio de su techo.",
    howTitle: "Cómo funciona la calculadora",
    howLead:
      "Sin secretos: la cotización sale de nuestra propia lista de precios, los mismos números con los que empiezan nuestros estimadores.",
    count: { 6: "Seis", 7: "Siete" },
  },
};

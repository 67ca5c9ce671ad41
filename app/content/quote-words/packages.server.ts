import type { Locale } from "~/lib/i18n/locale";
import { priceBook, type PackageSpec } from "~/content/price-book";
import { formatCents, formatDollars } from "~/lib/format";
import { ESTIMATE_TERMS, monthlyPayment } from "~/lib/payment";
import { displayName } from "~/lib/quote/display";
import { QUOTE_DISCLAIMER } from "~/lib/quote/messages";
import type { QuotePackage } from "~/lib/quote/quote-text";
import { type RoofType, ROOF_TYPES } from "~/lib/schemas/quote-options";

/**
 * The instant quote's packages, financing terms and disclaimer in both languages (prices and
 * rules are the same: only the words change). Written for Florida homeowners (usted).
 */

// ---------------------------------------------------------------------------------------------
// The price book's packages in Spanish, in the price book's order (a tuple of three per list, so a
// package added in English without its Spanish does not compile).

type Spanish = readonly [PackageSpec, PackageSpec, PackageSpec];
type MaterialSpanish = { packages: Spanish; repairPackages: Spanish };

const TIER_NAMES_ES: Record<string, string> = {
  GOOD: "Paquete Esencial",
  BETTER: "Paquete Premium",
  BEST: "Paquete Élite",
};

const spanishBook: Record<RoofType, MaterialSpanish> = {
  asphalt: {
    packages: [
      {
        name: "GOOD",
        description:
          "Tejas asfálticas arquitectónicas resistentes a vientos de 130 mph sobre membrana base sintética, borde de goteo, sellos de tubería y ventilación de cumbrera nuevos, retiro completo del techo viejo y permiso; garantía limitada de 30 años en las tejas y 10 años de garantía de mano de obra",
      },
      {
        name: "BETTER",
        description:
          "Tejas arquitectónicas mejoradas instaladas como sistema completo del fabricante: barrera secundaria autoadherente contra el agua sobre todo el entablado, hilera inicial, limatesas y cumbrera a juego, tapajuntas nuevos; garantía limitada de por vida en las tejas y 15 años de garantía de mano de obra",
      },
      {
        name: "BEST",
        description:
          "Tejas asfálticas de diseño resistentes al impacto Clase 4 y a vientos de 150 mph, membrana autoadherente para altas temperaturas sobre todo el entablado, tapajuntas metálicos y ventilación nuevos en todo el techo; garantía extendida del fabricante sin prorrateo y 25 años de garantía de mano de obra",
      },
    ],
    repairPackages: [
      {
        name: "GOOD",
        description:
          "Reparación puntual: reemplazo de las tejas asfálticas y la membrana dañadas en el área afectada con tejas a juego, sellado del origen de la filtración e informe con fotos; 2 años de garantía de mano de obra",
      },
      {
        name: "BETTER",
        description:
          "Reparación y mantenimiento: la reparación puntual más sellos de tubería nuevos, todas las penetraciones selladas de nuevo y las tejas sueltas fijadas en todo el techo; 3 años de garantía de mano de obra",
      },
      {
        name: "BEST",
        description:
          "Reparación y restauración: el mantenimiento más tapajuntas nuevos en paredes y chimenea, ventilación de cumbrera y borde de goteo dañado reemplazados e informe escrito de vida útil; 5 años de garantía de mano de obra",
      },
    ],
  },
  metal: {
    packages: [
      {
        name: "Metal de junta alzada",
        description:
          "Paneles de metal de junta alzada calibre 24 con fijaciones ocultas y acabado Kynar 500, membrana autoadherente para altas temperaturas, molduras y tapajuntas a juego, retiro completo del techo viejo y permiso; garantía de 40 años en el acabado y 20 años de garantía de mano de obra",
      },
      {
        name: "Metal con recubrimiento de piedra",
        description:
          "Paneles de acero con recubrimiento de piedra con aspecto de teja asfáltica o de barro, membrana base sintética sobre listones, cumbrera y molduras a juego, retiro completo del techo viejo y permiso; garantía limitada de 50 años y 15 años de garantía de mano de obra",
      },
      {
        name: "Metal 5V",
        description:
          "Paneles 5V de Galvalume calibre 26 con tornillos expuestos y arandelas de sellado, membrana base sintética, borde de goteo y cumbrera nuevos, retiro completo del techo viejo y permiso; garantía de 25 años en los paneles y 10 años de garantía de mano de obra",
      },
    ],
    repairPackages: [
      {
        name: "Reparación puntual de metal",
        description:
          "Paneles y molduras de metal dañados reemplazados o parchados en el área afectada, el origen de la filtración sellado e informe con fotos; 2 años de garantía de mano de obra",
      },
      {
        name: "Renovación de tornillos y sellos",
        description:
          "La reparación puntual más cada tornillo expuesto reemplazado por uno nuevo con arandela de sellado, juntas y penetraciones selladas de nuevo en todo el techo; 3 años de garantía de mano de obra",
      },
      {
        name: "Restauración de techo de metal",
        description:
          "La renovación de tornillos más tratamiento contra el óxido y un recubrimiento elastomérico de restauración sobre todo el techo, cumbrera y tapajuntas nuevos donde estén gastados; garantía de 10 años en el recubrimiento y 5 años de garantía de mano de obra",
      },
    ],
  },
  tile: {
    packages: [
      {
        name: "GOOD",
        description:
          "Teja de concreto fijada con adhesivo de espuma sobre membrana autoadherente, limatesas y cumbrera nuevas, retiro completo del techo viejo y permiso; garantía limitada de 50 años en la teja y 10 años de garantía de mano de obra",
      },
      {
        name: "BETTER",
        description:
          "Teja de concreto de perfil premium, sistema de membrana de dos capas con capa superior para altas temperaturas, limahoyas y tapajuntas metálicos nuevos; garantía limitada de 50 años en la teja y 15 años de garantía de mano de obra",
      },
      {
        name: "BEST",
        description:
          "Teja de barro con fijación de espuma y mecánica certificada para huracanes, sistema premium de membrana de dos capas, tapajuntas de cobre o acero inoxidable en todo el techo; garantía limitada de por vida en la teja y 25 años de garantía de mano de obra",
      },
    ],
    repairPackages: [
      {
        name: "GOOD",
        description:
          "Reparación puntual: tejas rotas reemplazadas por tejas a juego, membrana renovada bajo la filtración e informe con fotos; 2 años de garantía de mano de obra",
      },
      {
        name: "BETTER",
        description:
          "Reparación y mantenimiento: la reparación puntual más las tejas sueltas o rajadas reasentadas o reemplazadas en todo el techo, limatesas y cumbreras con mortero o espuma nuevos; 3 años de garantía de mano de obra",
      },
      {
        name: "BEST",
        description:
          "Reparación y restauración: el mantenimiento más metal de limahoya y tapajuntas de pared nuevos, tejas levantadas y membrana renovada en cada punto propenso a filtraciones; 5 años de garantía de mano de obra",
      },
    ],
  },
};

/** The price book's English name or description → its Spanish, for every package the engine can quote. */
function spanishMaps(): { names: Record<string, string>; descriptions: Record<string, string> } {
  const names: Record<string, string> = { ...TIER_NAMES_ES };
  const descriptions: Record<string, string> = {};
  for (const roof of ROOF_TYPES) {
    for (const list of ["packages", "repairPackages"] as const) {
      priceBook.materials[roof][list].forEach((english, i) => {
        const spanish = spanishBook[roof][list][i]!;
        names[english.name] ??= spanish.name;
        descriptions[english.description] = spanish.description;
      });
    }
  }
  return { names, descriptions };
}

/** The packages' names and descriptions as the results list them, per language. */
export const SPANISH_PACKAGE_WORDS = spanishMaps();
export const ENGLISH_PACKAGE_NAMES: Record<string, string> = Object.fromEntries(
  ["GOOD", "BETTER", "BEST"].map((name) => [name, displayName(name)]),
);

/** A package as the homeowner reads it: its name and description in `locale`, its price unchanged. */
export function packageIn(pkg: QuotePackage, locale: Locale): QuotePackage & { label: string } {
  if (locale === "en") return { ...pkg, label: displayName(pkg.name) };
  return {
    ...pkg,
    label: SPANISH_PACKAGE_WORDS.names[pkg.name] ?? pkg.name,
    description: SPANISH_PACKAGE_WORDS.descriptions[pkg.description] ?? pkg.description,
  };
}

// ---------------------------------------------------------------------------------------------
// Financing terms (Regulation Z: once a monthly payment is shown, the terms that give it are too).

const { apr, months } = ESTIMATE_TERMS;

/** The financing terms beside every monthly payment, in `locale`. */
export function paymentTermsIn(pkg: QuotePackage, locale: Locale): string {
  const price = formatDollars(pkg.price);
  const payment = formatCents(monthlyPayment(pkg.price));
  return locale === "es"
    ? `${price} financiados sin pago inicial: ${months} pagos mensuales de ${payment} con una tasa de porcentaje anual (APR) del ${apr}%. Sujeto a aprobación de crédito; las tasas y los plazos dependen del prestamista y de su crédito.`
    : `${price} financed with no down payment: ${months} monthly payments of ${payment} at ${apr}% APR. Subject to credit approval; rates and terms depend on the lender and your credit.`;
}

export const QUOTE_DISCLAIMER_ES =
  "Esta cotización es un estimado basado en sus respuestas. El costo real puede variar según la inclinación del techo, las capas existentes, el estado del entablado, los requisitos del código local y los materiales disponibles. Los pagos mensuales son estimados y están sujetos a aprobación de crédito. Una inspección gratis convierte este estimado en una cotización por escrito.";

export const disclaimerIn: Record<Locale, string> = { en: QUOTE_DISCLAIMER, es: QUOTE_DISCLAIMER_ES };

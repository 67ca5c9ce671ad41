import { Award, RefreshCw, ShieldCheck, Users, Wallet, Wrench } from "lucide";
import { figures, formatYears } from "~/content/figures";
import type { FeatureCard, RepairOrReplace } from "~/content/schemas";
import { site } from "~/content/site";
import { yearsInBusiness } from "~/lib/build-info";
import type { Locale } from "~/lib/i18n/locale";

/** Copy that several content pages share, written once in each language. */

const [shortTerm, , longTerm] = figures.financing.termsMonths;

type TrustCards = Record<"family" | "licensed" | "warranty" | "financing", FeatureCard>;

export const trustCardsIn: Record<Locale, TrustCards> = {
  en: {
    family: {
      icon: Users,
      title: `Family-owned since ${site.founded}`,
      text: `${yearsInBusiness}+ years in ${site.serviceRegion}. The family that founded the company still estimates the jobs and answers for every roof.`,
    },
    licensed: {
      icon: ShieldCheck,
      title: "Licensed & insured",
      text: `Florida certified roofing contractor ${site.license}, with general liability and workers' compensation on every crew.`,
    },
    warranty: {
      icon: Award,
      title: "Warranties that hold up",
      text: "We install to each manufacturer's specification so the material warranty stays valid, and we put our own workmanship warranty in writing.",
    },
    financing: {
      icon: Wallet,
      title: "Financing available",
      text: `Plans from ${shortTerm} to ${longTerm} months, subject to credit approval, so the right roof doesn't have to wait for the perfect month.`,
    },
  },
  es: {
    family: {
      icon: Users,
      title: `Empresa familiar desde ${site.founded}`,
      text: `Más de ${yearsInBusiness} años en ${site.serviceRegion}. La familia que fundó la empresa todavía hace los estimados y responde por cada techo.`,
    },
    licensed: {
      icon: ShieldCheck,
      title: "Con licencia y seguro",
      text: `Contratista de techos certificado en Florida, licencia ${site.license}, con seguro de responsabilidad civil general y de compensación laboral en cada cuadrilla.`,
    },
    warranty: {
      icon: Award,
      title: "Garantías que se cumplen",
      text: "Instalamos según las especificaciones de cada fabricante para que la garantía del material siga vigente, y le damos por escrito nuestra propia garantía de mano de obra.",
    },
    financing: {
      icon: Wallet,
      title: "Financiamiento disponible",
      text: `Planes de ${shortTerm} a ${longTerm} meses, sujetos a aprobación de crédito, para que el techo que necesita no tenga que esperar al mes perfecto.`,
    },
  },
};

/** The English cards, as the English pages and their tests name them. */
export const trustCards = trustCardsIn.en;

const { repairUnderYears, replaceAtYears, lifespanFlorida } = figures;

/** Repair or replace: the rule of thumb /roof-repair and /roofing-101 both state. */
export const repairOrReplaceIn: Record<Locale, RepairOrReplace> = {
  en: {
    eyebrow: "Repair or replace?",
    title: "When a repair is enough, and when it isn't",
    lead: `Age and the spread of the damage decide most cases. A shingle roof lasts about ${formatYears(lifespanFlorida.asphalt)} years in Florida sun, so the age of yours matters as much as the leak.`,
    repair: {
      icon: Wrench,
      title: "Repair it when",
      items: [
        `The roof is under ${repairUnderYears} years old`,
        "The damage is isolated: a few shingles or tiles, one flashing, one pipe boot",
        "The decking underneath is dry and solid",
        "Matching materials are still available",
      ],
    },
    replace: {
      icon: RefreshCw,
      title: "Replace it when",
      items: [
        `The roof is ${replaceAtYears}+ years old`,
        "The damage is widespread, or leaks keep coming back in new places",
        "Shingles are curling, cracking or losing granules across whole slopes",
        "Soft or rotted decking shows up in more than one area",
      ],
    },
  },
  es: {
    eyebrow: "¿Reparar o reemplazar?",
    title: "Cuándo basta con una reparación y cuándo no",
    lead: `La edad del techo y qué tan extendido está el daño deciden la mayoría de los casos. Un techo de tejas asfálticas dura unos ${formatYears(lifespanFlorida.asphalt)} años bajo el sol de Florida, así que la edad del suyo importa tanto como la gotera.`,
    repair: {
      icon: Wrench,
      title: "Repárelo cuando",
      items: [
        `El techo tiene menos de ${repairUnderYears} años`,
        "El daño está localizado: unas cuantas tejas asfálticas o tejas, un tapajuntas, un sello de tubería",
        "El entablado está seco y firme",
        "Todavía se consiguen materiales que combinen",
      ],
    },
    replace: {
      icon: RefreshCw,
      title: "Reemplácelo cuando",
      items: [
        `El techo tiene ${replaceAtYears} años o más`,
        "El daño está extendido, o las goteras vuelven a salir en lugares nuevos",
        "Las tejas asfálticas se enroscan, se agrietan o pierden gránulos en caídas enteras del techo",
        "Aparece madera blanda o podrida en más de un área",
      ],
    },
  },
};

/** The English rule, as /roofing-101 and the tests name it. */
export const repairOrReplace = repairOrReplaceIn.en;

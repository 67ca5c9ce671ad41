import { figures } from "~/content/figures";
import type { Faq } from "~/content/schemas";
import { site } from "~/content/site";
import type { Locale } from "~/lib/i18n/locale";

const [shortTerm, midTerm, longTerm] = figures.financing.termsMonths;
const hours = figures.financing.contactWithinHours;

export type BenefitIcon = "wallet" | "percent" | "calendar" | "timer";

/** The financing page's words: both languages fill in the same shape, so neither can miss a part. */
export type FinancingCopy = {
  seo: { title: string; description: string; service: string; serviceSummary: string; crumb: string };
  hero: { eyebrow: string; title: string; lead: string; apply: string; call: string };
  examples: { title: string; roof: string; perMonth: string; terms: (apr: number, months: number) => string };
  benefits: { eyebrow: string; title: string; items: Array<{ icon: BenefitIcon; title: string; text: string }> };
  plans: {
    eyebrow: string;
    title: string;
    popular: string;
    items: Array<{ months: number; title: string; rate: string; lines: string[]; popular: boolean }>;
    note: string;
  };
  apply: { eyebrow: string; title: string; lead: string };
  faq: { eyebrow: string; title: string; faqs: Faq[] };
  cta: { title: string; text: string; call: string; text2: string };
};

const en: FinancingCopy = {
  seo: {
    title: `Roof Financing: ${shortTerm}-${longTerm} Month Plans | ${site.name}`,
    description: `Finance a new roof with plans from ${shortTerm} months at 0% APR to ${longTerm} months, subject to credit approval. Apply online and hear back within ${hours} hours.`,
    service: "Roof Financing",
    serviceSummary: `Roof replacement and repair financing with terms from ${shortTerm} to ${longTerm} months.`,
    crumb: "Financing",
  },
  hero: {
    eyebrow: "Roof financing",
    title: "A new roof now, with payments that fit your budget",
    lead: `Plans from ${shortTerm} months at 0% APR to ${longTerm} months for larger projects. Apply in two minutes and we'll call you within ${hours} hours with your options.`,
    apply: "Apply Now",
    call: `Call ${site.phone.display}`,
  },
  examples: {
    title: "What a new roof can cost a month",
    roof: "{price} roof",
    perMonth: "/mo",
    terms: (apr, months) =>
      `At ${apr}% APR over ${months} months, the terms of our instant quote's estimates. Your rate and term depend on the lender and your credit.`,
  },
  benefits: {
    eyebrow: "Why finance with us",
    title: "Financing made simple",
    items: [
      {
        icon: "wallet",
        title: "Flexible Payment Plans",
        text: "Pick the term and monthly payment that fit your budget, from short promotional plans to long, low payments.",
      },
      {
        icon: "percent",
        title: "Competitive Rates",
        text: "Our lending partners compete for your approval, so you see real rates from lenders who finance home improvement every day.",
      },
      {
        icon: "calendar",
        title: `Extended Terms (${shortTerm} to ${longTerm} months)`,
        text: "Spread a full replacement over years, not months, and keep your savings for everything else a house needs.",
      },
      {
        icon: "timer",
        title: "Quick Approval",
        text: `Most applicants hear back within ${hours} hours, and many pre-qualify on the spot without affecting their credit score.`,
      },
    ],
  },
  plans: {
    eyebrow: "Plans",
    title: "Choose the plan that works for you",
    popular: "MOST POPULAR",
    items: [
      {
        months: shortTerm,
        title: `${shortTerm} Months`,
        rate: "0% APR",
        lines: [
          "Same as cash",
          "No interest if paid in full within the promotional period",
          "Ideal for repairs and smaller projects",
        ],
        popular: false,
      },
      {
        months: midTerm,
        title: `${midTerm} Months`,
        rate: "Low APR",
        lines: [
          "Predictable fixed monthly payments",
          "A popular choice for complete replacements",
          "No prepayment penalties",
        ],
        popular: true,
      },
      {
        months: longTerm,
        title: `${longTerm} Months`,
        rate: "Flexible",
        lines: [
          "The lowest monthly payments",
          "Made for larger projects such as metal or tile roofs",
          "Pay it off early at any time",
        ],
        popular: false,
      },
    ],
    note: "All plans are subject to credit approval. Rates and terms depend on the lender and your credit.",
  },
  apply: {
    eyebrow: "Apply",
    title: "Apply for roof financing",
    lead: `Tell us about you and your project. We'll contact you within ${hours} hours with the plans you qualify for. Applying doesn't commit you to anything.`,
  },
  faq: {
    eyebrow: "FAQ",
    title: "Financing questions",
    faqs: [
      {
        question: "How quickly will I know if I'm approved?",
        answer: `Most applications are answered within ${hours} hours, and many homeowners are pre-qualified instantly with a soft credit check that does not affect their score. We call you with the options and walk through them before anything is signed.`,
      },
      {
        question: "Can I qualify if my credit isn't perfect?",
        answer:
          "Often, yes. We work with multiple lenders who serve a wide range of credit scores, so one application lets several of them make an offer. If a plan isn't right for you today, we'll tell you plainly and look at repair options that cost less.",
      },
      {
        question: "Are there penalties for paying my roof off early?",
        answer:
          "No. None of our financing plans has a prepayment penalty: you can make extra payments or pay the balance in full whenever you like. On the 0% plan, paying in full within the promotional period means you pay no interest at all.",
      },
    ],
  },
  cta: {
    title: "Questions about financing?",
    text: "Talk to a person, not a form: call or text us and we'll walk you through the options.",
    call: `Call ${site.phone.display}`,
    text2: "Chat by text",
  },
};

const es: FinancingCopy = {
  seo: {
    title: `Financie su techo: ${shortTerm} a ${longTerm} meses | ${site.name}`,
    description: `Financie su techo nuevo con planes de ${shortTerm} meses al 0% APR hasta ${longTerm} meses, sujetos a aprobación de crédito. Solicite en línea; respuesta en ${hours} horas.`,
    service: "Financiamiento de techos",
    serviceSummary: `Financiamiento para reemplazo y reparación de techos, con plazos de ${shortTerm} a ${longTerm} meses.`,
    crumb: "Financiamiento",
  },
  hero: {
    eyebrow: "Financiamiento de techos",
    title: "Su techo nuevo hoy, con pagos que caben en su presupuesto",
    lead: `Planes desde ${shortTerm} meses al 0% APR hasta ${longTerm} meses para proyectos más grandes. Solicite en dos minutos y le llamamos en menos de ${hours} horas con sus opciones.`,
    apply: "Solicitar ahora",
    call: `Llame al ${site.phone.display}`,
  },
  examples: {
    title: "Cuánto puede costar al mes un techo nuevo",
    roof: "Techo de {price}",
    perMonth: "/mes",
    terms: (apr, months) =>
      `Al ${apr}% APR a ${months} meses, los términos de los estimados de nuestra cotización instantánea. Su tasa y su plazo dependen del prestamista y de su crédito.`,
  },
  benefits: {
    eyebrow: "Por qué financiar con nosotros",
    title: "Financiamiento sin complicaciones",
    items: [
      {
        icon: "wallet",
        title: "Planes de pago flexibles",
        text: "Elija el plazo y el pago mensual que le convengan, desde planes promocionales cortos hasta pagos bajos a largo plazo.",
      },
      {
        icon: "percent",
        title: "Tasas competitivas",
        text: "Nuestras compañías de financiamiento compiten por su aprobación, así que usted ve tasas reales de prestamistas que financian mejoras del hogar todos los días.",
      },
      {
        icon: "calendar",
        title: `Plazos largos (de ${shortTerm} a ${longTerm} meses)`,
        text: "Reparta el costo de un techo completo en años, no en meses, y guarde sus ahorros para todo lo demás que necesita una casa.",
      },
      {
        icon: "timer",
        title: "Aprobación rápida",
        text: `La mayoría recibe respuesta en menos de ${hours} horas, y muchos califican al instante sin que afecte su puntaje de crédito.`,
      },
    ],
  },
  plans: {
    eyebrow: "Planes",
    title: "Elija el plan que más le convenga",
    popular: "EL MÁS POPULAR",
    items: [
      {
        months: shortTerm,
        title: `${shortTerm} meses`,
        rate: "0% APR",
        lines: [
          "Igual que pagar de contado",
          "Sin intereses si paga el total dentro del período promocional",
          "Ideal para reparaciones y proyectos pequeños",
        ],
        popular: false,
      },
      {
        months: midTerm,
        title: `${midTerm} meses`,
        rate: "APR bajo",
        lines: [
          "Pagos mensuales fijos y predecibles",
          "Una opción popular para reemplazos completos",
          "Sin penalidad por pagar antes",
        ],
        popular: true,
      },
      {
        months: longTerm,
        title: `${longTerm} meses`,
        rate: "Flexible",
        lines: [
          "Los pagos mensuales más bajos",
          "Pensado para proyectos grandes, como techos de metal o de tejas",
          "Puede liquidarlo antes en cualquier momento",
        ],
        popular: false,
      },
    ],
    note: "Todos los planes están sujetos a aprobación de crédito. Las tasas y los plazos dependen del prestamista y de su crédito.",
  },
  apply: {
    eyebrow: "Solicitud",
    title: "Solicite financiamiento para su techo",
    lead: `Cuéntenos sobre usted y su proyecto. Le contactamos en menos de ${hours} horas con los planes para los que califica. Solicitar no le compromete a nada.`,
  },
  faq: {
    eyebrow: "Preguntas frecuentes",
    title: "Preguntas sobre el financiamiento",
    faqs: [
      {
        question: "¿Qué tan pronto sabré si me aprueban?",
        answer: `La mayoría de las solicitudes reciben respuesta en menos de ${hours} horas, y muchos dueños de casa califican al instante con una consulta de crédito suave que no afecta su puntaje. Le llamamos con las opciones y las repasamos con usted antes de firmar nada.`,
      },
      {
        question: "¿Puedo calificar si mi crédito no es perfecto?",
        answer:
          "Muchas veces, sí. Trabajamos con varios prestamistas que atienden una gran variedad de puntajes de crédito, así que con una sola solicitud varios pueden hacerle una oferta. Si hoy ningún plan le conviene, se lo decimos con claridad y buscamos opciones de reparación que cuesten menos.",
      },
      {
        question: "¿Hay penalidad por terminar de pagar mi techo antes?",
        answer:
          "No. Ninguno de nuestros planes tiene penalidad por pago anticipado: puede hacer pagos adicionales o liquidar el saldo cuando quiera. En el plan al 0%, si paga el total dentro del período promocional, no paga ningún interés.",
      },
    ],
  },
  cta: {
    title: "¿Preguntas sobre el financiamiento?",
    text: "Hable con una persona, no con un formulario: llámenos o escríbanos por mensaje de texto y le explicamos las opciones.",
    call: `Llame al ${site.phone.display}`,
    text2: "Escríbanos por texto",
  },
};

export const financingCopy: Record<Locale, FinancingCopy> = { en, es };

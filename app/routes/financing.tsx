import { BadgePercent, CalendarRange, CircleCheck, MessageSquare, Phone, Timer, Wallet } from "lucide";
import type { Route } from "./+types/financing";
import { FaqList } from "~/components/faq-list";
import { FinancingForm } from "~/components/forms/financing-form";
import { SectionHeading } from "~/components/section-heading";
import { ButtonAnchor } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { figures } from "~/content/figures";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { formatCents, formatDollars } from "~/lib/format";
import { ESTIMATE_TERMS, monthlyPayment } from "~/lib/payment";
import { paths } from "~/lib/paths";
import { breadcrumbLd, faqPageLd, serviceLd } from "~/lib/seo/json-ld";
import { pageMeta } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/route-meta";

const [shortTerm, midTerm, longTerm] = figures.financing.termsMonths;
const contactHours = figures.financing.contactWithinHours;

const benefits = [
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
    text: `Most applicants hear back within ${contactHours} hours, and many pre-qualify on the spot without affecting their credit score.`,
  },
] as const;

const plans = [
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
] as const;

/** Roof prices for the hero's monthly examples: a repair-sized job, a typical re-roof, a metal or tile roof. */
const EXAMPLE_PRICES = [10_000, 18_000, 30_000];

const faqs = [
  {
    question: "How quickly will I know if I'm approved?",
    answer: `Most applications are answered within ${contactHours} hours, and many homeowners are pre-qualified instantly with a soft credit check that does not affect their score. We call you with the options and walk through them before anything is signed.`,
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
];

export function loader() {
  return {
    meta: pageMeta({
      title: `Roof Financing: ${shortTerm} to ${longTerm} Month Plans | ${site.name}`,
      description: `Finance a new roof with plans from ${shortTerm} months at 0% APR to ${longTerm} months, subject to credit approval. Apply online and hear back within ${contactHours} hours.`,
      path: paths.financing,
      jsonLd: [
        serviceLd({
          name: "Roof Financing",
          summary: `Roof replacement and repair financing with terms from ${shortTerm} to ${longTerm} months.`,
          path: paths.financing,
        }),
        faqPageLd(faqs),
        breadcrumbLd([{ name: "Financing", path: paths.financing }]),
      ],
    }),
    benefits,
    plans,
    faqs,
    // The instant quote's own estimate: the same formula and terms, so the two pages agree.
    examples: EXAMPLE_PRICES.map((price) => ({
      price: formatDollars(price),
      monthly: formatCents(monthlyPayment(price)),
    })),
    terms: ESTIMATE_TERMS,
  };
}

export const meta = metaFromLoader;

const benefitIcons = { wallet: Wallet, percent: BadgePercent, calendar: CalendarRange, timer: Timer } as const;

export default function Financing({ loaderData }: Route.ComponentProps) {
  const { benefits, plans, faqs, examples, terms } = loaderData;
  return (
    <>
      <section id="hero" aria-labelledby="financing-title" className="bg-navy-950 text-white">
        <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <p className="eyebrow text-ember-300">Roof financing</p>
            <h1
              id="financing-title"
              className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl"
            >
              A new roof now, with payments that fit your budget
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100 sm:text-xl">
              Plans from {shortTerm} months at 0% APR to {longTerm} months for larger projects. Apply in two minutes and
              we'll call you within {contactHours} hours with your options.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonAnchor href="#apply" size="lg">
                Apply Now
              </ButtonAnchor>
              <ButtonAnchor href={`tel:${site.phone.e164}`} variant="outline-light" size="lg">
                <Icon node={Phone} className="size-5" /> Call {site.phone.display}
              </ButtonAnchor>
            </div>
          </div>
          <aside aria-labelledby="examples-title" className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15 sm:p-8">
            <h2 id="examples-title" className="text-lg font-bold text-white">
              What a new roof can cost a month
            </h2>
            <dl className="mt-4 divide-y divide-white/10">
              {examples.map((example) => (
                <div key={example.price} className="flex items-baseline justify-between gap-4 py-3">
                  <dt className="text-navy-100">{example.price} roof</dt>
                  <dd className="text-2xl font-bold text-white">
                    {example.monthly}
                    <span className="text-base font-semibold text-navy-200">/mo</span>
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm leading-relaxed text-navy-200">
              At {terms.apr}% APR over {terms.months} months, the terms of our instant quote's estimates. Your rate and
              term depend on the lender and your credit.
            </p>
          </aside>
        </div>
      </section>

      <section aria-labelledby="benefits-title" className="section bg-sand-50">
        <div className="container-page">
          <SectionHeading id="benefits-title" eyebrow="Why finance with us" title="Financing made simple" />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="rounded-card border border-slate-200 bg-white p-6 shadow-card">
                <Icon node={benefitIcons[benefit.icon]} className="size-8 text-ember-600" />
                <h3 className="mt-4 text-lg font-bold">{benefit.title}</h3>
                <p className="mt-2 text-slate-600">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="plans-title" className="section">
        <div className="container-page">
          <SectionHeading id="plans-title" eyebrow="Plans" title="Choose the plan that works for you" align="center" />
          <ul className="mt-10 grid gap-6 lg:grid-cols-3">
            {plans.map((plan) => (
              <li
                key={plan.months}
                className={cn(
                  "relative flex flex-col rounded-card border bg-white p-7 shadow-card",
                  plan.popular ? "border-ember-600 ring-2 ring-ember-600 lg:-translate-y-2" : "border-slate-200",
                )}
              >
                {plan.popular ? (
                  <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-ember-700 px-4 py-1 text-xs font-bold tracking-wider text-white">
                    MOST POPULAR
                  </p>
                ) : null}
                <h3 className="text-2xl font-extrabold">{plan.title}</h3>
                <p className="mt-1 text-lg font-semibold text-ember-700">{plan.rate}</p>
                <ul className="mt-5 flex-1 space-y-3">
                  {plan.lines.map((line) => (
                    <li key={line} className="flex gap-2.5 text-slate-700">
                      <Icon node={CircleCheck} className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                      {line}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-center text-sm text-slate-600">
            All plans are subject to credit approval. Rates and terms depend on the lender and your credit.
          </p>
        </div>
      </section>

      <section aria-labelledby="apply-title" id="apply" className="section bg-sand-100">
        <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.5fr]">
          <SectionHeading
            id="apply-title"
            eyebrow="Apply"
            title="Apply for roof financing"
            lead={`Tell us about you and your project. We'll contact you within ${contactHours} hours with the plans you qualify for. Applying doesn't commit you to anything.`}
          />
          <div className="rounded-card bg-white p-6 shadow-lift sm:p-8">
            <FinancingForm />
          </div>
        </div>
      </section>

      <section aria-labelledby="financing-faq-title" className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading id="financing-faq-title" eyebrow="FAQ" title="Financing questions" />
          <FaqList faqs={faqs} name="financing-faq" />
        </div>
      </section>

      <section aria-labelledby="financing-cta-title" className="bg-ember-700 text-white">
        <div className="container-page flex flex-col gap-6 py-14 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="financing-cta-title" className="text-3xl font-bold text-white">
              Questions about financing?
            </h2>
            <p className="mt-2 text-lg text-ember-50">
              Talk to a person, not a form: call or text us and we'll walk you through the options.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonAnchor href={`tel:${site.phone.e164}`} variant="light" size="lg">
              <Icon node={Phone} className="size-5" /> Call {site.phone.display}
            </ButtonAnchor>
            <ButtonAnchor href={`sms:${site.phone.e164}`} variant="outline-light" size="lg">
              <Icon node={MessageSquare} className="size-5" /> Chat by text
            </ButtonAnchor>
          </div>
        </div>
      </section>
    </>
  );
}

import { BadgePercent, CalendarRange, CircleCheck, MessageSquare, Phone, Timer, Wallet } from "lucide";
import type { Route } from "./+types/financing";
import { FaqList } from "~/components/faq-list";
import { FinancingForm } from "~/components/forms/financing-form";
import { SectionHeading } from "~/components/section-heading";
import { ButtonAnchor } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { financingCopy } from "~/content/pages/financing.server";
import { site } from "~/content/site";
import { fill } from "~/content/ui-text";
import { uiText } from "~/content/ui-text.server";
import { localeOfUrl } from "~/lib/i18n/locale";
import { linkIn } from "~/lib/i18n/twins";
import { cn } from "~/lib/cn";
import { formatCents, formatDollars } from "~/lib/format";
import { ESTIMATE_TERMS, monthlyPayment } from "~/lib/payment";
import { paths } from "~/lib/paths";
import { breadcrumbLd, faqPageLd, serviceLd } from "~/lib/seo/json-ld";
import { pageMeta } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/route-meta";

/** Roof prices for the hero's monthly examples: a repair-sized job, a typical re-roof, a metal or tile roof. */
const EXAMPLE_PRICES = [10_000, 18_000, 30_000];

/** `/financing` and `/es/financiamiento`: the same page, in the language of its URL. */
export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const { seo, examples, ...copy } = financingCopy[locale];
  const path = linkIn(paths.financing, locale);
  const home = { name: uiText[locale].pageParts.home, path: linkIn(paths.home, locale) };
  return {
    meta: pageMeta({
      title: seo.title,
      description: seo.description,
      path,
      jsonLd: [
        serviceLd({ name: seo.service, summary: seo.serviceSummary, path }),
        faqPageLd(copy.faq.faqs, locale),
        breadcrumbLd([{ name: seo.crumb, path }], home),
      ],
    }),
    copy,
    // The instant quote's own estimate: the same formula and terms, so the two pages agree.
    examples: {
      title: examples.title,
      perMonth: examples.perMonth,
      rows: EXAMPLE_PRICES.map((price) => ({
        roof: fill(examples.roof, { price: formatDollars(price) }),
        monthly: formatCents(monthlyPayment(price)),
      })),
      terms: examples.terms(ESTIMATE_TERMS.apr, ESTIMATE_TERMS.months),
    },
  };
}

export const meta = metaFromLoader;

const benefitIcons = { wallet: Wallet, percent: BadgePercent, calendar: CalendarRange, timer: Timer } as const;

export default function Financing({ loaderData }: Route.ComponentProps) {
  const { copy, examples } = loaderData;
  const { hero, benefits, plans, apply, faq, cta } = copy;
  return (
    <>
      <section id="hero" aria-labelledby="financing-title" className="bg-navy-950 text-white">
        <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <p className="eyebrow text-ember-300">{hero.eyebrow}</p>
            <h1
              id="financing-title"
              className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl"
            >
              {hero.title}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100 sm:text-xl">{hero.lead}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonAnchor href="#apply" size="lg">
                {hero.apply}
              </ButtonAnchor>
              <ButtonAnchor href={`tel:${site.phone.e164}`} variant="outline-light" size="lg">
                <Icon node={Phone} className="size-5" /> {hero.call}
              </ButtonAnchor>
            </div>
          </div>
          <aside aria-labelledby="examples-title" className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15 sm:p-8">
            <h2 id="examples-title" className="text-lg font-bold text-white">
              {examples.title}
            </h2>
            <dl className="mt-4 divide-y divide-white/10">
              {examples.rows.map((example) => (
                <div key={example.roof} className="flex items-baseline justify-between gap-4 py-3">
                  <dt className="text-navy-100">{example.roof}</dt>
                  <dd className="text-2xl font-bold text-white">
                    {example.monthly}
                    <span className="text-base font-semibold text-navy-200">{examples.perMonth}</span>
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm leading-relaxed text-navy-200">{examples.terms}</p>
          </aside>
        </div>
      </section>

      <section aria-labelledby="benefits-title" className="section bg-sand-50">
        <div className="container-page">
          <SectionHeading id="benefits-title" eyebrow={benefits.eyebrow} title={benefits.title} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {benefits.items.map((benefit) => (
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
          <SectionHeading id="plans-title" eyebrow={plans.eyebrow} title={plans.title} align="center" />
          <ul className="mt-10 grid gap-6 lg:grid-cols-3">
            {plans.items.map((plan) => (
              <li
                key={plan.months}
                className={cn(
                  "relative flex flex-col rounded-card border bg-white p-7 shadow-card",
                  plan.popular ? "border-ember-600 ring-2 ring-ember-600 lg:-translate-y-2" : "border-slate-200",
                )}
              >
                {plan.popular ? (
                  <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-ember-700 px-4 py-1 text-xs font-bold tracking-wider text-white">
                    {plans.popular}
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
          <p className="mt-8 text-center text-sm text-slate-600">{plans.note}</p>
        </div>
      </section>

      <section aria-labelledby="apply-title" id="apply" className="section bg-sand-100">
        <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.5fr]">
          <SectionHeading id="apply-title" eyebrow={apply.eyebrow} title={apply.title} lead={apply.lead} />
          <div className="rounded-card bg-white p-6 shadow-lift sm:p-8">
            <FinancingForm />
          </div>
        </div>
      </section>

      <section aria-labelledby="financing-faq-title" className="section">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading id="financing-faq-title" eyebrow={faq.eyebrow} title={faq.title} />
          <FaqList faqs={faq.faqs} name="financing-faq" />
        </div>
      </section>

      <section aria-labelledby="financing-cta-title" className="bg-ember-700 text-white">
        <div className="container-page flex flex-col gap-6 py-14 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="financing-cta-title" className="text-3xl font-bold text-white">
              {cta.title}
            </h2>
            <p className="mt-2 text-lg text-ember-50">{cta.text}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonAnchor href={`tel:${site.phone.e164}`} variant="light" size="lg">
              <Icon node={Phone} className="size-5" /> {cta.call}
            </ButtonAnchor>
            <ButtonAnchor href={`sms:${site.phone.e164}`} variant="outline-light" size="lg">
              <Icon node={MessageSquare} className="size-5" /> {cta.text2}
            </ButtonAnchor>
          </div>
        </div>
      </section>
    </>
  );
}

import { Clock, ShieldCheck, Timer } from "lucide";
import type { Route } from "./+types/instant-quote";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { QuoteWizard } from "~/components/forms/quote-wizard/quote-wizard";
import { PhoneLink } from "~/components/phone-link";
import { Icon } from "~/components/ui/icon";
import { explainer, instantQuotePage, wizardContent } from "~/content/instant-quote.server";
import { fill } from "~/content/ui-text";
import { uiText } from "~/content/ui-text.server";
import { localeOfUrl } from "~/lib/i18n/locale";
import { linkIn } from "~/lib/i18n/twins";
import { paths } from "~/lib/paths";
import { measuresRoofs } from "~/lib/roof-measurement/enabled";
import { breadcrumbLd, serviceLd } from "~/lib/seo/json-ld";
import { pageMeta } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/route-meta";
import { requestOf } from "~/lib/load-context";

/** `/instant-quote` in English and `/es/cotizacion-instantanea` in Spanish: the same page, in the language of its URL. */
export function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeOfUrl(url);
  const copy = instantQuotePage[locale];
  // The running server's setting; while the build prerenders the page, the build's.
  const measuring = measuresRoofs(requestOf(context).services?.env.ROOF_MEASUREMENT ?? process.env.ROOF_MEASUREMENT);
  const questions = copy.count[measuring ? 7 : 6]!;
  const description = fill(copy.description, { questions: questions.toLowerCase() });
  const path = linkIn(paths.instantQuote, locale);
  const home = { name: uiText[locale].pageParts.home, path: linkIn(paths.home, locale) };
  const crumbs = [{ name: copy.crumb, path }];
  return {
    meta: pageMeta({
      title: copy.title,
      description,
      path,
      jsonLd: [serviceLd({ name: copy.serviceName, summary: description, path }), breadcrumbLd(crumbs, home)],
    }),
    content: wizardContent({ measuring, locale }),
    explainer: explainer({ measuring, locale }),
    copy: {
      crumbs,
      home: home.path,
      h1: copy.h1,
      lead: fill(copy.lead, { Questions: questions }),
      minute: copy.minute,
      license: copy.license,
      questions: copy.questions,
      noscript: [copy.noscriptBefore, copy.noscriptLink, copy.noscriptAfter] as const,
      contact: linkIn(paths.contact, locale),
      howTitle: copy.howTitle,
      howLead: copy.howLead,
    },
  };
}

export const meta = metaFromLoader;

export default function InstantQuote({ loaderData }: Route.ComponentProps) {
  const { content, explainer, copy } = loaderData;
  return (
    <>
      <section id="hero" aria-labelledby="quote-title" className="bg-navy-950 text-white">
        <div className="container-page py-8 sm:py-14">
          <Breadcrumbs crumbs={copy.crumbs} home={copy.home} />
          <h1 id="quote-title" className="mt-4 text-3xl font-extrabold tracking-tight text-white sm:mt-5 sm:text-5xl">
            {copy.h1}
          </h1>
          <p className="mt-3 max-w-2xl leading-relaxed text-navy-100 sm:mt-4 sm:text-lg">{copy.lead}</p>
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-navy-100 sm:mt-6">
            <li className="flex items-center gap-2">
              <Icon node={Timer} className="size-4 text-ember-300" /> {copy.minute}
            </li>
            <li className="flex items-center gap-2">
              <Icon node={ShieldCheck} className="size-4 text-ember-300" /> {copy.license}
            </li>
            <li className="flex items-center gap-2">
              <Icon node={Clock} className="size-4 text-ember-300" /> {copy.questions}{" "}
              <PhoneLink className="font-semibold text-white underline" />
            </li>
          </ul>
        </div>
      </section>

      <div className="bg-sand-50 py-6 sm:py-14">
        <div className="container-page max-w-5xl">
          <noscript>
            <p className="mb-6 rounded-lg border border-ember-300 bg-white p-4">
              {copy.noscript[0]}{" "}
              <a href={copy.contact} className="font-semibold underline">
                {copy.noscript[1]}
              </a>{" "}
              {copy.noscript[2]}
            </p>
          </noscript>
          <QuoteWizard content={content} />
        </div>
      </div>

      <section aria-labelledby="how-title" className="section">
        <div className="container-page max-w-5xl">
          <h2 id="how-title" className="section-title">
            {copy.howTitle}
          </h2>
          <p className="section-lead">{copy.howLead}</p>
          <div className="mt-10 grid gap-10 lg:grid-cols-3">
            {explainer.map((section) => (
              <div key={section.title}>
                <h3 className="text-xl font-bold">{section.title}</h3>
                <ul className="mt-4 list-disc space-y-3 pl-5 leading-relaxed text-slate-700">
                  {section.items.map((item) => (
                    <li key={item.slice(0, 40)}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

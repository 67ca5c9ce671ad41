import { Clock, ShieldCheck, Timer } from "lucide";
import type { Route } from "./+types/instant-quote";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { QuoteWizard } from "~/components/forms/quote-wizard/quote-wizard";
import { PhoneLink } from "~/components/phone-link";
import { Icon } from "~/components/ui/icon";
import { explainer, wizardContent } from "~/content/instant-quote.server";
import { site } from "~/content/site";
import { paths } from "~/lib/paths";
import { measuresRoofs } from "~/lib/roof-measurement/enabled";
import { breadcrumbLd, serviceLd } from "~/lib/seo/json-ld";
import { pageMeta } from "~/lib/seo/meta";
import { metaFromLoader } from "~/lib/seo/route-meta";

/** How many questions the wizard asks, in words. */
const COUNT_WORDS: Record<number, string> = { 6: "Six", 7: "Seven" };

export function loader({ context }: Route.LoaderArgs) {
  // The running server's setting; while the build prerenders the page, the build's.
  const measuring = measuresRoofs(context.services?.env.ROOF_MEASUREMENT ?? process.env.ROOF_MEASUREMENT);
  const questions = COUNT_WORDS[measuring ? 7 : 6]!;
  const description = `Answer ${questions.toLowerCase()} questions and get three roof package prices with monthly payments in about a minute. Asphalt, metal and tile from ${site.name}.`;
  return {
    meta: pageMeta({
      title: `Instant Roof Quote Calculator | ${site.name}`,
      description,
      path: paths.instantQuote,
      jsonLd: [
        serviceLd({ name: "Instant Roof Quote", summary: description, path: paths.instantQuote }),
        breadcrumbLd([{ name: "Instant Quote", path: paths.instantQuote }]),
      ],
    }),
    content: wizardContent({ measuring }),
    explainer: explainer({ measuring }),
    questions,
  };
}

export const meta = metaFromLoader;

export default function InstantQuote({ loaderData }: Route.ComponentProps) {
  const { content, explainer, questions } = loaderData;
  return (
    <>
      <section id="hero" aria-labelledby="quote-title" className="bg-navy-950 text-white">
        <div className="container-page py-8 sm:py-14">
          <Breadcrumbs crumbs={[{ name: "Instant Quote", path: paths.instantQuote }]} />
          <h1 id="quote-title" className="mt-4 text-3xl font-extrabold tracking-tight text-white sm:mt-5 sm:text-5xl">
            Instant Roof Quote
          </h1>
          <p className="mt-3 max-w-2xl leading-relaxed text-navy-100 sm:mt-4 sm:text-lg">
            {questions} quick questions, three package prices and an estimated monthly payment for each. Free, with no
            obligation.
          </p>
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-navy-100 sm:mt-6">
            <li className="flex items-center gap-2">
              <Icon node={Timer} className="size-4 text-ember-300" /> About a minute
            </li>
            <li className="flex items-center gap-2">
              <Icon node={ShieldCheck} className="size-4 text-ember-300" /> License {site.license}
            </li>
            <li className="flex items-center gap-2">
              <Icon node={Clock} className="size-4 text-ember-300" /> Questions?{" "}
              <PhoneLink className="font-semibold text-white underline" />
            </li>
          </ul>
        </div>
      </section>

      <div className="bg-sand-50 py-6 sm:py-14">
        <div className="container-page max-w-5xl">
          <noscript>
            <p className="mb-6 rounded-lg border border-ember-300 bg-white p-4">
              The instant quote needs JavaScript. Call us at {site.phone.display}, or use the{" "}
              <a href={paths.contact} className="font-semibold underline">
                quote form
              </a>{" "}
              and we will price your roof for you.
            </p>
          </noscript>
          <QuoteWizard content={content} />
        </div>
      </div>

      <section aria-labelledby="how-title" className="section">
        <div className="container-page max-w-5xl">
          <h2 id="how-title" className="section-title">
            How the calculator works
          </h2>
          <p className="section-lead">
            No black box: the quote comes from our own price book, the same numbers our estimators start from.
          </p>
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

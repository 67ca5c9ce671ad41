import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import QuoteResults from "~/components/forms/quote-wizard/quote-results";
import BookInspection from "~/components/inspection/book-inspection";
import { inspectionPageText } from "~/content/inspection-words/page.server";
import { resultsText } from "~/content/quote-words/wizard.server";
import { shellFor } from "~/content/shell.server";
import { site } from "~/content/site";
import type { Locale } from "~/lib/i18n/locale";
import InspectionPage from "./inspection";
import type { Route } from "./+types/inspection";

/** `element` as the server renders it at `path`, under the root route: what a visitor without scripts sees. */
function serverRendered(path: string, locale: Locale, element: () => ReactNode) {
  const Stub = createRoutesStub([{ id: "root", path: "/", children: [{ path: path.slice(1), Component: element }] }]);
  const html = renderToStaticMarkup(
    <Stub initialEntries={[path]} hydrationData={{ loaderData: { root: shellFor(path, locale) } }} />,
  );
  return { html, text: html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ") };
}

/** A booking's page for a booking that stands (`past`: its time has ended). */
function bookingPage(status: "booked" | "requested", { past = false, locale = "en" as Locale } = {}) {
  const words = inspectionPageText[locale];
  const loaderData = {
    meta: [],
    copy: { ...words, instantQuote: { label: words.instantQuote, to: "/instant-quote" } },
    booking: {
      status,
      when: locale === "es" ? "miércoles, 9 de diciembre a las 8:00 a.m." : "Wednesday, December 9 at 8:00 am",
      zone: "Eastern Time",
      manage: "/inspection/t",
      token: "t",
      greeting: "Maria",
      hours: "8:00 am to 10:00 am (Eastern Time)",
      address: "1234 Bayshore Blvd, Tampa, FL 33606",
      refused: false,
      past,
    },
  };
  const props = { loaderData, actionData: undefined } as unknown as Route.ComponentProps;
  const path = locale === "es" ? "/es/inspeccion/t" : "/inspection/t";
  return serverRendered(path, locale, () => <InspectionPage {...props} />);
}

describe("without JavaScript", () => {
  it.each(["booked", "requested"] as const)(
    "a booking's page (%s) offers no 'Change the time' button that does nothing; cancelling, a plain form, stays",
    (status) => {
      const { html } = bookingPage(status);
      expect(html).not.toContain("Change the time");
      expect(html).toMatch(/<form [^>]*method="post"[^>]*>[\s\S]*Yes, cancel it/);
    },
  );

  it.each([
    ["en", "This inspection was scheduled for Wednesday, December 9 at 8:00 am."],
    ["es", "Esta inspección estaba programada para el miércoles, 9 de diciembre a las 8:00 a.m."],
  ] as const)(
    "a booking whose time has passed (%s) says when it was, offers no change, and the office's number",
    (locale, said) => {
      const { html, text } = bookingPage("booked", { past: true, locale });
      expect(text).toContain(said);
      expect(text).not.toContain(inspectionPageText[locale].cancel);
      expect(html).not.toContain("<form");
      expect(html).toContain(`href="tel:${site.phone.e164}"`);
    },
  );

  it.each(["en", "es"] as const)(
    "the quote page (%s) says when a past inspection was, with no link to change it, and the office's number",
    (locale) => {
      const when = locale === "es" ? "miércoles, 9 de diciembre a las 8:00 a.m." : "Wednesday, December 9 at 8:00 am";
      const inspection = { status: "booked", when, zone: "Eastern Time", manage: "/inspection/t", past: true } as const;
      const text = resultsText[locale];
      const { html } = serverRendered("/quote/q", locale, () => (
        <QuoteResults quote="" token="q" inspection={inspection} bookable text={text} />
      ));
      expect(html).toContain(text.inspectionPast);
      expect(html).toContain(when);
      expect(html).not.toContain(text.inspectionBooked);
      expect(html).not.toContain('href="/inspection/t"');
      expect(html).toContain(`href="tel:${site.phone.e164}"`);
    },
  );

  // The quote page and a cancelled booking's page render the picker on the server.
  it.each(["en", "es"] as const)(
    "the picker says how to book by phone (%s), not only that times are loading",
    (locale) => {
      const path = locale === "es" ? "/es/inspeccion/t" : "/inspection/t";
      const { html, text } = serverRendered(path, locale, () => <BookInspection token="t" />);
      expect(html).toMatch(/<noscript>[\s\S]*JavaScript[\s\S]*<\/noscript>/);
      expect(html).toContain(`href="tel:${site.phone.e164}"`);
      expect(text).toContain(site.phone.display);
    },
  );
});

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import { resultsText, wizardText } from "~/content/quote-words/wizard.server";
import { generateQuote } from "~/lib/quote/engine";
import { formatDollars } from "~/lib/format";
import { pdfText } from "../support/pdf-text";
import { crmState, expect, expectAccessible, gotoHydrated, sentMail, test, uniqueVisitor } from "./fixtures";

/** What the fake CRM holds for this visitor, once it has them. */
const contactOf = async (email: string) => (await crmState()).contacts.find((c) => c.email === email);

test.describe("the instant quote in Spanish", () => {
  test("says what is wrong in Spanish, quotes in Spanish, and sends a Spanish e-mail, PDF and quote page", async ({
    page,
  }) => {
    // Six questions, pricing, the mail and the CRM: a long walk.
    test.slow();
    const visitor = uniqueVisitor();
    await gotoHydrated(page, "/es/cotizacion-instantanea");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cotización de techo al instante");
    const form = page.getByRole("form", { name: "Cotización al instante" });
    const next = form.getByRole("button", { name: "Siguiente" });
    const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
    await expect(form.getByText("Pregunta 1 de 6")).toBeVisible();
    await expect(form.getByRole("progressbar", { name: "Progreso de la cotización" })).toBeVisible();
    await expect(next).toBeDisabled();
    await expectAccessible(page);

    await form
      .getByRole("group", { name: "¿Qué tipo de proyecto es?" })
      .getByLabel("Reemplazo completo del techo")
      .check();
    await next.click();
    await form.getByRole("group", { name: "¿Qué material de techo prefiere?" }).getByLabel("Tejas asfálticas").check();
    await next.click();
    await form.getByLabel("Área del techo (pies cuadrados)").fill("2,000");
    await next.click();
    await form.getByLabel("1 piso").check();
    await next.click();
    await form.getByLabel("Regular: algún daño").check();
    await form.getByLabel("Ciudad donde está la propiedad").fill("Tampa");
    await next.click();
    await expect(form.getByRole("group", { name: "¿A dónde le enviamos su cotización?" })).toBeVisible();
    await form.getByLabel("Nombre completo").fill("María González");
    await form.getByLabel("Correo electrónico").fill(visitor.email);
    await form.getByLabel("Teléfono").fill("(813) 555-014");
    await form.getByLabel("Dirección").fill("1234 Bayshore Blvd");
    await form.getByLabel("Ciudad", { exact: true }).fill("Tampa");
    await form.getByLabel("Código postal").fill("33606");
    const submit = form.getByRole("button", { name: "Ver mi cotización" });
    await submit.click();

    // The schema's rule, said in Spanish: on the field and in the toast.
    const problem = "El teléfono debe tener exactamente 10 dígitos";
    await expect(toast(problem)).toBeVisible();
    await expect(form.getByLabel("Teléfono")).toHaveAccessibleDescription(new RegExp(problem));
    await expect(form.getByLabel("Teléfono")).toBeFocused();
    await expectAccessible(page);

    await form.getByLabel("Teléfono").fill(visitor.phone);
    await submit.click();
    await expect(toast("¡Cotización lista! Desplácese hacia abajo para ver su estimado.")).toBeVisible();

    // The same prices as the English quote, in Spanish words.
    const results = page.locator("#quote-results");
    await expect(results.getByRole("heading", { level: 2 })).toHaveText("Elija su paquete");
    const { packages } = generateQuote({
      projectType: "roof-replacement",
      roofType: "asphalt",
      squareFeet: 2000,
      stories: "1",
      currentCondition: "Fair",
      location: "Tampa",
    });
    const cards = results.getByRole("listitem");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Paquete Esencial",
      "Paquete Premium",
      "Paquete Élite",
    ]);
    for (const [i, pkg] of packages.entries()) {
      await expect(cards.nth(i)).toContainText(formatDollars(pkg.price));
      await expect(cards.nth(i)).toContainText(/\/mes con 11\.99% de APR a 144 meses/);
    }
    await expect(cards.nth(1)).toContainText("Tejas arquitectónicas mejoradas");
    await expect(results).toContainText("Esta cotización es un estimado basado en sus respuestas.");
    await expect(results.getByRole("link", { name: "Programar inspección gratis" })).toHaveAttribute(
      "href",
      "/es?service=roof-inspection&from=instant-quote#contact",
    );
    await results.getByRole("button", { name: "Elegir Paquete Premium" }).click();
    await expect(toast("Eligió: Paquete Premium.")).toBeVisible();
    await expect(results.getByText("Su elección. Nos comunicaremos con usted.")).toBeVisible();
    await expectAccessible(page);

    // The CRM knows the lead prefers Spanish.
    await expect
      .poll(async () => (await contactOf(visitor.email))?.tags, { timeout: 15_000 })
      .toEqual(expect.arrayContaining(["Spanish"]));

    // The e-mail and its PDF, in Spanish, linking to the Spanish quote page.
    let mail: ParsedMail | undefined;
    await expect
      .poll(async () => (mail = await sentMail(visitor.email, "Su cotización de techo de Suncoast Family Roofing")), {
        timeout: 15_000,
      })
      .toBeTruthy();
    const text = (mail!.text ?? "").replace(/\s+/g, " ");
    expect(text).toContain("Su cotización de techo, María");
    expect(text).toContain("144 pagos mensuales de");
    expect(text).not.toContain("a month with financing");
    const [pdf, ...others] = mail!.attachments;
    expect(others).toEqual([]);
    expect(pdf!.filename).toBe("cotizacion-de-techo.pdf");
    const pdfWords = await pdfText(pdf!.content);
    expect(pdfWords).toContain("Cotización de techo para María González");
    expect(pdfWords).toContain("Sus paquetes");
    expect(pdfWords).toContain("con una tasa de porcentaje anual (APR) del 11.99%");
    expect(pdfWords).not.toContain("Your packages");
    const token = /\/es\/cotizacion\/([A-Za-z0-9_-]{32})/.exec(text)?.[1];
    expect(token).toBeTruthy();

    const answer = await page.goto(`/es/cotizacion/${token}`);
    expect(answer?.headers()["cache-control"]).toBe("private, no-store");
    expect(answer?.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Su cotización de techo, María");
    await expect(page.locator("#quote-results").getByRole("button", { name: "Elegido Paquete Premium" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: /Ejemplo de financiamiento/ })).toContainText(
      "144 pagos mensuales de",
    );
    await expectAccessible(page);
  });

  test("'¿No está seguro?' says in Spanish why it does not fill in a living area of \"2.400\" or an estimate too large", async ({
    page,
  }) => {
    await gotoHydrated(page, "/es/cotizacion-instantanea");
    const form = page.getByRole("form", { name: "Cotización al instante" });
    const next = form.getByRole("button", { name: "Siguiente" });
    await form.getByLabel("Reemplazo completo del techo").check();
    await next.click();
    await form.getByLabel("Tejas asfálticas").check();
    await next.click();
    await form.getByText("¿No está seguro? Calcúlela según el tamaño de su casa").click();
    const living = form.getByLabel("Área habitable (pies cuadrados)");
    const estimate = form.getByRole("button", { name: "Usar el cálculo" });
    await living.fill("2.400");
    await estimate.click();
    await expect(form).toContainText(wizardText.es.squareFeet.livingAreaNotNumber);
    await living.fill("90000");
    await estimate.click();
    await expect(form).toContainText(wizardText.es.squareFeet.estimateOutOfRange);
    await expect(form.getByLabel("Área del techo (pies cuadrados)")).toHaveValue("");
    await expectAccessible(page);
  });

  test("the English wizard's twin: the switch keeps the page, and the English page stays English", async ({ page }) => {
    await gotoHydrated(page, "/instant-quote");
    await page.getByRole("banner").getByRole("link", { name: "Lea esta página en español" }).click();
    await expect(page).toHaveURL(/\/es\/cotizacion-instantanea$/);
    await expect(page.getByRole("form", { name: "Cotización al instante" })).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Read this page in English" }).click();
    await expect(page).toHaveURL(/\/instant-quote$/);
    await expect(page.getByRole("form", { name: "Instant quote" })).toBeVisible();
  });
});

test("no script of the site carries the quote's Spanish: it reaches the Spanish page as loader data", async () => {
  const assets = path.join("build", "client", "assets");
  const scripts = await Promise.all(
    (await readdir(assets)).filter((f) => f.endsWith(".js")).map((f) => readFile(path.join(assets, f), "utf8")),
  );
  expect(scripts.length).toBeGreaterThan(0);
  const strings = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : typeof value === "object" && value
        ? Object.values(value).flatMap(strings)
        : [];
  const spanish = [...strings(wizardText.es), ...strings(resultsText.es)].filter(
    (text) => text.length >= 12 && !strings(wizardText.en).includes(text) && !strings(resultsText.en).includes(text),
  );
  expect(spanish.length).toBeGreaterThan(50);
  for (const text of spanish)
    expect(
      scripts.some((script) => script.includes(text)),
      text,
    ).toBe(false);
});

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { ParsedMail } from "mailparser";
import { resultsText, wizardText } from "~/content/quote-words.server";
import { generateQuote } from "~/lib/quote/engine";
import { formatDollars } from "~/lib/format";
import { pdfText } from "../support/pdf-text";
import { crmState, expect, expectAccessible, gotoHydrated, sentMail, test, uniqueVisitor } from "./fixtures";

/** What the fake CRM holds for this visitor, once it has them. */
const contactOf = async (email: string) => (await crmState()).contacts.find((c) => c.email === email);

test("the Spanish home page is prerendered in Spanish, with its own head and hreflang pairs both ways", async ({
  request,
}) => {
  const html = await (await request.get("/es")).text();
  expect(html).toContain('<html lang="es-US"');
  expect(html).toMatch(/<h1[^>]*>[^<]*Tampa Bay[^<]*años/);
  expect(html).toContain('<link rel="canonical" href="https://www.suncoastfamilyroofing.example/es"/>');
  expect(html).toContain('<meta property="og:locale" content="es_US"/>');
  expect(html).toContain('"inLanguage":"es-US"');
  for (const [lang, href] of [
    ["en-US", "https://www.suncoastfamilyroofing.example/"],
    ["es-US", "https://www.suncoastfamilyroofing.example/es"],
    ["x-default", "https://www.suncoastfamilyroofing.example/"],
  ]) {
    expect(html).toContain(`<link rel="alternate" hrefLang="${lang}" href="${href}"/>`);
  }
});

test("every English page's Spanish alternate names it back as its English alternate", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const english = [...sitemap.matchAll(/<loc>https:\/\/[^/]+(\/[^<]*)<\/loc>/g)]
    .map((m) => m[1]!)
    .filter((path) => path !== "/es" && !path.startsWith("/es/"));
  let pairs = 0;
  for (const path of english) {
    const html = await (await request.get(path)).text();
    const spanish = /<link rel="alternate" hrefLang="es-US" href="https:\/\/[^/"]+([^"]*)"/.exec(html)?.[1];
    if (!spanish) continue;
    pairs++;
    const back = await (await request.get(spanish)).text();
    expect(back, spanish).toContain('<html lang="es-US"');
    expect(back, spanish).toMatch(
      new RegExp(`<link rel="alternate" hrefLang="en-US" href="https://[^/"]+${path.replace(/[/.]/g, "\\$&")}"`),
    );
    // And the sitemap lists the pair with its alternates.
    expect(sitemap).toContain(`hreflang="es-US" href="https://www.suncoastfamilyroofing.example${spanish}"`);
  }
  expect(pairs).toBeGreaterThan(0);
});

test("the language switch keeps the page, and the home page's address remembers the choice", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Lea esta página en español" }).click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(
    page.getByRole("navigation", { name: "Principal" }).getByRole("button", { name: "Servicios" }),
  ).toBeVisible();
  // Chosen once: the home page's address now opens in Spanish.
  await page.goto("/");
  await expect(page).toHaveURL(/\/es$/);
  await page.getByRole("banner").getByRole("link", { name: "Read this page in English" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
});

test("a page without a Spanish twin shows no language switch", async ({ page }) => {
  await page.goto("/roof-repair");
  await expect(page.getByRole("link", { name: /español/i })).toHaveCount(0);
});

test("no visitor is sent to Spanish by the browser's language alone", async ({ request }) => {
  const response = await request.get("/", { headers: { "Accept-Language": "es-US,es;q=0.9" }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<html lang="en-US"');
});

test.describe("the Spanish contact form", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("says what is wrong in Spanish, then sends a lead the CRM tags Spanish", async ({ page }) => {
    const visitor = uniqueVisitor();
    await gotoHydrated(page, "/es#contact");
    const form = page.getByRole("form", { name: "Solicitud de estimado gratis" });
    await form.getByLabel("Nombre").fill("M");
    await form.getByLabel("Apellido").fill("Rodríguez");
    await form.getByLabel("Teléfono").fill(visitor.phone);
    await form.getByLabel("Dirección").fill("4102 W Cypress St");
    await form.getByLabel("Servicio que necesita").selectOption({ label: "Reparación de techo" });
    await form.getByLabel("Ciudad").fill("Tampa");
    await form.getByLabel("Código postal").fill("33607");
    await form.getByLabel("Correo electrónico").fill(visitor.email);
    await form.getByRole("button", { name: "Pedir estimado gratis" }).click();
    const problem = "El nombre debe tener al menos 2 caracteres";
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: problem })).toBeVisible();
    await expect(form.getByLabel("Nombre")).toHaveAccessibleDescription(problem);
    await expect(form.getByLabel("Nombre")).toBeFocused();

    await form.getByLabel("Nombre").fill("María");
    await form.getByRole("button", { name: "Pedir estimado gratis" }).click();
    await expect(
      page
        .locator("[data-sonner-toast]")
        .filter({ hasText: "Recibimos su solicitud y nos comunicaremos con usted pronto." }),
    ).toBeVisible();
    await expect.poll(async () => (await contactOf(visitor.email))?.tags).toEqual(expect.arrayContaining(["Spanish"]));
    expect((await contactOf(visitor.email))?.customFields).toEqual(
      expect.arrayContaining([{ key: "language", field_value: "es" }]),
    );
    await expectAccessible(page);
  });
});

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

import { cities } from "~/content/cities";
import { cityProfiles } from "~/content/city-profiles.server";
import { crmState, expect, expectAccessible, gotoHydrated, sentMail, test, uniqueVisitor } from "./fixtures";

const SITE = "https://www.suncoastfamilyroofing.example";

type LdBlock = { "@type": string; inLanguage?: string; url?: string; itemListElement?: Array<{ item: string }> };

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as LdBlock,
  );

test("every city has a Spanish page, prerendered with its own head, keeping the city's facts", async ({ request }) => {
  const titles = new Set<string>();
  for (const city of cities) {
    const path = `/es/techos-${city.slug}-fl`;
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<html lang="es-US"');
    expect(html, path).toContain(`<link rel="canonical" href="${SITE}${path}"/>`);
    expect(html, path).toContain(`<link rel="alternate" hrefLang="en-US" href="${SITE}${city.path}"/>`);
    // The HTML escapes the apostrophe of Land O' Lakes and Town 'n' Country.
    const h1 = `>Contratista de techos en ${city.name.replace(/'/g, "&#x27;")}, FL</h1>`;
    expect(html.includes(h1), `${path}: ${h1}`).toBe(true);
    const title = /<title>([^<]*)<\/title>/.exec(html)![1]!.replace(/&#x27;/g, "'");
    expect(title.length, title).toBeLessThanOrEqual(60);
    titles.add(title);
    // Its local facts are the English page's: the ZIP codes and every nearby city, in Spanish.
    const profile = cityProfiles[city.slug as keyof typeof cityProfiles];
    expect(html, path).toContain(profile.zipCodes.join(", "));
    for (const slug of profile.nearby) expect(html, path).toContain(`href="/es/techos-${slug}-fl"`);
    const ld = jsonLdOf(html);
    expect(ld.find((b) => b["@type"] === "FAQPage")?.inLanguage, path).toBe("es-US");
    expect(ld.find((b) => b["@type"] === "LocalBusiness")?.url, path).toBe(`${SITE}${path}`);
    expect(ld.find((b) => b["@type"] === "BreadcrumbList")?.itemListElement?.map((i) => i.item)).toEqual([
      `${SITE}/es`,
      `${SITE}/es/areas-de-servicio`,
      `${SITE}${path}`,
    ]);
  }
  expect(titles.size).toBe(cities.length);
});

test("a Spanish city page reads in Spanish, links to Spanish pages, and passes axe", async ({ page }) => {
  await page.goto("/es/techos-tampa-fl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contratista de techos en Tampa, FL");
  const breadcrumb = page.getByRole("navigation", { name: "Ruta de navegación" });
  await expect(breadcrumb.getByRole("link", { name: "Áreas de servicio" })).toHaveAttribute(
    "href",
    "/es/areas-de-servicio",
  );
  await expect(page.getByRole("heading", { name: "Por qué Tampa nos elige" })).toBeVisible();
  await expect(page.getByText("Seminole Heights ·")).toBeVisible();
  await expect(page.getByRole("link", { name: "Servicios de techos residenciales" })).toHaveAttribute(
    "href",
    "/es/techos-residenciales",
  );
  await expect(page.getByRole("link", { name: "Pida su estimado gratis" }).first()).toHaveAttribute(
    "href",
    "/es#contact",
  );
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Read this page in English" })).toHaveAttribute(
    "href",
    "/roofing-tampa-fl?lang=en",
  );
  await expectAccessible(page);
});

test("the Spanish service areas page lists every city's Spanish page, and passes axe", async ({ page }) => {
  await page.goto("/es/areas-de-servicio");
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  const list = page.getByRole("region", { name: "Busque su ciudad" });
  const links = list.getByRole("link");
  await expect(links).toHaveCount(cities.length);
  expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual(
    cities.map((c) => `/es/techos-${c.slug}-fl`),
  );
  await expect(page.getByText("ciudades en el condado de Pasco")).toBeVisible();
  // The map is drawn with Spanish words, and described in Spanish.
  const map = page.getByRole("img", { name: /^Mapa de la zona de Tampa Bay con las 32 ciudades donde trabajamos/ });
  const drawing = await (await page.request.get((await map.getAttribute("src"))!)).text();
  expect(drawing).toContain("Nuestra oficina");
  expect(drawing).not.toContain("Our office");
  await expectAccessible(page);
});

test("Roofing 101 in Spanish: lifespans in years, buttons to the Spanish quote, and passes axe", async ({ page }) => {
  await page.goto("/es/techado-101");
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.getByRole("main")).toContainText(/\d+-\d+ años de vida útil típica/);
  await expect(page.getByRole("link", { name: "Cotización instantánea" })).toHaveAttribute(
    "href",
    "/es/cotizacion-instantanea",
  );
  await expectAccessible(page);
});

test.describe("the Spanish blog list", () => {
  test("says the articles are in English, marks them so, filters in Spanish, and passes axe", async ({ page }) => {
    await page.goto("/es/blog");
    await expect(page.getByText("Nuestros artículos están escritos en inglés.")).toBeVisible();
    const cards = page.getByRole("main").getByRole("article");
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(cards.first().getByRole("heading")).toHaveAttribute("lang", "en");
    await expect(cards.first().getByRole("link")).toHaveAttribute("href", /^\/blog\/[a-z0-9-]+$/);
    await page.getByRole("link", { name: "Seguros" }).click();
    await expect(page).toHaveURL(/\/es\/blog\?category=insurance$/);
    await expect(page.getByRole("heading", { name: "Artículos de Seguros" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Seguros" })).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);
  });

  test("the newsletter signs up in Spanish: a Spanish message, then a subscriber the CRM tags Spanish", async ({
    page,
  }) => {
    const visitor = uniqueVisitor();
    await gotoHydrated(page, "/es/blog");
    const form = page.getByRole("form", { name: "Suscripción a consejos por correo" });
    await form.getByLabel("Correo electrónico").fill("homeowner@");
    await form.getByRole("button", { name: "Suscribirme" }).click();
    await expect(form.getByText("Correo electrónico no válido")).toBeVisible();
    await form.getByLabel("Correo electrónico").fill(visitor.email);
    await form.getByRole("button", { name: "Suscribirme" }).click();
    await expect(page.getByText("¡Listo, ya está suscrito!")).toBeVisible();
    await expect
      .poll(async () => (await crmState()).contacts.find((c) => c.email === visitor.email)?.tags, { timeout: 15_000 })
      .toEqual(expect.arrayContaining(["Newsletter Signup", "Spanish"]));
  });
});

test("the newsletter tells a refusal in Spanish", async ({ page, pageErrors }) => {
  await gotoHydrated(page, "/es/blog");
  // The server's answer to a connection past its share of submissions.
  await page.route("**/api/leads", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({
        error: "Too many submissions from your connection. Please wait a few minutes, or call us at (813) 555-0142.",
      }),
    }),
  );
  const form = page.getByRole("form", { name: "Suscripción a consejos por correo" });
  await form.getByLabel("Correo electrónico").fill(uniqueVisitor().email);
  await form.getByRole("button", { name: "Suscribirme" }).click();
  await expect(
    page.getByText("Demasiados envíos desde su conexión. Espere unos minutos o llámenos al (813) 555-0142."),
  ).toBeVisible();
  // The refusal's status: the browser reports it, and nothing else.
  expect(pageErrors).toEqual([expect.stringContaining("status of 429")]);
  pageErrors.length = 0;
});

test.describe("the Spanish financing page", () => {
  test("is in Spanish, with the same plans and examples, and passes axe", async ({ page }) => {
    await page.goto("/es/financiamiento");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Su techo nuevo hoy, con pagos que caben en su presupuesto",
    );
    for (const plan of ["12 meses", "60 meses", "180 meses"])
      await expect(page.getByRole("heading", { name: plan, exact: true })).toBeVisible();
    const examples = page.getByRole("complementary", { name: "Cuánto puede costar al mes un techo nuevo" });
    await expect(examples.getByRole("term")).toHaveText(["Techo de $10,000", "Techo de $18,000", "Techo de $30,000"]);
    await expect(examples.getByRole("definition")).toHaveText(["$131.28/mes", "$236.31/mes", "$393.84/mes"]);
    await expectAccessible(page);
  });

  test("says what is wrong in Spanish, then sends an application the CRM tags Spanish, confirmed in Spanish", async ({
    page,
  }) => {
    const visitor = uniqueVisitor();
    await gotoHydrated(page, "/es/financiamiento");
    const form = page.getByRole("form", { name: "Solicitud de financiamiento" });
    for (const [label, value] of [
      ["Nombre", "Rosa"],
      ["Apellido", "Martínez"],
      ["Correo electrónico", visitor.email],
      ["Teléfono", "727555"],
      ["Dirección", "455 Sunset Point Rd"],
      ["Ciudad", "Clearwater"],
      ["Código postal", "33755"],
    ])
      await form.getByLabel(label!, { exact: true }).fill(value!);
    await form.getByLabel("Tipo de proyecto").selectOption({ label: "Reemplazo de techo residencial" });
    await form.getByLabel("Costo estimado").selectOption({ label: "$10,000 - $20,000" });
    await form.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(form.getByText("El teléfono debe tener exactamente 10 dígitos (solo números)")).toBeVisible();
    await form.getByLabel("Teléfono", { exact: true }).fill(visitor.phone);
    await form.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(page.getByText("¡Recibimos su solicitud de financiamiento!")).toBeVisible();
    await expect
      .poll(async () => (await crmState()).contacts.find((c) => c.email === visitor.email)?.tags, { timeout: 15_000 })
      .toEqual(["Financing Application", "Website Lead", "Spanish"]);
    await expect
      .poll(() => sentMail(visitor.email, "Recibimos su solicitud de financiamiento"), { timeout: 15_000 })
      .toBeDefined();
  });
});

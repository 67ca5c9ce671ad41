import { crmState, expect, expectAccessible, gotoHydrated, test, uniqueVisitor } from "./fixtures";

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

test("following a link to a page in the other language changes the whole page's language, and the switch follows the page", async ({
  page,
}) => {
  // The articles are written in English only: the Spanish list links to the English pages.
  await gotoHydrated(page, "/es/blog");
  await page.getByRole("main").getByRole("article").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" })).toBeVisible();
  // An English page's form posts no language, and the no-JavaScript answer is the English one.
  await expect(page.locator("form[action='/api/leads'] input[name=language]")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /español/i })).toHaveCount(0);
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Roof Repair" }).click();
  await expect(page).toHaveURL(/\/roof-repair$/);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Lea esta página en español" })).toHaveAttribute(
    "href",
    "/es/reparacion-de-techos?lang=es",
  );
});

test("the language switch works before the page's scripts run, and sets the choice on the server", async ({
  request,
}) => {
  const chosen = await request.get("/es?lang=es", { maxRedirects: 0 });
  expect(chosen.status()).toBe(302);
  expect(chosen.headers()["location"]).toBe("/es");
  expect(chosen.headers()["set-cookie"]).toMatch(/^lang=es; .*HttpOnly/i);
  const home = await request.get("/", { maxRedirects: 0, headers: { Cookie: "lang=es" } });
  expect(home.status()).toBe(302);
  expect(home.headers()["location"]).toBe("/es");
  expect(home.headers()["vary"]).toMatch(/Cookie/);
  expect((await request.get("/", { maxRedirects: 0, headers: { Cookie: "lang=en" } })).status()).toBe(200);
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
    // In the form's place: an inspection time, offered in Spanish.
    await expect(
      page.getByRole("heading", { name: "¡Gracias! Ahora elija una hora para su inspección gratis" }),
    ).toBeVisible();
    await expect.poll(async () => (await contactOf(visitor.email))?.tags).toEqual(expect.arrayContaining(["Spanish"]));
    expect((await contactOf(visitor.email))?.customFields).toEqual(
      expect.arrayContaining([{ key: "language", field_value: "es" }]),
    );
    await expectAccessible(page);
  });
});

test.describe("the Spanish contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("answers in Spanish, keeps what the visitor typed, then confirms in Spanish", async ({ page }) => {
    const visitor = uniqueVisitor();
    await page.goto("/es#contact");
    const form = page.getByRole("form", { name: "Solicitud de estimado gratis" });
    await form.getByLabel("Nombre").fill("Lucía");
    await form.getByLabel("Apellido").fill("Gómez");
    await form.getByLabel("Teléfono").fill("(813) 555-01");
    await form.getByRole("button", { name: "Pedir estimado gratis" }).click();
    await expect(page.getByRole("heading", { name: "Revise sus datos" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("alert")).toHaveText("El teléfono debe tener exactamente 10 dígitos (solo números)");

    const again = page.getByRole("form", { name: "Solicitud de estimado gratis" });
    await expect(again.getByLabel("Nombre")).toHaveValue("Lucía");
    await again.getByLabel("Teléfono").fill(visitor.phone);
    await again.getByLabel("Correo electrónico").fill(visitor.email);
    await again.getByLabel("Dirección").fill("2301 W Columbus Dr");
    await again.getByLabel("Ciudad").fill("Tampa");
    await again.getByLabel("Código postal").fill("33607");
    await again.getByLabel("Servicio que necesita").selectOption({ label: "Inspección de techo gratis" });
    await again.getByRole("button", { name: "Pedir estimado gratis" }).click();
    await expect(page.getByRole("heading", { name: "¡Gracias! Recibimos su solicitud." })).toBeVisible();
    await expect
      .poll(async () => (await contactOf(visitor.email))?.tags)
      .toEqual(expect.arrayContaining(["Spanish", "Possible Spam"]));
  });
});

test("an unknown Spanish address gets the 404 page in Spanish", async ({ page }) => {
  const response = await page.goto("/es/no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "¡Uy! No encontramos la página" })).toBeVisible();
  await expect(page).toHaveTitle(/Página no encontrada/);
});

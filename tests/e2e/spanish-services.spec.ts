import { servicePhotoAltEs } from "~/content/images";
import { commercialProjects, projectsEs, residentialProjects, stormProjects } from "~/content/projects";
import { services } from "~/content/services";
import { expect, expectAccessible, test } from "./fixtures";

const SITE = "https://www.suncoastfamilyroofing.example";

/** The seven service pages in Spanish: path, English twin, H1 and the name the breadcrumbs give it. */
const spanishServicePages = [
  {
    path: "/es/techos-residenciales",
    english: "/residential-roofing",
    h1: "Techos nuevos para hogares de Tampa Bay, hechos para el clima de Florida",
    crumb: "Techos residenciales",
    gallery: { title: "Proyectos residenciales recientes", projects: residentialProjects },
  },
  {
    path: "/es/techos-comerciales",
    english: "/commercial-roofing",
    h1: "Techos comerciales que mantienen abiertos los negocios de Tampa Bay",
    crumb: "Techos comerciales",
    gallery: { title: "Proyectos comerciales recientes", projects: commercialProjects },
  },
  {
    path: "/es/danos-por-tormenta",
    english: "/storm-damage",
    h1: "Reparación de daños por tormenta, desde la primera lona hasta la última teja",
    crumb: "Reparación de daños por tormenta",
    gallery: { title: "Reparaciones por tormenta que hemos terminado", projects: stormProjects },
  },
  {
    path: "/es/reparacion-de-techos",
    english: "/roof-repair",
    h1: "Reparaciones de techo bien hechas desde la primera vez",
    crumb: "Reparación de techos",
  },
  {
    path: "/es/inspeccion-de-techos",
    english: "/roof-inspection",
    h1: "Una inspección de techo gratis, con el informe que lo demuestra",
    crumb: "Inspección de techo gratis",
  },
  {
    path: "/es/servicio-de-emergencia",
    english: "/emergency-services",
    h1: "Reparación urgente de techos, a cualquier hora del día o de la noche",
    crumb: "Servicio de emergencia 24/7",
  },
  {
    path: "/es/ayuda-con-el-seguro",
    english: "/insurance-help",
    h1: "Reclamos al seguro por su techo, sin adivinanzas",
    crumb: "Ayuda con reclamos al seguro",
  },
];

type LdBlock = {
  "@type": string;
  inLanguage?: string;
  name?: string;
  itemListElement?: Array<{ name: string; item: string }>;
};

test("each Spanish service page is prerendered with its own Spanish head and structured data", async ({ request }) => {
  const titles = new Set<string>();
  for (const { path, english, crumb } of spanishServicePages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<html lang="es-US"');
    const title = /<title>([^<]*)<\/title>/.exec(html)![1]!;
    const description = /<meta name="description" content="([^"]*)"/.exec(html)![1]!;
    expect(title.length, title).toBeLessThanOrEqual(60);
    expect(description.length, description).toBeGreaterThanOrEqual(70);
    expect(description.length, description).toBeLessThanOrEqual(160);
    titles.add(title);
    expect(html).toContain(`<link rel="canonical" href="${SITE}${path}"/>`);
    const id = services.find((s) => s.path === english)!.id;
    expect(html).toContain(`<meta property="og:image:alt" content="${servicePhotoAltEs[id]}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en-US" href="${SITE}${english}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="es-US" href="${SITE}${path}"/>`);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as LdBlock,
    );
    const byType = (type: string) => jsonLd.find((b) => b["@type"] === type)!;
    expect(byType("FAQPage").inLanguage).toBe("es-US");
    expect(byType("Service")).toMatchObject({ name: crumb, url: `${SITE}${path}` });
    expect(byType("BreadcrumbList").itemListElement).toEqual([
      expect.objectContaining({ name: "Inicio", item: `${SITE}/es` }),
      expect.objectContaining({ name: crumb, item: `${SITE}${path}` }),
    ]);
  }
  expect(titles.size).toBe(spanishServicePages.length);
});

for (const { path, h1, crumb, gallery } of spanishServicePages) {
  test(`${path} is in Spanish: its H1, breadcrumbs to Spanish pages, buttons to the Spanish form, the other services in Spanish, and passes axe`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);

    const breadcrumb = page.getByRole("navigation", { name: "Ruta de navegación" });
    await expect(breadcrumb.getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/es");
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(crumb);

    // Every button to the quote form opens the Spanish home page's form; none the English one.
    const main = page.getByRole("main");
    await expect(main.locator('a[href^="/#"], a[href^="/?"]')).toHaveCount(0);
    expect(
      await main.locator('a[href^="/es#contact"], a[href^="/es?service="], a[href="#contact"]').count(),
    ).toBeGreaterThan(0);
    expect(await main.getByRole("link", { name: /^Llame (ya )?al \(813\) 555-0142$/ }).count()).toBeGreaterThanOrEqual(
      2,
    );

    const explore = page.getByRole("region", { name: "Conozca nuestros servicios" });
    await expect(explore.getByRole("article")).toHaveCount(services.length - 1);
    for (const link of await explore.getByRole("link", { name: /^Más información/ }).all())
      await expect(link).toHaveAttribute("href", /^\/es\/[a-z-]+$/);

    if (gallery) {
      // The projects in Spanish too, as many as on the English page, each photo described in Spanish.
      const projects = page.getByRole("region", { name: gallery.title }).getByRole("article");
      await expect(projects).toHaveCount(gallery.projects.length);
      for (const [i, project] of gallery.projects.entries()) {
        const words = projectsEs[project.slug]!;
        await expect(projects.nth(i).getByRole("heading", { level: 3 })).toHaveText(words.title);
        await expect(projects.nth(i).getByRole("img")).toHaveAttribute("alt", words.alt);
      }
    }

    await expectAccessible(page);
  });
}

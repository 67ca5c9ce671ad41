import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { cities, spanishCityPath } from "./content/cities";

/**
 * The route table. City pages are generated from `content/cities.ts`: one route per city, all
 * rendered by the same module (React Router params must be whole segments, and
 * `/roofing-{city}-fl` is not one).
 */
export default [
  index("routes/home.tsx"),
  // The Spanish pages (lib/i18n/twins.ts): each the same module as its English twin, which reads
  // its language from the URL.
  route("es", "routes/home.tsx", { id: "home-es" }),
  route("es/cotizacion-instantanea", "routes/instant-quote.tsx", { id: "instant-quote-es" }),
  // A Spanish lead's private quote page: its shell in Spanish like any page under /es. Rendered per
  // request like its twin, and linked only from the Spanish quote e-mail.
  route("es/cotizacion/:token", "routes/quote.tsx", { id: "quote-es" }),
  route("financing", "routes/financing.tsx"),
  route("es/financiamiento", "routes/financing.tsx", { id: "financing-es" }),
  route("residential-roofing", "routes/residential-roofing.tsx"),
  route("es/techos-residenciales", "routes/residential-roofing.tsx", { id: "residential-roofing-es" }),
  route("commercial-roofing", "routes/commercial-roofing.tsx"),
  route("es/techos-comerciales", "routes/commercial-roofing.tsx", { id: "commercial-roofing-es" }),
  route("storm-damage", "routes/storm-damage.tsx"),
  route("es/danos-por-tormenta", "routes/storm-damage.tsx", { id: "storm-damage-es" }),
  route("roof-repair", "routes/roof-repair.tsx"),
  route("es/reparacion-de-techos", "routes/roof-repair.tsx", { id: "roof-repair-es" }),
  route("roof-inspection", "routes/roof-inspection.tsx"),
  route("es/inspeccion-de-techos", "routes/roof-inspection.tsx", { id: "roof-inspection-es" }),
  route("emergency-services", "routes/emergency-services.tsx"),
  route("es/servicio-de-emergencia", "routes/emergency-services.tsx", { id: "emergency-services-es" }),
  route("insurance-help", "routes/insurance-help.tsx"),
  route("es/ayuda-con-el-seguro", "routes/insurance-help.tsx", { id: "insurance-help-es" }),
  route("roofing-101", "routes/roofing-101.tsx"),
  route("es/techado-101", "routes/roofing-101.tsx", { id: "roofing-101-es" }),
  route("service-areas", "routes/service-areas.tsx"),
  route("es/areas-de-servicio", "routes/service-areas.tsx", { id: "service-areas-es" }),
  route("webhook-config", "routes/webhook-config.tsx"),
  route("blog", "routes/blog.tsx"),
  route("es/blog", "routes/blog.tsx", { id: "blog-es" }),
  route("blog/:slug", "routes/blog-post.tsx"),
  ...cities.map((city) => route(city.path.slice(1), "routes/city.tsx", { id: `city-${city.slug}` })),
  ...cities.map((city) =>
    route(spanishCityPath(city.slug).slice(1), "routes/city.tsx", { id: `city-es-${city.slug}` }),
  ),
  route("instant-quote", "routes/instant-quote.tsx"),
  route("quote/:token", "routes/quote.tsx"),
  route("inspection/:token", "routes/inspection.tsx"),
  // A booking's private page in Spanish, like quote-es: linked from a Spanish lead's e-mails and
  // from the picker on a Spanish page.
  route("es/inspeccion/:token", "routes/inspection.tsx", { id: "inspection-es" }),
  // The owner's office: rendered per request, never prerendered (lib/route-table.ts lists no page of it).
  ...prefix("office", [
    index("routes/office/home.tsx"),
    route("sign-in", "routes/office/sign-in.tsx"),
    route("sign-in/:token", "routes/office/sign-in-link.tsx"),
    route("sign-out", "routes/office/sign-out.tsx"),
    layout("routes/office/layout.tsx", [
      route("leads", "routes/office/leads.tsx"),
      route("leads/:id", "routes/office/lead.tsx"),
      route("inspections", "routes/office/inspections.tsx"),
      route("sources", "routes/office/sources.tsx"),
      route("account", "routes/office/account.tsx"),
      route("passkey", "routes/office/passkey.tsx"),
      route("*", "routes/office/not-found.tsx"),
    ]),
  ]),
  route("api/leads", "routes/api/leads.tsx"),
  // Where a Spanish page's forms post without JavaScript: the same answer, in Spanish.
  route("es/solicitud", "routes/api/leads.tsx", { id: "api-leads-es" }),
  route("sitemap.xml", "routes/api/sitemap.ts"),
  route("robots.txt", "routes/api/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { cities } from "./content/cities";

/**
 * The route table. City pages are generated from `content/cities.ts`: one route per city, all
 * rendered by the same module (React Router params must be whole segments, and
 * `/roofing-{city}-fl` is not one).
 */
export default [
  index("routes/home.tsx"),
  route("financing", "routes/financing.tsx"),
  ...cities.map((city) => route(city.path.slice(1), "routes/city.tsx", { id: `city-${city.slug}` })),
  route("instant-quote", "routes/instant-quote.tsx"),
  route("api/leads", "routes/api/leads.tsx"),
  route("sitemap.xml", "routes/api/sitemap.ts"),
  route("robots.txt", "routes/api/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

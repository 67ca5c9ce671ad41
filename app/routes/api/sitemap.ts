import { articles } from "~/content/blog.server";
import { absoluteUrl } from "~/lib/build-info";
import { sitePages } from "~/lib/route-table";

/** sitemap.xml, generated from the route table (prerendered at build time). */
export function loader() {
  const urls = sitePages(articles.map((a) => a.slug).sort())
    .filter((page) => page.indexable)
    .map(
      (page) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(page.path))}</loc>\n    <changefreq>${page.changefreq}</changefreq>\n    <priority>${page.priority.toFixed(1)}</priority>\n  </url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

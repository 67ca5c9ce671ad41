import { articles } from "~/content/blog.server";
import { absoluteUrl } from "~/lib/build-info";
import { hreflangLinks } from "~/lib/i18n/twins";
import { sitePages } from "~/lib/route-table";

/**
 * sitemap.xml, generated from the route table (prerendered at build time). A page in two languages
 * lists both, each entry with the `xhtml:link` alternates Google reads for hreflang.
 */
export function loader() {
  const urls = sitePages(articles.map((a) => a.slug).sort())
    .filter((page) => page.indexable)
    .map((page) => {
      const lines = [
        `    <loc>${escapeXml(absoluteUrl(page.path))}</loc>`,
        ...hreflangLinks(page.path).map(
          (link) =>
            `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(absoluteUrl(link.path))}"/>`,
        ),
        `    <changefreq>${page.changefreq}</changefreq>`,
        `    <priority>${page.priority.toFixed(1)}</priority>`,
      ];
      return `  <url>\n${lines.join("\n")}\n  </url>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

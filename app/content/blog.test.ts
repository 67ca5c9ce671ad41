import { describe, expect, it } from "vitest";
import { paths } from "~/lib/paths";
import { sitePages } from "~/lib/route-table";
import { articles, ctaFor, findArticle, relatedArticles } from "./blog.server";
import { BLOG_CATEGORIES } from "./blog-categories";
import { blogSlugsOnDisk, readBlogFiles } from "./blog-files.server";
import { figureProblems } from "./blog-figures";
import { countWords, parseArticle, parseArticles, splitFrontMatter } from "./blog-parse.server";
import { figures, formatPerSqFtRange, formatUsdRange, formatYears } from "./figures";
import { site } from "./site";

/** The specification's table of articles (section 2, '/blog and articles'), newest first. */
const SPEC = [
  { slug: "choosing-roofing-material-florida", date: "2024-03-15", category: "Roofing Tips", cta: "/instant-quote" },
  { slug: "signs-roof-needs-repair", date: "2024-03-10", category: "Maintenance", cta: "/roof-inspection" },
  { slug: "storm-damage-insurance-coverage", date: "2024-03-05", category: "Insurance", cta: "/insurance-help" },
  { slug: "metal-vs-shingle-roofing", date: "2024-02-28", category: "Roofing Materials", cta: "/instant-quote" },
  { slug: "importance-roof-inspections", date: "2024-02-20", category: "Maintenance", cta: "/roof-inspection" },
  { slug: "prepare-roof-hurricane-season", date: "2024-02-15", category: "Storm Preparation", cta: "/roof-inspection" },
];

const files = readBlogFiles();
const bodyOf = (slug: string) => {
  const split = splitFrontMatter(files.find((f) => f.slug === slug)!.raw);
  if ("error" in split) throw new Error(split.error);
  return split.body;
};

describe("blog articles", () => {
  it("all parse and pass the checks the build runs", () => {
    expect(parseArticles(files).problems).toEqual([]);
    expect(articles).toHaveLength(6);
  });

  it("are the six of the specification, with its slugs, dates, categories and calls to action, newest first", () => {
    expect(articles.map(({ slug, date, category, cta }) => ({ slug, date, category, cta }))).toEqual(SPEC);
  });

  it("are the same files for the site (import.meta.glob) and the route table (node:fs)", () => {
    expect(blogSlugsOnDisk()).toEqual(articles.map((a) => a.slug).sort());
  });

  it("are prerendered and in the sitemap: /blog and every article are in the route table", () => {
    const pagePaths = sitePages().map((p) => p.path);
    expect(pagePaths).toContain(paths.blog);
    for (const { slug } of SPEC) expect(pagePaths).toContain(`/blog/${slug}`);
  });

  it.each(SPEC)("$slug has 700+ words, h2 and h3 headings, a list, and no h1", ({ slug }) => {
    const article = findArticle(slug)!;
    expect(countWords(bodyOf(slug))).toBeGreaterThanOrEqual(700);
    expect(article.wordCount).toBeGreaterThanOrEqual(700);
    expect(article.html).toContain("<h2>");
    expect(article.html).toContain("<h3>");
    expect(article.html).toMatch(/<(ul|ol)>/);
    expect(article.html).not.toContain("<h1");
  });

  it.each(SPEC)("$slug quotes only figures that figures.ts publishes", ({ slug }) => {
    const article = findArticle(slug)!;
    expect(figureProblems(`${article.title}\n${article.excerpt}\n${bodyOf(slug)}`)).toEqual([]);
  });

  it.each(SPEC)("$slug has title and excerpt lengths that fit search results", ({ slug }) => {
    const article = findArticle(slug)!;
    expect(article.title.length).toBeLessThanOrEqual(60);
    expect(article.excerpt.length).toBeGreaterThanOrEqual(70);
    expect(article.excerpt.length).toBeLessThanOrEqual(160);
    expect(article.keywords.length).toBeGreaterThanOrEqual(3);
  });

  it("state the published prices, lifespans and insurance figures where they discuss them", () => {
    const materials = bodyOf("choosing-roofing-material-florida");
    for (const material of ["asphalt", "metal", "tile"] as const) {
      expect(materials).toContain(formatPerSqFtRange(figures.installedPerSqFt[material]));
      expect(materials).toContain(formatUsdRange(figures.residentialCost[material]));
      expect(materials).toContain(`${formatYears(figures.lifespanFlorida[material])} years`);
    }
    const metalVsShingle = bodyOf("metal-vs-shingle-roofing");
    for (const material of ["asphalt", "metal"] as const) {
      expect(metalVsShingle).toContain(formatPerSqFtRange(figures.installedPerSqFt[material]));
      expect(metalVsShingle).toContain(formatUsdRange(figures.residentialCost[material]));
      expect(metalVsShingle).toContain(`${formatYears(figures.lifespanFlorida[material])} years`);
    }
    const insurance = bodyOf("storm-damage-insurance-coverage");
    expect(insurance).toContain(formatUsdRange(figures.standardDeductible));
    expect(insurance).toContain(`${figures.hurricaneDeductiblePercent.min}-${figures.hurricaneDeductiblePercent.max}%`);
    expect(insurance).toContain(`${figures.documentDamageHours.min}-${figures.documentDamageHours.max} hours`);
    expect(insurance).toContain(`within ${figures.inspectAfterStormHours} hours`);
    const inspections = bodyOf("importance-roof-inspections");
    expect(inspections).toContain(formatUsdRange(figures.inspectionIndustryPrice));
    expect(inspections).toContain("under an hour");
    expect(inspections).toContain(`${figures.trimBranchesFeet} feet`);
    const hurricane = bodyOf("prepare-roof-hurricane-season");
    expect(hurricane).toContain(`${figures.hurricaneSeason.start} to ${figures.hurricaneSeason.end}`);
    expect(hurricane).toContain(`within ${figures.trimBranchesFeet} feet`);
  });

  it("leave the business name, phone and address to the page around them", () => {
    for (const { raw } of files) {
      for (const literal of [site.name, site.phone.display, "555-0142", site.address.street, site.license])
        expect(raw).not.toContain(literal);
    }
  });

  it("only say 'High-Velocity Hurricane Zone' alongside Miami-Dade and Broward", () => {
    for (const { raw } of files) {
      for (const sentence of raw.split(/(?<=[.!?])\s+/)) {
        if (/high-velocity hurricane zone/i.test(sentence)) expect(sentence).toMatch(/Miami-Dade and Broward/);
      }
    }
  });

  it("show the date as the page prints it and link the category", () => {
    const first = findArticle("choosing-roofing-material-florida")!;
    expect(first.dateDisplay).toBe("March 15, 2024");
    expect(first.categorySlug).toBe("roofing-tips");
    expect(findArticle("metal-vs-shingle-roofing")!.dateDisplay).toBe("February 28, 2024");
    expect(findArticle("no-such-post")).toBeUndefined();
  });

  it("close with a call to action to their own target, and suggest other articles", () => {
    for (const article of articles) {
      expect(ctaFor(article).to).toBe(article.cta);
      expect(ctaFor(article).label).not.toBe("Learn More");
      const related = relatedArticles(article);
      expect(related).toHaveLength(2);
      expect(related.map((r) => r.slug)).not.toContain(article.slug);
    }
    expect(relatedArticles(findArticle("signs-roof-needs-repair")!)[0]!.slug).toBe("importance-roof-inspections");
  });

  it("cover every category", () => {
    expect(new Set(articles.map((a) => a.categorySlug))).toEqual(new Set(BLOG_CATEGORIES.map((c) => c.slug)));
    expect(articles.filter((a) => a.categorySlug === "maintenance")).toHaveLength(2);
  });
});

describe("figure check", () => {
  it.each([
    "Shingles cost $3.50-$5.50 per square foot.",
    "Metal runs $7 to $12 per square foot and tile $8-$15.",
    "A shingle roof is $5,000-$15,000, metal $15,000-$30,000 and tile $20,000-$40,000.",
    "Inspections elsewhere cost $200-$400; deductibles run $500-$2,500.",
    "Shingles last 15-20 years, metal 40-70 years, tile 50+ years.",
    "a 15-20 year lifespan; under about 15 years",
    "usually 2-10% of your dwelling coverage",
    "Document within 24-48 hours and inspect within 48 hours.",
    "Trim branches within 10 feet.",
    "Hurricane season runs from June 1 to November 30.",
  ])("accepts %j", (text) => {
    expect(figureProblems(text)).toEqual([]);
  });

  it.each([
    ["a wrong per-square-foot price", "Shingles cost $3.50-$6.00 per square foot."],
    ["a price written without thousands separators", "A shingle roof is $5000-$15000."],
    ["a swapped range end", "Metal roofs run $15,000-$35,000."],
    ["a lone price", "A repair costs $350."],
    ["an invented deductible", "Deductibles run $1,000-$5,000."],
    ["a wrong lifespan", "Shingles last 15-25 years here."],
    ["a wrong tile lifespan", "Tile lasts 30+ years."],
    ["a wrong hurricane deductible", "usually 1-5% of your dwelling coverage"],
    ["a wrong documentation window", "Document within 12-24 hours."],
    ["a wrong branch distance", "Trim branches within 6 feet."],
    ["a wrong season start", "Hurricane season runs from June 15 to November 30."],
  ])("rejects %s", (_what, text) => {
    expect(figureProblems(text)).not.toEqual([]);
  });
});

describe("article file checks", () => {
  const good = {
    title: "A Title That Is Long Enough",
    excerpt: "An excerpt that is long enough to satisfy the seventy character minimum for descriptions.",
    date: "2024-03-15",
    category: "Maintenance",
    keywords: "[one keyword, two keyword, three keyword]",
    cta: "/roof-inspection",
  };
  const body = "## A heading\n\nSome words about roofs.\n";
  const file = (front: Record<string, string>, text = body) =>
    `---\n${Object.entries(front)
      .map(([k, v]) => `${k}: ${v}`)
      .join("\n")}\n---\n\n${text}`;
  const problemsOf = (front: Record<string, string>, text = body, slug = "a-good-slug") => {
    const result = parseArticle(slug, file(front, text));
    return "article" in result ? [] : result.problems;
  };

  it("accepts a well-formed file and renders its Markdown", () => {
    const result = parseArticle("a-good-slug", file(good, `${body}\n- one\n- two\n`));
    expect(result.problems).toEqual([]);
    expect("article" in result && result.article.html).toContain("<h2>A heading</h2>");
    expect("article" in result && result.article.html).toContain("<li>one</li>");
  });

  it.each([
    ["an unknown category", { ...good, category: "Gardening" }, /category must be one of/],
    ["a category in slug form", { ...good, category: "maintenance" }, /category must be one of/],
    ["an external cta", { ...good, cta: "https://example.com/" }, /cta must be an internal page path/],
    [
      "a protocol-relative cta",
      { ...good, cta: "//evil.example/roof-inspection" },
      /cta must be an internal page path/,
    ],
    ["a cta to a page the site lacks", { ...good, cta: "/no-such-page" }, /cta must be an internal page path/],
    ["an impossible date", { ...good, date: "2024-02-30" }, /date must be an ISO date/],
    ["a date in another format", { ...good, date: "March 15 2024" }, /date must be an ISO date/],
    ["a title over 60 characters", { ...good, title: "x".repeat(61) }, /title must be 60 characters or fewer/],
    ["a short excerpt", { ...good, excerpt: "Too short." }, /excerpt must be at least 70/],
    ["keywords as text", { ...good, keywords: "roofs" }, /keywords must be a list/],
    ["an unknown field", { ...good, autor: "Someone" }, /unknown field/],
  ])("rejects %s", (_what, front, message) => {
    expect(problemsOf(front as Record<string, string>).join("\n")).toMatch(message);
  });

  it("rejects a missing field", () => {
    const { title: _t, ...rest } = good;
    expect(problemsOf(rest)).not.toEqual([]);
  });

  it("rejects a file without front matter, a bad slug, an h1, no h2, a wrong figure and the phone by hand", () => {
    expect(parseArticle("x-y", body).problems.join()).toMatch(/no front matter/);
    expect(problemsOf(good, body, "Bad Slug").join()).toMatch(/lower-case slug/);
    expect(problemsOf(good, `# Title\n\n${body}`).join()).toMatch(/only h1/);
    expect(problemsOf(good, "Just words.").join()).toMatch(/## \(h2\) headings/);
    expect(problemsOf(good, `${body}\nShingles cost $3-$5 per square foot.`).join()).toMatch(/price "\$3-\$5"/);
    expect(problemsOf(good, `${body}\nCall ${site.phone.display}.`).join()).toMatch(/written by hand/);
  });
});

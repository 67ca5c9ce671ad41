import type { APIRequestContext, Page } from "@playwright/test";
import { crmState, expect, expectAccessible, gotoHydrated, holdPageScripts, test, uniqueVisitor } from "./fixtures";

const SITE = "https://www.suncoastfamilyroofing.example";

/** The specification's six articles (section 2), newest first, with what each page shows. */
const POSTS = [
  {
    slug: "choosing-roofing-material-florida",
    title: "How to Choose the Right Roofing Material in Florida",
    date: "March 15, 2024",
    category: "Roofing Tips",
    cta: "/instant-quote",
    ctaLabel: "Get an Instant Quote",
  },
  {
    slug: "signs-roof-needs-repair",
    title: "Signs Your Florida Roof Needs Repair",
    date: "March 10, 2024",
    category: "Maintenance",
    cta: "/roof-inspection",
    ctaLabel: "Free Roof Inspection",
  },
  {
    slug: "storm-damage-insurance-coverage",
    title: "Does Homeowners Insurance Cover Storm Damage to Your Roof?",
    date: "March 5, 2024",
    category: "Insurance",
    cta: "/insurance-help",
    ctaLabel: "Get Insurance Claim Help",
  },
  {
    slug: "metal-vs-shingle-roofing",
    title: "Metal vs. Shingle Roofing: Which Is Better in Florida?",
    date: "February 28, 2024",
    category: "Roofing Materials",
    cta: "/instant-quote",
    ctaLabel: "Get an Instant Quote",
  },
  {
    slug: "importance-roof-inspections",
    title: "Why Regular Roof Inspections Matter in Florida",
    date: "February 20, 2024",
    category: "Maintenance",
    cta: "/roof-inspection",
    ctaLabel: "Free Roof Inspection",
  },
  {
    slug: "prepare-roof-hurricane-season",
    title: "How to Prepare Your Roof for Hurricane Season",
    date: "February 15, 2024",
    category: "Storm Preparation",
    cta: "/roof-inspection",
    ctaLabel: "Free Roof Inspection",
  },
];

const CATEGORIES = [
  { name: "Roofing Tips", slug: "roofing-tips" },
  { name: "Maintenance", slug: "maintenance" },
  { name: "Insurance", slug: "insurance" },
  { name: "Roofing Materials", slug: "roofing-materials" },
  { name: "Storm Preparation", slug: "storm-preparation" },
];

const NEWSLETTER_SUCCESS = "You're subscribed! Look for seasonal roofing tips in your inbox.";

/** The page's URL ends with this path (and query). */
const at = (path: string) => new RegExp(`^[^?]*?${path.replace(/[.?]/g, "\\$&")}$`);

const categoryNav = (page: Page) => page.getByRole("navigation", { name: "Browse by Category" });
const postCards = (page: Page) => page.getByRole("main").getByRole("listitem").getByRole("article");

async function expectPosts(page: Page, posts: typeof POSTS) {
  await expect(postCards(page)).toHaveCount(posts.length);
  for (const [i, post] of posts.entries()) {
    const card = postCards(page).nth(i);
    await expect(card.getByRole("link", { name: post.title })).toHaveAttribute("href", `/blog/${post.slug}`);
    await expect(card).toContainText(post.date);
    await expect(card).toContainText(post.category);
  }
}

test.describe("blog index", () => {
  test("shows the six posts, newest first, each with its title, excerpt, date, category and link", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Roofing advice for Florida homeowners");
    await expectPosts(page, POSTS);
    // Each card carries its excerpt.
    for (const card of await postCards(page).all())
      await expect(card.getByRole("paragraph").nth(1)).toHaveText(/.{70,}/);
    await expect(categoryNav(page).getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  });

  test("each category filters the list and puts the filter in the URL, and All brings back all six", async ({
    page,
  }) => {
    await page.goto("/blog");
    for (const category of CATEGORIES) {
      await test.step(`'${category.name}'`, async () => {
        const expected = POSTS.filter((p) => p.category === category.name);
        const link = categoryNav(page).getByRole("link", { name: category.name, exact: true });
        await link.click();
        await expect(page).toHaveURL(at(`/blog?category=${category.slug}`));
        await expectPosts(page, expected);
        await expect(page.getByRole("heading", { name: `${category.name} articles` })).toBeVisible();
        await expect(link).toHaveAttribute("aria-current", "page");
        await expect(categoryNav(page).getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current");
        await expect(page.getByText(`Showing ${expected.length} article`)).toBeVisible();
      });
    }
    await categoryNav(page).getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL(at("/blog"));
    await expectPosts(page, POSTS);
  });

  test("a filtered URL opened directly shows the filtered list", async ({ page }) => {
    await page.goto("/blog?category=storm-preparation");
    await expectPosts(
      page,
      POSTS.filter((p) => p.category === "Storm Preparation"),
    );
    await expect(categoryNav(page).getByRole("link", { name: "Storm Preparation" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("an unknown category shows every post and says so", async ({ page }) => {
    await page.goto("/blog?category=gutters");
    await expectPosts(page, POSTS);
    await expect(page.getByText('There is no category called "gutters". Showing all 6 articles.')).toBeVisible();
    await expect(categoryNav(page).getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  });

  test("a post card opens its article", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("link", { name: POSTS[3]!.title }).click();
    await expect(page).toHaveURL(at(`/blog/${POSTS[3]!.slug}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(POSTS[3]!.title);
  });

  test("passes axe", async ({ page }) => {
    await page.goto("/blog?category=maintenance");
    await expectAccessible(page);
    await page.goto("/blog");
    await expectAccessible(page);
  });
});

test.describe("blog index without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the category buttons are links that filter on the server", async ({ page }) => {
    await page.goto("/blog");
    await expectPosts(page, POSTS);
    await categoryNav(page).getByRole("link", { name: "Maintenance" }).click();
    await expect(page).toHaveURL(at("/blog?category=maintenance"));
    await expectPosts(
      page,
      POSTS.filter((p) => p.category === "Maintenance"),
    );
    await categoryNav(page).getByRole("link", { name: "Insurance" }).click();
    await expect(page).toHaveURL(at("/blog?category=insurance"));
    await expect(postCards(page)).toHaveCount(1);
  });
});

test.describe("articles", () => {
  for (const post of POSTS) {
    test(`${post.slug}: back link, date, category, the article and its call to action`, async ({ page }) => {
      await page.goto(`/blog/${post.slug}`);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      await expect(main.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
      await expect(main.getByText(post.date, { exact: true }).first()).toBeVisible();
      const categoryLink = main.getByRole("link", { name: post.category, exact: true }).first();
      await expect(categoryLink).toBeVisible();
      await expect(categoryLink).toHaveAttribute(
        "href",
        `/blog?category=${post.category.toLowerCase().replace(/ /g, "-")}`,
      );
      await expect(main.getByRole("heading", { level: 2 }).first()).toBeVisible();
      expect(await main.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(4);

      const cta = page.getByRole("region").filter({ has: page.getByRole("link", { name: post.ctaLabel }) });
      await expect(cta.getByRole("link", { name: post.ctaLabel })).toHaveAttribute("href", post.cta);
      await expect(cta.getByRole("link", { name: /Call \(813\) 555-0142/ })).toHaveAttribute(
        "href",
        "tel:+18135550142",
      );
      await expect(main.getByRole("region", { name: "Keep reading" }).getByRole("article")).toHaveCount(2);
    });
  }

  test("'Back to Blog' returns to the index", async ({ page }) => {
    await page.goto(`/blog/${POSTS[0]!.slug}`);
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(at("/blog"));
    await expect(postCards(page)).toHaveCount(6);
  });

  test("the category badge opens the filtered index", async ({ page }) => {
    await page.goto(`/blog/${POSTS[1]!.slug}`);
    await page.getByRole("main").getByRole("link", { name: "Maintenance", exact: true }).first().click();
    await expect(page).toHaveURL(at("/blog?category=maintenance"));
    await expect(postCards(page)).toHaveCount(2);
  });

  test("an unknown article is the 404 page with status 404", async ({ request }) => {
    const res = await request.get("/blog/not-a-real-post");
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain("Return to Home");
  });

  test("passes axe", async ({ page }) => {
    await page.goto(`/blog/${POSTS[3]!.slug}`);
    await expectAccessible(page);
  });
});

/** What a crawler sees without running any script. */
async function rawPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return {
    status: response.status(),
    html,
    h1s: html.match(/<h1[\s>]/g)?.length ?? 0,
    h1: attr(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.replace(/<[^>]+>/g, ""),
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    keywords: attr(/<meta name="keywords" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    jsonLd,
  };
}

const decode = (s: string | undefined) =>
  s
    ?.replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

test.describe("what crawlers see", () => {
  test("/blog has its H1, title, description, canonical, keywords, the posts and Blog + BreadcrumbList JSON-LD", async ({
    request,
  }) => {
    const page = await rawPage(request, "/blog");
    expect(page.status).toBe(200);
    expect(page.h1s).toBe(1);
    expect(page.h1).toBe("Roofing advice for Florida homeowners");
    expect(decode(page.title)).toBe("Roofing Tips & Advice Blog | Suncoast Family Roofing");
    expect(page.description!.length).toBeGreaterThanOrEqual(70);
    expect(page.description!.length).toBeLessThanOrEqual(160);
    expect(page.canonical).toBe(`${SITE}/blog`);
    expect(page.keywords).toContain("Florida roofing tips");
    for (const post of POSTS) expect(page.html).toContain(`href="/blog/${post.slug}"`);
    const blog = page.jsonLd.find((b) => b["@type"] === "Blog")!;
    expect((blog.blogPost as Array<{ url: string }>).map((p) => p.url)).toEqual(
      POSTS.map((p) => `${SITE}/blog/${p.slug}`),
    );
    const crumbs = page.jsonLd.find((b) => b["@type"] === "BreadcrumbList")!;
    expect(crumbs.itemListElement).toHaveLength(2);
  });

  test("a filtered view is rendered by the server, with the canonical of /blog", async ({ request }) => {
    const page = await rawPage(request, "/blog?category=maintenance");
    expect(page.status).toBe(200);
    expect(page.canonical).toBe(`${SITE}/blog`);
    expect(decode(page.title)).toBe("Maintenance Articles | Suncoast Family Roofing Blog");
    expect(page.html).toContain('href="/blog/signs-roof-needs-repair"');
    expect(page.html).not.toContain('href="/blog/metal-vs-shingle-roofing"');
  });

  for (const post of POSTS) {
    test(`/blog/${post.slug} has its H1, title, description, canonical, keywords, text and Article JSON-LD`, async ({
      request,
    }) => {
      const path = `/blog/${post.slug}`;
      const page = await rawPage(request, path);
      expect(page.status).toBe(200);
      expect(page.h1s).toBe(1);
      expect(decode(page.h1)).toBe(post.title);
      expect(decode(page.title)).toContain(post.title);
      expect(page.title!.length).toBeLessThanOrEqual(65);
      expect(page.description!.length).toBeGreaterThanOrEqual(70);
      expect(page.description!.length).toBeLessThanOrEqual(170);
      expect(page.canonical).toBe(`${SITE}${path}`);
      expect(page.keywords!.split(", ").length).toBeGreaterThanOrEqual(3);
      expect(page.html).toContain('property="og:type" content="article"');
      expect((page.html.match(/<h2[\s>]/g) ?? []).length).toBeGreaterThanOrEqual(4);
      expect(page.html).toContain(post.date);

      const article = page.jsonLd.find((b) => b["@type"] === "Article")!;
      expect(article).toMatchObject({
        "@context": "https://schema.org",
        headline: post.title,
        url: `${SITE}${path}`,
        articleSection: post.category,
        author: { "@type": "Organization", name: "Suncoast Family Roofing" },
      });
      expect(article.datePublished).toMatch(/^2024-0[23]-\d{2}$/);
      expect(article.keywords).toBe(decode(page.keywords));
      const crumbs = page.jsonLd.find((b) => b["@type"] === "BreadcrumbList") as {
        itemListElement: Array<{ name: string; item: string }>;
      };
      expect(crumbs.itemListElement.map((c) => c.item)).toEqual([`${SITE}/`, `${SITE}/blog`, `${SITE}${path}`]);
      expect(crumbs.itemListElement[2]!.name).toBe(post.title);
    });
  }

  test("sitemap.xml lists /blog and the six articles", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${SITE}/blog</loc>`);
    for (const post of POSTS) expect(sitemap).toContain(`<loc>${SITE}/blog/${post.slug}</loc>`);
  });
});

test.describe("Stay Updated newsletter", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Newsletter signup" });

  test("subscribes, confirms, clears the field and reaches the CRM tagged 'Newsletter Signup'", async ({ page }) => {
    const visitor = uniqueVisitor();
    await gotoHydrated(page, "/blog");
    await expect(page.getByRole("heading", { name: "Stay Updated" })).toBeVisible();
    await form(page).getByLabel("Email address").fill(visitor.email);
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: NEWSLETTER_SUCCESS })).toBeVisible();
    await expect(form(page).getByLabel("Email address")).toHaveValue("");
    await expect
      .poll(async () => (await crmState()).contacts.find((c) => c.email === visitor.email)?.tags, { timeout: 15_000 })
      .toContain("Newsletter Signup");
  });

  test("an invalid email shows 'Invalid email address' and sends nothing", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await gotoHydrated(page, "/blog");
    const email = form(page).getByLabel("Email address");
    await email.fill("homeowner@");
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Invalid email address" })).toBeVisible();
    await expect(email).toHaveAttribute("aria-required", "true");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Invalid email address");
    // Refused in the page: nothing was posted that could reach the CRM later.
    expect(posts).toEqual([]);
  });

  test("focus stays on the button while subscribing", async ({ page }) => {
    const visitor = uniqueVisitor();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/leads", async (route) => {
      await answered;
      await route.continue();
    });
    await gotoHydrated(page, "/blog");
    await form(page).getByLabel("Email address").fill(visitor.email);
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    const sending = form(page).getByRole("button", { name: "Subscribing..." });
    await expect(sending).toBeFocused();
    await expect(sending).toHaveAttribute("aria-disabled", "true");
    answer();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: NEWSLETTER_SUCCESS })).toBeVisible();
    await expect(form(page).getByRole("button", { name: "Subscribe" })).toBeFocused();
  });

  test("after a post sent before the page's scripts ran, the server's error goes once the email is corrected", async ({
    page,
  }) => {
    const visitor = uniqueVisitor();
    // A slow connection: the form posts before the page's scripts arrive; the answer page has them.
    const arrive = await holdPageScripts(page);
    await page.goto("/blog");
    await form(page).getByLabel("Email address").fill("homeowner@");
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("heading", { name: "Please check your details" })).toBeVisible();
    arrive();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");

    const email = form(page).getByLabel("Email address");
    const alert = page.getByRole("alert").filter({ hasText: "Invalid email address" });
    await expect(alert).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await email.fill(visitor.email);
    await expect(email).not.toHaveAttribute("aria-invalid");
    await expect(email).toHaveAccessibleDescription("");
    await expect(alert).toBeHidden();
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: NEWSLETTER_SUCCESS })).toBeVisible();
  });
});

import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, gotoHydrated, holdPageScripts, test } from "./fixtures";

test.describe("header on a desktop", () => {
  test("has the menus, the quote and financing links, the phone and the Instant Quote button", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Instant Quote" })).toHaveAttribute("href", "/instant-quote");
    await expect(nav.getByRole("link", { name: "Financing" })).toHaveAttribute("href", "/financing");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "(813) 555-0142", exact: true })).toHaveAttribute(
      "href",
      "tel:+18135550142",
    );
    // The menu's link and the call-to-action button both say "Instant Quote".
    await expect(banner.getByRole("link", { name: "Instant Quote" })).toHaveCount(2);
    for (const link of await banner.getByRole("link", { name: "Instant Quote" }).all()) {
      await expect(link).toBeVisible();
    }

    const services = nav.getByRole("button", { name: "Services" });
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    for (const name of [
      "Residential Roofing",
      "Commercial Roofing",
      "Storm Damage",
      "Roof Repair",
      "Roof Inspection",
      "Insurance Help",
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await nav.getByRole("button", { name: "Service Areas" }).click();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Wesley Chapel" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "All service areas" })).toHaveAttribute("href", "/service-areas");
    await nav.getByRole("button", { name: "About Us" }).click();
    await expect(nav.getByRole("link", { name: "Roofing 101" })).toHaveAttribute("href", "/roofing-101");
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/#about");
  });

  test("menus work from the keyboard: Enter opens, Escape closes and returns focus", async ({ page }) => {
    await gotoHydrated(page, "/roofing-tampa-fl");
    const areas = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Service Areas" });
    await areas.focus();
    await page.keyboard.press("Enter");
    await expect(areas).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Odessa" }).first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(areas).toHaveAttribute("aria-expanded", "false");
    await expect(areas).toBeFocused();
  });

  test("choosing a city in the menu navigates there and closes the menu", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Service Areas" }).click();
    await nav.getByRole("link", { name: "Clearwater" }).click();
    await expect(page).toHaveURL(/\/roofing-clearwater-fl$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Roofing Contractor in Clearwater, FL");
    await expect(nav.getByRole("button", { name: "Service Areas" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the navigation stays at the top while the page scrolls", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.mouse.wheel(0, 2500);
    await expect
      .poll(async () => (await page.getByRole("navigation", { name: "Main" }).boundingBox())?.y)
      .toBeLessThan(72);
    await expect(page.getByRole("banner").getByRole("link", { name: "Instant Quote" }).last()).toBeInViewport();
  });
});

test.describe("header on a small laptop (1024 px)", () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  for (const [path, instantQuote] of [
    ["/es/financiamiento", "Cotizar ahora"],
    ["/", "Instant Quote"],
  ] as const) {
    test(`${path}: the header fits the window, with nothing cut off`, async ({ page }) => {
      await gotoHydrated(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
      for (const link of await page.getByRole("banner").getByRole("link", { name: instantQuote }).all()) {
        if (await link.isVisible()) await expect(link).toBeInViewport({ ratio: 1 });
      }
    });
  }
});

test("the top bar keeps to one line at every width, in both languages", async ({ page }) => {
  for (const [path, emergency] of [
    ["/", "24/7 emergency line: (813) 555-0142"],
    ["/es/", "Emergencias 24/7: (813) 555-0142"],
  ] as const) {
    await page.goto(path);
    const line = page.getByRole("banner").getByRole("link", { name: emergency });
    for (const width of [360, 640, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const box = (await line.boundingBox())!;
      // One line of text in the 36 px bar, inside the window.
      expect(box.height, `${path} at ${width} px`).toBeLessThan(30);
      expect(box.x + box.width, `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});

/** Whether Chromium tells assistive technology that the control named `name` is expanded. */
async function expandedForScreenReaders(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodes } = await cdp.send("Accessibility.queryAXTree", { nodeId: root.nodeId, accessibleName: name });
  await cdp.detach();
  const control = nodes.find((node) => !node.ignored && /button|disclosure/i.test(String(node.role?.value)));
  if (!control) throw new Error(`no control named ${name} in the accessibility tree`);
  return control.properties?.find((property) => property.name === "expanded")?.value.value === true;
}

/** A group's expand toggle in the phone menu (its heading also names a link in "About Us"). */
const groupToggle = (menu: Locator, name: string) => menu.locator("summary", { hasText: new RegExp(`^${name}$`) });

test.describe("header on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the menu opens on the first tap, before the page's scripts have arrived, and its links work", async ({
    page,
  }) => {
    // A slow phone connection: the script that hydrates the page arrives after the visitor's tap.
    // (Here they otherwise win the race: the page hydrates before the first tap lands.)
    const arrive = await holdPageScripts(page);
    const html = page.locator("html");
    await page.goto("/");
    await page.getByRole("button", { name: "Menu", exact: true }).tap();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(menu).toBeVisible();
    await groupToggle(menu, "Services").tap();
    const repair = menu.getByRole("link", { name: "Roof Repair" });
    await expect(repair).toBeVisible();
    await expect(html).not.toHaveAttribute("data-hydrated");

    // The scripts taking over leave the menu as the visitor opened it.
    arrive();
    await expect(html).toHaveAttribute("data-hydrated", "");
    await expect(repair).toBeVisible();
    await repair.tap();
    await expect(page).toHaveURL(/\/roof-repair$/);
    await expect(menu).toBeHidden();
  });

  test("the menu starts closed, tells assistive technology whether it is open, and passes axe open", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(menu).toBeHidden();
    expect(await expandedForScreenReaders(page, "Menu")).toBe(false);
    await toggle.tap();
    await expect(menu).toBeVisible();
    expect(await expandedForScreenReaders(page, "Menu")).toBe(true);
    await expectAccessible(page);
  });

  test("the groups expand one at a time, and choosing a link closes the menu", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menu = page.getByRole("navigation", { name: "Menu" });
    await page.getByRole("button", { name: "Menu", exact: true }).tap();
    const firstLinks = { Services: "Roof Inspection", "About Us": "Roofing 101", "Service Areas": "Wesley Chapel" };
    let previous: string | null = null;
    for (const [group, link] of Object.entries(firstLinks)) {
      expect(await expandedForScreenReaders(page, group)).toBe(false);
      await groupToggle(menu, group).tap();
      await expect(menu.getByRole("link", { name: link })).toBeVisible();
      expect(await expandedForScreenReaders(page, group)).toBe(true);
      if (previous)
        await expect(menu.getByRole("link", { name: firstLinks[previous as keyof typeof firstLinks] })).toBeHidden();
      previous = group;
    }
    await expect(menu.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/#contact");
    await menu.getByRole("link", { name: "Dade City" }).tap();
    await expect(page).toHaveURL(/\/roofing-dade-city-fl$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Roofing Contractor in Dade City, FL");
    await expect(menu).toBeHidden();
    expect(await expandedForScreenReaders(page, "Menu")).toBe(false);
  });

  test("the menu closes on Escape, its close button, the back button or focus leaving it", async ({ page }) => {
    await gotoHydrated(page, "/roofing-tampa-fl");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    const menu = page.getByRole("navigation", { name: "Menu" });

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.tap();
    await menu.getByRole("button", { name: "Close menu" }).tap();
    await expect(menu).toBeHidden();

    // Shift+Tab from the sheet's first control goes back to the menu button, under the sheet.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.tap();
    await groupToggle(menu, "About Us").tap();
    await menu.getByRole("link", { name: "Blog" }).tap();
    await expect(page).toHaveURL(/\/blog$/);
    await toggle.tap();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/roofing-tampa-fl$/);
    await expect(menu).toBeHidden();
  });

  test("'Get Free Quote' in the menu takes the visitor to the contact form", async ({ page }) => {
    await gotoHydrated(page, "/roofing-brandon-fl");
    await page.getByRole("button", { name: "Menu", exact: true }).tap();
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Get Free Quote" }).tap();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole("form", { name: "Free quote request" })).toBeInViewport();
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeHidden();
  });

  test.describe("without scripts", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu opens, expands its groups, closes on Escape, and its links navigate", async ({ page }) => {
      await page.goto("/service-areas");
      const toggle = page.getByRole("button", { name: "Menu", exact: true });
      const menu = page.getByRole("navigation", { name: "Menu" });
      await toggle.tap();
      await expect(menu).toBeVisible();
      await groupToggle(menu, "Services").tap();
      await expect(menu.getByRole("link", { name: "Storm Damage" })).toBeVisible();
      await groupToggle(menu, "Service Areas").tap();
      await expect(menu.getByRole("link", { name: "Storm Damage" })).toBeHidden();
      await expect(menu.getByRole("link", { name: "Clearwater" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await toggle.tap();
      await menu.getByRole("link", { name: "Clearwater" }).tap();
      await expect(page).toHaveURL(/\/roofing-clearwater-fl$/);
      await expect(menu).toBeHidden();
    });
  });
});

test("the footer has the address, phone, hours, license, social links and quick links", async ({ page }) => {
  await gotoHydrated(page, "/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("11515 Pyramid Dr, Odessa, FL 33556");
  await expect(footer.getByRole("link", { name: "(813) 555-0142" })).toHaveAttribute("href", "tel:+18135550142");
  await expect(footer).toContainText("Mon-Fri 8:00 am-5:00 pm");
  await expect(footer).toContainText("License CCC1334782");
  await expect(footer.getByRole("list", { name: "Social media" }).getByRole("link")).toHaveCount(3);
  const quick = footer.getByRole("navigation", { name: "Quick links" });
  const quickLinks: Array<[string, string]> = [
    ["About", "/#about"],
    ["Services", "/#services"],
    ["Testimonials", "/#testimonials"],
    ["Blog", "/blog"],
    ["Financing", "/financing"],
    ["Insurance Help", "/insurance-help"],
    ["Instant Quote", "/instant-quote"],
    ["Roofing 101", "/roofing-101"],
  ];
  for (const [name, href] of quickLinks) {
    await expect(quick.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
});

test("an unknown path shows the 404 page with status 404", async ({ page }) => {
  const response = await gotoHydrated(page, "/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

import { expect, expectAccessible, gotoHydrated, test } from "./fixtures";

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

test.describe("header on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the menu starts closed, expands each group, and closes when a link is chosen", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");

    // One group open at a time, like an accordion.
    let previous: ReturnType<typeof menu.getByRole> | null = null;
    for (const group of ["Services", "About Us", "Service Areas"]) {
      const button = menu.getByRole("button", { name: group });
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      if (previous) await expect(previous).toHaveAttribute("aria-expanded", "false");
      previous = button;
    }
    await expect(menu.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute("href", "/#contact");
    await menu.getByRole("link", { name: "Dade City" }).click();
    await expect(page).toHaveURL(/\/roofing-dade-city-fl$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("'Get Free Quote' in the menu takes the visitor to the contact form", async ({ page }) => {
    await gotoHydrated(page, "/roofing-brandon-fl");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Get Free Quote" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole("form", { name: "Free quote request" })).toBeInViewport();
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

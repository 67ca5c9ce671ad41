import { expect, expectAccessible, gotoHydrated, stopTheClock, test } from "./fixtures";

// A context of its own for each test: the reviews panel's tests install a page clock.
test.use({ ownContext: true });

test("the home page has every section of the specification", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("trusted family roofers");
  await expect(page.locator("#services").getByRole("article")).toHaveCount(6);

  const ratings = page.getByRole("region", { name: "Our ratings" });
  for (const platform of ["Google", "Facebook", "Yelp"]) await expect(ratings.getByText(platform)).toBeVisible();
  await expect(ratings.getByText("5.0")).toHaveCount(3);

  await expect(page.locator("#testimonials").getByRole("group")).toHaveCount(8);
  const about = page.locator("#about");
  await expect(about.getByRole("heading", { level: 3 })).toHaveCount(4);

  const contact = page.locator("#contact");
  await expect(contact.getByRole("link", { name: "(813) 555-0142" })).toHaveAttribute("href", "tel:+18135550142");
  await expect(contact).toContainText("11515 Pyramid Dr, Odessa, FL 33556");
  await expect(contact).toContainText("Mon-Fri 8:00 am-5:00 pm");

  const popular = page.getByRole("region", { name: "Popular services by location" });
  await expect(popular.getByRole("listitem")).toHaveCount(8);
  await expect(popular.getByRole("link", { name: /Roof Replacement in Tampa/ })).toHaveAttribute(
    "href",
    "/roofing-tampa-fl",
  );
  await expectAccessible(page);
});

test.describe("reviews panel", () => {
  test("advances one review every 3 seconds, pauses while hovered, and loops past the last", async ({ page }) => {
    await stopTheClock(page);
    await gotoHydrated(page, "/");
    const track = page.getByTestId("reviews-track");
    // Every position the panel takes, in order, so no step can be missed between two checks.
    await track.evaluate((el) => {
      const seen: string[] = [el.dataset.index ?? ""];
      Object.assign(window, { reviewPositions: seen });
      new MutationObserver(() => seen.push(el.dataset.index ?? "")).observe(el, {
        attributes: true,
        attributeFilter: ["data-index"],
      });
    });
    const positions = () => page.evaluate(() => (window as unknown as { reviewPositions: string[] }).reviewPositions);
    const upTo = (n: number) => Array.from({ length: n + 1 }, (_, i) => String(i));

    await expect.poll(positions).toEqual(["0"]);
    await page.clock.runFor(3_000);
    await expect.poll(positions).toEqual(upTo(1));
    await page.clock.runFor(3_000);
    await expect.poll(positions).toEqual(upTo(2));

    await track.hover();
    await page.clock.runFor(9_000);
    await page.mouse.move(0, 0);
    expect(await positions()).toEqual(upTo(2));

    for (let i = 3; i <= 8; i++) {
      await page.clock.runFor(3_000);
      await expect.poll(async () => (await positions()).slice(0, i + 1)).toEqual(upTo(i));
    }
    // Index 8 is the first copy of review 1: once that slide ends, the panel jumps back to review 1
    // without a slide, and goes on from there.
    await expect.poll(positions).toEqual([...upTo(8), "0"]);
    await expect(track).not.toHaveClass(/transition-transform/);
    await page.clock.runFor(3_000);
    await expect.poll(positions).toEqual([...upTo(8), "0", "1"]);
  });

  test("the slide lasts 600 ms", async ({ page }) => {
    await gotoHydrated(page, "/");
    const duration = await page.getByTestId("reviews-track").evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration).toBe("0.6s");
  });

  test("can be paused with its button", async ({ page }) => {
    await stopTheClock(page);
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Pause reviews" }).click();
    await page.mouse.move(0, 0);
    await page.locator("h1").focus();
    await page.clock.runFor(10_000);
    await expect(page.getByTestId("reviews-track")).toHaveAttribute("data-index", "0");
  });

  test("does not move for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await gotoHydrated(page, "/");
    await page.clock.runFor(10_000);
    await expect(page.getByTestId("reviews-track")).toHaveAttribute("data-index", "0");
    await expect(page.getByRole("button", { name: "Pause reviews" })).toHaveCount(0);
    await page.getByRole("button", { name: "Next review" }).click();
    await expect(page.getByTestId("reviews-track")).toHaveAttribute("data-index", "1");
  });
});

test("the FAQ opens one question at a time and closes again", async ({ page }) => {
  await gotoHydrated(page, "/");
  const faq = page.locator("details[name=home-faq]");
  await expect(faq).toHaveCount(6);
  const first = page.getByText("How much does a new roof cost in Tampa Bay?");
  const second = page.getByText("How long does a roof replacement take?");
  await first.click();
  await expect(faq.nth(0)).toHaveAttribute("open", "");
  await second.click();
  await expect(faq.nth(1)).toHaveAttribute("open", "");
  await expect(faq.nth(0)).not.toHaveAttribute("open", "");
  await second.click();
  await expect(faq.nth(1)).not.toHaveAttribute("open", "");
  await expect(page.getByText("$5,000-$15,000")).toBeHidden();
});

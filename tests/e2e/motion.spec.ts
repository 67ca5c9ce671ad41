import type { Browser, Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

/**
 * What moves after a visitor's tap runs on the compositor, off the main thread their next tap
 * waits for. Chromium records each animation it starts and why one could not run there: the trace
 * Lighthouse's "Avoid non-composited animations" reads.
 */

type Animations = { started: string[]; offCompositor: string[] };

/** The animations `act` starts, each named by its element, until every one has ended. */
async function animationsDuring(page: Page, browser: Browser, act: () => Promise<void>): Promise<Animations> {
  await browser.startTracing(page, { categories: ["blink.animations", "devtools.timeline"] });
  await act();
  await page.waitForFunction(() => document.getAnimations().length === 0);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: Array<{
      name: string;
      ts: number;
      id2?: { local?: string };
      args?: { data?: Record<string, unknown> };
    }>;
  };
  // An animation's first event names its element; the events after it carry its id, which a later
  // animation may take again.
  const element = new Map<string | undefined, string>();
  const found: Animations = { started: [], offCompositor: [] };
  for (const event of trace.traceEvents.filter((e) => e.name === "Animation").sort((a, b) => a.ts - b.ts)) {
    const data = event.args?.data ?? {};
    if (data.nodeName) {
      element.set(event.id2?.local, String(data.nodeName));
      found.started.push(String(data.nodeName));
    }
    if (data.compositeFailed) found.offCompositor.push(element.get(event.id2?.local) ?? "");
  }
  return found;
}

test("the icons turn and move, and a card lifts, on the compositor", async ({ page, browser }) => {
  await gotoHydrated(page, "/");
  const { started, offCompositor } = await animationsDuring(page, browser, async () => {
    await page.getByRole("button", { name: "Services" }).click();
    await page.locator("#services").getByRole("article").first().hover();
    await page.getByText("How much does a new roof cost in Tampa Bay?").click();
  });
  // The menu's chevron, the card's arrow and the question's chevron; the card's lifted shadow.
  expect(new Set(started.filter((name) => name.startsWith("svg "))).size).toBe(3);
  expect(started).toContain("::before");
  expect(offCompositor).toEqual([]);
});

test("a quote's choice and the step after it draw nothing frame by frame", async ({ page, browser }) => {
  await gotoHydrated(page, "/instant-quote");
  const form = page.getByRole("form", { name: "Instant quote" });
  const { started, offCompositor } = await animationsDuring(page, browser, async () => {
    await form.getByRole("radio", { name: "Complete Roof Replacement" }).click();
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByText("Question 2 of 6")).toBeVisible();
  });
  // The progress bar moves on.
  expect(started.length).toBeGreaterThan(0);
  expect(offCompositor).toEqual([]);
});

test("a field's focus ring draws nothing frame by frame", async ({ page, browser }) => {
  await gotoHydrated(page, "/");
  const form = page.getByRole("region", { name: /^free quote,\s*fast reply$/i });
  const { offCompositor } = await animationsDuring(page, browser, async () => {
    await form.getByLabel("First name").fill("Ana");
    await form.getByLabel("Last name").fill("Lopez");
  });
  expect(offCompositor).toEqual([]);
});

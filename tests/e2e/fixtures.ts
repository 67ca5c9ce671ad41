import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import axe from "axe-core";
import { type ParsedMail, simpleParser } from "mailparser";
import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
  type PlaywrightTestOptions,
} from "@playwright/test";
import { usPhoneFrom } from "../support/payloads";

/**
 * Each worker keeps one browser context (`sharedContext`) and gives every test a new page in it,
 * with the context's cookies and permissions cleared after the test: a new context cost this
 * machine about 1.3 s a test at idle (a renderer process started, and the scripts, stylesheet and
 * font fetched and compiled again with an empty cache); sharing one took a tenth off the test time.
 * Tests whose options change the context itself (no JavaScript, a phone's touch screen, another
 * window size) get a context of their own, as do files that set `ownContext` (a page clock,
 * which would stay installed in a shared context). The site keeps nothing in localStorage; its
 * sessionStorage ends with the page.
 *
 * The page fails a test when it logs an error or throws, so a broken script cannot hide behind a
 * passing assertion. (Failed loads of the map iframe are expected: tests run offline.) A test that
 * expects an error takes it out of `pageErrors`. Tests that only make requests open no page.
 */
export const test = base.extend<{ pageErrors: string[]; ownContext: boolean }, { sharedContext: BrowserContext }>({
  ownContext: [false, { option: true }],
  sharedContext: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext(contextOptions(workerInfo.project.use));
      await provide(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  context: async (
    { browser, sharedContext, ownContext, javaScriptEnabled, isMobile, hasTouch, viewport },
    provide,
    testInfo,
  ) => {
    const defaults = testInfo.project.use;
    const sameOptions =
      javaScriptEnabled !== false &&
      !isMobile &&
      !hasTouch &&
      viewport?.width === defaults.viewport?.width &&
      viewport?.height === defaults.viewport?.height;
    if (sameOptions && !ownContext) {
      await provide(sharedContext);
      for (const page of sharedContext.pages()) await page.close();
      await sharedContext.clearCookies();
      await sharedContext.clearPermissions();
      return;
    }
    const context = await browser.newContext({
      ...contextOptions(defaults),
      javaScriptEnabled,
      isMobile,
      hasTouch,
      viewport,
    });
    await provide(context);
    await context.close();
  },
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  pageErrors: async ({}, provide) => {
    await provide([]);
  },
  page: async ({ context, pageErrors }, provide) => {
    const page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      // A 404 page or a no-JavaScript error page is served with its status on purpose; the browser
      // reports the document's status as an error.
      const documentStatus = /status of \d{3}/.test(message.text()) && message.location().url === page.url();
      if (
        message.type() === "error" &&
        !documentStatus &&
        !/google\.com|maps|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(
          message.text() + message.location().url,
        )
      ) {
        pageErrors.push(`console: ${message.text()}`);
      }
    });
    await provide(page);
    await page.close();
    expect(pageErrors, "errors in the browser console").toEqual([]);
  },
});

/** The project's context options (playwright.config.ts) that a context made here starts from. */
function contextOptions(use: Partial<PlaywrightTestOptions>): BrowserContextOptions {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, screen } = use;
  return { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, screen };
}

export { expect };

/**
 * Opens a page and waits until its scripts have taken over. Pages work without them (links,
 * form posts), and they load after the page's load event, so tests of script behaviour wait.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  return response;
}

/**
 * A slow connection: the script that hydrates the page is held back until the function returned is
 * called, so the visitor meets the page as it is before its scripts (a tap, a form post). A request a
 * form post gave up on is let go quietly.
 */
export async function holdPageScripts(page: Page): Promise<() => void> {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await arrived;
    await route.continue().catch(() => undefined);
  });
  return arrive;
}

/**
 * Fills the home page's #contact form for `visitor` and sends it: with scripts off, as a plain form
 * post. `phone` is the phone as typed (the visitor's ten digits by default).
 */
export async function sendContactForm(page: Page, visitor: { phone: string; email: string }, phone = visitor.phone) {
  await page.goto("/#contact");
  const form = page.getByRole("form", { name: "Free quote request" });
  await form.getByLabel("First name").fill("Linda");
  await form.getByLabel("Last name").fill("Patel");
  await form.getByLabel("Phone").fill(phone);
  await form.getByLabel("Email").fill(visitor.email);
  await form.getByLabel("Street address").fill("88 Druid Rd");
  await form.getByLabel("City").fill("Clearwater");
  await form.getByLabel("ZIP code").fill("33756");
  await form.getByLabel("Service needed").selectOption("roof-replacement");
  await form.getByRole("button", { name: "Get Free Quote" }).click();
}

/**
 * Stops the page's clock a moment after it starts: `performance.now()` and the page's timers then
 * move only when the test says (`page.clock.runFor`), however busy the machine is, so "sent 300 ms
 * after the page appeared" means exactly that.
 */
export async function stopTheClock(page: Page) {
  const start = new Date("2026-03-02T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

/**
 * axe-core with the WCAG 2.x A and AA rules on the page as the visitor reads it once it settles: no
 * violation may remain. The scan runs with reduced motion, so a toast that fades in or out while axe
 * works is measured at its final colours rather than half-transparent (sonner and the site's own
 * motion follow the preference), after every running, finite animation has ended (an event each,
 * not a delay). Only violations are collected. axe runs once, in the page itself: `axe.run` on the
 * document, as `@axe-core/playwright`'s legacy mode did at about 1.35 s a scan of a service page
 * against 0.9 s here; our pages' only frame is the map, Google's page, which tests cannot load offline.
 */
export async function expectAccessible(page: Page) {
  const reduced = await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches);
  if (!reduced) await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      resultTypes: ["violations"],
    });
    return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  });
  if (!reduced) await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(violations).toEqual([]);
}

/** The `generate_lead` events the page has pushed to `window.dataLayer` (for a tag manager). */
export function leadEvents(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
      (entry) => entry.event === "generate_lead",
    ),
  );
}

/** What the fake CRM has received (it runs in the test runner's main process). */
export async function crmState(): Promise<{
  contacts: Array<{
    email?: string;
    phone?: string;
    tags: string[];
    customFields: Array<{ key: string; field_value: string }>;
  }>;
}> {
  const res = await fetch(`${process.env.E2E_CRM_URL}/__inspect`);
  return (await res.json()) as never;
}

/**
 * The e-mail the site sent `to` with this subject, once it is there: read from the mail folder the
 * site writes to when no mail server is configured, as the owner would preview it.
 */
export async function sentMail(to: string, subject: string): Promise<ParsedMail | undefined> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "mail");
  // A message being written has a hidden name until it is whole.
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml"));
  for (const file of files) {
    const raw = await readFile(path.join(dir, file));
    // The whole run's mail is in the folder: only the messages naming `to` are worth parsing.
    if (!raw.includes(to)) continue;
    const mail = await simpleParser(raw);
    const recipients = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address));
    if (mail.subject === subject && recipients.includes(to)) return mail;
  }
  return undefined;
}

let unique = 0;
/** A phone and email no other test uses. */
export function uniqueVisitor() {
  unique += 1;
  const n = `${Date.now() % 100_000_000}`.padStart(8, "0") + String(unique % 100).padStart(2, "0");
  return { phone: usPhoneFrom(n), email: `e2e${n}-${process.pid}@example.com` };
}

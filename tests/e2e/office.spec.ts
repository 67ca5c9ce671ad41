import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { BrowserContext, CDPSession, Locator, Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { LIVE_REREAD } from "~/lib/office/office-paths";
import { SIGN_IN_SUBJECT } from "~/lib/office/sign-in.server";
import { headerLead, postJson } from "../support/payloads";
import { withoutProof } from "../support/proof";
import { crmState, expect, expectAccessible, gotoHydrated, test } from "./fixtures";

/**
 * The owner's office in Chromium. Passkeys need a name a relying party may have, so the office is
 * opened on localhost (the server's own machine), not 127.0.0.1; the passkey itself is made by
 * Chromium's virtual authenticator (DevTools' WebAuthn domain), which answers as a phone's would.
 */

const OWNER = "owner@suncoast-roofs.example";
const office = (path: string) => `${process.env.E2E_BASE_URL!.replace("127.0.0.1", "localhost")}${path}`;

/** A virtual platform authenticator that verifies its user (a fingerprint) and keeps its passkeys. */
async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

/** How many sign-in links the site has mailed, and the newest (its files are named by the time). */
async function mailedLinks(): Promise<{ count: number; newest?: string }> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "mail");
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith("-office-sign-in.eml"))
    .sort();
  const last = files.at(-1);
  if (!last) return { count: 0 };
  const mail = await simpleParser(await readFile(path.join(dir, last)));
  expect(mail.subject).toBe(SIGN_IN_SUBJECT);
  return { count: files.length, newest: /\/office\/sign-in\/[A-Za-z0-9_-]{32}/.exec(mail.text ?? "")?.[0] };
}

/** Asks for a link on the sign-in page, opens the mailed link and signs in: on the passkey offer. */
async function signInByEmail(page: Page) {
  const before = (await mailedLinks()).count;
  await gotoHydrated(page, office("/office/sign-in"));
  await page.getByLabel("Your e-mail address").fill(OWNER);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  // The post's outcome, already in the new page, has the focus: a screen reader says it.
  await expect(page.getByRole("status").filter({ hasText: "Check your e-mail" })).toBeFocused();
  await expect.poll(async () => (await mailedLinks()).count).toBe(before + 1);
  const link = (await mailedLinks()).newest!;
  await page.goto(office(link));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/office\/passkey$/);
  return link;
}

/**
 * The session of the first test that needed one, for the next ones: an owner may ask for five links in
 * 15 minutes, and these tests run one after another in one worker.
 */
let session: Awaited<ReturnType<BrowserContext["cookies"]>> | undefined;
async function signedIn(page: Page) {
  if (session) return page.context().addCookies(session);
  await signInByEmail(page);
  session = await page.context().cookies();
}

// Each test signs in through the mail folder and renders several pages: longer than a page's test.
test.describe.configure({ mode: "serial", timeout: 120_000 });

test("signs in with an e-mailed link, adds a passkey, and signs in with it after signing out", async ({ page }) => {
  await virtualAuthenticator(page);
  const link = await signInByEmail(page);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in faster next time" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey added" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Passkey added" })).toBeFocused();

  await page.getByRole("link", { name: "Go to the leads" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You are signed out." })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "You are signed out." })).toBeFocused();

  // The used link signs nobody in again.
  await page.goto(office(link));
  await expect(page.getByRole("heading", { name: "This sign-in link has expired" })).toBeVisible();

  await gotoHydrated(page, office("/office/sign-in"));
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await gotoHydrated(page, office("/office/account"));
  await expect(page.getByText(/^Chrome on [A-Za-z ]+, added [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
});

test("without a session the office shows the sign-in page and its API answers 401", async ({ page }) => {
  const answer = await page.goto(office("/office/leads"));
  expect(answer?.status()).toBe(200);
  await expect(page).toHaveURL(/\/office\/sign-in$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the office" })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
  const api = await page.request.get(office("/office/api/leads.csv"));
  expect(api.status()).toBe(401);

  // Sent empty, the address is asked for again where the keyboard is: on its field, with the message.
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  const address = page.getByLabel("Your e-mail address");
  await expect(address).toBeFocused();
  await expect(address).toHaveAccessibleDescription("Please enter an e-mail address.");
});

test("shows a lead sent on the site in the open list without a reload", async ({ page }) => {
  await signedIn(page);
  await gotoHydrated(page, office("/office/leads"));
  const reRead = page.waitForRequest((request) => new URL(request.url()).pathname === "/office/leads.data", {
    timeout: 15_000,
  });
  const lead = headerLead({ firstName: "Lorena", lastName: "Liveupdate" });
  expect((await postJson(process.env.E2E_BASE_URL!, "/api/leads", lead)).status).toBe(201);
  await expect(page.getByRole("link", { name: /Lorena Liveupdate/ })).toBeVisible({ timeout: 15_000 });
  // The page read its data again by itself: marked so, that the session's idle time runs on, while
  // the address bar keeps the page's own address.
  expect(new URL((await reRead).url()).searchParams.get(LIVE_REREAD)).toBe("1");
  await expect(page).toHaveURL(office("/office/leads"));
  await page.getByRole("link", { name: /Lorena Liveupdate/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lorena Liveupdate" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Call/ }).first()).toHaveAttribute("href", /^tel:\+1/);
});

test("releases a Possible Spam lead from its page, and its CRM contact loses the tag", async ({ page }) => {
  await signedIn(page);
  const lead = withoutProof(headerLead({ firstName: "Pablo", lastName: "Possiblespam" }));
  expect((await postJson(process.env.E2E_BASE_URL!, "/api/leads", lead)).status).toBe(201);
  const tags = async () => (await crmState()).contacts.find((c) => c.email === lead.formData.email)?.tags ?? [];
  await expect.poll(tags).toContain("Possible Spam");

  await gotoHydrated(page, office("/office/leads?status=spam"));
  await page.getByRole("link", { name: "Pablo Possiblespam" }).click();
  await page.getByRole("button", { name: "Release: it is a real lead" }).click();
  const released = page.getByRole("status").filter({ hasText: "Released: what it held back is on its way." });
  await expect(released).toBeVisible();
  await expect(released).toBeFocused();
  await expect.poll(tags, { timeout: 15_000 }).not.toContain("Possible Spam");
  expect(await tags()).toContain("Website Lead");
});

/** Presses Tab until `target` has the focus: it is reachable from the keyboard, in the page's order. */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test("works from the keyboard alone: a section, a lead, its status", async ({ page }) => {
  await signedIn(page);
  const lead = headerLead({ firstName: "Kit", lastName: "Keyboard" });
  expect((await postJson(process.env.E2E_BASE_URL!, "/api/leads", lead)).status).toBe(201);
  await gotoHydrated(page, office("/office/leads"));
  await tabTo(page, page.getByRole("link", { name: "Sources" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Sources" })).toBeVisible();
  await tabTo(page, page.getByRole("link", { name: "Leads", exact: true }));
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("link", { name: "Kit Keyboard" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Kit Keyboard" })).toBeVisible();
  const status = page.getByRole("combobox", { name: "Status", exact: true });
  await tabTo(page, status);
  await page.keyboard.press("ArrowDown");
  await expect(status).toHaveValue("contacted");
  await tabTo(page, page.getByRole("button", { name: "Save status" }));
  await page.keyboard.press("Enter");
  // The new page says how it went where the keyboard is: its focus is on the outcome.
  const saved = page.getByRole("status").filter({ hasText: "Status saved." });
  await expect(saved).toBeVisible();
  await expect(saved).toBeFocused();
});

for (const width of [390, 1280]) {
  test(`every office page passes axe at ${width} px, and the sources page draws its charts`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page);
    expect((await postJson(process.env.E2E_BASE_URL!, "/api/leads", headerLead())).status).toBe(201);
    for (const path of ["/office/inspections", "/office/sources", "/office/account", "/office/leads"]) {
      await gotoHydrated(page, office(path));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (path === "/office/sources") await expect(page.getByRole("img").first()).toBeVisible();
      await expectAccessible(page);
    }
    // The leads list is the last page above: open the lead posted at the start.
    await page
      .getByRole("link", { name: /Maria Gonzalez/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Maria Gonzalez" })).toBeVisible();
    await expectAccessible(page);
  });
}

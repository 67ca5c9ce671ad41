import type { Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { whenLabel } from "~/lib/business-time";
import { readInvite } from "../support/ics";
import { expect, expectAccessible, sentMail, test, uniqueVisitor } from "./fixtures";

/**
 * Booking the free inspection on the spot, as a visitor does it: from the instant quote's results,
 * with the keyboard alone; then the confirmation's calendar file, and the booking's own page.
 */

/** The instant quote's six questions, answered; the last one is sent with Enter. */
async function getAQuote(page: Page, visitor: { email: string; phone: string }) {
  await page.goto("/instant-quote");
  const form = page.getByRole("form", { name: "Instant quote" });
  const next = () => form.getByRole("button", { name: "Next" }).click();
  await form.getByLabel("Complete Roof Replacement").check();
  await next();
  await form.getByLabel("Asphalt Shingles").check();
  await next();
  await form.getByLabel("Roof area (square feet)").fill("2000");
  await next();
  await form.getByLabel("1 Story").check();
  await next();
  await form.getByLabel("Good - Minor wear").check();
  await form.getByLabel("City where the property is").fill("Odessa");
  await next();
  await form.getByLabel("Full name").fill("Maria Gonzalez");
  await form.getByLabel("Email").fill(visitor.email);
  await form.getByLabel("Phone").fill(visitor.phone);
  await form.getByLabel("Street address").fill("1234 Bayshore Blvd");
  await form.getByLabel("City", { exact: true }).fill("Tampa");
  await form.getByLabel("ZIP code").fill("33606");
  await form.getByLabel("ZIP code").press("Enter");
}

/** Whether the keyboard's focus is on one of the picker's days. */
const onADay = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el instanceof HTMLInputElement && el.type === "radio" && !!el.closest('form[aria-label="Inspection time"]');
  });

test("a time booked from the quote's results with the keyboard alone; its calendar file holds that time; its page cancels it", async ({
  page,
}) => {
  test.slow();
  const visitor = uniqueVisitor();
  await getAQuote(page, visitor);
  const picker = page.getByRole("form", { name: "Inspection time" });
  await expect(picker.getByRole("radio").first()).toBeVisible();

  // From the wizard, Tab on to the picker's days: one stop for the whole group.
  for (let i = 0; i < 30 && !(await onADay(page)); i++) await page.keyboard.press("Tab");
  expect(await onADay(page)).toBe(true);
  // The arrow keys choose a day; Tab moves to its times; Space picks one; Tab, Enter books it.
  await page.keyboard.press("ArrowRight");
  const day = picker.getByRole("radio", { checked: true });
  await expect(day).toBeFocused();
  const times = picker.getByRole("group", { name: /^Choose a time on / });
  await expect(times).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(times.getByRole("radio", { checked: true })).toBeFocused();
  await page.keyboard.press("Tab");
  const book = picker.getByRole("button", { name: /^Book / });
  await expect(book).toBeFocused();
  const when = (await book.textContent())!.replace(/^Book /, "");
  expect(when).toMatch(/^\w+day, \w+ \d+ at \d+:\d\d [ap]m$/);
  await page.keyboard.press("Enter");

  const done = page.getByRole("heading", { name: "Your inspection is booked" });
  await expect(done).toBeFocused();
  await expect(page.getByText(`${when} (Eastern Time)`)).toBeVisible();
  await expectAccessible(page);

  // The e-mail's calendar file: the same wall-clock time, in New York's zone, at the property.
  let mail: ParsedMail | undefined;
  await expect
    .poll(async () => (mail = await sentMail(visitor.email, `Your free roof inspection: ${when}`)), { timeout: 15_000 })
    .toBeTruthy();
  const ics = mail!.attachments.find((a) => a.filename === "inspection.ics");
  const invite = readInvite(ics!.content.toString("utf8"));
  expect(invite.zone).toBe("America/New_York");
  expect(whenLabel(invite.start, "America/New_York")).toBe(when);
  const [, hour, minute, half] = /at (\d+):(\d\d) ([ap])m$/.exec(when)!;
  expect(invite.wallClock).toBe(`${String((+hour! % 12) + (half === "p" ? 12 : 0)).padStart(2, "0")}:${minute}`);
  expect(invite.location).toBe("1234 Bayshore Blvd, Tampa, FL 33606");

  // The booking's own page, from the confirmation: cancel it there.
  await page.getByRole("link", { name: "Change or cancel your inspection" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your free roof inspection, Maria");
  await expect(page.getByRole("main")).toContainText(when);
  await expectAccessible(page);
  await page.getByText("Cancel the inspection", { exact: true }).click();
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your inspection is cancelled, Maria");
  await expect(page.getByRole("form", { name: "Inspection time" }).getByRole("radio").first()).toBeVisible();
});

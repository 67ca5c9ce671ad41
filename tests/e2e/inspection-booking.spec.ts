import type { Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { whenLabel } from "~/lib/business-time";
import { readInvite } from "../support/ics";
import { expect, expectAccessible, gotoHydrated, sentMail, test, uniqueVisitor } from "./fixtures";

/**
 * Booking the free inspection on the spot, as a visitor does it: from the instant quote's results,
 * with the keyboard alone; then the confirmation's calendar file, and the booking's own page. In
 * Spanish: from the Spanish contact form, with the Spanish e-mail and the Spanish booking page.
 * One after the other: a connection holds one live booking at a time, and both come from this one.
 */
test.describe.configure({ mode: "serial" });

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

/** "lunes, 7 de diciembre a las 9:00 a.m." */
const WHEN_ES = /^(lunes|martes|miércoles|jueves|viernes), \d{1,2} de [a-z]+ a las? \d{1,2}:\d\d [ap]\.m\.$/;

/** The e-mail to `to` with this subject, once the site has written it. */
async function mailTo(to: string, subject: string): Promise<ParsedMail> {
  let mail: ParsedMail | undefined;
  await expect.poll(async () => (mail = await sentMail(to, subject)), { timeout: 15_000 }).toBeTruthy();
  return mail!;
}

/** Chooses the `nth` day of the picker and its first time; books it and answers the time booked. */
async function bookInSpanish(page: Page, nth: number): Promise<string> {
  const picker = page.getByRole("form", { name: "Hora de la inspección" });
  await expect(picker.getByText("Las horas son en hora oriental.")).toBeVisible();
  // Space on a radio, as the keyboard chooses (the visible choice is the radio's label, drawn over it).
  await picker.getByRole("radio").nth(nth).press("Space");
  const times = picker.getByRole("group", { name: /^Elija una hora el \p{L}+, \d+ de \p{L}+$/u });
  await times.getByRole("radio").first().press("Space");
  const book = picker.getByRole("button", { name: /^Reservar el / });
  const when = (await book.textContent())!.replace(/^Reservar el /, "");
  expect(when).toMatch(WHEN_ES);
  await book.click();
  return when;
}

test("a Spanish visitor books from the Spanish contact form, gets the Spanish e-mail and calendar file, and moves and cancels on the Spanish booking page", async ({
  page,
}) => {
  test.slow();
  const visitor = uniqueVisitor();
  await gotoHydrated(page, "/es#contact");
  const form = page.getByRole("form", { name: "Solicitud de estimado gratis" });
  await form.getByLabel("Nombre").fill("María");
  await form.getByLabel("Apellido").fill("Rodríguez");
  await form.getByLabel("Teléfono").fill(visitor.phone);
  await form.getByLabel("Dirección").fill("4102 W Cypress St");
  await form.getByLabel("Servicio que necesita").selectOption({ label: "Inspección de techo gratis" });
  await form.getByLabel("Ciudad").fill("Tampa");
  await form.getByLabel("Código postal").fill("33607");
  await form.getByLabel("Correo electrónico").fill(visitor.email);
  await form.getByRole("button", { name: "Pedir estimado gratis" }).click();

  const when = await bookInSpanish(page, 1);
  await expect(page.getByRole("heading", { name: "Su inspección está reservada" })).toBeFocused();
  await expect(page.getByText(`${when} (hora oriental)`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Cambiar o cancelar su inspección" })).toHaveAttribute(
    "href",
    /^\/es\/inspeccion\//,
  );

  // The confirmation and its calendar file, in Spanish, with the link to the Spanish page.
  const mail = await mailTo(visitor.email, `Su inspección de techo gratis: ${when}`);
  expect(mail.text).toContain("Su inspección de techo gratis está reservada, María");
  const invite = readInvite(mail.attachments.find((a) => a.filename === "inspeccion.ics")!.content.toString("utf8"));
  expect(invite.summary).toBe("Inspección de techo gratis: Suncoast Family Roofing");
  expect(invite.location).toBe("4102 W Cypress St, Tampa, FL 33607");
  const link = new URL(/https?:\/\/\S+\/es\/inspeccion\/[A-Za-z0-9_-]{32}/.exec(mail.text!)![0]);

  await gotoHydrated(page, link.pathname);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Su inspección de techo gratis, María");
  await expect(page.getByRole("main")).toContainText(when);
  await expectAccessible(page);

  // A new time, on the same page.
  await page.getByRole("button", { name: "Cambiar la hora" }).click();
  await expect(page.getByRole("heading", { name: "Elija una nueva hora" })).toBeVisible();
  const later = await bookInSpanish(page, 3);
  await expect(page.getByRole("main")).toContainText(later);
  await expect(page).toHaveURL(link.pathname);
  await mailTo(visitor.email, `Su inspección de techo cambió al ${later}`);
  await expectAccessible(page);

  await page.getByText("Cancelar la inspección", { exact: true }).click();
  await page.getByRole("button", { name: "Sí, cancelarla" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Su inspección está cancelada, María");
  await expect(page.getByRole("form", { name: "Hora de la inspección" }).getByRole("radio").first()).toBeVisible();
  await mailTo(visitor.email, `Su inspección de techo del ${later.split(/ a las? /)[0]} está cancelada`);
  await expectAccessible(page);
});

test("when the open times do not load (the phone lost its signal), 'Try again' from the keyboard loads them and keeps the focus in the picker", async ({
  page,
}) => {
  let dropped = false;
  await page.route("**/api/inspections/slots*", (route) => {
    if (dropped) return route.continue();
    dropped = true;
    return route.abort("internetdisconnected");
  });
  await getAQuote(page, uniqueVisitor());
  const again = page.getByRole("button", { name: "Try again" });
  await expect(page.getByRole("alert").filter({ hasText: "couldn't reach our calendar" })).toBeVisible();
  await again.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Book your free inspection" })).toBeFocused();
  await expect(page.getByRole("form", { name: "Inspection time" }).getByRole("radio").first()).toBeVisible();
});

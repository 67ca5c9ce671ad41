import type { Locator, Page } from "@playwright/test";
import {
  crmState,
  expect,
  expectAccessible,
  gotoHydrated,
  holdPageScripts,
  leadEvents,
  sendContactForm,
  sentMail,
  test,
  uniqueVisitor,
} from "./fixtures";

/** The tags the CRM gave the contact with this email, once it has them. */
const tagsOf = async (email: string) => (await crmState()).contacts.find((c) => c.email === email)?.tags;

/** A toast with this title (and description, if given) is on screen. */
async function expectToast(page: Page, title: string, description?: string) {
  let toast = page.locator("[data-sonner-toast]").filter({ hasText: title });
  if (description) toast = toast.filter({ hasText: description });
  await expect(toast.first()).toBeVisible();
}

/** Pastes `text` into a field, as a visitor's paste does (a paste event with the clipboard's text). */
async function paste(field: Locator, text: string) {
  await field.focus();
  await field.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/**
 * Closes every toast on screen and waits until they are gone. The close buttons are pressed in one
 * go: a toast can close itself (after its six seconds) between finding its button and a click,
 * and a click on a button that has gone would wait for it for the rest of the test.
 */
async function dismissToasts(page: Page) {
  await page
    .getByRole("button", { name: "Close toast" })
    .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLButtonElement).click()));
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}

test.describe("header quote form (desktop)", () => {
  const stepOne = {
    "First name": "Maria",
    "Last name": "Gonzalez",
    Phone: "8135550100",
    "Street address": "1234 Bayshore Blvd",
  };

  async function fillStepOne(form: Locator, values: Record<string, string>, service = "Roof Repair") {
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
    if (service) await form.getByLabel("Service").selectOption({ label: service });
  }

  const stepOneCases: Array<[string, Record<string, string>, string]> = [
    ["first name", { "First name": "M" }, "First name must be at least 2 characters"],
    ["last name", { "Last name": "G" }, "Last name must be at least 2 characters"],
    ["phone", { Phone: "81355501" }, "Phone must be exactly 10 digits (numbers only)"],
    ["address", { "Street address": "12 B" }, "Address must be at least 5 characters"],
  ];

  test("step one names each bad field, and a missing service, before the dialog opens", async ({ page }) => {
    // Several cases in one visit: more time than a single check.
    test.slow();
    await gotoHydrated(page, "/roofing-tampa-fl");
    const form = page.getByRole("region", { name: /Free quote/ });
    for (const [label, override, message] of stepOneCases) {
      await test.step(`a bad ${label} shows '${message}'`, async () => {
        await fillStepOne(form, { ...stepOne, ...override });
        await form.getByRole("button", { name: "Get Free Quote" }).click();
        await expectToast(page, "Validation Error", message);
        await expect(page.getByRole("dialog")).toBeHidden();
        await dismissToasts(page);
      });
    }
    await test.step("no service chosen shows 'Please select a service'", async () => {
      await fillStepOne(form, stepOne, "");
      await form.getByLabel("Service").selectOption("");
      await form.getByRole("button", { name: "Get Free Quote" }).click();
      await expectToast(page, "Validation Error", "Please select a service");
      await expect(page.getByRole("dialog")).toBeHidden();
    });
  });

  test("the phone field keeps the ten digits of a number typed, autofilled or pasted with its country code", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const phone = page.getByRole("region", { name: /Free quote/ }).getByLabel("Phone");
    await phone.pressSequentially("+1 (813) 555-0142 ext 9");
    await expect(phone).toHaveValue("8135550142");
    await phone.fill("+1 813-555-0142");
    await expect(phone).toHaveValue("8135550142");
    for (const pasted of ["1 (813) 555 0142", "813.555.0142", "(813)555-0142 ext 2"]) {
      await phone.fill("");
      await paste(phone, pasted);
      await expect(phone, pasted).toHaveValue("8135550142");
    }
  });

  test("step two validates city, ZIP code and email, then sends, offers an inspection time, and clears both steps once closed", async ({
    page,
  }) => {
    const visitor = uniqueVisitor();
    await gotoHydrated(page, "/roofing-tampa-fl");
    const form = page.getByRole("region", { name: /Free quote/ });
    await fillStepOne(form, { ...stepOne, Phone: visitor.phone });
    await form.getByRole("button", { name: "Get Free Quote" }).click();

    const dialog = page.getByRole("dialog", { name: /Almost done, Maria/ });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole("button", { name: "Confirm & Send" });

    await dialog.getByLabel("City").fill("T");
    await dialog.getByLabel("ZIP code").fill("33606");
    await dialog.getByLabel("Email").fill(visitor.email);
    await confirm.click();
    await expectToast(page, "Validation Error", "City must be at least 2 characters");
    await expect(dialog).toBeVisible();

    await dialog.getByLabel("City").fill("Tampa");
    await dialog.getByLabel("ZIP code").fill("3360");
    await confirm.click();
    await expectToast(page, "Validation Error", "ZIP code must be exactly 5 digits");

    await dialog.getByLabel("ZIP code").fill("33606");
    await dialog.getByLabel("Email").fill("maria@");
    await confirm.click();
    await expectToast(page, "Validation Error", "Invalid email address");
    await expect(dialog).toBeVisible();

    await dialog.getByLabel("Email").fill(visitor.email);
    await confirm.click();
    await expectToast(page, "Success!", "We've received your request and will contact you shortly.");
    // The dialog offers a time, taking the focus from the form it replaces; once it is closed,
    // both steps are found empty.
    const thanks = page.getByRole("dialog", { name: "Thank you, Maria" });
    await expect(thanks.getByRole("heading", { name: "Pick a time" })).toBeFocused();
    await expect(thanks.getByRole("form", { name: "Inspection time" }).getByRole("radio").first()).toBeVisible();
    await thanks.getByRole("button", { name: "Close" }).click();
    await expect(thanks).toBeHidden();
    await expect(form.getByRole("button", { name: "Get Free Quote" })).toBeFocused();
    for (const label of Object.keys(stepOne)) await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
    await expect(form.getByLabel("Service")).toHaveValue("");

    await expect
      .poll(() => tagsOf(visitor.email), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(["Header Contact Form", "Website Lead"]));
  });

  test("closing the dialog by Escape, Cancel or its close button returns focus to 'Get Free Quote'", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const form = page.getByRole("region", { name: /Free quote/ });
    const getQuote = form.getByRole("button", { name: "Get Free Quote" });
    await fillStepOne(form, stepOne);
    const dialog = page.getByRole("dialog", { name: /Almost done, Maria/ });
    const closers: Array<[string, () => Promise<void>]> = [
      ["Escape", () => page.keyboard.press("Escape")],
      ["Cancel", () => dialog.getByRole("button", { name: "Cancel" }).click()],
      ["Close", () => dialog.getByRole("button", { name: "Close" }).click()],
    ];
    for (const [name, close] of closers) {
      await test.step(name, async () => {
        await getQuote.click();
        await expect(dialog.getByLabel("City")).toBeFocused();
        await close();
        await expect(dialog).toBeHidden();
        await expect(getQuote).toBeFocused();
      });
    }
  });

  test("a toast over the dialog takes the pointer: its close button closes it and the dialog stays open", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const form = page.getByRole("region", { name: /Free quote/ });
    await fillStepOne(form, stepOne);
    await form.getByRole("button", { name: "Get Free Quote" }).click();
    const dialog = page.getByRole("dialog", { name: /Almost done, Maria/ });
    await dialog.getByRole("button", { name: "Confirm & Send" }).click();
    await expectToast(page, "Validation Error", "City must be at least 2 characters");
    const toast = page.locator("[data-sonner-toast]");
    await toast.hover();
    await toast.getByRole("button", { name: "Close toast" }).click();
    await expect(toast).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });

  test("the dialog passes axe", async ({ page }) => {
    await gotoHydrated(page, "/");
    const form = page.getByRole("region", { name: /Free quote/ });
    await fillStepOne(form, stepOne);
    await form.getByRole("button", { name: "Get Free Quote" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page);
  });
});

test("every field of the header form, its dialog and the contact form is marked required", async ({ page }) => {
  await gotoHydrated(page, "/");
  const bar = page.getByRole("region", { name: /Free quote/ });
  for (const label of ["First name", "Last name", "Phone", "Street address", "Service"])
    await expect(bar.getByLabel(label, { exact: true }), label).toHaveAttribute("aria-required", "true");
  const contact = page.getByRole("form", { name: "Free quote request" });
  for (const label of [
    "First name",
    "Last name",
    "Phone",
    "Street address",
    "Service needed",
    "City",
    "ZIP code",
    "Email",
  ])
    await expect(contact.getByLabel(label, { exact: true }), label).toHaveAttribute("aria-required", "true");
  await bar.getByLabel("First name").fill("Maria");
  await bar.getByLabel("Last name").fill("Gonzalez");
  await bar.getByLabel("Phone").fill("8135550100");
  await bar.getByLabel("Street address").fill("1234 Bayshore Blvd");
  await bar.getByLabel("Service").selectOption({ label: "Roof Repair" });
  await bar.getByRole("button", { name: "Get Free Quote" }).click();
  const dialog = page.getByRole("dialog", { name: /Almost done, Maria/ });
  for (const label of ["City", "ZIP code", "Email"])
    await expect(dialog.getByLabel(label), label).toHaveAttribute("aria-required", "true");
});

test.describe("contact form in the home page's #contact section", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("is on phones too, takes the service from ?service=, sends with where the visitor came from, and tells the page's tag manager once", async ({
    page,
    pageErrors,
  }) => {
    const visitor = uniqueVisitor();
    // Landing from a Google ad: the server records the click in its cookie, without a script.
    await gotoHydrated(page, "/?service=roof-inspection&utm_source=google&utm_medium=cpc&gclid=e2e-Cj0KCQ#contact");
    const form = page.getByRole("form", { name: "Free quote request" });
    await expect(form.getByLabel("Service needed")).toHaveValue("roof-inspection");
    const fill = async () => {
      await form.getByLabel("First name").fill("Tom");
      await form.getByLabel("Last name").fill("Becker");
      await form.getByLabel("Phone").fill(visitor.phone);
      await form.getByLabel("Email").fill(visitor.email);
      await form.getByLabel("Street address").fill("27 Cypress Creek Dr");
      await form.getByLabel("City").fill("Wesley Chapel");
      await form.getByLabel("ZIP code").fill("33544");
    };
    await fill();
    await form.getByRole("button", { name: "Get Free Quote" }).click();
    await expectToast(page, "Success!", "We've received your request and will contact you shortly.");
    await expect(form.getByLabel("First name")).toHaveValue("");
    // Every field is cleared, the preset service too.
    await expect(form.getByLabel("Service needed")).toHaveValue("");
    const [event, ...more] = await leadEvents(page);
    expect(more).toEqual([]);
    expect(event).toEqual({
      event: "generate_lead",
      lead_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      form_type: "Header Contact Form",
      value: 250,
      currency: "USD",
    });
    await expect
      .poll(async () => (await crmState()).contacts.find((c) => c.email === visitor.email)?.customFields, {
        timeout: 15_000,
      })
      .toEqual(
        expect.arrayContaining([
          { key: "service", field_value: "roof-inspection" },
          { key: "first_landing_page", field_value: "/" },
          { key: "first_utm_source", field_value: "google" },
          { key: "first_utm_medium", field_value: "cpc" },
          { key: "first_gclid", field_value: "e2e-Cj0KCQ" },
        ]),
      );

    // A submission the server cannot take is no lead: nothing more reaches the dataLayer.
    await page.route("**/api/leads", (route) =>
      route.fulfill({ status: 503, json: { error: "We couldn't save your request just now." } }),
    );
    await fill();
    await form.getByLabel("Service needed").selectOption("roof-repair");
    await form.getByRole("button", { name: "Get Free Quote" }).click();
    await expectToast(page, "We couldn't save your request just now.");
    expect(await leadEvents(page)).toEqual([event]);
    // The browser reports the answer we caused; nothing else may be in the console.
    const expected = pageErrors.filter((e) => e.includes("status of 503"));
    expect(expected).toHaveLength(1);
    pageErrors.splice(pageErrors.indexOf(expected[0]!), 1);
  });

  test("a visitor typing at a person's pace is forwarded as a plain lead, with a phone pasted with its country code", async ({
    page,
  }) => {
    const visitor = uniqueVisitor();
    await page.goto("/#contact");
    const form = page.getByRole("form", { name: "Free quote request" });
    const type = (label: string, text: string) => form.getByLabel(label).pressSequentially(text, { delay: 60 });
    await type("First name", "Tom");
    await type("Last name", "Becker");
    await paste(
      form.getByLabel("Phone"),
      `+1 (${visitor.phone.slice(0, 3)}) ${visitor.phone.slice(3, 6)}-${visitor.phone.slice(6)}`,
    );
    await type("Street address", "27 Cypress Creek Dr");
    await form.getByLabel("Service needed").selectOption("roof-repair");
    await type("City", "Wesley Chapel");
    await type("ZIP code", "33544");
    await type("Email", visitor.email);
    await form.getByRole("button", { name: "Get Free Quote" }).click();
    await expectToast(page, "Success!", "We've received your request and will contact you shortly.");
    await expect
      .poll(() => tagsOf(visitor.email), { timeout: 15_000 })
      .toEqual(["Header Contact Form", "Website Lead"]);
    expect((await crmState()).contacts.find((c) => c.email === visitor.email)?.phone).toBe(`+1${visitor.phone}`);
  });

  test("shows the first problem beside its field and moves focus there", async ({ page }) => {
    await gotoHydrated(page, "/#contact");
    const form = page.getByRole("form", { name: "Free quote request" });
    await form.getByLabel("First name").fill("Tom");
    await form.getByRole("button", { name: "Get Free Quote" }).click();
    await expectToast(page, "Validation Error", "Last name must be at least 2 characters");
    const lastName = form.getByLabel("Last name");
    await expect(lastName).toBeFocused();
    await expect(lastName).toHaveAttribute("aria-invalid", "true");
    await expect(lastName).toHaveAccessibleDescription("Last name must be at least 2 characters");
    await lastName.fill("Becker");
    await expect(lastName).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a screen reader hears the first toast: its live region is on the page once the form is being filled", async ({
    page,
  }) => {
    await gotoHydrated(page, "/#contact");
    const form = page.getByRole("form", { name: "Free quote request" });
    const notifications = page.getByRole("region", { name: /^Notifications/ });
    await expect(notifications).toHaveCount(0);
    await form.getByLabel("First name").fill("Tom");
    await expect(notifications).toHaveAttribute("aria-live", "polite");
    await expect(notifications.getByRole("listitem")).toHaveCount(0);
    await form.getByRole("button", { name: "Get Free Quote" }).click();
    await expect(notifications.getByRole("listitem")).toContainText("Last name must be at least 2 characters");
  });

  test("names the first problem going down the form", async ({ page }) => {
    await gotoHydrated(page, "/#contact");
    const form = page.getByRole("form", { name: "Free quote request" });
    await form.getByLabel("First name").fill("Tom");
    await form.getByLabel("Last name").fill("Becker");
    await form.getByLabel("Phone").fill("8135550142");
    await form.getByLabel("Street address").fill("27 Cypress Creek Dr");
    await form.getByLabel("City").fill("Wesley Chapel");
    await form.getByLabel("ZIP code").fill("335");
    await form.getByRole("button", { name: "Get Free Quote" }).click();
    await expectToast(page, "Validation Error", "Please select a service");
    const service = form.getByLabel("Service needed");
    await expect(service).toBeFocused();
    const top = async (label: string) => (await form.getByLabel(label).boundingBox())!.y;
    for (const later of ["ZIP code", "Email"]) {
      await expect(form.getByLabel(later)).toHaveAttribute("aria-invalid", "true");
      expect(await top(later), later).toBeGreaterThan(await top("Service needed"));
    }
  });
});

test.describe("the contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts as a plain form, confirms on a page of its own, and reaches the CRM marked Possible Spam", async ({
    page,
  }) => {
    const visitor = uniqueVisitor();
    // Written as people paste it: without scripts the field cannot strip it, the server does.
    const { phone } = visitor;
    await sendContactForm(page, visitor, `+1 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)} ext 4`);
    await expect(page.getByRole("heading", { name: "Thank you! Your request is in." })).toBeVisible();
    // Without scripts there is no proof of work: the owner judges it, and no e-mail goes to the address.
    await expect
      .poll(async () => (await crmState()).contacts.find((c) => c.email === visitor.email), { timeout: 15_000 })
      .toMatchObject({ phone: `+1${phone}`, tags: expect.arrayContaining(["Possible Spam"]) });
    expect(await sentMail(visitor.email, "We received your request")).toBeUndefined();
  });

  test("shows the problem and keeps what the visitor typed", async ({ page }) => {
    await page.goto("/#contact");
    const form = page.getByRole("form", { name: "Free quote request" });
    await form.getByLabel("First name").fill("Linda");
    await form.getByLabel("Last name").fill("Patel");
    await form.getByLabel("Phone").fill("(727) 555-01");
    await form.getByRole("button", { name: "Get Free Quote" }).click();
    await expect(page.getByRole("heading", { name: "Please check your details" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("Phone must be exactly 10 digits (numbers only)");
    const again = page.getByRole("form", { name: "Free quote request" });
    await expect(again.getByLabel("First name")).toHaveValue("Linda");
    await expect(again.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
  });
});

test.describe("financing page", () => {
  const good = {
    "First name": "David",
    "Last name": "Thompson",
    Email: "david@example.com",
    Phone: "7275550123",
    "Street address": "455 Sunset Point Rd",
    City: "Clearwater",
    "ZIP code": "33755",
  };

  async function fill(page: Page, values: Record<string, string>) {
    const form = page.getByRole("form", { name: "Financing application" });
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
    await form.getByLabel("Project type").selectOption({ label: "Residential Roof Replacement" });
    await form.getByLabel("Estimated cost").selectOption({ label: "$10,000 - $20,000" });
    return form;
  }

  test("has the benefits, the three plans, the approval note, the FAQs and the call and chat links", async ({
    page,
  }) => {
    await gotoHydrated(page, "/financing");
    for (const title of [
      "Flexible Payment Plans",
      "Competitive Rates",
      "Extended Terms (12 to 180 months)",
      "Quick Approval",
    ]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    for (const plan of ["12 Months", "60 Months", "180 Months"])
      await expect(page.getByRole("heading", { name: plan, exact: true })).toBeVisible();
    await expect(page.getByText("0% APR", { exact: true })).toBeVisible();
    await expect(page.getByText("MOST POPULAR")).toBeVisible();
    await expect(page.getByText(/All plans are subject to credit approval. Rates and terms/)).toBeVisible();
    // Monthly examples by the amortised-loan formula, worked by hand: 11.99% APR, 144 months.
    const examples = page.getByRole("complementary", { name: "What a new roof can cost a month" });
    await expect(examples.getByRole("term")).toHaveText(["$10,000 roof", "$18,000 roof", "$30,000 roof"]);
    await expect(examples.getByRole("definition")).toHaveText(["$131.28/mo", "$236.31/mo", "$393.84/mo"]);
    await expect(examples).toContainText("At 11.99% APR over 144 months");
    await expect(page.getByText(/share your information with our financing partners/)).toBeVisible();
    await expect(page.locator("details[name=financing-faq]")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Chat by text" })).toHaveAttribute("href", "sms:+18135550142");
    await expect(page.getByRole("link", { name: /Call \(813\) 555-0142/ }).last()).toHaveAttribute(
      "href",
      "tel:+18135550142",
    );
    await expectAccessible(page);
  });

  const cases: Array<[string, string, string]> = [
    ["First name", "D", "First name must be at least 2 characters"],
    ["Last name", "T", "Last name must be at least 2 characters"],
    ["Email", "david@example", "Invalid email address"],
    ["Phone", "727555", "Phone must be exactly 10 digits (numbers only)"],
    ["Street address", "45 S", "Address must be at least 5 characters"],
    ["City", "C", "City must be at least 2 characters"],
    ["State", "F", "State must be exactly 2 letters"],
    ["ZIP code", "337", "ZIP code must be exactly 5 digits"],
  ];
  test("names each bad field, then asks for a project type and a cost range", async ({ page }) => {
    // Several cases in one visit: more time than a single check.
    test.slow();
    await gotoHydrated(page, "/financing");
    const form = await fill(page, good);
    const valid: Record<string, string> = { ...good, State: "FL" };
    for (const [label, value, message] of cases) {
      await test.step(`shows '${message}'`, async () => {
        // One field wrong at a time: the visitor corrects it before the next.
        await form.getByLabel(label, { exact: true }).fill(value);
        await form.getByRole("button", { name: "Submit Application" }).click();
        await expectToast(page, message);
        await dismissToasts(page);
        await form.getByLabel(label, { exact: true }).fill(valid[label]!);
      });
    }
    await form.getByLabel("Project type").selectOption("");
    await form.getByLabel("Estimated cost").selectOption("");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expectToast(page, "Please select a project type");
    await dismissToasts(page);
    await form.getByLabel("Project type").selectOption({ label: "Storm Damage Repair" });
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expectToast(page, "Please select an estimated cost range");
  });

  test("marks every field required", async ({ page }) => {
    await gotoHydrated(page, "/financing");
    const form = page.getByRole("form", { name: "Financing application" });
    for (const label of [...Object.keys(good), "State", "Project type", "Estimated cost"])
      await expect(form.getByLabel(label, { exact: true }), label).toHaveAttribute("aria-required", "true");
  });

  test("the first problem is on its field, invalid and described, when focus arrives there", async ({ page }) => {
    // What a screen reader reads at the moment focus moves: the field's state then, not later.
    await page.addInitScript(`
      window.focusedFields = [];
      document.addEventListener("focusin", (event) => {
        const field = event.target;
        if (!field.labels || !field.labels.length) return;
        const ids = (field.getAttribute("aria-describedby") || "").split(" ").filter(Boolean);
        window.focusedFields.push({
          label: field.labels[0].textContent,
          invalid: field.getAttribute("aria-invalid"),
          description: ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" "),
        });
      });
    `);
    await gotoHydrated(page, "/financing");
    const form = page.getByRole("form", { name: "Financing application" });
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expectToast(page, "First name must be at least 2 characters");
    await expect(form.getByLabel("First name")).toBeFocused();
    const focused = await page.evaluate(() => (window as unknown as { focusedFields: unknown[] }).focusedFields);
    expect(focused).toEqual([
      { label: "First name", invalid: "true", description: "First name must be at least 2 characters" },
    ]);
  });

  test("focus stays on the button while the application is sent, and a second press sends nothing more", async ({
    page,
  }) => {
    const visitor = uniqueVisitor();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let sent = 0;
    await page.route("**/api/leads", async (route) => {
      sent += 1;
      await answered;
      await route.continue();
    });
    await gotoHydrated(page, "/financing");
    const form = await fill(page, { ...good, Email: visitor.email, Phone: visitor.phone });
    await form.getByRole("button", { name: "Submit Application" }).click();
    const sending = form.getByRole("button", { name: "Submitting..." });
    await expect(sending).toBeFocused();
    await expect(sending).toHaveAttribute("aria-disabled", "true");
    await expect.poll(() => sent).toBe(1);
    await page.keyboard.press("Enter");
    answer();
    await expectToast(page, "Financing application submitted! We'll contact you within 24 hours.");
    await expect(form.getByRole("button", { name: "Submit Application" })).toBeFocused();
    expect(sent).toBe(1);
  });

  test("after a post sent before the page's scripts ran, the server's error goes once the field is corrected", async ({
    page,
  }) => {
    const visitor = uniqueVisitor();
    // A slow connection: the visitor sends the form before the page's scripts arrive, so it posts
    // as a plain form and the answer page shows the server's message.
    const arrive = await holdPageScripts(page);
    await page.goto("/financing");
    const form = await fill(page, { ...good, City: "C", Email: visitor.email, Phone: visitor.phone });
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("heading", { name: "Please check your details" })).toBeVisible();
    arrive();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");

    const again = page.getByRole("form", { name: "Financing application" });
    const city = again.getByLabel("City");
    const alert = page.getByRole("alert").filter({ hasText: "City must be at least 2 characters" });
    await expect(alert).toBeVisible();
    await expect(city).toHaveAttribute("aria-invalid", "true");
    await expect(city).toHaveAccessibleDescription("City must be at least 2 characters");
    await city.fill("Clearwater");
    await expect(city).not.toHaveAttribute("aria-invalid");
    await expect(city).toHaveAccessibleDescription("");
    await expect(alert).toBeHidden();
    await again.getByRole("button", { name: "Submit Application" }).click();
    await expectToast(page, "Financing application submitted! We'll contact you within 24 hours.");
    await expect(city).toHaveValue("");
    await expect(city).not.toHaveAttribute("aria-invalid");
  });

  test("upper-cases the state, sends, confirms and resets to its defaults", async ({ page }) => {
    const visitor = uniqueVisitor();
    await gotoHydrated(page, "/financing");
    const form = await fill(page, { ...good, Email: visitor.email, Phone: visitor.phone });
    const state = form.getByLabel("State");
    await expect(state).toHaveValue("FL");
    await state.fill("");
    await state.pressSequentially("ga");
    await expect(state).toHaveValue("GA");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expectToast(page, "Financing application submitted! We'll contact you within 24 hours.");
    await expect(state).toHaveValue("FL");
    await expect(form.getByLabel("First name")).toHaveValue("");
    await expect(form.getByLabel("Project type")).toHaveValue("");
    await expect
      .poll(() => tagsOf(visitor.email), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(["Financing Application", "Website Lead"]));
  });

  test("a challenge lost on the way is asked for again, and the application goes with its proof", async ({
    page,
    pageErrors,
  }) => {
    const visitor = uniqueVisitor();
    let asked = 0;
    await page.route("**/api/proof-of-work", (route) =>
      ++asked === 1 ? route.abort("connectionreset") : route.continue(),
    );
    await gotoHydrated(page, "/financing");
    const form = await fill(page, { ...good, Email: visitor.email, Phone: visitor.phone });
    const sent = page.waitForRequest("**/api/leads");
    await form.getByRole("button", { name: "Submit Application" }).click();
    expect((await sent).postDataJSON().altcha).toEqual(expect.any(String));
    expect(asked).toBeGreaterThan(1);
    // The challenge lost: the browser reports it, and nothing else.
    expect(pageErrors).toEqual(["console: Failed to load resource: net::ERR_CONNECTION_RESET"]);
    pageErrors.length = 0;
    await expectToast(page, "Financing application submitted! We'll contact you within 24 hours.");
    await expect
      .poll(() => tagsOf(visitor.email), { timeout: 15_000 })
      .toEqual(["Financing Application", "Website Lead"]);
  });

  test("an application the browser autofills and the visitor sends at once is a person's: unmarked, and confirmed by e-mail", async ({
    page,
  }) => {
    const visitor = uniqueVisitor();
    await gotoHydrated(page, "/financing");
    // Autofill: every field at once, the phone as browsers store it (with the country code).
    const form = await fill(page, { ...good, Email: visitor.email, Phone: `+1 ${visitor.phone}` });
    const sent = page.waitForRequest("**/api/leads");
    await form.getByRole("button", { name: "Submit Application" }).click();
    // The page's proof of work, solved in a worker while the fields filled.
    expect((await sent).postDataJSON().altcha).toEqual(expect.any(String));
    await expectToast(page, "Financing application submitted! We'll contact you within 24 hours.");
    await expect
      .poll(() => tagsOf(visitor.email), { timeout: 15_000 })
      .toEqual(["Financing Application", "Website Lead"]);
    await expect
      .poll(() => sentMail(visitor.email, "We received your financing application"), { timeout: 15_000 })
      .toBeDefined();
  });
});

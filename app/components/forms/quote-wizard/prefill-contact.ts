/**
 * Fills the empty fields of a quote form with the contact details the visitor gave the instant
 * quote in this tab (its sessionStorage entry, see `answers-store.ts`), so 'Schedule Free
 * Inspection' on the quote's results does not ask for them again. The contact form loads this
 * only when the visitor arrives from there, and never the wizard's store.
 */
export function fillFromInstantQuote(form: HTMLFormElement): void {
  try {
    // No entry, or one without answers, throws here and ends in the catch below.
    const saved = (JSON.parse(sessionStorage.getItem("instant-quote")!) as { answers: Record<string, unknown> })
      .answers;
    const [firstName, ...rest] = String(saved.name ?? "")
      .trim()
      .split(/\s+/);
    // The wizard's other answers (roof type, location, ...) name no field of the form.
    for (const [name, value] of Object.entries({ ...saved, firstName, lastName: rest.join(" ") })) {
      const field = form.elements.namedItem(name);
      if (typeof value === "string" && field instanceof HTMLInputElement && !field.value) {
        field.value = value;
        // Through the field's own filter, as if typed: a ZIP+4 becomes the five digits it asks for.
        field.dispatchEvent(new Event("input", { bubbles: true }));
      }
    }
  } catch {
    // no quote in this tab, storage blocked, or an entry that is not ours: nothing to fill
  }
}

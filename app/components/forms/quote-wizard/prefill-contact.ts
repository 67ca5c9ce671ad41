/**
 * Fills the empty fields of a quote form with the contact details the visitor gave the instant
 * quote in this tab (its sessionStorage entry, see `answers-store.ts`), so 'Schedule Free
 * Inspection' does not ask for them again. Kept apart from the wizard's store so the home page's
 * form does this without loading it.
 */
export function fillFromInstantQuote(form: HTMLFormElement): void {
  try {
    const saved = (JSON.parse(sessionStorage.getItem("instant-quote") ?? "{}") as { answers?: Record<string, unknown> })
      .answers;
    if (!saved) return;
    const [firstName, ...rest] = String(saved.name ?? "")
      .trim()
      .split(/\s+/);
    // The wizard's other answers (roof type, location, ...) name no field of the form.
    for (const [name, value] of Object.entries({ ...saved, firstName, lastName: rest.join(" ") })) {
      const field = form.elements.namedItem(name);
      if (typeof value === "string" && field instanceof HTMLInputElement && !field.value) field.value = value;
    }
  } catch {
    // storage blocked, or an entry that is not ours: nothing to fill
  }
}

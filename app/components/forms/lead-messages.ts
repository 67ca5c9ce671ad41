import { notify } from "~/components/ui/toasts";
import type { UiText } from "~/content/ui-text";
import type { LeadAnswer } from "./submit-lead";

/** A message from a schema or the server, in the page's language (English when it has no Spanish). */
export function translated(text: UiText, message: string): string {
  return text.messages[message] ?? message;
}

/** Toasts for a header or contact form answer that was not a success, in the page's language. */
export function notifyHeaderFailure(answer: Exclude<LeadAnswer, { ok: true }>, text: UiText) {
  const { validationTitle, failureTitle, failure } = text.toasts;
  if (answer.kind === "invalid") {
    notify({ kind: "error", title: validationTitle, description: translated(text, answer.error) });
  } else if (answer.kind === "refused") {
    notify({ kind: "error", title: failureTitle, description: translated(text, answer.error) });
  } else {
    notify({ kind: "error", title: failureTitle, description: failure });
  }
}

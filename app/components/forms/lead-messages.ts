import { notify } from "~/components/ui/toasts";
import type { LeadAnswer } from "./submit-lead";

/** The toasts of the specification's error catalogue (section 8), word for word. */
export const messages = {
  header: {
    validationTitle: "Validation Error",
    failureTitle: "Error",
    failure: "Failed to submit form. Please try again.",
    successTitle: "Success!",
    success: "We've received your request and will contact you shortly.",
  },
  financing: {
    failure: "Failed to submit application. Please try again.",
    success: "Financing application submitted! We'll contact you within 24 hours.",
  },
} as const;

/** Toasts for a header or contact form answer that was not a success. */
export function notifyHeaderFailure(answer: Exclude<LeadAnswer, { ok: true }>) {
  if (answer.kind === "invalid") {
    notify({ kind: "error", title: messages.header.validationTitle, description: answer.error });
  } else if (answer.kind === "refused") {
    notify({ kind: "error", title: messages.header.failureTitle, description: answer.error });
  } else {
    notify({ kind: "error", title: messages.header.failureTitle, description: messages.header.failure });
  }
}

import { data } from "react-router";
import { BodyTooLargeError, readTextLimited } from "~/lib/read-body.server";

/** The office's forms are a few fields and a note. */
const MAX_FORM_BYTES = 8 * 1024;

/** A posted office form's fields; 413 past the limit. */
export async function readOfficeForm(request: Request): Promise<URLSearchParams> {
  try {
    return new URLSearchParams(await readTextLimited(request, MAX_FORM_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw data("That form is too large.", { status: 413 });
    throw error;
  }
}

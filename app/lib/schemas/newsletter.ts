import * as z from "zod/mini";
import { email } from "./fields";

export const NewsletterSignupSchema = z.object({ email });
export type NewsletterSignup = z.infer<typeof NewsletterSignupSchema>;

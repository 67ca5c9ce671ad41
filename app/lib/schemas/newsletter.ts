import * as z from "zod/mini";
import { email, language } from "./fields";

export const NewsletterSignupSchema = z.object({ email, language });
export type NewsletterSignup = z.infer<typeof NewsletterSignupSchema>;

import * as z from "zod/mini";
import { address, choice, city, email, firstName, language, lastName, phone, state, zipCode } from "./fields";
import { ESTIMATED_COSTS, PROJECT_TYPES } from "./financing-options";

/** The financing application, fields in the order the form shows them (and reports messages). */
export const FinancingApplicationSchema = z.object({
  firstName,
  lastName,
  email,
  phone,
  address,
  city,
  state,
  zipCode,
  projectType: choice(PROJECT_TYPES, "Please select a project type"),
  estimatedCost: choice(ESTIMATED_COSTS, "Please select an estimated cost range"),
  language,
});

export type FinancingApplication = z.infer<typeof FinancingApplicationSchema>;

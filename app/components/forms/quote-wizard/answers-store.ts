import { useSyncExternalStore } from "react";
import type { QuoteField } from "~/lib/schemas/quote-request";

/**
 * The wizard's answers and step, kept in sessionStorage so a reload (or a trip to another page and
 * back) does not lose them. Only what the visitor typed or chose is kept: no quote, no id, nothing
 * from the server. sessionStorage ends with the tab.
 *
 * The store is read through useSyncExternalStore with an empty server snapshot: the prerendered
 * HTML and the first client render agree (no hydration mismatch), then React re-renders with the
 * saved answers.
 */

export const QUOTE_FIELDS = [
  "projectType",
  "roofType",
  "squareFeet",
  "stories",
  "currentCondition",
  "location",
  "name",
  "email",
  "phone",
  "address",
  "city",
  "zipCode",
] as const satisfies readonly QuoteField[];

/**
 * What is kept: the questions' answers, and "true" in `notMyRoof` once the visitor says the roof
 * measured at the address is not theirs (offered beside the measured area, not a question).
 */
const STORED_FIELDS = [...QUOTE_FIELDS, "notMyRoof"] as const satisfies readonly QuoteField[];

export type Answers = Record<QuoteField, string>;
export type WizardState = { answers: Answers; step: number };

export type Steps = ReadonlyArray<readonly QuoteField[]>;

/** The fields each step asks for; a step is complete when all of them are filled (spec section 5). */
export const STEP_FIELDS: Steps = [
  ["projectType"],
  ["roofType"],
  ["squareFeet"],
  ["stories"],
  ["currentCondition", "location"],
  ["name", "email", "phone", "address", "city", "zipCode"],
];

/**
 * With roof measurement on, the address comes first (the roof is measured while the visitor
 * answers the next questions), and the property's city is the address's.
 */
export const MEASURED_STEP_FIELDS: Steps = [
  ["address", "city", "zipCode"],
  ["projectType"],
  ["roofType"],
  ["squareFeet"],
  ["stories"],
  ["currentCondition"],
  ["name", "email", "phone"],
];

export function stepIsComplete(step: number, answers: Answers, steps: Steps = STEP_FIELDS): boolean {
  return (steps[step] ?? []).every((field) => answers[field].trim() !== "");
}

/** The step a field is asked on; the property's city is the address's when the address comes first. */
export function stepOf(field: string, steps: Steps = STEP_FIELDS): number {
  const asked =
    field === "location" && steps === MEASURED_STEP_FIELDS ? "city" : field === "notMyRoof" ? "squareFeet" : field;
  return steps.findIndex((fields) => (fields as readonly string[]).includes(asked));
}

/** The saved step, but never past the first unanswered one. */
export function reachableStep(wanted: number, answers: Answers, steps: Steps = STEP_FIELDS): number {
  let step = 0;
  while (step < wanted && step < steps.length - 1 && stepIsComplete(step, answers, steps)) step++;
  return step;
}

/** Also read by `prefill-contact.ts`, which the home page's form loads without this store. */
const KEY = "instant-quote";
/** No answer is longer than its input allows; anything longer in storage was not typed here. */
const MAX_LENGTH = 255;

const EMPTY: WizardState = {
  answers: Object.fromEntries(STORED_FIELDS.map((f) => [f, ""])) as Answers,
  step: 0,
};

/** Reads saved state defensively: unknown keys dropped (the wizard keeps the step within reach). */
function read(raw: string | null): WizardState {
  if (!raw) return EMPTY;
  try {
    const saved = JSON.parse(raw) as { answers?: Record<string, unknown>; step?: unknown };
    const answers = { ...EMPTY.answers };
    for (const field of STORED_FIELDS) {
      const value = saved.answers?.[field];
      if (typeof value === "string") answers[field] = value.slice(0, MAX_LENGTH);
    }
    const step = typeof saved.step === "number" && Number.isInteger(saved.step) ? Math.max(0, saved.step) : 0;
    return { answers, step };
  } catch {
    return EMPTY;
  }
}

let state: WizardState | undefined;
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // blocked by the browser's settings: the wizard still works, without memory
  }
}

function snapshot(): WizardState {
  if (state === undefined) {
    let raw: string | null;
    try {
      raw = storage()?.getItem(KEY) ?? null;
    } catch {
      raw = null;
    }
    state = read(raw);
  }
  return state;
}

export function updateWizard(change: (current: WizardState) => WizardState): void {
  state = change(snapshot());
  try {
    storage()?.setItem(KEY, JSON.stringify(state));
  } catch {
    // full or blocked: keep going in memory
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverSnapshot = () => EMPTY;

export function useWizardState(): WizardState {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

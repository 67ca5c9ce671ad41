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

export type Answers = Record<QuoteField, string>;
export type WizardState = { answers: Answers; step: number };

/** The fields each step asks for; a step is complete when all of them are filled (spec section 5). */
export const STEP_FIELDS: ReadonlyArray<readonly QuoteField[]> = [
  ["projectType"],
  ["roofType"],
  ["squareFeet"],
  ["stories"],
  ["currentCondition", "location"],
  ["name", "email", "phone", "address", "city", "zipCode"],
];

export const STEP_COUNT = STEP_FIELDS.length;

export function stepIsComplete(step: number, answers: Answers): boolean {
  return (STEP_FIELDS[step] ?? []).every((field) => answers[field].trim() !== "");
}

/** The step a field is asked on. */
export function stepOf(field: string): number {
  return STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field));
}

/** Also read by `prefill-contact.ts`, which the home page's form loads without this store. */
const KEY = "instant-quote";
/** No answer is longer than its input allows; anything longer in storage was not typed here. */
const MAX_LENGTH = 255;

const EMPTY: WizardState = {
  answers: Object.fromEntries(QUOTE_FIELDS.map((f) => [f, ""])) as Answers,
  step: 0,
};

/** Reads saved state defensively: unknown keys dropped, and never past the first unanswered step. */
function read(raw: string | null): WizardState {
  if (!raw) return EMPTY;
  try {
    const saved = JSON.parse(raw) as { answers?: Record<string, unknown>; step?: unknown };
    const answers = { ...EMPTY.answers };
    for (const field of QUOTE_FIELDS) {
      const value = saved.answers?.[field];
      if (typeof value === "string") answers[field] = value.slice(0, MAX_LENGTH);
    }
    let step = 0;
    const wanted = typeof saved.step === "number" ? saved.step : 0;
    while (step < wanted && step < STEP_COUNT - 1 && stepIsComplete(step, answers)) step++;
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

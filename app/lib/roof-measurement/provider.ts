import type { RoofAddress } from "~/lib/schemas/roof-measurement";
import type { RoofSummary } from "./geometry";

/**
 * What a roof-measurement provider is (the one that answers is chosen in provider-from-env.server.ts).
 * A provider answers what it found, or why it found nothing; it never throws for an outside failure.
 */

export type MeasuredRoof = RoofSummary & {
  /** When the imagery was taken, 2024-03-15 (a month-only date is its first day). */
  imageryDate: string;
  imageryQuality: "HIGH" | "MEDIUM";
};

export type LookupResult =
  | { outcome: "measured"; roof: MeasuredRoof }
  /** No building in imagery sharp enough to measure, or an address not precise enough to be sure the
   * building is this one: the same answer would come next time, so it is cached. */
  | { outcome: "not_found" | "imprecise" }
  /** Quota, timeout, an error at the provider: worth trying again later, never cached. */
  | { outcome: "unavailable"; detail: string };

export type RoofMeasurer = {
  name: string;
  measure(address: RoofAddress, signal: AbortSignal): Promise<LookupResult>;
};

import { createHmac } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { businessDay } from "~/lib/business-time";
import { type RoofMeasurementRow, roofMeasurements, roofMeasurementUsage } from "~/lib/db/schema";
import { firstIssue, type Rejection } from "~/lib/leads/submission.server";
import { checkProof } from "~/lib/proof-of-work.server";
import { SQUARE_FEET_MAX } from "~/lib/quote/square-feet";
import { PROOF_FIELD } from "~/lib/spam";
import { type RoofAddress, RoofAddressSchema } from "~/lib/schemas/roof-measurement";
import type { AppServices } from "~/lib/services.server";
import { addressKeyText } from "./address-key";
import { formatPitch } from "./geometry";
import type { LookupResult, MeasuredRoof } from "./provider";

/**
 * Measuring a roof for the instant quote: from the database when the address was measured in the
 * last 30 days, otherwise from the provider, within the day's cap and a deadline. Every way of not
 * measuring (nothing found, a quota, a timeout, the database) is an answer, never an error: the
 * wizard then asks the visitor, as it does without measurement.
 */

export const CACHE_DAYS = 30;
const FRESH = sql`now() - ${CACHE_DAYS} * interval '1 day'`;

export type MeasurementAnswer =
  | {
      found: true;
      areaSqFt: number;
      /** "6/12" */
      pitch: string;
      /** Roof faces: the more of them, the more cutting, flashing and labour. */
      segments: number;
      imageryDate: string;
      imageryQuality: string;
    }
  | { found: false; reason: NoResult; message: string };

/** `too_large`: measured, but more roof than an instant quote prices (over 100,000 sq ft). */
export type NoResult = "not_found" | "imprecise" | "unavailable" | "too_large";

/** In the visitor's words; the wizard goes on to ask for the area. */
export const NO_RESULT_MESSAGES: Record<NoResult, string> = {
  not_found: "We couldn't find your roof in satellite imagery sharp enough to measure it.",
  imprecise: "We couldn't tell your roof from your neighbors' at that address.",
  unavailable: "We couldn't measure your roof just now.",
  too_large: `The roof we found at that address is over 100,000 sq ft, too large for an instant quote. Please call us at ${site.phone.display}.`,
};

type Services = Pick<AppServices, "db" | "env" | "logger" | "ipHashKey" | "proofKeys" | "measurer">;

/** Lookups in progress, by address: a double click or two tabs cost one lookup. */
const inFlight = new Map<string, Promise<LookupResult>>();

export async function measureRoof(services: Services, body: unknown): Promise<MeasurementAnswer | Rejection> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, error: "Please enter the property's street address, city and ZIP code." };
  }
  const parsed = RoofAddressSchema.safeParse(body);
  if (!parsed.success) return firstIssue(parsed.error);
  const { logger, measurer } = services;
  if (!measurer) return noResult("unavailable");
  const key = addressKey(services, parsed.data);
  const started = Date.now();

  try {
    // Each lookup costs the owner money: only the site's own pages, with a proof of work, may ask.
    const proof = await checkProof(services.db, services.proofKeys, (body as Record<string, unknown>)[PROOF_FIELD]);
    if (!proof.ok) {
      logger.warn({ reason: proof.reason }, "roof measurement refused: no valid proof of work");
      return noResult("unavailable");
    }
    const cached = await cachedRow(services, key);
    if (cached) {
      logger.info({ outcome: cached.outcome, cached: true }, "roof measurement");
      return answerFrom(rowResult(cached));
    }
  } catch (error) {
    logger.error({ err: error }, "roof measurement: the cache could not be read");
    return noResult("unavailable");
  }

  let lookup = inFlight.get(key);
  if (!lookup) {
    lookup = lookUp(services, key, parsed.data).finally(() => inFlight.delete(key));
    inFlight.set(key, lookup);
  }
  const result = await lookup;
  const detail = result.outcome === "unavailable" ? result.detail : undefined;
  logger[detail ? "warn" : "info"](
    { outcome: result.outcome, detail, cached: false, ms: Date.now() - started, provider: measurer.name },
    "roof measurement",
  );
  return answerFrom(result);
}

async function lookUp(services: Services, key: string, address: RoofAddress): Promise<LookupResult> {
  const { db, env, logger, measurer } = services;
  try {
    if (!(await reserveLookup(services))) return { outcome: "unavailable", detail: "daily cap reached" };
  } catch (error) {
    logger.error({ err: error }, "roof measurement: the daily count could not be kept");
    return { outcome: "unavailable", detail: "database" };
  }
  let result: LookupResult;
  try {
    result = await measurer!.measure(address, AbortSignal.timeout(env.ROOF_MEASUREMENT_TIMEOUT_MS));
  } catch (error) {
    logger.error({ err: error }, "roof measurement: the provider failed");
    return { outcome: "unavailable", detail: "provider error" };
  }
  if (result.outcome === "unavailable") return result;
  const roof = result.outcome === "measured" ? result.roof : undefined;
  const row = {
    addressKey: key,
    outcome: result.outcome,
    areaSqFt: roof?.areaSqFt ?? null,
    pitchRise: roof?.pitchRise ?? null,
    roofFaces: roof?.roofFaces ?? null,
    imageryDate: roof?.imageryDate ?? null,
    imageryQuality: roof?.imageryQuality ?? null,
  };
  try {
    await db
      .insert(roofMeasurements)
      .values(row)
      .onConflictDoUpdate({ target: roofMeasurements.addressKey, set: { ...row, measuredAt: sql`now()` } });
    await db.delete(roofMeasurements).where(lt(roofMeasurements.measuredAt, FRESH));
  } catch (error) {
    // The visitor still gets the measurement; the next request for the address looks it up again.
    logger.error({ err: error }, "roof measurement: the result could not be cached");
  }
  return result;
}

/**
 * Counts one outside lookup against today's cap (ROOF_MEASUREMENT_DAILY_CAP), in the database so
 * every server shares it; false once the day's lookups are used up.
 */
async function reserveLookup({ db, env }: Pick<Services, "db" | "env">): Promise<boolean> {
  const cap = env.ROOF_MEASUREMENT_DAILY_CAP;
  if (cap <= 0) return false;
  const counted = await db
    .insert(roofMeasurementUsage)
    .values({ day: businessDay(), lookups: 1 })
    .onConflictDoUpdate({
      target: roofMeasurementUsage.day,
      set: { lookups: sql`${roofMeasurementUsage.lookups} + 1` },
      setWhere: sql`${roofMeasurementUsage.lookups} < ${cap}`,
    })
    .returning({ lookups: roofMeasurementUsage.lookups });
  return counted.length > 0;
}

/** HMAC of the normalised address: the same address finds its row, and the row names no address. */
function addressKey({ ipHashKey }: Pick<Services, "ipHashKey">, address: Pick<RoofAddress, "address" | "zipCode">) {
  return createHmac("sha256", ipHashKey)
    .update(`roof:${addressKeyText(address.address, address.zipCode)}`)
    .digest("base64url");
}

async function cachedRow(services: Pick<Services, "db">, key: string): Promise<RoofMeasurementRow | undefined> {
  const [row] = await services.db
    .select()
    .from(roofMeasurements)
    .where(and(eq(roofMeasurements.addressKey, key), gt(roofMeasurements.measuredAt, FRESH)));
  return row;
}

function rowResult(row: RoofMeasurementRow): LookupResult {
  if (row.outcome !== "measured") return { outcome: row.outcome };
  return {
    outcome: "measured",
    roof: {
      areaSqFt: row.areaSqFt!,
      pitchRise: row.pitchRise!,
      roofFaces: row.roofFaces!,
      imageryDate: row.imageryDate!,
      imageryQuality: row.imageryQuality as MeasuredRoof["imageryQuality"],
    },
  };
}

/**
 * The roof measured for this address in the last 30 days, if it was and an instant quote can price
 * it: what a quote for the address is priced from when the wizard showed it to the visitor. Never
 * calls the provider.
 */
export async function measuredRoofFor(
  services: Pick<Services, "db" | "ipHashKey">,
  address: Pick<RoofAddress, "address" | "zipCode">,
): Promise<MeasuredRoof | undefined> {
  const row = await cachedRow(services, addressKey(services, address));
  const result = row && rowResult(row);
  return result?.outcome === "measured" && quotable(result.roof) ? result.roof : undefined;
}

/**
 * Whether a measured roof can be offered as the roof's area and price a quote: a warehouse or a
 * condominium block measured over the quote's 100,000 sq ft is never filled in, nor priced from.
 */
const quotable = (roof: MeasuredRoof) => roof.areaSqFt <= SQUARE_FEET_MAX;

function noResult(reason: NoResult): MeasurementAnswer {
  return { found: false, reason, message: NO_RESULT_MESSAGES[reason] };
}

function answerFrom(result: LookupResult): MeasurementAnswer {
  if (result.outcome !== "measured") return noResult(result.outcome);
  const { roof } = result;
  if (!quotable(roof)) return noResult("too_large");
  return {
    found: true,
    areaSqFt: roof.areaSqFt,
    pitch: formatPitch(roof.pitchRise),
    segments: roof.roofFaces,
    imageryDate: roof.imageryDate,
    imageryQuality: roof.imageryQuality,
  };
}

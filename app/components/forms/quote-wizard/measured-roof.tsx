import { Button } from "~/components/ui/button";
import type { WizardText } from "~/content/wizard-content";
import { fill } from "~/content/ui-text";
import { PROOF_FIELD } from "~/lib/spam";
import type { Answer, Measurement, RoofAddressAnswers } from "./roof-measurement";

import { addressTrigger, SETTLE_MS } from "./measure-trigger";

/**
 * Loaded once the visitor starts on the address, only where roofs are measured: when to measure,
 * the request, and how the wizard shows what was measured. Nothing of it weighs on the page's
 * first load.
 */

type Measured = Extract<Measurement, { status: "measured" }>;

const UNAVAILABLE = "We couldn't measure your roof just now.";

/**
 * The measurement as a fact with its source; the visitor keeps it or corrects the area below (the
 * roof's pitch and faces still count), or says it is not their roof (`disowned`: then they don't).
 */
export default function MeasuredRoof({
  measured,
  text,
  squareFeet,
  disowned,
  onUse,
}: {
  measured: Measured;
  /** The wizard's words for a measurement, in the page's language. */
  text: WizardText["measured"];
  squareFeet: string;
  disowned: boolean;
  onUse: () => void;
}) {
  const kept = Number(squareFeet.replace(/[,\s]/g, "")) === measured.areaSqFt;
  const [year, month] = measured.imageryDate.split("-");
  const monthName = text.months[Number(month) - 1];
  const area = measured.areaSqFt.toLocaleString("en-US");
  const summary = fill(measured.segments === 1 ? text.oneFace : text.summary, {
    area,
    pitch: measured.pitch,
    faces: measured.segments,
  });
  return (
    <>
      <p>
        <strong>
          {fill(text.from, {
            month: monthName && year ? fill(text.monthYear, { month: monthName, year }) : measured.imageryDate,
          })}
        </strong>{" "}
        {summary}.
      </p>
      {disowned ? (
        <p className="mt-2 text-slate-700">{text.disowned}</p>
      ) : kept ? (
        <p className="mt-2 text-slate-700">{text.kept}</p>
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p className="text-slate-700">{text.entered}</p>
          <Button variant="secondary" onClick={onUse}>
            {fill(text.use, { area })}
          </Button>
        </div>
      )}
    </>
  );
}

/** Longer than the server's own limit on the outside calls (at most 5 s), so its answer comes first. */
export const MEASURE_DEADLINE_MS = 6_000;

/** The measurement in flight or answered, for the building `key`. */
export type Held = { key: string; controller: AbortController };

/**
 * Follows the address answers (`useRoofMeasurement` calls it on every change): drops the
 * measurement held the moment the address names another building, and measures a complete, valid
 * address after a pause in the typing, or at once when `immediately`. Returns what cancels the
 * pause's wait. Whatever happens, a measurement started is answered within `MEASURE_DEADLINE_MS`.
 */
export function followAddress(
  held: { current: Held | null },
  address: RoofAddressAnswers,
  immediately: boolean,
  setState: (measurement: Measurement) => void,
): () => void {
  const { key, drop, measure } = addressTrigger(held.current?.key, address);
  if (drop) {
    held.current!.controller.abort();
    held.current = null;
    setState({ status: "idle" });
  }
  const start = () => {
    const controller = new AbortController();
    held.current = { key, controller };
    setState({ status: "measuring", key });
    const deadline = setTimeout(() => controller.abort(), MEASURE_DEADLINE_MS);
    void requestMeasurement(address, controller.signal).then((answer) => {
      clearTimeout(deadline);
      // An answer about an address the visitor has since changed never lands.
      if (held.current?.controller === controller) setState({ ...answer, key });
    });
  };
  if (!measure) return () => {};
  if (immediately) {
    start();
    return () => {};
  }
  const pause = setTimeout(start, SETTLE_MS);
  return () => clearTimeout(pause);
}

/** POST /api/roof-measurement; every failure is an answer with words the wizard can show. */
export async function requestMeasurement(address: RoofAddressAnswers, signal: AbortSignal): Promise<Answer> {
  try {
    const { prepareProof, takeProof } = await import("../proof-of-work");
    const proof = await takeProof();
    // The quote itself needs one too, solved while the visitor answers the next questions.
    prepareProof();
    const response = await fetch("/api/roof-measurement", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        address: address.address,
        city: address.city,
        zipCode: address.zipCode,
        [PROOF_FIELD]: proof,
      }),
      signal,
    });
    const body = (await response.json()) as Record<string, unknown>;
    if (response.ok && body.found === true && typeof body.areaSqFt === "number" && body.areaSqFt > 0) {
      return {
        status: "measured",
        areaSqFt: body.areaSqFt,
        pitch: String(body.pitch),
        segments: Number(body.segments),
        imageryDate: String(body.imageryDate),
      };
    }
    // A no-result (200), a bad address (400) or the limit (429): each comes with its words.
    const message = typeof body.message === "string" ? body.message : body.error;
    return { status: "none", message: typeof message === "string" ? message : UNAVAILABLE };
  } catch {
    return { status: "none", message: UNAVAILABLE };
  }
}

import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Measuring the roof from the address while the visitor answers the next questions
 * (POST /api/roof-measurement). Whatever happens, the wizard gets an answer within
 * `MEASURE_DEADLINE_MS`: a measurement, or a plain reason it has none, after which it asks for
 * the area as it does without measurement.
 */

/** Longer than the server's own limit on the outside calls (at most 5 s), so its answer comes first. */
export const MEASURE_DEADLINE_MS = 6_000;

export type RoofAddressAnswers = { address: string; city: string; zipCode: string };

type Answer =
  | { status: "measured"; areaSqFt: number; pitch: string; segments: number; imageryDate: string }
  | { status: "none"; message: string };

/** `key`: the address it is about. */
export type Measurement = { status: "idle" } | { status: "measuring"; key: string } | (Answer & { key: string });

const UNAVAILABLE = "We couldn't measure your roof just now.";

/** One key per address as typed, so answering again for the same address measures nothing new. */
const keyOf = ({ address, city, zipCode }: RoofAddressAnswers) =>
  [address, city, zipCode].map((v) => v.trim().toLowerCase()).join("|");

export function useRoofMeasurement(): [Measurement, (address: RoofAddressAnswers) => void] {
  const [state, setState] = useState<Measurement>({ status: "idle" });
  const current = useRef<{ key: string; controller: AbortController } | null>(null);

  useEffect(() => () => current.current?.controller.abort(), []);

  const start = useCallback((address: RoofAddressAnswers) => {
    const key = keyOf(address);
    if (current.current?.key === key) return;
    current.current?.controller.abort();
    const controller = new AbortController();
    current.current = { key, controller };
    setState({ status: "measuring", key });
    const deadline = setTimeout(() => controller.abort(), MEASURE_DEADLINE_MS);
    void requestMeasurement(address, controller.signal).then((answer) => {
      clearTimeout(deadline);
      if (current.current?.key === key) setState({ ...answer, key });
    });
  }, []);

  return [state, start];
}

async function requestMeasurement(address: RoofAddressAnswers, signal: AbortSignal): Promise<Answer> {
  try {
    const response = await fetch("/api/roof-measurement", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ address: address.address, city: address.city, zipCode: address.zipCode }),
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
